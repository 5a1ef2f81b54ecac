package dev.catalogstudio.model.format.common;

import java.util.Locale;
import java.util.Set;

/**
 * Credentials written into a configuration file: what the MCP formats' {@code secret-literal} rule and OAF's
 * {@code config.yaml} rules share (metaagents.md § MCP files; open-agent-format.md § config.yaml Format).
 */
public final class Credentials {

    private static final Set<String> STAND_IN_WORDS = Set.of("changeme", "change-me", "change_me", "replaceme",
            "replace-me", "redacted", "placeholder", "todo", "tbd", "none", "null", "true", "false", "yes", "no",
            "on", "off");

    private Credentials() {
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
