package dev.catalogstudio.model.resolve;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The install order of an entry (metaagents.md § Resolution Rules: dependencies resolved depth-first, topologically;
 * no cycles; missing dependencies fail resolution).
 *
 * @param entry      the id asked for
 * @param order      every node reached, each once, dependencies before dependents, the entry last; when resolution
 *                   stops this is what could be ordered
 * @param missing    install-ordering references that reach nothing installable: an absent target, a repository
 *                   with no layer, or an entry of the wrong kind (registry references of OAF agents are skipped)
 * @param cycle      the first loop met, as node ids {@code a, b, a}; empty when there is none
 */
public record InstallOrder(String entry, List<Node> order, List<Edge> missing, List<String> cycle) {

    public InstallOrder {
        order = List.copyOf(order);
        missing = List.copyOf(missing);
        cycle = List.copyOf(cycle);
    }

    /** Whether resolution succeeded: no cycle and nothing missing. */
    public boolean complete() {
        return missing.isEmpty() && cycle.isEmpty();
    }

    /**
     * Depth-first post-order over install-ordering edges (and a 3md agent's {@code contains} edges to its planes),
     * iterative: no recursion however deep the chain.
     */
    static InstallOrder of(DependencyGraph graph, String entry) {
        var order = new ArrayList<Node>();
        var missing = new ArrayList<Edge>();
        List<String> cycle = List.of();
        if (graph.node(entry).isEmpty()) {
            return new InstallOrder(entry, order, missing, cycle);
        }
        var done = new HashSet<String>();
        var onPath = new LinkedHashSet<String>();
        var stack = new ArrayList<Frame>();
        stack.add(new Frame(entry, graph.edgesFrom(entry)));
        onPath.add(entry);
        while (!stack.isEmpty()) {
            var frame = stack.get(stack.size() - 1);
            if (frame.next < frame.edges.size()) {
                var edge = frame.edges.get(frame.next++);
                if (!edge.kind().ordersInstall() && edge.kind() != EdgeKind.CONTAINS) {
                    continue;
                }
                var target = graph.target(edge);
                if (target.isEmpty() || edge.reachesWrongKind(target.get())) {
                    if (edge.onMissing() != null) {
                        missing.add(edge); // a registry reference (no rule of its own) is not ours to install
                    }
                    continue;
                }
                String id = target.get().id();
                if (onPath.contains(id)) {
                    if (cycle.isEmpty()) {
                        var loop = new ArrayList<String>();
                        boolean in = false;
                        for (String p : onPath) {
                            in |= p.equals(id);
                            if (in) {
                                loop.add(p);
                            }
                        }
                        loop.add(id);
                        cycle = loop;
                    }
                    continue;
                }
                if (done.add(id)) {
                    onPath.add(id);
                    stack.add(new Frame(id, graph.edgesFrom(id)));
                }
                continue;
            }
            stack.remove(stack.size() - 1);
            onPath.remove(frame.id);
            done.add(frame.id);
            graph.node(frame.id).ifPresent(order::add);
        }
        return new InstallOrder(entry, order, missing, cycle);
    }

    private static final class Frame {
        final String id;
        final List<Edge> edges;
        int next;

        Frame(String id, List<Edge> edges) {
            this.id = id;
            this.edges = edges;
        }
    }
}
