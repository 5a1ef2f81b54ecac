package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.editor.TextFiles;
import dev.catalogstudio.app.tabs.EditorTabsViewModel;
import dev.catalogstudio.app.tree.FileTreeViewModel;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Turns changes on disk (from the {@link FolderWatcher}) into model updates and tab reloads: the file is read on the
 * background executor; on the FX thread an unmodified tab reloads, a modified one raises the conflict choice, and the
 * model takes the disk text unless a modified tab holds the user's text. Temporary files of atomic saves are ignored.
 */
public final class ExternalChanges {

    private final WorkspaceSession session;
    private final EditorTabsViewModel tabs;
    private FolderWatcher watcher;

    public ExternalChanges(WorkspaceSession session, EditorTabsViewModel tabs) {
        this.session = session;
        this.tabs = tabs;
    }

    /** Watches {@code root} (stopping any earlier watch); called on the background executor after opening. */
    public synchronized void watch(Path root) {
        stop();
        try {
            watcher = FolderWatcher.start(root, change -> session.background().execute(() -> handle(root, change)));
        } catch (IOException e) {
            // No watch service: external changes show after reopening the folder.
        }
    }

    /** Stops watching. */
    public synchronized void stop() {
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
    private void handle(Path root, FolderWatcher.Change change) {
        String path = change.path();
        var snapshot = session.modelSnapshot();
        if (isTemporary(path) || snapshot == null || !snapshot.root().equals(root)) {
            return;
        }
        Path file = root.resolve(path);
        if (change.kind() == FolderWatcher.Kind.DELETED || !Files.isRegularFile(file)) {
            var gone = FileTreeViewModel.under(snapshot, path);
            if (!gone.isEmpty()) {
                session.fx().execute(() -> {
                    gone.forEach(tabs::diskDeleted);
                    session.submit(ws -> {
                        var after = ws.snapshot();
                        for (String p : gone) {
                            if (!Files.exists(root.resolve(p))) {
                                after = ws.delete(p).snapshot();
                            }
                        }
                        return after;
                    });
                });
            }
            return;
        }
        TextFiles.Loaded disk;
        try {
            disk = TextFiles.read(file);
        } catch (CharacterCodingException e) {
            return; // Not UTF-8: the model keeps what it read at open (its file-not-utf8 diagnostic).
        } catch (IOException e) {
            return; // Vanished or unreadable since the event: a later event reports it.
        }
        var doc = snapshot.document(path);
        boolean known = snapshot.files().containsKey(path);
        if (known && doc.isPresent() && doc.get().source().text() != null
                && TextFiles.toLf(doc.get().source().text().text()).equals(disk.text())) {
            // Our own save, or a touch: the model already has this text.
            return;
        }
        var loaded = disk;
        session.fx().execute(() -> {
            if (tabs.diskChanged(path, loaded)) {
                session.update(path, loaded.text());
            }
        });
    }
}
