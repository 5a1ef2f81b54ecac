package dev.catalogstudio.model.format.common;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The SPDX license and exception identifiers bundled with Catalog Studio ({@code resources/spdx/*.txt} at the root
 * of the repository, on the classpath as {@code /spdx/}; their source and licence are in
 * {@code resources/spdx/README.md}).
 * Identifiers match case-insensitively, as the SPDX specification (Annex D) says; lookups return the canonical
 * spelling. Immutable and thread-safe; {@link #bundled()} loads the lists once.
 */
public final class SpdxLicenses {

    /** Whether an identifier is current or deprecated. */
    public enum Status {
        CURRENT, DEPRECATED
    }

    private static final class Holder {
        static final SpdxLicenses BUNDLED = new SpdxLicenses(
                load("licenses.txt", Status.CURRENT, load("deprecated-licenses.txt", Status.DEPRECATED,
                        new HashMap<>())),
                load("exceptions.txt", Status.CURRENT, load("deprecated-exceptions.txt", Status.DEPRECATED,
                        new HashMap<>())));
    }

    private record Known(String canonical, Status status) {
    }

    private final Map<String, Known> licenses;
    private final Map<String, Known> exceptions;

    private SpdxLicenses(Map<String, Known> licenses, Map<String, Known> exceptions) {
        this.licenses = Collections.unmodifiableMap(licenses);
        this.exceptions = Collections.unmodifiableMap(exceptions);
    }

    /**
     * The bundled lists.
     *
     * @throws IllegalStateException if a list is missing from the classpath (a broken build)
     */
    public static SpdxLicenses bundled() {
        return Holder.BUNDLED;
    }

    /** The canonical spelling of license identifier {@code id} (any case), if SPDX lists it, current or deprecated. */
    public Optional<String> license(String id) {
        return Optional.ofNullable(licenses.get(id.toLowerCase(Locale.ROOT))).map(Known::canonical);
    }

    /** Whether {@code id} (any case) is a deprecated license identifier. */
    public boolean isDeprecatedLicense(String id) {
        var known = licenses.get(id.toLowerCase(Locale.ROOT));
        return known != null && known.status() == Status.DEPRECATED;
    }

    /** The canonical spelling of exception identifier {@code id} (any case), if SPDX lists it. */
    public Optional<String> exception(String id) {
        return Optional.ofNullable(exceptions.get(id.toLowerCase(Locale.ROOT))).map(Known::canonical);
    }

    /** Whether {@code id} (any case) is a deprecated exception identifier. */
    public boolean isDeprecatedException(String id) {
        var known = exceptions.get(id.toLowerCase(Locale.ROOT));
        return known != null && known.status() == Status.DEPRECATED;
    }

    /**
     * A current license identifier that reads like {@code text} once case and everything but letters and digits are
     * ignored ({@code "Apache 2.0"} → {@code Apache-2.0}), for suggestions.
     */
    public Optional<String> lookalike(String text) {
        String key = squash(text);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        return licenses.values().stream().filter(k -> k.status() == Status.CURRENT && squash(k.canonical()).equals(key))
                .map(Known::canonical).findFirst();
    }

    private static String squash(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    private static Map<String, Known> load(String file, Status status, Map<String, Known> into) {
        var in = SpdxLicenses.class.getResourceAsStream("/spdx/" + file);
        if (in == null) {
            throw new IllegalStateException("/spdx/" + file + " is not on the classpath");
        }
        try (var reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                String id = line.strip();
                if (!id.isEmpty() && !id.startsWith("#")) {
                    into.put(id.toLowerCase(Locale.ROOT), new Known(id, status));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return into;
    }
}
