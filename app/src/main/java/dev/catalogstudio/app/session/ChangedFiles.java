package dev.catalogstudio.app.session;

import dev.catalogstudio.model.review.ChangeSet;
import dev.catalogstudio.model.review.GitSides;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The files a comparison found changed, by path, with the folders that hold one (what the file tree marks).
 *
 * <p>Git reports a renamed file as one deleted and one added; they are paired into one {@link ChangedFile.Kind#RENAMED}
 * file when the change set renamed the entry they belong to (its folder moved, or its one file), the file keeping its
 * place relative to the entry's folder.
 */
public final class ChangedFiles {

    /** No file changed (not comparing). */
    public static final ChangedFiles NONE = new ChangedFiles(List.of());

    private final List<ChangedFile> files;
    private final Map<String, ChangedFile> byPath = new HashMap<>();
    private final Map<String, Integer> folders = new HashMap<>();

    /** @param files the changed files, in the order listed */
    public ChangedFiles(List<ChangedFile> files) {
        this.files = List.copyOf(files);
        for (var file : this.files) {
            byPath.put(file.path(), file);
            // A deleted file is no longer in the tree, but the folders it was in still changed.
            for (int slash = file.path().lastIndexOf('/'); slash > 0; slash = file.path().lastIndexOf('/', slash - 1)) {
                folders.merge(file.path().substring(0, slash), 1, Integer::sum);
            }
            folders.merge("", 1, Integer::sum);
        }
    }

    /** The changed files, sorted by path. */
    public List<ChangedFile> files() {
        return files;
    }

    /** The file changed at {@code path} (its working-tree path; a deleted file's base path), or {@code null}. */
    public ChangedFile file(String path) {
        return byPath.get(path);
    }

    /**
     * How many changed files the folder {@code path} holds at any depth ({@code ""} for the workspace folder); 0 when
     * none (or when {@code path} is a file).
     */
    public int changesUnder(String path) {
        return folders.getOrDefault(path, 0);
    }

    /** Whether no file changed. */
    public boolean isEmpty() {
        return files.isEmpty();
    }

    /** How many files changed in each way. */
    public Map<ChangedFile.Kind, Integer> counts() {
        var counts = new java.util.EnumMap<ChangedFile.Kind, Integer>(ChangedFile.Kind.class);
        files.forEach(f -> counts.merge(f.kind(), 1, Integer::sum));
        return Collections.unmodifiableMap(counts);
    }

    /**
     * The changed files from git's differences {@code changes} (base to working tree) and the change set's renamed
     * entries: a deleted and an added file at the same place under a renamed entry's base and head folders (or its base
     * and head files) become one renamed file.
     */
    static ChangedFiles of(List<GitSides.Change> changes, ChangeSet set) {
        var moves = new LinkedHashMap<String, String>(); // base prefix -> head prefix
        for (var entry : set.changes()) {
            if (entry.change() == ChangeSet.Change.RENAMED && !entry.basePath().isEmpty()) {
                moves.put(entry.basePath(), entry.path());
                String baseFolder = folder(entry.basePath());
                String headFolder = folder(entry.path());
                if (!baseFolder.equals(headFolder) && !baseFolder.isEmpty() && !headFolder.isEmpty()) {
                    moves.put(baseFolder + "/", headFolder + "/");
                }
            }
        }
        var added = new TreeMap<String, GitSides.Change>();
        var out = new TreeMap<String, ChangedFile>();
        for (var change : changes) {
            if (change.after() && !change.before()) {
                added.put(change.path(), change);
            }
        }
        for (var change : changes) {
            String path = change.path();
            if (change.before() && change.after()) {
                out.put(path, new ChangedFile(path, path, ChangedFile.Kind.MODIFIED));
            } else if (change.before()) {
                String moved = moved(path, moves);
                if (moved != null && added.remove(moved) != null) {
                    out.put(moved, new ChangedFile(moved, path, ChangedFile.Kind.RENAMED));
                } else {
                    out.put(path, new ChangedFile(path, path, ChangedFile.Kind.DELETED));
                }
            }
        }
        added.keySet().forEach(path -> out.putIfAbsent(path, new ChangedFile(path, "", ChangedFile.Kind.ADDED)));
        return new ChangedFiles(new ArrayList<>(out.values()));
    }

    private static String moved(String basePath, Map<String, String> moves) {
        for (var move : moves.entrySet()) {
            String from = move.getKey();
            if (from.endsWith("/") ? basePath.startsWith(from) : basePath.equals(from)) {
                return move.getValue() + basePath.substring(from.length());
            }
        }
        return null;
    }

    private static String folder(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }
}
