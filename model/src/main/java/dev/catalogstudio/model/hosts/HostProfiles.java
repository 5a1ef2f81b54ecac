package dev.catalogstudio.model.hosts;

import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlParser;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;

/**
 * The host profiles, read once from the data files {@code hosts/<name>.json} on the class path (README § Host
 * profiles), in the order of {@link Hosts#NAMES}.
 */
public final class HostProfiles {

    /** The profiles read so far: each data file is read the first time its host is asked for, once. */
    private static final java.util.concurrent.ConcurrentHashMap<String, HostProfile> LOADED =
            new java.util.concurrent.ConcurrentHashMap<>();

    private HostProfiles() {
    }

    /** Every profile, in {@link Hosts#NAMES} order. */
    public static List<HostProfile> all() {
        return Hosts.NAMES.stream().map(name -> byName(name).orElseThrow()).toList();
    }

    /** The profile named {@code name} ({@code claude-code}), if there is one. */
    public static Optional<HostProfile> byName(String name) {
        return Hosts.NAMES.contains(name) ? Optional.of(LOADED.computeIfAbsent(name, HostProfiles::load))
                : Optional.empty();
    }

    /**
     * Reads {@code hosts/<name>.json}. The files are JSON, read with the YAML parser (JSON is YAML's flow style): a
     * check has already warmed it on every frontmatter, so a profile costs a check no JSON reader of its own.
     *
     * @throws IllegalStateException when the file is missing or not a profile (a build that shipped it broken)
     */
    private static HostProfile load(String name) {
        String file = name + ".json";
        try (InputStream in = HostProfiles.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("The host profile " + file + " is missing from the class path");
            }
            var text = SourceText.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            var parsed = new YamlParser().parse(text, text.range(0, text.length()));
            if (!(parsed.root() != null && parsed.root().resolved() instanceof YamlMapping root)) {
                throw new IllegalStateException("The host profile " + file + " is not a JSON object");
            }
            var kinds = new EnumMap<HostProfile.Kind, HostProfile.KindProfile>(HostProfile.Kind.class);
            var kindsObject = mapping(root, "kinds", file);
            for (var kind : HostProfile.Kind.values()) {
                var k = kindsObject.get(kind.key());
                if (k.isPresent() && k.get().resolved() instanceof YamlMapping m) {
                    kinds.put(kind, kind(m, file));
                }
            }
            var profile = new HostProfile(string(root, "host", file), string(root, "displayName", file),
                    string(root, "about", file), strings(root.get("folders")), kinds);
            if (!profile.name().equals(name)) {
                throw new IllegalStateException(file + " says it is the profile of " + profile.name());
            }
            return profile;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static HostProfile.KindProfile kind(YamlMapping kind, String file) {
        var fields = new LinkedHashMap<String, HostProfile.Field>();
        for (var entry : mapping(kind, "fields", file).entries()) {
            if (!(entry.value().resolved() instanceof YamlMapping field)) {
                throw new IllegalStateException(file + ": the field '" + entry.keyText() + "' is not an object");
            }
            var max = field.get("maxLength").map(YamlNode::resolved);
            fields.put(entry.keyText(), new HostProfile.Field(string(field, "type", file),
                    strings(field.get("values")), field.string("pattern").map(YamlScalar::value).orElse(null),
                    max.isPresent() && max.get() instanceof YamlScalar n ? Integer.valueOf(n.value()) : null,
                    string(field, "source", file)));
        }
        return new HostProfile.KindProfile("reject".equals(kind.string("unknown").map(YamlScalar::value)
                .orElse("")), string(kind, "source", file), fields);
    }

    private static YamlMapping mapping(YamlMapping parent, String key, String file) {
        var node = parent.get(key).map(YamlNode::resolved);
        if (node.isPresent() && node.get() instanceof YamlMapping m) {
            return m;
        }
        throw new IllegalStateException(file + ": '" + key + "' is not an object");
    }

    private static String string(YamlMapping parent, String key, String file) {
        return parent.string(key).map(YamlScalar::value)
                .orElseThrow(() -> new IllegalStateException(file + ": '" + key + "' is not a string"));
    }

    private static List<String> strings(Optional<YamlNode> value) {
        var result = new ArrayList<String>();
        if (value.isPresent() && value.get().resolved() instanceof YamlSequence seq) {
            for (var item : seq.items()) {
                if (item.resolved() instanceof YamlScalar s) {
                    result.add(s.value());
                }
            }
        }
        return result;
    }
}
