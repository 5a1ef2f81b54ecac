package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.workspace.Snapshot;
import java.util.List;
import org.eclipse.lsp4j.PublishDiagnosticsParams;

/**
 * Publishes diagnostics ({@code textDocument/publishDiagnostics}): a file's as the model has them, under the URI and
 * version of its open document when the client holds it open, and an empty list to clear what was shown before. It
 * keeps each folder's record of the paths published with diagnostics ({@link Folder#published}). Used on the server's
 * model thread only.
 */
final class DiagnosticsPublisher {

    private final ClientConnection client;
    private final ClientDocuments open;

    DiagnosticsPublisher(ClientConnection client, ClientDocuments open) {
        this.client = client;
        this.open = open;
    }

    /** Publishes every file of {@code folder} that has diagnostics (after the folder was opened). */
    void publishAll(Folder folder) {
        var snapshot = folder.snapshot();
        for (String path : snapshot.pathsWithDiagnostics()) {
            publish(folder, path, snapshot);
        }
    }

    /** Publishes the diagnostics of one file (an empty list clears what was published before). */
    void publish(Folder folder, String path, Snapshot snapshot) {
        var diagnostics = LspDiagnostics.of(folder, path, snapshot);
        if (diagnostics.isEmpty() && !folder.published.remove(path) && !open.isOpen(folder, path)) {
            return; // nothing shown, nothing to clear
        }
        if (!diagnostics.isEmpty()) {
            folder.published.add(path);
        }
        OpenDocument doc = null;
        for (var d : open.values()) {
            if (d.folder == folder && path.equals(d.path)) {
                doc = d;
            }
        }
        var params = new PublishDiagnosticsParams(doc != null ? doc.uri : folder.uri(path), diagnostics);
        if (doc != null) {
            params.setVersion(doc.version);
        }
        client.client().publishDiagnostics(params);
    }

    /** Clears the diagnostics shown for {@code uri} (a closed document outside the folders, a removed folder's file). */
    void clear(String uri) {
        client.client().publishDiagnostics(new PublishDiagnosticsParams(uri, List.of()));
    }
}
