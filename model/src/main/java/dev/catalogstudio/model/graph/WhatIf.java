package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.resolve.Contribution;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.GraphRules;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * What-if removal (issue "The dependency graph canvas", § Impact): mark a node removed and see which entries lose a
 * dependency, computed by the model on a copy of the graph. Nothing is written and the snapshot is unchanged.
 */
public final class WhatIf {

    private WhatIf() {
    }

    /**
     * What removing a node would break.
     *
     * @param nodeId             the node asked about
     * @param losingDirectly     nodes, other than the removed ones, with an edge that reached a removed node and now
     *                           reaches nothing (or a node of the wrong kind): they now have a missing dependency they
     *                           did not have before; sorted by id
     * @param losingTransitively nodes, neither removed nor losing directly, that depend on a direct loser through
     *                           their install closure ({@link Impact#dependsThrough} edges, transitively); sorted by id
     * @param brokenEdges        those edges as they would be shown after the removal (status, diagnostics), by owner
     *                           document in code-point order, then in document order
     */
    public record Removal(String nodeId, List<String> losingDirectly, List<String> losingTransitively,
                          List<GraphView.EdgeView> brokenEdges) {

        public Removal {
            losingDirectly = List.copyOf(losingDirectly);
            losingTransitively = List.copyOf(losingTransitively);
            brokenEdges = List.copyOf(brokenEdges);
        }

        /** Whether the removal breaks nothing. */
        public boolean harmless() {
            return losingDirectly.isEmpty();
        }
    }

    /**
     * Removes {@code nodeId} from a copy of {@code snapshot}'s graph and reports what loses a dependency. A document's
     * main node (its id is the document's owner) takes the whole document with it: its contribution is replaced by
     * {@link Contribution#NONE} through the persistent {@link DependencyGraph#with}, so its other nodes (3md planes)
     * and its edges go too. Any other node (a plane {@code x.3md#z=2}, a {@code .mcp.json#github} server) goes alone,
     * with its outgoing edges. Edges leading to a removed node that another node still answers (the same address in
     * another layer) are not broken. An id not in the graph removes nothing: an empty {@link Removal}.
     *
     * <p>O(edges of the graph) for the scan of who refers to the removed nodes, plus the graph update.
     */
    public static Removal remove(Snapshot snapshot, String nodeId) {
        var graph = snapshot.graph();
        Optional<String> ownerOf = graph.ownerOf(nodeId);
        if (ownerOf.isEmpty()) {
            return new Removal(nodeId, List.of(), List.of(), List.of());
        }
        String owner = ownerOf.get();
        Contribution old = graph.contribution(owner);
        var removed = new HashSet<String>();
        Contribution next;
        if (nodeId.equals(owner)) {
            old.nodes().forEach(n -> removed.add(n.id()));
            next = Contribution.NONE;
        } else {
            removed.add(nodeId);
            next = new Contribution(old.nodes().stream().filter(n -> !n.id().equals(nodeId)).toList(),
                    old.edges().stream().filter(e -> !e.from().equals(nodeId)).toList());
        }
        var copy = graph.with(owner, next).graph();

        // One pass over every edge: who depends on whom (for the closure), and which edges the removal breaks.
        var dependentsOf = new HashMap<String, List<String>>();
        var broken = new ArrayList<Edge>();
        for (String o : new TreeSet<>(graph.owners())) {
            for (var edge : graph.contribution(o).edges()) {
                if (removed.contains(edge.from()) || !Impact.dependsThrough(edge.kind())) {
                    continue;
                }
                var before = graph.target(edge);
                if (before.isEmpty()) {
                    continue;
                }
                dependentsOf.computeIfAbsent(before.get().id(), k -> new ArrayList<>()).add(edge.from());
                if (removed.contains(before.get().id()) && lost(edge, before.get(), copy.target(edge))) {
                    broken.add(edge);
                }
            }
        }
        var direct = new TreeSet<String>();
        broken.forEach(e -> direct.add(e.from()));
        var transitive = new TreeSet<String>();
        var queue = new ArrayDeque<>(direct);
        var seen = new HashSet<>(direct);
        while (!queue.isEmpty()) {
            for (String from : dependentsOf.getOrDefault(queue.poll(), List.of())) {
                if (!removed.contains(from) && seen.add(from)) {
                    transitive.add(from);
                    queue.add(from);
                }
            }
        }
        return new Removal(nodeId, List.copyOf(direct), List.copyOf(transitive), views(copy, broken));
    }

    /** Whether an edge that reached {@code before} no longer reaches a node it may reach. */
    private static boolean lost(Edge edge, Node before, Optional<Node> after) {
        return after.isEmpty() || edge.reachesWrongKind(after.get()) && !edge.reachesWrongKind(before);
    }

    /** The broken edges as shown on the copy: status, target and the cross-file diagnostics written at them. */
    private static List<GraphView.EdgeView> views(DependencyGraph copy, List<Edge> broken) {
        var byOwner = new HashMap<String, Map<Object, List<Diagnostic>>>();
        var result = new ArrayList<GraphView.EdgeView>();
        for (var edge : broken) {
            String owner = GraphView.owner(copy, edge);
            var cross = byOwner.computeIfAbsent(owner, o -> {
                var map = new HashMap<Object, List<Diagnostic>>();
                GraphRules.check(copy, o).forEach(d -> map.computeIfAbsent(d.range(), k -> new ArrayList<>()).add(d));
                return map;
            });
            var to = copy.target(edge);
            result.add(new GraphView.EdgeView(edge, owner, to, GraphView.status(edge, to),
                    cross.getOrDefault(edge.range(), List.of()), GraphView.inCycle(copy, edge, to)));
        }
        return result;
    }
}
