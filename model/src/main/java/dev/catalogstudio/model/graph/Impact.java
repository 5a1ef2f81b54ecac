package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Node;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a node means to the rest of the graph (issue "The dependency graph canvas", § Impact): what depends on it, and
 * what it pulls in (its install order).
 */
public final class Impact {

    private Impact() {
    }

    /**
     * Whether an edge of this kind makes its source depend on its target: the edges that order installation
     * ({@link EdgeKind#ordersInstall()}), and a 3md agent's {@code contains} edges to its planes and an OAF server's
     * {@code mcp-config} edge to its configuration, whose source is the parent.
     */
    public static boolean dependsThrough(EdgeKind kind) {
        return kind.ordersInstall() || kind == EdgeKind.CONTAINS || kind == EdgeKind.MCP_CONFIG;
    }

    /**
     * The reverse closure of {@code nodeId} ("what depends on this"): every node that depends on it directly or
     * transitively over edges of {@link #dependsThrough} kinds that reach a node (whatever their status, so a kind
     * mismatch counts: removing the node would change it too), excluding the node itself, sorted by id. Empty for an
     * unknown id. O(size of the result + edges touched).
     */
    public static SortedSet<String> dependents(GraphView view, String nodeId) {
        var result = new TreeSet<String>();
        if (view.node(nodeId).isEmpty()) {
            return Collections.unmodifiableSortedSet(result);
        }
        var queue = new ArrayDeque<String>();
        queue.add(nodeId);
        while (!queue.isEmpty()) {
            for (var e : view.edgesTo(queue.poll())) {
                String from = e.edge().from();
                if (dependsThrough(e.edge().kind()) && !from.equals(nodeId) && result.add(from)) {
                    queue.add(from);
                }
            }
        }
        return Collections.unmodifiableSortedSet(result);
    }

    /**
     * The install order of {@code nodeId}, the same order {@code catalog-studio resolve} prints
     * ({@link DependencyGraph#installOrder}; metaagents.md § Resolution Rules): every node it depends on,
     * transitively, each once, dependencies before dependents, the node last. When resolution stops at a cycle or a
     * missing dependency this is what could be ordered (see {@link DependencyGraph#installOrder} for why). Empty for an
     * unknown id.
     */
    public static List<Node> installOrder(GraphView view, String nodeId) {
        return view.snapshot().graph().installOrder(nodeId).order();
    }
}
