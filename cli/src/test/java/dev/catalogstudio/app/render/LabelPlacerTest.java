package dev.catalogstudio.app.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The counts on a grouped picture's edges (issue 41): none on a node's box, none on another where the edge allows, and
 * the work of placing them grows with the number of edges, not its square (counted, never timed).
 */
class LabelPlacerTest {

    /**
     * {@code n} groups in a column and one hub group left of them, an edge from the hub to each with a count: the
     * counts of a fan, as an expanded group's.
     */
    private static GraphScene fan(int n) {
        var nodes = new ArrayList<PlacedNode>();
        var edges = new ArrayList<PlacedEdge>();
        nodes.add(new PlacedNode(new SceneNode("hub", NodeShape.GROUP, "hub", "", 0, 0, Set.of()), 20, 20, 160, 44));
        for (int i = 0; i < n; i++) {
            double y = 20 + i * 64;
            nodes.add(new PlacedNode(new SceneNode("g" + i, NodeShape.GROUP, "group " + i, "", 0, 0, Set.of()), 420, y,
                    200, 44));
            edges.add(new PlacedEdge(new SceneEdge("e" + i, "hub", "g" + i, EdgeLine.SKILL_DEPENDENCY,
                    EdgeProblem.NONE, "", Set.of(), String.valueOf(10 + i)), List.of(new Point(180, 42),
                    new Point(300, y + 22), new Point(420, y + 22))));
        }
        return new GraphScene(700, 40 + n * 64, nodes, edges);
    }

    @Test
    void countsStandOffTheBoxesAndOffEachOther() {
        var scene = fan(30);
        var labels = new LabelPlacer(scene, 1).place();
        assertThat(labels).hasSize(30);
        var pills = List.copyOf(labels.values());
        for (var pill : pills) {
            for (var node : scene.nodes()) {
                assertThat(pill.x() < node.x() + node.width() && node.x() < pill.x() + pill.width()
                        && pill.y() < node.y() + node.height() && node.y() < pill.y() + pill.height())
                        .as("count %s on %s", pill.text().text(), node.node().title()).isFalse();
            }
        }
        for (int i = 0; i < pills.size(); i++) {
            for (int j = i + 1; j < pills.size(); j++) {
                var a = pills.get(i);
                var b = pills.get(j);
                assertThat(a.x() < b.x() + b.width() && b.x() < a.x() + a.width() && a.y() < b.y() + b.height()
                        && b.y() < a.y() + a.height()).as("counts %s and %s", a.text().text(), b.text().text())
                        .isFalse();
            }
        }
    }

    @Test
    void placingFourTimesTheCountsIsAboutFourTimesTheWork() {
        var small = new LabelPlacer(fan(100), 1);
        small.place();
        var large = new LabelPlacer(fan(400), 1);
        large.place();
        assertThat(small.comparisons()).isPositive();
        // Linear: about 4 times; against every label placed before (quadratic) it would be about 16 times.
        assertThat((double) large.comparisons() / small.comparisons()).isLessThan(6);
    }
}
