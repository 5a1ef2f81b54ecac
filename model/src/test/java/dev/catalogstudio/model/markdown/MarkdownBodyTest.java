package dev.catalogstudio.model.markdown;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.commonmark.node.Link;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The one Markdown reading: GitHub-flavoured, with source spans, and bounded where commonmark is quadratic. */
class MarkdownBodyTest {

    @Test
    void aBodyIsReadOnceAndKeepsItsTree() {
        var body = new MarkdownBody("See [a](b.md) and https://x.org.\n", 10);
        long before = MarkdownBody.parses();
        var tree = body.tree();
        assertThat(body.tree()).isSameAs(tree);
        assertThat(MarkdownBody.parses() - before).isEqualTo(1);
        var paragraph = (Paragraph) tree.getFirstChild();
        assertThat(paragraph.getFirstChild().getNext()).isInstanceOf(Link.class);
        assertThat(body.offset()).isEqualTo(10);
    }

    /**
     * {@code ![[]()} repeated took commonmark about 50 s at 160,000 (issue 22); a block holding more brackets than
     * {@link MarkdownBody#MAX_BRACKETS_PER_BLOCK} is read as plain text, so this size, which would take many minutes,
     * ends at once. The timeout is a hang guard only.
     */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aBlockOfTooManyBracketsIsPlainTextNotAQuadraticParse() {
        String hostile = "![[]()".repeat(400_000);
        var paragraph = (Paragraph) new MarkdownBody(hostile + "\n\nAfter [a](b.md).\n", 0).tree().getFirstChild();
        assertThat(paragraph.getFirstChild()).isInstanceOf(Text.class);
        assertThat(((Text) paragraph.getFirstChild()).getLiteral()).isEqualTo(hostile);
        assertThat(paragraph.getFirstChild().getSourceSpans()).isNotEmpty();
        // The next block is read as usual.
        assertThat(((Paragraph) paragraph.getNext()).getFirstChild().getNext()).isInstanceOf(Link.class);
        // Just under the limit, links are links.
        String many = "[a](b) ".repeat(MarkdownBody.MAX_BRACKETS_PER_BLOCK);
        var links = (Paragraph) new MarkdownBody(many, 0).tree().getFirstChild();
        assertThat(links.getFirstChild()).isInstanceOf(Link.class);
    }
}
