package dev.catalogstudio.app.find;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.SampleCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Find in Files' model: runs on the work executor, groups by file, skips what is not text, is bounded and stops. */
class FindInFilesViewModelTest {

    /** Tasks held until the test runs them: the search's thread, under the test's control. */
    private static final class Queue implements Executor {
        final ArrayDeque<Runnable> tasks = new ArrayDeque<>();

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
        }

        void runAll() {
            while (!tasks.isEmpty()) {
                tasks.poll().run();
            }
        }
    }

    private static WorkspaceSession session(Path root, Executor work, Executor fx) {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), work, fx, false);
        session.open(root);
        return session;
    }

    @Test
    void searchesOffTheFxThreadAndGroupsMatchesByFile(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var work = new Queue();
        var session = session(root, work, Runnable::run);
        var find = new FindInFilesViewModel(session);
        // An unsaved edit is what the model holds: it is searched, not the disk.
        String skill = "skills/metrics-query/SKILL.md";
        session.update(skill, Files.readString(root.resolve(skill)) + "\nPromQL rate() twice: PromQL.\n");

        find.queryProperty().set("promql");
        find.search();
        assertThat(find.runningProperty().get()).isTrue();
        assertThat(find.results()).as("nothing on the calling thread").isEmpty();
        work.runAll();

        assertThat(find.runningProperty().get()).isFalse();
        assertThat(find.results()).extracting(FindInFilesViewModel.FileMatches::path).contains(skill,
                "skills/metrics-query/references/PROMQL.md").isSorted();
        var inSkill = find.results().stream().filter(f -> f.path().equals(skill)).findFirst().orElseThrow();
        assertThat(inSkill.hits()).extracting(FileSearch.Hit::line).contains(
                (int) Files.readString(root.resolve(skill)).lines().count() + 2);
        assertThat(find.statusProperty().get()).matches("\\d+ matches in \\d+ files; \\d+ files searched.*");

        find.matchCaseProperty().set(true);
        find.queryProperty().set("PromQL rate");
        find.search();
        work.runAll();
        assertThat(find.results()).extracting(FindInFilesViewModel.FileMatches::path).containsExactly(skill);

        var opened = new java.util.ArrayList<dev.catalogstudio.app.session.Navigation.Request>();
        session.navigation().requestProperty().addListener((o, old, now) -> opened.add(now));
        var hit = find.results().get(0).hits().get(0);
        find.open(hit);
        assertThat(opened).singleElement().satisfies(r -> {
            assertThat(r.path()).isEqualTo(skill);
            assertThat(r.range().start().line()).isEqualTo(hit.line());
            assertThat(r.range().start().column()).isEqualTo(hit.column());
            assertThat(r.range().end().column()).isEqualTo(hit.column() + "PromQL rate".length());
        });
    }

    @Test
    void binaryAndHugeFilesAreSkippedAndSaid(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("notes.md"), "needle\n");
        Files.write(root.resolve("image.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 'n', 'e', 'e', 'd', 'l',
                'e', 0, 1, 2});
        Files.writeString(root.resolve("huge.txt"), "needle\n".repeat((int) (FindInFilesViewModel.MAX_FILE_BYTES / 7) + 10));
        var session = session(root, Runnable::run, Runnable::run);
        var find = new FindInFilesViewModel(session);
        find.queryProperty().set("needle");
        find.search();

        assertThat(find.results()).extracting(FindInFilesViewModel.FileMatches::path).containsExactly("notes.md");
        assertThat(find.statusProperty().get()).contains("1 match in 1 file").contains("1 over 2 MiB skipped")
                .contains("1 not text skipped");
    }

    @Test
    void theSearchStopsAtTheCapAndSaysSo(@TempDir Path root) throws Exception {
        for (int i = 0; i < 30; i++) {
            Files.writeString(root.resolve("f" + i + ".md"), "x\n".repeat(100));
        }
        var session = session(root, Runnable::run, Runnable::run);
        var find = new FindInFilesViewModel(session);
        find.queryProperty().set("x");
        find.search();

        int shown = find.results().stream().mapToInt(f -> f.hits().size()).sum();
        assertThat(shown).isEqualTo(FindInFilesViewModel.MAX_MATCHES);
        assertThat(find.statusProperty().get()).contains("stopped at 2,000 matches");
    }

    @Test
    void cancellingBeforeTheWorkerRunsHandsNothingOver(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var work = new Queue();
        var find = new FindInFilesViewModel(session(root, work, Runnable::run));
        find.queryProperty().set("skill");
        find.search();
        find.cancel();
        work.runAll();

        assertThat(find.runningProperty().get()).isFalse();
        assertThat(find.results()).isEmpty();
        assertThat(find.statusProperty().get()).isEqualTo("Cancelled: 0 matches in 0 files so far");
    }

    @Test
    void cancellingAfterTheFirstBatchKeepsItAndStopsTheRest(@TempDir Path root) throws Exception {
        for (int i = 0; i < 3 * FindInFilesViewModel.BATCH_FILES; i++) {
            Files.writeString(root.resolve(String.format("f%03d.md", i)), "needle\n");
        }
        var find = new FindInFilesViewModel(session(root, Runnable::run, Runnable::run));
        // The user presses Stop as soon as the first results show.
        find.results().addListener((javafx.collections.ListChangeListener<Object>) c -> find.cancel());
        find.queryProperty().set("needle");
        find.search();

        assertThat(find.results()).hasSize(FindInFilesViewModel.BATCH_FILES);
        assertThat(find.runningProperty().get()).isFalse();
        assertThat(find.statusProperty().get()).isEqualTo("Cancelled: 50 matches in 50 files so far");
    }

    @Test
    void anInvalidExpressionIsSaidAndNothingRuns(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var work = new Queue();
        var find = new FindInFilesViewModel(session(root, work, Runnable::run));
        find.regexProperty().set(true);
        find.queryProperty().set("name: (");
        find.search();
        assertThat(work.tasks).isEmpty();
        assertThat(find.failedProperty().get()).isTrue();
        assertThat(find.statusProperty().get()).startsWith("Invalid regular expression");
    }

    /**
     * Issue 41: Find in Files searched only on Enter. Each change of the query asks for a search after a pause in
     * typing; only the last of a burst runs (one search for five keystrokes), a search started meanwhile (Enter) makes
     * the waiting one moot, and a newer query stops the search still running.
     */
    @Test
    void theQueryIsSearchedAsItIsTypedOnceTypingPauses(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var work = new Queue();
        var paused = new java.util.ArrayList<Runnable>();
        var pauses = new java.util.ArrayList<Long>();
        var find = new FindInFilesViewModel(session(root, work, Runnable::run), (millis, task) -> {
            pauses.add(millis);
            paused.add(task);
        });
        for (String typed : java.util.List.of("p", "pr", "pro", "prom", "promq")) {
            find.queryProperty().set(typed);
        }
        assertThat(find.searchesStarted()).as("nothing while typing").isZero();
        assertThat(pauses).hasSize(5).containsOnly(FindInFilesViewModel.TYPING_PAUSE_MILLIS);
        paused.forEach(Runnable::run);
        paused.clear();
        assertThat(find.searchesStarted()).as("one search for the burst").isEqualTo(1);
        assertThat(find.runningProperty().get()).isTrue();

        // A newer query stops the search still running: its results are dropped.
        find.queryProperty().set("promql");
        paused.forEach(Runnable::run);
        paused.clear();
        assertThat(find.searchesStarted()).isEqualTo(2);
        work.runAll();
        assertThat(find.results()).isNotEmpty().allSatisfy(f -> assertThat(f.hits()).allSatisfy(h ->
                assertThat(h.snippet().toLowerCase(java.util.Locale.ROOT)).contains("promql")));

        // Enter searches at once; the pause it overtook searches nothing more.
        find.queryProperty().set("kubectl");
        find.search();
        paused.forEach(Runnable::run);
        assertThat(find.searchesStarted()).isEqualTo(3);
    }
}
