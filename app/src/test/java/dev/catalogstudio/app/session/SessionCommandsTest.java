package dev.catalogstudio.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.editor.EditorTabsViewModel;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.TextEdit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session's named commands, without a toolkit: what they do on disk, in the model and to open documents. */
class SessionCommandsTest {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";

    private static WorkspaceSession opened(Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);
        return session;
    }

    /** Replaces line 2 ({@code name: ...}) with {@code name: fixed-name}, placed by line and column. */
    private static QuickFix renameFix(String lfText) {
        int end = lfText.indexOf('\n', lfText.indexOf('\n') + 1);
        int start = lfText.indexOf('\n') + 1;
        var range = new Range(new Position(2, 1, start), new Position(2, end - start + 1, end));
        return new QuickFix("rename", List.of(new TextEdit(range, "name: fixed-name")));
    }

    @Test
    void createWritesEveryFileAndOpensTheFirst(@TempDir Path root) throws Exception {
        var session = opened(root);
        var requests = new ArrayList<Navigation.Request>();
        session.navigation().requestProperty().addListener((o, old, now) -> requests.add(now));
        var files = new LinkedHashMap<String, String>();
        files.put("skills/made/SKILL.md", "---\nname: made\n---\n# made\n");
        files.put("skills/made/CHANGELOG.md", "# Changelog\n");

        session.create(files);

        assertThat(root.resolve("skills/made/SKILL.md")).hasContent("---\nname: made\n---\n# made");
        assertThat(root.resolve("skills/made/CHANGELOG.md")).exists();
        try (var left = Files.list(root.resolve("skills/made"))) {
            assertThat(left).noneMatch(p -> p.getFileName().toString().contains(".tmp-"));
        }
        assertThat(session.getSnapshot().files()).containsKeys("skills/made/SKILL.md", "skills/made/CHANGELOG.md");
        assertThat(requests).extracting(Navigation.Request::path).containsExactly("skills/made/SKILL.md");
    }

    @Test
    void createNeverOverwritesAndReportsTheFailure(@TempDir Path root) throws Exception {
        var session = opened(root);
        String before = Files.readString(root.resolve(SKILL));
        var files = new LinkedHashMap<String, String>();
        files.put(SKILL, "clobbered\n");

        session.create(files);

        assertThat(root.resolve(SKILL)).hasContent(before.stripTrailing());
        assertThat(session.failureProperty().get()).startsWith("cannot create " + SKILL);
    }

    @Test
    void aFailureClearsOnceTheNextCommandSucceeds(@TempDir Path root) throws Exception {
        var session = opened(root);
        Files.writeString(root.resolve("skills/k8s-triage/taken.md"), "x");
        session.rename(SKILL, "taken.md");
        assertThat(session.failureProperty().get()).startsWith("cannot rename");

        session.rename(SKILL, "SKILL-2.md");

        assertThat(session.failureProperty().get()).isNull();
        assertThat(root.resolve("skills/k8s-triage/SKILL-2.md")).exists();
    }

    @Test
    void aKeystrokeAfterAFailureClearsIt(@TempDir Path root) throws Exception {
        var session = opened(root);
        session.delete("no/such/file.md");
        session.rename("skills/k8s-triage", "incident-response");
        assertThat(session.failureProperty().get()).startsWith("cannot rename skills/k8s-triage");

        session.update(SKILL, session.getSnapshot().text(SKILL).orElseThrow().text() + "typed\n");

        assertThat(session.failureProperty().get()).isNull();
    }

    @Test
    void renameMovesTheFileOnDiskAndRetargetsTheTab(@TempDir Path root) throws Exception {
        var session = opened(root);
        var tabs = new EditorTabsViewModel(session);
        session.navigation().open(SKILL, null, "test");
        var tab = tabs.tab(SKILL).orElseThrow();

        session.rename(SKILL, "MOVED.md");

        String moved = "skills/k8s-triage/MOVED.md";
        assertThat(root.resolve(SKILL)).doesNotExist();
        assertThat(root.resolve(moved)).exists();
        assertThat(tab.path()).isEqualTo(moved);
        assertThat(session.navigation().currentPathProperty().get()).isEqualTo(moved);
        assertThat(session.getSnapshot().files()).containsKey(moved).doesNotContainKey(SKILL);
    }

    @Test
    void deleteRemovesFromDiskAndModel(@TempDir Path root) throws Exception {
        var session = opened(root);

        session.delete("skills/k8s-triage");

        assertThat(root.resolve("skills/k8s-triage")).doesNotExist();
        assertThat(session.getSnapshot().filesUnder("skills/k8s-triage")).isEmpty();
    }

    @Test
    void quickFixFromPanelAndFromEditorIsOneCommandWithOneResult(@TempDir Path root) throws Exception {
        // Without an editor pane: the session places the fix on the model's text.
        var headless = opened(root.resolve("a"));
        String text = headless.getSnapshot().text(SKILL).orElseThrow().text();
        var fix = renameFix(text);
        headless.applyFix(SKILL, fix);
        String viaSession = headless.getSnapshot().text(SKILL).orElseThrow().text();

        // With editor tabs: the panel's command (DiagnosticsViewModel.applyFix) and the editor's (its hover calls
        // session.applyFix for its own path) both land in the tab, which sends the text to the model.
        var withTabs = opened(root.resolve("b"));
        var tabs = new EditorTabsViewModel(withTabs);
        var fixes = new ArrayList<String>();
        withTabs.applyFix(SKILL, fix);
        var tab = tabs.tab(SKILL).orElseThrow();
        fixes.add(tab.getText());

        assertThat(viaSession).contains("name: fixed-name\n").doesNotContain("name: k8s-triage\n");
        assertThat(tab.getText()).isEqualTo(viaSession);
        assertThat(tab.isDirty()).isTrue();
        assertThat(withTabs.getSnapshot().text(SKILL).orElseThrow().text()).isEqualTo(viaSession);
        assertThat(fixes).hasSize(1);
    }

    @Test
    void aPanelFixForAFileStillBeingReadWaitsForItsTabAndReadsOnce(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var fx = new java.util.ArrayDeque<Runnable>();
        var session = new WorkspaceSession(TaskExecutor.currentThread(), fx::add);
        session.open(root);
        drain(fx);
        var tabs = new EditorTabsViewModel(session);
        String text = session.getSnapshot().text(SKILL).orElseThrow().text();

        // What DiagnosticsViewModel.applyFix does: navigate to the problem, then the one quick-fix command.
        session.navigation().open(SKILL, null, "problems");
        session.applyFix(SKILL, renameFix(text));
        assertThat(tabs.tab(SKILL)).isEmpty();
        drain(fx);

        var tab = tabs.tab(SKILL).orElseThrow();
        assertThat(tab.getText()).isEqualTo(WorkspaceSession.applyByPosition(text, renameFix(text)));
        assertThat(tabs.tabs()).hasSize(1);
        assertThat(tabs.selectedProperty().get()).isSameAs(tab);
    }

    private static void drain(java.util.Queue<Runnable> fx) {
        while (!fx.isEmpty()) {
            fx.poll().run();
        }
    }

    @Test
    void saveWritesAtomicallyWithTheFilesLineEnding(@TempDir Path root) throws Exception {
        var session = opened(root);
        Files.writeString(root.resolve(SKILL), Files.readString(root.resolve(SKILL)).replace("\n", "\r\n"));
        var tabs = new EditorTabsViewModel(session);
        session.navigation().open(SKILL, null, "test");
        var tab = tabs.tab(SKILL).orElseThrow();
        tab.textProperty().set(tab.getText() + "added\n");

        tabs.save(tab);

        assertThat(Files.readString(root.resolve(SKILL))).endsWith("added\r\n").doesNotContain("\r\r");
        assertThat(tab.isDirty()).isFalse();
    }

    @Test
    void aFileTooLargeToReadWholeOpensReadOnly(@TempDir Path root) throws Exception {
        var session = opened(root);
        String big = "skills/k8s-triage/big.md";
        Files.writeString(root.resolve(big), ("y".repeat(1023) + "\n").repeat(8 * 1024 + 1));
        var tabs = new EditorTabsViewModel(session);

        session.navigation().open(big, null, "test");

        var tab = tabs.tab(big).orElseThrow();
        assertThat(tab.isReadOnly()).isTrue();
        assertThat(tab.readOnlyReason()).contains("over 8 MiB");
    }
}
