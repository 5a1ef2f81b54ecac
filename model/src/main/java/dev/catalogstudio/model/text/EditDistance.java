package dev.catalogstudio.model.text;

/**
 * The Levenshtein distance between two strings, in UTF-16 code units (an insertion, a deletion or a substitution
 * costs 1), for the "did you mean" of a misspelt name, field, code or placeholder.
 */
public final class EditDistance {

    private EditDistance() {
    }

    /** The distance between {@code a} and {@code b}; O(|a|·|b|) time, O(|b|) memory. */
    public static int between(String a, String b) {
        return atMost(a, b, Integer.MAX_VALUE);
    }

    /**
     * The distance between {@code a} and {@code b}, or {@code max} as soon as it is known to be at least {@code max}
     * (the lengths alone may say so), so that a search for the nearest of many candidates stays cheap.
     */
    public static int atMost(String a, String b, int max) {
        if (Math.abs(a.length() - b.length()) >= max) {
            return max;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return Math.min(previous[b.length()], max);
    }
}
