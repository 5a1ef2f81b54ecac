package dev.catalogstudio.app.session;

import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.workspace.WorkspacePaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Turns changes on disk (from the {@link FolderWatcher}) into model updates and document reloads: the file is read on
 * the background executor (through {@link TextFiles#read}); on the FX thread an unmodified document reloads, a
 * modified one raises the conflict choice, and the model takes the disk text unless a modified document holds the
 * user's text. Temporary files of atomic saves are ignored.
 */
final class DiskChanges {

    private static final System.Logger LOG = System.getLogger(DiskChanges.class.getName());

    private final WorkspaceSession session;
    private FolderWatcher watcher;

    DiskChanges(WorkspaceSession session) {
        this.session = session;
    }

    /** Watches {@code root} (stopping any earlier watch); called on the background executor after opening. */
    synchronized void watch(Path root) {
        stop();
        try {
            watcher = FolderWatcher.start(root, change -> session.background().execute(() -> handle(root, change)));
        } catch (IOException e) {
            LOG.log(System.Logger.Level.INFO, "no watch service for " + root
                    + ": external changes show after reopening the folder", e);
        }
    }

    /** Stops watching. */
    synchronized void stop() {
        if (watcher != null) {
            watcher.close();
            watcher = null;
        }
    }

    /** Whether {@code path} is a temporary file of an atomic save, e.g. {@code .SKILL.md.tmp-1f2e}. */
    static boolean isTemporary(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.startsWith(".") && name.contains(".tmp-");
    }

    /** Runs on the background executor. */
    void handle(Path root, FolderWatcher.Change change) {
        String path = change.path();
        var ws = session.workspace();
        var snapshot = ws == null ? null : ws.snapshot();
        if (isTemporary(path) || snapshot == null || !snapshot.root().equals(root)) {
            return;
        }
        Path file = root.resolve(path);
        if (change.kind() == FolderWatcher.Kind.DELETED || !Files.isRegularFile(file)) {
            var gone = WorkspaceSession.under(snapshot, path);
            if (!gone.isEmpty()) {
                session.fx().execute(() -> {
                    var documents = session.openDocuments();
                    if (documents != null) {
                        gone.forEach(documents::diskDeleted);
                    }
                    session.run("cannot forget " + path, w -> {
                        var after = w.snapshot();
                        for (String p : gone) {
                            if (!Files.exists(root.resolve(p))) {
                                after = w.delete(p);
                            }
                        }
                        return after;
                    });
                });
            }
            return;
        }
        if (!(WorkspacePaths.entry(root, path) instanceof WorkspacePaths.File)) {
            // A symbolic link (the scan's rule: one leaving the workspace is never followed) or what the scan would
            // not list: never read through it; the model keeps what it read at open.
            return;
        }
        TextFiles.Loaded disk;
        try {
            disk = TextFiles.read(file);
        } catch (IOException e) {
            return; // Vanished or unreadable since the event: a later event reports it.
        }
        if (disk.isReadOnly()) {
            return; // Not UTF-8, binary or too large: the model keeps what it read at open (and its diagnostic).
        }
        var known = snapshot.text(path);
        if (snapshot.files().containsKey(path) && known.isPresent()
                && LineEnding.toLf(known.get().text()).equals(disk.text())) {
            return; // Our own save, or a touch: the model already has this text.
        }
        session.fx().execute(() -> {
            var documents = session.openDocuments();
            if (documents == null || documents.diskChanged(path, disk)) {
                session.update(path, disk.text());
            }
        });
    }
}
