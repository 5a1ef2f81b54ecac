package dev.catalogstudio.app.tree;

import dev.catalogstudio.app.session.Coalescer;
import dev.catalogstudio.app.session.SnapshotUpdate;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;

/**
 * The file tree: the workspace's files with their document kinds, and error/warning counts per file rolled up to
 * every enclosing folder. Its commands (open, new entry, rename, delete) are the session's: this class does no file
 * IO and never sees the workspace.
 *
 * <p>Each {@link SnapshotUpdate} recomputes the badges of the paths whose diagnostics changed and of their enclosing
 * folders only, by the difference of the file's counts; only a newly opened workspace counts every file again.
 */
public final class FileTreeViewModel {

    /** Errors and warnings in a file or below a folder. */
    public record Badge(int errors, int warnings) {
        public static final Badge NONE = new Badge(0, 0);

        Badge plus(int moreErrors, int moreWarnings) {
            return new Badge(errors + moreErrors, warnings + moreWarnings);
        }

        boolean isNone() {
            return errors == 0 && warnings == 0;
        }
    }

    private final WorkspaceSession session;
    /** Trees of more than {@link #BACKGROUND_BUILD_THRESHOLD} files, built off the FX thread; the newest wins. */
    private final Coalescer.Requests trees;
    private long lastVersion = -1;
    private long requestedFileSet = -1;
    /** The folder of the workspace last rendered ({@code null} before the first). */
    private java.nio.file.Path shownFolder;
    /** Each file's own counts (files with none are absent). */
    private final Map<String, Badge> fileBadges = new HashMap<>();
    /** Badges recomputed so far, one per file or folder whose badge an update looked at (tests count work). */
    private long badgesRecomputed;

    // Properties
    private final ObjectProperty<FileNode> root = new SimpleObjectProperty<>(this, "root");
    private final javafx.beans.property.StringProperty filter = new javafx.beans.property.SimpleStringProperty(this,
            "filter", "");
    private final ObjectProperty<FileNode> shown = new SimpleObjectProperty<>(this, "shown");
    /** Filtered trees of large workspaces, computed off the FX thread; the newest wins. */
    private final Coalescer.Requests filters;
    private final ObservableMap<String, Badge> badges = FXCollections.observableHashMap();
    private final ObservableMap<String, Badge> badgesView = FXCollections.unmodifiableObservableMap(badges);

    public FileTreeViewModel(WorkspaceSession session) {
        this.session = session;
        this.trees = new Coalescer.Requests(session.background(), session.fx());
        this.filters = new Coalescer.Requests(session.background(), session.fx());
        root.addListener((o, old, now) -> narrow());
        filter.addListener((o, old, now) -> narrow());
        session.updateProperty().addListener((o, old, now) -> render(now));
        if (session.updateProperty().get() != null) {
            render(SnapshotUpdate.everything(null, session.getSnapshot()));
        }
    }

    /** The tree; replaced only when files come or go. */
    public ObjectProperty<FileNode> rootProperty() {
        return root;
    }

    /**
     * What the tree shows: {@link #rootProperty()}, or while {@link #filterProperty()} is set, the files whose path
     * matches it with their folders.
     */
    public ObjectProperty<FileNode> shownProperty() {
        return shown;
    }

    /**
     * Narrows the tree: each word of the filter (split at spaces) must appear in a file's path, ignoring case; blank
     * shows every file. Opening another folder clears it.
     */
    public javafx.beans.property.StringProperty filterProperty() {
        return filter;
    }

    /** Whether {@code path} passes the filter as it is now (every path passes a blank filter). */
    public boolean passesFilter(String path) {
        return matcher(filter.get()).test(path);
    }

    /** The session the tree shows. */
    public WorkspaceSession session() {
        return session;
    }

    /**
     * Counts by path (files and folders; {@code ""} is the root); paths without problems are absent. Read-only; an
     * update changes only the entries of the paths whose diagnostics changed and their folders.
     */
    public ObservableMap<String, Badge> badges() {
        return badgesView;
    }

    /** The badge of {@code path}. */
    public Badge badge(String path) {
        return badges.getOrDefault(path, Badge.NONE);
    }

    /** Badges recomputed since this model was made: a file's or folder's, once per update that touched it. */
    public long badgesRecomputed() {
        return badgesRecomputed;
    }

    // Commands

    /**
     * Opens the file at {@code path} in an editor; a symbolic link to a file opens the real file (the tree then reveals
     * it), a link to a folder nothing.
     */
    public void open(String path) {
        var snapshot = session.getSnapshot();
        var alias = snapshot == null ? null : snapshot.aliases().get(path);
        if (alias == null) {
            session.navigation().open(path, null, "tree");
        } else if (!alias.folder()) {
            session.navigation().open(alias.target(), null, "tree-alias");
        }
    }

    /** Creates a new catalog entry from its template and opens its main file; the name must pass {@link NewEntry}. */
    public void create(NewEntry kind, String name) {
        var snapshot = session.getSnapshot();
        if (snapshot == null || NewEntry.problem(name, snapshot, kind).isPresent()) {
            return;
        }
        session.create(kind.files(name, snapshot));
    }

    /**
     * Renames the file or folder at {@code path} to {@code newName} in the same folder, on disk and in the model; open
     * editors follow.
     *
     * @throws IllegalArgumentException if {@code newName} is empty or holds a path separator
     */
    public void rename(String path, String newName) {
        session.rename(path, newName);
    }

    /** Deletes the file or folder at {@code path} (recursively), on disk and in the model. */
    public void delete(String path) {
        session.delete(path);
    }

    // Rendering

    private void narrow() {
        var all = root.get();
        String words = filter.get() == null ? "" : filter.get().strip();
        if (all == null || words.isEmpty()) {
            filters.supersede();
            shown.set(all);
            return;
        }
        var matches = matcher(words);
        var snapshot = session.getSnapshot();
        if (snapshot != null && snapshot.files().size() >= BACKGROUND_BUILD_THRESHOLD) {
            filters.submit(() -> all.filtered(matches), shown::set);
        } else {
            filters.supersede();
            shown.set(all.filtered(matches));
        }
    }

    /** Every space-separated word of {@code filter} appears in the path, ignoring case. */
    static java.util.function.Predicate<String> matcher(String filter) {
        var words = filter == null || filter.isBlank() ? new String[0]
                : filter.strip().toLowerCase(java.util.Locale.ROOT).split("\\s+");
        return path -> {
            String lower = path.toLowerCase(java.util.Locale.ROOT);
            for (String word : words) {
                if (!lower.contains(word)) {
                    return false;
                }
            }
            return true;
        };
    }

    /** Above this many files the tree is built on the background executor instead of the FX thread. */
    static final int BACKGROUND_BUILD_THRESHOLD = 2_000;

    private void render(SnapshotUpdate update) {
        if (update == null) {
            return;
        }
        var snapshot = update.snapshot();
        // Within one workspace, versions only grow; a version not above the last one rendered is a reopened workspace,
        // whose fileSetVersion counts from 1 again and must not be mistaken for the one shown.
        boolean sameWorkspace = lastVersion >= 0 && snapshot.version() > lastVersion;
        lastVersion = snapshot.version();
        if (update.everything() && shownFolder != null && !shownFolder.equals(snapshot.root())) {
            // Another folder opened: a filter typed for the last one would hide most of the new one's files.
            filter.set("");
        }
        shownFolder = snapshot.root();
        if (!sameWorkspace || snapshot.fileSetVersion() != requestedFileSet) {
            requestedFileSet = snapshot.fileSetVersion();
            if (snapshot.files().size() < BACKGROUND_BUILD_THRESHOLD) {
                trees.supersede(); // a larger tree still being built must not replace this one
                root.set(tree(snapshot));
            } else {
                // Walking ~34,000 paths into folders takes tens of ms: keep it off the FX thread.
                trees.submit(() -> tree(snapshot), root::set);
            }
        }
        if (update.everything()) {
            recountAll(snapshot);
        } else {
            update.diagnostics().forEach(path -> recount(snapshot, path));
        }
    }

    /** Every badge anew (a workspace opened): the map is brought to the new counts entry by entry. */
    private void recountAll(Snapshot snapshot) {
        fileBadges.clear();
        var counts = new HashMap<String, Badge>();
        for (String path : snapshot.pathsWithDiagnostics()) {
            var own = count(snapshot, path);
            if (own.isNone()) {
                continue;
            }
            fileBadges.put(path, own);
            for (String at = path; ; at = parent(at)) {
                counts.merge(at, own, (a, b) -> a.plus(b.errors(), b.warnings()));
                badgesRecomputed++;
                if (at.isEmpty()) {
                    break;
                }
            }
        }
        badges.keySet().retainAll(counts.keySet());
        counts.forEach((path, badge) -> {
            if (!badge.equals(badges.get(path))) {
                badges.put(path, badge);
            }
        });
    }

    /** The badge of {@code path} and its folders, moved by the difference between its old and new counts. */
    private void recount(Snapshot snapshot, String path) {
        var now = count(snapshot, path);
        var was = fileBadges.getOrDefault(path, Badge.NONE);
        badgesRecomputed++;
        if (now.equals(was)) {
            return;
        }
        if (now.isNone()) {
            fileBadges.remove(path);
        } else {
            fileBadges.put(path, now);
        }
        int errors = now.errors() - was.errors();
        int warnings = now.warnings() - was.warnings();
        for (String at = path; ; at = parent(at)) {
            var moved = badges.getOrDefault(at, Badge.NONE).plus(errors, warnings);
            if (moved.isNone()) {
                badges.remove(at);
            } else {
                badges.put(at, moved);
            }
            if (at != path) {
                badgesRecomputed++;
            }
            if (at.isEmpty()) {
                break;
            }
        }
    }

    private static Badge count(Snapshot snapshot, String path) {
        int errors = 0;
        int warnings = 0;
        for (var d : snapshot.diagnostics(path)) {
            if (d.severity() == Severity.ERROR) {
                errors++;
            } else if (d.severity() == Severity.WARNING) {
                warnings++;
            }
        }
        return new Badge(errors, warnings);
    }

    private static String parent(String path) {
        return path.substring(0, Math.max(0, path.lastIndexOf('/')));
    }

    /** The tree of the snapshot's files with their kinds; safe on any thread. */
    static FileNode tree(Snapshot snapshot) {
        var kinds = new TreeMap<String, DocumentKind>();
        var documents = snapshot.documents();
        for (String path : snapshot.files().keySet()) {
            var doc = documents.get(path);
            kinds.put(path, doc == null ? DocumentKind.OTHER : doc.kind());
        }
        var aliases = new TreeMap<String, String>();
        snapshot.aliases().forEach((path, alias) -> aliases.put(path, alias.target()));
        return FileNode.of(snapshot.root().getFileName().toString(), kinds, aliases);
    }
}
