package dev.catalogstudio.model.hosts;

import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonNumber;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
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

    private static HostProfile load(String name) {
        String file = name + ".json";
        try (InputStream in = HostProfiles.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("The host profile " + file + " is missing from the class path");
            }
            var result = new JsonParser().parse(SourceText.of(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            var root = result.rootObject().orElseThrow(() -> new IllegalStateException("The host profile " + file
                    + " is not a JSON object"));
            var kinds = new EnumMap<HostProfile.Kind, HostProfile.KindProfile>(HostProfile.Kind.class);
            var kindsObject = object(root, "kinds", file);
            for (var kind : HostProfile.Kind.values()) {
                kindsObject.get(kind.key()).map(v -> (JsonObject) v).ifPresent(k -> kinds.put(kind, kind(k, file)));
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

    private static HostProfile.KindProfile kind(JsonObject kind, String file) {
        var fields = new LinkedHashMap<String, HostProfile.Field>();
        for (var member : object(kind, "fields", file).members()) {
            var field = (JsonObject) member.value();
            fields.put(member.name(), new HostProfile.Field(string(field, "type", file), strings(field.get("values")),
                    field.string("pattern").map(JsonString::value).orElse(null),
                    field.get("maxLength").map(v -> Integer.valueOf(((JsonNumber) v).text())).orElse(null),
                    string(field, "source", file)));
        }
        return new HostProfile.KindProfile("reject".equals(kind.string("unknown").map(JsonString::value).orElse("")),
                string(kind, "source", file), fields);
    }

    private static JsonObject object(JsonObject parent, String key, String file) {
        return parent.get(key).filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .orElseThrow(() -> new IllegalStateException(file + ": '" + key + "' is not an object"));
    }

    private static String string(JsonObject parent, String key, String file) {
        return parent.string(key).map(JsonString::value)
                .orElseThrow(() -> new IllegalStateException(file + ": '" + key + "' is not a string"));
    }

    private static List<String> strings(Optional<JsonValue> value) {
        var result = new ArrayList<String>();
        value.filter(JsonArray.class::isInstance).ifPresent(a -> ((JsonArray) a).items().forEach(i -> {
            if (i instanceof JsonString s) {
                result.add(s.value());
            }
        }));
        return result;
    }

}
