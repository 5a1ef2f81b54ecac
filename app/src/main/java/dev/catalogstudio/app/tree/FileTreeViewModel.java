package dev.catalogstudio.app.tree;

import dev.catalogstudio.app.shell.WorkspaceSession;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.workspace.Snapshot;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The file tree: the workspace's files with their document kinds, and error/warning counts per file rolled up to
 * every enclosing folder. Commands that touch the disk (new entry, rename, delete) run on the session's background
 * executor and then tell the model, in order with every edit.
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
    private Consumer<String> opener = p -> { };
    private java.util.function.BiFunction<String, String, Map<String, String>> renamed = (from, to) -> Map.of();

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

    /** Who opens a file in a tab (the shell). */
    public void setOpener(Consumer<String> opener) {
        this.opener = opener;
    }

    /**
     * Who follows a rename (the shell: the editor tabs), called on the FX thread with the old and new path of the
     * renamed file or folder before the disk is touched; returns unsaved editor texts by new path, which the model
     * then parses instead of the disk text.
     */
    public void setOnRenamed(java.util.function.BiFunction<String, String, Map<String, String>> renamed) {
        this.renamed = renamed;
    }

    // Commands

    /** Opens the file at {@code path} in a tab. */
    public void open(String path) {
        opener.accept(path);
    }

    /** Creates a new catalog entry from its template and opens its main file; the name must pass {@link NewEntry}. */
    public void create(NewEntry kind, String name) {
        var snapshot = session.getSnapshot();
        if (snapshot == null || NewEntry.problem(name, snapshot, kind).isPresent()) {
            return;
        }
        var files = kind.files(name, snapshot);
        Path rootFolder = snapshot.root();
        session.submit(ws -> {
            Snapshot after = null;
            for (var file : files.entrySet()) {
                Path target = rootFolder.resolve(file.getKey());
                Files.createDirectories(target.getParent());
                Files.writeString(target, file.getValue(), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
                after = ws.update(file.getKey(), file.getValue()).snapshot();
            }
            String first = files.keySet().iterator().next();
            session.fx().execute(() -> opener.accept(first));
            return after;
        });
    }

    /**
     * Renames the file or folder at {@code path} to {@code newName} in the same folder, on disk and in the model.
     *
     * @throws IllegalArgumentException if {@code newName} is empty or holds a path separator
     */
    public void rename(String path, String newName) {
        if (newName.isBlank() || newName.contains("/") || newName.contains("\\") || newName.equals("..")) {
            throw new IllegalArgumentException("not a file name: " + newName);
        }
        var snapshot = session.getSnapshot();
        int slash = path.lastIndexOf('/');
        String target = (slash < 0 ? "" : path.substring(0, slash + 1)) + newName;
        var moved = under(snapshot, path);
        Path rootFolder = snapshot.root();
        // Tabs follow first, on the FX thread, so that no keystroke reaches the model under the old path after the
        // model has dropped it; if the move fails they are pointed back.
        var unsaved = Map.copyOf(renamed.apply(path, target));
        session.submit(ws -> {
            try {
                Files.move(rootFolder.resolve(path), rootFolder.resolve(target));
            } catch (IOException | RuntimeException e) {
                session.fx().execute(() -> renamed.apply(target, path));
                throw e;
            }
            Snapshot after = null;
            for (String old : moved) {
                after = ws.delete(old).snapshot();
            }
            for (String old : moved) {
                String now = target + old.substring(path.length());
                String text = unsaved.get(now);
                after = ws.update(now, text != null ? text : readText(rootFolder.resolve(now))).snapshot();
            }
            return after;
        });
    }

    /** Deletes the file or folder at {@code path} (recursively), on disk and in the model. */
    public void delete(String path) {
        var snapshot = session.getSnapshot();
        var gone = under(snapshot, path);
        Path rootFolder = snapshot.root();
        session.submit(ws -> {
            Path target = rootFolder.resolve(path);
            if (Files.isDirectory(target)) {
                try (Stream<Path> walk = Files.walk(target)) {
                    for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            } else {
                Files.deleteIfExists(target);
            }
            Snapshot after = null;
            for (String old : gone) {
                after = ws.delete(old).snapshot();
            }
            return after;
        });
    }

    /** The workspace files at or below {@code path}. */
    public static List<String> under(Snapshot snapshot, String path) {
        var result = new ArrayList<String>();
        if (snapshot.files().containsKey(path)) {
            result.add(path);
        }
        result.addAll(snapshot.files().subMap(path + "/", true, path + "/" + Character.MAX_VALUE, false).keySet());
        return result;
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
        return FileNode.of(snapshot.root().getFileName().toString(), kinds);
    }

    private static String readText(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
