package dev.catalogstudio.model.format.skills;

/**
 * The runs of a skill body's lines that commonmark reads alone as it reads them in the body, found around the offsets
 * of candidates the quick reading could not settle ({@link QuickReferences#parts}): a long body with one missing file
 * is parsed in the paragraph or list that names it, not whole. Offsets are 0-based UTF-16 offsets in the text that
 * holds the body from {@code base}.
 */
final class IsolatedRuns {

    private IsolatedRuns() {
    }

    /**
     * The runs holding {@code offsets} (in any order), as start and end offsets (the end at a line break or the text's
     * end), in order and apart, or {@code null} when one of them is not read alone ({@link #readsAlone}). Each run is
     * walked once, however many offsets it holds: linear in the body (counted in
     * {@link QuickReferences#CHARS_SCANNED}).
     */
    static int[] runs(String body, int base, int[] offsets, FencedCode code) {
        java.util.Arrays.sort(offsets);
        var runs = new QuickReferences.Offsets();
        int end = base;
        for (int at : offsets) {
            if (runs.size() > 0 && at < end) {
                continue; // in the run before
            }
            int start = lineStart(body, base, at);
            while (start > base && !blank(body, lineStart(body, base, start - 1), start - 1)) {
                start = lineStart(body, base, start - 1);
            }
            end = lineEnd(body, at);
            while (end < body.length() && !blank(body, end + 1, lineEnd(body, end + 1))) {
                end = lineEnd(body, end + 1);
            }
            // The run's lines, walked back and on from the candidate once.
            QuickReferences.CHARS_SCANNED.add(end - start);
            if (!readsAlone(body, base, start, end, code)) {
                return null;
            }
            runs.add(start);
            runs.add(end);
        }
        return runs.toArray();
    }

    /**
     * Whether the lines from {@code start} to {@code end}, a run between blank lines (or the body's ends), are read by
     * commonmark alone as in the body (CommonMark 0.31 § 5, § 4.1–4.6; GFM tables end at a blank line too). A run at
     * the body's start is. A later one is when its first line opens at the first column, outside the top-level fenced
     * code that {@link FencedCode} follows, and the run lies before any line it does not follow: after a blank line, a
     * line at the first column continues no list item, block quote or indented code, and it is in no HTML block or
     * top-level fence, so it opens a top-level block as it would in a text of its own; and commonmark reads blocks
     * forwards, so no later line changes the run's blocks. Link reference definitions are the caller's.
     */
    private static boolean readsAlone(String body, int base, int start, int end, FencedCode code) {
        int until = code.followedUntil();
        if (end >= until && until < body.length()) {
            return false;
        }
        if (start == base) {
            return true;
        }
        char first = body.charAt(start);
        return first != ' ' && first != '\t' && !code.holds(start);
    }

    /** Where the line holding {@code at} starts, not before {@code base}. */
    private static int lineStart(String body, int base, int at) {
        return Math.max(base, body.lastIndexOf('\n', at - 1) + 1);
    }

    /** Where the line starting at or holding {@code at} ends: its line break, or the text's end. */
    private static int lineEnd(String body, int at) {
        int end = body.indexOf('\n', at);
        return end < 0 ? body.length() : end;
    }

    /** Whether {@code from} to {@code to} holds nothing but spaces and tabs (a blank line, CommonMark § 4.9). */
    private static boolean blank(String body, int from, int to) {
        for (int i = from; i < to; i++) {
            if (body.charAt(i) != ' ' && body.charAt(i) != '\t') {
                return false;
            }
        }
        return true;
    }
}
