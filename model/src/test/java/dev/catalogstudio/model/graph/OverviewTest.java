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

    /** Grouped however small the workspace, as many groups as the folders give: the grouping itself. */
    private static final Overview.Options GROUPED = new Overview.Options(0, 40, 150);

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
        var overview = Overview.of(catalog(), GraphFilter.ALL, Set.of(), GROUPED);

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
        var overview = Overview.of(catalog(), GraphFilter.ALL, Set.of("group:skill:skills"), GROUPED);

        assertThat(overview.groups()).extracting(Overview.Group::id).doesNotContain("group:skill:skills");
        assertThat(overview.nodeIds()).containsExactly(skillId("base"), skillId("fmt"), skillId("util"));
        assertThat(overview.edges()).contains(
                new Overview.GroupEdge("group:agent:agents", skillId("util"), 2, false),
                new Overview.GroupEdge(skillId("fmt"), skillId("util"), 1, false),
                new Overview.GroupEdge(skillId("util"), skillId("base"), 1, false));
    }

    @Test
    void onlyProblemsShrinksTheGroups() {
        var overview = Overview.of(catalog(), GraphFilter.ALL.withOnlyProblems(true), Set.of("group:agent:agents"),
                GROUPED);

        assertThat(overview.nodeIds()).containsExactly(agentId("a3"));
        assertThat(overview.groups()).extracting(Overview.Group::id, Overview.Group::size)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("group:skill:skills", 1));
    }

    @Test
    void theSampleCatalogGroupsOafAgentsByVendorAndThreeMdByFolder() throws IOException {
        var view = GraphView.of(Workspace.open(Path.of("../resources/samples/catalog"), ProgressListener.NONE)
                .snapshot());

        assertThat(Overview.of(view, GraphFilter.ALL, Set.of(), GROUPED).groups()).extracting(Overview.Group::id)
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

    @Test
    void aSmallWorkspaceIsShownNodeByNodeNotGrouped() throws IOException {
        var view = GraphView.of(Workspace.open(Path.of("../resources/samples/catalog"), ProgressListener.NONE)
                .snapshot());

        var overview = Overview.of(view, GraphFilter.ALL, Set.of());

        assertThat(overview.ungrouped()).isTrue();
        assertThat(overview.nodeIds()).hasSize(view.nodes().size());
        assertThat(overview.edges()).isNotEmpty().allSatisfy(e -> {
            assertThat(overview.nodeIds()).contains(e.from(), e.to());
        });
    }

    @Test
    void aLargeWorkspaceIsAtMostADozenGroupsWhateverItsFolders() throws IOException {
        // 20 teams of 8 skills: 20 folders of skills, more than a dozen groups at folder level.
        var catalog = new TestCatalog(root);
        for (int t = 0; t < 20; t++) {
            for (int s = 0; s < 8; s++) {
                catalog.write("teams/t" + t + "/skills/s" + t + "x" + s + "/SKILL.md", "---\nname: s" + t + "x" + s
                        + "\ndescription: Does things. Use when asked.\n---\n");
            }
        }
        catalog.agent("lead", "base").skill("base");
        var view = catalog.view();

        var overview = Overview.of(view, GraphFilter.ALL, Set.of());

        assertThat(overview.groups()).extracting(Overview.Group::id).containsExactly(
                "group:agent:agents", "group:skill:skills", "group:skill:teams/**");
        assertThat(overview.groups().get(2).label()).isEqualTo("teams · skills");
        assertThat(overview.groups().get(2).size()).isEqualTo(160);
        assertThat(overview.edges()).containsExactly(
                new Overview.GroupEdge("group:agent:agents", "group:skill:skills", 1, false));
    }

    @Test
    void expandingAGroupTooLargeToShowSplitsItIntoAlphabeticalParts() throws IOException {
        // 200 skill folders at the root (a folder such as github/awesome-copilot's skills opened as it is).
        var catalog = new TestCatalog(root);
        for (int i = 0; i < 200; i++) {
            catalog.write(String.format("%c%03d/SKILL.md", (char) ('a' + i % 26), i), "---\nname: "
                    + String.format("%c%03d", (char) ('a' + i % 26), i) + "\ndescription: Does things. Use when "
                    + "asked.\n---\n");
        }
        var view = catalog.view();

        var overview = Overview.of(view, GraphFilter.ALL, Set.of());

        assertThat(overview.groups()).as("one kind in 200 folders: parts of at most 40, not 200 groups of one")
                .hasSizeBetween(5, 12).allSatisfy(g -> assertThat(g.size()).isLessThanOrEqualTo(40));
        assertThat(overview.groups().get(0).id()).isEqualTo("group:skill:/**#1");
        assertThat(overview.groups().get(0).label()).matches("skills a000\u2013e\\d{3}");
        assertThat(overview.groups().stream().mapToInt(Overview.Group::size).sum()).isEqualTo(200);

        var expanded = Overview.of(view, GraphFilter.ALL, Set.of("group:skill:/**#1"));
        assertThat(expanded.nodeIds()).hasSize(overview.groups().get(0).size());
        assertThat(expanded.groups()).hasSize(overview.groups().size() - 1);
        assertThat(expanded.shownAs()).hasSize(200);
    }
}
