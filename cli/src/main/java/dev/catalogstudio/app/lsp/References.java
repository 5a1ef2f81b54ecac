package dev.catalogstudio.app.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;

/**
 * {@code textDocument/references}: the references in the workspace to the entry a reference leads to, or to the entry
 * declared where the cursor is. A function of a {@link RequestTarget}, called on the server's model thread.
 */
final class References {

    private References() {
    }

    /**
     * {@code textDocument/references}: on a reference or on an entry's own declaration (its name), every reference in
     * the workspace that resolves to that entry, plus the declaration when asked.
     */
    static List<Location> references(RequestTarget target, Position position,
                                     boolean includeDeclaration) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return List.of();
        }
        var snapshot = target.snapshot();
        var graph = snapshot.graph();
        int offset = LspText.offset(document.get().text().text(), position);
        Optional<dev.catalogstudio.model.resolve.Node> entry = ReferencedEntries.edgeAt(target, offset)
                .flatMap(graph::target);
        if (entry.isEmpty()) {
            entry = graph.contribution(target.path()).nodes().stream().filter(n -> n.range() != null
                    && offset >= n.range().startOffset() && offset <= n.range().endOffset()).findFirst();
        }
        if (entry.isEmpty()) {
            return List.of();
        }
        var out = new ArrayList<Location>();
        if (includeDeclaration) {
            LspDiagnostics.location(target.folder(), snapshot, entry.get()).ifPresent(out::add);
        }
        for (String address : entry.get().addresses()) {
            for (String owner : new java.util.TreeSet<>(graph.referrers(address))) {
                if (!snapshot.files().containsKey(owner)) {
                    continue; // an owner of another layer: not a file of this workspace
                }
                for (var edge : graph.contribution(owner).edges()) {
                    if (address.equals(edge.target())) {
                        out.add(new Location(target.folder().uri(owner), LspText.range(edge.range())));
                    }
                }
            }
        }
        return out;
    }
}
