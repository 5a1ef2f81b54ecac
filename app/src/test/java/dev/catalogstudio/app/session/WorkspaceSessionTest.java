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
    void aMissingFolderIsAFailureNotACrash(@TempDir Path root) {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root.resolve("nope"));

        assertThat(session.failureProperty().get()).startsWith("cannot open");
        assertThat(session.getSnapshot()).isNull();
    }
}
