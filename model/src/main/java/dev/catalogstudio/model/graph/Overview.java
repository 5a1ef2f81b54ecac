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
 * The whole-workspace overview of the graph pane (issue "The dependency graph canvas", § Focus, not hairball; issue 24,
 * "a graph a reviewer can read"): a small workspace is shown node by node; a larger one as at most
 * {@link Options#maxGroups()} groups of one kind each, by folder (as deep in the folder tree as that many groups
 * allow), a group expanded into its nodes, or into smaller groups when it holds too many, on request. A 10,000-entry
 * catalog, a folder of 417 skill folders or a marketplace of 90 plugins is a dozen groups and the edges between them.
 */
public final class Overview {

    private static final Set<String> BUCKETS = Set.of("skills", "agents", "mcps");

    /** The prefix of every group id. */
    public static final String GROUP = "group:";

    /** The suffix of the id of a group holding a folder and the folders under it. */
    static final String UNDER = "/**";

    private Overview() {
    }

    /**
     * How much the overview shows at once.
     *
     * @param smallGraph  a workspace of at most this many nodes (those the filter accepts) is shown node by node,
     *                    not grouped
     * @param maxGroups   at most this many groups are shown for the workspace and for each expanded group
     * @param maxExpanded an expanded group of at most this many nodes shows them; a larger one shows smaller groups
     */
    public record Options(int smallGraph, int maxGroups, int maxExpanded) {

        /** What the graph pane and {@code catalog-studio graph --format svg} use: 150, 12, 150. */
        public static final Options DEFAULT = new Options(150, 12, 150);

        public Options {
            if (smallGraph < 0 || maxGroups < 2 || maxExpanded < 1) {
                throw new IllegalArgumentException("bad overview options " + smallGraph + ", " + maxGroups + ", "
                        + maxExpanded);
            }
        }
    }

    /**
     * A group of nodes of one kind.
     *
     * @param id       {@code group:<kind label>:<folder>} for the nodes of exactly that folder (e.g.
     *                 {@code group:skill:skills}), {@code group:<kind label>:<folder>/**} for that folder and the
     *                 folders under it, and {@code <group id>#<n>} (1-based) for the n-th alphabetical part of a group
     *                 that no folder splits; never a node id
     * @param label    what to show, e.g. {@code skills · skills}, {@code plugins · agents}, {@code (root) · MCP
     *                 servers}, {@code skills} (every skill), {@code skills a… – c…} (a part)
     * @param folder   the folder ({@link #folderOf}); {@code ""} for the workspace root or every folder
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
     * @param groups  the groups shown (not expanded), by folder, then kind, then part
     * @param nodeIds the nodes shown one by one (a small workspace's, or those of expanded groups), in
     *                {@link GraphView#nodes()} order
     * @param edges   the edges between them, by {@code from}, then {@code to}
     * @param shownAs for each node the filter accepts, the id of what stands for it: its group's id, or its own id
     */
    public record OverviewGraph(List<Group> groups, Set<String> nodeIds, List<GroupEdge> edges,
                                Map<String, String> shownAs) {
        public OverviewGraph {
            groups = List.copyOf(groups);
            nodeIds = Collections.unmodifiableSet(new LinkedHashSet<>(nodeIds));
            edges = List.copyOf(edges);
            shownAs = Collections.unmodifiableMap(new HashMap<>(shownAs));
        }

        /** Whether the workspace is shown node by node, without any group. */
        public boolean ungrouped() {
            return groups.isEmpty();
        }
    }

    /** {@link #of(GraphView, GraphFilter, Set, Options)} with {@link Options#DEFAULT}. */
    public static OverviewGraph of(GraphView view, GraphFilter filter, Set<String> expanded) {
        return of(view, filter, expanded, Options.DEFAULT);
    }

    /**
     * The overview of the nodes {@code filter} accepts. At most {@link Options#smallGraph()} of them: each node. Else
     * groups of one {@link NodeKind} by {@link #folderOf folder} prefix: the longest prefix (in folder segments) that
     * gives at most {@link Options#maxGroups()} groups; when no prefix splits a set of nodes into 2 to that many
     * groups, alphabetical parts of it by name. A group whose id is in {@code expanded}, or that is the only one at its
     * level, is replaced by its nodes if it holds at most {@link Options#maxExpanded()}, else by smaller groups chosen
     * the same way under it. Edges the filter accepts between two accepted nodes are drawn once per pair of what
     * stands for their ends, with their count; edges that reach no node (missing, invalid, unresolved) are not drawn
     * here, their diagnostics are in their group's badge. O(nodes × folder depth + edges).
     */
    public static OverviewGraph of(GraphView view, GraphFilter filter, Set<String> expanded, Options options) {
        var agentFolders = oafAgentFolders(view);
        var badges = view.nodeViews();
        var members = new ArrayList<Member>();
        for (var node : view.nodes()) {
            if (filter.accepts(view, node)) {
                var badge = badges.get(node.id());
                members.add(new Member(node, folderOf(node, agentFolders), badge == null ? 0 : badge.errors(),
                        badge == null ? 0 : badge.warnings()));
            }
        }
        var shownAs = new HashMap<String, String>();
        var groups = new ArrayList<Group>();
        var nodeIds = new LinkedHashSet<String>();
        if (members.size() <= options.smallGraph()) {
            members.forEach(m -> {
                nodeIds.add(m.node().id());
                shownAs.put(m.node().id(), m.node().id());
            });
        } else {
            new Grouper(options, expanded, groups, nodeIds, shownAs).split(members, null, 0);
            var order = new HashMap<String, Integer>();
            for (int i = 0; i < view.nodes().size(); i++) {
                order.put(view.nodes().get(i).id(), i);
            }
            var sorted = new ArrayList<>(nodeIds);
            sorted.sort(Comparator.comparing(order::get));
            nodeIds.clear();
            nodeIds.addAll(sorted);
        }
        var edges = new TreeMap<String, GroupEdge>();
        for (var e : view.edges()) {
            if (e.to().isEmpty()) {
                continue;
            }
            String from = shownAs.get(e.edge().from());
            String to = shownAs.get(e.to().get().id());
            if (from == null || to == null || !filter.accepts(view, e)) {
                continue;
            }
            edges.merge(from + '\u0000' + to, new GroupEdge(from, to, 1, e.problem()),
                    (a, b) -> new GroupEdge(a.from(), a.to(), a.count() + 1, a.problem() || b.problem()));
        }
        return new OverviewGraph(groups, nodeIds, new ArrayList<>(edges.values()), shownAs);
    }

    /** A node the filter accepts, with the folder it is grouped under and its badge. */
    private record Member(Node node, String folder, int errors, int warnings) {

        /** The folder's segments; none for the root. */
        String[] segments() {
            return folder.isEmpty() ? new String[0] : folder.split("/", -1);
        }

        /** The first {@code depth} segments of the folder (all of them when it has fewer). */
        String prefix(int depth) {
            var s = segments();
            return depth >= s.length ? folder : String.join("/", java.util.Arrays.asList(s).subList(0, depth));
        }

        /** The name the alphabetical parts sort by: the last segment of the FQN, else of the folder, else the id. */
        String name() {
            String name = node.fqn().isEmpty() ? node.path() : node.fqn();
            if (!node.fqn().isEmpty() || name.lastIndexOf('/') < 0) {
                return name.substring(name.lastIndexOf('/') + 1).toLowerCase(java.util.Locale.ROOT);
            }
            String folder = name.substring(0, name.lastIndexOf('/'));
            return folder.substring(folder.lastIndexOf('/') + 1).toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Splits sets of members into groups, expanding those asked for; collects what is shown. */
    private record Grouper(Options options, Set<String> expanded, List<Group> groups, Set<String> nodeIds,
                           Map<String, String> shownAs) {

        /**
         * Shows {@code set}: split into groups under {@code parent} (null for the workspace), by folder prefixes
         * longer than {@code depth} segments, or into alphabetical parts.
         */
        void split(List<Member> set, Group parent, int depth) {
            int deepest = 0;
            for (var m : set) {
                deepest = Math.max(deepest, m.segments().length);
            }
            Map<String, List<Member>> chosen = null;
            int chosenDepth = -1;
            for (int d = parent == null ? 0 : depth + 1; d <= deepest; d++) {
                var byKey = byKey(set, d);
                if (byKey.size() > options.maxGroups()) {
                    break;
                }
                if (byKey.size() >= 2 || parent == null) {
                    chosen = byKey;
                    chosenDepth = d;
                }
            }
            if (chosen == null || chosen.size() == 1 && parent != null) {
                if (parent == null) {
                    // Even one group per kind is too many (never with today's ten kinds): parts of everything.
                    chosen = byKey(set, 0);
                    chosenDepth = 0;
                } else {
                    parts(set, parent);
                    return;
                }
            }
            var made = new ArrayList<Group>();
            var sets = new ArrayList<List<Member>>();
            for (var entry : chosen.values()) {
                var first = entry.get(0);
                String prefix = first.prefix(chosenDepth);
                boolean under = entry.stream().anyMatch(m -> !m.folder().equals(prefix));
                String id = GROUP + first.node().kind().label() + ":" + prefix + (under ? UNDER : "");
                String place = prefix.isEmpty() ? (under ? "" : "(root) · ") : prefix + " · ";
                made.add(group(id, place + plural(first.node().kind()), prefix, entry));
                sets.add(entry);
            }
            boolean only = made.size() == 1;
            for (int i = 0; i < made.size(); i++) {
                show(made.get(i), sets.get(i), chosenDepth, only);
            }
        }

        /** Shows {@code group}: itself, or (expanded, or alone at its level) its nodes or smaller groups. */
        private void show(Group group, List<Member> set, int depth, boolean only) {
            if (!only && !expanded.contains(group.id())) {
                groups.add(group);
                set.forEach(m -> shownAs.put(m.node().id(), group.id()));
            } else if (set.size() <= options.maxExpanded()) {
                set.forEach(m -> {
                    nodeIds.add(m.node().id());
                    shownAs.put(m.node().id(), m.node().id());
                });
            } else {
                split(set, group, depth);
            }
        }

        /** Shows {@code set}, which no folder splits, as alphabetical parts of {@code parent}. */
        private void parts(List<Member> set, Group parent) {
            var sorted = new ArrayList<>(set);
            sorted.sort(Comparator.comparing(Member::name).thenComparing(m -> m.node().id()));
            int count = Math.min(options.maxGroups(), (sorted.size() + options.maxExpanded() - 1)
                    / options.maxExpanded());
            count = Math.max(count, Math.min(options.maxGroups(), (int) Math.ceil(sorted.size() / 40.0)));
            count = Math.max(2, count);
            for (int i = 0; i < count; i++) {
                var part = sorted.subList(i * sorted.size() / count, (i + 1) * sorted.size() / count);
                if (part.isEmpty()) {
                    continue;
                }
                String id = parent.id() + "#" + (i + 1);
                String label = plural(parent.kind()) + " " + initial(part.get(0).name()) + "\u2013"
                        + initial(part.get(part.size() - 1).name());
                if (!parent.folder().isEmpty()) {
                    label = parent.folder() + " · " + label;
                }
                var group = group(id, label, parent.folder(), part);
                if (expanded.contains(id) && part.size() <= options.maxExpanded()) {
                    part.forEach(m -> {
                        nodeIds.add(m.node().id());
                        shownAs.put(m.node().id(), m.node().id());
                    });
                } else if (expanded.contains(id)) {
                    parts(part, group);
                } else {
                    groups.add(group);
                    part.forEach(m -> shownAs.put(m.node().id(), id));
                }
            }
        }

        private static String initial(String name) {
            return name.length() <= 10 ? name : name.substring(0, 9) + "\u2026";
        }

        private static Map<String, List<Member>> byKey(List<Member> set, int depth) {
            var byKey = new TreeMap<String, List<Member>>();
            for (var m : set) {
                byKey.computeIfAbsent(m.prefix(depth) + '\u0000' + m.node().kind().ordinal(),
                        k -> new ArrayList<>()).add(m);
            }
            return byKey;
        }

        private static Group group(String id, String label, String folder, List<Member> set) {
            int errors = 0;
            int warnings = 0;
            for (var m : set) {
                errors += m.errors();
                warnings += m.warnings();
            }
            return new Group(id, label, folder, set.get(0).node().kind(), set.size(), errors, warnings);
        }
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
