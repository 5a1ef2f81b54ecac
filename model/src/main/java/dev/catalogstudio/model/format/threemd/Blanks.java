package dev.catalogstudio.model.format.threemd;

/** Horizontal white space as the 3md reference parser trims it: spaces and tabs only. */
final class Blanks {

    private Blanks() {
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    /** The first index in {@code [from, to)} of {@code s} that is not a blank, or {@code to}. */
    static int skip(String s, int from, int to) {
        int i = from;
        while (i < to && isBlank(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The index just after the last non-blank in {@code [from, to)}, or {@code from}. */
    static int back(String s, int from, int to) {
        int i = to;
        while (i > from && isBlank(s.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /** Whether the whole of {@code [from, to)} is blank. */
    static boolean allBlank(String s, int from, int to) {
        return skip(s, from, to) == to;
    }
}
