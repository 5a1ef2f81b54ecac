package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.format.CatalogLayout;
import java.nio.file.Path;

/**
 * A regular file found by the scan.
 *
 * @param path     relative to the workspace root, {@code /}-separated
 * @param absolute where it is on disk
 * @param size     its size in bytes
 */
public record WorkspaceFile(String path, Path absolute, long size) {

    /** The last path segment, e.g. {@code SKILL.md}. */
    public String fileName() {
        return CatalogLayout.fileName(path);
    }

    /** The folder part of {@link #path()} without a trailing slash; empty for a file at the root. */
    public String folder() {
        return CatalogLayout.folderOf(path);
    }
}
