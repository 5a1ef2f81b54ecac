package dev.catalogstudio.model.resolve;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Set;

/** The loop a cycle edge closes, for messages that show the whole loop. */
final class Loops {

    private Loops() {
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
            for (String next : Cycles.successors(graph, id)) {
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
}
