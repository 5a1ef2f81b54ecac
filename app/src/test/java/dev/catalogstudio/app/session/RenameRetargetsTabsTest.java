package dev.catalogstudio.app.session;

import dev.catalogstudio.app.files.TextFiles;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.editor.EditorTabsViewModel;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.app.tree.FileTreeViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Renaming in the tree retargets the open tabs of the renamed files: path, title, save target, unsaved text. */
class RenameRetargetsTabsTest {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";

    @Test
    void renamingAFolderMovesItsDirtyTabAndTheModelKeepsTheUnsavedText(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);
        var tree = new FileTreeViewModel(session);
        var tabs = new EditorTabsViewModel(session);
        session.navigation().open(SKILL, null, "test");
        var tab = tabs.tab(SKILL).orElseThrow();
        String onDisk = tab.getText();
        String edited = onDisk + "\nunsaved line\n";
        tab.textProperty().set(edited);

        tree.rename("skills/k8s-triage", "k8s-triage-2");

        String moved = "skills/k8s-triage-2/SKILL.md";
        assertThat(tab.path()).isEqualTo(moved);
        assertThat(tab.titleProperty().get()).isEqualTo("SKILL.md \u2022");
        assertThat(tab.getText()).isEqualTo(edited);
        assertThat(tab.isDirty()).isTrue();
        assertThat(tabs.tab(SKILL)).isEmpty();
        assertThat(root.resolve(moved)).hasContent(onDisk);
        assertThat(root.resolve("skills/k8s-triage")).doesNotExist();
        var snapshot = session.getSnapshot();
        assertThat(snapshot.files()).doesNotContainKey(SKILL).containsKey(moved);
        assertThat(snapshot.text(moved).orElseThrow().text()).isEqualTo(edited);

        // A watcher event for the moved file (disk = what the tab was loaded from) raises no conflict.
        assertThat(tabs.diskChanged(moved, TextFiles.read(root.resolve(moved))))
                .isFalse();
        assertThat(tab.diskConflictProperty().get()).isNull();

        // Typing goes to the model under the new path; saving writes the new file, not the old one.
        String typed = edited + "more\n";
        tab.textProperty().set(typed);
        assertThat(session.getSnapshot().text(moved).orElseThrow().text()).isEqualTo(typed);
        assertThat(session.getSnapshot().files()).doesNotContainKey(SKILL);
        tabs.save(tab);
        assertThat(root.resolve(moved)).hasContent(typed);
        assertThat(root.resolve(SKILL)).doesNotExist();
        assertThat(tab.isDirty()).isFalse();
    }

    @Test
    void renamingAFileRetargetsOnlyItsTab(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);
        var tree = new FileTreeViewModel(session);
        var tabs = new EditorTabsViewModel(session);
        var other = session.getSnapshot().files().keySet().stream()
                .filter(p -> p.startsWith("skills/") && !p.startsWith("skills/k8s-triage/")).findFirst().orElseThrow();
        session.navigation().open(SKILL, null, "test");
        session.navigation().open(other, null, "test");

        tree.rename(SKILL, "SKILL-old.md");

        assertThat(tabs.tabs()).extracting(t -> t.path())
                .containsExactly("skills/k8s-triage/SKILL-old.md", other);
        assertThat(tabs.tab("skills/k8s-triage/SKILL-old.md").orElseThrow().titleProperty().get())
                .isEqualTo("SKILL-old.md");
        assertThat(Files.exists(root.resolve(SKILL))).isFalse();
    }

    @Test
    void aFailedMovePointsTheTabsBack(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);
        var tree = new FileTreeViewModel(session);
        var tabs = new EditorTabsViewModel(session);
        session.navigation().open(SKILL, null, "test");
        // The target exists: Files.move refuses.
        Files.writeString(root.resolve("skills/k8s-triage/taken.md"), "x");

        tree.rename(SKILL, "taken.md");

        assertThat(tabs.tab(SKILL)).isPresent();
        assertThat(session.failureProperty().get()).isNotNull();
    }
}
