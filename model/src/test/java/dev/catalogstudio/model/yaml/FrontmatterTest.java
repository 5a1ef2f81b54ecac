package dev.catalogstudio.model.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import org.junit.jupiter.api.Test;

class FrontmatterTest {

    @Test
    void splitsFencesYamlAndBody() {
        var source = SourceText.of("---\nname: a\n---\n# Body\n");

        var fm = Frontmatter.split(source);

        assertThat(fm.status()).isEqualTo(Frontmatter.Status.PRESENT);
        assertThat(source.slice(fm.yaml())).isEqualTo("name: a\n");
        assertThat(source.text().substring(fm.bodyStart())).isEqualTo("# Body\n");
    }

    @Test
    void handlesCrlfBomAndTrailingBlanksOnFences() {
        var source = SourceText.of("\uFEFF--- \r\nname: a\r\n---\t\r\nBody");

        var fm = Frontmatter.split(source);

        assertThat(fm.status()).isEqualTo(Frontmatter.Status.PRESENT);
        assertThat(source.slice(fm.yaml())).isEqualTo("name: a\r\n");
        assertThat(source.text().substring(fm.bodyStart())).isEqualTo("Body");
    }

    @Test
    void reportsMissingAndUnclosedBlocks() {
        assertThat(Frontmatter.split(SourceText.of("# Title\n---\n")).status()).isEqualTo(Frontmatter.Status.MISSING);
        assertThat(Frontmatter.split(SourceText.of("----\n")).status()).isEqualTo(Frontmatter.Status.MISSING);
        assertThat(Frontmatter.split(SourceText.of("---\nname: a\n")).status()).isEqualTo(Frontmatter.Status.UNCLOSED);
    }

    @Test
    void anEmptyBlockIsUsableAndHasNoKeys() {
        var doc = FrontmatterDocument.parse(SourceText.of("---\n---\nBody\n"));

        assertThat(doc.hasUsableFrontmatter()).isTrue();
        assertThat(doc.mapping()).isEmpty();
        assertThat(doc.body()).isEqualTo("Body\n");
    }
}
