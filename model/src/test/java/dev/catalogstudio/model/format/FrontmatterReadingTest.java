package dev.catalogstudio.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import org.junit.jupiter.api.Test;

/**
 * Reading a Markdown document's frontmatter (finding the fences, placing the YAML's nodes, making the parse product)
 * reads no further than the frontmatter: a check of a subagent or command whose rules ask about its fields never
 * indexes the lines of its body, nor copies the body out.
 */
class FrontmatterReadingTest {

    private static final String HEAD = "---\nname: reviewer\ndescription: Reviews code.\ntools: Read, Grep\n---\n";
    private static final String BODY = "You review code.\n".repeat(20_000);

    @Test
    void theParseProductLeavesTheBodyUnindexed() {
        var source = SourceText.of(HEAD + BODY);
        var markdown = new Parsed.Markdown(FrontmatterDocument.parse(source));
        assertThat(markdown.document().mapping()).isPresent();
        assertThat(markdown.document().frontmatter().bodyStart()).isEqualTo(HEAD.length());
        assertThat(source.lines().scanned()).isLessThanOrEqualTo(HEAD.length());
    }

    @Test
    void theBodyIsTheTextAfterTheFrontmatterWhenAsked() {
        var source = SourceText.of(HEAD + BODY);
        var markdown = new Parsed.Markdown(FrontmatterDocument.parse(source));
        assertThat(markdown.body().offset()).isEqualTo(HEAD.length());
        assertThat(markdown.body().text()).isEqualTo(BODY);
        assertThat(markdown.body().tree().getFirstChild()).isNotNull();
    }

    @Test
    void aBodyCutFromItsDocumentIsTheSameAsOneGivenWhole() {
        String document = "---\na: 1\n---\nSee [x](x.md).\n";
        int offset = document.indexOf("See");
        var cut = MarkdownBody.of(document, offset);
        var whole = new MarkdownBody(document.substring(offset), offset);
        assertThat(cut.text()).isEqualTo(whole.text());
        assertThat(cut.offset()).isEqualTo(whole.offset());
        assertThat(MarkdownBody.of(document, document.length()).text()).isEmpty();
    }
}
