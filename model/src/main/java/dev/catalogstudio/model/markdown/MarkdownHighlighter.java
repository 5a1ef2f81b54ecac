package dev.catalogstudio.model.markdown;

import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.SpanPainter;
import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.text.SyntaxStyle;
import dev.catalogstudio.model.yaml.Frontmatter;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlHighlighter;
import java.util.ArrayDeque;
import java.util.List;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.LinkReferenceDefinition;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;

/**
 * The editor's highlighting of Markdown, read from the commonmark tree of a {@link MarkdownBody} and its source
 * spans, so the editor shows exactly what the preview renders and the rules read: headings, emphasis and strong
 * emphasis (their delimiters and text), code spans and blocks, link text and destinations, autolinks, block-quote
 * markers, list markers and task boxes, thematic breaks and HTML comments. Each character is painted a bounded number
 * of times, so the cost is linear in the body whatever the nesting.
 */
public final class MarkdownHighlighter {

    private MarkdownHighlighter() {
    }

    /**
     * The highlighting of a document of YAML frontmatter over a Markdown body ({@code SKILL.md}, {@code AGENTS.md},
     * any {@code *.md}): the two {@code ---} lines as delimiters, the YAML between them by the YAML scanner, the body
     * by its tree. Without a closed frontmatter block the whole text is body.
     *
     * @param body the body of {@code document} ({@link FrontmatterDocument#body()} at its offset)
     */
    public static Highlighting highlight(FrontmatterDocument document, MarkdownBody body) {
        var source = document.source();
        var painter = new SpanPainter(source.length());
        var frontmatter = document.frontmatter();
        if (frontmatter.status() == Frontmatter.Status.PRESENT) {
            var spans = new Spans();
            int open = frontmatter.open().startOffset();
            spans.add(open, open + 3, SyntaxStyle.DELIMITER);
            int yamlLine = frontmatter.yaml().start().line();
            int closeLine = frontmatter.close().start().line();
            if (document.yamlTokens() != null) {
                // The tokens the parse already read: no second scan of the frontmatter.
                YamlHighlighter.highlight(source, yamlLine, closeLine, document.yamlTokens(), spans);
            } else {
                YamlHighlighter.highlight(source, yamlLine, closeLine, spans);
            }
            int close = frontmatter.close().startOffset();
            spans.add(close, close + 3, SyntaxStyle.DELIMITER);
            painter.paint(spans);
        }
        paint(body, painter);
        return painter.highlighting();
    }

    /** The highlighting of any Markdown text with optional frontmatter, parsed here (a file that is no document). */
    public static Highlighting highlight(SourceText source) {
        var document = FrontmatterDocument.parse(source);
        return highlight(document, new MarkdownBody(document.body(), document.frontmatter().bodyStart()));
    }

    /** Paints the Markdown of {@code body} onto {@code painter}, whose text holds the body at its offset. */
    public static void paint(MarkdownBody body, SpanPainter painter) {
        new Walk(body.text(), body.offset(), painter).run(body.tree());
    }

    /** One walk over a tree: an explicit stack, so nesting depth costs no Java stack. */
    private static final class Walk {
        private final String text;
        private final int base;
        private final SpanPainter painter;

        Walk(String text, int base, SpanPainter painter) {
            this.text = text;
            this.base = base;
            this.painter = painter;
        }

        private record Visit(Node node, SyntaxStyle inherited) {
        }

        void run(Node root) {
            var stack = new ArrayDeque<Visit>();
            stack.push(new Visit(root, null));
            while (!stack.isEmpty()) {
                var visit = stack.pop();
                var inherited = node(visit.node(), visit.inherited());
                // Children in order: push the last first.
                for (Node child = visit.node().getLastChild(); child != null; child = child.getPrevious()) {
                    stack.push(new Visit(child, inherited));
                }
            }
        }

        /** Paints {@code node}'s own marks; returns the style its inline children's text takes. */
        private SyntaxStyle node(Node node, SyntaxStyle inherited) {
            var spans = node.getSourceSpans();
            if (node instanceof Text) {
                if (inherited != null) {
                    all(spans, inherited);
                }
            } else if (node instanceof Heading) {
                all(spans, SyntaxStyle.HEADING);
                return SyntaxStyle.HEADING;
            } else if (node instanceof Emphasis emphasis) {
                delimiters(spans, emphasis.getOpeningDelimiter(), emphasis.getClosingDelimiter(), SyntaxStyle.EMPHASIS);
                return SyntaxStyle.EMPHASIS;
            } else if (node instanceof StrongEmphasis strong) {
                delimiters(spans, strong.getOpeningDelimiter(), strong.getClosingDelimiter(), SyntaxStyle.STRONG);
                return SyntaxStyle.STRONG;
            } else if (node instanceof Code || node instanceof FencedCodeBlock || node instanceof IndentedCodeBlock) {
                all(spans, SyntaxStyle.CODE);
            } else if (node instanceof HtmlBlock block) {
                if (block.getLiteral().startsWith("<!--")) {
                    all(spans, SyntaxStyle.COMMENT);
                }
            } else if (node instanceof HtmlInline html) {
                if (html.getLiteral().startsWith("<!--")) {
                    all(spans, SyntaxStyle.COMMENT);
                }
            } else if (node instanceof ThematicBreak) {
                all(spans, SyntaxStyle.PUNCTUATION);
            } else if (node instanceof BlockQuote) {
                for (var span : spans) {
                    int at = span.getInputIndex();
                    if (at < text.length() && text.charAt(at) == '>') {
                        mark(at, at + 1, SyntaxStyle.QUOTE);
                    }
                }
            } else if (node instanceof ListItem) {
                listMarker(spans);
            } else if (node instanceof Link || node instanceof Image) {
                return link(node, spans);
            } else if (node instanceof LinkReferenceDefinition) {
                definition(spans);
            }
            return inherited;
        }

        private void all(List<SourceSpan> spans, SyntaxStyle style) {
            for (var span : spans) {
                mark(span.getInputIndex(), span.getInputIndex() + span.getLength(), style);
            }
        }

        private void delimiters(List<SourceSpan> spans, String opening, String closing, SyntaxStyle style) {
            if (spans.isEmpty()) {
                return;
            }
            int start = spans.get(0).getInputIndex();
            var last = spans.get(spans.size() - 1);
            int end = last.getInputIndex() + last.getLength();
            mark(start, start + (opening == null ? 0 : opening.length()), style);
            mark(end - (closing == null ? 0 : closing.length()), end, style);
        }

        /** {@code -}, {@code *}, {@code +} or {@code 1.} / {@code 1)}, and a task box {@code [ ]} / {@code [x]} after it. */
        private void listMarker(List<SourceSpan> spans) {
            if (spans.isEmpty()) {
                return;
            }
            int at = spans.get(0).getInputIndex();
            int lineEnd = Math.min(text.length(), at + spans.get(0).getLength());
            int pos = at;
            while (pos < lineEnd && Character.isDigit(text.charAt(pos)) && pos - at < 9) {
                pos++;
            }
            int end;
            if (pos > at && pos < lineEnd && (text.charAt(pos) == '.' || text.charAt(pos) == ')')) {
                end = pos + 1;
            } else if (at < lineEnd && "-*+".indexOf(text.charAt(at)) >= 0) {
                end = at + 1;
            } else {
                return;
            }
            mark(at, end, SyntaxStyle.LIST_MARKER);
            int box = end;
            while (box < lineEnd && (text.charAt(box) == ' ' || text.charAt(box) == '\t')) {
                box++;
            }
            if (box > end && box + 3 <= lineEnd && text.charAt(box) == '[' && text.charAt(box + 2) == ']'
                    && " xX".indexOf(text.charAt(box + 1)) >= 0
                    && (box + 3 == lineEnd || text.charAt(box + 3) == ' ' || text.charAt(box + 3) == '\t')) {
                mark(box, box + 3, SyntaxStyle.LIST_MARKER);
            }
        }

        /**
         * An inline link or image: {@code [} and {@code ]} as link text, {@code (destination "title")} as URL; a
         * reference link entirely as link text; an autolink ({@code <https://…>} or a bare URL) as URL.
         */
        private SyntaxStyle link(Node node, List<SourceSpan> spans) {
            if (spans.isEmpty()) {
                return SyntaxStyle.LINK;
            }
            int start = spans.get(0).getInputIndex();
            var last = spans.get(spans.size() - 1);
            int end = Math.min(text.length(), last.getInputIndex() + last.getLength());
            int open = node instanceof Image ? start + 1 : start;
            if (open >= end || text.charAt(open) != '[') {
                mark(start, end, SyntaxStyle.URL);
                return SyntaxStyle.URL;
            }
            int close = closingBracket(node, open, end);
            mark(start, open + 1, SyntaxStyle.LINK);
            mark(close, close + 1, SyntaxStyle.LINK);
            if (close + 1 < end && text.charAt(close + 1) == '(') {
                mark(close + 1, end, SyntaxStyle.URL);
            } else {
                mark(close + 1, end, SyntaxStyle.LINK);
            }
            return SyntaxStyle.LINK;
        }

        /** The {@code ]} that closes a link's text: right after its last child, or the first one after the text. */
        private int closingBracket(Node node, int open, int end) {
            var lastChild = node.getLastChild();
            if (lastChild != null && !lastChild.getSourceSpans().isEmpty()) {
                var spans = lastChild.getSourceSpans();
                var span = spans.get(spans.size() - 1);
                int after = span.getInputIndex() + span.getLength();
                if (after < end && text.charAt(after) == ']') {
                    return after;
                }
            }
            int close = find(text, "](", open, end);
            return close < 0 ? Math.max(open + 1, end - 1) : close;
        }

        /** {@code [label]: destination "title"}: the label as link text, the rest as URL. */
        private void definition(List<SourceSpan> spans) {
            if (spans.isEmpty()) {
                return;
            }
            int start = spans.get(0).getInputIndex();
            var last = spans.get(spans.size() - 1);
            int end = last.getInputIndex() + last.getLength();
            int colon = find(text, "]:", start, end);
            if (colon < 0) {
                return;
            }
            mark(start, colon + 1, SyntaxStyle.LINK);
            mark(colon + 2, end, SyntaxStyle.URL);
        }

        /** The first {@code what} starting in {@code [from, to)}, or -1; looks no further than {@code to}. */
        private static int find(String text, String what, int from, int to) {
            for (int i = from; i + what.length() <= Math.min(to, text.length()); i++) {
                if (text.startsWith(what, i)) {
                    return i;
                }
            }
            return -1;
        }

        private void mark(int from, int to, SyntaxStyle style) {
            painter.paint(base + from, base + Math.min(to, text.length()), style);
        }
    }
}
