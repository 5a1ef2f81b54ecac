package dev.catalogstudio.app.editor.highlight;

import dev.catalogstudio.model.format.threemd.ThreeMdLexer;

/**
 * The 3md frontmatter mini-format (3md section 3.1; not YAML), styled from the model's own lexemes
 * ({@link ThreeMdLexer#frontmatterLine}): one {@code key: value} pair per line split on the first colon, {@code #}
 * comment lines, values optionally wrapped in single or double quotes. Unquoted numbers (by the model's grammar) are
 * numbers; other unquoted values stay plain.
 */
public final class ThreeMdFrontmatterHighlighter implements Highlighter {

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        ThreeMdLexer.Sink sink = (kind, start, end) -> {
            switch (kind) {
                case COMMENT -> out.add(start, end, SyntaxStyle.COMMENT);
                case FRONTMATTER_KEY -> out.add(start, end, SyntaxStyle.KEY);
                case COLON -> out.add(start, end, SyntaxStyle.PUNCTUATION);
                case QUOTED_VALUE -> out.add(start, end, SyntaxStyle.STRING);
                case VALUE -> {
                    if (end - start <= 40 && ThreeMdLexer.isNumber(text.subSequence(start, end))) {
                        out.add(start, end, SyntaxStyle.NUMBER);
                    }
                }
                default -> {
                    // NOT_ENTRY stays plain (the parser reports it)
                }
            }
        };
        int pos = from;
        while (pos < to) {
            int eol = Lines.terminator(text, pos, to);
            ThreeMdLexer.frontmatterLine(text, pos, Lines.contentEnd(text, pos, eol), sink);
            pos = eol + 1;
        }
    }
}
