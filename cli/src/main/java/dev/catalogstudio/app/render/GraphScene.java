package dev.catalogstudio.app.render;

import java.util.List;
import java.util.Optional;

/**
 * A laid-out picture: what the graph pane paints, and what the SVG and PNG writers write.
 *
 * @param width     scene width, scene units (1 unit = 1 pixel at zoom 1), margins included
 * @param height    scene height, scene units
 * @param nodes     every node with its box
 * @param edges     every edge with its route
 * @param textScale how much larger than at zoom 1 the text and the boxes holding it were laid out, 1 or more: the
 *                  layout enlarges them so that the picture fitted to its pane still reads ({@link
 *                  SceneLayout#layoutToFit})
 */
public record GraphScene(double width, double height, List<PlacedNode> nodes, List<PlacedEdge> edges,
                         double textScale) {

    /** An empty scene. */
    public static final GraphScene EMPTY = new GraphScene(0, 0, List.of(), List.of());

    public GraphScene {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /** A scene with its text at its own size. */
    public GraphScene(double width, double height, List<PlacedNode> nodes, List<PlacedEdge> edges) {
        this(width, height, nodes, edges, 1);
    }

    /** The node with id {@code id}. */
    public Optional<PlacedNode> node(String id) {
        return nodes.stream().filter(n -> n.node().id().equals(id)).findFirst();
    }

    /** The topmost node whose box holds the scene point. */
    public Optional<PlacedNode> nodeAt(double x, double y) {
        for (int i = nodes.size() - 1; i >= 0; i--) {
            if (nodes.get(i).contains(x, y)) {
                return Optional.of(nodes.get(i));
            }
        }
        return Optional.empty();
    }

    /** The edge nearest the scene point, if within {@code tolerance} scene units. */
    public Optional<PlacedEdge> edgeNear(double x, double y, double tolerance) {
        PlacedEdge best = null;
        double bestDistance = tolerance;
        for (var edge : edges) {
            double d = edge.distanceTo(x, y);
            if (d <= bestDistance) {
                bestDistance = d;
                best = edge;
            }
        }
        return Optional.ofNullable(best);
    }
}
