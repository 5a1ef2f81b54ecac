package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.markdown.MarkdownHighlighter;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.SpanPainter;
import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.text.SyntaxStyle;

/**
 * The editor's highlighting of a 3md document, from the lexer the parser uses ({@link ThreeMdLexer}): the frontmatter
 * fences as delimiters and its lines as keys, colons and values (3md-base.md § 3.1); each {@code @plane} directive
 * line as directive name, attribute keys, {@code =} and values, with {@code {placeholder}}s marked (§ 4); the body of
 * each plane as Markdown, read by commonmark one plane at a time (a directive ends whatever construct was open before
 * it, as it ends the plane's body); and the cross-plane links {@code [[z=N|text]]} over it (§ 8). Linear in the text.
 */
public final class ThreeMdHighlighter {

    private ThreeMdHighlighter() {
    }

    /** The highlighting of {@code source}, in offsets of {@link SourceText#text()}. */
    public static Highlighting highlight(SourceText source) {
        String text = source.text();
        var painter = new SpanPainter(text.length());
        int line = 1;
        var fences = ThreeMdLexer.frontmatter(source);
        if (fences != null && fences.closed()) {
            var spans = new Spans();
            spans.add(fences.open().startOffset(), fences.open().startOffset() + 3, SyntaxStyle.DELIMITER);
            ThreeMdLexer.Sink sink = (kind, start, end) -> frontmatterLexeme(text, kind, start, end, spans);
            for (int l = fences.openLine() + 1; l < fences.closeLine(); l++) {
                ThreeMdLexer.frontmatterLine(text, source.lineStart(l), source.lineEnd(l), sink);
            }
            spans.add(fences.close().startOffset(), fences.close().startOffset() + 3, SyntaxStyle.DELIMITER);
            painter.paint(spans);
            line = fences.closeLine() + 1;
        }
        var lines = new ThreeMdLexer.BodyLines();
        int body = line <= source.lineCount() ? source.lineStart(line) : text.length();
        for (; line <= source.lineCount(); line++) {
            int start = source.lineStart(line);
            int end = source.lineEnd(line);
            if (lines.next(text, start, end)) {
                plane(text, body, start, painter);
                var spans = new Spans();
                directive(text, start, end, spans);
                painter.paint(start, end, null);
                painter.paint(spans);
                body = line < source.lineCount() ? source.lineStart(line + 1) : text.length();
            }
        }
        plane(text, body, text.length(), painter);
        return painter.highlighting();
    }

    /** The body of one plane, {@code text[from, to)}: Markdown, then its plane links over it. */
    private static void plane(String text, int from, int to, SpanPainter painter) {
        if (to <= from) {
            return;
        }
        MarkdownHighlighter.paint(new MarkdownBody(text.substring(from, to), from), painter);
        ThreeMdLexer.links(text, from, to, (kind, start, end) -> {
            if (kind == ThreeMdLexer.Kind.LINK) {
                painter.paint(start, end, SyntaxStyle.PLANE_LINK);
            }
        });
    }

    private static void frontmatterLexeme(String text, ThreeMdLexer.Kind kind, int start, int end, Spans out) {
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
    }

    /** The lexemes of the directive line {@code [start, end)} (§ 4). */
    private static void directive(String text, int start, int end, Spans out) {
        ThreeMdLexer.directive(text, start, end, (kind, from, to) -> {
            switch (kind) {
                case DIRECTIVE -> out.add(from, to, SyntaxStyle.DIRECTIVE);
                case ATTRIBUTE_KEY -> out.add(from, to, SyntaxStyle.ATTRIBUTE);
                case EQUALS -> out.add(from, to, SyntaxStyle.PUNCTUATION);
                case VALUE -> {
                    if (to - from <= 40 && ThreeMdLexer.isNumber(text.subSequence(from, to))) {
                        out.add(from, to, SyntaxStyle.NUMBER);
                    } else {
                        value(text, from, to, out);
                    }
                }
                case QUOTED_VALUE, UNCLOSED_QUOTE -> value(text, from, to, out);
                default -> {
                    // NOT_ATTRIBUTE stays plain (the parser reports it)
                }
            }
        });
    }

    /** A directive value as a string, with each {@code {name}} inside it marked as a placeholder (agent-3md.md § 6). */
    private static void value(String text, int start, int end, Spans out) {
        int pos = start;
        int open = indexOf(text, '{', pos, end);
        while (open >= 0) {
            int close = indexOf(text, '}', open, end);
            if (close < 0) {
                break;
            }
            out.add(pos, open, SyntaxStyle.STRING);
            out.add(open, close + 1, SyntaxStyle.PLACEHOLDER);
            pos = close + 1;
            open = indexOf(text, '{', pos, end);
        }
        out.add(pos, end, SyntaxStyle.STRING);
    }

    private static int indexOf(String text, char c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }
}
