package dev.catalogstudio.app.session;

import java.util.Objects;

/**
 * A command the studio offers on a diagnostic beyond its quick fixes (which are text edits of the model's
 * {@link dev.catalogstudio.model.diag.QuickFix}): it opens a dialog or runs a tool, such as "Update the other copy from
 * this one…" on a {@code host-copy-mismatch}. The problems panel and the editor's diagnostic card show it beside the
 * quick fixes; the shell decides which diagnostics have one ({@link WorkspaceSession#setDiagnosticActions}).
 *
 * @param title the button or menu text, e.g. {@code Update the other copy from this one…}
 * @param run   what it does, on the FX thread
 */
public record DiagnosticAction(String title, Runnable run) {
    public DiagnosticAction {
        Objects.requireNonNull(title);
        Objects.requireNonNull(run);
    }
}
