package dev.catalogstudio.model.resolve;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Set;

/** The loop a cycle edge closes, for messages that show the whole loop. */
final class CyclePaths {

    /** Largest cycle whose loops are searched shortest-first; larger ones are shown through a fixed member. */
    static final int SHORTEST_MAX = 64;

    private CyclePaths() {
    }

    /**
     * The shortest path from {@code target} back to {@code from} inside {@code members} (breadth first, successors in
     * document order), prefixed with {@code from}: {@code from, target, …, from}.
     */
    static List<String> shortest(DependencyGraph graph, String from, String target, Set<String> members) {
        var parent = new HashMap<String, String>();
        var queue = new ArrayDeque<String>();
        parent.put(target, target);
        queue.add(target);
        while (!queue.isEmpty()) {
            String id = queue.poll();
            if (id.equals(from)) {
                break;
            }
            for (String next : CycleSearch.successors(graph, id)) {
                if (members.contains(next) && !parent.containsKey(next)) {
                    parent.put(next, id);
                    queue.add(next);
                }
            }
        }
        if (!parent.containsKey(from)) {
            return List.of();
        }
        var path = new ArrayList<String>();
        for (String id = from; ; id = parent.get(id)) {
            path.add(id);
            if (id.equals(target)) {
                break;
            }
        }
        Collections.reverse(path);
        path.add(0, from);
        return path;
    }

    /**
     * Breadth-first trees of one cycle through its first member {@code root}: the way from the root to every member
     * and from every member back to the root, inside the cycle. Built once per cycle in O(members + edges). For an
     * edge {@code u → v} the loop shown is {@code u, v, …, root, …, u}: a closed walk through the edge (it may pass a
     * member twice when the two ways share one).
     */
    static final class Walks {
        private final String root;
        private final java.util.Map<String, String> towardRoot = new HashMap<>();
        private final java.util.Map<String, Integer> distanceToRoot = new HashMap<>();
        private final java.util.Map<String, String> fromRoot = new HashMap<>();
        private final java.util.Map<String, Integer> distanceFromRoot = new HashMap<>();

        private Walks(String root) {
            this.root = root;
        }

        static Walks of(DependencyGraph graph, Cycle cycle) {
            var walks = new Walks(cycle.members().get(0));
            var predecessors = new HashMap<String, List<String>>();
            for (String id : cycle.members()) {
                for (String next : CycleSearch.successors(graph, id)) {
                    if (cycle.contains(next)) {
                        predecessors.computeIfAbsent(next, k -> new ArrayList<>()).add(id);
                    }
                }
            }
            walks.bfs(id -> CycleSearch.successors(graph, id), cycle, walks.fromRoot, walks.distanceFromRoot);
            walks.bfs(id -> predecessors.getOrDefault(id, List.of()), cycle, walks.towardRoot, walks.distanceToRoot);
            return walks;
        }

        /** BFS from the root; {@code parent} maps a member to its neighbour one step closer to the root. */
        private void bfs(java.util.function.Function<String, List<String>> neighbours, Cycle cycle,
                         java.util.Map<String, String> parent, java.util.Map<String, Integer> distance) {
            var queue = new ArrayDeque<String>();
            distance.put(root, 0);
            queue.add(root);
            while (!queue.isEmpty()) {
                String id = queue.poll();
                for (String next : neighbours.apply(id)) {
                    if (cycle.contains(next) && !distance.containsKey(next)) {
                        distance.put(next, distance.get(id) + 1);
                        parent.put(next, id);
                        queue.add(next);
                    }
                }
            }
        }

        /** The loop {@code from, target, …, root, …, from}, computed as it is read. */
        List<String> through(String from, String target) {
            int size = 2 + distanceToRoot.get(target) + distanceFromRoot.get(from);
            return new java.util.AbstractList<>() {
                @Override
                public int size() {
                    return size;
                }

                @Override
                public String get(int index) {
                    java.util.Objects.checkIndex(index, size);
                    var it = iterator();
                    for (int i = 0; i < index; i++) {
                        it.next();
                    }
                    return it.next();
                }

                @Override
                public java.util.Iterator<String> iterator() {
                    return new java.util.Iterator<>() {
                        private int returned;
                        private String current;
                        private List<String> rootToFrom;

                        @Override
                        public boolean hasNext() {
                            return returned < size;
                        }

                        @Override
                        public String next() {
                            if (!hasNext()) {
                                throw new java.util.NoSuchElementException();
                            }
                            int back = distanceToRoot.get(target);
                            if (returned == 0) {
                                current = from;
                            } else if (returned == 1) {
                                current = target;
                            } else if (returned <= 1 + back) {
                                current = towardRoot.get(current);
                            } else {
                                if (rootToFrom == null) {
                                    rootToFrom = new ArrayList<>();
                                    for (String id = from; !id.equals(root); id = fromRoot.get(id)) {
                                        rootToFrom.add(id);
                                    }
                                    Collections.reverse(rootToFrom);
                                }
                                current = rootToFrom.get(returned - 2 - back);
                            }
                            returned++;
                            return current;
                        }
                    };
                }
            };
        }
    }
}
