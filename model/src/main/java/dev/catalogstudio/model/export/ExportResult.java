package dev.catalogstudio.model.export;

import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.nio.file.Path;
import java.util.List;

/**
 * What an export wrote.
 *
 * @param out         the OUT folder
 * @param written     the files written, relative to OUT, {@code /}-separated, sorted (the export's own record
 *                    {@code .catalog-studio-export.json} not included)
 * @param losses      the plan's losses
 * @param diagnostics what checking OUT for the target found (paths relative to OUT); an error here is an exporter bug
 */
public record ExportResult(Path out, List<String> written, List<Loss> losses, List<FileDiagnostic> diagnostics) {
    public ExportResult {
        written = List.copyOf(written);
        losses = List.copyOf(losses);
        diagnostics = List.copyOf(diagnostics);
    }

    /** Whether the check of OUT found an error. */
    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.diagnostic().severity()
                == dev.catalogstudio.model.diag.Severity.ERROR);
    }
}
