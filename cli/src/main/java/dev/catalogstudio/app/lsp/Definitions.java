package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.text.SourceText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * {@code textDocument/definition}: a reference (a dependency origin, a plane link) leads to the entry it resolves to;
 * a {@code ${CLAUDE_PLUGIN_ROOT}/…} path to the plugin's file it names; a relative Markdown link of the body to the
 * file it names ({@link DocumentLinks}). Functions of a {@link RequestTarget}, called on the server's model thread.
 */
final class Definitions {

    private Definitions() {
    }

    static List<Location> definition(RequestTarget target, Position position) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return List.of();
        }
        var text = document.get().text();
        int offset = LspText.offset(text.text(), position);
        var edge = ReferencedEntries.edgeAt(target, offset);
        if (edge.isPresent()) {
            return target.snapshot().graph().targets(edge.get()).stream()
                    .flatMap(n -> LspDiagnostics.location(target.folder(), target.snapshot(), n).stream()).toList();
        }
        var script = pluginPath(target, text.text(), offset);
        if (script.isPresent()) {
            return List.of(script.get());
        }
        if (!document.get().fileName().endsWith(".md")) {
            return List.of();
        }
        return link(target, text, offset).map(List::of).orElse(List.of());
    }

    /**
     * The file a {@code ${CLAUDE_PLUGIN_ROOT}/…} path at {@code offset} names (a hook's script, an MCP server's
     * command), when the document is inside a plugin and the file exists. The plugin root is that of the innermost
     * plugin entry of the graph whose folder holds the document.
     */
    private static Optional<Location> pluginPath(RequestTarget target, String text, int offset) {
        if (!text.contains("CLAUDE_PLUGIN_ROOT")) {
            return Optional.empty();
        }
        for (var reference : dev.catalogstudio.model.format.common.PluginPaths.references(text)) {
            if (offset < reference.from() || offset > reference.to()) {
                continue;
            }
            var root = pluginRoot(target);
            if (root.isEmpty()) {
                return Optional.empty();
            }
            var path = dev.catalogstudio.model.format.common.PluginPaths.resolve(root.get(), reference.relative());
            if (path.isEmpty()) {
                return Optional.empty();
            }
            Path file = target.folder().absolute(path.get());
            if (!Files.exists(file)) {
                return Optional.empty();
            }
            return Optional.of(new Location(file.toUri().toString(), new Range(new Position(0, 0),
                    new Position(0, 0))));
        }
        return Optional.empty();
    }

    /**
     * The root of the plugin holding the target's document: the folder of the innermost plugin node of the graph
     * ({@code <root>/.claude-plugin/plugin.json}, {@code <root>/plugin.json}, or a marketplace's entry standing for
     * it under the same id) that is an ancestor of the document.
     */
    private static Optional<String> pluginRoot(RequestTarget target) {
        String best = null;
        for (var node : target.snapshot().graph().nodes().values()) {
            if (node.kind() != dev.catalogstudio.model.resolve.NodeKind.PLUGIN
                    || !dev.catalogstudio.model.resolve.Layer.WORKSPACE.equals(node.layer())) {
                continue;
            }
            String id = node.id();
            String root;
            if (id.equals(dev.catalogstudio.model.format.common.PluginPaths.MANIFEST) || id.equals("plugin.json")) {
                root = "";
            } else if (id.endsWith("/" + dev.catalogstudio.model.format.common.PluginPaths.MANIFEST)) {
                root = id.substring(0, id.length() - dev.catalogstudio.model.format.common.PluginPaths.MANIFEST.length()
                        - 1);
            } else if (id.endsWith("/plugin.json")) {
                root = id.substring(0, id.length() - "/plugin.json".length());
            } else {
                continue;
            }
            if ((root.isEmpty() || target.path().startsWith(root + "/"))
                    && (best == null || root.length() > best.length())) {
                best = root;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The file a relative Markdown link at {@code offset} names, when it exists. */
    private static Optional<Location> link(RequestTarget target, SourceText text, int offset) {
        for (var link : DocumentLinks.links(target, text)) {
            if (offset >= link.start() && offset <= link.end()) {
                return Optional.of(new Location(link.file().toUri().toString(), new Range(new Position(0, 0),
                        new Position(0, 0))));
            }
        }
        return Optional.empty();
    }
}
