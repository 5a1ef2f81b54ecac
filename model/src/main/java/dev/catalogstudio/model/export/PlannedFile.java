package dev.catalogstudio.model.export;

import java.util.Objects;

/**
 * One file an export writes.
 *
 * @param path  relative to OUT, {@code /}-separated
 * @param bytes the whole content
 */
public record PlannedFile(String path, byte[] bytes) {
    public PlannedFile {
        Objects.requireNonNull(path);
        Objects.requireNonNull(bytes);
    }
}
