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
            int d = distance(x, fold(c), bestDistance);
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

    /** Levenshtein distance, or any value {@code >= max} once it is known to reach {@code max}. */
    private static int distance(String a, String b, int max) {
        if (Math.abs(a.length() - b.length()) >= max) {
            return max;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
