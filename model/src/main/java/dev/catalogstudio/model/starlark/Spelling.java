package dev.catalogstudio.model.starlark;

import java.util.Collection;
import java.util.Locale;

/** Suggests the nearest known name for a misspelt one ("undefined: hollo (did you mean hello?)"). */
final class Spelling {

    private Spelling() {
    }

    /**
     * The candidate nearest to {@code name} by edit distance, ignoring case and underscores, within half the name's
     * length; {@code null} if none is that close. Ties go to the candidate that sorts first.
     */
    static String nearest(String name, Collection<String> candidates) {
        String x = fold(name);
        String best = null;
        int bestDistance = (x.length() + 1) / 2;
        for (String c : candidates.stream().sorted().toList()) {
            int d = dev.catalogstudio.model.text.EditDistance.atMost(x, fold(c), bestDistance);
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }

    private static String fold(String s) {
        return s.replace("_", "").toLowerCase(Locale.ROOT);
    }
}
