package dev.catalogstudio.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.Snapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Queue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session without a toolkit: serial work, coalesced edits, only the newest snapshot rendered. */
class WorkspaceSessionTest {

    private static final String SKILL = "skills/a/SKILL.md";

    /** A background executor that runs its queue only when told, to see what queues up. */
    private static final class Manual implements TaskExecutor {
        final Queue<Runnable> queue = new ArrayDeque<>();

        @Override
        public void execute(Runnable task) {
            queue.add(task);
        }

        void runAll() {
            while (!queue.isEmpty()) {
                queue.poll().run();
            }
        }
    }

    private static Path workspace(Path root) throws Exception {
        Files.createDirectories(root.resolve("skills/a"));
        Files.writeString(root.resolve(SKILL), "---\nname: a\ndescription: Does a.\n---\nBody\n");
        return root;
    }

    @Test
    void openPublishesTheFirstSnapshot(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(workspace(root));

        assertThat(session.getSnapshot().version()).isEqualTo(1);
        assertThat(session.getSnapshot().files()).containsKey(SKILL);
        assertThat(session.progressProperty().get()).isEqualTo(1.0);
    }

    @Test
    void typingAnInvalidNameShowsNameFormat(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(workspace(root));

        session.update(SKILL, "---\nname: Bad_Name\ndescription: Does a.\n---\nBody\n");

        assertThat(session.getSnapshot().diagnostics(SKILL)).extracting(d -> d.code()).contains("name-format");
    }

    @Test
    void queuedEditsOfOnePathAreCoalescedToTheLastText(@TempDir Path root) throws Exception {
        var background = new Manual();
        var session = new WorkspaceSession(background, Runnable::run);
        session.open(workspace(root));
        background.runAll();
        long opened = session.getSnapshot().version();

        session.update(SKILL, "---\nname: Bad_1\ndescription: x\n---\n");
        session.update(SKILL, "---\nname: Bad_2\ndescription: x\n---\n");
        session.update(SKILL, "---\nname: a\ndescription: Does a.\n---\nBody\n");
        assertThat(background.queue).hasSize(1);
        background.runAll();

        assertThat(session.getSnapshot().version()).isEqualTo(opened + 1);
        assertThat(session.getSnapshot().diagnostics(SKILL)).isEmpty();
    }

    @Test
    void onlyTheNewestSnapshotIsRendered(@TempDir Path root) throws Exception {
        var fx = new ArrayDeque<Runnable>();
        var session = new WorkspaceSession(TaskExecutor.currentThread(), fx::add);
        session.open(workspace(root));
        while (!fx.isEmpty()) {
            fx.poll().run();
        }
        var rendered = new ArrayList<Snapshot>();
        session.snapshotProperty().addListener((o, old, now) -> rendered.add(now));

        session.update(SKILL, "---\nname: b\ndescription: x\n---\n");
        session.update("skills/a/OTHER.md", "x");
        session.update(SKILL, "---\nname: a\ndescription: x\n---\n");
        while (!fx.isEmpty()) {
            fx.poll().run();
        }

        assertThat(rendered).hasSize(1);
        assertThat(rendered.get(0).version()).isEqualTo(4);
    }

    @Test
    void theFirstSnapshotOfAWorkspaceChangesEverything(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(workspace(root));

        var update = session.updateProperty().get();
        assertThat(update.snapshot()).isSameAs(session.getSnapshot());
        assertThat(update.everything()).isTrue();
        assertThat(update.fileSetChanged()).isTrue();
        assertThat(update.diagnosticsChanged("any/path")).isTrue();
    }

    @Test
    void anEditPublishesItsDocumentAndTheDiagnosticsItChanged(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(workspace(root));
        session.update("skills/b/SKILL.md", "---\nname: b\ndescription: Does b.\n---\n");
        var before = session.getSnapshot();

        session.update(SKILL, "---\nname: Bad_Name\ndescription: Does a.\n---\nBody\n");

        var update = session.updateProperty().get();
        assertThat(update.everything()).isFalse();
        assertThat(update.before()).isSameAs(before);
        assertThat(update.snapshot()).isSameAs(session.getSnapshot());
        assertThat(update.documents()).containsExactly(SKILL);
        assertThat(update.diagnostics()).containsExactly(SKILL);
        assertThat(update.fileSetChanged()).isFalse();
        assertThat(update.documentChanged("skills/b/SKILL.md")).isFalse();
        assertThat(update.added()).extracting(d -> d.path() + " " + d.diagnostic().code())
                .contains(SKILL + " name-format");
        assertThat(update.removed()).isEmpty();

        session.update(SKILL, "---\nname: a\ndescription: Does a.\n---\nBody\n");
        assertThat(session.updateProperty().get().removed()).extracting(d -> d.diagnostic().code())
                .contains("name-format");
        assertThat(session.updateProperty().get().added()).isEmpty();
    }

    @Test
    void editsRenderedTogetherPublishTheUnionOfTheirChanges(@TempDir Path root) throws Exception {
        var fx = new ArrayDeque<Runnable>();
        var session = new WorkspaceSession(TaskExecutor.currentThread(), fx::add);
        session.open(workspace(root));
        while (!fx.isEmpty()) {
            fx.poll().run();
        }
        var updates = new ArrayList<SnapshotUpdate>();
        session.updateProperty().addListener((o, old, now) -> updates.add(now));

        session.update(SKILL, "---\nname: Bad_Name\ndescription: x\n---\n");
        session.update("skills/b/SKILL.md", "---\nname: Bad_B\ndescription: x\n---\n");
        assertThat(fx).hasSize(1);
        while (!fx.isEmpty()) {
            fx.poll().run();
        }

        assertThat(updates).hasSize(1);
        assertThat(updates.get(0).documents()).containsExactlyInAnyOrder(SKILL, "skills/b/SKILL.md");
        assertThat(updates.get(0).diagnostics()).contains(SKILL, "skills/b/SKILL.md");
        assertThat(updates.get(0).fileSetChanged()).isTrue();
    }

    @Test
    void aCommandOfManyEditsPublishesEveryPathItTouched(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        Files.writeString(workspace(root).resolve("skills/a/CHANGELOG.md"), "# Changelog\n");
        session.open(root);

        session.rename("skills/a", "b");

        var update = session.updateProperty().get();
        assertThat(update.documents()).contains(SKILL, "skills/a/CHANGELOG.md", "skills/b/SKILL.md",
                "skills/b/CHANGELOG.md");
        assertThat(update.fileSetChanged()).isTrue();
    }

    @Test
    void aMissingFolderIsAFailureNotACrash(@TempDir Path root) {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root.resolve("nope"));

        assertThat(session.failureProperty().get()).startsWith("cannot open");
        assertThat(session.getSnapshot()).isNull();
    }
}
