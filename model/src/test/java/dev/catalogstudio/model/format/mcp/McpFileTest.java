package dev.catalogstudio.model.format.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import org.junit.jupiter.api.Test;

/** The document accessors the resolver uses. */
class McpFileTest {

    private static McpFile parse(String json) {
        return McpFile.parse(SourceText.of(json), "mcps/io.example_mcp.json");
    }

    @Test
    void nameAndItsRange() {
        var file = parse(McpFileRulesTest.GOOD);
        assertThat(file.isMcp()).isTrue();
        assertThat(file.fileName()).isEqualTo("io.example_mcp.json");
        assertThat(file.name()).contains("io.example/mcp");
        assertThat(file.nameRange()).hasValueSatisfying(r -> {
            assertThat(r.start().toString()).isEqualTo("3:13");
            assertThat(r.end().toString()).isEqualTo("3:29");
        });
        assertThat(file.declaresDependencies()).isFalse();
        assertThat(file.dependenciesRange()).isEmpty();
    }

    @Test
    void dependencies() {
        var file = parse("{\"_meta\": {\"name\": \"a.b/c\"}, \"dependencies\": {}}");
        assertThat(file.declaresDependencies()).isTrue();
        assertThat(file.dependenciesRange()).hasValueSatisfying(r -> assertThat(r.start().column()).isEqualTo(30));
    }

    @Test
    void whatCountsAsAnMcpFile() {
        assertThat(parse("{\"_meta\": 1}").isMcp()).isTrue();
        assertThat(parse("{\"_meta\": 1}").name()).isEmpty();
        assertThat(parse("{\"_meta\": {\"name\": 1}}").nameRange()).isEmpty();
        assertThat(parse("not json").isMcp()).isTrue();
        assertThat(parse("not json").root()).isEmpty();
        assertThat(parse("{\"name\": \"io.example/mcp\"}").isMcp()).isFalse();
        assertThat(parse("[{\"_meta\": {}}]").isMcp()).isFalse();
    }
}
