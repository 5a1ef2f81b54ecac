package dev.catalogstudio.model.format;

import java.util.Optional;
import java.util.SortedMap;

/**
 * The workspace as per-document rules see it: the other documents (parsed once), the files and folders around a
 * document. Implemented by the workspace; read-only and immutable for the duration of a check.
 */
public interface FormatContext {

    /** The document at {@code path} ({@code /}-separated, relative to the root), if it is one. */
    Optional<? extends FormatDocument> document(String path);

    /** The folder roles of the workspace: catalogs, OAF agents, plugins and marketplaces. */
    Structure structure();

    /** Whether a file (document or not) exists at {@code path}. */
    boolean hasFile(String path);

    /**
     * Whether a file or a non-empty folder exists at {@code path}, following the symbolic links that stay inside the
     * workspace (a plugin's {@code skills/x} may link to {@code ../../.claude/skills/x}). {@code ""} is the root.
     */
    default boolean exists(String path) {
        return path.isEmpty() || hasFile(path) || !filesUnder(path).isEmpty();
    }

    /**
     * Where {@code path} really is: the path itself when a file or non-empty folder is there, else the path reached by
     * following the symbolic links that stay inside the workspace ({@code skills/x/assets/a.mmd} linking to
     * {@code shared/a.mmd}); empty when nothing exists there. By default, the path itself when {@link #exists}.
     */
    default Optional<String> realPath(String path) {
        return exists(path) ? Optional.of(path) : Optional.empty();
    }

    /** The files below {@code folder}: path relative to {@code folder} to size in bytes, sorted. */
    SortedMap<String, Long> filesUnder(String folder);

    /** The real name of the folder holding {@code path} (the root folder's own name at the root). */
    String folderName(String path);

    /**
     * The field specification of a whole document of {@code kind} named {@code fileName}, whichever format declares
     * it: how a format reads the frontmatter of a kind it {@linkplain Format#checks checks} but does not own (the
     * Agent Skills rules read a MetaAgents skill's fields by the MetaAgents skill specification).
     */
    Optional<KindSpec> spec(DocumentKind kind, String fileName);
}
