package dev.catalogstudio.model.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import org.junit.jupiter.api.Test;

class YamlParserTest {

    private static FrontmatterDocument parse(String yaml) {
        return FrontmatterDocument.parse(SourceText.of("---\n" + yaml + "---\n"));
    }

    @Test
    void keepsEveryKeyAndValueRange() {
        var doc = parse("name: pdf-tools\ndescription: \"Reads PDFs.\"\n");
        var map = doc.mapping().orElseThrow();

        var name = map.entry("name").orElseThrow();
        assertThat(name.key().range().start()).hasToString("2:1");
        assertThat(name.value().range().start()).hasToString("2:7");
        assertThat(name.value().range().end()).hasToString("2:16");
        var description = (YamlScalar) map.get("description").orElseThrow();
        assertThat(doc.source().slice(description.range())).isEqualTo("\"Reads PDFs.\"");
        assertThat(description.quoted()).isTrue();
    }

    @Test
    void typesPlainScalarsByTheCoreSchema() {
        var map = parse("a: 1.0.0\nb: 1.0\nc: 7\nd: true\ne: ~\nf: '1.0'\ng: !!str 3\n").mapping().orElseThrow();

        assertThat(((YamlScalar) map.get("a").orElseThrow()).type()).isEqualTo(YamlScalar.Type.STRING);
        assertThat(((YamlScalar) map.get("b").orElseThrow()).type()).isEqualTo(YamlScalar.Type.FLOAT);
        assertThat(((YamlScalar) map.get("c").orElseThrow()).type()).isEqualTo(YamlScalar.Type.INTEGER);
        assertThat(((YamlScalar) map.get("d").orElseThrow()).type()).isEqualTo(YamlScalar.Type.BOOLEAN);
        assertThat(((YamlScalar) map.get("e").orElseThrow()).type()).isEqualTo(YamlScalar.Type.NULL);
        assertThat(((YamlScalar) map.get("f").orElseThrow()).type()).isEqualTo(YamlScalar.Type.STRING);
        assertThat(((YamlScalar) map.get("g").orElseThrow()).type()).isEqualTo(YamlScalar.Type.STRING);
    }

    @Test
    void reportsDuplicateKeysOnTheLaterOneAndKeepsBoth() {
        var doc = parse("name: a\nmeta:\n  k: 1\n  k: 2\nname: b\n");

        assertThat(doc.diagnostics()).extracting(d -> d.code() + "@" + d.range().start())
                .containsExactly("duplicate-key@5:3", "duplicate-key@6:1");
        assertThat(doc.mapping().orElseThrow().entries()).hasSize(3);
        assertThat(((YamlScalar) doc.mapping().orElseThrow().get("name").orElseThrow()).value()).isEqualTo("a");
    }

    @Test
    void keepsAliasesAsReferences() {
        var map = parse("base: &b {x: 1}\nuse: *b\n").mapping().orElseThrow();

        var alias = map.entry("use").orElseThrow().value();
        assertThat(alias).isInstanceOf(YamlAlias.class);
        assertThat(alias.resolved()).isSameAs(map.get("base").orElseThrow());
    }

    @Test
    void yamlSyntaxIsReportedAtTheParserMark() {
        var doc = parse("name: a\n  bad: indentation\n");

        assertThat(doc.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("yaml-syntax");
            assertThat(d.range().start().line()).isEqualTo(3);
            assertThat(d.message()).startsWith("YAML syntax error: mapping values are not allowed here");
        });
        assertThat(doc.hasUsableFrontmatter()).isFalse();
    }

    @Test
    void anUndefinedAliasIsASyntaxError() {
        assertThat(parse("a: *nowhere\n").diagnostics()).extracting(d -> d.code()).containsExactly("yaml-syntax");
    }

    @Test
    void aSecondDocumentIsRejected() {
        var doc = FrontmatterDocument.parse(SourceText.of("---\na: 1\n...\n--- \n"));

        assertThat(doc.frontmatter().status()).isEqualTo(Frontmatter.Status.PRESENT);
        assertThat(doc.diagnostics()).isEmpty();
    }

    @Test
    void nonBmpCharactersKeepColumnsInUtf16Units() {
        var doc = parse("description: \"😀 x\"\nname: y\n");

        var name = doc.mapping().orElseThrow().get("name").orElseThrow();
        assertThat(name.range().start()).hasToString("3:7");
        var description = doc.mapping().orElseThrow().get("description").orElseThrow();
        assertThat(description.range().end().column()).as("exclusive end after a surrogate pair").isEqualTo(20);
    }
}
