package dev.catalogstudio.app.lsp;

import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;

/**
 * The life of a document the client opens ({@code textDocument/didOpen}, {@code didChange}, {@code didClose},
 * {@code didSave}): while open, the client's text is the model's text of that file; once closed, the file goes back to
 * what the disk holds ({@link DiskSyncHandler#fromDisk}). A burst of changes to one document is applied change by
 * change, but checked and published once, after the last one queued. A document outside every workspace folder is
 * kept, but gets no diagnostics.
 *
 * <p>Threads: the notifications are called on LSP4J's reader thread, which only counts a queued change (the one
 * concurrent map here) and queues the work on the model thread; everything else runs on the model thread.
 */
final class DocumentLifecycleHandler {

    /** Changes queued but not yet applied, by document URI: a document is checked after its last one. */
    private final Map<String, AtomicInteger> queuedChanges = new ConcurrentHashMap<>();
    private final ModelThread model;
    private final WorkspaceFolders folders;
    private final ClientDocuments open;
    private final DiagnosticsPublisher publisher;
    private final DiskSyncHandler disk;

    DocumentLifecycleHandler(ModelThread model, WorkspaceFolders folders, ClientDocuments open,
                             DiagnosticsPublisher publisher, DiskSyncHandler disk) {
        this.model = model;
        this.folders = folders;
        this.open = open;
        this.publisher = publisher;
        this.disk = disk;
    }

    void didOpen(DidOpenTextDocumentParams params) {
        var item = params.getTextDocument();
        model.run(() -> opened(item.getUri(), item.getVersion(), item.getText() == null ? "" : item.getText()));
    }

    void didChange(DidChangeTextDocumentParams params) {
        queuedChanges.computeIfAbsent(params.getTextDocument().getUri(), u -> new AtomicInteger())
                .incrementAndGet();
        model.run(() -> changed(params));
    }

    void didClose(DidCloseTextDocumentParams params) {
        model.run(() -> closed(params.getTextDocument().getUri()));
    }

    void didSave(DidSaveTextDocumentParams params) {
        // the buffer's text is already the model's
    }

    private void opened(String uri, int version, String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text; // the model's texts have no BOM
        var place = CatalogLanguageServer.path(uri).flatMap(folders::place);
        var doc = new OpenDocument(uri, place.map(Map.Entry::getKey).orElse(null),
                place.map(Map.Entry::getValue).orElse(null), version, body);
        open.put(uri, doc);
        if (doc.folder == null) {
            return;
        }
        var held = doc.folder.snapshot().text(doc.path).map(dev.catalogstudio.model.text.SourceText::text);
        if (held.isPresent() && held.get().equals(body)) {
            publisher.publish(doc.folder, doc.path, doc.folder.snapshot()); // the same text: only the version is new
        } else {
            check(doc);
        }
    }

    private void changed(DidChangeTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        var queued = queuedChanges.get(uri);
        boolean last = queued == null || queued.decrementAndGet() <= 0;
        var doc = open.get(uri);
        if (doc == null) {
            return; // a change of a document never opened: nothing to apply it to
        }
        doc.text = LspText.apply(doc.text, params.getContentChanges());
        if (params.getTextDocument().getVersion() != null) {
            doc.version = params.getTextDocument().getVersion();
        }
        doc.dirty = true;
        if (last && doc.folder != null) {
            check(doc);
        }
    }

    private void closed(String uri) {
        var doc = open.remove(uri);
        if (doc == null || doc.folder == null) {
            if (doc != null) {
                publisher.clear(uri);
            }
            return;
        }
        // The disk is the truth again for a file the editor no longer holds.
        disk.fromDisk(doc.folder, doc.path);
    }

    /**
     * Gives the model the document's text and publishes every file whose diagnostics that changed (model thread; a
     * request about a document with changes not yet checked checks it first).
     */
    void check(OpenDocument doc) {
        doc.dirty = false;
        var update = doc.folder.workspace.update(doc.path, doc.text);
        var paths = new TreeSet<>(update.changed());
        paths.add(doc.path);
        paths.forEach(p -> publisher.publish(doc.folder, p, update.snapshot()));
    }
}
