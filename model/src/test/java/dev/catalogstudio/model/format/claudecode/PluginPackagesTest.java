package dev.catalogstudio.model.format.claudecode;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A marketplace, its plugins and their components as the workspace reads them: kinds, the graph's containment from
 * marketplace to plugin to component, and edits that change what a marketplace lists.
 */
class PluginPackagesTest {

    @TempDir
    Path root;

    private Workspace sample() throws IOException {
        Path from = Path.of("../resources/samples/marketplace");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.sorted(Comparator.naturalOrder()).toList()) {
                Path to = root.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return Workspace.open(root, ProgressListener.NONE);
    }

    @Test
    void theSampleMarketplaceIsCleanAndEveryFileHasItsKind() throws IOException {
        var snapshot = sample().snapshot();
        assertThat(snapshot.diagnostics()).filteredOn(d -> d.diagnostic().severity().atLeast(
                dev.catalogstudio.model.diag.Severity.WARNING)).isEmpty();
        assertThat(snapshot.document(".claude-plugin/marketplace.json").orElseThrow().kind())
                .isEqualTo(ClaudeCodeFormat.MARKETPLACE);
        assertThat(snapshot.document("plugins/code-review/.claude-plugin/plugin.json").orElseThrow().kind())
                .isEqualTo(ClaudeCodeFormat.PLUGIN_MANIFEST);
        assertThat(snapshot.document("plugins/code-review/agents/reviewer.md").orElseThrow().kind())
                .isEqualTo(ClaudeCodeFormat.SUBAGENT);
        assertThat(snapshot.document("plugins/deploy-tools/commands/deploy.md").orElseThrow().kind())
                .isEqualTo(ClaudeCodeFormat.COMMAND);
        assertThat(snapshot.document("plugins/code-review/hooks/hooks.json").orElseThrow().kind())
                .isEqualTo(ClaudeCodeFormat.HOOKS);
        assertThat(snapshot.hosts().names()).isEqualTo("claude-code");
    }

    @Test
    void theGraphContainsMarketplacePluginsAndTheirComponents() throws IOException {
        var graph = sample().snapshot().graph();
        var contains = graph.edges().stream().filter(e -> e.kind() == EdgeKind.CONTAINS).toList();
        assertThat(contains).extracting(e -> e.from() + " > " + graph.target(e).map(Node::id).orElse("?"))
                .containsExactlyInAnyOrder(
                        ".claude-plugin/marketplace.json > plugins/code-review/.claude-plugin/plugin.json",
                        ".claude-plugin/marketplace.json > plugins/deploy-tools/.claude-plugin/plugin.json",
                        ".claude-plugin/marketplace.json > .claude-plugin/marketplace.json#sentry",
                        "plugins/code-review/.claude-plugin/plugin.json > plugins/code-review/agents/reviewer.md",
                        "plugins/code-review/.claude-plugin/plugin.json > plugins/code-review/commands/review.md",
                        "plugins/code-review/.claude-plugin/plugin.json > "
                                + "plugins/code-review/skills/review-checklist/SKILL.md",
                        "plugins/code-review/.claude-plugin/plugin.json > plugins/code-review/hooks/hooks.json",
                        "plugins/code-review/.claude-plugin/plugin.json > plugins/code-review/.mcp.json#review-db",
                        "plugins/deploy-tools/.claude-plugin/plugin.json > plugins/deploy-tools/commands/deploy.md",
                        "plugins/deploy-tools/.claude-plugin/plugin.json > "
                                + "plugins/deploy-tools/skills/deploy/SKILL.md");
        // deploy-tools has no manifest: its marketplace entry stands for it; sentry is remote, so external.
        var deploy = graph.node("plugins/deploy-tools/.claude-plugin/plugin.json").orElseThrow();
        assertThat(deploy.kind()).isEqualTo(NodeKind.PLUGIN);
        assertThat(deploy.path()).isEqualTo(".claude-plugin/marketplace.json");
        assertThat(deploy.version()).isEqualTo("0.3.0");
        assertThat(graph.node(".claude-plugin/marketplace.json#sentry").orElseThrow().external()).isTrue();
        assertThat(graph.node("plugins/code-review/hooks/hooks.json").orElseThrow().fqn()).isEqualTo("PostToolUse");
    }

    @Test
    void theGraphViewFindsAPluginsComponentsFromThePluginNode() throws IOException {
        var workspace = sample();
        var view = dev.catalogstudio.model.graph.GraphView.of(workspace.snapshot());
        assertThat(view.edgesFrom("plugins/code-review/.claude-plugin/plugin.json"))
                .extracting(e -> e.to().map(Node::id).orElse("?")).contains(
                        "plugins/code-review/agents/reviewer.md", "plugins/code-review/.mcp.json#review-db");
        assertThat(view.edgesTo("plugins/code-review/agents/reviewer.md")).extracting(e -> e.edge().from())
                .containsExactly("plugins/code-review/.claude-plugin/plugin.json");

        // Renaming the server re-derives the manifest's edges: the plugin contains the renamed one.
        String mcp = "plugins/code-review/.mcp.json";
        var update = workspace.update(mcp, workspace.snapshot().text(mcp).orElseThrow().text()
                .replace("review-db", "reviews"));
        var after = dev.catalogstudio.model.graph.GraphView.of(update.snapshot());
        assertThat(after.edgesFrom("plugins/code-review/.claude-plugin/plugin.json"))
                .extracting(e -> e.to().map(Node::id).orElse("?")).contains("plugins/code-review/.mcp.json#reviews")
                .doesNotContain("plugins/code-review/.mcp.json#review-db");
    }

    @Test
    void renamingAPluginInTheMarketplaceRechecksTheManifestsThatDependOnIt() throws IOException {
        var workspace = sample();
        String path = ".claude-plugin/marketplace.json";
        String text = workspace.snapshot().text(path).orElseThrow().text();
        var update = workspace.update(path, text.replace("\"name\": \"deploy-tools\"", "\"name\": \"deployer\""));
        assertThat(update.snapshot().diagnostics("plugins/code-review/.claude-plugin/plugin.json"))
                .extracting(d -> d.code()).containsExactly("plugin-dependency-missing");
        assertThat(update.changed()).contains("plugins/code-review/.claude-plugin/plugin.json");
    }

    @Test
    void aPluginsSkillsAreUniquePerPluginNotAcrossTheMarketplace() throws IOException {
        var workspace = sample();
        Path copy = root.resolve("plugins/deploy-tools/skills/review-checklist/SKILL.md");
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, Files.readString(root.resolve(
                "plugins/code-review/skills/review-checklist/SKILL.md")));
        var reopened = Workspace.open(root, ProgressListener.NONE).snapshot();
        assertThat(reopened.diagnostics()).extracting(d -> d.diagnostic().code())
                .doesNotContain("duplicate-skill-name");
        Path twin = root.resolve("plugins/deploy-tools/skills/checklist-two/SKILL.md");
        Files.createDirectories(twin.getParent());
        Files.writeString(twin, Files.readString(copy).replace("name: review-checklist", "name: review-checklist"));
        var same = Workspace.open(root, ProgressListener.NONE).snapshot();
        assertThat(same.diagnostics()).filteredOn(d -> d.diagnostic().code().equals("duplicate-skill-name"))
                .extracting(d -> d.path()).containsExactly("plugins/deploy-tools/skills/review-checklist/SKILL.md");
        assertThat(workspace.snapshot().diagnostics()).isNotNull();
    }

    @Test
    void aPluginSkillMayLinkToASiblingOfItsPlugin() throws IOException {
        sample();
        Path skill = root.resolve("plugins/code-review/skills/review-checklist/SKILL.md");
        Files.writeString(skill, Files.readString(skill) + "\nSee [the reviewer](../../agents/reviewer.md), "
                + "[gone](../../agents/gone.md) and [outside](../../../deploy-tools/commands/deploy.md).\n");
        var codes = Workspace.open(root, ProgressListener.NONE).snapshot()
                .diagnostics("plugins/code-review/skills/review-checklist/SKILL.md").stream()
                .map(d -> d.code() + "@" + d.range().start().column()).toList();
        // The plugin is installed whole, so a sibling of the plugin resolves; one that is absent, or outside the
        // plugin, still leaves the skill folder for nothing.
        assertThat(codes).containsExactly("skill-reference-escape@54", "skill-reference-escape@90");
    }

    @Test
    void hostFoldersAreEachTheirOwnDiscoveryScope() throws IOException {
        for (String host : List.of(".claude", ".codex", ".cursor")) {
            Path skill = root.resolve(host + "/skills/pdf/SKILL.md");
            Files.createDirectories(skill.getParent());
            Files.writeString(skill, "---\nname: pdf\ndescription: Fills PDF forms. Use for forms.\n---\n\nFill.\n");
        }
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        assertThat(snapshot.diagnostics()).extracting(d -> d.diagnostic().code())
                .doesNotContain("duplicate-skill-name");
        List<Edge> none = snapshot.graph().edges();
        assertThat(none).isEmpty();
    }
}
