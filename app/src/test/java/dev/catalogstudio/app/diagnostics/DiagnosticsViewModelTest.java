package dev.catalogstudio.app.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.Navigation;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The problems panel's state without a window: counts, filters, F8 walking. */
class DiagnosticsViewModelTest {

    private final WorkspaceSession session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
    private final Navigation navigation = session.navigation();

    private DiagnosticsViewModel rendered(Path root) throws Exception {
        Files.createDirectories(root.resolve("skills/a"));
        Files.createDirectories(root.resolve("skills/b"));
        Files.writeString(root.resolve("skills/a/SKILL.md"), "---\nname: Bad_A\ndescription: x\n---\n");
        Files.writeString(root.resolve("skills/b/SKILL.md"), "---\nname: Bad_B\ndescription: x\n---\n");
        var model = new DiagnosticsViewModel(session);
        model.render(Workspace.open(root, ProgressListener.NONE).snapshot());
        return model;
    }

    @Test
    void countsAndFiltersBySeverityFileAndText(@TempDir Path root) throws Exception {
        var model = rendered(root);
        int all = model.shown().size();
        assertThat(model.errorsProperty().get()).isEqualTo(all).isGreaterThanOrEqualTo(2);

        navigation.currentPathProperty().set("skills/a/SKILL.md");
        model.currentFileOnlyProperty().set(true);
        assertThat(model.shown()).allMatch(d -> d.path().equals("skills/a/SKILL.md"));

        model.currentFileOnlyProperty().set(false);
        model.filterTextProperty().set("NAME-FORMAT bad_b");
        assertThat(model.shown()).extracting(d -> d.path()).containsExactly("skills/b/SKILL.md");

        model.filterTextProperty().set("");
        model.showErrorsProperty().set(false);
        assertThat(model.shown()).isEmpty();
    }

    @Test
    void nextAndPreviousWalkAndWrapAndOpen(@TempDir Path root) throws Exception {
        var model = rendered(root);
        var opened = new ArrayList<String>();
        navigation.requestProperty().addListener((o, old, now) -> opened.add(now.path() + ":" + now.range()));

        var first = model.next().orElseThrow();
        var last = model.previous().orElseThrow();

        assertThat(first).isEqualTo(model.shown().get(0));
        assertThat(last).isEqualTo(model.shown().get(model.shown().size() - 1));
        assertThat(model.selectedProperty().get()).isEqualTo(last);
        assertThat(opened).hasSize(2);
    }
}
