package dev.catalogstudio.app.editor.highlight;

import java.util.Locale;
import java.util.Set;

/**
 * Highlights YAML as frontmatter uses it: block mappings and sequences, keys, quoted and plain scalars (numbers and
 * {@code true}/{@code null} recognised), block scalars ({@code |}, {@code >}), flow collections on one line, anchors,
 * aliases, tags, comments and document markers. Line by line; a quoted scalar or block scalar may span lines.
 */
public final class YamlHighlighter implements Highlighter {

    private static final Set<String> LITERALS = Set.of(
            "true", "false", "null", "~", "yes", "no", "on", "off", ".inf", "-.inf", "+.inf", ".nan");

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        new Scan(text, out).run(from, to);
    }

    /** The state of one pass: multi-line constructs carry over from line to line. */
    private static final class Scan {
        private final String text;
        private final Spans out;
        private int blockScalarIndent = -1;
        private char openQuote;
        private int flowDepth;

        Scan(String text, Spans out) {
            this.text = text;
            this.out = out;
        }

        void run(int from, int to) {
            int pos = from;
            while (pos < to) {
                int eol = Lines.terminator(text, pos, to);
                line(pos, Lines.contentEnd(text, pos, eol));
                pos = eol + 1;
            }
        }

        private void line(int start, int end) {
            int first = Lines.skipBlanks(text, start, end);
            if (blockScalarIndent >= 0) {
                if (first == end) {
                    return;
                }
                if (first - start > blockScalarIndent) {
                    out.add(first, end, SyntaxStyle.STRING);
                    return;
                }
                blockScalarIndent = -1;
            }
            if (first == start && first < end && "]}".indexOf(text.charAt(first)) < 0) {
                flowDepth = 0;
            }
            int pos = first;
            if (openQuote != 0) {
                pos = continueQuote(start, end);
            } else if (first == start && (Lines.isMarkerLine(text, start, end, "---")
                    || Lines.isMarkerLine(text, start, end, "..."))) {
                out.add(start, start + 3, SyntaxStyle.DELIMITER);
                return;
            } else if (first == start && first < end && text.charAt(first) == '%') {
                out.add(start, end, SyntaxStyle.KEYWORD);
                return;
            }
            node(pos, end, first - start, true);
        }

        private int continueQuote(int start, int end) {
            int close = findClose(start, end, openQuote);
            if (close < 0) {
                out.add(start, end, SyntaxStyle.STRING);
                return end;
            }
            openQuote = 0;
            out.add(start, close, SyntaxStyle.STRING);
            return close;
        }

        private int findClose(int from, int end, char quote) {
            for (int i = from; i < end; i++) {
                char c = text.charAt(i);
                if (quote == '"' && c == '\\') {
                    i++;
                } else if (c == quote) {
                    if (quote == '\'' && i + 1 < end && text.charAt(i + 1) == '\'') {
                        i++;
                    } else {
                        return i + 1;
                    }
                }
            }
            return -1;
        }

        /** Scans a line from {@code pos}; {@code nodeStart} says a key or a sequence dash may come next. */
        private void node(int pos, int end, int indent, boolean nodeStart) {
            while (pos < end) {
                pos = Lines.skipBlanks(text, pos, end);
                if (pos >= end) {
                    return;
                }
                char c = text.charAt(pos);
                if (c == '#') {
                    out.add(pos, end, SyntaxStyle.COMMENT);
                    return;
                }
                if (nodeStart && (c == '-' || c == '?') && Lines.blankOrEnd(text, pos + 1, end)) {
                    out.add(pos, pos + 1, SyntaxStyle.PUNCTUATION);
                    pos++;
                    continue;
                }
                if (nodeStart) {
                    int afterKey = key(pos, end);
                    if (afterKey > pos) {
                        pos = afterKey;
                        nodeStart = flowDepth > 0;
                        continue;
                    }
                }
                int next = value(pos, end, indent);
                nodeStart = flowDepth > 0 && next > pos && ",{[".indexOf(text.charAt(next - 1)) >= 0;
                pos = next;
            }
        }

        /** If a key ({@code key:} followed by a blank) starts at {@code pos}, styles it and returns the offset after
         *  its colon; otherwise returns {@code pos}. */
        private int key(int pos, int end) {
            int keyEnd;
            char c = text.charAt(pos);
            if (c == '"' || c == '\'') {
                keyEnd = findClose(pos + 1, end, c);
                if (keyEnd < 0) {
                    return pos;
                }
            } else {
                keyEnd = pos;
                while (keyEnd < end && !isKeyColon(keyEnd, end) && !isComment(keyEnd)
                        && !(flowDepth > 0 && ",{}[]".indexOf(text.charAt(keyEnd)) >= 0)) {
                    keyEnd++;
                }
            }
            int colon = Lines.skipBlanks(text, keyEnd, end);
            if (colon >= end || !isKeyColon(colon, end)) {
                return pos;
            }
            int trimmed = keyEnd;
            while (trimmed > pos && (text.charAt(trimmed - 1) == ' ' || text.charAt(trimmed - 1) == '\t')) {
                trimmed--;
            }
            out.add(pos, trimmed, SyntaxStyle.KEY);
            out.add(colon, colon + 1, SyntaxStyle.PUNCTUATION);
            return colon + 1;
        }

        private boolean isKeyColon(int i, int end) {
            return text.charAt(i) == ':' && (Lines.blankOrEnd(text, i + 1, end)
                    || flowDepth > 0 && i + 1 < end && ",}]".indexOf(text.charAt(i + 1)) >= 0);
        }

        private boolean isComment(int i) {
            return text.charAt(i) == '#' && i > 0 && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '\t');
        }

        /** Styles one value token at {@code pos} and returns the offset after it. */
        private int value(int pos, int end, int indent) {
            char c = text.charAt(pos);
            switch (c) {
                case '"', '\'' -> {
                    int close = findClose(pos + 1, end, c);
                    if (close < 0) {
                        openQuote = c;
                        out.add(pos, end, SyntaxStyle.STRING);
                        return end;
                    }
                    out.add(pos, close, SyntaxStyle.STRING);
                    return close;
                }
                case '&', '*', '!' -> {
                    int word = pos + 1;
                    while (word < end && !Lines.blankOrEnd(text, word, end) && ",{}[]".indexOf(text.charAt(word)) < 0) {
                        word++;
                    }
                    out.add(pos, word, c == '!' ? SyntaxStyle.TAG : SyntaxStyle.ANCHOR);
                    return word;
                }
                case '|', '>' -> {
                    if (flowDepth == 0 && isBlockScalarHeader(pos + 1, end)) {
                        out.add(pos, pos + 1, SyntaxStyle.PUNCTUATION);
                        blockScalarIndent = indent;
                        return pos + 1;
                    }
                    return plain(pos, end);
                }
                case '{', '[' -> {
                    flowDepth++;
                    out.add(pos, pos + 1, SyntaxStyle.PUNCTUATION);
                    return pos + 1;
                }
                case '}', ']', ',' -> {
                    if (flowDepth == 0) {
                        return plain(pos, end);
                    }
                    flowDepth -= c == ',' ? 0 : 1;
                    out.add(pos, pos + 1, SyntaxStyle.PUNCTUATION);
                    return pos + 1;
                }
                default -> {
                    return plain(pos, end);
                }
            }
        }

        /** Whether {@code |} or {@code >} at {@code pos - 1} opens a block scalar: indicators, then a comment or
         *  nothing. */
        private boolean isBlockScalarHeader(int pos, int end) {
            while (pos < end && "+-0123456789".indexOf(text.charAt(pos)) >= 0) {
                pos++;
            }
            int rest = Lines.skipBlanks(text, pos, end);
            return rest == end || text.charAt(rest) == '#' && rest > pos;
        }

        /** A plain scalar up to a comment, the line end or (in a flow) a flow indicator. */
        private int plain(int pos, int end) {
            int stop = pos + 1;
            while (stop < end && !isComment(stop)
                    && !(flowDepth > 0 && (",{}[]".indexOf(text.charAt(stop)) >= 0 || isKeyColon(stop, end)))) {
                stop++;
            }
            int trimmed = stop;
            while (trimmed > pos && (text.charAt(trimmed - 1) == ' ' || text.charAt(trimmed - 1) == '\t')) {
                trimmed--;
            }
            if (trimmed - pos <= 64) {
                String word = text.substring(pos, trimmed);
                if (LITERALS.contains(word.toLowerCase(Locale.ROOT))) {
                    out.add(pos, trimmed, SyntaxStyle.LITERAL);
                } else if (Lines.isDecimal(word) || isRadixNumber(word)) {
                    out.add(pos, trimmed, SyntaxStyle.NUMBER);
                }
            }
            return stop;
        }

        private static boolean isRadixNumber(String word) {
            if (word.length() < 3 || word.charAt(0) != '0' || "xXoO".indexOf(word.charAt(1)) < 0) {
                return false;
            }
            for (int i = 2; i < word.length(); i++) {
                if (Character.digit(word.charAt(i), 16) < 0) {
                    return false;
                }
            }
            return true;
        }
    }
}
