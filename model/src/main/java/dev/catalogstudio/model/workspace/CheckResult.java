package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Severity;
import java.nio.file.Path;
import java.util.List;

/**
 * What checking a workspace found.
 *
 * @param root        the checked folder, absolute and normalized
 * @param fileCount   how many files the scan found (documents and supporting files alike)
 * @param diagnostics every diagnostic, sorted by path, then position
 */
public record CheckResult(Path root, int fileCount, List<FileDiagnostic> diagnostics, String hosts) {

    public CheckResult {
        diagnostics = List.copyOf(diagnostics);
        java.util.Objects.requireNonNull(hosts);
    }

    /** A result that does not say which hosts it was checked for. */
    public CheckResult(Path root, int fileCount, List<FileDiagnostic> diagnostics) {
        this(root, fileCount, diagnostics, "");
    }

    /** How many diagnostics have exactly {@code severity}. */
    public long count(Severity severity) {
        return diagnostics.stream().filter(d -> d.diagnostic().severity() == severity).count();
    }

    /** Whether any diagnostic is an error. */
    public boolean hasErrors() {
        return count(Severity.ERROR) > 0;
    }
}
