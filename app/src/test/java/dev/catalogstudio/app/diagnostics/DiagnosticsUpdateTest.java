package dev.catalogstudio.app.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.session.Workspaces;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The problems panel touches only the rows of the documents an edit changed: the work is counted (rows inserted or
 * removed), never timed, and is the same on a workspace of n documents and of 4n.
 */
class DiagnosticsUpdateTest {

    /** {@code diagnostics} in the panel's order: severity, then path and position. */
    private static java.util.List<dev.catalogstudio.model.workspace.FileDiagnostic> inPanelOrder(
            java.util.List<dev.catalogstudio.model.workspace.FileDiagnostic> diagnostics) {
        return diagnostics.stream().sorted(DiagnosticsViewModel.ORDER).toList();
    }

    private record Cost(long rows, DiagnosticsViewModel model, WorkspaceSession session) {
    }

    private static Cost editOneOf(Path root, int skills) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        var model = new DiagnosticsViewModel(session);
        session.open(Workspaces.withBadSkills(root, skills));
        long opened = model.rowsChanged();
        assertThat(opened).isGreaterThanOrEqualTo(skills);

        session.update(Workspaces.skill(1), Workspaces.badSkill("Worse_1"));
        return new Cost(model.rowsChanged() - opened, model, session);
    }

    @Test
    void anEditCostsTheSameRowsInAWorkspaceFourTimesLarger(@TempDir Path temp) throws Exception {
        var small = editOneOf(Files.createDirectory(temp.resolve("small")), 25);
        var large = editOneOf(Files.createDirectory(temp.resolve("large")), 100);

        // Two of skill 1's diagnostics name it (the naming rule, the folder name): each is one row out, one row in.
        assertThat(small.rows()).isEqualTo(4);
        assertThat(large.rows()).isEqualTo(small.rows());
        for (var cost : java.util.List.of(small, large)) {
            var snapshot = cost.session().getSnapshot();
            assertThat(cost.model().shown()).containsExactlyElementsOf(inPanelOrder(snapshot.diagnostics()));
            assertThat(cost.model().errorsProperty().get()).isEqualTo(snapshot.diagnostics().stream()
                    .filter(d -> d.diagnostic().severity() == dev.catalogstudio.model.diag.Severity.ERROR).count());
        }
    }

    @Test
    void rowsComeAndGoInPlaceAndTheCountsFollow(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        var model = new DiagnosticsViewModel(session);
        session.open(Workspaces.withBadSkills(root, 5));
        int errors = model.errorsProperty().get();
        var selectedElsewhere = model.shown().stream().filter(d -> d.path().equals(Workspaces.skill(4)))
                .findFirst().orElseThrow();
        model.selectedProperty().set(selectedElsewhere);

        session.update(Workspaces.skill(2), "---\nname: s2\ndescription: Checks one thing.\n---\nBody\n");
        assertThat(model.shown()).containsExactlyElementsOf(inPanelOrder(session.getSnapshot().diagnostics()));
        assertThat(model.shown()).noneMatch(d -> d.path().equals(Workspaces.skill(2)));
        assertThat(model.errorsProperty().get()).isLessThan(errors);
        assertThat(model.selectedProperty().get()).isSameAs(selectedElsewhere);

        session.update(Workspaces.skill(2), Workspaces.badSkill("Bad_2"));
        assertThat(model.shown()).containsExactlyElementsOf(inPanelOrder(session.getSnapshot().diagnostics()));
        assertThat(model.errorsProperty().get()).isEqualTo(errors);

        session.update(Workspaces.skill(4), "---\nname: s4\ndescription: Checks one thing.\n---\nBody\n");
        assertThat(model.selectedProperty().get()).isNull();
    }
}
