package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.Plugins.mcp;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The plugin mcp.json rules (Agent Plugins 1.0 § 7.2, § 9.2, § 10.1, § 4.1), on the spec's examples and around them. */
class McpRulesTest {

    /** The plugin's files, relative to its root. */
    private static final Set<String> FILES = Set.of("bin/server", "bin/validator", "bin/tool.cmd", "bin/sub/x");

    private static List<Diagnostic> check(String text) {
        return check(text, "1.0.0");
    }

    private static List<Diagnostic> check(String text, String manifestVersion) {
        var out = new Diagnostics();
        McpRules.check(PluginMcpConfig.parse(SourceText.of(text)), new McpRules.Plugin(manifestVersion,
                FILES::contains, folder -> FILES.stream().anyMatch(f -> f.startsWith(folder + "/"))), out);
        return out.sorted();
    }

    private static List<String> codes(String text) {
        return check(text).stream().map(Diagnostic::code).toList();
    }

    /** The codes of one stdio server with {@code fields} (members after {@code "type": "stdio"}). */
    private static List<String> stdio(String fields) {
        return codes(mcp("\"s\": {\"type\": \"stdio\", " + fields + "}"));
    }

    /** The codes of one streamable-http server with {@code fields} (members after its type). */
    private static List<String> remote(String fields) {
        return codes(mcp("\"r\": {\"type\": \"streamable-http\", " + fields + "}"));
    }

    private static String slice(String text, Diagnostic d) {
        return text.substring(d.range().startOffset(), d.range().endOffset());
    }

    @Test
    void theSpecsThreeServerExampleHasOnlyTheDeprecatedSseNote() {
        assertThat(check(Plugins.THREE_SERVERS)).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("agent-plugin-transport-deprecated");
            assertThat(d.severity()).isEqualTo(Severity.INFO);
        });
    }

    @Test
    void theSpecsPlaceholderAndPathExamplesAreValid() {
        // § 9.2
        assertThat(check("""
                {
                  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
                  "mcpServers": {
                    "database": {
                      "type": "stdio",
                      "command": "npx",
                      "args": ["--config", "${PLUGIN_ROOT}/config/db.json"],
                      "cwd": "${PLUGIN_ROOT}",
                      "env": {
                        "DATA_DIR": "${PLUGIN_DATA}/database"
                      }
                    }
                  }
                }
                """)).isEmpty();
        // § 4.1, the valid one
        assertThat(stdio("\"command\": \"./bin/server\", \"cwd\": \"./data\"")).isEmpty();
        // § 7.2.1: an empty mcpServers object is valid
        assertThat(check(mcp(""))).isEmpty();
    }

    @Test
    void theSpecsInvalidPathExampleGivesOneErrorPerField() {
        String text = mcp("\"server\": {\"type\": \"stdio\", \"command\": \"../bin/server\", \"cwd\": \"data\"}");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("agent-plugin-path", "agent-plugin-path");
        assertThat(diagnostics).extracting(d -> slice(text, d)).containsExactly("\"../bin/server\"", "\"data\"");
        assertThat(diagnostics.get(1).fixes()).singleElement().satisfies(f -> assertThat(f.applyTo(text))
                .contains("\"cwd\": \"./data\""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"../foo", "/etc/passwd", "..\\x", "~/x", "$(rm -rf /)", "a b c"})
    void argsAndEnvValuesAreOpaqueStringsNeverJudgedAsPaths(String value) {
        assertThat(stdio("\"command\": \"node\", \"args\": [\"" + value.replace("\\", "\\\\") + "\"], \"env\": "
                + "{\"X\": \"" + value.replace("\\", "\\\\") + "\"}")).doesNotContain("agent-plugin-path",
                "agent-plugin-mcp-command");
    }

    @Test
    void agentPluginPathForCommandsThatAreNeitherBareNorDotSlash() {
        assertThat(stdio("\"command\": \"node\"")).isEmpty();
        assertThat(stdio("\"command\": \"node.exe\"")).isEmpty();
        assertThat(stdio("\"command\": \"./bin/server\"")).isEmpty();
        for (String command : List.of("bin/server", "/usr/bin/node", "C:\\\\tools\\\\node.exe", "../bin/server",
                "..", "~/bin/server", ".\\\\bin\\\\server", "./bin/../../x", "./..")) {
            assertThat(stdio("\"command\": \"" + command + "\"")).as(command).containsExactly("agent-plugin-path");
        }
    }

    @Test
    void backslashAndDotSlashlessCommandsGetAFix() {
        String text = mcp("\"s\": {\"type\": \"stdio\", \"command\": \".\\\\bin\\\\server\"}");
        assertThat(check(text).get(0).fixes().get(0).applyTo(text)).contains("\"command\": \"./bin/server\"");
    }

    @Test
    void agentPluginMcpCommandForShellStringsPlaceholdersAndEmptyCommands() {
        assertThat(stdio("\"command\": \"npx -y @scope/server\"")).containsExactly("agent-plugin-mcp-command");
        assertThat(stdio("\"command\": \"${PLUGIN_ROOT}/bin/server\"")).containsExactly("agent-plugin-mcp-command");
        assertThat(stdio("\"command\": \"${PLUGIN_DATA}/venv/bin/python\"")).containsExactly(
                "agent-plugin-mcp-command");
        assertThat(stdio("\"command\": \"\"")).containsExactly("agent-plugin-mcp-command");
        assertThat(stdio("\"command\": \"./\"")).containsExactly("agent-plugin-mcp-command");
        String text = mcp("\"s\": {\"type\": \"stdio\", \"command\": \"node server.js\"}");
        assertThat(check(text).get(0).message()).contains("\"command\": \"node\", \"args\": [\"server.js\"]");
        String root = mcp("\"s\": {\"type\": \"stdio\", \"command\": \"${PLUGIN_ROOT}/bin/server\"}");
        var d = check(root).get(0);
        assertThat(slice(root, d)).isEqualTo("${PLUGIN_ROOT}");
        assertThat(d.fixes().get(0).applyTo(root)).contains("\"command\": \"./bin/server\"");
    }

    @Test
    void aDotSlashCommandWithASpaceIsOneTokenWhenThatFileExists() {
        var out = new Diagnostics();
        McpRules.check(PluginMcpConfig.parse(SourceText.of(mcp("\"s\": {\"type\": \"stdio\", \"command\": "
                + "\"./My Tools/server\"}"))), new McpRules.Plugin("1.0.0", "My Tools/server"::equals, f -> false), out);
        assertThat(out.sorted()).isEmpty();
    }

    @Test
    void agentPluginCommandMissingIsAWarningForADotSlashCommandNamingNoFile() {
        assertThat(stdio("\"command\": \"./bin/nothing\"")).containsExactly("agent-plugin-command-missing");
        assertThat(check(mcp("\"s\": {\"type\": \"stdio\", \"command\": \"./bin/sub\"}")).get(0).message())
                .contains("names the folder bin/sub/");
        assertThat(check(mcp("\"s\": {\"type\": \"stdio\", \"command\": \"./bin/nothing\"}")).get(0).severity())
                .isEqualTo(Severity.WARNING);
        assertThat(stdio("\"command\": \"./bin/tool\"")).as("bin/tool.cmd, which Windows runs").isEmpty();
        assertThat(stdio("\"command\": \"./bin/./server\"")).isEmpty();
    }

    @Test
    void cwdFormsAndContainment() {
        for (String cwd : List.of("./", "./data", "${PLUGIN_ROOT}", "${PLUGIN_ROOT}/data", "${PLUGIN_DATA}",
                "${PLUGIN_DATA}/cache/x", "./a/../b", "${PLUGIN_DATA}/a/..")) {
            assertThat(stdio("\"command\": \"node\", \"cwd\": \"" + cwd + "\"")).as(cwd).isEmpty();
        }
        for (String cwd : List.of("data", ".", "/tmp", "~/x", "${PLUGIN_ROOTS}", "${PLUGIN_ROOT}x", "$PLUGIN_ROOT/x",
                "${plugin_data}/x", "./..", "${PLUGIN_ROOT}/..", "${PLUGIN_DATA}/../x", "${PLUGIN_ROOT}/a/../../b",
                "", "${HOME}")) {
            assertThat(stdio("\"command\": \"node\", \"cwd\": \"" + cwd + "\"")).as(cwd)
                    .containsExactly("agent-plugin-path");
        }
        String text = mcp("\"s\": {\"type\": \"stdio\", \"command\": \"node\", \"cwd\": \"$PLUGIN_DATA/x\"}");
        assertThat(check(text).get(0).fixes().get(0).applyTo(text)).contains("\"cwd\": \"${PLUGIN_DATA}/x\"");
    }

    @Test
    void agentPluginEnvReservedIsAnErrorForTheExactNamesAndAWarningForOtherCase() {
        String text = mcp("\"s\": {\"type\": \"stdio\", \"command\": \"node\", \"env\": {\"PLUGIN_DATA\": \"x\", "
                + "\"Plugin_Root\": \"y\", \"PLUGIN_ROOT_DIR\": \"z\"}}");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("agent-plugin-env-reserved",
                "agent-plugin-env-reserved");
        assertThat(diagnostics).extracting(Diagnostic::severity).containsExactly(Severity.ERROR, Severity.WARNING);
        assertThat(diagnostics).extracting(d -> slice(text, d)).containsExactly("\"PLUGIN_DATA\"", "\"Plugin_Root\"");
    }

    @Test
    void agentPluginPlaceholderInExpandedFieldsButNotForThePluginsTwo() {
        assertThat(stdio("\"command\": \"node\", \"args\": [\"${PLUGIN_ROOT}/a\", \"${PLUGIN_DATA}\"], "
                + "\"env\": {\"A\": \"${PLUGIN_ROOT}${PLUGIN_DATA}\"}")).isEmpty();
        assertThat(stdio("\"command\": \"node\", \"args\": [\"${HOME}\", \"$HOME\", \"%APPDATA%\", \"~/x\"]"))
                .containsExactly("agent-plugin-placeholder", "agent-plugin-placeholder", "agent-plugin-placeholder",
                        "agent-plugin-placeholder");
        String text = mcp("\"s\": {\"type\": \"stdio\", \"command\": \"node\", \"args\": [\"${plugin_root}/x\"]}");
        var d = check(text).get(0);
        assertThat(d.message()).contains("did you mean \"${PLUGIN_ROOT}\"");
        assertThat(d.fixes().get(0).applyTo(text)).contains("\"${PLUGIN_ROOT}/x\"");
        assertThat(stdio("\"command\": \"node\", \"args\": [\"${PLUGIN_ROOT\"]")).containsExactly(
                "agent-plugin-placeholder");
        assertThat(stdio("\"command\": \"node\", \"env\": {\"${NAME}\": \"x\"}")).containsExactly(
                "agent-plugin-placeholder");
    }

    @Test
    void agentPluginMcpServerForVariantsTheirFieldsAndRequiredMembers() {
        assertThat(stdio("\"command\": \"node\", \"headers\": {}")).containsExactly("agent-plugin-mcp-server");
        assertThat(remote("\"url\": \"https://x.example.com\", \"env\": {}")).containsExactly(
                "agent-plugin-mcp-server");
        assertThat(remote("\"url\": \"https://x.example.com\", \"oauth\": {}")).containsExactly(
                "agent-plugin-mcp-server");
        assertThat(stdio("\"args\": []")).containsExactly("agent-plugin-mcp-server");
        assertThat(remote("\"headers\": {}")).containsExactly("agent-plugin-mcp-server");
        assertThat(codes(mcp("\"s\": {\"command\": \"node\"}"))).containsExactly("agent-plugin-mcp-server");
        assertThat(codes(mcp("\"s\": {\"type\": \"websocket\", \"url\": \"wss://x\"}"))).containsExactly(
                "agent-plugin-mcp-server");
        assertThat(codes(mcp("\"s\": {\"type\": \"Stdio\", \"command\": \"node\"}"))).containsExactly(
                "agent-plugin-mcp-server");
        assertThat(codes(mcp("\"s\": null"))).containsExactly("agent-plugin-mcp-server");
        assertThat(codes(mcp("\"s\": {\"type\": 1, \"command\": \"node\"}"))).containsExactly("field-type");
    }

    @Test
    void fieldTypeForEachServerFieldOfTheWrongType() {
        assertThat(stdio("\"command\": [\"node\"], \"args\": \"a b\", \"env\": {\"A\": 1}, \"cwd\": 2")).containsExactly(
                "field-type", "field-type", "field-type", "field-type");
        assertThat(remote("\"url\": {\"href\": \"https://x\"}, \"headers\": [\"X: y\"]")).containsExactly(
                "field-type", "field-type");
        assertThat(stdio("\"command\": \"node\", \"args\": [\"a\", 1, null]")).containsExactly("field-type",
                "field-type");
    }

    @Test
    void agentPluginUrlAcceptsHttpsAndLoopbackHttpOnly() {
        for (String url : List.of("https://mcp.example.com/mcp", "https://mcp.example.com:8443/a?b=c",
                "http://localhost/mcp", "http://LOCALHOST:3000", "http://127.0.0.1:8080/mcp", "http://127.255.0.9",
                "http://[::1]:9000/mcp", "http://[0:0:0:0:0:0:0:1]/", "HTTPS://MCP.EXAMPLE.COM",
                "https://my_host.internal/mcp")) {
            assertThat(remote("\"url\": \"" + url + "\"")).as(url).isEmpty();
        }
        for (String url : List.of("http://mcp.example.com", "http://localhost.example.com", "http://128.0.0.1",
                "http://10.0.0.1", "http://[::2]", "http://127.0.0.256", "ws://localhost", "mcp.example.com",
                "https://u:p@mcp.example.com", "https://mcp.example.com/#", "https://", "https:///mcp", "",
                "https://${HOST}/mcp", "https://mcp example.com")) {
            assertThat(remote("\"url\": \"" + url + "\"")).as(url).containsOnly("agent-plugin-url");
        }
    }

    @Test
    void aUrlWithSeveralProblemsGetsOneDiagnosticEach() {
        String text = mcp("\"r\": {\"type\": \"streamable-http\", \"url\": \"http://u:secret@mcp.example.com/mcp#x\"}");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(d -> slice(text, d)).containsExactly("http", "u:secret@", "#x");
        assertThat(diagnostics).allMatch(d -> !d.message().contains("secret@"));
    }

    @Test
    void agentPluginHeaderForNamesThatAreNoTokensValuesThatAreNoFieldValuesAndCaseDuplicates() {
        assertThat(remote("\"url\": \"https://x.example.com\", \"headers\": {\"X-Tenant\": \"a b\", \"Accept\": "
                + "\"text/event-stream\"}")).isEmpty();
        assertThat(remote("\"url\": \"https://x.example.com\", \"headers\": {\"X:Y\": \"a\", \"\": \"b\", "
                + "\"X\u00e9\": \"c\"}")).containsExactly("agent-plugin-header", "agent-plugin-header",
                "agent-plugin-header");
        assertThat(remote("\"url\": \"https://x.example.com\", \"headers\": {\"X-A\": \"a\\nb\"}")).containsExactly(
                "agent-plugin-header");
        assertThat(remote("\"url\": \"https://x.example.com\", \"headers\": {\"X-A\": \"a\", \"x-a\": \"b\", "
                + "\"X-a\": \"c\"}")).containsExactly("agent-plugin-header", "agent-plugin-header");
    }

    @Test
    void secretLiteralInEnvAndHeadersButNotForStandInsOrReferences() {
        String text = mcp("\"s\": {\"type\": \"stdio\", \"command\": \"node\", \"env\": {\"API_TOKEN\": "
                + "\"sk-live-0123456789abcdef\", \"TOKEN_FILE\": \"${PLUGIN_DATA}/token\", \"API_KEY\": \"<your-key>\"}},"
                + "\"r\": {\"type\": \"streamable-http\", \"url\": \"https://x.example.com\", \"headers\": "
                + "{\"Authorization\": \"Bearer abcdef0123456789\", \"X-Api-Key\": \"k-9f8e7d6c5b4a\"}}");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("secret-literal", "secret-literal",
                "secret-literal");
        assertThat(diagnostics).extracting(d -> slice(text, d)).containsExactly("sk-live-0123456789abcdef",
                "abcdef0123456789", "k-9f8e7d6c5b4a");
        assertThat(diagnostics).allMatch(d -> d.severity() == Severity.WARNING)
                .allMatch(d -> !d.message().contains("abcdef") && !d.message().contains("${API_TOKEN}"));
        assertThat(diagnostics.get(0).message()).contains("§ 9.2");
        assertThat(diagnostics.get(1).message()).contains("§ 7.2.1").contains("clients manage authorization");
    }

    @Test
    void agentPluginSchemaForAMissingWrongOrUnsupportedIdentifier() {
        assertThat(codes("{\"mcpServers\": {}}")).containsExactly("agent-plugin-schema");
        assertThat(codes("{\"$schema\": 1, \"mcpServers\": {}}")).containsExactly("agent-plugin-schema");
        String text = "{\"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\", \"mcpServers\": {}}";
        var d = check(text);
        assertThat(d).extracting(Diagnostic::code).containsExactly("agent-plugin-schema");
        assertThat(d.get(0).message()).contains("manifest schema");
        assertThat(d.get(0).fixes().get(0).applyTo(text)).contains(Plugins.MCP_SCHEMA);
        assertThat(check(mcp("").replace("1.0.0", "2.0.0"), "2.0.0")).singleElement().satisfies(e -> {
            assertThat(e.code()).isEqualTo("agent-plugin-schema");
            assertThat(e.message()).contains("2.0.0").contains("implements 1.0.0");
        });
    }

    @Test
    void agentPluginSchemaMismatchWhenTheVersionsDiffer() {
        assertThat(codes(mcp("").replace("1.0.0", "1.1.0"))).containsExactly("agent-plugin-schema-mismatch");
        var d = check(mcp(""), "2.0.0");
        assertThat(d).singleElement().satisfies(e -> {
            assertThat(e.code()).isEqualTo("agent-plugin-schema-mismatch");
            assertThat(e.message()).contains("mcp.json targets Agent Plugins 1.0.0 but plugin.json targets 2.0.0");
        });
        assertThat(check(mcp(""), null)).as("no manifest version to compare with").isEmpty();
    }

    @Test
    void agentPluginMcpConfigForTheTopLevel() {
        assertThat(codes("{\"$schema\": \"" + Plugins.MCP_SCHEMA + "\"}")).containsExactly("agent-plugin-mcp-config");
        assertThat(codes("{\"$schema\": \"" + Plugins.MCP_SCHEMA + "\", \"mcpServers\": []}")).containsExactly(
                "agent-plugin-mcp-config");
        assertThat(codes("{\"$schema\": \"" + Plugins.MCP_SCHEMA + "\", \"mcpServers\": {}, \"inputs\": []}"))
                .containsExactly("agent-plugin-mcp-config");
        assertThat(codes("[]")).containsExactly("agent-plugin-json-syntax");
        assertThat(codes("{\"$schema\": \"" + Plugins.MCP_SCHEMA + "\", \"mcpServers\": {},}")).containsExactly(
                "agent-plugin-json-syntax");
    }

    @Test
    void agentPluginJsonSyntaxNamesWhereAnUnclosedObjectOpened() {
        var d = check("{\"$schema\": \"" + Plugins.MCP_SCHEMA + "\", \"mcpServers\": {");
        assertThat(d).singleElement().satisfies(e -> assertThat(e.message()).contains("opened at line 1, column")
                .doesNotContain("Source:"));
    }

    @Test
    void duplicateKeyForARepeatedServerName() {
        String text = mcp("\"a\": {\"type\": \"stdio\", \"command\": \"node\"}, \"a\": {\"type\": \"stdio\", "
                + "\"command\": \"deno\"}");
        assertThat(codes(text)).containsExactly("duplicate-key");
    }
}
