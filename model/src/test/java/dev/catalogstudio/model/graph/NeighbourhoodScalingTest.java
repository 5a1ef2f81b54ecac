package dev.catalogstudio.model.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Neighbourhood costs what it shows, not the graph: on a chain of n skills plus a hub with n dependents, the focus of
 * one fan member at depth 1 costs the same for n and 4n, and the whole chain (depth "all") costs about 4 times more,
 * far from the 16 of a quadratic walk. Counted as edges examined ({@code Neighbourhood.EDGES_EXAMINED}), never timed:
 * CI shares two busy cores.
 */
class NeighbourhoodScalingTest {

    @TempDir
    Path small;

    @TempDir
    Path large;

    @Test
    void focusCostsTheResultNotTheGraph() {
        int n = 300;
        var a = catalog(small, n);
        var b = catalog(large, 4 * n);

        long fanSmall = work(a, "skills/f0/SKILL.md", 1);
        long fanLarge = work(b, "skills/f0/SKILL.md", 1);
        long chainSmall = work(a, "skills/c" + (n - 1) + "/SKILL.md", Integer.MAX_VALUE);
        long chainLarge = work(b, "skills/c" + (4 * n - 1) + "/SKILL.md", Integer.MAX_VALUE);

        assertThat(Neighbourhood.of(b, List.of("skills/f0/SKILL.md"), 1, GraphFilter.ALL).nodeIds()).hasSize(2);
        assertThat(Neighbourhood.of(b, List.of("skills/c" + (4 * n - 1) + "/SKILL.md"), Integer.MAX_VALUE,
                GraphFilter.ALL).nodeIds()).hasSize(4 * n);
        assertThat(fanSmall).isPositive();
        assertThat(fanLarge).as("depth 1 in a fan: the same work for 4n as for n").isEqualTo(fanSmall);
        assertThat(chainLarge).as("depth all along a chain, 4n against n: linear is 4, quadratic 16")
                .isLessThanOrEqualTo(4 * chainSmall + chainSmall / 2);
    }

    /** Skills c0 … c(n-1), each depending on the one before; skills f0 … f(n-1) depending on c0. */
    private static GraphView catalog(Path root, int n) {
        var catalog = new TestCatalog(root);
        for (int i = 0; i < n; i++) {
            if (i == 0) {
                catalog.skill("c0");
            } else {
                catalog.skill("c" + i, "c" + (i - 1));
            }
            catalog.skill("f" + i, "c0");
        }
        var view = catalog.view();
        // The view computes per document on first use: build every document's edges, and each node's edges in and
        // out, outside the measurement, which is then the walk alone.
        view.position(view.edges().get(0));
        view.nodes().forEach(node -> {
            view.edgesFrom(node.id());
            view.edgesTo(node.id());
        });
        return view;
    }

    /** Edges examined by one focus computation. */
    private static long work(GraphView view, String focus, int depth) {
        long before = Neighbourhood.EDGES_EXAMINED.sum();
        Neighbourhood.of(view, List.of(focus), depth, GraphFilter.ALL);
        return Neighbourhood.EDGES_EXAMINED.sum() - before;
    }
}
