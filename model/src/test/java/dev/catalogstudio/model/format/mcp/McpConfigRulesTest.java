package dev.catalogstudio.model.format.mcp;

import static dev.catalogstudio.model.format.mcp.McpChecks.at;
import static dev.catalogstudio.model.format.mcp.McpChecks.codes;
import static dev.catalogstudio.model.format.mcp.McpChecks.mcpConfig;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import org.junit.jupiter.api.Test;

/** Workspace {@code .mcp.json}: workspace-skills.md § Configuration, § Tool naming. */
class McpConfigRulesTest {

    static final String GOOD = """
            {
              "mcpServers": {
                "github": {
                  "command": "github-mcp-server",
                  "args": ["--log-dir", "$HOME/logs", "/usr/share/x"],
                  "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" }
                },
                "my-api": {
                  "type": "http",
                  "url": "http://localhost:8080/mcp",
                  "headers": { "Authorization": "Bearer ${API_TOKEN}" }
                },
                "local": {
                  "command": "/opt/tools/server",
                  "args": ["-c", "~/x"]
                }
              }
            }
            """;

    @Test
    void aCorrectConfigIsCleanAndExpansionRulesDoNotApply() {
        assertThat(mcpConfig(GOOD)).isEmpty();
    }

    @Test
    void serversAreListedWithTheirNameRanges() {
        var config = McpConfig.parse(SourceText.of(GOOD));
        assertThat(config.servers()).extracting(McpConfig.Server::name).containsExactly("github", "my-api", "local");
        assertThat(config.servers().get(1).nameRange().start().toString()).isEqualTo("8:5");
        assertThat(config.servers().get(1).definition()).isPresent();
        assertThat(McpConfig.parse(SourceText.of("[]")).servers()).isEmpty();
    }

    @Test
    void mcpConfigSyntax() {
        assertThat(at(mcpConfig("{\n  \"mcpServers\": {\n    \"a\": {\"command\": \"x\"},\n  }\n}\n"),
                "mcp-config-syntax")).containsExactly("4:3");
        assertThat(at(mcpConfig("[\n  1\n]\n"), "mcp-config-syntax")).containsExactly("1:1");
        assertThat(at(mcpConfig("{\n  \"servers\": {}\n}\n"), "mcp-config-syntax")).containsExactly("1:1");
        assertThat(at(mcpConfig("{\n  \"mcpServers\": [\n    {}\n  ]\n}\n"), "mcp-config-syntax"))
                .containsExactly("2:17");
        assertThat(at(mcpConfig("{\n  \"mcpServers\": {\n    \"a\": \"npx\"\n  }\n}\n"), "mcp-config-syntax"))
                .containsExactly("3:10");
        assertThat(mcpConfig("{\n  \"mcpServers\": {}\n}\n")).isEmpty();
    }

    @Test
    void mcpServerTransport() {
        var bad = """
                {
                  "mcpServers": {
                    "nothing": { "args": ["x"] },
                    "stdio-url": { "type": "stdio", "url": "http://localhost/mcp" },
                    "http-command": { "type": "http", "command": "npx" },
                    "sse-command": { "type": "sse", "command": "npx" },
                    "odd": { "type": "websocket", "url": "ws://localhost" }
                  }
                }
                """;
        assertThat(at(mcpConfig(bad), "mcp-server-transport")).containsExactly("3:5", "4:28", "5:31", "6:30", "7:22");
        assertThat(codes(mcpConfig(bad))).containsOnly("mcp-server-transport");
        var fixed = """
                {
                  "mcpServers": {
                    "nothing": { "command": "x" },
                    "stdio-url": { "type": "http", "url": "http://localhost/mcp" },
                    "http-command": { "type": "stdio", "command": "npx" },
                    "sse-command": { "command": "npx" },
                    "odd": { "type": "sse", "url": "http://localhost" }
                  }
                }
                """;
        assertThat(mcpConfig(fixed)).isEmpty();
    }

    @Test
    void mcpServerName() {
        var bad = "{\n  \"mcpServers\": {\n    \"my__api\": { \"command\": \"x\" }\n  }\n}\n";
        assertThat(at(mcpConfig(bad), "mcp-server-name")).containsExactly("3:5");
        assertThat(mcpConfig(bad).get(0).message()).contains("\"my-api\"");
        assertThat(mcpConfig(bad.replace("my__api", "my_api"))).isEmpty();
    }

    @Test
    void duplicateKey() {
        var bad = "{\n  \"mcpServers\": {\n    \"a\": { \"command\": \"x\" },\n    \"a\": { \"command\": \"y\" }\n"
                + "  }\n}\n";
        assertThat(at(mcpConfig(bad), "duplicate-key")).containsExactly("4:5");
        assertThat(mcpConfig(bad.replace("\"a\": { \"command\": \"y\" }", "\"b\": { \"command\": \"y\" }")))
                .isEmpty();
    }

    @Test
    void fieldType() {
        var bad = "{\n  \"mcpServers\": {\n    \"a\": { \"command\": \"x\", \"args\": \"--flag\" }\n  }\n}\n";
        assertThat(at(mcpConfig(bad), "field-type")).containsExactly("3:36");
    }
}
