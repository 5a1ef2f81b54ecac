package dev.catalogstudio.model.format.oaf;

import static dev.catalogstudio.model.format.oaf.OafTexts.ranges;
import static dev.catalogstudio.model.format.oaf.OafTexts.withFields;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The rules for mcp-configs/<server>/ActiveMCP.json and config.yaml (open-agent-format.md § MCP Configs). */
class OafMcpConfigRulesTest {

    private static final OafAgent AGENT = OafAgent.of(FrontmatterDocument.parse(SourceText.of(withFields("""
            mcpServers:
              - vendor: "block"
                server: "filesystem"
                version: "1.0.0"
                configDir: "mcp-configs/filesystem"
            """))));
    private static final OafMcpConfigContext CONTEXT =
            new OafMcpConfigContext("mcp-configs/filesystem", Optional.of(AGENT));

    private static final String ACTIVE = """
            {
              "vendor": "block",
              "server": "filesystem",
              "version": "1.0.0",
              "selectedTools": [
                {"name": "read_file", "enabled": true},
                {"name": "write_file", "enabled": false},
                {"name": "list_directory"}
              ],
              "excludedTools": ["delete_file", "write_file"],
              "contextStrategy": "subset"
            }
            """;
    private static final String CONFIG = """
            vendor: "block"
            server: "filesystem"
            version: "1.0.0"
            connection:
              type: "sse"
              url: "http://localhost:8811/sse"
              timeout: 60
            auth:
              type: "bearer"
              token: "${FILESYSTEM_TOKEN}"
            """;

    @Test
    void theSpecExamplesHaveNoDiagnostics() {
        assertThat(active(ACTIVE)).isEmpty();
        assertThat(config(CONFIG)).isEmpty();
    }

    @Test
    void oafActivemcpMismatch() {
        assertThat(ranges(active(ACTIVE.replace("\"version\": \"1.0.0\"", "\"version\": \"1.1.0\"")),
                Rule.OAF_ACTIVEMCP_MISMATCH)).containsExactly("4:14-4:21");
        var yaml = config(CONFIG.replace("vendor: \"block\"", "vendor: block-inc"));
        assertThat(ranges(yaml, Rule.OAF_ACTIVEMCP_MISMATCH)).containsExactly("1:9-1:18");
        assertThat(yaml.get(0).message()).contains("'block-inc'", "'block'", "line 12");
        var unowned = new OafMcpConfigContext("mcp-configs/other", Optional.of(AGENT));
        assertThat(check("config.yaml", CONFIG.replace("\"block\"", "\"x\""), unowned)).isEmpty();
    }

    @Test
    void oafToolConflictInActiveMcp() {
        String conflict = ACTIVE.replace("\"delete_file\", \"write_file\"", "\"list_directory\", \"read_file\"");
        assertThat(ranges(active(conflict), Rule.OAF_TOOL_CONFLICT)).containsExactly("10:21-10:37", "10:39-10:50");
    }

    @Test
    void oafEnumInMcpConfigs() {
        var json = active(ACTIVE.replace("\"subset\"", "\"Subset\""));
        assertThat(ranges(json, Rule.OAF_ENUM)).containsExactly("11:22-11:30");
        assertThat(json.get(0).fixes().get(0).applyTo(ACTIVE.replace("\"subset\"", "\"Subset\"")))
                .isEqualTo(ACTIVE);
        var yaml = config(CONFIG.replace("type: \"sse\"", "type: ws").replace("\"bearer\"", "\"basic\""));
        assertThat(ranges(yaml, Rule.OAF_ENUM)).containsExactly("5:9-5:11", "9:9-9:16");
    }

    @Test
    void secretLiteralInAuthToken() {
        var bearer = config(CONFIG.replace("\"${FILESYSTEM_TOKEN}\"", "\"Bearer sk-1234567890abcdef\""));
        assertThat(ranges(bearer, Rule.SECRET_LITERAL)).containsExactly("10:18-10:37");
        assertThat(bearer.get(0).message()).doesNotContain("sk-1234567890abcdef");
        assertThat(ranges(config(CONFIG.replace("\"${FILESYSTEM_TOKEN}\"", "ghp_abcdef123456")), Rule.SECRET_LITERAL))
                .containsExactly("10:10-10:26");
        assertThat(config(CONFIG.replace("\"${FILESYSTEM_TOKEN}\"", "\"<your-token>\""))).isEmpty();
        assertThat(config(CONFIG.replace("\"${FILESYSTEM_TOKEN}\"", "\"Bearer ${TOKEN}\""))).isEmpty();
    }

    @Test
    void brokenFilesGetTheirSyntaxCodesOnly() {
        assertThat(active("{\"vendor\": }")).extracting(Diagnostic::rule).containsExactly(Rule.MCP_JSON_SYNTAX);
        assertThat(active("[1]")).extracting(Diagnostic::rule).containsExactly(Rule.FIELD_TYPE);
        assertThat(active("{\"server\": \"a\", \"server\": \"b\"}")).extracting(Diagnostic::rule)
                .contains(Rule.DUPLICATE_KEY);
        assertThat(config("vendor: [\n")).extracting(Diagnostic::rule).containsExactly(Rule.YAML_SYNTAX);
        assertThat(config("- a\n- b\n")).extracting(Diagnostic::rule).containsExactly(Rule.FIELD_TYPE);
        assertThat(config("")).isEmpty();
        assertThat(config("connection: {timeout: \"60s\"}\nauth: {token: 5}\n")).extracting(Diagnostic::rule)
                .containsExactly(Rule.FIELD_TYPE, Rule.FIELD_TYPE);
    }

    private static List<Diagnostic> active(String text) {
        return check("ActiveMCP.json", text, CONTEXT);
    }

    private static List<Diagnostic> config(String text) {
        return check("config.yaml", text, CONTEXT);
    }

    private static List<Diagnostic> check(String file, String text, OafMcpConfigContext context) {
        var out = new Diagnostics();
        if (file.equals("ActiveMCP.json")) {
            OafActiveMcpRules.check(SourceText.of(text), context, out);
        } else {
            OafConfigYamlRules.check(SourceText.of(text), context, out);
        }
        return out.sorted();
    }
}
