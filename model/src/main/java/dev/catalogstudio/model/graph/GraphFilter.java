package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import java.util.Set;

/**
 * What the graph pane shows (issue "The dependency graph canvas", § Filters): node kinds, edge kinds, resolution
 * layers, and "only problems". An empty set means every value; {@link #ALL} shows everything.
 *
 * @param nodeKinds    the node kinds shown; empty for all
 * @param edgeKinds    the edge kinds shown; empty for all
 * @param layers       the resolution layer ids shown ({@code workspace}, {@code layer1} …; an edge belongs to its
 *                     source node's layer); empty for all
 * @param onlyProblems whether only nodes and edges on a path to a diagnostic are shown
 *                     ({@link GraphView#onProblemPath(String)}): a node with errors or warnings, an edge whose status
 *                     is other than resolved or external or that is in a cycle, and every node and edge on a
 *                     dependency path, in either direction, leading to one. The path is taken over every edge of the
 *                     graph, whatever {@code edgeKinds} hides.
 */
public record GraphFilter(Set<NodeKind> nodeKinds, Set<EdgeKind> edgeKinds, Set<String> layers,
                          boolean onlyProblems) {

    /** Everything. */
    public static final GraphFilter ALL = new GraphFilter(Set.of(), Set.of(), Set.of(), false);

    public GraphFilter {
        nodeKinds = Set.copyOf(nodeKinds);
        edgeKinds = Set.copyOf(edgeKinds);
        layers = Set.copyOf(layers);
    }

    /** This filter showing only {@code kinds} of node (none: all). */
    public GraphFilter withNodeKinds(Set<NodeKind> kinds) {
        return new GraphFilter(kinds, edgeKinds, layers, onlyProblems);
    }

    /** This filter showing only {@code kinds} of edge (none: all). */
    public GraphFilter withEdgeKinds(Set<EdgeKind> kinds) {
        return new GraphFilter(nodeKinds, kinds, layers, onlyProblems);
    }

    /** This filter showing only the layers {@code ids} (none: all). */
    public GraphFilter withLayers(Set<String> ids) {
        return new GraphFilter(nodeKinds, edgeKinds, ids, onlyProblems);
    }

    /** This filter with "only problems" on or off. */
    public GraphFilter withOnlyProblems(boolean on) {
        return new GraphFilter(nodeKinds, edgeKinds, layers, on);
    }

    /** Whether this filter hides nothing. */
    public boolean acceptsAll() {
        return nodeKinds.isEmpty() && edgeKinds.isEmpty() && layers.isEmpty() && !onlyProblems;
    }

    /** Whether a node of this kind and layer passes (ignoring "only problems", which needs the view). */
    public boolean accepts(NodeKind kind, String layer) {
        return (nodeKinds.isEmpty() || nodeKinds.contains(kind)) && (layers.isEmpty() || layers.contains(layer));
    }

    /** Whether edges of this kind pass. */
    public boolean accepts(EdgeKind kind) {
        return edgeKinds.isEmpty() || edgeKinds.contains(kind);
    }

    /** Whether {@code node} of {@code view} passes: its kind, its layer and, if asked, on a path to a problem. */
    public boolean accepts(GraphView view, Node node) {
        return accepts(node.kind(), node.layer()) && (!onlyProblems || view.onProblemPath(node.id()));
    }

    /**
     * Whether {@code edge} of {@code view} passes by itself: its kind, its source node's layer and, if asked, on a
     * path to a problem. Whether its ends are shown is the caller's concern.
     */
    public boolean accepts(GraphView view, GraphView.EdgeView edge) {
        if (!accepts(edge.edge().kind())) {
            return false;
        }
        if (!layers.isEmpty()) {
            var from = view.node(edge.edge().from());
            if (from.isEmpty() || !layers.contains(from.get().layer())) {
                return false;
            }
        }
        return !onlyProblems || view.onProblemPath(edge);
    }
}
