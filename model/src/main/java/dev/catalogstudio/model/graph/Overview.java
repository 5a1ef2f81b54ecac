package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The whole-workspace overview of the graph pane (issue "The dependency graph canvas", § Focus, not hairball): nodes
 * grouped by catalog folder and kind, a group expanded into its nodes on request, so that a 10,000-entry catalog is a
 * few groups and the edges between them.
 */
public final class Overview {

    private static final Set<String> BUCKETS = Set.of("skills", "agents", "mcps");

    private Overview() {
    }

    /**
     * A group of nodes of one kind in one folder.
     *
     * @param id       {@code group:<kind label>:<folder>}, e.g. {@code group:skill:skills}; never a node id
     * @param label    what to show, e.g. {@code skills · skills}, {@code mcps · MCP servers}, {@code (root) · MCP
     *                 servers}
     * @param folder   the folder ({@link #folderOf}); {@code ""} for the workspace root
     * @param kind     the kind of every node in it
     * @param size     how many nodes it holds (those the filter accepts)
     * @param errors   the sum of its nodes' error badges ({@link GraphView#nodeViews()})
     * @param warnings the sum of its nodes' warning badges
     */
    public record Group(String id, String label, String folder, NodeKind kind, int size, int errors, int warnings) {
    }

    /**
     * An edge of the overview: the edges between two groups (or expanded nodes) drawn as one.
     *
     * @param from    a group id or the id of a node of an expanded group
     * @param to      likewise; equal to {@code from} for edges inside one group
     * @param count   how many edges it stands for
     * @param problem whether any of them is a problem ({@link GraphView.EdgeView#problem()})
     */
    public record GroupEdge(String from, String to, int count, boolean problem) {
    }

    /**
     * The overview.
     *
     * @param groups  the groups not expanded, by folder, then kind
     * @param nodeIds the nodes of the expanded groups, in {@link GraphView#nodes()} order
     * @param edges   the edges between them, by {@code from}, then {@code to}
     */
    public record OverviewGraph(List<Group> groups, Set<String> nodeIds, List<GroupEdge> edges) {
        public OverviewGraph {
            groups = List.copyOf(groups);
            nodeIds = Collections.unmodifiableSet(new LinkedHashSet<>(nodeIds));
            edges = List.copyOf(edges);
        }
    }

    /**
     * Groups the nodes {@code filter} accepts by {@link #folderOf folder} × {@link NodeKind}; each group whose id is in
     * {@code expanded} is replaced by its nodes. Edges the filter accepts between two accepted nodes are drawn once per
     * pair of groups (or expanded nodes) with their count; edges that reach no node (missing, invalid, unresolved) are
     * not drawn here, their diagnostics are in their group's badge. O(nodes + edges).
     */
    public static OverviewGraph of(GraphView view, GraphFilter filter, Set<String> expanded) {
        var agentFolders = oafAgentFolders(view);
        var badges = view.nodeViews();
        var groupOf = new HashMap<String, String>();
        var members = new TreeMap<String, int[]>(); // group id → size, errors, warnings
        var groupKeys = new HashMap<String, Object[]>(); // group id → folder, kind
        var nodeIds = new LinkedHashSet<String>();
        for (var node : view.nodes()) {
            if (!filter.accepts(view, node)) {
                continue;
            }
            String folder = folderOf(node, agentFolders);
            String id = "group:" + node.kind().label() + ":" + folder;
            groupOf.put(node.id(), id);
            groupKeys.putIfAbsent(id, new Object[] {folder, node.kind()});
            var counts = members.computeIfAbsent(id, k -> new int[3]);
            var badge = badges.get(node.id());
            counts[0]++;
            counts[1] += badge == null ? 0 : badge.errors();
            counts[2] += badge == null ? 0 : badge.warnings();
            if (expanded.contains(id)) {
                nodeIds.add(node.id());
            }
        }
        var groups = new ArrayList<Group>();
        members.forEach((id, counts) -> {
            if (!expanded.contains(id)) {
                var key = groupKeys.get(id);
                String folder = (String) key[0];
                var kind = (NodeKind) key[1];
                groups.add(new Group(id, (folder.isEmpty() ? "(root)" : folder) + " · " + plural(kind), folder, kind,
                        counts[0], counts[1], counts[2]));
            }
        });
        groups.sort(Comparator.comparing(Group::folder).thenComparing(Group::kind));
        var edges = new TreeMap<String, GroupEdge>();
        for (var e : view.edges()) {
            if (e.to().isEmpty()) {
                continue;
            }
            String fromGroup = groupOf.get(e.edge().from());
            String toGroup = groupOf.get(e.to().get().id());
            if (fromGroup == null || toGroup == null || !filter.accepts(view, e)) {
                continue;
            }
            String from = expanded.contains(fromGroup) ? e.edge().from() : fromGroup;
            String to = expanded.contains(toGroup) ? e.to().get().id() : toGroup;
            edges.merge(from + '\u0000' + to, new GroupEdge(from, to, 1, e.problem()),
                    (a, b) -> new GroupEdge(a.from(), a.to(), a.count() + 1, a.problem() || b.problem()));
        }
        return new OverviewGraph(groups, nodeIds, new ArrayList<>(edges.values()));
    }

    /**
     * The folder a node is grouped under, prefixed {@code <layer>:} outside the workspace: for anything inside an OAF
     * agent folder (the agent, its local skills, MCP servers and configurations), the vendor folder above the agent
     * folder ({@code oaf/acme}); else the path up to the first {@code skills}, {@code agents} or {@code mcps} folder
     * ({@code skills}, {@code .agents/skills}, {@code catalogs/a/agents}); else the document's folder ({@code agents3md},
     * {@code ""} for the root).
     */
    public static String folderOf(GraphView view, Node node) {
        return folderOf(node, oafAgentFolders(view));
    }

    private static String folderOf(Node node, Set<String> oafAgentFolders) {
        String prefix = node.layer().equals(Layer.WORKSPACE) ? "" : node.layer() + ":";
        String path = node.path();
        for (int slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
            String folder = path.substring(0, slash);
            if (oafAgentFolders.contains(node.layer() + ":" + folder)) {
                int up = folder.lastIndexOf('/');
                return prefix + (up < 0 ? folder : folder.substring(0, up));
            }
        }
        String[] segments = path.split("/", -1);
        for (int i = 0; i < segments.length - 1; i++) {
            if (BUCKETS.contains(segments[i])) {
                return prefix + String.join("/", java.util.Arrays.asList(segments).subList(0, i + 1));
            }
        }
        int slash = path.lastIndexOf('/');
        return prefix + (slash < 0 ? "" : path.substring(0, slash));
    }

    /** {@code <layer>:<folder>} of every OAF agent's folder (the folder of its {@code AGENTS.md}). */
    private static Set<String> oafAgentFolders(GraphView view) {
        var folders = new HashSet<String>();
        for (var node : view.nodes()) {
            if (node.format() == FormatName.OAF && node.kind() == NodeKind.AGENT && node.path().endsWith("/AGENTS.md")
                    && !node.path().contains("/versions/")) {
                folders.add(node.layer() + ":" + node.path().substring(0, node.path().lastIndexOf('/')));
            }
        }
        return folders;
    }

    private static String plural(NodeKind kind) {
        return kind.displayName() + "s";
    }
}
