package dev.catalogstudio.model.resolve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pcollections.HashTreePMap;
import org.pcollections.HashTreePSet;
import org.pcollections.PMap;
import org.pcollections.PSet;

/**
 * The typed dependency graph of a workspace and its resolution layers: every document's {@link Contribution}, and the
 * indexes the cross-file rules ask (metaagents.md § Resolution Rules). Immutable and persistent: {@link #with} returns
 * a new graph sharing all unchanged structure with this one in O(changed · log n), so a {@code Snapshot} holding an old
 * graph stays valid for readers on other threads.
 *
 * <p>Documents are keyed by their <em>owner</em>: the path relative to the workspace for workspace documents,
 * {@code <layer>:<path>} for the documents of other layers.
 */
public final class DependencyGraph {

    /** The empty graph. */
    public static final DependencyGraph EMPTY = new DependencyGraph(HashTreePMap.empty(), HashTreePMap.empty(),
            HashTreePMap.empty(), HashTreePMap.empty(), HashTreePMap.empty(), HashTreePMap.empty(),
            HashTreePMap.empty(), HashTreePMap.empty());

    /**
     * Edges followed by cycle detection and loop search (a node's edges, once per time it is expanded), ever: a work
     * count for tests; never read by the product.
     */
    public static final java.util.concurrent.atomic.LongAdder EDGES_WALKED =
            new java.util.concurrent.atomic.LongAdder();

    final PMap<String, Contribution> contributions;
    final PMap<String, Node> nodes;
    final PMap<String, String> owners;
    final PMap<String, List<Edge>> out;
    final PMap<String, PSet<String>> byAddress;
    final PMap<String, PSet<String>> referrers;
    final PMap<NameKey, PSet<String>> byName;
    final PMap<String, Cycle> cycles;

    DependencyGraph(PMap<String, Contribution> contributions, PMap<String, Node> nodes,
                            PMap<String, String> owners, PMap<String, List<Edge>> out,
                            PMap<String, PSet<String>> byAddress, PMap<String, PSet<String>> referrers,
                            PMap<NameKey, PSet<String>> byName, PMap<String, Cycle> cycles) {
        this.contributions = contributions;
        this.nodes = nodes;
        this.owners = owners;
        this.out = out;
        this.byAddress = byAddress;
        this.referrers = referrers;
        this.byName = byName;
        this.cycles = cycles;
    }

    /**
     * A graph after {@link #with}: the new graph and the owners whose cross-file diagnostics may have changed.
     *
     * @param graph    the new graph
     * @param affected owners to re-check, the replaced one included
     */
    public record Change(DependencyGraph graph, Set<String> affected) {
    }

    // Queries

    /** Every node by id. */
    public Map<String, Node> nodes() {
        return nodes;
    }

    /** The node with {@code id}. */
    public Optional<Node> node(String id) {
        return Optional.ofNullable(nodes.get(id));
    }

    /** The contribution of {@code owner}, or {@link Contribution#NONE}. */
    public Contribution contribution(String owner) {
        return contributions.getOrDefault(owner, Contribution.NONE);
    }

    /** Every owner with a contribution. */
    public Set<String> owners() {
        return contributions.keySet();
    }

    /** The owner that declared node {@code id}. */
    public Optional<String> ownerOf(String id) {
        return Optional.ofNullable(owners.get(id));
    }

    /** The edges leaving node {@code id}, in document order. */
    public List<Edge> edgesFrom(String id) {
        return out.getOrDefault(id, List.of());
    }

    /**
     * The owners with at least one edge whose target is {@code address} ({@link Edge#target()}, a
     * {@code <layer>:<repository path>} key of {@link Node#addresses()}); empty when none. O(1).
     */
    public Set<String> referrers(String address) {
        return referrers.getOrDefault(address, HashTreePSet.empty());
    }

    /** Every edge, grouped by owner in owner order. */
    public List<Edge> edges() {
        var result = new ArrayList<Edge>();
        new TreeSet<>(contributions.keySet()).forEach(o -> result.addAll(contributions.get(o).edges()));
        return result;
    }

    /**
     * The nodes an edge reaches, sorted by id: empty when its target is unknown or names nothing, more than one only
     * when duplicate entries share a path in different layers' views.
     */
    public List<Node> targets(Edge edge) {
        if (edge.target() == null) {
            return List.of();
        }
        var ids = byAddress.get(edge.target());
        if (ids == null) {
            return List.of();
        }
        if (ids.size() == 1) {
            return List.of(nodes.get(ids.iterator().next())); // the usual case, on the cycle search's hot path
        }
        return ids.stream().sorted().map(nodes::get).toList();
    }

    /** The first of {@link #targets}, if any. */
    public Optional<Node> target(Edge edge) {
        var all = targets(edge);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** The nodes sharing the index key {@code key} (see {@link #nameKeys(Node)}), sorted by id. */
    public List<Node> named(NameKey key) {
        var ids = byName.get(key);
        return ids == null ? List.of() : ids.stream().sorted().map(nodes::get).toList();
    }

    /** The cycle node {@code id} is on, if any. */
    public Optional<Cycle> cycle(String id) {
        return Optional.ofNullable(cycles.get(id));
    }

    /**
     * The loop an install-ordering edge closes, as node ids from its source back to its source ({@code a, b, c, a});
     * empty when the edge is on no cycle. In a cycle of up to {@link CyclePaths#SHORTEST_MAX} members it is the shortest
     * loop, neighbours in document order (O(members) per edge). In a larger one it is the edge followed by the way
     * back through one fixed member of the cycle: the first members are found in O(1) each and the size in O(1), so
     * showing a few members of every edge's loop costs linear, not quadratic, time; the list is computed as it is
     * read.
     */
    public List<String> loopThrough(Edge edge) {
        var cycle = cycles.get(edge.from());
        if (cycle == null || !edge.kind().ordersInstall()) {
            return List.of();
        }
        Optional<Node> target = target(edge);
        if (target.isEmpty() || !cycle.contains(target.get().id())) {
            return List.of();
        }
        if (cycle.members().size() <= CyclePaths.SHORTEST_MAX) {
            return CyclePaths.shortest(this, edge.from(), target.get().id(), cycle.memberSet());
        }
        return cycle.walks(this).through(edge.from(), target.get().id());
    }

    /**
     * The install order of {@code id} (metaagents.md § Resolution Rules: depth-first, topological): every node it
     * depends on, transitively, each once, dependencies before their dependents, {@code id} last.
     */
    public InstallOrder installOrder(String id) {
        return InstallOrder.of(this, id);
    }

    /**
     * The index keys a node is found by for duplicate checks: its FQN per layer and kind for MetaAgents entries
     * ({@code duplicate-fqn}), its name for discovered workspace and Agent Skills skills ({@code duplicate-skill-name}),
     * and, for those skills and for Claude Code and GitHub Copilot agents of the workspace, the name their host copies
     * share ({@link NameKey.Scope#HOST_COPY}, {@code host-copy-mismatch}).
     */
    public static List<NameKey> nameKeys(Node node) {
        if (node.fqn().isEmpty() || node.external()) {
            return List.of();
        }
        if (node.format() == FormatName.METAAGENTS) {
            return List.of(new NameKey(NameKey.Scope.FQN_IN_LAYER, node.layer(), node.kind(), node.fqn()));
        }
        if (node.kind() == NodeKind.SKILL && node.layer().equals(Layer.WORKSPACE)
                && (node.format() == FormatName.AGENT_SKILLS || node.format() == FormatName.WORKSPACE)) {
            return List.of(new NameKey(NameKey.Scope.SKILL_NAME, node.discovery(), NodeKind.SKILL, node.fqn()),
                    new NameKey(NameKey.Scope.HOST_COPY, "", NodeKind.SKILL, node.fqn()));
        }
        if (node.kind() == NodeKind.AGENT && node.layer().equals(Layer.WORKSPACE)
                && (node.format() == FormatName.CLAUDE_CODE || node.format() == FormatName.COPILOT)) {
            return List.of(new NameKey(NameKey.Scope.HOST_COPY, "", NodeKind.AGENT, agentFileName(node.path())));
        }
        return List.of();
    }

    /**
     * The name by which host copies of an agent are matched: its file name without {@code .agent.md} (GitHub
     * Copilot's suffix, by which it names the agent) or {@code .md}; Claude Code's {@code name} field may be written
     * otherwise in another host's copy, the file name is what the copies keep.
     */
    public static String agentFileName(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (name.endsWith(".agent.md")) {
            return name.substring(0, name.length() - ".agent.md".length());
        }
        return name.endsWith(".md") ? name.substring(0, name.length() - ".md".length()) : name;
    }

    // Commands

    /**
     * This graph with {@code owner}'s contribution replaced by {@code next} ({@link Contribution#NONE} removes it).
     * Finds the owners whose cross-file diagnostics may change: the owner itself; when its shape changed, the owners
     * referring to its addresses, sharing its names, and on any cycle that appeared or broke.
     */
    public Change with(String owner, Contribution next) {
        Contribution old = contributions.getOrDefault(owner, Contribution.NONE);
        var affected = new LinkedHashSet<String>();
        affected.add(owner);
        if (old.sameShape(next)) {
            var nodes2 = nodes;
            for (var node : next.nodes()) {
                nodes2 = nodes2.plus(node.id(), node);
            }
            var out2 = out;
            for (var entry : GraphIndexes.group(next.edges()).entrySet()) {
                out2 = out2.plus(entry.getKey(), entry.getValue());
            }
            var graph = new DependencyGraph(next.nodes().isEmpty() && next.edges().isEmpty()
                    ? contributions.minus(owner) : contributions.plus(owner, next), nodes2, owners, out2, byAddress,
                    referrers, byName, cycles);
            return new Change(graph, affected);
        }
        var editor = new GraphIndexes.Editor(this);
        editor.remove(owner, old);
        editor.add(owner, next);
        var graph = editor.build();
        // Who can see the change: referrers of changed addresses, holders of changed names.
        var seeds = new HashSet<String>();
        var oldById = byId(old.nodes());
        var newById = byId(next.nodes());
        var changed = new HashSet<Node>();
        for (var node : old.nodes()) {
            var now = newById.get(node.id());
            if (now == null || !now.sameShape(node)) {
                changed.add(node);
            }
        }
        for (var node : next.nodes()) {
            var before = oldById.get(node.id());
            if (before == null || !before.sameShape(node)) {
                changed.add(node);
            }
            seeds.add(node.id());
        }
        old.nodes().forEach(n -> seeds.add(n.id()));
        for (var node : changed) {
            for (String address : node.addresses()) {
                // Referrers' messages may name the node; their edges lead elsewhere only if the address did.
                boolean moved = !java.util.Objects.equals(byAddress.get(address), graph.byAddress.get(address));
                for (String referrer : graph.referrers.getOrDefault(address, HashTreePSet.empty())) {
                    affected.add(referrer);
                    if (moved) {
                        graph.contribution(referrer).nodes().forEach(n -> seeds.add(n.id()));
                    }
                }
            }
            for (NameKey key : nameKeys(node)) {
                graph.named(key).forEach(n -> affected.add(graph.owners.get(n.id())));
                named(key).forEach(n -> affected.add(owners.get(n.id())));
            }
        }
        var cycleChange = CycleSearch.update(this, graph, seeds);
        affected.addAll(cycleChange.affected());
        var result = graph.withCycles(cycleChange.cycles());
        for (String id : seeds) {
            // Cycle messages show a shortest loop through named members: a renamed member, or an edge added or
            // dropped inside a cycle that keeps its members, changes the messages of every member.
            for (var cycle : List.of(cycle(id), result.cycle(id))) {
                cycle.ifPresent(c -> c.members().forEach(member -> ownerOf(member).or(() -> result.ownerOf(member))
                        .ifPresent(affected::add)));
            }
        }
        return new Change(result, affected);
    }

    /**
     * A graph of many contributions at once (a workspace being opened): indexes built in one pass and cycles found by
     * one linear pass over the whole graph, rather than per contribution.
     */
    public static DependencyGraph of(Map<String, Contribution> contributions) {
        var bulk = new GraphIndexes.Bulk();
        contributions.forEach((owner, next) -> GraphIndexes.index(owner, next, bulk));
        var graph = bulk.build();
        return graph.withCycles(CycleSearch.all(graph));
    }

    private DependencyGraph withCycles(PMap<String, Cycle> next) {
        return new DependencyGraph(contributions, nodes, owners, out, byAddress, referrers, byName, next);
    }

    PMap<String, Cycle> cycles() {
        return cycles;
    }

    private static Map<String, Node> byId(List<Node> nodes) {
        var map = new java.util.HashMap<String, Node>();
        nodes.forEach(n -> map.put(n.id(), n));
        return map;
    }

    /** Every node, sorted by id (a stable order for output). */
    public List<Node> sortedNodes() {
        var result = new ArrayList<Node>();
        new TreeSet<>(contributions.keySet()).forEach(o -> result.addAll(contributions.get(o).nodes()));
        result.sort(Comparator.comparing(Node::id));
        return result;
    }
}
