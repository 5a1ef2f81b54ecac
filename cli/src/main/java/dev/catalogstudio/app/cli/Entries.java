package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Finds the node {@code catalog-studio resolve} starts from. ENTRY is tried, in this order, as
 * <ol>
 *   <li>a node id ({@code agents/ops/AGENTS.md}, {@code .mcp.json#github}, {@code layer1:skills/a/SKILL.md});</li>
 *   <li>a document of the workspace declaring nodes ({@code .mcp.json}): its only entry;</li>
 *   <li>an entry folder of the workspace ({@code agents/ops}, {@code skills/a/}): the entry whose main document is
 *       directly in it;</li>
 *   <li>an FQN ({@code acme/ops}, a skill or MCP name): the entries of the workspace with that name, else those of the
 *       other layers;</li>
 *   <li>a path on this machine (absolute, or relative to the current folder) inside the workspace, tried as 2 and 3.</li>
 * </ol>
 * The first way that matches anything decides; when it matches more than one entry, ENTRY is ambiguous.
 */
final class Entries {

    private Entries() {
    }

    /**
     * The node {@code entry} names in {@code graph}.
     *
     * @param graph the workspace's graph
     * @param root  the workspace folder, absolute and normalized
     * @param shown the workspace folder as the user wrote it, for messages
     * @param entry a node id, an entry folder, an FQN, or a path on this machine inside {@code root}
     * @throws CheckFailure (exit code 2) when it names none, or more than one (listing them)
     */
    static Node find(DependencyGraph graph, Path root, String shown, String entry) {
        var node = graph.node(entry);
        if (node.isPresent()) {
            return node.get();
        }
        String relative = normalize(entry);
        var found = byPath(graph, relative);
        if (found.isEmpty()) {
            found = byFqn(graph, entry);
        }
        if (found.isEmpty()) {
            String local = onDisk(root, entry);
            if (local != null) {
                found = graph.node(local).map(List::of).orElseGet(() -> byPath(graph, local));
            }
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            throw new CheckFailure("no entry '" + entry + "' in " + shown + "; give a node id (agents/ops/AGENTS.md), "
                    + "an entry folder (agents/ops) or an FQN (acme/ops); 'catalog-studio graph " + shown
                    + "' lists them");
        }
        throw new CheckFailure("'" + entry + "' is ambiguous: " + found.stream()
                .map(n -> n.id() + " (" + n.kind().label() + ")").collect(Collectors.joining(", "))
                + "; give one of these ids");
    }

    /** Entries of the workspace declared by the document {@code relative}, or whose main document is in it. */
    private static List<Node> byPath(DependencyGraph graph, String relative) {
        if (relative.isEmpty()) {
            return List.of();
        }
        var declared = graph.contribution(relative).nodes().stream().filter(n -> !n.external()).toList();
        if (!declared.isEmpty()) {
            var main = declared.stream().filter(n -> n.id().equals(relative)).toList();
            return main.isEmpty() ? declared : main;
        }
        return graph.sortedNodes().stream()
                .filter(n -> n.layer().equals(Layer.WORKSPACE) && !n.external() && n.id().equals(n.path())
                        && folderOf(n.path()).equals(relative))
                .toList();
    }

    /** The non-external entries named {@code fqn}: those of the workspace when there are any, else of any layer. */
    private static List<Node> byFqn(DependencyGraph graph, String fqn) {
        var all = graph.sortedNodes().stream().filter(n -> !n.external() && n.fqn().equals(fqn)).toList();
        var workspace = all.stream().filter(n -> n.layer().equals(Layer.WORKSPACE)).toList();
        return workspace.isEmpty() ? all : workspace;
    }

    /** {@code entry} as a path on this machine inside {@code root}, relative to it with {@code /}, or null. */
    private static String onDisk(Path root, String entry) {
        try {
            var path = Path.of(entry).toAbsolutePath().normalize();
            if (!path.startsWith(root) || path.equals(root) || !Files.exists(path)) {
                return null;
            }
            return root.relativize(path).toString().replace('\\', '/');
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** {@code a/./b/} → {@code a/b}: {@code /} separators, no {@code ./} prefix or trailing {@code /}. */
    private static String normalize(String entry) {
        String s = entry.replace('\\', '/');
        while (s.startsWith("./")) {
            s = s.substring(2);
        }
        s = s.replace("/./", "/");
        while (s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }

    private static String folderOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }
}
