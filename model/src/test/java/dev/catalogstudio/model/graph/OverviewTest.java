package dev.catalogstudio.model.graph;

import static dev.catalogstudio.model.graph.TestCatalog.agentId;
import static dev.catalogstudio.model.graph.TestCatalog.skillId;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.generate.CatalogGenerator;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OverviewTest {

    @TempDir
    Path root;

    private GraphView catalog() {
        return new TestCatalog(root).skill("base").skill("util", "base").skill("fmt", "util").mcp("kube")
                .agent("a1", List.of("util", "fmt"), List.of("kube")).agent("a2", "util").agent("a3", "base", "gone")
                .write(".agents/skills/w/SKILL.md", "---\nname: w\ndescription: Does w things. Use when asked.\n---\n")
                .view();
    }

    @Test
    void groupsByBucketFolderAndKind() {
        var overview = Overview.of(catalog(), GraphFilter.ALL, Set.of());

        assertThat(overview.groups()).extracting(Overview.Group::id, Overview.Group::size, Overview.Group::errors)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("group:skill:.agents/skills", 1, 0),
                        org.assertj.core.groups.Tuple.tuple("group:agent:agents", 3, 1),
                        org.assertj.core.groups.Tuple.tuple("group:mcp-server:mcps", 1, 0),
                        org.assertj.core.groups.Tuple.tuple("group:skill:skills", 3, 0));
        assertThat(overview.groups().get(1).label()).isEqualTo("agents · agents");
        assertThat(overview.groups().get(2).kind()).isEqualTo(NodeKind.MCP_SERVER);
        assertThat(overview.nodeIds()).isEmpty();
        assertThat(overview.edges()).containsExactly(
                new Overview.GroupEdge("group:agent:agents", "group:mcp-server:mcps", 1, false),
                new Overview.GroupEdge("group:agent:agents", "group:skill:skills", 4, false),
                new Overview.GroupEdge("group:skill:skills", "group:skill:skills", 2, false));
    }

    @Test
    void anExpandedGroupIsReplacedByItsNodes() {
        var overview = Overview.of(catalog(), GraphFilter.ALL, Set.of("group:skill:skills"));

        assertThat(overview.groups()).extracting(Overview.Group::id).doesNotContain("group:skill:skills");
        assertThat(overview.nodeIds()).containsExactly(skillId("base"), skillId("fmt"), skillId("util"));
        assertThat(overview.edges()).contains(
                new Overview.GroupEdge("group:agent:agents", skillId("util"), 2, false),
                new Overview.GroupEdge(skillId("fmt"), skillId("util"), 1, false),
                new Overview.GroupEdge(skillId("util"), skillId("base"), 1, false));
    }

    @Test
    void onlyProblemsShrinksTheGroups() {
        var overview = Overview.of(catalog(), GraphFilter.ALL.withOnlyProblems(true), Set.of("group:agent:agents"));

        assertThat(overview.nodeIds()).containsExactly(agentId("a3"));
        assertThat(overview.groups()).extracting(Overview.Group::id, Overview.Group::size)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("group:skill:skills", 1));
    }

    @Test
    void theSampleCatalogGroupsOafAgentsByVendorAndThreeMdByFolder() throws IOException {
        var view = GraphView.of(Workspace.open(Path.of("../resources/samples/catalog"), ProgressListener.NONE)
                .snapshot());

        assertThat(Overview.of(view, GraphFilter.ALL, Set.of()).groups()).extracting(Overview.Group::id)
                .contains("group:agent:oaf/acme", "group:skill:oaf/acme", "group:mcp-server:oaf/acme",
                        "group:agent:agents3md", "group:plane:agents3md", "group:mcp-server:");
    }

    @Test
    void aGeneratedCatalogIsAFewGroups() throws IOException {
        CatalogGenerator.generate(root, 600, 1L);
        var view = GraphView.of(Workspace.open(root, ProgressListener.NONE).snapshot());

        var overview = Overview.of(view, GraphFilter.ALL, Set.of());
        assertThat(overview.groups()).hasSizeBetween(3, 40);
        assertThat(overview.groups().stream().mapToInt(Overview.Group::size).sum()).isEqualTo(view.nodes().size());
    }
}
