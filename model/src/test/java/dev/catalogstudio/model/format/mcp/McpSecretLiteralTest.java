package dev.catalogstudio.model.format.mcp;

import static dev.catalogstudio.model.format.mcp.McpChecks.at;
import static dev.catalogstudio.model.format.mcp.McpChecks.covered;
import static dev.catalogstudio.model.format.mcp.McpChecks.mcpConfig;
import static dev.catalogstudio.model.format.mcp.McpChecks.mcpFile;
import static dev.catalogstudio.model.format.mcp.McpChecks.only;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.common.Credentials;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code secret-literal}, shared by MCP files and {@code .mcp.json} (RULES.md § Workspace skills and .mcp.json). */
class McpSecretLiteralTest {

    private static final String CONFIG = """
            {
              "mcpServers": {
                "github": {
                  "command": "github-mcp-server",
                  "args": ["--token", "ghp_abc123", "--api-key=sk-live-42", "--key", "${KEY}"],
                  "env": {
                    "GITHUB_TOKEN": "ghp_abc123",
                    "DB_PASSWORD": "hunter2",
                    "API_KEY": "${API_KEY}",
                    "AUTH_URL": "https://auth.example.io",
                    "LOG_LEVEL": "debug"
                  }
                },
                "my-api": {
                  "type": "http",
                  "url": "http://localhost:8080/mcp",
                  "headers": {
                    "Authorization": "Bearer sk-abc",
                    "X-Upstream": "token ${UPSTREAM}",
                    "X-Api-Key": "raw-key-value",
                    "Accept": "application/json"
                  }
                }
              }
            }
            """;

    @Test
    void secretLiteral() {
        var diagnostics = only(mcpConfig(CONFIG), "secret-literal");
        assertThat(diagnostics).extracting(d -> d.range().start().toString())
                .containsExactly("5:28", "5:52", "7:26", "8:25", "18:34", "20:23");
        assertThat(diagnostics).extracting(d -> covered(CONFIG, d))
                .containsExactly("ghp_abc123", "sk-live-42", "ghp_abc123", "hunter2", "sk-abc", "raw-key-value");
        assertThat(diagnostics).allSatisfy(d -> {
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.message()).doesNotContain("ghp_abc123", "hunter2", "sk-abc", "raw-key-value");
        });
        assertThat(diagnostics.get(4).message()).contains("headers.Authorization")
                .contains("\"Bearer ${API_TOKEN}\"");

        var fixed = CONFIG.replace("\"ghp_abc123\"", "\"${GITHUB_TOKEN}\"").replace("sk-live-42", "${API_KEY}")
                .replace("hunter2", "${DB_PASSWORD}").replace("Bearer sk-abc", "Bearer ${API_TOKEN}")
                .replace("raw-key-value", "${X_API_KEY}");
        assertThat(mcpConfig(fixed)).isEmpty();
    }

    @Test
    void secretLiteralInAnMcpFileAsksForAStandIn() {
        var text = """
                {
                  "_meta": {
                    "name": "io.example/mcp"
                  },
                  "command": "npx",
                  "env": {
                    "SERVICE_TOKEN": "tok_live_9f8e7d"
                  }
                }
                """;
        var diagnostics = only(mcpFile(text), "secret-literal");
        assertThat(at(diagnostics, "secret-literal")).containsExactly("7:23");
        assertThat(diagnostics.get(0).message()).contains("\"<your-token>\"").contains("${workspaceDir}");
        assertThat(mcpFile(text.replace("tok_live_9f8e7d", "<your-token>"))).isEmpty();
        assertThat(mcpFile(text.replace("tok_live_9f8e7d", ""))).isEmpty();
    }

    @Test
    void standInsAreNotSecrets() {
        for (var standIn : List.of("", " ", "...", "\u2026", "xxxx", "XXXX-XXXX", "***", "<token>", "YOUR_API_KEY",
                "your-token-here", "changeme", "REDACTED", "none", "false", "$TOKEN", "%TOKEN%", "${TOKEN}",
                "${sharedDir}/token.json")) {
            assertThat(Credentials.isLiteral(standIn)).as(standIn).isFalse();
        }
        for (var secret : List.of("ghp_abc123", "hunter2", "sk-1234", "x1")) {
            assertThat(Credentials.isLiteral(secret)).as(secret).isTrue();
        }
        var workspaceExample = """
                {
                  "mcpServers": {
                    "github": {
                      "command": "github-mcp-server",
                      "args": ["--token", "..."]
                    },
                    "my-api": {
                      "type": "http",
                      "url": "http://localhost:8080/mcp",
                      "headers": { "Authorization": "Bearer ..." }
                    }
                  }
                }
                """;
        assertThat(mcpConfig(workspaceExample)).isEmpty();
    }
}
