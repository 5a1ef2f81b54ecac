package dev.catalogstudio.app.editor.highlight;

import dev.catalogstudio.model.format.threemd.ThreeMdLexer;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.Frontmatter;

/**
 * A document that may open with a frontmatter block: a {@code ---} line, the frontmatter, and a closing {@code ---}
 * line, then a body. The block's lines go to one highlighter and the body to another; the two delimiter lines are
 * {@link SyntaxStyle#DELIMITER}. Without a closed block, the whole text is body. Where the block is comes from the
 * model, so the editor and the validators agree: {@link Frontmatter#split} for YAML frontmatter (on line 1),
 * {@link ThreeMdLexer#frontmatter} for 3md (blank lines and blanks around the fences allowed).
 */
public final class FrontmatterHighlighter implements Highlighter {

    private final Highlighter frontmatter;
    private final Highlighter body;
    private final boolean leadingBlankLines;

    /**
     * @param frontmatter       highlights the lines between the delimiters
     * @param body              highlights everything after the closing delimiter
     * @param leadingBlankLines whether this is 3md frontmatter, where blank lines may precede the opening delimiter
     *                          (otherwise Agent Skills YAML frontmatter, which must start on line 1)
     */
    public FrontmatterHighlighter(Highlighter frontmatter, Highlighter body, boolean leadingBlankLines) {
        this.frontmatter = frontmatter;
        this.body = body;
        this.leadingBlankLines = leadingBlankLines;
    }

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        var source = SourceText.of(from == 0 && to == text.length() ? text : text.substring(from, to));
        int shift = from + (source.hasBom() ? 1 : 0);
        int open;
        int inside;
        int insideEnd;
        int close;
        int bodyStart;
        if (leadingBlankLines) {
            var fences = ThreeMdLexer.frontmatter(source);
            if (fences == null || !fences.closed()) {
                body.highlight(text, from, to, out);
                return;
            }
            open = fences.open().startOffset();
            inside = source.lineStart(fences.openLine() + 1);
            insideEnd = source.lineStart(fences.closeLine());
            close = fences.close().startOffset();
            bodyStart = fences.closeLine() < source.lineCount() ? source.lineStart(fences.closeLine() + 1)
                    : source.length();
        } else {
            var split = Frontmatter.split(source);
            if (split.status() != Frontmatter.Status.PRESENT) {
                body.highlight(text, from, to, out);
                return;
            }
            open = split.open().startOffset();
            inside = split.yaml().startOffset();
            insideEnd = split.yaml().endOffset();
            close = split.close().startOffset();
            bodyStart = split.bodyStart();
        }
        out.add(shift + open, shift + open + 3, SyntaxStyle.DELIMITER);
        frontmatter.highlight(text, shift + inside, shift + insideEnd, out);
        out.add(shift + close, shift + close + 3, SyntaxStyle.DELIMITER);
        if (shift + bodyStart < to) {
            body.highlight(text, shift + bodyStart, to, out);
        }
    }
}
