package dev.catalogstudio.model.graph;

import static dev.catalogstudio.model.graph.TestCatalog.agentId;
import static dev.catalogstudio.model.graph.TestCatalog.skillId;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Badges, cycle edges and the edge indexes of {@link GraphView}. */
class GraphViewTest {

    @TempDir
    Path root;

    @Test
    void aDocumentsMainNodeCarriesAllItsDiagnosticsAndAPlaneThoseAtItsLinks() {
        var view = new TestCatalog(root).write("ops.3md", "---\n3md: 1.0\nagent: ops\n---\n"
                + "@plane z=0 kind=identity label=\"ops\"\nRules.\n"
                + "@plane z=1 kind=skill label=\"look\" triggers=\"look\"\nLook.\n"
                + "@plane z=2 kind=skill label=\"fix\" triggers=\"fix\"\nNeeds [[z=9|nowhere]] first.\n").view();
        var all = view.snapshot().diagnostics("ops.3md");
        long errors = all.stream().filter(d -> d.severity() == Severity.ERROR).count();
        long warnings = all.stream().filter(d -> d.severity() == Severity.WARNING).count();
        assertThat(errors + warnings).isPositive();

        assertThat(view.nodeView("ops.3md").orElseThrow().errors()).isEqualTo(errors);
        assertThat(view.nodeView("ops.3md").orElseThrow().warnings()).isEqualTo(warnings);
        var fix = view.nodeView("ops.3md#z=2").orElseThrow();
        assertThat(fix.problem()).isTrue();
        assertThat(view.nodeView("ops.3md#z=1").orElseThrow().problem()).isFalse();
        assertThat(view.nodeViews()).containsOnlyKeys("ops.3md", "ops.3md#z=0", "ops.3md#z=1", "ops.3md#z=2");
    }

    @Test
    void aMissingDependencyIsAnErrorBadgeOnTheAgentOnly() {
        var view = new TestCatalog(root).skill("base").agent("a", "base", "gone").view();

        assertThat(view.nodeView(agentId("a")).orElseThrow()).extracting(GraphView.NodeView::errors,
                GraphView.NodeView::warnings).containsExactly(1, 0);
        assertThat(view.nodeView(skillId("base")).orElseThrow().problem()).isFalse();
        assertThat(view.nodeView("nope")).isEmpty();
    }

    @Test
    void cycleEdgesAreMarkedAsLoopThroughSaysAndOnlyProblemsKeepsThem() {
        var view = new TestCatalog(root).skill("c1", "c2").skill("c2", "c1").skill("leaf").skill("user", "c1")
                .agent("a", "leaf").view();

        for (var e : view.edges()) {
            assertThat(e.inCycle()).as(e.edge().toString())
                    .isEqualTo(!view.snapshot().graph().loopThrough(e.edge()).isEmpty());
        }
        assertThat(view.edgesFrom(skillId("c1"))).singleElement().satisfies(e -> assertThat(e.inCycle()).isTrue());
        assertThat(view.edgesFrom(skillId("user"))).singleElement()
                .satisfies(e -> assertThat(e.inCycle()).isFalse());
        assertThat(view.onProblemPath(skillId("user"))).isTrue();
        assertThat(view.onProblemPath(agentId("a"))).isFalse();
        assertThat(view.onProblemPath(view.edgesFrom(agentId("a")).get(0))).isFalse();
        assertThat(view.onProblemPath(view.edgesFrom(skillId("user")).get(0))).isTrue();
    }

    @Test
    void edgesAreIndexedBySourceAndTarget() {
        var view = new TestCatalog(root).skill("base").skill("util", "base").agent("a", "util", "base").view();

        assertThat(view.edgesFrom(agentId("a"))).extracting(e -> e.to().get().id()).containsExactly(skillId("util"),
                skillId("base"));
        assertThat(view.edgesTo(skillId("base"))).extracting(e -> e.edge().from()).containsExactly(agentId("a"),
                skillId("util"));
        assertThat(view.edgesTo("nope")).isEmpty();
        assertThat(view.edgesFrom(skillId("base"))).isEmpty();
    }

    @Test
    void aViewOfAnEditedSnapshotAnswersWhatAFreshlyOpenedWorkspaceAnswers() throws Exception {
        var catalog = new TestCatalog(root).skill("base").skill("util", "base").skill("c1", "c2").skill("c2", "c1")
                .mcp("git").agent("a", List.of("util", "base"), List.of("git")).write("ops.3md", "---\n3md: 1.0\n"
                        + "agent: ops\n---\n@plane z=0 kind=identity label=\"ops\"\nRules.\n@plane z=1 kind=skill "
                        + "label=\"fix\" triggers=\"fix\"\nSee [[z=2|next]].\n");
        var workspace = Workspace.open(root, ProgressListener.NONE);
        var base = Files.readString(root.resolve(skillId("base")));
        var edits = List.of(
                Map.entry(skillId("base"), base.replace("name: base", "name: Base!")),
                Map.entry(skillId("base"), base),
                Map.entry(skillId("c2"), Files.readString(root.resolve(skillId("c2"))).replace("/skills/c1", "/skills/x")),
                Map.entry(agentId("a"), Files.readString(root.resolve(agentId("a"))).replace("/skills/util", "util")),
                Map.entry("ops.3md", Files.readString(root.resolve("ops.3md")) + "@plane z=2 label=\"next\"\nOk.\n"));
        for (var edit : edits) {
            workspace.update(edit.getKey(), edit.getValue());
            Files.writeString(root.resolve(edit.getKey()), edit.getValue());
            var edited = GraphView.of(workspace.snapshot());
            var fresh = GraphView.of(Workspace.open(root, ProgressListener.NONE).snapshot());

            // Asked node by node first (the pane's order), then as a whole: the same answers as the fresh view.
            for (var node : fresh.nodes()) {
                String id = node.id();
                assertThat(edited.edgesTo(id)).as("edges to " + id).isEqualTo(fresh.edgesTo(id));
                assertThat(edited.nodeView(id)).as("badge of " + id).isEqualTo(fresh.nodeView(id));
                assertThat(edited.edgesFrom(id)).as("edges from " + id).isEqualTo(fresh.edgesFrom(id));
            }
            assertThat(edited.edges()).isEqualTo(fresh.edges()).isSortedAccordingTo(edited.edgeOrder());
            assertThat(edited.nodeViews()).isEqualTo(fresh.nodeViews());
            assertThat(edited.nodes()).isEqualTo(fresh.nodes());
            for (var e : edited.edges()) {
                assertThat(edited.onProblemPath(e)).isEqualTo(fresh.onProblemPath(fresh.edges().get(edited.position(e))));
                assertThat(edited.edgesFrom(e.edge().from())).as("the same instances").anySatisfy(x -> assertThat(x).isSameAs(e));
            }
        }
        assertThat(GraphView.of(workspace.snapshot()).edges()).extracting(GraphView.EdgeView::status)
                .contains(GraphView.Status.MISSING, GraphView.Status.UNRESOLVED);
    }
}
