package dev.catalogstudio.model.version;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A Semantic Versioning 2.0.0 version, {@code MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]} (semver.org § 2, 9, 10, 11).
 *
 * @param major      major version
 * @param minor      minor version
 * @param patch      patch version
 * @param prerelease pre-release identifiers without the {@code -}, or empty
 * @param build      build metadata without the {@code +}, or empty (ignored by ordering)
 */
public record SemVer(long major, long minor, long patch, String prerelease, String build) implements Comparable<SemVer> {

    private static final Pattern GRAMMAR = Pattern.compile(
            "(0|[1-9]\\d{0,17})\\.(0|[1-9]\\d{0,17})\\.(0|[1-9]\\d{0,17})"
                    + "(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
                    + "(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?");

    /** Parses {@code text} exactly (no leading {@code v}, no surrounding blanks). */
    public static Optional<SemVer> parse(String text) {
        var m = GRAMMAR.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new SemVer(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)),
                Long.parseLong(m.group(3)), m.group(4) == null ? "" : m.group(4), m.group(5) == null ? "" : m.group(5)));
    }

    /** Precedence order (semver.org § 11): build metadata is ignored, a pre-release sorts before its release. */
    @Override
    public int compareTo(SemVer o) {
        int c = Long.compare(major, o.major);
        c = c != 0 ? c : Long.compare(minor, o.minor);
        c = c != 0 ? c : Long.compare(patch, o.patch);
        if (c != 0 || prerelease.equals(o.prerelease)) {
            return c;
        }
        if (prerelease.isEmpty() || o.prerelease.isEmpty()) {
            return prerelease.isEmpty() ? 1 : -1;
        }
        String[] a = prerelease.split("\\.");
        String[] b = o.prerelease.split("\\.");
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            c = compareIdentifier(a[i], b[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.length, b.length);
    }

    private static int compareIdentifier(String a, String b) {
        boolean na = a.chars().allMatch(Character::isDigit);
        boolean nb = b.chars().allMatch(Character::isDigit);
        if (na && nb) {
            return a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
        }
        return na ? -1 : nb ? 1 : a.compareTo(b);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch + (prerelease.isEmpty() ? "" : "-" + prerelease)
                + (build.isEmpty() ? "" : "+" + build);
    }
}
