package dev.catalogstudio.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up's parts that need no window: the held executor, the recent list, cancelling an open, the phases. */
class StartupPiecesTest {

    @Test
    void theHeldExecutorKeepsTasksInOrderUntilReleasedThenPassesEveryOneOn() {
        var ran = new ArrayList<String>();
        var held = new GatedExecutor(TaskExecutor.currentThread());
        held.execute(() -> ran.add("a"));
        held.execute(() -> ran.add("b"));
        assertThat(ran).isEmpty();
        assertThat(held.heldCount()).isEqualTo(2);

        held.release();
        held.execute(() -> ran.add("c"));
        held.release();
        held.execute(() -> ran.add("d"));

        assertThat(ran).containsExactly("a", "b", "c", "d");
        assertThat(held.heldCount()).isZero();
    }

    @Test
    void recentWorkspacesAreNewestFirstWithoutDuplicatesAndSkipFoldersThatAreGone(@TempDir Path home,
                                                                                @TempDir Path work) throws Exception {
        var studio = new StudioHome(home);
        var a = Files.createDirectory(work.resolve("a"));
        var b = Files.createDirectory(work.resolve("b"));
        var c = Files.createDirectory(work.resolve("c"));
        studio.rememberWorkspace(a);
        studio.rememberWorkspace(b);
        studio.rememberWorkspace(c);
        studio.rememberWorkspace(a);
        Files.delete(b);

        assertThat(new StudioHome(home).recentWorkspaces()).containsExactly(a, c);
        assertThat(new StudioHome(home).lastWorkspace()).contains(a);
    }

    @Test
    void theRecentListKeepsTheNewestTen(@TempDir Path home, @TempDir Path work) throws Exception {
        var studio = new StudioHome(home);
        var folders = new ArrayList<Path>();
        for (int i = 0; i < StudioHome.MAX_RECENT + 3; i++) {
            folders.add(Files.createDirectory(work.resolve("w" + i)));
            studio.rememberWorkspace(folders.get(i));
        }

        var recent = studio.recentWorkspaces();
        assertThat(recent).hasSize(StudioHome.MAX_RECENT);
        assertThat(recent.get(0)).isEqualTo(folders.get(folders.size() - 1));
        assertThat(recent).doesNotContain(folders.get(0), folders.get(1), folders.get(2));
    }

    @Test
    void cancellingAnOpenStopsItsReadingAndShowsNothingOfIt(@TempDir Path folder) throws Exception {
        for (int i = 0; i < 600; i++) {
            var skill = Files.createDirectories(folder.resolve("skills/s" + i));
            Files.writeString(skill.resolve("SKILL.md"), "---\nname: s" + i + "\ndescription: d\n---\nBody\n");
        }
        var queued = new ArrayList<Runnable>();
        TaskExecutor manual = queued::add;
        var session = new WorkspaceSession(manual, Runnable::run, Runnable::run, false);

        session.open(folder);
        assertThat(session.openingProperty().get()).isEqualTo(folder);
        assertThat(session.progressProperty().get()).isLessThan(1);
        session.cancelOpen();
        assertThat(session.openingProperty().get()).isNull();
        assertThat(session.progressProperty().get()).isEqualTo(1);
        queued.forEach(Runnable::run); // the reading runs after the cancel: it stops at its first progress report

        assertThat(session.getSnapshot()).isNull();
        assertThat(session.failureProperty().get()).isNull();
        assertThat(session.progressTextProperty().get()).isEmpty();
    }

    @Test
    void anOpenThatIsNotCancelledIsShown(@TempDir Path folder) throws Exception {
        Files.createDirectories(folder.resolve("skills/one"));
        Files.writeString(folder.resolve("skills/one/SKILL.md"), "---\nname: one\ndescription: d\n---\nBody\n");
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run, Runnable::run, false);

        session.open(folder);

        assertThat(session.getSnapshot()).isNotNull();
        assertThat(session.openingProperty().get()).isNull();
        session.cancelOpen(); // nothing is opening: changes nothing
        assertThat(session.getSnapshot()).isNotNull();
    }

    @Test
    void progressReadsAsSentences() {
        assertThat(OpeningOverlay.phaseText("reading 300/1137")).isEqualTo("Reading documents: 300 of 1,137");
        assertThat(OpeningOverlay.phaseText("scanning 1500/1500")).isEqualTo("Listing files: 1,500 found");
        assertThat(OpeningOverlay.phaseText("checking 0/1137")).isEqualTo("Checking 1,137 documents");
        assertThat(OpeningOverlay.phaseText("opening skills400")).isEqualTo("Listing files\u2026");
        assertThat(OpeningOverlay.phaseText("")).isEmpty();
        assertThat(OpeningOverlay.phaseText(null)).isEmpty();
    }

    @Test
    void theShortcutListHasEveryCommandOfTheMenusOnceWithItsKeys() {
        var save = Action.of("Save All", "Shortcut+Shift+S", () -> { });
        var open = Action.of("Open Folder\u2026", "Shortcut+O", () -> { });
        var about = Action.of("About", null, () -> { });
        var menus = List.of(new StudioActions.MenuSpec("_File", List.of(List.of(open), List.of(save))),
                new StudioActions.MenuSpec("_Help", List.of(List.of(about))));

        var rows = HelpDialogs.menuShortcuts(menus);

        assertThat(rows).extracting(HelpDialogs.Shortcut::command).containsExactly("Open Folder", "Save All", "About");
        assertThat(rows).extracting(HelpDialogs.Shortcut::menu).containsExactly("File", "File", "Help");
        assertThat(rows.get(1).shortcut()).isEqualTo(save.accelerator().getDisplayText()).contains("S");
        assertThat(rows.get(2).shortcut()).isEmpty();

        var all = HelpDialogs.shortcuts(menus);
        assertThat(all.subList(0, 3)).isEqualTo(rows);
        assertThat(all.subList(3, all.size())).allMatch(row -> row.menu().equals("Editor"))
                .extracting(HelpDialogs.Shortcut::command).contains("Go to Line", "Quick fixes at the caret", "Replace");
        var replace = all.stream().filter(row -> row.command().equals("Replace")).findFirst().orElseThrow();
        assertThat(replace.shortcut()).contains(", "); // Ctrl+H and Ctrl+R, both listed
    }
}
