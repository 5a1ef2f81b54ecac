package dev.catalogstudio.app.editor.highlight;

import dev.catalogstudio.model.format.threemd.ThreeMdLexer;
import java.util.Arrays;

/**
 * Highlights a Markdown body (CommonMark block structure, approximately): ATX headings, fenced code blocks, block
 * quotes, list markers and task boxes, thematic breaks, and inline syntax ({@link MarkdownInline}). The 3md flavour
 * adds {@code @plane} directive lines ({@link PlaneDirectives}) and cross-plane links, both found by the model's
 * {@link ThreeMdLexer} exactly as the parser finds them: one pass over the lines picks the directives (fence-aware, by
 * the parser's fence rule), one pass per body picks the links, then the Markdown scan styles them where it meets them.
 * A directive ends whatever Markdown construct (fence, HTML comment) was open before it, as it ends the plane's body.
 */
public final class MarkdownHighlighter implements Highlighter {

    private final boolean threeMd;

    private MarkdownHighlighter(boolean threeMd) {
        this.threeMd = threeMd;
    }

    /** Plain CommonMark. */
    public static MarkdownHighlighter commonMark() {
        return new MarkdownHighlighter(false);
    }

    /** A 3md body: Markdown plus {@code @plane} directives and {@code [[z=N|text]]} links (3md sections 4, 8). */
    public static MarkdownHighlighter threeMd() {
        return new MarkdownHighlighter(true);
    }

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        var scan = new Scan(text, to, out);
        if (threeMd) {
            scan.findPlanes(from);
        }
        scan.run(from);
    }

    private final class Scan {
        private final String text;
        private final int to;
        private final Spans out;
        private final MarkdownInline inline;
        private char fenceChar;
        private int fenceLength;
        /** 3md: the start offsets of the directive lines, ascending, and the next one not yet reached. */
        private int[] directives = new int[0];
        private int directiveCount;
        private int nextDirective;

        Scan(String text, int to, Spans out) {
            this.text = text;
            this.to = to;
            this.out = out;
            this.inline = new MarkdownInline(text, to, out, threeMd);
        }

        /** 3md: the directive lines (by {@link ThreeMdLexer.BodyLines}) and the links of each body between them. */
        void findPlanes(int from) {
            var lines = new ThreeMdLexer.BodyLines();
            var links = new LinkList();
            int body = from;
            int pos = from;
            while (pos < to) {
                int eol = Lines.terminator(text, pos, to);
                if (lines.next(text, pos, Lines.contentEnd(text, pos, eol))) {
                    if (directiveCount == directives.length) {
                        directives = Arrays.copyOf(directives, Math.max(8, directiveCount * 2));
                    }
                    directives[directiveCount++] = pos;
                    ThreeMdLexer.links(text, body, pos, links);
                    body = eol + 1;
                }
                pos = eol + 1;
            }
            if (body < to) {
                ThreeMdLexer.links(text, body, to, links);
            }
            inline.planeLinks(links.starts, links.ends, links.count);
            inline.limit(directiveCount > 0 ? directives[0] : to);
        }

        /** Whether {@code pos}, a line start, is the next directive line. */
        private boolean atDirective(int pos) {
            while (nextDirective < directiveCount && directives[nextDirective] < pos) {
                nextDirective++;
            }
            return nextDirective < directiveCount && directives[nextDirective] == pos;
        }

        void run(int from) {
            int pos = from;
            boolean midLine = false;
            while (pos < to) {
                int eol = Lines.terminator(text, pos, to);
                int end = Lines.contentEnd(text, pos, eol);
                if (threeMd && atDirective(pos)) {
                    PlaneDirectives.highlight(text, pos, end, out);
                    fenceChar = 0;
                    nextDirective++;
                    inline.limit(nextDirective < directiveCount ? directives[nextDirective] : to);
                    midLine = false;
                    pos = eol + 1;
                    continue;
                }
                int stop = midLine ? inline.scan(pos, end) : block(pos, end);
                midLine = stop > eol;
                pos = midLine ? stop : eol + 1;
            }
        }

        /** One line at its start; returns where scanning stopped (past {@code end} if a comment ran on). */
        private int block(int start, int end) {
            int first = Lines.skipBlanks(text, start, end);
            int indent = first - start;
            if (fenceChar != 0) {
                if (indent < 4 && isFence(first, end) && run(first, end, fenceChar) >= fenceLength
                        && Lines.isBlank(text, first + run(first, end, fenceChar), end)) {
                    fenceChar = 0;
                }
                out.add(start, end, SyntaxStyle.CODE);
                return end;
            }
            if (first == end) {
                return end;
            }
            if (indent >= 4) {
                return inline.scan(first, end);
            }
            char c = text.charAt(first);
            if (isFence(first, end)) {
                fenceChar = c;
                fenceLength = run(first, end, c);
                out.add(start, end, SyntaxStyle.CODE);
                return end;
            }
            if (c == '#') {
                int hashes = run(first, end, '#');
                if (hashes <= 6 && Lines.blankOrEnd(text, first + hashes, end)) {
                    out.add(first, end, SyntaxStyle.HEADING);
                    return end;
                }
            }
            if (isThematicBreak(first, end)) {
                out.add(first, end, SyntaxStyle.PUNCTUATION);
                return end;
            }
            return container(first, end);
        }

        /** Block-quote markers and list markers (nested), then the line's inline content. */
        private int container(int pos, int end) {
            while (pos < end) {
                char c = text.charAt(pos);
                int marker = 0;
                SyntaxStyle style = SyntaxStyle.LIST_MARKER;
                if (c == '>') {
                    marker = 1;
                    style = SyntaxStyle.QUOTE;
                } else if ((c == '-' || c == '*' || c == '+') && Lines.blankOrEnd(text, pos + 1, end)) {
                    marker = 1;
                } else if (Character.isDigit(c)) {
                    int digits = run(pos, end, ch -> ch >= '0' && ch <= '9');
                    int after = pos + digits;
                    if (digits <= 9 && after < end && (text.charAt(after) == '.' || text.charAt(after) == ')')
                            && Lines.blankOrEnd(text, after + 1, end)) {
                        marker = digits + 1;
                    }
                }
                if (marker == 0) {
                    break;
                }
                out.add(pos, pos + marker, style);
                pos = Lines.skipBlanks(text, pos + marker, end);
                if (style == SyntaxStyle.LIST_MARKER && isTaskBox(pos, end)) {
                    out.add(pos, pos + 3, SyntaxStyle.LIST_MARKER);
                    pos = Lines.skipBlanks(text, pos + 3, end);
                }
            }
            return inline.scan(pos, end);
        }

        private boolean isTaskBox(int pos, int end) {
            return pos + 3 <= end && text.charAt(pos) == '[' && text.charAt(pos + 2) == ']'
                    && " xX".indexOf(text.charAt(pos + 1)) >= 0 && Lines.blankOrEnd(text, pos + 3, end);
        }

        private boolean isFence(int pos, int end) {
            if (pos >= end) {
                return false;
            }
            char c = text.charAt(pos);
            if ((c != '`' && c != '~') || run(pos, end, c) < 3) {
                return false;
            }
            if (c == '~') {
                return true;
            }
            for (int i = pos + run(pos, end, c); i < end; i++) {
                if (text.charAt(i) == '`') {
                    return false;
                }
            }
            return true;
        }

        private boolean isThematicBreak(int pos, int end) {
            char c = text.charAt(pos);
            if (c != '-' && c != '*' && c != '_') {
                return false;
            }
            int count = 0;
            for (int i = pos; i < end; i++) {
                char d = text.charAt(i);
                if (d == c) {
                    count++;
                } else if (d != ' ' && d != '\t') {
                    return false;
                }
            }
            return count >= 3;
        }

        private int run(int pos, int end, char c) {
            return run(pos, end, ch -> ch == c);
        }

        private int run(int pos, int end, CharPredicate p) {
            int i = pos;
            while (i < end && p.test(text.charAt(i))) {
                i++;
            }
            return i - pos;
        }
    }

    /** Collects the {@link ThreeMdLexer.Kind#LINK} ranges the lexer reports, in order. */
    private static final class LinkList implements ThreeMdLexer.Sink {
        int[] starts = new int[0];
        int[] ends = new int[0];
        int count;

        @Override
        public void token(ThreeMdLexer.Kind kind, int start, int end) {
            if (kind != ThreeMdLexer.Kind.LINK) {
                return;
            }
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, Math.max(8, count * 2));
                ends = Arrays.copyOf(ends, starts.length);
            }
            starts[count] = start;
            ends[count++] = end;
        }
    }

    @FunctionalInterface
    private interface CharPredicate {
        boolean test(char c);
    }
}
