package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.resolve.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The graph pane's search box (issue "The dependency graph canvas", § Filters): find a node by name or FQN. */
public final class Search {

    private Search() {
    }

    /**
     * The nodes matching {@code query}, best first, at most {@code limit}. The query (trimmed) is compared without
     * regard to case with each node's FQN, name part (the FQN after its last {@code /}), id and path. Ranks: an FQN
     * equal to the query; then a name part, id or path equal to it; then any of them starting with it; then any of
     * them containing it. Within a rank, nodes keep {@link GraphView#nodes()} order (by id), so the result is stable.
     * A blank query or a {@code limit} below 1 finds nothing. O(nodes).
     */
    public static List<Node> find(GraphView view, String query, int limit) {
        String q = query == null ? "" : query.strip().toLowerCase(Locale.ROOT);
        if (q.isEmpty() || limit < 1) {
            return List.of();
        }
        @SuppressWarnings("unchecked")
        List<Node>[] ranks = new List[] {new ArrayList<Node>(), new ArrayList<Node>(), new ArrayList<Node>(),
            new ArrayList<Node>()};
        for (var node : view.nodes()) {
            int rank = rank(node, q);
            if (rank >= 0 && ranks[rank].size() < limit) {
                ranks[rank].add(node);
            }
        }
        var result = new ArrayList<Node>(limit);
        for (var rank : ranks) {
            for (var node : rank) {
                if (result.size() == limit) {
                    return List.copyOf(result);
                }
                result.add(node);
            }
        }
        return List.copyOf(result);
    }

    /** 0 exact FQN, 1 exact name/id/path, 2 prefix, 3 substring, -1 no match. */
    private static int rank(Node node, String q) {
        String fqn = node.fqn().toLowerCase(Locale.ROOT);
        if (fqn.equals(q)) {
            return 0;
        }
        String name = fqn.substring(fqn.lastIndexOf('/') + 1);
        String id = node.id().toLowerCase(Locale.ROOT);
        String path = node.path().toLowerCase(Locale.ROOT);
        if (name.equals(q) || id.equals(q) || path.equals(q)) {
            return 1;
        }
        if (fqn.startsWith(q) || name.startsWith(q) || id.startsWith(q) || path.startsWith(q)) {
            return 2;
        }
        if (fqn.contains(q) || id.contains(q) || path.contains(q)) {
            return 3;
        }
        return -1;
    }
}
