package dev.catalogstudio.app.find;

import java.util.Arrays;

/**
 * Fuzzy matching of one query against many candidates (paths, file names, FQNs): the query's characters must appear
 * in the candidate in order (a subsequence, ignoring case); among the ways they can appear, the best-scoring one
 * counts. Scores reward a character at the start of a word or path segment, runs of consecutive characters and
 * characters in the last path segment (the file name), and take a little for every character skipped between two
 * matched ones, so {@code mq} ranks {@code metrics-query/SKILL.md} above {@code some-other-model/query.md}.
 *
 * <p>One matcher serves one query; not thread-safe. Work is counted in {@link #comparisons()} (one per candidate
 * character looked at, one per alignment cell scored), so tests prove how matching scales without timing it.
 *
 * <p>Cost: a linear subsequence check per candidate, then, for candidates that pass, an alignment of
 * O(query length × candidate length). Candidates longer than {@link #MAX_ALIGNED} characters are matched on their
 * last {@code MAX_ALIGNED} characters (a path's tail names it).
 */
public final class FuzzyMatcher {

    /** A match: its score (higher is better) and the 0-based candidate indexes of the matched characters, ascending. */
    public record Match(int score, int[] positions) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Match m && m.score == score && Arrays.equals(m.positions, positions);
        }

        @Override
        public int hashCode() {
            return 31 * score + Arrays.hashCode(positions);
        }

        @Override
        public String toString() {
            return "Match[" + score + " at " + Arrays.toString(positions) + "]";
        }
    }

    /** Every matched character. */
    static final int MATCH = 16;
    /** A match at the very start of the candidate or right after {@code /}: the start of a path segment. */
    static final int SEGMENT_START = 32;
    /** A match right after {@code -}, {@code _}, {@code .}, a space or another separator: the start of a word. */
    static final int WORD_START = 24;
    /** A match on an upper-case letter after a lower-case one ({@code camelCase}). */
    static final int CAMEL = 20;
    /** A match right after the previous matched character. */
    static final int CONSECUTIVE = 28;
    /** A match in the last path segment (after the last {@code /}). */
    static final int BASENAME = 6;
    /** Taken for each candidate character skipped between two matched ones. */
    static final int GAP = 1;
    /** Queries are cut to this many characters, candidates aligned on at most this many (their tail). */
    public static final int MAX_QUERY = 64;
    public static final int MAX_ALIGNED = 256;

    private static final int NONE = Integer.MIN_VALUE / 4;

    private final char[] query;
    private long comparisons;
    // Reused alignment buffers: [query index][candidate index].
    private int[][] best = new int[0][0];
    private int[][] from = new int[0][0];

    /**
     * @param query what the user typed; spaces are ignored, case is ignored; at most {@link #MAX_QUERY} characters
     *              count
     */
    public FuzzyMatcher(String query) {
        var kept = new StringBuilder();
        for (int i = 0; i < query.length() && kept.length() < MAX_QUERY; i++) {
            char c = query.charAt(i);
            if (!Character.isWhitespace(c)) {
                kept.append(Character.toLowerCase(c));
            }
        }
        this.query = kept.toString().toCharArray();
    }

    /** Whether the query is empty (after dropping spaces): every candidate matches with score 0. */
    public boolean isEmpty() {
        return query.length == 0;
    }

    /** Candidate characters and alignment cells looked at so far, by every {@link #match} of this matcher. */
    public long comparisons() {
        return comparisons;
    }

    /**
     * The best match of the query in {@code candidate}, or {@code null} when its characters do not all appear in order.
     * An empty query matches everything with score 0 and no positions.
     */
    public Match match(String candidate) {
        if (query.length == 0) {
            return new Match(0, new int[0]);
        }
        int offset = Math.max(0, candidate.length() - MAX_ALIGNED);
        int n = candidate.length() - offset;
        int m = query.length;
        if (n < m) {
            return null;
        }
        // 1. Is it a subsequence at all? Leftmost placement of each query character; most candidates stop here.
        int[] first = new int[m];
        int qi = 0;
        for (int j = 0; j < n && qi < m; j++) {
            comparisons++;
            if (Character.toLowerCase(candidate.charAt(offset + j)) == query[qi]) {
                first[qi++] = j;
            }
        }
        if (qi < m) {
            return null;
        }
        // Rightmost placement, so that the alignment only looks where a character can be.
        int[] last = new int[m];
        qi = m - 1;
        for (int j = n - 1; j >= 0 && qi >= 0; j--) {
            comparisons++;
            if (Character.toLowerCase(candidate.charAt(offset + j)) == query[qi]) {
                last[qi--] = j;
            }
        }
        return align(candidate, offset, n, first, last);
    }

    /**
     * The best alignment: {@code best[i][j]} is the best score of the first {@code i+1} query characters with the
     * {@code i}-th matched at {@code j}. It comes either from the previous character matched at {@code j-1} (a run)
     * or from the best earlier placement minus {@link #GAP} per skipped character, found from a running maximum of
     * {@code best[i-1][k] + GAP·k}.
     */
    private Match align(String candidate, int offset, int n, int[] first, int[] last) {
        int m = query.length;
        ensure(m, n);
        int lastSlash = candidate.lastIndexOf('/') - offset;
        for (int i = 0; i < m; i++) {
            int[] row = best[i];
            int[] rowFrom = from[i];
            Arrays.fill(row, first[i], last[i] + 1, NONE);
            int runningMax = NONE;
            int runningAt = -1;
            int k = i == 0 ? 0 : first[i - 1];
            for (int j = first[i]; j <= last[i]; j++) {
                comparisons++;
                // best[i-1][k] + GAP*k for every k <= j-2 enters the running maximum as j moves right.
                for (; i > 0 && k <= j - 2 && k <= last[i - 1]; k++) {
                    comparisons++;
                    if (best[i - 1][k] != NONE && best[i - 1][k] + GAP * k > runningMax) {
                        runningMax = best[i - 1][k] + GAP * k;
                        runningAt = k;
                    }
                }
                if (Character.toLowerCase(candidate.charAt(offset + j)) != query[i]) {
                    continue;
                }
                int bonus = bonus(candidate, offset, j, lastSlash);
                if (i == 0) {
                    row[j] = bonus;
                    rowFrom[j] = -1;
                    continue;
                }
                int viaRun = j - 1 >= first[i - 1] && j - 1 <= last[i - 1] && best[i - 1][j - 1] != NONE
                        ? best[i - 1][j - 1] + CONSECUTIVE : NONE;
                int viaGap = runningMax == NONE ? NONE : runningMax - GAP * (j - 1);
                if (viaRun == NONE && viaGap == NONE) {
                    continue;
                }
                if (viaRun >= viaGap) {
                    row[j] = viaRun + bonus;
                    rowFrom[j] = j - 1;
                } else {
                    row[j] = viaGap + bonus;
                    rowFrom[j] = runningAt;
                }
            }
        }
        int end = -1;
        int score = NONE;
        for (int j = first[m - 1]; j <= last[m - 1]; j++) {
            if (best[m - 1][j] > score) {
                score = best[m - 1][j];
                end = j;
            }
        }
        if (end < 0) {
            return null;
        }
        int[] positions = new int[m];
        for (int i = m - 1, j = end; i >= 0; i--) {
            positions[i] = j + offset;
            j = from[i][j];
        }
        return new Match(score, positions);
    }

    /** What matching the candidate character at {@code j} is worth by where it stands. */
    private static int bonus(String candidate, int offset, int j, int lastSlash) {
        int at = offset + j;
        int score = MATCH;
        char c = candidate.charAt(at);
        char before = at == 0 ? '/' : candidate.charAt(at - 1);
        if (before == '/' || before == '\\') {
            score += SEGMENT_START;
        } else if (isSeparator(before)) {
            score += WORD_START;
        } else if (Character.isUpperCase(c) && Character.isLowerCase(before)) {
            score += CAMEL;
        } else if (Character.isDigit(c) && !Character.isDigit(before)) {
            score += CAMEL;
        }
        if (j > lastSlash) {
            score += BASENAME;
        }
        return score;
    }

    private static boolean isSeparator(char c) {
        return c == '-' || c == '_' || c == '.' || c == ' ' || c == ':' || c == '#' || c == '=' || c == '@';
    }

    private void ensure(int m, int n) {
        if (best.length < m || best[0].length < n) {
            int rows = Math.max(m, best.length);
            int cols = Math.max(n, best.length == 0 ? 0 : best[0].length);
            best = new int[rows][cols];
            from = new int[rows][cols];
        }
    }
}
