package dev.catalogstudio.model.hosts;

import dev.catalogstudio.model.json.DataFiles;
import dev.catalogstudio.model.json.JsonParser;
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
 * The host profiles, read once from the data files {@code hosts/<name>.json} on the class path (docs/CHECKS.md § Host
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
     * Reads {@code hosts/<name>.json} with the model's JSON parser, straight into the profile's records.
     *
     * @throws IllegalStateException when the file is missing or not a profile (a build that shipped it broken)
     */
    private static HostProfile load(String name) {
        String file = name + ".json";
        var root = DataFiles.read(HostProfiles.class, file, "host profile");
        var kinds = new EnumMap<HostProfile.Kind, HostProfile.KindProfile>(HostProfile.Kind.class);
        var kindsObject = DataFiles.object(root, "kinds", file);
        for (var kind : HostProfile.Kind.values()) {
            if (kindsObject.get(kind.key()).orElse(null) instanceof JsonObject m) {
                kinds.put(kind, kind(m, file));
            }
        }
        var profile = new HostProfile(DataFiles.string(root, "host", file), DataFiles.string(root, "displayName", file),
                DataFiles.string(root, "about", file), DataFiles.strings(root, "folders"), kinds);
        if (!profile.name().equals(name)) {
            throw new IllegalStateException(file + " says it is the profile of " + profile.name());
        }
        return profile;
    }

    private static HostProfile.KindProfile kind(JsonObject kind, String file) {
        var fields = new LinkedHashMap<String, HostProfile.Field>();
        for (var member : DataFiles.object(kind, "fields", file).members()) {
            if (!(member.value() instanceof JsonObject field)) {
                throw new IllegalStateException(file + ": the field '" + member.name() + "' is not an object");
            }
            fields.put(member.name(), new HostProfile.Field(DataFiles.string(field, "type", file), DataFiles.strings(field, "values"),
                    field.string("pattern").map(JsonString::value).orElse(null), DataFiles.integer(field, "maxLength"),
                    DataFiles.string(field, "source", file)));
        }
        return new HostProfile.KindProfile(kind.string("unknown").map(u -> u.value().equals("reject")).orElse(false),
                DataFiles.string(kind, "source", file), fields);
    }
}
