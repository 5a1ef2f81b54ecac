package dev.catalogstudio.model.resolve;

import java.util.List;

/**
 * What one document adds to the {@link DependencyGraph}: the nodes it declares and the edges it writes.
 *
 * @param nodes its nodes; the first is the document's main entry when it has one
 * @param edges its references, in document order
 */
public record Contribution(List<Node> nodes, List<Edge> edges) {

    /** A document that adds nothing. */
    public static final Contribution NONE = new Contribution(List.of(), List.of());

    public Contribution {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /**
     * Whether this and {@code other} give the graph the same shape: equal but for source ranges. When true, an edit
     * moved text around without changing what any other document can see, and only this document's diagnostics
     * (whose ranges moved) need recomputing.
     */
    public boolean sameShape(Contribution other) {
        if (nodes.size() != other.nodes.size() || edges.size() != other.edges.size()) {
            return false;
        }
        for (int i = 0; i < nodes.size(); i++) {
            if (!nodes.get(i).sameShape(other.nodes.get(i))) {
                return false;
            }
        }
        for (int i = 0; i < edges.size(); i++) {
            if (!edges.get(i).sameShape(other.edges.get(i))) {
                return false;
            }
        }
        return true;
    }
}
