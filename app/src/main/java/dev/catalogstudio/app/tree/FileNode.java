package dev.catalogstudio.app.tree;

import dev.catalogstudio.model.format.DocumentKind;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * One entry of the file tree: a folder or a file, with its document kind ({@link DocumentKind#OTHER} for supporting
 * files; {@code null} for folders). Folders come before files, each sorted by name.
 *
 * @param path     {@code /}-separated, relative to the root; empty for the root
 * @param name     the last segment (the workspace folder's name for the root)
 * @param kind     the document kind, or {@code null} for a folder
 * @param children sub-folders then files
 * @param aliasOf  for a symbolic link inside the workspace, the real path it leads to (its files are listed, and
 *                 checked, there only); {@code null} otherwise
 */
public record FileNode(String path, String name, DocumentKind kind, List<FileNode> children, String aliasOf) {

    /** A file or folder that is no alias. */
    public FileNode(String path, String name, DocumentKind kind, List<FileNode> children) {
        this(path, name, kind, children, null);
    }

    public boolean isFolder() {
        return kind == null;
    }

    /** Whether this entry is a symbolic link to another place in the workspace. */
    public boolean isAlias() {
        return aliasOf != null;
    }

    /**
     * The tree of {@code paths} (each with its kind) and of {@code aliases} (link path to the real path it leads to,
     * each shown as a leaf) under a root called {@code rootName}.
     */
    public static FileNode of(String rootName, java.util.Map<String, DocumentKind> paths,
                              java.util.Map<String, String> aliases) {
        var all = new java.util.TreeMap<String, FileNode>();
        paths.forEach((path, kind) -> all.put(path, new FileNode(path, leaf(path), kind, List.of())));
        aliases.forEach((path, target) -> all.put(path, new FileNode(path, leaf(path), DocumentKind.OTHER, List.of(),
                target)));
        return build(rootName, all);
    }

    private static String leaf(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /**
     * This tree narrowed to the files (and links) whose path {@code matches} accepts, with the folders on the way to
     * them; a folder without such a file is left out. The root is kept even when nothing matches.
     *
     * @return the narrowed tree; {@code this} when every file matches
     */
    public FileNode filtered(java.util.function.Predicate<String> matches) {
        var kept = narrowed(matches);
        return kept == null ? new FileNode(path, name, kind, List.of(), aliasOf) : kept;
    }

    private FileNode narrowed(java.util.function.Predicate<String> matches) {
        if (!isFolder()) {
            return matches.test(path) ? this : null;
        }
        var kept = new ArrayList<FileNode>(children.size());
        boolean all = true;
        for (var child : children) {
            var narrowed = child.narrowed(matches);
            all &= narrowed == child;
            if (narrowed != null) {
                kept.add(narrowed);
            }
        }
        if (all) {
            return this;
        }
        return kept.isEmpty() ? null : new FileNode(path, name, null, List.copyOf(kept), aliasOf);
    }

    /** The files (and links) in this tree. */
    public int fileCount() {
        if (!isFolder()) {
            return 1;
        }
        int n = 0;
        for (var child : children) {
            n += child.fileCount();
        }
        return n;
    }

    /** The tree of {@code paths} (each with its kind) under a root called {@code rootName}. */
    public static FileNode of(String rootName, java.util.Map<String, DocumentKind> paths) {
        return of(rootName, paths, java.util.Map.of());
    }

    private static FileNode build(String rootName, java.util.Map<String, FileNode> leaves) {
        var root = new Builder("", rootName);
        for (var entry : leaves.entrySet()) {
            String path = entry.getKey();
            var folder = root;
            int start = 0;
            for (int slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', start)) {
                String name = path.substring(start, slash);
                String sub = path.substring(0, slash);
                folder = folder.folders.computeIfAbsent(name, n -> new Builder(sub, n));
                start = slash + 1;
            }
            folder.files.put(path.substring(start), entry.getValue());
        }
        return root.build();
    }

    private static final class Builder {
        final String path;
        final String name;
        final TreeMap<String, Builder> folders = new TreeMap<>();
        final TreeMap<String, FileNode> files = new TreeMap<>();

        Builder(String path, String name) {
            this.path = path;
            this.name = name;
        }

        FileNode build() {
            var children = new ArrayList<FileNode>();
            folders.values().forEach(b -> children.add(b.build()));
            children.addAll(files.values());
            return new FileNode(path, name, null, List.copyOf(children));
        }
    }
}
