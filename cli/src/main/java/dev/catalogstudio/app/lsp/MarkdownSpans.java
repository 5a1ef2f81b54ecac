package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;

/**
 * A Markdown document's body as the model parses it (after its frontmatter), and where a node of it lies in the
 * document: what {@link DocumentLinks} and {@link DocumentSymbols} read. Called on the server's model thread.
 */
final class MarkdownSpans {

    private MarkdownSpans() {
    }

    /** The body of the target's Markdown document, after its frontmatter when it has one. */
    static MarkdownBody body(RequestTarget target, SourceText text) {
        var doc = target.snapshot().document(target.path()).orElseThrow();
        int start = Fields.frontmatter(doc).map(d -> d.frontmatter().bodyStart()).orElse(0);
        return MarkdownBody.of(text.text(), start);
    }

    /** A node's first and last offsets in the document (just after its last character), or null without spans. */
    static int[] span(Node node, int bodyOffset) {
        List<SourceSpan> spans = node.getSourceSpans();
        if (spans == null || spans.isEmpty()) {
            return null;
        }
        var first = spans.get(0);
        var last = spans.get(spans.size() - 1);
        return new int[] {bodyOffset + first.getInputIndex(), bodyOffset + last.getInputIndex() + last.getLength()};
    }
}
