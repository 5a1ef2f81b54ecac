package dev.catalogstudio.model.format.mcp;

import static dev.catalogstudio.model.format.mcp.McpChecks.at;
import static dev.catalogstudio.model.format.mcp.McpChecks.codes;
import static dev.catalogstudio.model.format.mcp.McpChecks.mcpFile;
import static dev.catalogstudio.model.format.mcp.McpChecks.only;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import org.junit.jupiter.api.Test;

/** The structural MCP file rules: metaagents.md § Frontmatter / format — MCP. */
class McpFileRulesTest {

    static final String GOOD = """
            {
              "_meta": {
                "name": "io.example/mcp"
              },
              "type": "stdio",
              "command": "npx",
              "args": [
                "-y",
                "@example/mcp"
              ]
            }
            """;

    @Test
    void aCorrectFileIsClean() {
        assertThat(mcpFile(GOOD)).isEmpty();
    }

    @Test
    void aJsonFileWithoutMetaIsNotAnMcpFile() {
        // Outside a MetaAgents catalog; inside one every mcps/*.json is an MCP file (CatalogMcpFilesTest).
        var text = "{\"command\": \"/bin/bash\", \"args\": [\"-c\", \"$HOME\"]}";
        assertThat(McpFile.parse(SourceText.of(text), "x.json").isMcp()).isFalse();
        var format = new McpFormat();
        var parsed = format.parse("mcps/x.json", SourceText.of(text));
        var noCatalog = new dev.catalogstudio.model.format.Structure(java.util.Set.of(), java.util.Set.of(), p -> true);
        assertThat(format.classify("mcps/x.json", parsed, noCatalog)).isEmpty();
        var catalog = new dev.catalogstudio.model.format.Structure(java.util.Set.of(""), java.util.Set.of(), p -> true);
        assertThat(format.classify("mcps/x.json", parsed, catalog))
                .contains(McpFormat.METAAGENTS_MCP);
        assertThat(mcpFile(text, "x.json")).extracting(d -> d.code()).contains("field-required");
    }

    @Test
    void mcpJsonSyntax() {
        var bad = """
                {
                  "_meta": {
                    "name": "io.example/mcp"
                  },
                  "command": "npx",
                }
                """;
        var diagnostics = mcpFile(bad);
        assertThat(codes(diagnostics)).containsExactly("mcp-json-syntax");
        assertThat(at(diagnostics, "mcp-json-syntax")).containsExactly("6:1");
        assertThat(diagnostics.get(0).severity()).isEqualTo(Severity.ERROR);
        assertThat(diagnostics.get(0).message()).contains("not JSON").contains("Write strict JSON");
        assertThat(at(mcpFile(""), "mcp-json-syntax")).containsExactly("1:1");
        assertThat(at(mcpFile(GOOD), "mcp-json-syntax")).isEmpty();
    }

    @Test
    void duplicateKey() {
        var bad = GOOD.replace("\"command\": \"npx\",", "\"command\": \"npx\",\n  \"command\": \"uvx\",");
        assertThat(at(mcpFile(bad), "duplicate-key")).containsExactly("7:3");
        assertThat(at(mcpFile(GOOD), "duplicate-key")).isEmpty();
    }

    @Test
    void fieldRequired() {
        var bad = GOOD.replace("    \"name\": \"io.example/mcp\"\n", "    \"title\": \"Example\"\n");
        var diagnostics = mcpFile(bad);
        assertThat(at(diagnostics, "field-required")).containsExactly("2:3");
        assertThat(only(diagnostics, "field-required").get(0).message()).contains("\"name\": \"io.example/mcp\"");
        assertThat(at(mcpFile(GOOD), "field-required")).isEmpty();
    }

    @Test
    void fieldType() {
        var bad = """
                {
                  "_meta": {
                    "name": 7
                  },
                  "type": true,
                  "command": [
                    "npx"
                  ],
                  "args": [
                    "-y",
                    8080
                  ],
                  "env": [],
                  "headers": {
                    "X-Count": 3
                  },
                  "url": null
                }
                """;
        var diagnostics = mcpFile(bad);
        assertThat(at(diagnostics, "field-type")).containsExactly("3:13", "5:11", "6:14", "11:5", "13:10",
                "15:16", "17:10");
        assertThat(only(diagnostics, "field-type").get(1).message()).isEqualTo(
                "\"type\" is a boolean but must be a string, e.g. \"stdio\".");
        assertThat(mcpFile("{\"_meta\": \"io.example/mcp\"}")).extracting(d -> d.code() + "@" + d.range().start())
                .contains("field-type@1:11");
        assertThat(at(mcpFile(GOOD), "field-type")).isEmpty();
    }

    @Test
    void mcpNameFormat() {
        assertThat(nameProblem("io.example/mcp")).isNull();
        assertThat(nameProblem("acme/cli")).isNull();
        assertThat(nameProblem("Io.Example-2/My_Server.v2")).isNull();
        assertThat(nameProblem("io.example")).contains("no \"/\"");
        assertThat(nameProblem("io/example/mcp")).contains("more than one \"/\"");
        assertThat(nameProblem("a/")).contains("2 characters long");
        assertThat(nameProblem("a".repeat(150) + "/" + "b".repeat(50))).contains("201 characters long");
        assertThat(nameProblem("io_example/mcp")).contains("the namespace \"io_example\"").contains("\"_\"");
        assertThat(nameProblem("-io.example/mcp")).contains("the namespace").contains("start and end");
        assertThat(nameProblem("x/mcp")).contains("the namespace \"x\" is shorter than 2 characters");
        assertThat(nameProblem("io.example/mcp.")).contains("the name \"mcp.\"");
        assertThat(nameProblem("io.example/m cp")).contains("the name \"m cp\" has \" \" at character 2");
        assertThat(nameProblem("io.example/mcp\u00e9")).contains("the name");
    }

    private static String nameProblem(String name) {
        var text = GOOD.replace("io.example/mcp", name);
        var diagnostics = only(mcpFile(text, name.replace('/', '_') + ".json"), "mcp-name-format");
        if (diagnostics.isEmpty()) {
            return null;
        }
        assertThat(diagnostics).singleElement().extracting(d -> d.range().start().toString()).isEqualTo("3:13");
        return diagnostics.get(0).message();
    }

    @Test
    void mcpFilenameMismatch() {
        var diagnostics = mcpFile(GOOD, "mcps/io.example-mcp.json");
        assertThat(at(diagnostics, "mcp-filename-mismatch")).containsExactly("3:13");
        assertThat(only(diagnostics, "mcp-filename-mismatch").get(0).message())
                .contains("\"io.example-mcp.json\"").contains("must live in \"io.example_mcp.json\"");
        assertThat(at(mcpFile(GOOD, "io.example_mcp.JSON"), "mcp-filename-mismatch")).hasSize(1);
        assertThat(at(mcpFile(GOOD, "mcps/io.example_mcp.json"), "mcp-filename-mismatch")).isEmpty();
        assertThat(at(mcpFile(GOOD, "C:\\cat\\mcps\\io.example_mcp.json"), "mcp-filename-mismatch")).isEmpty();
    }

    @Test
    void mcpJsonStyle() {
        var minified = "{\"_meta\": {\"name\": \"io.example/mcp\"}, \"command\": \"npx\"}";
        var fourSpaces = GOOD.replace("  ", "    ");
        var noNewline = GOOD.strip();
        var tabs = GOOD.replace("  \"type\"", "\t\"type\"");
        assertThat(at(mcpFile(minified), "mcp-json-style")).containsExactly("1:1");
        assertThat(at(mcpFile(fourSpaces), "mcp-json-style")).containsExactly("2:1");
        assertThat(at(mcpFile(noNewline), "mcp-json-style")).containsExactly("11:1");
        assertThat(at(mcpFile(tabs), "mcp-json-style")).containsExactly("5:1");
        assertThat(at(mcpFile(GOOD + "\n"), "mcp-json-style")).containsExactly("12:1");
        for (var bad : new String[] {minified, fourSpaces, noNewline, tabs, GOOD + "\n"}) {
            var style = only(mcpFile(bad), "mcp-json-style").get(0);
            assertThat(style.severity()).isEqualTo(Severity.WARNING);
            assertThat(style.fixes()).singleElement().satisfies(fix -> {
                assertThat(fix.title()).isEqualTo("Reformat (2-space indent, trailing newline)");
                assertThat(fix.edits()).hasSize(1);
                assertThat(mcpFile(fix.applyTo(bad))).isEmpty();
            });
        }
        assertThat(only(mcpFile(minified), "mcp-json-style").get(0).fixes().get(0).applyTo(minified)).isEqualTo("""
                {
                  "_meta": {
                    "name": "io.example/mcp"
                  },
                  "command": "npx"
                }
                """);
        assertThat(at(mcpFile(GOOD), "mcp-json-style")).isEmpty();
    }

    @Test
    void mcpTransport() {
        var noCommand = GOOD.replace("  \"command\": \"npx\",\n", "").replace("  \"args\": [\n    \"-y\",\n"
                + "    \"@example/mcp\"\n  ]\n", "  \"args\": []\n");
        assertThat(at(mcpFile(noCommand), "mcp-transport")).containsExactly("5:11");
        var httpWithoutUrl = GOOD.replace("\"stdio\"", "\"http\"");
        assertThat(at(mcpFile(httpWithoutUrl), "mcp-transport")).containsExactly("5:11");
        assertThat(only(mcpFile(httpWithoutUrl), "mcp-transport").get(0).message())
                .contains("no \"url\"").contains("\"type\": \"stdio\"");
        var unknownType = GOOD.replace("\"stdio\"", "\"websocket\"");
        assertThat(at(mcpFile(unknownType), "mcp-transport")).containsExactly("5:11");
        var nothing = "{\n  \"_meta\": {\n    \"name\": \"io.example/mcp\"\n  }\n}\n";
        assertThat(at(mcpFile(nothing), "mcp-transport")).containsExactly("1:1");
        var urlWithoutType = "{\n  \"_meta\": {\n    \"name\": \"io.example/mcp\"\n  },\n"
                + "  \"url\": \"https://mcp.example.io/mcp\"\n}\n";
        assertThat(at(mcpFile(urlWithoutType), "mcp-transport")).containsExactly("5:3");
        var remote = urlWithoutType.replace("  \"url\"", "  \"type\": \"streamable-http\",\n  \"url\"");
        assertThat(mcpFile(remote)).isEmpty();
        assertThat(mcpFile(remote.replace("streamable-http", "sse"))).isEmpty();
        assertThat(mcpFile(GOOD.replace("  \"type\": \"stdio\",\n", ""))).isEmpty();
    }

    @Test
    void mcpDependencies() {
        var bad = GOOD.replace("  \"type\"", "  \"dependencies\": {\n    \"mcps\": []\n  },\n  \"type\"");
        var diagnostics = mcpFile(bad);
        assertThat(at(diagnostics, "mcp-dependencies")).containsExactly("5:3");
        assertThat(McpChecks.covered(bad, only(diagnostics, "mcp-dependencies").get(0))).isEqualTo("\"dependencies\"");
        assertThat(at(mcpFile(GOOD), "mcp-dependencies")).isEmpty();
    }
}
