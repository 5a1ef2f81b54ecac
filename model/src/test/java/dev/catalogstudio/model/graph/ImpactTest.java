package dev.catalogstudio.model.graph;

import static dev.catalogstudio.model.graph.TestCatalog.agentId;
import static dev.catalogstudio.model.graph.TestCatalog.mcpId;
import static dev.catalogstudio.model.graph.TestCatalog.skillId;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Impact (reverse closure), install order and what-if removal. */
class ImpactTest {

    @TempDir
    Path root;

    @Test
    void dependentsAreTheReverseClosure() {
        var view = new TestCatalog(root).skill("base").skill("util", "base").skill("fmt", "util").skill("solo")
                .mcp("kube").agent("a1", List.of("fmt"), List.of("kube")).agent("a2", "util").view();

        assertThat(Impact.dependents(view, skillId("base"))).containsExactly(agentId("a1"), agentId("a2"),
                skillId("fmt"), skillId("util"));
        assertThat(Impact.dependents(view, mcpId("kube"))).containsExactly(agentId("a1"));
        assertThat(Impact.dependents(view, skillId("solo"))).isEmpty();
        assertThat(Impact.dependents(view, "nope")).isEmpty();
    }

    @Test
    void installOrderIsTheOrderResolvePrints() {
        var view = new TestCatalog(root).skill("base").skill("util", "base").mcp("kube")
                .agent("a1", List.of("util"), List.of("kube")).view();

        assertThat(TestCatalog.ids(Impact.installOrder(view, agentId("a1")))).containsExactly(skillId("base"),
                skillId("util"), mcpId("kube"), agentId("a1"));
        assertThat(Impact.installOrder(view, agentId("a1")))
                .isEqualTo(view.snapshot().graph().installOrder(agentId("a1")).order());
    }

    @Test
    void removingASkillUsedByTwoAgentsAndBySkillOfAnAgent() {
        var catalog = new TestCatalog(root).skill("s").skill("t", "s").skill("other").agent("a", "s", "other")
                .agent("b", "s").agent("c", "t").agent("d", "other");
        var snapshot = catalog.open();
        var before = snapshot.diagnostics();

        var removal = WhatIf.remove(snapshot, skillId("s"));

        assertThat(removal.losingDirectly()).containsExactly(agentId("a"), agentId("b"), skillId("t"));
        assertThat(removal.losingTransitively()).containsExactly(agentId("c"));
        assertThat(removal.brokenEdges()).extracting(e -> e.edge().from()).containsExactly(agentId("a"),
                agentId("b"), skillId("t"));
        assertThat(removal.brokenEdges()).allSatisfy(e -> {
            assertThat(e.status()).isEqualTo(GraphView.Status.MISSING);
            assertThat(e.to()).isEmpty();
            assertThat(e.diagnostics()).extracting(d -> d.rule()).containsExactly(Rule.DEPENDENCY_MISSING);
        });
        // Nothing written, the snapshot unchanged.
        assertThat(snapshot.graph().node(skillId("s"))).isPresent();
        assertThat(snapshot.diagnostics()).isEqualTo(before);
        assertThat(root.resolve("skills/s/SKILL.md")).exists();
    }

    @Test
    void removingWhatNobodyUsesIsHarmlessAndAnUnknownIdRemovesNothing() {
        var snapshot = new TestCatalog(root).skill("s").skill("lonely").agent("a", "s").open();

        assertThat(WhatIf.remove(snapshot, skillId("lonely")).harmless()).isTrue();
        assertThat(WhatIf.remove(snapshot, agentId("a")).harmless()).isTrue();
        assertThat(WhatIf.remove(snapshot, "nope")).isEqualTo(new WhatIf.Removal("nope", List.of(), List.of(),
                List.of()));
    }

    @Test
    void removingAPlaneBreaksTheLinksToItButNotItsDocument() {
        var snapshot = new TestCatalog(root).write("ops.3md", "---\n3md: 1.0\nagent: ops\n---\n"
                + "@plane z=0 kind=identity label=\"ops\"\nRules.\n"
                + "@plane z=1 kind=skill label=\"look\" triggers=\"look\"\nLook.\n"
                + "@plane z=2 kind=skill label=\"fix\" triggers=\"fix\"\nNeeds [[z=1|look]] first.\n").open();

        var removal = WhatIf.remove(snapshot, "ops.3md#z=1");

        assertThat(removal.losingDirectly()).containsExactly("ops.3md", "ops.3md#z=2");
        assertThat(removal.losingTransitively()).isEmpty();
    }
}
