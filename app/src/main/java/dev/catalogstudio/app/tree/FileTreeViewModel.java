package dev.catalogstudio.app.tree;

import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The file tree: the workspace's files with their document kinds, and error/warning counts per file rolled up to
 * every enclosing folder. Its commands (open, new entry, rename, delete) are the session's: this class does no file
 * IO and never sees the workspace.
 */
public final class FileTreeViewModel {

    /** Errors and warnings in a file or below a folder. */
    public record Badge(int errors, int warnings) {
        public static final Badge NONE = new Badge(0, 0);
    }

    private final WorkspaceSession session;
    private long lastVersion = -1;
    private long requestedFileSet = -1;
    private long treeRequest;

    // Properties
    private final ObjectProperty<FileNode> root = new SimpleObjectProperty<>(this, "root");
    private final ObjectProperty<Map<String, Badge>> badges = new SimpleObjectProperty<>(this, "badges", Map.of());

    public FileTreeViewModel(WorkspaceSession session) {
        this.session = session;
        session.snapshotProperty().addListener((o, old, now) -> render(now));
        if (session.getSnapshot() != null) {
            render(session.getSnapshot());
        }
    }

    /** The tree; replaced only when files come or go. */
    public ObjectProperty<FileNode> rootProperty() {
        return root;
    }

    /** The session the tree shows. */
    public WorkspaceSession session() {
        return session;
    }

    /** Counts by path (files and folders; {@code ""} is the root); paths without problems are absent. */
    public ObjectProperty<Map<String, Badge>> badgesProperty() {
        return badges;
    }

    /** The badge of {@code path}. */
    public Badge badge(String path) {
        return badges.get().getOrDefault(path, Badge.NONE);
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

    /** Above this many files the tree is built on the background executor instead of the FX thread. */
    static final int BACKGROUND_BUILD_THRESHOLD = 2_000;

    private void render(Snapshot snapshot) {
        if (snapshot == null) {
            return;
        }
        // Within one workspace, versions only grow; a version not above the last one rendered is a reopened workspace,
        // whose fileSetVersion counts from 1 again and must not be mistaken for the one shown.
        boolean sameWorkspace = lastVersion >= 0 && snapshot.version() > lastVersion;
        lastVersion = snapshot.version();
        if (!sameWorkspace || snapshot.fileSetVersion() != requestedFileSet) {
            requestedFileSet = snapshot.fileSetVersion();
            long request = ++treeRequest;
            if (snapshot.files().size() < BACKGROUND_BUILD_THRESHOLD) {
                root.set(tree(snapshot));
            } else {
                // Walking ~34,000 paths into folders takes tens of ms: keep it off the FX thread. Only the newest
                // request is applied; an older one finishing late is dropped.
                session.background().execute(() -> {
                    var built = tree(snapshot);
                    session.fx().execute(() -> {
                        if (request == treeRequest) {
                            root.set(built);
                        }
                    });
                });
            }
        }
        var counts = new HashMap<String, Badge>();
        for (String path : snapshot.pathsWithDiagnostics()) {
            int errors = 0;
            int warnings = 0;
            for (var d : snapshot.diagnostics(path)) {
                if (d.severity() == Severity.ERROR) {
                    errors++;
                } else if (d.severity() == Severity.WARNING) {
                    warnings++;
                }
            }
            if (errors + warnings == 0) {
                continue;
            }
            for (String at = path; ; at = at.substring(0, Math.max(0, at.lastIndexOf('/')))) {
                var b = counts.getOrDefault(at, Badge.NONE);
                counts.put(at, new Badge(b.errors() + errors, b.warnings() + warnings));
                if (at.isEmpty()) {
                    break;
                }
            }
        }
        if (!counts.equals(badges.get())) {
            badges.set(Map.copyOf(counts));
        }
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
