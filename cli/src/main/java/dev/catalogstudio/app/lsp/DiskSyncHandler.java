package dev.catalogstudio.app.lsp;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.RenameFilesParams;
import org.eclipse.lsp4j.WorkspaceEdit;

/**
 * Keeps the model in step with the disk for the files the client does not hold open: watched-file events
 * ({@code workspace/didChangeWatchedFiles}), files and folders the client renames ({@code workspace/willRenameFiles},
 * {@code workspace/didRenameFiles}), and a document the client closed ({@link #fromDisk}). The disk is read through
 * {@link DiskSync}, never following a link nor reading past the limit; what changed is published.
 *
 * <p>Threads: the three notifications and requests are called on LSP4J's reader thread and only queue work on the
 * model thread (or return a future it completes); everything else runs on the model thread.
 */
final class DiskSyncHandler {

    private final ModelThread model;
    private final WorkspaceFolders folders;
    private final ClientDocuments open;
    private final DiagnosticsPublisher publisher;

    DiskSyncHandler(ModelThread model, WorkspaceFolders folders, ClientDocuments open, DiagnosticsPublisher publisher) {
        this.model = model;
        this.folders = folders;
        this.open = open;
        this.publisher = publisher;
    }

    /** {@code workspace/didChangeWatchedFiles}: each event's file (or folder) is synced, unless the client holds it. */
    void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
        var events = List.copyOf(params.getChanges());
        model.run(() -> events.forEach(this::watched));
    }

    /** {@code workspace/willRenameFiles}: refused when a rename lands on a taken name ({@link RenameTargets}). */
    CompletableFuture<WorkspaceEdit> willRenameFiles(RenameFilesParams params) {
        var renames = List.copyOf(params.getFiles());
        return model.supply(() -> RenameTargets.willRename(renames, folders.list()));
    }

    /** {@code workspace/didRenameFiles}: the old and the new path of each rename are synced. */
    void didRenameFiles(RenameFilesParams params) {
        var renames = List.copyOf(params.getFiles());
        model.run(() -> renames.forEach(r -> renamed(r.getOldUri(), r.getNewUri())));
    }

    /**
     * Reads the file at {@code path} from disk into the model (or removes it when the scan would not list it: gone, or
     * a symbolic link) and publishes; through {@link DiskSync}, never following a link nor reading past the limit.
     */
    void fromDisk(Folder folder, String path) {
        DiskSync.file(folder, path, p -> open.isOpen(folder, p)).ifPresent(s -> published(folder, s));
    }

    private void published(Folder folder, DiskSync.Synced synced) {
        synced.publish().forEach(p -> publisher.publish(folder, p, synced.snapshot()));
    }

    private void watched(FileEvent event) {
        var file = CatalogLanguageServer.path(event.getUri());
        if (file.isEmpty() || open.containsKey(event.getUri())) {
            return; // the editor's buffer is the truth for an open document
        }
        var place = file.flatMap(f -> {
            for (Folder folder : folders.list()) {
                var p = folder.relative(f);
                if (p.isPresent()) {
                    return Optional.of(Map.entry(folder, p.get()));
                }
            }
            return Optional.empty();
        });
        if (place.isEmpty()) {
            return;
        }
        var folder = place.get().getKey();
        String path = place.get().getValue();
        if (open.isOpen(folder, path)) {
            return;
        }
        if (event.getType() == FileChangeType.Deleted) {
            fromDisk(folder, path);
        } else {
            subtreeFromDisk(folder, path); // a file, or a folder created (or moved here) with its files
        }
    }

    /**
     * Follows a file or folder the client renamed: what was under the old path leaves the model, what is under the new
     * one on disk comes in (open documents keep the editor's text; the client reopens them under their new URI).
     */
    private void renamed(String oldUri, String newUri) {
        for (String uri : List.of(oldUri, newUri)) {
            var file = CatalogLanguageServer.path(uri);
            if (file.isEmpty()) {
                continue;
            }
            for (Folder folder : folders.list()) {
                var p = folder.relative(file.get());
                if (p.isPresent()) {
                    subtreeFromDisk(folder, p.get());
                    break;
                }
            }
        }
    }

    /**
     * Makes the model's files at or under {@code path} what the disk holds there ({@link DiskSync#subtree}): removed
     * when gone, read when new or changed; open documents are left to the editor.
     */
    private void subtreeFromDisk(Folder folder, String path) {
        DiskSync.subtree(folder, path, p -> open.isOpen(folder, p)).ifPresent(s -> published(folder, s));
    }
}
