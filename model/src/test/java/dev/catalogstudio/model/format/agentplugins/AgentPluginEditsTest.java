package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.Plugins.mcp;
import static dev.catalogstudio.model.format.agentplugins.Plugins.skill;
import static dev.catalogstudio.model.format.agentplugins.Plugins.summary;
import static dev.catalogstudio.model.format.agentplugins.Plugins.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Edits in a plugin: the manifest's containment edges and the mcp.json's version check read each other's documents, so
 * an edit of either re-derives both; after every edit the snapshot equals one opened from scratch.
 */
class AgentPluginEditsTest {

    @TempDir
    Path root;

    private Workspace workspace;

    private void plugin() throws IOException {
        write(root, "p/plugin.json", Plugins.manifest("p", ""));
        write(root, "p/skills/a/SKILL.md", skill("a"));
        write(root, "p/mcp.json", mcp("\"one\": {\"type\": \"stdio\", \"command\": \"node\"}"));
        workspace = Workspace.open(root, ProgressListener.NONE);
    }

    /** Applies an edit to the model and the disk alike, and checks the incremental contract. */
    private Snapshot edit(String path, String text) throws IOException {
        var snapshot = workspace.update(path, text).snapshot();
        write(root, path, text);
        var scratch = Workspace.open(root, ProgressListener.NONE).snapshot();
        assertThat(snapshot.diagnostics()).as("diagnostics after editing " + path).isEqualTo(scratch.diagnostics());
        assertThat(snapshot.graph().sortedNodes()).as("nodes after editing " + path)
                .isEqualTo(scratch.graph().sortedNodes());
        assertThat(snapshot.graph().edges()).as("edges after editing " + path).isEqualTo(scratch.graph().edges());
        return snapshot;
    }

    private static List<String> containedBy(Snapshot snapshot, String manifest) {
        var graph = snapshot.graph();
        return graph.edgesFrom(manifest).stream().map(e -> graph.target(e).map(n -> n.id()).orElse("(" + e.written()
                + ")")).toList();
    }

    @Test
    void aServerAddedToMcpJsonBecomesAnEdgeOfThePlugin() throws IOException {
        plugin();

        var after = edit("p/mcp.json", mcp("\"one\": {\"type\": \"stdio\", \"command\": \"node\"}, \"two\": "
                + "{\"type\": \"streamable-http\", \"url\": \"https://two.example.com/mcp\"}"));

        assertThat(containedBy(after, "p/plugin.json")).containsExactly("p/skills/a/SKILL.md", "p/mcp.json#one",
                "p/mcp.json#two");
        after = edit("p/mcp.json", mcp(""));
        assertThat(containedBy(after, "p/plugin.json")).containsExactly("p/skills/a/SKILL.md");
    }

    @Test
    void aManifestVersionChangeReachesTheMcpConfigsMismatchCheck() throws IOException {
        plugin();

        var after = edit("p/plugin.json", Plugins.manifest("p", "").replace("1.0.0", "1.1.0"));

        assertThat(summary(after.diagnostics())).containsExactly("p/mcp.json:2:14 agent-plugin-schema-mismatch",
                "p/plugin.json:2:14 agent-plugin-schema");
        after = edit("p/plugin.json", Plugins.manifest("p", ""));
        assertThat(after.diagnostics()).isEmpty();
    }

    @Test
    void aRenamedPluginKeepsItsEdgesAndABrokenManifestKeepsItsNode() throws IOException {
        plugin();

        var after = edit("p/plugin.json", Plugins.manifest("renamed", ""));
        assertThat(after.graph().node("p/plugin.json").orElseThrow().fqn()).isEqualTo("renamed");
        assertThat(containedBy(after, "p/plugin.json")).hasSize(2);

        after = edit("p/plugin.json", Plugins.manifest("renamed", ",\n  \"version\": ")); // not JSON, still declared
        assertThat(after.graph().node("p/plugin.json")).isPresent();
        assertThat(summary(after.diagnostics())).singleElement().satisfies(s -> assertThat(s)
                .endsWith("agent-plugin-json-syntax"));
    }

    @Test
    void aManifestThatStopsDeclaringTheSchemaTurnsThePluginBackIntoFiles() throws IOException {
        plugin();

        var after = edit("p/plugin.json", "{\"name\": \"p\"}\n");

        assertThat(after.graph().node("p/plugin.json")).isEmpty();
        assertThat(after.graph().node("p/mcp.json#one")).isEmpty();
        assertThat(after.diagnostics()).isEmpty();
    }

    @Test
    void aSkillCreatedOrDeletedIsAnEdgeMoreOrLess() throws IOException {
        plugin();

        var after = edit("p/skills/b/SKILL.md", skill("b"));
        assertThat(containedBy(after, "p/plugin.json")).containsExactly("p/skills/a/SKILL.md", "p/skills/b/SKILL.md",
                "p/mcp.json#one");

        workspace.delete("p/skills/a/SKILL.md");
        Files.delete(root.resolve("p/skills/a/SKILL.md"));
        assertThat(containedBy(workspace.snapshot(), "p/plugin.json")).containsExactly("p/skills/b/SKILL.md",
                "p/mcp.json#one");
    }

    @Test
    void editingASkillsBodyLeavesTheGraphAsItWas() throws IOException {
        plugin();
        var before = workspace.snapshot().graph().edges();

        var after = edit("p/skills/a/SKILL.md", skill("a") + "\nMore.\n");

        assertThat(after.graph().edges()).isEqualTo(before);
    }
}
