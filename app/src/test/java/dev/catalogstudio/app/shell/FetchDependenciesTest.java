package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.FetchFixture;
import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.resolve.LockFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * File → Fetch Dependencies in the real main window, headless, against bare repositories on this machine reached as
 * {@code https://github.com/...} (issue 25): the lock is written, the problems panel and the graph take the outcome
 * in, fetched entries are marked remote and open read-only, and a cancelled fetch leaves the lock as it was.
 */
@ExtendWith(ApplicationExtension.class)
class FetchDependenciesTest {

    private static final String DATES = "https://github.com/acme/dates/tree/main/skills/dates";
    private static final String EXTRA = "https://github.com/acme/extra/tree/main/skills/extra";
    private static final String GONE = "https://github.com/acme/gone/tree/main/skills/gone";
    private static final String REPORT = "skills/report/SKILL.md";
    /** The layer path of the fetched dates skill: its node id in the graph. */
    private static final String DATES_NODE = "acme/dates@main:skills/dates/SKILL.md";

    private MainWindow window;
    private FetchFixture remotes;
    private Path work;
    private String datesCommit;

    @Start
    void start(Stage stage) throws Exception {
        Path temp = Files.createTempDirectory("fetch-studio");
        remotes = new FetchFixture(temp);
        datesCommit = remotes.commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md",
                FetchFixture.skill("acme", "dates", "1.2.0", "https://github.com/acme/clock/tree/v1/skills/clock")));
        String clock = remotes.commit("acme", "clock", "main", Map.of("skills/clock/SKILL.md",
                FetchFixture.skill("acme", "clock", "0.3.0")));
        remotes.tag("acme", "clock", "v1", clock);
        remotes.commit("acme", "extra", "main", Map.of("skills/extra/SKILL.md",
                FetchFixture.skill("acme", "extra", "2.0.0")));
        work = Files.createDirectories(temp.resolve("work"));
        Files.createDirectories(work.resolve("skills/report"));
        Files.writeString(work.resolve(REPORT), FetchFixture.skill("me", "report", "1.0.0", DATES, GONE));
        Files.createDirectories(work.resolve("skills/notes"));
        Files.writeString(work.resolve("skills/notes/SKILL.md"), FetchFixture.skill("me", "notes", "0.1.0"));
        window = StudioFixture.window(stage, "fetch", false);
        window.session().fetching().setEnvironment(remotes.environment());
        window.open(work);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
        remotes.close();
    }

    private void fetchAndWait() throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        boolean disabledWhileRunning = fx(() -> {
            window.actions().fetchDependencies.handler().run();
            return window.actions().fetchDependencies.disabled().get()
                    && window.actions().fetchDependenciesUpdate.disabled().get();
        });
        assertThat(disabledWhileRunning).as("the menu items are disabled while a fetch runs").isTrue();
        waitUntil(() -> window.session().fetching().reportProperty().get() != null);
    }

    @Test
    void fetchWritesTheLockAndTheProblemsPanelAndGraphTakeItIn() throws Exception {
        fetchAndWait();

        var report = fx(() -> window.session().fetching().reportProperty().get());
        assertThat(report.failed()).isFalse();
        assertThat(report.summary()).startsWith("Fetched 3 repositories").contains("1 unreachable")
                .contains("wrote " + LockFile.FILE_NAME);
        String lock = Files.readString(work.resolve(LockFile.FILE_NAME));
        assertThat(lock).contains("repository github.com/acme/dates main " + datesCommit)
                .contains("github.com/acme/clock v1");
        assertThat(fx(() -> window.actions().fetchDependencies.disabled().get())).isFalse();

        // The problems panel: the repository that does not exist is unreachable, in the session's own workspace.
        waitUntil(() -> window.diagnostics().shown().stream().anyMatch(d -> d.path().equals(REPORT)
                && d.diagnostic().rule() == Rule.DEPENDENCY_UNREACHABLE));
        assertThat(fx(() -> window.diagnostics().shown().stream()
                .filter(d -> d.diagnostic().rule() == Rule.DEPENDENCY_UNRESOLVED).toList())).isEmpty();

        // The graph: around the report skill, the fetched dates skill is drawn, marked remote; the workspace's not.
        fx(() -> {
            window.session().navigation().open(REPORT, null, "test");
            return null;
        });
        waitUntil(() -> marks(DATES_NODE) != null && marks(DATES_NODE).contains(Mark.REMOTE));
        assertThat(marks(REPORT)).doesNotContain(Mark.REMOTE);
        var fetched = fx(() -> window.graph().fetched(DATES_NODE)).orElseThrow();
        assertThat(fetched.repository()).isEqualTo("github.com/acme/dates");
        assertThat(fetched.ref()).isEqualTo("main");
        assertThat(fetched.commit()).isEqualTo(datesCommit);
        assertThat(fx(() -> window.graphPane().legendNames())).contains("remote (fetched, read-only)");

        // The form's dependency picker offers the fetched entries by their origin URL.
        var choices = fx(() -> window.form().dependencyChoices());
        assertThat(choices).anySatisfy(c -> {
            assertThat(c.origin()).isEqualTo("https://github.com/acme/clock/tree/v1/skills/clock");
            assertThat(window.form().isRemote(c)).isTrue();
        });
    }

    @Test
    void aFetchedEntryOpensReadOnlyFromTheGraph() throws Exception {
        fetchAndWait();
        fx(() -> {
            window.session().navigation().open(REPORT, null, "test");
            return null;
        });
        waitUntil(() -> marks(DATES_NODE) != null);

        fx(() -> {
            window.graph().open(DATES_NODE);
            return null;
        });

        waitUntil(() -> window.tabs().tab(DATES_NODE).isPresent()
                && window.tabs().selectedProperty().get() == window.tabs().tab(DATES_NODE).get());
        var tab = fx(() -> window.tabs().tab(DATES_NODE).orElseThrow());
        assertThat(tab.isReadOnly()).isTrue();
        assertThat(tab.layer()).isEqualTo("acme/dates@main");
        assertThat(tab.readOnlyReason()).contains("github.com/acme/dates").contains(datesCommit.substring(0, 12));
        // Beside the report's SKILL.md, its folder tells them apart; the layer says where it comes from.
        assertThat(fx(() -> tab.titleProperty().get()))
                .isEqualTo("SKILL.md \u2014 dates \u2014 acme/dates@main (read-only)");
        assertThat(tab.getText()).contains("name: dates");
        assertThat(fx(() -> window.tabsView().editor(tab).isEditable())).isFalse();
        assertThat(fx(() -> window.actions().save.disabled().get())).isTrue();

        // Even asked directly, saving writes nothing into the cache.
        Path cached = remotes.cache().resolve("snapshots/github.com/acme/dates").resolve(datesCommit)
                .resolve("skills/dates/SKILL.md");
        String before = Files.readString(cached);
        fx(() -> {
            tab.textProperty().set("changed\n");
            window.tabs().save(tab);
            return null;
        });
        WaitForModel.idle(window);
        assertThat(Files.readString(cached)).isEqualTo(before);
    }

    @Test
    void goToEntryFindsAFetchedEntryAndOpensItReadOnly() throws Exception {
        fetchAndWait();

        fx(() -> {
            window.quickOpen().show(dev.catalogstudio.app.find.QuickOpenViewModel.Mode.ENTRIES);
            window.quickOpen().queryProperty().set("acme/clock");
            return null;
        });
        waitUntil(() -> window.quickOpen().results().stream()
                .anyMatch(r -> r.item().path().equals("acme/clock@v1:skills/clock/SKILL.md")));
        fx(() -> {
            window.quickOpen().results().stream().map(r -> r.item())
                    .filter(t -> t.path().equals("acme/clock@v1:skills/clock/SKILL.md")).findFirst()
                    .ifPresent(window.quickOpen()::open);
            return null;
        });

        waitUntil(() -> window.tabs().tab("acme/clock@v1:skills/clock/SKILL.md").isPresent());
        var tab = fx(() -> window.tabs().tab("acme/clock@v1:skills/clock/SKILL.md").orElseThrow());
        assertThat(tab.isReadOnly()).isTrue();
        assertThat(tab.layer()).isEqualTo("acme/clock@v1");
        assertThat(tab.getText()).contains("name: clock");
    }

    @Test
    void cancelLeavesTheLockAsItWas() throws Exception {
        String old = LockFile.empty().write() + "# kept as it was\n";
        Files.writeString(work.resolve(LockFile.FILE_NAME), old);
        waitUntil(() -> window.session().getSnapshot() != null);

        fx(() -> {
            window.actions().fetchDependencies.handler().run();
            window.session().fetching().cancel();
            return null;
        });
        waitUntil(() -> window.session().fetching().reportProperty().get() != null);

        assertThat(fx(() -> window.session().fetching().reportProperty().get().summary())).contains("cancelled");
        assertThat(Files.readString(work.resolve(LockFile.FILE_NAME))).isEqualTo(old);
        WaitForModel.idle(window);
        assertThat(fx(() -> window.session().getSnapshot().diagnostics().stream()
                .noneMatch(d -> d.diagnostic().rule() == Rule.DEPENDENCY_UNREACHABLE))).isTrue();
    }

    @Test
    void theFetchReadsTheUnsavedEditorTextAndWritesOnlyTheLock() throws Exception {
        String notes = "skills/notes/SKILL.md";
        String onDisk = Files.readString(work.resolve(notes));
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(notes, null, "test");
            return null;
        });
        waitUntil(() -> window.tabs().tab(notes).isPresent());
        fx(() -> {
            window.tabs().tab(notes).orElseThrow().textProperty()
                    .set(FetchFixture.skill("me", "notes", "0.1.0", EXTRA));
            return null;
        });

        fetchAndWait();

        // What was fetched is what the editor shows (extra, which no file on disk names), and the edit is still
        // unsaved: the fetch wrote the lock and nothing else.
        String lock = Files.readString(work.resolve(LockFile.FILE_NAME));
        assertThat(lock).contains("repository github.com/acme/extra main ").contains("acme/extra 2.0.0");
        assertThat(Files.readString(work.resolve(notes))).isEqualTo(onDisk);
        assertThat(fx(() -> window.tabs().tab(notes).orElseThrow().isDirty())).isTrue();
    }

    /** The marks of node {@code id} in the graph's picture, or null when it is not drawn. */
    private java.util.Set<Mark> marks(String id) throws Exception {
        return fx(() -> {
            var scene = window.graph().sceneProperty().get();
            return scene == null ? null : scene.node(id).map(p -> p.node().marks()).orElse(null);
        });
    }

    /** Waits until the model's serial executor has run what was queued so far. */
    private static final class WaitForModel {
        static void idle(MainWindow window) throws Exception {
            var done = new java.util.concurrent.CountDownLatch(1);
            window.session().background().execute(done::countDown);
            assertThat(done.await(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            fx(() -> null);
        }
    }
}
