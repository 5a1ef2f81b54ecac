package dev.catalogstudio.model.graph;

import static dev.catalogstudio.model.graph.TestCatalog.agentId;
import static dev.catalogstudio.model.graph.TestCatalog.mcpId;
import static dev.catalogstudio.model.graph.TestCatalog.skillId;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.NodeKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The focus view: a4 → top → fmt → util → base, a1 → util, fmt, kube; a2 → util; a3 → base and a missing skill;
 * solo alone.
 */
class NeighbourhoodTest {

    @TempDir
    Path root;

    GraphView view;

    @BeforeEach
    void open() {
        view = new TestCatalog(root).skill("base").skill("util", "base").skill("fmt", "util").skill("top", "fmt")
                .skill("solo").mcp("kube").agent("a1", List.of("util", "fmt"), List.of("kube")).agent("a2", "util")
                .agent("a3", "base", "gone").agent("a4", "top").view();
    }

    @Test
    void depthOneShowsDirectDependenciesAndDependentsAndTheEdgesBetweenThem() {
        var sub = Neighbourhood.of(view, List.of(skillId("fmt")), 1, GraphFilter.ALL);

        assertThat(sub.depthOf()).containsOnly(entry(skillId("fmt"), 0), entry(skillId("util"), 1),
                entry(skillId("top"), -1), entry(agentId("a1"), -1));
        assertThat(sub.edges()).extracting(e -> e.edge().from() + ">" + e.to().get().id()).containsExactly(
                agentId("a1") + ">" + skillId("util"), agentId("a1") + ">" + skillId("fmt"),
                skillId("fmt") + ">" + skillId("util"), skillId("top") + ">" + skillId("fmt"));
        assertThat(sub.nodeIds()).first().isEqualTo(skillId("fmt"));
    }

    @Test
    void depthTwoAndAllGoFurtherInBothDirections() {
        var two = Neighbourhood.of(view, List.of(skillId("fmt")), 2, GraphFilter.ALL);
        assertThat(two.depthOf()).containsEntry(skillId("base"), 2).containsEntry(agentId("a4"), -2)
                .doesNotContainKey(agentId("a2")); // a dependent of a dependency is not shown

        var dependents = Neighbourhood.of(view, List.of(skillId("base")), 2, GraphFilter.ALL);
        assertThat(dependents.depthOf()).containsOnly(entry(skillId("base"), 0), entry(skillId("util"), -1),
                entry(agentId("a3"), -1), entry(skillId("fmt"), -2), entry(agentId("a1"), -2),
                entry(agentId("a2"), -2));

        var all = Neighbourhood.of(view, List.of(skillId("base")), Integer.MAX_VALUE, GraphFilter.ALL);
        assertThat(all.depthOf()).containsEntry(skillId("top"), -3).containsEntry(agentId("a4"), -4)
                .doesNotContainKeys(skillId("solo"), mcpId("kube"));
    }

    @Test
    void aReferenceToNothingIsShownFromItsSource() {
        var sub = Neighbourhood.of(view, List.of(agentId("a3")), 1, GraphFilter.ALL);

        assertThat(sub.nodeIds()).containsExactly(agentId("a3"), skillId("base"));
        assertThat(sub.edges()).extracting(e -> e.status()).containsExactly(GraphView.Status.RESOLVED,
                GraphView.Status.MISSING);
    }

    @Test
    void depthZeroIsTheFocusAloneAndUnknownFocusIsNothing() {
        assertThat(Neighbourhood.of(view, List.of(skillId("fmt")), 0, GraphFilter.ALL).nodeIds())
                .containsExactly(skillId("fmt"));
        assertThat(Neighbourhood.of(view, List.of("nope"), 3, GraphFilter.ALL)).isEqualTo(Subgraph.EMPTY);
    }

    @Test
    void filtersByNodeKindAndEdgeKind() {
        var mcpOnly = GraphFilter.ALL.withEdgeKinds(Set.of(EdgeKind.MCP_DEPENDENCY));
        assertThat(Neighbourhood.of(view, List.of(agentId("a1")), 1, mcpOnly).nodeIds())
                .containsExactly(agentId("a1"), mcpId("kube"));

        var noMcps = GraphFilter.ALL.withNodeKinds(Set.of(NodeKind.AGENT, NodeKind.SKILL));
        var sub = Neighbourhood.of(view, List.of(agentId("a1")), 1, noMcps);
        assertThat(sub.nodeIds()).containsExactlyInAnyOrder(agentId("a1"), skillId("util"), skillId("fmt"));
        assertThat(sub.edges()).allMatch(e -> e.edge().kind() == EdgeKind.SKILL_DEPENDENCY);

        var otherLayer = GraphFilter.ALL.withLayers(Set.of("layer1"));
        assertThat(Neighbourhood.of(view, List.of(agentId("a1")), 1, otherLayer).nodeIds())
                .containsExactly(agentId("a1")); // the focus stays, whatever the filter
    }

    @Test
    void onlyProblemsKeepsThePathsToADiagnostic() {
        var problems = GraphFilter.ALL.withOnlyProblems(true);

        // a3 has an error (its missing skill); base is on a path from it; util, a1 … lead to no problem.
        assertThat(view.onProblemPath(agentId("a3"))).isTrue();
        assertThat(view.onProblemPath(skillId("base"))).isTrue();
        assertThat(view.onProblemPath(skillId("util"))).isFalse();
        assertThat(view.onProblemPath(agentId("a1"))).isFalse();
        var sub = Neighbourhood.of(view, List.of(skillId("base")), Integer.MAX_VALUE, problems);
        assertThat(sub.nodeIds()).containsExactly(skillId("base"), agentId("a3"));
        assertThat(sub.edges()).extracting(e -> e.edge().written()).containsExactly(
                TestCatalog.ORIGIN + "/skills/base", TestCatalog.ORIGIN + "/skills/gone");
    }

    @Test
    void theEntryOfAnEditorTabIsItsMainNodeElseItsFirstNode(@TempDir Path other) {
        assertThat(Neighbourhood.entryOf(view, agentId("a1"))).contains(agentId("a1"));
        assertThat(Neighbourhood.entryOf(view, "agents/a1/CHANGELOG.md")).isEmpty();

        var mcpJson = new TestCatalog(other).write(".mcp.json", "{\n  \"mcpServers\": {\n    \"github\": {\n"
                + "      \"command\": \"npx\"\n    },\n    \"kube\": {\n      \"command\": \"npx\"\n    }\n  }\n}\n")
                .view();
        assertThat(Neighbourhood.entryOf(mcpJson, ".mcp.json")).contains(".mcp.json#github");
    }
}
