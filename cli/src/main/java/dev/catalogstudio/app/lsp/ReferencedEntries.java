package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.Optional;

/**
 * The references a document makes (origins, plane links) and the entries of the dependency graph they reach: the
 * reference at an offset, an entry's layer, its description and the Markdown shown for it. Functions of a snapshot,
 * called on the server's model thread (hovers, completions, definitions, references, renames).
 */
final class ReferencedEntries {

    private ReferencedEntries() {
    }

    /** The reference written at {@code offset} of the target's document (its first character to just after its last). */
    static Optional<Edge> edgeAt(RequestTarget target, int offset) {
        for (Edge edge : target.snapshot().graph().contribution(target.path()).edges()) {
            if (offset >= edge.range().startOffset() && offset <= edge.range().endOffset()) {
                return Optional.of(edge);
            }
        }
        return Optional.empty();
    }

    /** The layer the entry belongs to. */
    static Optional<Layer> layer(Snapshot snapshot, Node node) {
        return snapshot.layers().layers().stream().filter(l -> l.id().equals(node.layer())).findFirst();
    }

    /**
     * The {@code description} of the entry's document: the workspace's as the model holds it, another layer's as its
     * file says; empty when it has none or is no Markdown document.
     */
    static Optional<String> description(Snapshot snapshot, Node node) {
        if (node.path() == null || !node.path().endsWith(".md")) {
            return Optional.empty();
        }
        Optional<FrontmatterDocument> doc;
        if (Layer.WORKSPACE.equals(node.layer())) {
            doc = snapshot.frontmatter(node.path());
        } else {
            // Read as the scan reads the layer: never through a link, never past the model's limit.
            doc = layer(snapshot, node).flatMap(l -> DiskFiles.head(l.folder(), node.path()))
                    .map(text -> FrontmatterDocument.parse(SourceText.of(text)));
        }
        return doc.flatMap(FrontmatterDocument::mapping).flatMap(m -> m.string("description"))
                .map(YamlScalar::value).filter(s -> !s.isBlank());
    }

    /** The Markdown shown for an entry: FQN, kind, version, description, layer and where it is declared. */
    static String describe(Snapshot snapshot, Node node) {
        var out = new StringBuilder();
        out.append("**").append(LspDiagnostics.label(node)).append("** · ").append(node.kind().displayName());
        if (!node.version().isEmpty()) {
            out.append(" · ").append(node.version());
        }
        out.append("\n\n");
        description(snapshot, node).ifPresent(d -> out.append(d).append("\n\n"));
        var layer = layer(snapshot, node);
        out.append("Layer: ").append(node.layer());
        layer.flatMap(Layer::origin).ifPresent(o -> out.append(" (").append(o.text()).append(")"));
        if (node.path() != null && !node.path().isEmpty()) {
            out.append(" · `").append(node.path()).append("`");
        }
        out.append("\n");
        return out.toString();
    }
}
