package dev.catalogstudio.model.resolve;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.pcollections.HashTreePMap;
import org.pcollections.PMap;

/**
 * Finds the cycles of a {@link DependencyGraph}, all at once or after one contribution changed. After a change only the
 * region that can hold a changed cycle is searched: everything reachable from the changed nodes (the replaced owner's
 * nodes and those of the owners whose references now resolve differently) and from the members of the cycles those
 * nodes were on. A cycle that gains or loses a member must pass through a changed node, and a region closed under
 * successors has exactly the graph's components, so the result equals a search of the whole graph.
 */
final class CycleSearch {

    /** What a change did to the cycles: the new cycle of every node, and the owners of nodes whose cycle changed. */
    record Change(PMap<String, Cycle> cycles, Set<String> affected) {
    }

    private CycleSearch() {
    }

    /** The cycle of every node on one. */
    static PMap<String, Cycle> all(DependencyGraph graph) {
        return search(graph, new ArrayList<>(graph.nodes().keySet()), HashTreePMap.empty());
    }

    /** The cycles of {@code after}, given those of {@code before} and the nodes whose edges may have changed. */
    static Change update(DependencyGraph before, DependencyGraph after, Set<String> seeds) {
        var start = new HashSet<String>();
        var previous = new HashSet<String>();
        for (String seed : seeds) {
            start.add(seed);
            before.cycle(seed).ifPresent(c -> previous.addAll(c.members()));
        }
        start.addAll(previous);
        var region = closure(after, start);
        var cycles = before.cycles();
        for (String id : previous) {
            cycles = cycles.minus(id);
        }
        for (String id : region) {
            cycles = cycles.minus(id);
        }
        cycles = search(after, region, cycles);
        var affected = new HashSet<String>();
        var touched = new HashSet<>(region);
        touched.addAll(previous);
        // Compare each (old, new) pair of cycles once, not once per member: members of a ring of n share both.
        var same = new java.util.IdentityHashMap<Cycle, java.util.IdentityHashMap<Cycle,
                Boolean>>();
        for (String id : touched) {
            var was = before.cycles().get(id);
            var now = cycles.get(id);
            boolean equal = was == null || now == null ? was == now
                    : same.computeIfAbsent(was, k -> new java.util.IdentityHashMap<>())
                            .computeIfAbsent(now, was::equals);
            if (!equal) {
                after.ownerOf(id).or(() -> before.ownerOf(id)).ifPresent(affected::add);
            }
        }
        return new Change(cycles, affected);
    }

    /** Every node reachable from {@code start} (which it includes) over install-ordering edges. */
    private static List<String> closure(DependencyGraph graph, Set<String> start) {
        var seen = new HashSet<String>();
        var queue = new ArrayDeque<String>();
        for (String id : start) {
            if (graph.nodes().containsKey(id) && seen.add(id)) {
                queue.add(id);
            }
        }
        var order = new ArrayList<String>();
        while (!queue.isEmpty()) {
            String id = queue.poll();
            order.add(id);
            for (String next : successors(graph, id)) {
                if (seen.add(next)) {
                    queue.add(next);
                }
            }
        }
        return order;
    }

    /** Tarjan over {@code region} (closed under successors); records every cycle found into {@code cycles}. */
    private static PMap<String, Cycle> search(DependencyGraph graph, List<String> region,
                                                             PMap<String, Cycle> cycles) {
        var index = new HashMap<String, Integer>();
        for (int i = 0; i < region.size(); i++) {
            index.put(region.get(i), i);
        }
        int[][] successors = new int[region.size()][];
        boolean[] selfLoop = new boolean[region.size()];
        for (int v = 0; v < region.size(); v++) {
            var list = successors(graph, region.get(v));
            successors[v] = new int[list.size()];
            for (int i = 0; i < list.size(); i++) {
                Integer w = index.get(list.get(i));
                successors[v][i] = Objects.requireNonNull(w, "region not closed");
                selfLoop[v] |= w == v;
            }
        }
        int[] component = TarjanComponents.components(successors);
        Map<Integer, List<String>> members = new HashMap<>();
        for (int v = 0; v < region.size(); v++) {
            members.computeIfAbsent(component[v], k -> new ArrayList<>()).add(region.get(v));
        }
        // One Cycle per component, shared by its members (one per member was quadratic in time and memory).
        Map<Integer, Cycle> made = new HashMap<>();
        for (int v = 0; v < region.size(); v++) {
            var group = members.get(component[v]);
            if (group.size() > 1 || selfLoop[v]) {
                var cycle = made.computeIfAbsent(component[v], k -> {
                    group.sort(null);
                    return new Cycle(group);
                });
                cycles = cycles.plus(region.get(v), cycle);
            }
        }
        return cycles;
    }

    /** The ids an install-ordering edge of {@code id} reaches, in document order. */
    static List<String> successors(DependencyGraph graph, String id) {
        var result = new ArrayList<String>();
        DependencyGraph.EDGES_WALKED.add(graph.edgesFrom(id).size());
        for (var edge : graph.edgesFrom(id)) {
            if (edge.kind().ordersInstall()) {
                graph.targets(edge).forEach(n -> result.add(n.id()));
            }
        }
        return result;
    }
}
