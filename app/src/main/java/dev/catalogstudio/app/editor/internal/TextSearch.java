package dev.catalogstudio.app.editor.internal;

import java.util.ArrayList;
import java.util.List;

/** Literal find for the find bar: every non-overlapping match, left to right, in 0-based UTF-16 offsets. */
public final class TextSearch {

    /** At most this many matches are collected, so a one-letter query in a huge file stays quick. */
    public static final int MAX_MATCHES = 100_000;

    private TextSearch() {
    }

    /**
     * A match: {@code [start, end)}.
     *
     * @param start 0-based offset of the first matched character
     * @param end   offset after the last one
     */
    public record Match(int start, int end) {
    }

    /** Every match of {@code query} in {@code text}; none for an empty query. Case folding is per character. */
    public static List<Match> findAll(String text, String query, boolean matchCase) {
        var matches = new ArrayList<Match>();
        int n = query.length();
        if (n == 0) {
            return matches;
        }
        int pos = 0;
        while (pos <= text.length() - n && matches.size() < MAX_MATCHES) {
            int at = matchCase ? text.indexOf(query, pos) : indexOfIgnoreCase(text, query, pos);
            if (at < 0) {
                break;
            }
            matches.add(new Match(at, at + n));
            pos = at + n;
        }
        return matches;
    }

    private static int indexOfIgnoreCase(String text, String query, int from) {
        char first = query.charAt(0);
        char upper = Character.toUpperCase(first);
        char lower = Character.toLowerCase(first);
        int last = text.length() - query.length();
        for (int i = from; i <= last; i++) {
            char c = text.charAt(i);
            if ((c == upper || c == lower || Character.toLowerCase(c) == lower)
                    && text.regionMatches(true, i, query, 0, query.length())) {
                return i;
            }
        }
        return -1;
    }

    /** The index of the first match starting at or after {@code offset}, wrapping to 0; -1 if there are none. */
    public static int nextIndex(List<Match> matches, int offset) {
        if (matches.isEmpty()) {
            return -1;
        }
        for (int i = 0; i < matches.size(); i++) {
            if (matches.get(i).start() >= offset) {
                return i;
            }
        }
        return 0;
    }

    /** The index of the last match ending at or before {@code offset}, wrapping to the last; -1 if there are none. */
    public static int previousIndex(List<Match> matches, int offset) {
        if (matches.isEmpty()) {
            return -1;
        }
        for (int i = matches.size() - 1; i >= 0; i--) {
            if (matches.get(i).end() <= offset) {
                return i;
            }
        }
        return matches.size() - 1;
    }
}
