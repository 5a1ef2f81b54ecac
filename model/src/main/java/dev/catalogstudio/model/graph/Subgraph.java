package dev.catalogstudio.model.graph;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A part of a {@link GraphView} to show: the focus view of {@link Neighbourhood#of}.
 *
 * @param nodeIds the node ids shown, the focus first, then by distance (dependencies and dependents interleaved as met)
 * @param edges   the edges shown, in {@link GraphView#edges()} order: every edge the filter accepts between two shown
 *                nodes, and every accepted edge that reaches no node (missing, invalid, unresolved) whose source is
 *                shown
 * @param depthOf each shown node's signed distance from the focus, in edges: 0 for a focus node, +k for a dependency
 *                k edges away (following outgoing edges), −k for a dependent k edges away (following incoming ones)
 */
public record Subgraph(Set<String> nodeIds, List<GraphView.EdgeView> edges, Map<String, Integer> depthOf) {

    /** Nothing to show. */
    public static final Subgraph EMPTY = new Subgraph(Set.of(), List.of(), Map.of());

    public Subgraph {
        nodeIds = Collections.unmodifiableSet(new LinkedHashSet<>(nodeIds));
        edges = List.copyOf(edges);
        depthOf = Collections.unmodifiableMap(new LinkedHashMap<>(depthOf));
    }

    /** Whether node {@code id} is shown. */
    public boolean contains(String id) {
        return nodeIds.contains(id);
    }
}
