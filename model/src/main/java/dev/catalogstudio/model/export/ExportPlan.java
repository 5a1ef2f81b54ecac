package dev.catalogstudio.model.export;

import java.nio.file.Path;
import java.util.List;

/**
 * What an export would write and lose; nothing written yet.
 *
 * @param source the SRC folder as given
 * @param target the target layout
 * @param files  the files to write, sorted by path, no two with the same path
 * @param losses every item not carried as it is, in source path and line order
 */
public record ExportPlan(Path source, ExportTarget target, List<PlannedFile> files, List<Loss> losses) {
    public ExportPlan {
        files = List.copyOf(files);
        losses = List.copyOf(losses);
    }
}
