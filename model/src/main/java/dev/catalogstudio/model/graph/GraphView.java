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
import java.util.Comparator;
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
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The dependency graph of a snapshot as {@code catalog-studio graph} and the graph pane show it (docs/DEPENDENCIES.md § Dependencies
 * and resolution layers): the nodes sorted by id, and each edge with its status, the node it reaches and the
 * cross-file diagnostics written at its range; each node's error/warning badge ({@link #nodeViews()}), the edges by
 * source and by target ({@link #edgesFrom}, {@link #edgesTo}) and the part of the graph on a path to a problem
 * ({@link #onProblemPath(String)}).
 *
 * <p>Everything is computed on first use and kept, per document where it can be: {@link #of} is O(1), and the edges,
 * badges and neighbours of one node cost what its own document and the documents referring to it cost, so a focus
 * view of a 10,000-entry workspace touches a few documents, not all of them. The whole-graph answers ({@link #nodes()},
 * {@link #edges()}, {@link #nodeViews()}, {@link #onProblemPath}) are O(nodes + edges) once. The diagnostics come
 * from the snapshot, which already holds every document's cross-file diagnostics ({@link
 * Snapshot#crossFileDiagnostics(String)}); only documents of other resolution layers, not checked on their own, run
 * {@link GraphRules#check} here.
 *
 * <p>Immutable in what it answers and safe to share between threads: a value computed twice by racing threads is
 * the same, and the first one stored is the one every caller gets, so {@link EdgeView}s can be compared by identity.
 * Two views are equal when their snapshots are.
 */
public final class GraphView {

    private final Snapshot snapshot;
    private final DependencyGraph graph;
    private final Map<String, OwnerEdges> edgesByOwner = new ConcurrentHashMap<>();
    private final Map<String, List<EdgeView>> edgesToNode = new ConcurrentHashMap<>();
    private final Map<String, Map<String, NodeView>> badgesByOwner = new ConcurrentHashMap<>();
    private volatile List<Node> nodes;
    private volatile List<EdgeView> edges;
    private volatile Map<EdgeView, Integer> positions;
    private volatile Map<String, NodeView> nodeViews;
    private volatile Problems problems;

    private GraphView(Snapshot snapshot) {
        this.snapshot = Objects.requireNonNull(snapshot);
        this.graph = snapshot.graph();
    }

    /** The view of {@code snapshot}'s graph. O(1): every answer is computed when first asked for. */
    public static GraphView of(Snapshot snapshot) {
        return new GraphView(snapshot);
    }

    /** The workspace. */
    public Snapshot snapshot() {
        return snapshot;
    }

    /** Every node, sorted by id. O(nodes log nodes) on the first call. */
    public List<Node> nodes() {
        var all = nodes;
        if (all == null) {
            all = List.copyOf(graph.sortedNodes());
            nodes = all;
        }
        return all;
    }

    /**
     * Every edge, by owner document (code-point order), then in document order. O(edges) on the first call, plus the
     * edges of each document not asked for before.
     */
    public List<EdgeView> edges() {
        var all = edges;
        if (all == null) {
            var list = new ArrayList<EdgeView>();
            for (String owner : new TreeSet<>(graph.owners())) {
                list.addAll(ownerEdges(owner).all);
            }
            all = Collections.unmodifiableList(list);
            edges = all;
        }
        return all;
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

    /** The node with {@code id}, if the graph has one. */
    public Optional<Node> node(String id) {
        return graph.node(id);
    }

    /**
     * The edges leaving node {@code id}, in {@link #edges()} order; empty for an unknown id. The first call for a node
     * of a document builds the edge views of that whole document, O(its edges); later calls are O(1).
     */
    public List<EdgeView> edgesFrom(String nodeId) {
        var owner = graph.ownerOf(nodeId);
        return owner.isEmpty() ? List.of() : ownerEdges(owner.get()).from.getOrDefault(nodeId, List.of());
    }

    /**
     * The edges reaching node {@code id} (whatever their status, {@link EdgeView#to()} is that node), in
     * {@link #edges()} order; empty for an unknown id. The first call costs the edges of the documents whose
     * references name one of the node's addresses; later calls are O(1).
     */
    public List<EdgeView> edgesTo(String nodeId) {
        var known = edgesToNode.get(nodeId);
        if (known != null) {
            return known;
        }
        var node = graph.node(nodeId);
        if (node.isEmpty()) {
            return List.of();
        }
        var referrers = new TreeSet<String>();
        for (String address : node.get().addresses()) {
            referrers.addAll(graph.referrers(address));
        }
        var list = new ArrayList<EdgeView>();
        for (String owner : referrers) {
            list.addAll(ownerEdges(owner).to.getOrDefault(nodeId, List.of()));
        }
        return stored(edgesToNode, nodeId, Collections.unmodifiableList(list));
    }

    /**
     * Every node's badge by node id (iteration in {@link #nodes()} order), O(nodes + diagnostics) on the first call.
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
            var map = new LinkedHashMap<String, NodeView>();
            for (var node : nodes()) {
                nodeView(node.id()).ifPresent(v -> map.put(node.id(), v));
            }
            views = Collections.unmodifiableMap(map);
            nodeViews = views;
        }
        return views;
    }

    /**
     * The badge of node {@code id}; empty for an unknown id. See {@link #nodeViews()}. The first call for a node of a
     * document computes the badges of that document's nodes, O(its nodes + edges + diagnostics).
     */
    public Optional<NodeView> nodeView(String id) {
        var node = graph.node(id);
        if (node.isEmpty()) {
            return Optional.empty();
        }
        var owner = graph.ownerOf(id);
        if (owner.isEmpty()) {
            return Optional.of(new NodeView(node.get(), 0, 0));
        }
        var badges = badgesByOwner.get(owner.get());
        if (badges == null) {
            badges = stored(badgesByOwner, owner.get(), Badges.of(this, owner.get()));
        }
        return Optional.ofNullable(badges.get(id));
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
        int index = position(edge);
        return index >= 0 && problems().edges.get(index);
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
    private List<Diagnostic> edgeDiagnostics(String owner) {
        if (!snapshot.documents().containsKey(owner)) {
            return GraphRules.check(graph, owner);
        }
        var cross = snapshot.crossFileDiagnostics(owner);
        var all = new ArrayList<>(cross);
        for (var d : snapshot.diagnostics(owner)) {
            if (d.rule() == Rule.DEPENDENCY_ORIGIN_INVALID) {
                all.add(d);
            }
        }
        return all;
    }

    /** The edge views of {@code owner}'s document, built once. */
    private OwnerEdges ownerEdges(String owner) {
        var known = edgesByOwner.get(owner);
        if (known != null) {
            return known;
        }
        var written = graph.contribution(owner).edges();
        if (written.isEmpty()) {
            return stored(edgesByOwner, owner, OwnerEdges.NONE);
        }
        // The document's diagnostics once, indexed by range: an edge finds its own in O(1), so a document of 40,000
        // links is not 40,000 scans of 40,000 diagnostics.
        var byRange = new HashMap<Range, List<Diagnostic>>();
        for (var d : edgeDiagnostics(owner)) {
            byRange.computeIfAbsent(d.range(), k -> new ArrayList<>()).add(d);
        }
        var views = new ArrayList<EdgeView>(written.size());
        for (var edge : written) {
            var to = graph.target(edge);
            views.add(new EdgeView(edge, owner, to, status(edge, to), byRange.getOrDefault(edge.range(), List.of()),
                    inCycle(graph, edge, to)));
        }
        return stored(edgesByOwner, owner, new OwnerEdges(views));
    }

    /**
     * The owner of the document holding {@code edge}: the owner of its source node (edges leave nodes of their own
     * document), which is the document's path in the workspace and {@code <layer>:<path>} in other layers.
     */
    static String owner(DependencyGraph graph, Edge edge) {
        return graph.ownerOf(edge.from()).orElse(edge.path());
    }

    /** {@code value} stored under {@code key} unless a racing thread stored one first; the stored one. */
    private static <V> V stored(Map<String, V> map, String key, V value) {
        var first = map.putIfAbsent(key, value);
        return first == null ? value : first;
    }

    /**
     * The order of {@link #edges()} for edges of this view: by owner document, then in document order. Unlike a
     * position in {@link #edges()}, it costs only the documents of the edges compared.
     *
     * @throws IllegalArgumentException when comparing an edge that is not one of this view's
     */
    public Comparator<EdgeView> edgeOrder() {
        if (positions != null) {
            return Comparator.comparingInt(this::position); // the whole list is indexed already: one lookup each
        }
        return Comparator.comparing(EdgeView::owner).thenComparingInt(e -> ownerEdges(e.owner()).index(e));
    }

    /** The position of {@code edge} in {@link #edges()} (by identity), or -1 when it is none of them. */
    int position(EdgeView edge) {
        var index = positions;
        if (index == null) {
            var map = new IdentityHashMap<EdgeView, Integer>();
            var all = edges();
            for (int i = 0; i < all.size(); i++) {
                map.put(all.get(i), i);
            }
            index = map;
            positions = index;
        }
        Integer at = index.get(edge);
        return at == null ? -1 : at;
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

    /** One document's edge views in document order, and grouped by source and by target node id. */
    private static final class OwnerEdges {
        static final OwnerEdges NONE = new OwnerEdges(List.of());

        final List<EdgeView> all;
        final Map<String, List<EdgeView>> from = new HashMap<>();
        final Map<String, List<EdgeView>> to = new HashMap<>();
        private final Map<EdgeView, Integer> index = new IdentityHashMap<>();

        OwnerEdges(List<EdgeView> views) {
            all = List.copyOf(views);
            for (var e : all) {
                index.put(e, index.size());
                from.computeIfAbsent(e.edge().from(), k -> new ArrayList<>()).add(e);
                e.to().ifPresent(n -> to.computeIfAbsent(n.id(), k -> new ArrayList<>()).add(e));
            }
            from.replaceAll((k, v) -> Collections.unmodifiableList(v));
            to.replaceAll((k, v) -> Collections.unmodifiableList(v));
        }

        int index(EdgeView edge) {
            Integer at = index.get(edge);
            if (at == null) {
                throw new IllegalArgumentException("not an edge of this view: " + edge.edge());
            }
            return at;
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

    /** The badges of {@link #nodeViews()}, one document at a time. */
    private static final class Badges {

        static Map<String, NodeView> of(GraphView view, String owner) {
            var graph = view.graph;
            var declared = graph.contribution(owner).nodes();
            var counts = new LinkedHashMap<String, int[]>();
            for (var node : declared) {
                counts.put(node.id(), new int[2]);
            }
            var diagnostics = view.snapshot.documents().containsKey(owner) ? view.snapshot.diagnostics(owner)
                    : GraphRules.check(graph, owner);
            if (!diagnostics.isEmpty()) {
                var main = counts.get(owner);
                var subNodes = new ArrayList<Node>();
                for (var node : declared) {
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
            var result = new HashMap<String, NodeView>();
            for (var node : declared) {
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
        return o == this || o instanceof GraphView v && v.snapshot.equals(snapshot);
    }

    @Override
    public int hashCode() {
        return snapshot.hashCode();
    }

    @Override
    public String toString() {
        return "GraphView[snapshot=" + snapshot.version() + ", nodes=" + graph.nodes().size() + "]";
    }
}
