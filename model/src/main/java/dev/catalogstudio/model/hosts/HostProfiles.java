package dev.catalogstudio.model.hosts;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
     * Reads {@code hosts/<name>.json} with {@link ProfileJson}, a reader of these files alone: the YAML parser read
     * them before, in a JVM that had never run its flow-style paths, at five times the cost, on the one thread a
     * check then runs on.
     *
     * @throws IllegalStateException when the file is missing or not a profile (a build that shipped it broken)
     */
    private static HostProfile load(String name) {
        String file = name + ".json";
        try (InputStream in = HostProfiles.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("The host profile " + file + " is missing from the class path");
            }
            Object parsed;
            try {
                parsed = ProfileJson.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IllegalStateException e) {
                throw new IllegalStateException("The host profile " + file + " is not JSON: " + e.getMessage(), e);
            }
            if (!(parsed instanceof Map<?, ?> root)) {
                throw new IllegalStateException("The host profile " + file + " is not a JSON object");
            }
            var kinds = new EnumMap<HostProfile.Kind, HostProfile.KindProfile>(HostProfile.Kind.class);
            var kindsObject = object(root, "kinds", file);
            for (var kind : HostProfile.Kind.values()) {
                if (kindsObject.get(kind.key()) instanceof Map<?, ?> m) {
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

    private static HostProfile.KindProfile kind(Map<?, ?> kind, String file) {
        var fields = new LinkedHashMap<String, HostProfile.Field>();
        for (var entry : object(kind, "fields", file).entrySet()) {
            if (!(entry.getValue() instanceof Map<?, ?> field)) {
                throw new IllegalStateException(file + ": the field '" + entry.getKey() + "' is not an object");
            }
            fields.put((String) entry.getKey(), new HostProfile.Field(string(field, "type", file),
                    strings(field.get("values")), field.get("pattern") instanceof String p ? p : null,
                    field.get("maxLength") instanceof Long n ? Integer.valueOf(n.intValue()) : null,
                    string(field, "source", file)));
        }
        return new HostProfile.KindProfile("reject".equals(kind.get("unknown")), string(kind, "source", file),
                fields);
    }

    private static Map<?, ?> object(Map<?, ?> parent, String key, String file) {
        if (parent.get(key) instanceof Map<?, ?> m) {
            return m;
        }
        throw new IllegalStateException(file + ": '" + key + "' is not an object");
    }

    private static String string(Map<?, ?> parent, String key, String file) {
        if (parent.get(key) instanceof String s) {
            return s;
        }
        throw new IllegalStateException(file + ": '" + key + "' is not a string");
    }

    private static List<String> strings(Object value) {
        var result = new ArrayList<String>();
        if (value instanceof List<?> list) {
            for (var item : list) {
                if (item instanceof String s) {
                    result.add(s);
                }
            }
        }
        return result;
    }
}
