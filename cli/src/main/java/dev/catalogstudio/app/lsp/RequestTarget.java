package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.workspace.Snapshot;
import java.util.Optional;

/**
 * What a request is about: an open document, or a file of a workspace folder the client has not opened. Made on the
 * server's model thread, for that thread: the folder is the model thread's, the snapshot an immutable model.
 *
 * @param folder   its workspace folder
 * @param path     its path relative to the folder
 * @param uri      its URI as the client named it
 * @param snapshot the model, current with the document's text
 */
record RequestTarget(Folder folder, String path, String uri, Snapshot snapshot) {
    /** The document's text as the model holds it; empty for a file that is no document. */
    Optional<String> text() {
        return snapshot.text(path).map(dev.catalogstudio.model.text.SourceText::text);
    }
}
