package dev.catalogstudio.model.format.common;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Credentials written into a configuration file: what the MCP formats' {@code secret-literal} rule and OAF's
 * {@code config.yaml} rules share (metaagents.md § MCP files; open-agent-format.md § config.yaml Format).
 */
public final class Credentials {

    private static final Set<String> STAND_IN_WORDS = Set.of("changeme", "change-me", "change_me", "replaceme",
            "replace-me", "redacted", "placeholder", "todo", "tbd", "none", "null", "true", "false", "yes", "no",
            "on", "off");

    private static final Pattern SCHEME = Pattern.compile("^(bearer|token|basic)\\s+(\\S.*?)\\s*$",
            Pattern.CASE_INSENSITIVE);
    private static final List<String> SECRET_WORDS =
            List.of("TOKEN", "SECRET", "KEY", "PASSWORD", "PASSWD", "CREDENTIAL", "AUTH");
    private static final List<String> POINTER_SUFFIXES = List.of("_FILE", "_PATH", "_DIR", "_URL", "_URI",
            "_ENDPOINT", "_HOST", "_PORT", "_TYPE", "_MODE", "_METHOD");

    /**
     * The credential of an HTTP authorization value {@code <scheme> <credential>} whose scheme is {@code Bearer},
     * {@code token} or {@code Basic} (any case).
     *
     * @param scheme     the scheme as written
     * @param credential the credential as written, without surrounding blanks
     * @param start      0-based index of the credential's first character in the value
     * @param end        0-based exclusive end index of the credential in the value
     */
    public record Authorization(String scheme, String credential, int start, int end) {
    }

    private Credentials() {
    }

    /** The authorization scheme and credential of a header value such as {@code Bearer abc}, if it is one. */
    public static Optional<Authorization> authorization(String headerValue) {
        var m = SCHEME.matcher(headerValue);
        return m.matches() ? Optional.of(new Authorization(m.group(1), m.group(2), m.start(2), m.end(2)))
                : Optional.empty();
    }

    /**
     * Whether a variable or header name looks like it holds a secret: it contains TOKEN, SECRET, KEY, PASSWORD,
     * PASSWD, CREDENTIAL or AUTH (any case) and does not end in {@code _FILE}, {@code _PATH}, {@code _DIR},
     * {@code _URL}, {@code _URI}, {@code _ENDPOINT}, {@code _HOST}, {@code _PORT}, {@code _TYPE}, {@code _MODE} or
     * {@code _METHOD} (such a name points at or configures a credential rather than holding one).
     */
    public static boolean isSecretName(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        return SECRET_WORDS.stream().anyMatch(upper::contains) && POINTER_SUFFIXES.stream().noneMatch(upper::endsWith);
    }

    /** Whether a value is a real-looking literal: not a variable reference and not a stand-in such as {@code <token>}. */
    public static boolean isLiteral(String value) {
        String v = value.strip();
        String lower = v.toLowerCase(Locale.ROOT);
        boolean standIn = v.isEmpty() || v.chars().allMatch(c -> "xX*#.-_\u2026".indexOf(c) >= 0)
                || v.startsWith("<") && v.endsWith(">") || lower.startsWith("your") || STAND_IN_WORDS.contains(lower);
        return !standIn && !v.contains("${") && !Expansions.isWholeReference(v);
    }
}
