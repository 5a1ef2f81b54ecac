package dev.catalogstudio.model.format.agentplugins;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.formats.Specs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The field specifications say what the rules check, and every Agent Plugins rule points at a section of the spec as
 * published at the commit the rules implement.
 */
class AgentPluginsSpecsTest {

    /** The spec these rules implement: agent-plugins-spec at bd38355, {@code spec/1.0.0.md}. */
    private static final String SPEC = "https://github.com/agentplugins/agent-plugins-spec/blob/"
            + "bd383552095128f6effe895b9257cfd580a6d179/spec/1.0.0.md#";

    /** GitHub's anchors of the headings of spec/1.0.0.md at that commit. */
    private static final Set<String> ANCHORS = Set.of("1-status-and-version", "2-conformance-language",
            "3-terminology", "4-plugin-package-model", "41-general-requirements", "42-standard-layout", "5-manifest",
            "51-location-and-loading", "52-manifest-object", "53-required-fields", "54-metadata-fields",
            "55-plugin-name-constraints", "56-extensions-field", "6-component-discovery", "61-fixed-locations",
            "62-missing-locations", "7-component-types", "71-skills", "72-mcp-servers",
            "721-discovery-and-configuration", "stdio", "streamable-http-and-legacy-httpsse", "transport-support",
            "722-loading-rules", "8-client-extensions", "81-manifest-extension-data", "82-extension-directories",
            "9-environment-variables-and-placeholder-expansion", "91-subprocess-environment",
            "92-placeholder-expansion", "10-versioning", "101-specification-and-schema-versions",
            "102-plugin-versions", "11-client-conformance");

    private static KindSpec spec(String id) {
        return Specs.byId(id).orElseThrow();
    }

    @Test
    void everyAgentPluginRuleLinksASectionOfThePinnedSpec() {
        var rules = Arrays.stream(Rule.values()).filter(r -> r.id().startsWith("agent-plugin-")).toList();

        assertThat(rules).hasSize(23);
        assertThat(rules).allSatisfy(r -> {
            assertThat(r.spec()).as(r.id()).startsWith(SPEC);
            assertThat(ANCHORS).as(r.id()).contains(r.spec().substring(SPEC.length()));
        });
    }

    @Test
    void theManifestSpecNamesTheFieldsTheRulesAllow() {
        var manifest = spec("agent-plugin-manifest");

        assertThat(manifest.knownKeys()).isEqualTo(AgentPluginManifestRules.FIELDS);
        assertThat(manifest.field("author").orElseThrow().fields()).extracting(f -> f.name())
                .isEqualTo(AgentPluginManifestRules.AUTHOR_FIELDS);
        assertThat(manifest.field("name").orElseThrow().pattern()).isEqualTo(PluginName.PATTERN);
        assertThat(manifest.field("name").orElseThrow().maxLength()).isEqualTo(PluginName.MAX_LENGTH);
        assertThat(manifest.field("$schema").orElseThrow().allowed()).containsExactly(SchemaId.MANIFEST);
        assertThat(manifest.documentKind()).contains(AgentPluginsFormat.MANIFEST);
    }

    @Test
    void theMcpConfigSpecNamesEveryVariantsFields() {
        var config = spec("agent-plugin-mcp-config");
        var server = config.field("mcpServers").orElseThrow();
        var union = new ArrayList<>(ServerRules.STDIO_FIELDS);
        ServerRules.REMOTE_FIELDS.stream().filter(f -> !union.contains(f)).forEach(union::add);

        assertThat(config.knownKeys()).containsExactly("$schema", "mcpServers");
        assertThat(server.fields()).extracting(f -> f.name()).isEqualTo(union);
        assertThat(server.field("type").orElseThrow().allowed()).containsExactly(ServerRules.STDIO,
                ServerRules.STREAMABLE_HTTP, ServerRules.SSE);
        assertThat(config.field("$schema").orElseThrow().allowed()).containsExactly(SchemaId.MCP);
        assertThat(config.documentKind()).contains(AgentPluginsFormat.MCP_CONFIG);
    }

    @Test
    void theCwdPatternIsTheOfficialSchemasAndAgreesWithTheFormsTheRulesAccept() {
        assertThat(AgentPluginsSpecs.CWD_PATTERN)
                .isEqualTo("^(?:\\./|\\$\\{PLUGIN_ROOT\\}(?:/|$)|\\$\\{PLUGIN_DATA\\}(?:/|$))");
        var pattern = java.util.regex.Pattern.compile(AgentPluginsSpecs.CWD_PATTERN);
        for (String cwd : List.of("./", "./x", "${PLUGIN_ROOT}", "${PLUGIN_ROOT}/x", "${PLUGIN_DATA}", "data", ".",
                "${PLUGIN_ROOT}x", "/x", "${PLUGIN_DATA}/../x")) {
            var out = new dev.catalogstudio.model.diag.Diagnostics();
            McpRules.check(PluginMcpConfig.parse(dev.catalogstudio.model.text.SourceText.of(Plugins.mcp(
                    "\"s\": {\"type\": \"stdio\", \"command\": \"node\", \"cwd\": \"" + cwd + "\"}"))),
                    new McpRules.Plugin("1.0.0", f -> false, f -> false), out);
            boolean formError = out.sorted().stream().anyMatch(d -> d.code().equals("agent-plugin-path")
                    && d.message().contains("none of the forms"));
            assertThat(formError).as(cwd).isEqualTo(!pattern.matcher(cwd).find());
        }
    }

    @Test
    void schemaIdentifiersAreReadExactly() {
        assertThat(SchemaId.parse(SchemaId.MANIFEST)).contains(new SchemaId("1.0.0", "plugin.schema.json"));
        assertThat(SchemaId.parse("https://agent-plugins.org/schemas/1.0.0/plugin.schema.json/")).isEmpty();
        assertThat(SchemaId.parse("https://agent-plugins.org/schemas//plugin.schema.json")).isEmpty();
        assertThat(SchemaId.parse("http://agent-plugins.org/schemas/1.0.0/plugin.schema.json")).isEmpty();
        assertThat(SchemaId.parse("https://agent-plugins.org/schemas/1.0.0/plugin.schema.json#")).isEmpty();
        assertThat(SchemaId.parse("https://agent-plugins.org/schemas/1.0.0/a/b.json")).isEmpty();
    }
}
