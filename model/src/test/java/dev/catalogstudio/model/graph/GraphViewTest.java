package dev.catalogstudio.model.graph;

import static dev.catalogstudio.model.graph.TestCatalog.agentId;
import static dev.catalogstudio.model.graph.TestCatalog.skillId;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import java.nio.file.Path;
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
}
