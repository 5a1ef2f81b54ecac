package dev.catalogstudio.model.resolve;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pcollections.HashTreePMap;
import org.pcollections.HashTreePSet;
import org.pcollections.PMap;
import org.pcollections.PSet;

/**
 * How a {@link DependencyGraph}'s indexes are built: {@link #index}, the one walk over a contribution, puts its
 * entries into the persistent indexes of an edit ({@link Editor}) or the plain ones of a whole workspace
 * ({@link Bulk}), in the same order for both.
 */
final class GraphIndexes {

    private GraphIndexes() {
    }

    /** Where {@link #index} puts one contribution's entries: the persistent indexes or plain ones. */
    interface Indexing {
        void node(Node node, String owner);

        void address(String address, String id);

        void name(NameKey key, String id);

        void out(String from, List<Edge> edges);

        void referrer(String target, String owner);

        void contribution(String owner, Contribution next);
    }

    /**
     * Puts {@code next}'s nodes, addresses, names, edges and referrers into {@code into}: the one walk over a
     * contribution both an edit ({@link Editor}) and a whole workspace ({@link Bulk}) make, in the same order.
     */
    static void index(String owner, Contribution next, Indexing into) {
        for (var node : next.nodes()) {
            into.node(node, owner);
            for (String address : node.addresses()) {
                into.address(address, node.id());
            }
            for (NameKey key : DependencyGraph.nameKeys(node)) {
                into.name(key, node.id());
            }
        }
        group(next.edges()).forEach(into::out);
        for (String target : Editor.targets(next.edges())) {
            into.referrer(target, owner);
        }
        if (!next.nodes().isEmpty() || !next.edges().isEmpty()) {
            into.contribution(owner, next);
        }
    }

    /**
     * The indexes of a whole workspace: plain maps filled in {@link #index}'s order, then each persistent map made once
     * from them, in that order (adding to persistent maps and sets one entry at a time was most of the graph's time in
     * a large workspace).
     */
    static final class Bulk implements Indexing {
        private final Map<String, Contribution> contributions = new LinkedHashMap<>();
        private final Map<String, Node> nodes = new LinkedHashMap<>();
        private final Map<String, String> owners = new LinkedHashMap<>();
        private final Map<String, List<Edge>> out = new LinkedHashMap<>();
        private final Map<String, Set<String>> byAddress = new LinkedHashMap<>();
        private final Map<String, Set<String>> referrers = new LinkedHashMap<>();
        private final Map<NameKey, Set<String>> byName = new LinkedHashMap<>();

        @Override
        public void node(Node node, String owner) {
            nodes.put(node.id(), node);
            owners.put(node.id(), owner);
        }

        @Override
        public void address(String address, String id) {
            byAddress.computeIfAbsent(address, k -> new LinkedHashSet<>()).add(id);
        }

        @Override
        public void name(NameKey key, String id) {
            byName.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(id);
        }

        @Override
        public void out(String from, List<Edge> edges) {
            out.put(from, edges);
        }

        @Override
        public void referrer(String target, String owner) {
            referrers.computeIfAbsent(target, k -> new LinkedHashSet<>()).add(owner);
        }

        @Override
        public void contribution(String owner, Contribution next) {
            contributions.put(owner, next);
        }

        DependencyGraph build() {
            return new DependencyGraph(HashTreePMap.from(contributions), HashTreePMap.from(nodes),
                    HashTreePMap.from(owners), HashTreePMap.from(out), persistent(byAddress), persistent(referrers),
                    persistent(byName), HashTreePMap.empty());
        }

        private static <K> PMap<K, PSet<String>> persistent(Map<K, Set<String>> index) {
            var sets = new LinkedHashMap<K, PSet<String>>();
            index.forEach((key, values) -> sets.put(key, HashTreePSet.from(values)));
            return HashTreePMap.from(sets);
        }
    }


    /** Edges grouped by source node id, in document order. */
    static Map<String, List<Edge>> group(List<Edge> edges) {
        var map = new LinkedHashMap<String, List<Edge>>();
        edges.forEach(e -> map.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e));
        map.replaceAll((k, v) -> List.copyOf(v));
        return map;
    }

    /** Applies the removal and addition of one contribution to the indexes. */
    static final class Editor implements Indexing {
        private PMap<String, Contribution> contributions;
        private PMap<String, Node> nodes;
        private PMap<String, String> owners;
        private PMap<String, List<Edge>> out;
        private PMap<String, PSet<String>> byAddress;
        private PMap<String, PSet<String>> referrers;
        private PMap<NameKey, PSet<String>> byName;
        private final PMap<String, Cycle> cycles;

        Editor(DependencyGraph graph) {
            contributions = graph.contributions;
            nodes = graph.nodes;
            owners = graph.owners;
            out = graph.out;
            byAddress = graph.byAddress;
            referrers = graph.referrers;
            byName = graph.byName;
            cycles = graph.cycles;
        }

        void remove(String owner, Contribution old) {
            for (var node : old.nodes()) {
                nodes = nodes.minus(node.id());
                owners = owners.minus(node.id());
                out = out.minus(node.id());
                for (String address : node.addresses()) {
                    byAddress = minus(byAddress, address, node.id());
                }
                for (NameKey key : DependencyGraph.nameKeys(node)) {
                    byName = minus(byName, key, node.id());
                }
            }
            for (String target : targets(old.edges())) {
                referrers = minus(referrers, target, owner);
            }
            contributions = contributions.minus(owner);
        }

        void add(String owner, Contribution next) {
            index(owner, next, this);
        }

        @Override
        public void node(Node node, String owner) {
            nodes = nodes.plus(node.id(), node);
            owners = owners.plus(node.id(), owner);
        }

        @Override
        public void address(String address, String id) {
            byAddress = plus(byAddress, address, id);
        }

        @Override
        public void name(NameKey key, String id) {
            byName = plus(byName, key, id);
        }

        @Override
        public void out(String from, List<Edge> edges) {
            out = out.plus(from, edges);
        }

        @Override
        public void referrer(String target, String owner) {
            referrers = plus(referrers, target, owner);
        }

        @Override
        public void contribution(String owner, Contribution next) {
            contributions = contributions.plus(owner, next);
        }

        DependencyGraph build() {
            return new DependencyGraph(contributions, nodes, owners, out, byAddress, referrers, byName, cycles);
        }

        private static Set<String> targets(Collection<Edge> edges) {
            var set = new HashSet<String>();
            edges.forEach(e -> {
                if (e.target() != null) {
                    set.add(e.target());
                }
            });
            return set;
        }

        private static <K> PMap<K, PSet<String>> plus(PMap<K, PSet<String>> index, K key, String value) {
            return index.plus(key, index.getOrDefault(key, HashTreePSet.empty()).plus(value));
        }

        private static <K> PMap<K, PSet<String>> minus(PMap<K, PSet<String>> index, K key, String value) {
            var set = index.get(key);
            if (set == null) {
                return index;
            }
            var rest = set.minus(value);
            return rest.isEmpty() ? index.minus(key) : index.plus(key, rest);
        }
    }

}
