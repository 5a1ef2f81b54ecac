package dev.catalogstudio.model.export;

import java.nio.file.Path;
import java.util.List;

/**
 * What an export would write and lose; nothing written yet.
 *
 * @param source the SRC folder as given
 * @param target the target layout
 * @param vendor the publisher namespace given for it ({@link Exporter#plan(Path, ExportTarget, String)}), or
 *               {@code null} when the export derives one (OAF's {@code vendorKey}, MetaAgents' MCP namespace) or has
 *               none
 * @param files  the files to write, sorted by path, no two with the same path
 * @param losses every item not carried as it is, in source path and line order
 */
public record ExportPlan(Path source, ExportTarget target, String vendor, List<PlannedFile> files,
                         List<Loss> losses) {
    public ExportPlan {
        files = List.copyOf(files);
        losses = List.copyOf(losses);
    }
}
