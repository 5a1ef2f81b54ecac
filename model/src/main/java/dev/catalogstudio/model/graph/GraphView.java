package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.GraphRules;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The dependency graph of a snapshot as {@code catalog-studio graph} and the graph pane show it (README § Dependencies
 * and resolution layers): the nodes sorted by id, and each edge with its status, the node it reaches and the
 * cross-file diagnostics written at its range; plus, built once on first use, each node's error/warning badge
 * ({@link #nodeViews()}), the edges by source and by target ({@link #edgesFrom}, {@link #edgesTo}) and the part of the
 * graph on a path to a problem ({@link #onProblemPath(String)}).
 *
 * <p>Immutable and safe to share between threads; the lazily built indexes are built at most once. {@link #of} is
 * O(nodes + edges + cross-file rules of every document with edges); a pane may keep one view per snapshot. It has the
 * accessors and equality of a record of ({@code snapshot}, {@code nodes}, {@code edges}) but is a class so that it can
 * hold those indexes.
 */
public final class GraphView {

    private final Snapshot snapshot;
    private final List<Node> nodes;
    private final List<EdgeView> edges;
    private volatile Indexes indexes;
    private volatile Map<String, NodeView> nodeViews;
    private volatile Problems problems;

    /**
     * @param snapshot the workspace
     * @param nodes    every node of {@code snapshot.graph()}, sorted by id
     * @param edges    every edge, by owner document (code-point order), then in document order
     */
    public GraphView(Snapshot snapshot, List<Node> nodes, List<EdgeView> edges) {
        this.snapshot = Objects.requireNonNull(snapshot);
        this.nodes = List.copyOf(nodes);
        this.edges = List.copyOf(edges);
    }

    /** The workspace. */
    public Snapshot snapshot() {
        return snapshot;
    }

    /** Every node, sorted by id. */
    public List<Node> nodes() {
        return nodes;
    }

    /** Every edge, by owner document (code-point order), then in document order. */
    public List<EdgeView> edges() {
        return edges;
    }

    /** What became of a reference. */
    public enum Status {
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
        public String label() {
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
     * @param diagnostics the cross-file diagnostics of its document whose range is exactly the edge's range (and, in
     *                    the workspace, its {@code dependency-origin-invalid})
     * @param inCycle     whether it is part of a dependency cycle: {@link DependencyGraph#loopThrough} is non-empty
     */
    public record EdgeView(Edge edge, String owner, Optional<Node> to, Status status, List<Diagnostic> diagnostics,
                           boolean inCycle) {

        public EdgeView {
            Objects.requireNonNull(edge);
            Objects.requireNonNull(owner);
            Objects.requireNonNull(to);
            Objects.requireNonNull(status);
            diagnostics = List.copyOf(diagnostics);
        }

        /**
         * Whether the edge itself is a problem for "only problems": its status is other than {@link Status#RESOLVED}
         * and {@link Status#EXTERNAL}, or it is in a cycle.
         */
        public boolean problem() {
            return inCycle || status != Status.RESOLVED && status != Status.EXTERNAL;
        }
    }

    /**
     * A node with its badge.
     *
     * @param node     the node
     * @param errors   how many {@link Severity#ERROR} diagnostics it carries (see {@link GraphView#nodeViews()})
     * @param warnings how many {@link Severity#WARNING} diagnostics it carries
     */
    public record NodeView(Node node, int errors, int warnings) {

        /** Whether the badge shows anything: at least one error or warning. */
        public boolean problem() {
            return errors > 0 || warnings > 0;
        }
    }

    /** The view of {@code snapshot}'s graph; O(nodes + edges) plus the cross-file rules of each document with edges. */
    public static GraphView of(Snapshot snapshot) {
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
            var here = cross.getOrDefault(edge.range(), List.of());
            edges.add(new EdgeView(edge, owner, to, status(edge, to), here, inCycle(graph, edge, to)));
        }
        return new GraphView(snapshot, graph.sortedNodes(), edges);
    }

    /** The node with {@code id}, if the graph has one. */
    public Optional<Node> node(String id) {
        return snapshot.graph().node(id);
    }

    /** The edges leaving node {@code id}, in {@link #edges()} order; empty for an unknown id. O(1) after the first call. */
    public List<EdgeView> edgesFrom(String nodeId) {
        return indexes().from.getOrDefault(nodeId, List.of());
    }

    /**
     * The edges reaching node {@code id} (whatever their status, {@link EdgeView#to()} is that node), in
     * {@link #edges()} order; empty for an unknown id. O(1) after the first call.
     */
    public List<EdgeView> edgesTo(String nodeId) {
        return indexes().to.getOrDefault(nodeId, List.of());
    }

    /**
     * Every node's badge by node id (iteration in {@link #nodes()} order), computed once on first use.
     *
     * <p>The rule: the main node of a document (its id is its document's owner: the path in the workspace,
     * {@code <layer>:<path>} in another layer) counts every diagnostic of that document, per-document and cross-file
     * ({@link Snapshot#diagnostics(String)}; for a document of another layer, which is not checked on its own, its
     * cross-file diagnostics). Each other node of a document (a 3md plane {@code x.3md#z=2}, a {@code .mcp.json#github}
     * server) counts the diagnostics that start inside the range of one of its outgoing edges, or else on a line of
     * its own declaration range ({@link Node#range()}, lines start to end); a diagnostic counts for at most one such
     * node: the edge's source first, else the declaration starting last. Information diagnostics count for nothing.
     */
    public Map<String, NodeView> nodeViews() {
        var views = nodeViews;
        if (views == null) {
            synchronized (this) {
                views = nodeViews;
                if (views == null) {
                    views = Badges.of(this);
                    nodeViews = views;
                }
            }
        }
        return views;
    }

    /** The badge of node {@code id}; empty for an unknown id. See {@link #nodeViews()}. */
    public Optional<NodeView> nodeView(String id) {
        return Optional.ofNullable(nodeViews().get(id));
    }

    /**
     * Whether node {@code id} is on a path to a problem ({@link GraphFilter#onlyProblems()}): it has a badge
     * ({@link NodeView#problem()}), or a dependency path in either direction leads from it to such a node or to a
     * problem edge ({@link EdgeView#problem()}): following edges forward it reaches the node or the edge's source (it
     * depends on the problem), or following them backward it reaches the node or the edge's target (the problem
     * depends on it). Computed for the whole view once, on first use (O(nodes + edges)).
     */
    public boolean onProblemPath(String nodeId) {
        return problems().nodes.contains(nodeId);
    }

    /**
     * Whether {@code edge} (one of {@link #edges()}, compared by identity) is on a path to a problem: it is a problem
     * itself, it leads to a node whose dependencies lead to a problem, or it leaves a node that a problem depends on
     * (see {@link #onProblemPath(String)}).
     */
    public boolean onProblemPath(EdgeView edge) {
        Integer index = indexes().position.get(edge);
        return index != null && problems().edges.get(index);
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
     * Whether {@link DependencyGraph#loopThrough} of {@code edge} is non-empty, in O(1): the edge orders installation
     * and its source and target are members of one cycle (a strongly connected component always holds a way back).
     */
    static boolean inCycle(DependencyGraph graph, Edge edge, Optional<Node> to) {
        if (!edge.kind().ordersInstall() || to.isEmpty()) {
            return false;
        }
        return graph.cycle(edge.from()).map(c -> c.contains(to.get().id())).orElse(false);
    }

    /**
     * The diagnostics an edge of {@code owner} may carry: the cross-file ones, and for a workspace document the
     * per-document ones about its references too ({@code dependency-origin-invalid} is reported by the document's own
     * rules, yet it is about the edge).
     */
    static List<Diagnostic> diagnostics(Snapshot snapshot, DependencyGraph graph, String owner) {
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

    /**
     * The owner of the document holding {@code edge}: the owner of its source node (edges leave nodes of their own
     * document), which is the document's path in the workspace and {@code <layer>:<path>} in other layers.
     */
    static String owner(DependencyGraph graph, Edge edge) {
        return graph.ownerOf(edge.from()).orElse(edge.path());
    }

    /** The position of {@code edge} in {@link #edges()}, or -1 when it is none of them. */
    int position(EdgeView edge) {
        Integer index = indexes().position.get(edge);
        return index == null ? -1 : index;
    }

    private Indexes indexes() {
        var built = indexes;
        if (built == null) {
            synchronized (this) {
                built = indexes;
                if (built == null) {
                    built = new Indexes(edges);
                    indexes = built;
                }
            }
        }
        return built;
    }

    private Problems problems() {
        var built = problems;
        if (built == null) {
            synchronized (this) {
                built = problems;
                if (built == null) {
                    built = Problems.of(this);
                    problems = built;
                }
            }
        }
        return built;
    }

    /** Edges by source and target node id, and each edge's position (by identity). */
    private static final class Indexes {
        final Map<String, List<EdgeView>> from = new HashMap<>();
        final Map<String, List<EdgeView>> to = new HashMap<>();
        final Map<EdgeView, Integer> position = new IdentityHashMap<>();

        Indexes(List<EdgeView> edges) {
            for (int i = 0; i < edges.size(); i++) {
                var e = edges.get(i);
                position.put(e, i);
                from.computeIfAbsent(e.edge().from(), k -> new ArrayList<>()).add(e);
                e.to().ifPresent(n -> to.computeIfAbsent(n.id(), k -> new ArrayList<>()).add(e));
            }
            from.replaceAll((k, v) -> Collections.unmodifiableList(v));
            to.replaceAll((k, v) -> Collections.unmodifiableList(v));
        }
    }

    /** The nodes and edges on a path to a problem: the forward and backward closures of the problems. */
    private static final class Problems {
        final Set<String> nodes;
        final BitSet edges;

        private Problems(Set<String> nodes, BitSet edges) {
            this.nodes = nodes;
            this.edges = edges;
        }

        static Problems of(GraphView view) {
            var badges = view.nodeViews();
            var upSeeds = new ArrayList<String>();
            var downSeeds = new ArrayList<String>();
            var problemEdges = new BitSet();
            var edges = view.edges();
            for (var badge : badges.values()) {
                if (badge.problem()) {
                    upSeeds.add(badge.node().id());
                    downSeeds.add(badge.node().id());
                }
            }
            for (int i = 0; i < edges.size(); i++) {
                var e = edges.get(i);
                if (e.problem()) {
                    problemEdges.set(i);
                    upSeeds.add(e.edge().from());
                    e.to().ifPresent(n -> downSeeds.add(n.id()));
                }
            }
            // up: nodes whose dependencies lead to a problem (its dependents); down: nodes reached from a problem
            // going forward (its dependencies), so that walking back from them leads to it.
            var up = closure(upSeeds, id -> view.edgesTo(id), e -> e.edge().from());
            var down = closure(downSeeds, id -> view.edgesFrom(id), e -> e.to().map(Node::id).orElse(null));
            var kept = new BitSet();
            kept.or(problemEdges);
            for (int i = 0; i < edges.size(); i++) {
                var e = edges.get(i);
                if (down.contains(e.edge().from()) || e.to().isPresent() && up.contains(e.to().get().id())) {
                    kept.set(i);
                }
            }
            var nodes = new HashSet<String>(up);
            nodes.addAll(down);
            return new Problems(nodes, kept);
        }

        private static Set<String> closure(List<String> seeds, java.util.function.Function<String, List<EdgeView>> next,
                                           java.util.function.Function<EdgeView, String> end) {
            var seen = new HashSet<String>(seeds);
            var queue = new ArrayDeque<String>(seen);
            while (!queue.isEmpty()) {
                for (var e : next.apply(queue.poll())) {
                    String id = end.apply(e);
                    if (id != null && seen.add(id)) {
                        queue.add(id);
                    }
                }
            }
            return seen;
        }
    }

    /** The badges of {@link #nodeViews()}. */
    private static final class Badges {

        static Map<String, NodeView> of(GraphView view) {
            var graph = view.snapshot.graph();
            var counts = new HashMap<String, int[]>();
            var byOwner = new TreeMap<String, List<Node>>();
            for (var node : view.nodes) {
                counts.put(node.id(), new int[2]);
                graph.ownerOf(node.id()).ifPresent(o -> byOwner.computeIfAbsent(o, k -> new ArrayList<>()).add(node));
            }
            for (var entry : byOwner.entrySet()) {
                String owner = entry.getKey();
                var diagnostics = view.snapshot.documents().containsKey(owner) ? view.snapshot.diagnostics(owner)
                        : GraphRules.check(graph, owner);
                if (diagnostics.isEmpty()) {
                    continue;
                }
                var main = counts.get(owner);
                var subNodes = new ArrayList<Node>();
                for (var node : entry.getValue()) {
                    if (!node.id().equals(owner)) {
                        subNodes.add(node);
                    }
                }
                var places = subNodes.isEmpty() ? null : new Places(subNodes, view);
                for (var d : diagnostics) {
                    int slot = d.severity() == Severity.ERROR ? 0 : d.severity() == Severity.WARNING ? 1 : -1;
                    if (slot < 0) {
                        continue;
                    }
                    if (main != null) {
                        main[slot]++;
                    }
                    if (places != null) {
                        String at = places.nodeAt(d.range());
                        if (at != null) {
                            counts.get(at)[slot]++;
                        }
                    }
                }
            }
            var result = new LinkedHashMap<String, NodeView>();
            for (var node : view.nodes) {
                var c = counts.get(node.id());
                result.put(node.id(), new NodeView(node, c[0], c[1]));
            }
            return Collections.unmodifiableMap(result);
        }
    }

    /** Which sub-node of one document a diagnostic belongs to: by its outgoing edges' ranges, then declaration lines. */
    private static final class Places {
        private final TreeMap<Integer, List<Object[]>> edgesByStart = new TreeMap<>();
        private final TreeMap<Integer, List<Node>> declarationsByLine = new TreeMap<>();
        private int longestEdge;
        private int longestDeclaration;

        Places(List<Node> subNodes, GraphView view) {
            for (var node : subNodes) {
                var r = node.range();
                declarationsByLine.computeIfAbsent(r.start().line(), k -> new ArrayList<>()).add(node);
                longestDeclaration = Math.max(longestDeclaration, r.end().line() - r.start().line());
                for (var e : view.edgesFrom(node.id())) {
                    var er = e.edge().range();
                    edgesByStart.computeIfAbsent(er.startOffset(), k -> new ArrayList<>())
                            .add(new Object[] {node.id(), er});
                    longestEdge = Math.max(longestEdge, er.length());
                }
            }
        }

        String nodeAt(Range range) {
            int offset = range.startOffset();
            // Edges: those starting at most longestEdge before the diagnostic can contain its start.
            for (var entry : edgesByStart.headMap(offset, true).descendingMap().entrySet()) {
                if (entry.getKey() < offset - longestEdge) {
                    break;
                }
                for (var pair : entry.getValue()) {
                    var er = (Range) pair[1];
                    if (offset >= er.startOffset() && offset <= er.endOffset()) {
                        return (String) pair[0];
                    }
                }
            }
            int line = range.start().line();
            for (var entry : declarationsByLine.headMap(line, true).descendingMap().entrySet()) {
                if (entry.getKey() < line - longestDeclaration) {
                    break;
                }
                for (var node : entry.getValue()) {
                    if (line <= node.range().end().line()) {
                        return node.id();
                    }
                }
            }
            return null;
        }
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof GraphView v && v.snapshot.equals(snapshot) && v.nodes.equals(nodes)
                && v.edges.equals(edges);
    }

    @Override
    public int hashCode() {
        return Objects.hash(snapshot, nodes, edges);
    }

    @Override
    public String toString() {
        return "GraphView[snapshot=" + snapshot.version() + ", nodes=" + nodes.size() + ", edges=" + edges.size() + "]";
    }
}
