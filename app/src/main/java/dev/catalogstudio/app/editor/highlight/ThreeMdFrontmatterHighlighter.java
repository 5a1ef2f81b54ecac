package dev.catalogstudio.app.editor.highlight;

/**
 * The 3md frontmatter mini-format (3md section 3.1; not YAML): one {@code key: value} pair per line split on the
 * first colon, {@code #} comment lines, values optionally wrapped in single or double quotes.
 */
public final class ThreeMdFrontmatterHighlighter implements Highlighter {

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        int pos = from;
        while (pos < to) {
            int eol = Lines.terminator(text, pos, to);
            line(text, pos, Lines.contentEnd(text, pos, eol), out);
            pos = eol + 1;
        }
    }

    private static void line(String text, int start, int end, Spans out) {
        int first = Lines.skipBlanks(text, start, end);
        if (first == end) {
            return;
        }
        if (text.charAt(first) == '#') {
            out.add(first, end, SyntaxStyle.COMMENT);
            return;
        }
        int colon = Lines.indexOf(text, ':', first, end);
        if (colon < 0) {
            return;
        }
        int keyEnd = colon;
        while (keyEnd > first && (text.charAt(keyEnd - 1) == ' ' || text.charAt(keyEnd - 1) == '\t')) {
            keyEnd--;
        }
        out.add(first, keyEnd, SyntaxStyle.KEY);
        out.add(colon, colon + 1, SyntaxStyle.PUNCTUATION);
        int value = Lines.skipBlanks(text, colon + 1, end);
        int valueEnd = end;
        while (valueEnd > value && (text.charAt(valueEnd - 1) == ' ' || text.charAt(valueEnd - 1) == '\t')) {
            valueEnd--;
        }
        if (valueEnd - value >= 2 && (text.charAt(value) == '"' || text.charAt(value) == '\'')
                && text.charAt(valueEnd - 1) == text.charAt(value)) {
            out.add(value, valueEnd, SyntaxStyle.STRING);
        } else if (valueEnd > value && valueEnd - value <= 40 && Lines.isDecimal(text.substring(value, valueEnd))) {
            out.add(value, valueEnd, SyntaxStyle.NUMBER);
        }
    }
}
