package dev.catalogstudio.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38: the studio follows the disk by the scan's link rule, as the language server does. A file event is handled
 * here directly (no watcher, no waiting), on a session that runs its work on this thread.
 */
class DiskChangesTest {

    private static final String SKILL = "skills/a/SKILL.md";

    @Test
    void aFileReplacedByALinkToAFileOutsideIsNotReadThroughIt(@TempDir Path temp) throws Exception {
        Path root = Files.createDirectories(temp.resolve("work"));
        Files.createDirectories(root.resolve("skills/a"));
        Files.writeString(root.resolve(SKILL), "---\nname: a\ndescription: Does a.\n---\n# A\n");
        Path secret = Files.writeString(temp.resolve("secret.md"), "---\nname: outside\n---\n# The outside secret\n");
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);
        var changes = new DiskChanges(session);

        Path link = Files.createSymbolicLink(root.resolve("skills/a/link"), secret);
        Files.move(link, root.resolve(SKILL), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        changes.handle(root, new FolderWatcher.Change(SKILL, FolderWatcher.Kind.CHANGED));

        assertThat(session.getSnapshot().text(SKILL).orElseThrow().text()).contains("# A")
                .doesNotContain("The outside secret");

        // an ordinary change is still followed
        Files.delete(root.resolve(SKILL));
        Files.writeString(root.resolve(SKILL), "---\nname: a\ndescription: Does a.\n---\n# A again\n");
        changes.handle(root, new FolderWatcher.Change(SKILL, FolderWatcher.Kind.CHANGED));
        assertThat(session.getSnapshot().text(SKILL).orElseThrow().text()).contains("# A again");
    }
}
