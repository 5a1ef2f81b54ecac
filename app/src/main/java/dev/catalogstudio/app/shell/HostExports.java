package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.export.ExportDialog;
import dev.catalogstudio.app.export.UpdateCopyDialog;
import dev.catalogstudio.app.session.DiagnosticAction;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.workspace.HostCopies;
import dev.catalogstudio.model.workspace.Snapshot;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;

/**
 * The window's side of issue 43's export: File → Export for Host… and the "Update the other copy from this one…"
 * command that a {@link Rule#HOST_COPY_MISMATCH} diagnostic offers in the problems panel and the editor. At most one
 * of each dialog is open; asking again brings it to the front.
 */
final class HostExports {

    private final Stage stage;
    private final WorkspaceSession session;
    private ExportDialog exportDialog;
    private UpdateCopyDialog updateDialog;

    HostExports(Stage stage, WorkspaceSession session) {
        this.stage = stage;
        this.session = session;
    }

    /**
     * File → Export for Host…: proposes the current document's plugin or host folder (else its skill folder, else the
     * workspace) as the source and Agent Plugins as the target. Does nothing before the first snapshot.
     */
    void exportForHost() {
        var snapshot = session.getSnapshot();
        if (snapshot == null) {
            return;
        }
        String current = session.navigation().currentPathProperty().get();
        exportForHost(sourceOf(snapshot, current), ExportTarget.AGENT_PLUGINS);
    }

    /** Opens Export for Host… from {@code source} for {@code target} (also the offer of the update dialog). */
    void exportForHost(Path source, ExportTarget target) {
        if (exportDialog != null && exportDialog.stage().isShowing()) {
            exportDialog.stage().toFront();
            return;
        }
        exportDialog = new ExportDialog(stage, session.work(), session.fx(), source, target);
        exportDialog.show();
    }

    /**
     * The folder Export for Host… proposes for the document at {@code path} (workspace-relative, {@code /}-separated,
     * or null): its package or host folder, else the folder of its {@code SKILL.md}, else the workspace root.
     */
    static Path sourceOf(Snapshot snapshot, String path) {
        if (path == null || !snapshot.files().containsKey(path)) {
            return snapshot.root();
        }
        String tree = snapshot.hostsOf(path).folder();
        if (tree != null) {
            return tree.isEmpty() ? snapshot.root() : snapshot.root().resolve(tree);
        }
        String folder = CatalogLayout.folderOf(path);
        return path.endsWith("/SKILL.md") && !folder.isEmpty() ? snapshot.root().resolve(folder) : snapshot.root();
    }

    /** The commands diagnostic {@code d} of the document at {@code path} offers beyond its quick fixes. */
    List<DiagnosticAction> diagnosticActions(String path, Diagnostic d) {
        if (d.rule() != Rule.HOST_COPY_MISMATCH) {
            return List.of();
        }
        return List.of(new DiagnosticAction("Update the other copy from this one\u2026", () -> updateCopy(path)));
    }

    /** Asks which of the two differing copies of {@code path} wins, then updates the other (or says why not). */
    void updateCopy(String path) {
        var snapshot = session.getSnapshot();
        if (snapshot == null) {
            return;
        }
        var pair = HostCopies.differing(snapshot, path);
        if (pair.isEmpty()) {
            return; // the copies agree again since the diagnostic was shown
        }
        if (updateDialog != null && updateDialog.stage().isShowing()) {
            updateDialog.close();
        }
        updateDialog = new UpdateCopyDialog(stage, snapshot, pair.get(), session.work(), session.fx(),
                this::exportForHost);
        updateDialog.show();
    }

    /** The last Export for Host… dialog opened, or null (tests). */
    ExportDialog exportDialog() {
        return exportDialog;
    }

    /** The last update dialog opened, or null (tests). */
    UpdateCopyDialog updateDialog() {
        return updateDialog;
    }
}
