package dev.catalogstudio.model.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import org.junit.jupiter.api.Test;

/** A character YAML forbids is reported where it is, not at the start of the frontmatter. */
class ControlCharacterTest {

    @Test
    void aNulAfterTheBinarySniffIsReportedAtTheNul() {
        String text = "---\nname: a\ndescription: " + "x".repeat(9_000) + "\nnote: bad\u0000value\n---\nbody\n";
        var doc = FrontmatterDocument.parse(SourceText.of(text));

        assertThat(doc.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("yaml-syntax");
            assertThat(d.range().start().line()).isEqualTo(4);
            assertThat(d.range().start().column()).isEqualTo(10);
            assertThat(d.message()).contains("U+0000");
        });
    }

    @Test
    void printableTextHasNoSuchCharacter() {
        assertThat(YamlParser.firstNonPrintable("tab\there, line\nfeed, emoji \uD83D\uDE00, NEL \u0085")).isEqualTo(-1);
        assertThat(YamlParser.firstNonPrintable("ok\u007Fdel")).isEqualTo(2);
        assertThat(YamlParser.firstNonPrintable("a\uFFFE")).isEqualTo(1);
    }
}
