package dev.catalogstudio.model.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The focus view of the graph pane (issue "The dependency graph canvas", § Focus, not hairball): the entry of the
 * current editor tab or the selected node, with its dependencies and dependents up to a number of levels.
 */
public final class Neighbourhood {

    private Neighbourhood() {
    }

    /** Edges examined by {@link #of}, ever (a work count for tests; never read by the product). */
    static final java.util.concurrent.atomic.LongAdder EDGES_EXAMINED = new java.util.concurrent.atomic.LongAdder();

    /**
     * The nodes within {@code depth} edges of {@code focus}: its dependencies (following outgoing edges) and its
     * dependents (following incoming edges), each direction walked on its own, so a dependency's other dependents are
     * not shown. Only edges and nodes {@code filter} accepts are walked; a focus node is shown whatever the filter.
     * A node that is both a dependency and a dependent (on a cycle through the focus) keeps its dependency distance.
     *
     * <p>Costs O(size of the result + edges touched): it never walks the whole graph, except that the first
     * {@link GraphFilter#onlyProblems()} query of a view computes the view's problem paths once.
     *
     * @param view   the graph
     * @param focus  node ids; ids not in the graph are ignored (no focus: {@link Subgraph#EMPTY})
     * @param depth  how many levels each way: 0 the focus alone, 1 the direct neighbours, {@link Integer#MAX_VALUE}
     *               everything reachable
     * @param filter what may be shown
     * @throws IllegalArgumentException if {@code depth} is negative
     */
    public static Subgraph of(GraphView view, Collection<String> focus, int depth, GraphFilter filter) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more: " + depth);
        }
        var depthOf = new LinkedHashMap<String, Integer>();
        var start = new ArrayList<String>();
        for (String id : focus) {
            if (view.node(id).isPresent() && depthOf.putIfAbsent(id, 0) == null) {
                start.add(id);
            }
        }
        if (start.isEmpty()) {
            return Subgraph.EMPTY;
        }
        walk(view, start, depth, filter, +1, view::edgesFrom, e -> e.to().map(n -> n.id()).orElse(null), depthOf);
        walk(view, start, depth, filter, -1, view::edgesTo, e -> e.edge().from(), depthOf);
        var edges = new ArrayList<GraphView.EdgeView>();
        for (String id : depthOf.keySet()) {
            EDGES_EXAMINED.add(view.edgesFrom(id).size());
            for (var e : view.edgesFrom(id)) {
                if (!filter.accepts(view, e)) {
                    continue;
                }
                if (e.to().isEmpty() || depthOf.containsKey(e.to().get().id())) {
                    edges.add(e);
                }
            }
        }
        edges.sort(view.edgeOrder());
        return new Subgraph(depthOf.keySet(), edges, depthOf);
    }

    /** Breadth-first from {@code start} in one direction, {@code sign} giving the sign of the distances recorded. */
    private static void walk(GraphView view, List<String> start, int depth, GraphFilter filter, int sign,
                             Function<String, List<GraphView.EdgeView>> next,
                             Function<GraphView.EdgeView, String> end, LinkedHashMap<String, Integer> depthOf) {
        var seen = new HashSet<>(start);
        var level = start;
        for (int d = 1; d <= depth && !level.isEmpty(); d++) {
            var nextLevel = new ArrayList<String>();
            for (String id : level) {
                EDGES_EXAMINED.add(next.apply(id).size());
                for (var e : next.apply(id)) {
                    String other = end.apply(e);
                    if (other == null || seen.contains(other) || !filter.accepts(view, e)) {
                        continue;
                    }
                    var node = view.node(other);
                    if (node.isEmpty() || !filter.accepts(view, node.get())) {
                        continue;
                    }
                    seen.add(other);
                    nextLevel.add(other);
                    depthOf.putIfAbsent(other, sign * d);
                }
            }
            level = nextLevel;
            if (d == Integer.MAX_VALUE) {
                break;
            }
        }
    }

    /**
     * The node to focus for an editor tab showing {@code documentPath} (relative to the workspace root): the
     * document's main node (whose id is the path), else the first node the document declares (a {@code .mcp.json}'s
     * first server), else empty (a document with no node, such as a CHANGELOG).
     */
    public static Optional<String> entryOf(GraphView view, String documentPath) {
        var graph = view.snapshot().graph();
        if (graph.node(documentPath).isPresent()) {
            return Optional.of(documentPath);
        }
        var nodes = graph.contribution(documentPath).nodes();
        return nodes.isEmpty() ? Optional.empty() : Optional.of(nodes.get(0).id());
    }
}
