package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.GraphRules;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The dependency graph of a snapshot as {@code catalog-studio graph} shows it: the nodes sorted by id, and each edge
 * with its status, the node it reaches and the cross-file diagnostics written at its range.
 *
 * @param snapshot the workspace
 * @param nodes    every node, sorted by id
 * @param edges    every edge, by owner document (code-point order), then in document order
 */
record GraphView(Snapshot snapshot, List<Node> nodes, List<EdgeView> edges) {

    /** What became of a reference. */
    enum Status {
        /** It reaches a node of the expected kind. */
        RESOLVED,
        /** Its target address is in a layer, but no node is there. */
        MISSING,
        /** Its repository is in no layer (for example a GitHub origin without a {@code catalog-studio.yaml} layer). */
        UNRESOLVED,
        /** It reaches a node of another kind than the reference needs (a skill listed under {@code mcps}). */
        KIND_MISMATCH,
        /** It reaches a node standing for something outside every layer (an OAF registry reference). */
        EXTERNAL,
        /** It is no reference at all: not an origin ({@code dependency-origin-invalid}); it reaches nothing. */
        INVALID;

        /** The name in the output, e.g. {@code kind-mismatch}. */
        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * One edge as shown.
     *
     * @param edge        the edge
     * @param owner       the owner of the document holding it ({@code <layer>:<path>} outside the workspace)
     * @param to          the node it reaches, if any (also for {@link Status#KIND_MISMATCH} and
     *                    {@link Status#EXTERNAL})
     * @param status      what became of it
     * @param diagnostics the cross-file diagnostics of its document whose range is exactly the edge's range
     */
    record EdgeView(Edge edge, String owner, Optional<Node> to, Status status, List<Diagnostic> diagnostics) {
    }

    /** The view of {@code snapshot}'s graph. */
    static GraphView of(Snapshot snapshot) {
        var graph = snapshot.graph();
        // Each document's cross-file diagnostics once, indexed by range: an edge finds its own in O(1), so a document
        // of 40,000 links is not 40,000 scans of 40,000 diagnostics.
        var crossByOwner = new HashMap<String, Map<Range, List<Diagnostic>>>();
        var edges = new ArrayList<EdgeView>();
        for (var edge : graph.edges()) {
            String owner = owner(graph, edge);
            var cross = crossByOwner.computeIfAbsent(owner, o -> diagnostics(snapshot, graph, o).stream()
                    .collect(Collectors.groupingBy(Diagnostic::range, LinkedHashMap::new, Collectors.toList())));
            var to = graph.target(edge);
            var here = List.copyOf(cross.getOrDefault(edge.range(), List.of()));
            edges.add(new EdgeView(edge, owner, to, status(edge, to), here));
        }
        return new GraphView(snapshot, graph.sortedNodes(), List.copyOf(edges));
    }

    /**
     * The diagnostics an edge of {@code owner} may carry: the cross-file ones, and for a workspace document the
     * per-document ones about its references too ({@code dependency-origin-invalid} is reported by the document's own
     * rules, yet it is about the edge).
     */
    private static List<Diagnostic> diagnostics(Snapshot snapshot, DependencyGraph graph, String owner) {
        var cross = GraphRules.check(graph, owner);
        if (!snapshot.documents().containsKey(owner)) {
            return cross;
        }
        var all = new ArrayList<>(cross);
        for (var d : snapshot.diagnostics(owner)) {
            if (d.rule() == Rule.DEPENDENCY_ORIGIN_INVALID) {
                all.add(d);
            }
        }
        return all;
    }

    /** The status of {@code edge}, reaching {@code to}. */
    static Status status(Edge edge, Optional<Node> to) {
        if (edge.invalid()) {
            return Status.INVALID;
        }
        if (edge.unresolved() != null) {
            return Status.UNRESOLVED;
        }
        if (to.isEmpty()) {
            return Status.MISSING;
        }
        if (to.get().external()) {
            return Status.EXTERNAL;
        }
        return edge.reachesWrongKind(to.get()) ? Status.KIND_MISMATCH : Status.RESOLVED;
    }

    /**
     * The owner of the document holding {@code edge}: the owner of its source node (edges leave nodes of their own
     * document), which is the document's path in the workspace and {@code <layer>:<path>} in other layers.
     */
    private static String owner(DependencyGraph graph, Edge edge) {
        return graph.ownerOf(edge.from()).orElse(edge.path());
    }
}
