package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import dev.catalogstudio.model.workspace.WorkspacePaths;
import dev.catalogstudio.model.workspace.WorkspaceScanner;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Makes a folder's model what the disk holds at a path, after the scan: a file event, a closed document, a renamed
 * file or folder. The disk is read as the scan reads it ({@link DiskFiles}): a symbolic link is never followed, so a
 * file that became a link (or lies under one) leaves the model, as it would be absent from a new scan; no file is read
 * past the model's limit, and one over it keeps what the model holds. Used on the server's model thread only.
 */
final class DiskSync {

    private static final System.Logger LOG = System.getLogger(DiskSync.class.getName());

    private DiskSync() {
    }

    /**
     * What a sync did.
     *
     * @param snapshot the model after it
     * @param publish  the paths whose diagnostics to publish, in order
     */
    record Synced(Snapshot snapshot, List<String> publish) {
    }

    /**
     * Reads the file at {@code path} into the model, or removes it (and anything under it) when the scan would not
     * list it; a folder is synced as by {@link #subtree}.
     *
     * @return what to publish; empty when nothing changed
     */
    static Optional<Synced> file(Folder folder, String path, Predicate<String> open) {
        var entry = DiskFiles.entry(folder.workspace.root(), path);
        return entry instanceof WorkspacePaths.Folder at ? subtree(folder, path, at, open) : file(folder, path, entry);
    }

    private static Optional<Synced> file(Folder folder, String path, WorkspacePaths.Entry entry) {
        var snapshot = folder.snapshot();
        Workspace.Update update;
        if (entry instanceof WorkspacePaths.File listed) {
            var text = DiskFiles.wholeText(listed.file());
            if (text.isEmpty()) {
                return Optional.empty();
            }
            if (text.get().equals(snapshot.text(path).map(SourceText::text).orElse(null))) {
                return Optional.of(new Synced(snapshot, List.of(path))); // the same text: only the version is new
            }
            update = folder.workspace.update(path, text.get());
        } else {
            var gone = new TreeSet<>(snapshot.filesUnder(path).keySet());
            if (snapshot.files().containsKey(path)) {
                gone.add(path);
            }
            if (gone.isEmpty()) {
                return Optional.empty();
            }
            update = folder.workspace.updateAll(Map.of(), gone);
        }
        var paths = new TreeSet<>(update.changed());
        if (update.snapshot().files().containsKey(path)) {
            paths.add(path);
        }
        return Optional.of(new Synced(update.snapshot(), List.copyOf(paths)));
    }

    /**
     * Makes the model's files at or under {@code path} what the disk holds there: the folder scanned by the workspace
     * scanner (its limits and rules: at most {@link WorkspaceScanner#MAX_FILES} files, no link followed), files no
     * longer listed removed, new or changed ones read. Documents {@code open} in the editor are left to it.
     *
     * @return what to publish; empty when nothing changed
     */
    static Optional<Synced> subtree(Folder folder, String path, Predicate<String> open) {
        var entry = DiskFiles.entry(folder.workspace.root(), path);
        if (!(entry instanceof WorkspacePaths.Folder at)) {
            return open.test(path) ? Optional.empty() : file(folder, path, entry);
        }
        return subtree(folder, path, at, open);
    }

    private static Optional<Synced> subtree(Folder folder, String path, WorkspacePaths.Folder at,
                                            Predicate<String> open) {
        WorkspaceScanner.Scan scan;
        try {
            scan = new WorkspaceScanner().scan(at.path(), ProgressListener.NONE);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: cannot list " + at.path(), e);
            return Optional.empty();
        }
        String prefix = path.isEmpty() ? "" : path + "/";
        var snapshot = folder.snapshot();
        var listed = new TreeSet<String>();
        var texts = new TreeMap<String, String>();
        for (var file : scan.files()) {
            String p = prefix + file.path();
            listed.add(p);
            if (open.test(p)) {
                continue;
            }
            DiskFiles.wholeText(new dev.catalogstudio.model.workspace.WorkspaceFile(p, file.absolute(), file.size()))
                    .filter(text -> !text.equals(snapshot.text(p).map(SourceText::text).orElse(null)))
                    .ifPresent(text -> texts.put(p, text));
        }
        var gone = new TreeSet<String>();
        for (String p : snapshot.filesUnder(path).keySet()) {
            if (!listed.contains(p) && !open.test(p)) {
                gone.add(p);
            }
        }
        if (gone.isEmpty() && texts.isEmpty()) {
            return Optional.empty();
        }
        var update = folder.workspace.updateAll(texts, gone);
        var paths = new TreeSet<>(update.changed());
        paths.addAll(texts.keySet());
        paths.removeAll(gone);
        var publish = new ArrayList<>(paths);
        publish.addAll(gone);
        return Optional.of(new Synced(update.snapshot(), List.copyOf(publish)));
    }
}
