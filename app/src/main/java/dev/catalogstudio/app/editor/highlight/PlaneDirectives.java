package dev.catalogstudio.app.editor.highlight;

import dev.catalogstudio.model.format.threemd.ThreeMdLexer;

/**
 * Styles the lexemes of a 3md {@code @plane} directive line as the model's {@link ThreeMdLexer#directive} reports them
 * (3md section 4), so the highlighter and the parser split a directive the same way: the directive name, attribute
 * keys, {@code =}, and values quoted with double or single quotes (escapes {@code \\} and {@code \"}). Unquoted values
 * that are numbers by the model's grammar are numbers; {@code {placeholder}}s in other values are marked.
 */
final class PlaneDirectives {

    private PlaneDirectives() {
    }

    /** Highlights the directive line {@code [start, end)}. */
    static void highlight(String text, int start, int end, Spans out) {
        ThreeMdLexer.directive(text, start, end, (kind, from, to) -> {
            switch (kind) {
                case DIRECTIVE -> out.add(from, to, SyntaxStyle.DIRECTIVE);
                case ATTRIBUTE_KEY -> out.add(from, to, SyntaxStyle.ATTRIBUTE);
                case EQUALS -> out.add(from, to, SyntaxStyle.PUNCTUATION);
                case VALUE -> {
                    if (to - from <= 40 && ThreeMdLexer.isNumber(text.subSequence(from, to))) {
                        out.add(from, to, SyntaxStyle.NUMBER);
                    } else {
                        string(text, from, to, out);
                    }
                }
                case QUOTED_VALUE, UNCLOSED_QUOTE -> string(text, from, to, out);
                default -> {
                    // NOT_ATTRIBUTE stays plain (the parser reports it)
                }
            }
        });
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
