package dev.catalogstudio.model.format.mcp;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The two placeholders an MCP host substitutes (metaagents.md § Placeholder substitution) and the near-miss test used
 * to tell a typo ({@code ${workspceDir}}) from a shell variable ({@code ${HOME}}).
 */
final class Placeholders {

    /** The placeholder names, without {@code ${}} and {@code }}. */
    static final List<String> NAMES = List.of("workspaceDir", "sharedDir");

    /** How many single-character edits (compared case-insensitively) still count as a typo of a placeholder. */
    static final int MAX_TYPO_DISTANCE = 3;

    private Placeholders() {
    }

    /** Whether {@code name} is one of {@link #NAMES}, exactly. */
    static boolean isKnown(String name) {
        return NAMES.contains(name);
    }

    /**
     * The placeholder {@code name} is a typo of: the nearest of {@link #NAMES} by Levenshtein distance over lower-case
     * letters, when that distance is at most {@link #MAX_TYPO_DISTANCE} (so a different case alone is a typo). Empty
     * for a known placeholder and for names far from both (a shell variable such as {@code HOME}).
     */
    static Optional<String> typoOf(String name) {
        if (isKnown(name)) {
            return Optional.empty();
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : NAMES) {
            int d = dev.catalogstudio.model.text.EditDistance.between(name.toLowerCase(Locale.ROOT),
                    candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= MAX_TYPO_DISTANCE ? Optional.of(best) : Optional.empty();
    }

    /** {@code ${workspaceDir} or ${sharedDir}}, for messages. */
    static String allowedList() {
        return "${" + NAMES.get(0) + "} or ${" + NAMES.get(1) + "}";
    }
}
