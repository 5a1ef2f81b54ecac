package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.session.Workspaces;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An edit hands new diagnostics only to the tabs whose diagnostics it changed: the others' editors are not restyled. */
class EditorTabsUpdateTest {

    @Test
    void onlyTheTabWhoseDiagnosticsChangedIsTold(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        var tabs = new EditorTabsViewModel(session);
        session.open(Workspaces.withBadSkills(root, 3));
        session.navigation().open(Workspaces.skill(0), null, "test");
        session.navigation().open(Workspaces.skill(2), null, "test");
        var edited = tabs.tab(Workspaces.skill(0)).orElseThrow();
        var other = tabs.tab(Workspaces.skill(2)).orElseThrow();
        assertThat(other.diagnosticsProperty().get()).isNotEmpty();
        var editedTold = new AtomicInteger();
        var otherTold = new AtomicInteger();
        edited.diagnosticsProperty().addListener(o -> editedTold.incrementAndGet());
        other.diagnosticsProperty().addListener(o -> otherTold.incrementAndGet());

        edited.textProperty().set(Workspaces.badSkill("Worse_0"));
        edited.textProperty().set(Workspaces.badSkill("Worse_0") + "More body.\n");

        assertThat(editedTold).hasValue(1);
        assertThat(otherTold).hasValue(0);
        assertThat(edited.diagnosticsProperty().get()).isEqualTo(session.getSnapshot().diagnostics(
                Workspaces.skill(0)));
    }
}
