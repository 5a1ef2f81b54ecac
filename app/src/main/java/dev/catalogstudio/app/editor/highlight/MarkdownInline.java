package dev.catalogstudio.app.editor.highlight;

import java.util.HashMap;
import java.util.Map;

/**
 * Inline Markdown within one line: code spans, emphasis, links and images, autolinks and bare URLs, HTML comments
 * (which may run over lines), backslash escapes and, for 3md, cross-plane links {@code [[z=N|text]]} where the
 * model's lexer found them ({@link #planeLinks(int[], int[], int)}).
 */
final class MarkdownInline {

    private final String text;
    private int regionEnd;
    private final Spans out;
    private final boolean planeLinks;
    /** 3md: the plane links, ascending and disjoint, and the first one not yet passed. */
    private int[] linkStarts = new int[0];
    private int[] linkEnds = new int[0];
    private int linkCount;
    private int nextLink;
    /** The last {@code -->} search: where it started and what it found (-1: none). */
    private int commentFrom = Integer.MAX_VALUE;
    private int commentFound = -1;
    /** Per delimiter, an offset from which a search for a closer already failed (so any later search fails too). */
    private final Map<String, Integer> noCloserFrom = new HashMap<>();

    MarkdownInline(String text, int regionEnd, Spans out, boolean planeLinks) {
        this.text = text;
        this.regionEnd = regionEnd;
        this.out = out;
        this.planeLinks = planeLinks;
    }

    /** The plane links ({@code [starts[i], ends[i])}, ascending) the 3md lexer found in the region. */
    void planeLinks(int[] starts, int[] ends, int count) {
        linkStarts = starts;
        linkEnds = ends;
        linkCount = count;
        nextLink = 0;
    }

    /** Where an HTML comment that never closes stops: the end of the region, or of the 3md body it opened in. */
    void limit(int end) {
        regionEnd = end;
    }

    /**
     * The first {@code -->} at or after {@code from}, or -1; remembered, so comments cut at each 3md body end do not
     * search the rest of the text again (queries do not go backwards).
     */
    private int commentClose(int from) {
        if (from < commentFrom || commentFound >= 0 && from > commentFound) {
            commentFrom = from;
            commentFound = text.indexOf("-->", from);
        }
        return commentFound;
    }

    /** The end of the plane link starting at {@code pos}, or -1. Queries must not go backwards. */
    private int planeLinkAt(int pos) {
        while (nextLink < linkCount && linkStarts[nextLink] < pos) {
            nextLink++;
        }
        return nextLink < linkCount && linkStarts[nextLink] == pos ? linkEnds[nextLink] : -1;
    }

    /** Scans {@code [pos, end)} and returns where scanning stopped: {@code end}, or later when a comment ran on. */
    int scan(int pos, int end) {
        var finder = new Finder(text, end);
        noCloserFrom.clear();
        while (pos < end) {
            char c = text.charAt(pos);
            int next = switch (c) {
                case '\\' -> Math.min(pos + 2, end);
                case '`' -> codeSpan(pos, end, finder);
                case '*', '_' -> emphasis(pos, end, finder);
                case '[', '!' -> link(pos, end, finder);
                case '<' -> angle(pos, end, finder);
                case 'h' -> bareUrl(pos, end);
                default -> pos + 1;
            };
            pos = Math.max(next, pos + 1);
        }
        return pos;
    }

    private int run(int pos, int end, char c) {
        int i = pos;
        while (i < end && text.charAt(i) == c) {
            i++;
        }
        return i - pos;
    }

    private int codeSpan(int pos, int end, Finder finder) {
        int n = run(pos, end, '`');
        String fence = "`".repeat(n);
        int search = pos + n;
        if (search >= noCloserFrom.getOrDefault(fence, Integer.MAX_VALUE)) {
            return search;
        }
        while (true) {
            int close = finder.indexOf(fence, search);
            if (close < 0) {
                noCloserFrom.put(fence, pos + n);
                return pos + n;
            }
            int closeRun = run(close, end, '`');
            if (closeRun == n) {
                out.add(pos, close + n, SyntaxStyle.CODE);
                return close + n;
            }
            search = close + closeRun;
        }
    }

    private int emphasis(int pos, int end, Finder finder) {
        char c = text.charAt(pos);
        int n = Math.min(run(pos, end, c), 3);
        int after = pos + n;
        boolean intraword = c == '_' && pos > 0 && Character.isLetterOrDigit(text.charAt(pos - 1));
        if (after >= end || Character.isWhitespace(text.charAt(after)) || intraword || run(pos, end, c) > 3) {
            return pos + run(pos, end, c);
        }
        String delimiter = String.valueOf(c).repeat(n);
        if (after >= noCloserFrom.getOrDefault(delimiter, Integer.MAX_VALUE)) {
            return after;
        }
        int search = after;
        while (true) {
            int close = finder.indexOf(delimiter, search);
            if (close < 0) {
                noCloserFrom.put(delimiter, after);
                return after;
            }
            boolean closes = close > after && !Character.isWhitespace(text.charAt(close - 1))
                    && !(c == '_' && close + n < end && Character.isLetterOrDigit(text.charAt(close + n)));
            if (closes) {
                out.add(pos, close + n, n == 1 ? SyntaxStyle.EMPHASIS : SyntaxStyle.STRONG);
                return close + n;
            }
            search = close + 1;
        }
    }

    private int link(int pos, int end, Finder finder) {
        if (planeLinks) {
            int after = planeLinkAt(pos);
            if (after > pos) {
                out.add(pos, after, SyntaxStyle.PLANE_LINK);
                return after;
            }
            if (text.charAt(pos) == '!' && planeLinkAt(pos + 1) > 0) {
                return pos + 1;
            }
        }
        int open = text.charAt(pos) == '!' ? pos + 1 : pos;
        if (open >= end || text.charAt(open) != '[') {
            return pos + 1;
        }
        int close = finder.indexOf("]", open + 1);
        if (close < 0 || close + 1 >= end || text.charAt(close + 1) != '(') {
            return open + 1;
        }
        int paren = finder.indexOf(")", close + 2);
        if (paren < 0) {
            return open + 1;
        }
        out.add(pos, close + 1, SyntaxStyle.LINK);
        out.add(close + 1, paren + 1, SyntaxStyle.URL);
        return paren + 1;
    }

    private int angle(int pos, int end, Finder finder) {
        if (text.startsWith("<!--", pos)) {
            int close = commentClose(pos + 4);
            int stop = close < 0 || close + 3 > regionEnd ? regionEnd : close + 3;
            out.add(pos, stop, SyntaxStyle.COMMENT);
            return stop;
        }
        if (text.startsWith("<http", pos) || text.startsWith("<mailto:", pos)) {
            int close = finder.indexOf(">", pos + 1);
            int space = finder.indexOf(" ", pos + 1);
            if (close > 0 && (space < 0 || space > close)) {
                out.add(pos, close + 1, SyntaxStyle.URL);
                return close + 1;
            }
        }
        return pos + 1;
    }

    private int bareUrl(int pos, int end) {
        if (!(text.startsWith("https://", pos) || text.startsWith("http://", pos))
                || pos > 0 && Character.isLetterOrDigit(text.charAt(pos - 1))) {
            return pos + 1;
        }
        int stop = pos;
        while (stop < end && !Character.isWhitespace(text.charAt(stop)) && "<>\"'`".indexOf(text.charAt(stop)) < 0) {
            stop++;
        }
        while (stop > pos && ".,;:!?)".indexOf(text.charAt(stop - 1)) >= 0) {
            stop--;
        }
        out.add(pos, stop, SyntaxStyle.URL);
        return stop;
    }
}
