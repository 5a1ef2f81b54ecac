package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import java.util.Comparator;

/**
 * A diagnostic and the file it belongs to.
 *
 * @param path       the file's path relative to the workspace root, {@code /}-separated (e.g. {@code skills/a/SKILL.md})
 * @param diagnostic the diagnostic; its range is in that file's text
 */
public record FileDiagnostic(String path, Diagnostic diagnostic) implements Comparable<FileDiagnostic> {

    private static final Comparator<FileDiagnostic> ORDER =
            Comparator.comparing(FileDiagnostic::path).thenComparing(FileDiagnostic::diagnostic);

    @Override
    public int compareTo(FileDiagnostic other) {
        return ORDER.compare(this, other);
    }
}
