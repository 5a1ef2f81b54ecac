package dev.catalogstudio.app.editor.highlight;

/**
 * 3md {@code @plane} directive lines (3md section 4): the directive name, then space-separated {@code key=value}
 * attributes whose values may be double-quoted with {@code \\} and {@code \"} escapes. Numbers and
 * {@code {placeholder}}s in values are marked.
 */
final class PlaneDirectives {

    static final String NAME = "@plane";

    private PlaneDirectives() {
    }

    /** Whether the line {@code [start, end)} is a directive: its first token is {@code @plane}. */
    static boolean isDirective(String text, int start, int end) {
        return text.startsWith(NAME, start) && Lines.blankOrEnd(text, start + NAME.length(), end);
    }

    static void highlight(String text, int start, int end, Spans out) {
        out.add(start, start + NAME.length(), SyntaxStyle.DIRECTIVE);
        int pos = start + NAME.length();
        while (pos < end) {
            pos = Lines.skipBlanks(text, pos, end);
            int tokenStart = pos;
            while (pos < end && text.charAt(pos) != '=' && text.charAt(pos) != ' ' && text.charAt(pos) != '\t') {
                pos++;
            }
            if (pos >= end || text.charAt(pos) != '=') {
                continue;
            }
            out.add(tokenStart, pos, SyntaxStyle.ATTRIBUTE);
            out.add(pos, pos + 1, SyntaxStyle.PUNCTUATION);
            pos = value(text, pos + 1, end, out);
        }
    }

    private static int value(String text, int pos, int end, Spans out) {
        if (pos < end && text.charAt(pos) == '"') {
            int close = Lines.closeQuote(text, pos, end, true, false);
            int stop = close < 0 ? end : close;
            string(text, pos, stop, out);
            return stop;
        }
        int stop = pos;
        while (stop < end && text.charAt(stop) != ' ' && text.charAt(stop) != '\t') {
            stop++;
        }
        if (stop > pos && stop - pos <= 40 && Lines.isDecimal(text.substring(pos, stop))) {
            out.add(pos, stop, SyntaxStyle.NUMBER);
        } else {
            string(text, pos, stop, out);
        }
        return stop;
    }

    /** A value as a string, with each {@code {name}} inside it marked as a placeholder. */
    private static void string(String text, int start, int end, Spans out) {
        int pos = start;
        int open = Lines.indexOf(text, '{', pos, end);
        while (open >= 0) {
            int close = Lines.indexOf(text, '}', open, end);
            if (close < 0) {
                break;
            }
            out.add(pos, open, SyntaxStyle.STRING);
            out.add(open, close + 1, SyntaxStyle.PLACEHOLDER);
            pos = close + 1;
            open = Lines.indexOf(text, '{', pos, end);
        }
        out.add(pos, end, SyntaxStyle.STRING);
    }
}
