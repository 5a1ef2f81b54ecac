package dev.catalogstudio.app.editor.highlight;

/**
 * Highlights JSON (RFC 8259), tolerating what an editor sees mid-edit: member names (a string followed by
 * {@code :}) as keys, other strings, numbers, {@code true}/{@code false}/{@code null}, punctuation, and
 * {@code //} and {@code /* *}{@code /} comments as some JSON-with-comments files carry. A string ends at its closing
 * quote or at the end of its line.
 */
public final class JsonHighlighter implements Highlighter {

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        int pos = from;
        while (pos < to) {
            char c = text.charAt(pos);
            if (c == '"') {
                pos = string(text, pos, to, out);
            } else if (c == '-' || c >= '0' && c <= '9') {
                int end = pos + 1;
                while (end < to && "0123456789.eE+-".indexOf(text.charAt(end)) >= 0) {
                    end++;
                }
                out.add(pos, end, SyntaxStyle.NUMBER);
                pos = end;
            } else if (Character.isLetter(c)) {
                int end = pos + 1;
                while (end < to && Character.isLetterOrDigit(text.charAt(end))) {
                    end++;
                }
                String word = text.substring(pos, Math.min(end, pos + 6));
                if (end - pos <= 5 && (word.equals("true") || word.equals("false") || word.equals("null"))) {
                    out.add(pos, end, SyntaxStyle.LITERAL);
                }
                pos = end;
            } else if ("{}[],:".indexOf(c) >= 0) {
                out.add(pos, pos + 1, SyntaxStyle.PUNCTUATION);
                pos++;
            } else if (c == '/' && pos + 1 < to && (text.charAt(pos + 1) == '/' || text.charAt(pos + 1) == '*')) {
                pos = comment(text, pos, to, out);
            } else {
                pos++;
            }
        }
    }

    private static int string(String text, int pos, int to, Spans out) {
        int end = pos + 1;
        boolean closed = false;
        while (end < to && !closed) {
            char c = text.charAt(end);
            if (c == '\n' || c == '\r') {
                break;
            }
            end += c == '\\' ? 2 : 1;
            closed = c == '"';
        }
        end = Math.min(end, to);
        int close = closed ? end : -1;
        int next = end;
        while (next < to && Character.isWhitespace(text.charAt(next))) {
            next++;
        }
        boolean key = close >= 0 && next < to && text.charAt(next) == ':';
        out.add(pos, end, key ? SyntaxStyle.KEY : SyntaxStyle.STRING);
        return end;
    }

    private static int comment(String text, int pos, int to, Spans out) {
        int end;
        if (text.charAt(pos + 1) == '/') {
            end = Lines.contentEnd(text, pos, Lines.terminator(text, pos, to));
        } else {
            int close = text.indexOf("*/", pos + 2);
            end = close < 0 || close + 2 > to ? to : close + 2;
        }
        out.add(pos, end, SyntaxStyle.COMMENT);
        return Math.max(end, pos + 2);
    }
}
