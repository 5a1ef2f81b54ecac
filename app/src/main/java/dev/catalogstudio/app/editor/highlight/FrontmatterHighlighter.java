package dev.catalogstudio.app.editor.highlight;

/**
 * A document that may open with a frontmatter block: a {@code ---} line, the frontmatter, and a closing {@code ---}
 * line (or {@code ...} for YAML), then a body. The block's lines go to one highlighter and the body to another; the
 * two delimiter lines are {@link SyntaxStyle#DELIMITER}. Without a closed block, the whole text is body.
 */
public final class FrontmatterHighlighter implements Highlighter {

    private final Highlighter frontmatter;
    private final Highlighter body;
    private final boolean leadingBlankLines;

    /**
     * @param frontmatter       highlights the lines between the delimiters
     * @param body              highlights everything after the closing delimiter
     * @param leadingBlankLines whether blank lines may precede the opening delimiter (3md allows it; Agent Skills
     *                          frontmatter must start on line 1)
     */
    public FrontmatterHighlighter(Highlighter frontmatter, Highlighter body, boolean leadingBlankLines) {
        this.frontmatter = frontmatter;
        this.body = body;
        this.leadingBlankLines = leadingBlankLines;
    }

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        int open = from;
        while (leadingBlankLines && open < to) {
            int eol = Lines.terminator(text, open, to);
            if (!Lines.isBlank(text, open, Lines.contentEnd(text, open, eol)) || eol >= to) {
                break;
            }
            open = eol + 1;
        }
        int openEol = Lines.terminator(text, open, to);
        if (!Lines.isMarkerLine(text, open, Lines.contentEnd(text, open, openEol), "---") || openEol >= to) {
            body.highlight(text, from, to, out);
            return;
        }
        int pos = openEol + 1;
        while (pos < to) {
            int eol = Lines.terminator(text, pos, to);
            int end = Lines.contentEnd(text, pos, eol);
            if (Lines.isMarkerLine(text, pos, end, "---") || Lines.isMarkerLine(text, pos, end, "...")) {
                out.add(open, open + 3, SyntaxStyle.DELIMITER);
                frontmatter.highlight(text, openEol + 1, pos, out);
                out.add(pos, pos + 3, SyntaxStyle.DELIMITER);
                if (eol < to) {
                    body.highlight(text, eol + 1, to, out);
                }
                return;
            }
            pos = eol + 1;
        }
        body.highlight(text, from, to, out);
    }
}
