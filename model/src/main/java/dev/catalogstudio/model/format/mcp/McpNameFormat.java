package dev.catalogstudio.model.format.mcp;

import java.util.Optional;

/**
 * The MCP registry's rules for {@code _meta.name} (metaagents.md § MCP names; RULES.md {@code mcp-name-format}):
 * {@code <namespace>/<name>}, 3–200 characters, exactly one {@code /}; the namespace matches
 * {@code [a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]} and the name {@code [a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]}.
 */
final class McpNameFormat {

    /** Shortest and longest name allowed, in UTF-16 code units. */
    static final int MIN_LENGTH = 3;
    static final int MAX_LENGTH = 200;

    private McpNameFormat() {
    }

    /** What is wrong with {@code fqn}, as a sentence fragment naming the part at fault; empty when it is valid. */
    static Optional<String> problem(String fqn) {
        if (fqn.length() < MIN_LENGTH || fqn.length() > MAX_LENGTH) {
            return Optional.of("it is " + fqn.length() + " characters long; the registry allows " + MIN_LENGTH + "–"
                    + MAX_LENGTH);
        }
        int slash = fqn.indexOf('/');
        if (slash < 0) {
            return Optional.of("it has no \"/\"; write \"<namespace>/<name>\", e.g. \"io.example/" + fqn + "\"");
        }
        if (fqn.indexOf('/', slash + 1) >= 0) {
            return Optional.of("it has more than one \"/\"; write exactly one, as \"<namespace>/<name>\"");
        }
        return part("namespace", fqn.substring(0, slash), ".-")
                .or(() -> part("name", fqn.substring(slash + 1), "._-"));
    }

    private static Optional<String> part(String label, String part, String innerPunctuation) {
        String allowed = "letters, digits and " + String.join(" ", innerPunctuation.split(""));
        if (part.length() < 2) {
            return Optional.of("the " + label + " \"" + part + "\" is shorter than 2 characters; it must start and end "
                    + "with a letter or digit");
        }
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            boolean edge = i == 0 || i == part.length() - 1;
            if (!isAsciiAlphanumeric(c) && (edge || innerPunctuation.indexOf(c) < 0)) {
                return Optional.of("the " + label + " \"" + part + "\" has \"" + c + "\" at character " + (i + 1)
                        + "; it may hold only " + allowed + ", and must start and end with a letter or digit");
            }
        }
        return Optional.empty();
    }

    private static boolean isAsciiAlphanumeric(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }
}
