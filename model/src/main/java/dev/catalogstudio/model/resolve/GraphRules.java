package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The cross-file rules, asked of the graph for one document: {@code dependency-missing}, {@code dependency-unresolved},
 * {@code dependency-kind-mismatch}, {@code dependency-cycle}, {@code duplicate-fqn}, {@code duplicate-skill-name}, and
 * 3md {@code dead-link} / {@code cycle} for plane links (metaagents.md § Resolution Rules; agent-3md.md § 3). Every
 * diagnostic lands on the range of the reference or name that causes it, in that document.
 */
public final class GraphRules {

    private static final int SHOWN = 8;

    private GraphRules() {
    }

    /** The cross-file diagnostics of {@code owner}'s document, sorted. */
    public static List<Diagnostic> check(DependencyGraph graph, String owner) {
        var out = new Diagnostics();
        var contribution = graph.contribution(owner);
        for (var edge : contribution.edges()) {
            edge(graph, edge, out);
        }
        for (var node : contribution.nodes()) {
            for (NameKey key : DependencyGraph.nameKeys(node)) {
                if (key.scope() == NameKey.Scope.HOST_COPY) {
                    continue; // copies for other hosts are compared by content, not refused (workspace.HostCopies)
                }
                var same = graph.named(key);
                if (same.size() > 1) {
                    duplicate(graph, node, same, out);
                }
            }
        }
        return out.sorted();
    }

    private static void edge(DependencyGraph graph, Edge edge, Diagnostics out) {
        if (edge.unresolved() != null) {
            if (edge.onMissing() != null && edge.unreachable()) {
                out.report(Rule.DEPENDENCY_UNREACHABLE, edge.range(), edge.unresolved() + ".");
            } else if (edge.onMissing() != null) {
                out.report(Rule.DEPENDENCY_UNRESOLVED, edge.range(), "Not checked: " + edge.unresolved() + ".");
            }
            return;
        }
        var target = graph.target(edge);
        if (target.isEmpty()) {
            if (edge.onMissing() == Rule.AGENT_DEAD_LINK || edge.onMissing() == Rule.PLANE_LINK_MISSING) {
                out.report(edge.onMissing(), edge.range(), "No plane has " + edge.written()
                        + "; link to an existing plane or add one.");
            } else if (edge.onMissing() != null && edge.target() != null) {
                String where = edge.target().substring(edge.target().indexOf(':') + 1);
                out.report(edge.onMissing(), edge.range(), "Nothing is at '" + where + "' in "
                        + layerName(edge.target()) + "; expected a " + expected(edge) + " there. Correct the origin "
                        + "or add the entry.");
            }
            return;
        }
        var node = target.get();
        if (edge.reachesWrongKind(node)) {
            out.report(Rule.DEPENDENCY_KIND_MISMATCH, edge.range(), "This " + listName(edge) + " entry resolves to "
                    + article(node.kind().displayName()) + " " + node.kind().displayName() + " (" + label(node) + "); list it under "
                    + (node.kind() == NodeKind.MCP_SERVER ? "'mcps'" : node.kind() == NodeKind.SKILL ? "'skills'"
                    : "neither list: agents are not dependencies") + ".");
        }
        var loop = graph.loopThrough(edge);
        if (!loop.isEmpty()) {
            String shown = loop.stream().limit(SHOWN + 1L).map(id -> graph.node(id).map(GraphRules::label).orElse(id))
                    .collect(Collectors.joining(" → "));
            String more = loop.size() > SHOWN + 1 ? " → … (" + (loop.size() - 1) + " in all)" : "";
            if (edge.kind() == EdgeKind.PLANE_LINK) {
                out.report(Rule.AGENT_CYCLE, edge.range(), "This link is part of a dependency loop: " + shown + more
                        + "; remove a link so the skills can be resolved in order.");
            } else {
                out.report(Rule.DEPENDENCY_CYCLE, edge.range(), "This dependency closes a cycle: " + shown + more
                        + "; remove one dependency of the loop so it can be installed in order.");
            }
        }
    }

    private static void duplicate(DependencyGraph graph, Node node, List<Node> same, Diagnostics out) {
        if (node.format() == FormatName.METAAGENTS) {
            String others = same.stream().filter(n -> !n.id().equals(node.id())).map(Node::path)
                    .sorted().collect(Collectors.joining(", "));
            out.report(Rule.DUPLICATE_FQN, node.range(), "Another " + node.kind().displayName() + " is also named '"
                    + node.fqn() + "' in " + layerName(node.layer() + ":") + " (" + others + "); a fully qualified name "
                    + "must be unique per type in a resolution layer.");
            return;
        }
        var winner = same.stream().min(PRECEDENCE).orElseThrow();
        if (!winner.id().equals(node.id())) {
            out.report(Rule.DUPLICATE_SKILL_NAME, node.range(), "Another skill " + scope(node.discovery())
                    + " is also named '" + node.fqn() + "': " + winner.path() + " wins (the shallower folder, then "
                    + "path order), so this one is never loaded. Rename one of them.");
        }
    }

    /** Where the skills that share a name are, for the message (docs/DEPENDENCIES.md § Dependency graph: duplicate-skill-name). */
    private static String scope(String discovery) {
        int colon = discovery.indexOf(':');
        String kind = colon < 0 ? "" : discovery.substring(0, colon);
        String where = discovery.substring(colon + 1);
        return switch (kind) {
            case "plugin" -> "of the plugin at " + (where.isEmpty() ? "the root" : where);
            case "host" -> "in " + where + "/skills";
            case "collection" -> where.isEmpty() ? "at the top of the workspace" : "under " + where + "/";
            default -> "in the workspace";
        };
    }

    /**
     * Which of several skills sharing a name a host loads (documented in the README): workspace skills
     * ({@code .agents/skills/}) first, then the one with fewer path segments, then the first path in code-point order.
     */
    public static final Comparator<Node> PRECEDENCE = Comparator
            .comparing((Node n) -> n.format() == FormatName.WORKSPACE ? 0 : 1)
            .thenComparingInt(n -> segments(n.path()))
            .thenComparing(Node::path);

    /** Path segments of a {@code /}-separated path: one more than its slashes (no split, no array per compare). */
    private static int segments(String path) {
        int count = 1;
        for (int at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) {
            count++;
        }
        return count;
    }

    private static String label(Node node) {
        if (node.kind() == NodeKind.PLANE) {
            return node.fqn();
        }
        String name = node.fqn().isEmpty() ? node.path() : node.fqn();
        return node.layer().equals(Layer.WORKSPACE) ? name : node.layer() + ":" + name;
    }

    private static String layerName(String address) {
        String layer = address.substring(0, address.indexOf(':'));
        return layer.equals(Layer.WORKSPACE) ? "this workspace" : "layer " + layer;
    }

    private static String expected(Edge edge) {
        return edge.kind().expected() == null ? "entry" : edge.kind().expected().displayName();
    }

    private static String listName(Edge edge) {
        return edge.kind() == EdgeKind.MCP_DEPENDENCY ? "'mcps'" : "'skills'";
    }

    private static String article(String word) {
        return "aeiouAEIOUM".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
