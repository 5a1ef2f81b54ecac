package dev.catalogstudio.model.hosts;

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
 * The host profiles, read once from the data files {@code hosts/<name>.json} on the class path (README § Host
 * profiles), in the order of {@link Hosts#NAMES}.
 */
public final class HostProfiles {

    private static final JsonParser PARSER = new JsonParser();

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
        String text;
        try (InputStream in = HostProfiles.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("The host profile " + file + " is missing from the class path");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        var parsed = PARSER.parse(SourceText.of(text));
        if (parsed.error() != null) {
            throw new IllegalStateException("The host profile " + file + " is not JSON: " + parsed.error().message()
                    + " (line " + parsed.error().range().start().line() + ")");
        }
        if (!parsed.duplicates().isEmpty()) {
            throw new IllegalStateException(file + ": '" + parsed.duplicates().get(0).name() + "' is written twice");
        }
        if (!(parsed.root() instanceof JsonObject root)) {
            throw new IllegalStateException("The host profile " + file + " is not a JSON object");
        }
        var kinds = new EnumMap<HostProfile.Kind, HostProfile.KindProfile>(HostProfile.Kind.class);
        var kindsObject = object(root, "kinds", file);
        for (var kind : HostProfile.Kind.values()) {
            if (kindsObject.get(kind.key()).orElse(null) instanceof JsonObject m) {
                kinds.put(kind, kind(m, file));
            }
        }
        var profile = new HostProfile(string(root, "host", file), string(root, "displayName", file),
                string(root, "about", file), strings(root, "folders"), kinds);
        if (!profile.name().equals(name)) {
            throw new IllegalStateException(file + " says it is the profile of " + profile.name());
        }
        return profile;
    }

    private static HostProfile.KindProfile kind(JsonObject kind, String file) {
        var fields = new LinkedHashMap<String, HostProfile.Field>();
        for (var member : object(kind, "fields", file).members()) {
            if (!(member.value() instanceof JsonObject field)) {
                throw new IllegalStateException(file + ": the field '" + member.name() + "' is not an object");
            }
            fields.put(member.name(), new HostProfile.Field(string(field, "type", file), strings(field, "values"),
                    field.string("pattern").map(JsonString::value).orElse(null), integer(field, "maxLength"),
                    string(field, "source", file)));
        }
        return new HostProfile.KindProfile(kind.string("unknown").map(u -> u.value().equals("reject")).orElse(false),
                string(kind, "source", file), fields);
    }

    private static JsonObject object(JsonObject parent, String key, String file) {
        if (parent.get(key).orElse(null) instanceof JsonObject o) {
            return o;
        }
        throw new IllegalStateException(file + ": '" + key + "' is not an object");
    }

    private static String string(JsonObject parent, String key, String file) {
        return parent.string(key).map(JsonString::value)
                .orElseThrow(() -> new IllegalStateException(file + ": '" + key + "' is not a string"));
    }

    /** The strings of the array {@code key}, other items left out; empty when it is no array. */
    private static List<String> strings(JsonObject parent, String key) {
        var result = new ArrayList<String>();
        if (parent.get(key).orElse(null) instanceof JsonArray array) {
            for (var item : array.items()) {
                if (item instanceof JsonString s) {
                    result.add(s.value());
                }
            }
        }
        return result;
    }

    /** The whole number {@code key}, or null when it is none (absent, a fraction, an exponent, past an int, …). */
    private static Integer integer(JsonObject parent, String key) {
        if (parent.get(key).orElse(null) instanceof JsonNumber n) {
            try {
                return Integer.valueOf(n.text());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }
}
