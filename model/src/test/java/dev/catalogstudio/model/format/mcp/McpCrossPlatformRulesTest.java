package dev.catalogstudio.model.format.mcp;

import static dev.catalogstudio.model.format.mcp.McpChecks.at;
import static dev.catalogstudio.model.format.mcp.McpChecks.covered;
import static dev.catalogstudio.model.format.mcp.McpChecks.mcpFile;
import static dev.catalogstudio.model.format.mcp.McpChecks.only;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** metaagents.md § MCP cross-platform rules and § Placeholder substitution. */
class McpCrossPlatformRulesTest {

    /** An MCP file with {@code command} and {@code args} (JSON-encoded here) on lines 5 and 6. */
    static String stdio(String command, String... args) {
        var items = new StringBuilder();
        for (int i = 0; i < args.length; i++) {
            items.append(i == 0 ? "" : ",").append("\n    ").append(args[i]);
        }
        return "{\n  \"_meta\": {\n    \"name\": \"io.example/mcp\"\n  },\n  \"command\": " + command + ",\n"
                + "  \"args\": " + (args.length == 0 ? "[]" : "[" + items + "\n  ]") + "\n}\n";
    }

    @Test
    void mcpCommandAbsolute() {
        for (var path : List.of("\"/usr/bin/node\"", "\"C:\\\\Program Files\\\\nodejs\\\\node.exe\"", "\"./server\"",
                "\"bin/server\"", "\"C:node\"", "\"~/bin/server\"")) {
            var text = stdio(path, "\"server.js\"");
            var diagnostics = mcpFile(text);
            assertThat(at(diagnostics, "mcp-command-absolute")).as(path).containsExactly("5:14");
            assertThat(covered(text, only(diagnostics, "mcp-command-absolute").get(0))).isEqualTo(path);
        }
        assertThat(only(mcpFile(stdio("\"/usr/bin/node\"")), "mcp-command-absolute").get(0).message())
                .contains("bare executable name such as \"node\"");
        for (var bare : List.of("\"node\"", "\"npx\"", "\"uvx\"", "\"node.exe\"")) {
            assertThat(mcpFile(stdio(bare, "\"server.js\""))).as(bare).isEmpty();
        }
    }

    @Test
    void mcpShellWrapper() {
        var wrappers = List.of(
                stdio("\"bash\"", "\"-c\"", "\"npx -y @example/mcp\""),
                stdio("\"sh\"", "\"-lc\"", "\"npx\""),
                stdio("\"zsh\"", "\"-c\"", "\"npx\""),
                stdio("\"cmd\"", "\"/C\"", "\"npx\""),
                stdio("\"CMD.EXE\"", "\"/c\"", "\"npx\""),
                stdio("\"powershell\"", "\"-NoProfile\"", "\"-Command\"", "\"npx\""),
                stdio("\"pwsh.exe\"", "\"-c\"", "\"npx\""));
        for (var text : wrappers) {
            assertThat(at(mcpFile(text), "mcp-shell-wrapper")).as(text).containsExactly("5:14");
        }
        assertThat(only(mcpFile(wrappers.get(0)), "mcp-shell-wrapper").get(0).message())
                .contains("\"bash\"").contains("(\"command\": \"npx\" with its arguments in \"args\")");
        assertThat(mcpFile(stdio("\"npx\"", "\"-y\"", "\"@example/mcp\""))).isEmpty();
        assertThat(at(mcpFile(stdio("\"bash\"", "\"--version\"")), "mcp-shell-wrapper")).isEmpty();
        assertThat(at(mcpFile(stdio("\"bash\"", "\"-C\"")), "mcp-shell-wrapper")).isEmpty();
        assertThat(at(mcpFile(stdio("\"node\"", "\"-c\"", "\"x\"")), "mcp-shell-wrapper")).isEmpty();
        assertThat(at(mcpFile(stdio("\"cmd\"", "\"-c\"")), "mcp-shell-wrapper")).isEmpty();
    }

    @Test
    void mcpShellExpansion() {
        var text = stdio("\"npx\"", "\"$HOME/x\"", "\"--dir=${HOME}\"", "\"%APPDATA%\\\\x\"", "\"~/data\"",
                "\"a$b\"");
        var diagnostics = only(mcpFile(text), "mcp-shell-expansion");
        assertThat(diagnostics).extracting(d -> d.range().start().toString())
                .containsExactly("7:6", "8:12", "9:6", "10:6", "11:7");
        assertThat(diagnostics).extracting(d -> covered(text, d))
                .containsExactly("$HOME", "${HOME}", "%APPDATA%", "~/", "$b");
        assertThat(diagnostics.get(0).message()).contains("\"$HOME\" in an \"args\" item").contains("${workspaceDir}");
        var env = """
                {
                  "_meta": {
                    "name": "io.example/mcp"
                  },
                  "command": "npx",
                  "env": {
                    "CACHE": "${HOME}/.cache",
                    "MODE": "%MODE%",
                    "DATA": "${sharedDir}/data"
                  }
                }
                """;
        assertThat(at(mcpFile(env), "mcp-shell-expansion")).containsExactly("7:15", "8:14");
        assertThat(at(mcpFile(stdio("\"$NODE\"")), "mcp-shell-expansion")).containsExactly("5:15");
        var clean = stdio("\"npx\"", "\"${workspaceDir}/x\"", "\"--dir=${sharedDir}\"", "\"100%\"", "\"a~/b\"",
                "\"$\"", "\"cost: $5\"");
        assertThat(mcpFile(clean)).isEmpty();
    }

    @Test
    void placeholderUnknown() {
        var typo = stdio("\"npx\"", "\"--dir=${workspceDir}/x\"", "\"${WorkspaceDir}\"", "\"${shared}\"");
        var diagnostics = mcpFile(typo);
        assertThat(at(diagnostics, "placeholder-unknown")).containsExactly("7:12", "8:6", "9:6");
        assertThat(at(diagnostics, "mcp-shell-expansion")).isEmpty();
        var first = only(diagnostics, "placeholder-unknown").get(0);
        assertThat(covered(typo, first)).isEqualTo("${workspceDir}");
        assertThat(first.message()).contains("did you mean \"${workspaceDir}\"");
        var fixed = typo;
        for (int i = 0; i < 3; i++) {
            var next = only(mcpFile(fixed), "placeholder-unknown").get(0);
            assertThat(next.fixes()).hasSize(1);
            fixed = next.fixes().get(0).applyTo(fixed);
        }
        assertThat(fixed).contains("--dir=${workspaceDir}/x", "\"${workspaceDir}\"", "\"${sharedDir}\"");
        assertThat(mcpFile(fixed)).isEmpty();

        var elsewhere = """
                {
                  "_meta": {
                    "name": "io.example/mcp"
                  },
                  "type": "http",
                  "url": "https://${HOST}/mcp",
                  "headers": {
                    "X-Dir": "${workspceDir}"
                  },
                  "x-custom": {
                    "deep": [
                      "${HOME} $HOME %HOME% ${sharedDir}"
                    ]
                  }
                }
                """;
        var found = only(mcpFile(elsewhere), "placeholder-unknown");
        assertThat(found).extracting(d -> d.range().start().toString()).containsExactly("6:19", "8:15", "12:8");
        assertThat(found.get(0).fixes()).isEmpty();
        assertThat(found.get(0).message()).contains("${workspaceDir} or ${sharedDir}");
        assertThat(found.get(1).fixes()).hasSize(1);
        assertThat(at(mcpFile(elsewhere), "mcp-shell-expansion")).isEmpty();

        var unclosed = stdio("\"npx\"", "\"${workspaceDir/x\"");
        assertThat(at(mcpFile(unclosed), "placeholder-unknown")).containsExactly("7:6");
        var repaired = only(mcpFile(unclosed), "placeholder-unknown").get(0).fixes().get(0).applyTo(unclosed);
        assertThat(repaired).contains("\"${workspaceDir}/x\"");
        assertThat(mcpFile(repaired)).isEmpty();
    }
}
