package dev.catalogstudio.app.render;

import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.review.ChangeSet;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What a change set ({@code Review}, Compare With…) marks in a picture of the head side's graph: the entries it added,
 * modified or renamed and the unchanged ones it impacts ({@link Mark#ADDED}, {@link Mark#MODIFIED},
 * {@link Mark#RENAMED}, {@link Mark#IMPACTED}), the dependency edges it added ({@link Mark#ADDED}), and what the head
 * no longer has: each removed entry as a ghost node and each removed dependency edge as a ghost edge
 * ({@link Mark#DELETED}), placed between the nodes of the picture they touch ({@link #withRemoved}).
 *
 * <p>The change set names entries by FQN (or path) and declaring document, and edges by declaring entry, kind and
 * origin as written; they are matched here to the nodes and edges of the graph drawn (the session's snapshot, whose
 * node ids are the review's head's for the same files). A removed edge's target is found in the base side's graph.
 * Built once per change set and graph, off the FX thread; O(nodes + changed entries' edges).
 */
public final class ChangeMarks {

    /** The prefix of the ids of ghost nodes standing for entries the change set removed (a {@link SceneMapper#GHOST}). */
    public static final String DELETED = SceneMapper.GHOST + "deleted:";

    /** The prefix of the ids of ghost edges standing for dependency edges the change set removed. */
    public static final String DELETED_EDGE = "deleted-edge:";

    private final Map<String, Mark> nodes;
    private final Map<String, Mark> edges;
    private final Map<String, SceneNode> ghosts;
    private final List<SceneEdge> removedEdges;

    private ChangeMarks(Map<String, Mark> nodes, Map<String, Mark> edges, Map<String, SceneNode> ghosts,
                        List<SceneEdge> removedEdges) {
        this.nodes = Map.copyOf(nodes);
        this.edges = Map.copyOf(edges);
        this.ghosts = ghosts;
        this.removedEdges = List.copyOf(removedEdges);
    }

    /** The marks of {@code set} on {@code view} (the head side's graph as drawn). */
    public static ChangeMarks of(GraphView view, ChangeSet set) {
        var byPath = new HashMap<String, List<Node>>();
        var byName = new HashMap<String, List<Node>>();
        for (var node : view.nodes()) {
            if (node.layer().equals(Layer.WORKSPACE) && !node.path().isEmpty()) {
                byPath.computeIfAbsent(node.path(), k -> new ArrayList<>()).add(node);
                byName.computeIfAbsent(name(node), k -> new ArrayList<>()).add(node);
            }
        }
        var nodes = new LinkedHashMap<String, Mark>();
        for (var impact : set.impact()) {
            for (var node : byName.getOrDefault(impact.fqn(), List.of())) {
                nodes.put(node.id(), Mark.IMPACTED);
            }
        }
        var ghosts = new LinkedHashMap<String, SceneNode>();
        var base = set.baseSnapshot().graph();
        for (var change : set.changes()) {
            if (change.change() == ChangeSet.Change.REMOVED) {
                for (var node : base.nodes().values()) {
                    if (node.path().equals(change.path()) && node.kind() == change.kind()
                            && name(node).equals(change.fqn()) && node.layer().equals(Layer.WORKSPACE)) {
                        ghosts.put(DELETED + node.id(), ghost(node));
                    }
                }
                continue;
            }
            Mark mark = switch (change.change()) {
                case ADDED -> Mark.ADDED;
                case RENAMED -> Mark.RENAMED;
                default -> Mark.MODIFIED;
            };
            for (var node : byPath.getOrDefault(change.path(), List.of())) {
                if (node.kind() == change.kind() && name(node).equals(change.fqn())) {
                    nodes.put(node.id(), mark);
                }
            }
        }
        var edges = new HashMap<String, Mark>();
        for (var added : set.edgesAdded()) {
            for (var node : byPath.getOrDefault(added.path(), List.of())) {
                if (!name(node).equals(added.from())) {
                    continue;
                }
                for (var edge : view.edgesFrom(node.id())) {
                    if (edge.edge().kind().label().equals(added.kind()) && edge.edge().written().equals(added.to())) {
                        edges.put(SceneMapper.edgeId(edge), Mark.ADDED);
                    }
                }
            }
        }
        var removedEdges = new ArrayList<SceneEdge>();
        for (var removed : set.edgesRemoved()) {
            removedEdges.addAll(removedEdge(view, base, removed, ghosts));
        }
        return new ChangeMarks(nodes, edges, ghosts, removedEdges);
    }

    /** The ghost edges of {@code removed}: from its entry (at the head, or its ghost) to each target it had. */
    private static List<SceneEdge> removedEdge(GraphView view, DependencyGraph base, ChangeSet.EdgeChange removed,
                                               Map<String, SceneNode> ghosts) {
        var out = new ArrayList<SceneEdge>();
        for (var node : base.nodes().values()) {
            if (!node.path().equals(removed.path()) || !name(node).equals(removed.from())
                    || !node.layer().equals(Layer.WORKSPACE)) {
                continue;
            }
            String from = view.nodeView(node.id()).isPresent() ? node.id() : DELETED + node.id();
            if (from.startsWith(DELETED) && !ghosts.containsKey(from)) {
                continue;
            }
            for (var edge : base.edgesFrom(node.id())) {
                if (!edge.kind().label().equals(removed.kind()) || !edge.written().equals(removed.to())) {
                    continue;
                }
                var targets = edge.target() == null ? List.<Node>of() : base.targets(edge);
                if (targets.isEmpty()) {
                    continue; // it reached nothing at the base either: nothing to draw it to
                }
                for (var target : targets) {
                    String to = view.nodeView(target.id()).isPresent() ? target.id() : DELETED + target.id();
                    if (to.startsWith(DELETED)) {
                        ghosts.putIfAbsent(to, ghost(target));
                    }
                    out.add(new SceneEdge(DELETED_EDGE + from + ">" + edge.kind().label() + ">" + edge.written() + ">"
                            + to, from, to, SceneMapper.line(edge.kind()), EdgeProblem.NONE,
                            SceneMapper.Terminal.clean(edge.kind().label() + ": " + edge.written()
                                    + " \u2014 removed by the change set"), Set.of(Mark.DELETED)));
                }
            }
        }
        return out;
    }

    private static SceneNode ghost(Node node) {
        String subtitle = SceneMapper.subtitle(node);
        return new SceneNode(DELETED + node.id(), SceneMapper.shape(node.kind()), SceneMapper.title(node),
                "removed" + (subtitle.isEmpty() ? "" : " \u00b7 " + subtitle), 0, 0, Set.of(Mark.DELETED));
    }

    private static String name(Node node) {
        return node.fqn().isEmpty() ? node.path() : node.fqn();
    }

    /** Adds the change set's marks of nodes (by node id) and edges (by {@link SceneMapper#edgeId}) to {@code marks}. */
    public void addTo(Map<String, Set<Mark>> marks) {
        nodes.forEach((id, mark) -> marks.computeIfAbsent(id, k -> EnumSet.noneOf(Mark.class)).add(mark));
        edges.forEach((id, mark) -> marks.computeIfAbsent(id, k -> EnumSet.noneOf(Mark.class)).add(mark));
    }

    /** The head's node ids the change set marks (added, modified, renamed, impacted) with their mark. */
    public Map<String, Mark> nodes() {
        return nodes;
    }

    /** The ghost nodes of the entries removed, by id ({@link #DELETED} and the base node's id). */
    public Map<String, SceneNode> ghosts() {
        return Map.copyOf(ghosts);
    }

    /** The ghost edges of the dependency edges removed. */
    public List<SceneEdge> removedEdges() {
        return removedEdges;
    }

    /**
     * {@code input} with what the head no longer has: each removed edge that touches a node of the picture, with the
     * node at its other end (a node of {@code view}, made as the focus view makes it, or a ghost); with
     * {@code everything} (the whole workspace drawn node by node) every removed entry's ghost as well.
     *
     * @param marks the marks of nodes added here that are in {@code view}
     */
    public SceneInput withRemoved(SceneInput input, GraphView view, boolean everything,
                                  Function<String, Set<Mark>> marks) {
        if (removedEdges.isEmpty() && (!everything || ghosts.isEmpty())) {
            return input;
        }
        var nodes = new LinkedHashMap<String, SceneNode>();
        input.nodes().forEach(n -> nodes.put(n.id(), n));
        var edges = new ArrayList<>(input.edges());
        if (everything) {
            ghosts.forEach(nodes::putIfAbsent);
        }
        for (var edge : removedEdges) {
            if (!nodes.containsKey(edge.from()) && !nodes.containsKey(edge.to())) {
                continue;
            }
            for (String end : List.of(edge.from(), edge.to())) {
                if (nodes.containsKey(end)) {
                    continue;
                }
                var ghost = ghosts.get(end);
                if (ghost != null) {
                    nodes.put(end, ghost);
                } else {
                    view.nodeView(end).ifPresent(nv -> nodes.put(end, new SceneNode(end,
                            SceneMapper.shape(nv.node().kind()), SceneMapper.title(nv.node()),
                            SceneMapper.subtitle(nv.node()), nv.errors(), nv.warnings(), marks.apply(end))));
                }
            }
            if (nodes.containsKey(edge.from()) && nodes.containsKey(edge.to())) {
                edges.add(edge);
            }
        }
        return new SceneInput(List.copyOf(nodes.values()), edges);
    }
}
