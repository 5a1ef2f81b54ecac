package dev.catalogstudio.app.session;

import java.util.Objects;

/**
 * One file that differs between the base of a comparison and the working tree (Compare With…).
 *
 * @param path     the file in the working tree, {@code /}-separated and relative to the workspace folder; for a
 *                 deleted file, its path at the base
 * @param basePath the file at the base: equal to {@code path} except for a renamed file; empty for an added one
 * @param kind     how it changed
 */
public record ChangedFile(String path, String basePath, Kind kind) {

    public ChangedFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(basePath, "basePath");
        Objects.requireNonNull(kind, "kind");
    }

    /** How a file changed, with the one letter the Changes list, the tree and the tab show for it. */
    public enum Kind {
        ADDED("A", "added"), MODIFIED("M", "modified"), DELETED("D", "deleted"), RENAMED("R", "renamed");

        private final String letter;
        private final String word;

        Kind(String letter, String word) {
            this.letter = letter;
            this.word = word;
        }

        /** {@code A}, {@code M}, {@code D} or {@code R}. */
        public String letter() {
            return letter;
        }

        /** {@code added}, {@code modified}, {@code deleted} or {@code renamed}. */
        public String word() {
            return word;
        }
    }

    /** The file's name (its last path segment). */
    public String name() {
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
