package dev.catalogstudio.app.render;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.graph.Overview;
import dev.catalogstudio.model.graph.Subgraph;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What the graph pane and {@code catalog-studio graph --format svg|png} draw of the model: one mapping from the
 * model's {@link GraphView} (a focus {@link Subgraph} or an {@link Overview}) to a {@link SceneInput}, so the pane and
 * the command line lay out and style exactly the same picture.
 *
 * <p>A reference whose target is not a node (missing, invalid, unresolved) ends at a {@link NodeShape#MISSING} ghost
 * node titled with the reference as written, one per edge, so the problem is visible where it is.
 */
public final class SceneMapper {

    /** The prefix of the ids of ghost nodes standing for targets that are not in the graph. */
    public static final String GHOST = "missing:";

    private SceneMapper() {
    }

    /**
     * The scene of a focus view.
     *
     * @param view  the model's graph of the snapshot
     * @param shown the nodes and edges to draw
     * @param marks the marks of each node id (focus, selection, impact, removal); absent ids have none
     */
    public static SceneInput focus(GraphView view, Subgraph shown, Function<String, Set<Mark>> marks) {
        var nodes = new LinkedHashMap<String, SceneNode>();
        for (String id : shown.nodeIds().stream().sorted().toList()) {
            var nodeView = view.nodeView(id);
            if (nodeView.isEmpty()) {
                continue;
            }
            var node = nodeView.get().node();
            nodes.put(id, new SceneNode(id, shape(node.kind()), title(node), subtitle(node), nodeView.get().errors(),
                    nodeView.get().warnings(), marks.apply(id)));
        }
        var edges = new ArrayList<SceneEdge>();
        for (var edge : shown.edges()) {
            String from = edge.edge().from();
            if (!nodes.containsKey(from)) {
                continue;
            }
            String to = edge.to().map(Node::id).orElse(null);
            if (to != null && !nodes.containsKey(to)) {
                continue; // a node beyond the depth or the filter: not a problem, just not drawn
            }
            if (to == null) {
                to = GHOST + edgeId(edge);
                nodes.put(to, new SceneNode(to, NodeShape.MISSING, Terminal.clean(edge.edge().written()),
                        edge.status().label(), 0, 0, Set.of()));
            }
            edges.add(new SceneEdge(edgeId(edge), from, to, line(edge.edge().kind()), problem(edge),
                    tooltip(edge), marks.apply(edgeId(edge))));
        }
        return new SceneInput(List.copyOf(nodes.values()), List.copyOf(edges));
    }

    /**
     * The scene of the whole-workspace overview ({@link Overview#of}): a workspace shown node by node is drawn as a
     * focus view of all of it (every edge with its kind and status, a ghost for each reference that reaches no
     * node); else one node per group, subtitled with its size and the references inside it, the nodes of expanded
     * groups, and one edge per pair of them labelled with how many references it stands for.
     *
     * @param filter the filter {@code overview} was made with (it decides the edges of a workspace shown node by node)
     */
    public static SceneInput overview(GraphView view, Overview.OverviewGraph overview, GraphFilter filter,
                                      Function<String, Set<Mark>> marks) {
        if (overview.ungrouped()) {
            var edges = new ArrayList<GraphView.EdgeView>();
            for (String id : overview.nodeIds()) {
                for (var e : view.edgesFrom(id)) {
                    if (filter.accepts(view, e) && (e.to().isEmpty() || overview.nodeIds().contains(e.to().get().id()))) {
                        edges.add(e);
                    }
                }
            }
            edges.sort(view.edgeOrder());
            // The whole workspace at once: names only, for boxes small enough to fit the pane and still read (the
            // FQN and version are in the tooltip and in the focus view).
            var whole = focus(view, new Subgraph(overview.nodeIds(), edges, Map.of()), marks);
            return new SceneInput(whole.nodes().stream().map(n -> n.shape() == NodeShape.MISSING ? n
                    : new SceneNode(n.id(), n.shape(), n.title(), "", n.errors(), n.warnings(), n.marks())).toList(),
                    whole.edges());
        }
        var inside = new java.util.HashMap<String, Integer>();
        for (var edge : overview.edges()) {
            if (edge.from().equals(edge.to())) {
                inside.merge(edge.from(), edge.count(), Integer::sum);
            }
        }
        var nodes = new LinkedHashMap<String, SceneNode>();
        for (var group : overview.groups()) {
            int within = inside.getOrDefault(group.id(), 0);
            nodes.put(group.id(), new SceneNode(group.id(), NodeShape.GROUP, Terminal.clean(group.label()),
                    group.size() + " " + plural(group.kind(), group.size()) + (within == 0 ? ""
                            : " \u00b7 " + within + " within"),
                    group.errors(), group.warnings(), marks.apply(group.id())));
        }
        for (String id : overview.nodeIds().stream().sorted().toList()) {
            view.nodeView(id).ifPresent(nv -> nodes.put(id, new SceneNode(id, shape(nv.node().kind()),
                    title(nv.node()), subtitle(nv.node()), nv.errors(), nv.warnings(), marks.apply(id))));
        }
        var edges = new ArrayList<SceneEdge>();
        for (var edge : overview.edges()) {
            if (!nodes.containsKey(edge.from()) || !nodes.containsKey(edge.to()) || edge.from().equals(edge.to())) {
                continue;
            }
            String id = edge.from() + "\u2192" + edge.to();
            boolean grouped = edge.from().startsWith(Overview.GROUP) || edge.to().startsWith(Overview.GROUP);
            edges.add(new SceneEdge(id, edge.from(), edge.to(), EdgeLine.SKILL_DEPENDENCY,
                    edge.problem() ? EdgeProblem.MISSING : EdgeProblem.NONE,
                    edge.count() + (edge.count() == 1 ? " reference" : " references")
                            + (edge.problem() ? ", some with problems" : ""), marks.apply(id),
                    grouped || edge.count() > 1 ? String.valueOf(edge.count()) : ""));
        }
        return new SceneInput(List.copyOf(nodes.values()), List.copyOf(edges));
    }

    /** A stable id of an edge: the document holding it, where it is written, and its kind. */
    public static String edgeId(GraphView.EdgeView edge) {
        return edge.owner() + "@" + edge.edge().range().start().line() + ":" + edge.edge().range().start().column()
                + "#" + edge.edge().kind().label() + ">" + edge.edge().written();
    }

    static NodeShape shape(NodeKind kind) {
        return switch (kind) {
            case AGENT -> NodeShape.AGENT;
            case SKILL -> NodeShape.SKILL;
            case MCP_SERVER -> NodeShape.MCP_SERVER;
            case PLANE -> NodeShape.PLANE;
            case PACK -> NodeShape.PACK;
            case WEBLET -> NodeShape.WEBLET;
            case PLUGIN -> NodeShape.PLUGIN;
            case MARKETPLACE -> NodeShape.MARKETPLACE;
            case COMMAND -> NodeShape.COMMAND;
            case HOOK -> NodeShape.HOOK;
        };
    }

    static EdgeLine line(EdgeKind kind) {
        return switch (kind) {
            case SKILL_DEPENDENCY, SUB_AGENT -> EdgeLine.SKILL_DEPENDENCY;
            case MCP_DEPENDENCY -> EdgeLine.MCP_DEPENDENCY;
            case PLANE_LINK, PLANE_REFERENCE -> EdgeLine.PLANE_LINK;
            case CONTAINS -> EdgeLine.CONTAINMENT;
            case MCP_CONFIG, COMPONENT -> EdgeLine.CONFIG;
        };
    }

    static EdgeProblem problem(GraphView.EdgeView edge) {
        if (edge.inCycle()) {
            return EdgeProblem.CYCLE;
        }
        return switch (edge.status()) {
            case MISSING -> EdgeProblem.MISSING;
            case INVALID -> EdgeProblem.INVALID;
            case UNRESOLVED -> EdgeProblem.UNRESOLVED;
            case KIND_MISMATCH -> EdgeProblem.KIND_MISMATCH;
            case RESOLVED, EXTERNAL -> EdgeProblem.NONE;
        };
    }

    /** The node's short name: the last segment of its FQN, else of its document's folder. */
    static String title(Node node) {
        String name = node.fqn().isEmpty() ? folderName(node.path()) : node.fqn();
        if (node.kind() != NodeKind.PLANE) {
            int slash = name.lastIndexOf('/');
            name = slash >= 0 && slash < name.length() - 1 ? name.substring(slash + 1) : name;
        }
        return Terminal.clean(name);
    }

    /** The FQN and version, and the resolution layer when it is not the workspace. */
    static String subtitle(Node node) {
        var text = new StringBuilder(node.kind() == NodeKind.PLANE ? fileName(node.path()) : node.fqn());
        if (!node.version().isEmpty()) {
            text.append(text.length() > 0 ? " " : "").append('@').append(node.version());
        }
        if (!node.layer().equals(Layer.WORKSPACE)) {
            text.append(text.length() > 0 ? " \u00b7 " : "").append(node.layer());
        }
        return Terminal.clean(text.toString());
    }

    /** The edge's tooltip: its kind, the reference as written, its status, and its diagnostics. */
    static String tooltip(GraphView.EdgeView edge) {
        var text = new StringBuilder(edge.edge().kind().label()).append(": ").append(edge.edge().written())
                .append(" \u2014 ").append(edge.inCycle() ? "in a cycle" : edge.status().label());
        for (Diagnostic d : edge.diagnostics()) {
            text.append('\n').append(d.severity().label()).append(' ').append(d.code()).append(": ")
                    .append(d.message());
        }
        return Terminal.clean(text.toString());
    }

    private static String plural(NodeKind kind, int n) {
        String name = kind.displayName();
        return n == 1 ? name : name + "s";
    }

    private static String folderName(String path) {
        int slash = path.lastIndexOf('/');
        String folder = slash < 0 ? "" : path.substring(0, slash);
        int prev = folder.lastIndexOf('/');
        return folder.isEmpty() ? path : folder.substring(prev + 1);
    }

    private static String fileName(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** Text from catalogs, made safe to draw: control characters become spaces. */
    static final class Terminal {
        private Terminal() {
        }

        static String clean(String text) {
            var out = new StringBuilder(text.length());
            text.codePoints().forEach(c -> out.appendCodePoint(Character.isISOControl(c) && c != '\n' ? ' ' : c));
            return out.toString();
        }
    }

    /** No marks. */
    public static Set<Mark> none(String id) {
        return EnumSet.noneOf(Mark.class);
    }

    /** Marks from a map of id to marks. */
    public static Function<String, Set<Mark>> marks(Map<String, Set<Mark>> byId) {
        return id -> byId.getOrDefault(id, Set.of());
    }
}
