package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.Plugins.check;
import static dev.catalogstudio.model.format.agentplugins.Plugins.open;
import static dev.catalogstudio.model.format.agentplugins.Plugins.skill;
import static dev.catalogstudio.model.format.agentplugins.Plugins.summary;
import static dev.catalogstudio.model.format.agentplugins.Plugins.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.skills.SkillsFormat;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plugin folder as the workspace sees it: recognition, a clean conformant plugin, and its graph. */
class AgentPluginWorkspaceTest {

    @TempDir
    Path root;

    /** The spec's layout (§ 4.2) with the full manifest, a skill, the three-server mcp.json and a client folder. */
    private void conformantPlugin(String folder) {
        write(root, folder + "plugin.json", Plugins.FULL_MANIFEST);
        write(root, folder + "skills/summarize/SKILL.md", skill("summarize"));
        write(root, folder + "skills/summarize/scripts/analyze.sh", "#!/bin/sh\necho ok\n");
        write(root, folder + "skills/summarize/references/checklist.md", "# Checklist\n");
        write(root, folder + "mcp.json", Plugins.THREE_SERVERS);
        write(root, folder + "bin/validator", "#!/bin/sh\n");
        write(root, folder + "com.example.client/hooks/hooks.json", "{}\n");
        write(root, folder + "LICENSE", "MIT License\n");
        write(root, folder + "CHANGELOG.md", "# Changelog\n");
    }

    @Test
    void aConformantPluginHasNoDiagnosticsButTheDeprecatedTransportsNote() {
        conformantPlugin("my-plugin/");

        assertThat(summary(check(root))).containsExactly("my-plugin/mcp.json:21:15 agent-plugin-transport-deprecated");
    }

    @Test
    void theManifestAndItsMcpConfigAreClassifiedAndTheSkillStaysAnAgentSkill() {
        conformantPlugin("my-plugin/");

        var documents = open(root).documents();

        assertThat(documents.get("my-plugin/plugin.json").kind()).isSameAs(AgentPluginsFormat.MANIFEST);
        assertThat(documents.get("my-plugin/mcp.json").kind()).isSameAs(AgentPluginsFormat.MCP_CONFIG);
        assertThat(documents.get("my-plugin/skills/summarize/SKILL.md").kind()).isSameAs(SkillsFormat.AGENT_SKILL);
        // An extension folder's files belong to its client: no format claims them.
        assertThat(documents.get("my-plugin/com.example.client/hooks/hooks.json").kind())
                .isSameAs(dev.catalogstudio.model.format.DocumentKind.OTHER);
    }

    @Test
    void theGraphHasThePluginContainingItsSkillAndItsServers() {
        conformantPlugin("my-plugin/");

        var graph = open(root).graph();
        var plugin = graph.node("my-plugin/plugin.json").orElseThrow();

        assertThat(plugin.kind()).isEqualTo(NodeKind.PLUGIN);
        assertThat(plugin.format()).isEqualTo(FormatName.AGENT_PLUGINS);
        assertThat(plugin.fqn()).isEqualTo("plugin-name");
        assertThat(plugin.version()).isEqualTo("1.2.0");
        var edges = graph.edgesFrom(plugin.id());
        assertThat(edges).allMatch(e -> e.kind() == EdgeKind.CONTAINS && e.onMissing() == null);
        assertThat(edges.stream().map(e -> graph.target(e).orElseThrow().id())).containsExactly(
                "my-plugin/skills/summarize/SKILL.md", "my-plugin/mcp.json#local-validator",
                "my-plugin/mcp.json#deployment-api", "my-plugin/mcp.json#legacy-events");
        assertThat(graph.node("my-plugin/mcp.json#deployment-api").orElseThrow().kind())
                .isEqualTo(NodeKind.MCP_SERVER);
    }

    @Test
    void aPluginAtTheWorkspaceRootIsOneToo() {
        conformantPlugin("");

        assertThat(summary(check(root))).containsExactly("mcp.json:21:15 agent-plugin-transport-deprecated");
        assertThat(open(root).graph().edgesFrom("plugin.json")).hasSize(4);
    }

    @Test
    void aPluginJsonWithoutTheSchemaIsASupportingFileWithoutDiagnostics() {
        write(root, "tool/plugin.json", "{\"name\": \"Not An Agent Plugin\", \"main\": \"index.js\"}\n");
        write(root, "tool/mcp.json", "{\"servers\": {}}\n");
        write(root, "other/plugin.json", "{\"$schema\": \"https://example.com/plugin.schema.json\",}\n");

        var snapshot = open(root);

        assertThat(snapshot.diagnostics()).isEmpty();
        assertThat(snapshot.documents().get("tool/plugin.json").kind()).isSameAs(DocumentKind.OTHER);
        assertThat(snapshot.documents().get("tool/mcp.json").kind()).isSameAs(DocumentKind.OTHER);
        assertThat(snapshot.graph().nodes()).isEmpty();
    }

    @Test
    void vendorManifestsAreNotReadByThisFormat() {
        write(root, "p/.claude-plugin/plugin.json", Plugins.MINIMAL_MANIFEST);

        assertThat(new AgentPluginsFormat().reads("p/.claude-plugin/plugin.json")).isFalse();
        assertThat(new AgentPluginsFormat().reads("p/.cursor-plugin/plugin.json")).isFalse();
        assertThat(new AgentPluginsFormat().reads("p/plugin.json")).isTrue();
        assertThat(new AgentPluginsFormat().reads("p/mcp.json")).isTrue();
        assertThat(check(root)).isEmpty();
    }
}
