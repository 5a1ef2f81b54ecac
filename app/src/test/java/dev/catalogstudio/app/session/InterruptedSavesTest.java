package dev.catalogstudio.app.session;

import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.app.files.AtomicWriter;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a save that never finished leaves is cleaned up or offered at the next start: temporary files of replacing
 * saves are deleted (their target was never touched), backups of in-place saves are found with their file and
 * restored or discarded only when asked.
 */
class InterruptedSavesTest {

    private static final String ORIGINAL = "---\nname: a\ndescription: The whole original.\n---\n# A\n";

    @TempDir
    Path root;

    /** An in-place save of skills/a/SKILL.md killed half way: the file cut short, its backup beside it. */
    private String interruptedInPlaceSave() throws Exception {
        Files.createDirectories(root.resolve("skills/a"));
        Path target = root.resolve("skills/a/SKILL.md");
        Files.writeString(target, "---\nname: a\ndescr");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-------"));
        String backup = "skills/a/" + AtomicWriter.backupName("SKILL.md");
        Files.writeString(root.resolve(backup), ORIGINAL);
        return backup;
    }

    @Test
    void backupNamesAreShortHexAndTiedToTheirFile() {
        String name = AtomicWriter.backupName("SKILL.md");
        assertThat(name).matches("\\.cs-[0-9a-f]{16}\\.bak").isEqualTo(AtomicWriter.backupName("SKILL.md"))
                .isNotEqualTo(AtomicWriter.backupName("AGENTS.md"));
        assertThat(AtomicWriter.backupName("x".repeat(255))).hasSize(name.length());
    }

    @Test
    void theSweepDeletesTemporaryFilesAndFindsEachBackupsFile() throws Exception {
        String backup = interruptedInPlaceSave();
        Files.createDirectories(root.resolve("skills/b"));
        Files.writeString(root.resolve("skills/b/.cs-0123456789abcdef.tmp"), "half a new text");
        Files.writeString(root.resolve("skills/b/" + AtomicWriter.backupName("gone.md")), "orphan");
        Files.writeString(root.resolve("skills/b/.cs-mine.tmp"), "the user's own file, not ours");

        var opened = dev.catalogstudio.model.workspace.Workspace.open(root,
                dev.catalogstudio.model.workspace.ProgressListener.NONE);
        var sweep = InterruptedSaves.sweep(root, opened.snapshot().files().keySet());

        assertThat(sweep.removed()).containsExactly("skills/b/.cs-0123456789abcdef.tmp");
        assertThat(root.resolve("skills/b/.cs-0123456789abcdef.tmp")).doesNotExist();
        assertThat(root.resolve("skills/b/.cs-mine.tmp")).exists();
        assertThat(sweep.backups()).extracting(InterruptedSave::backup, InterruptedSave::target).containsExactly(
                org.assertj.core.groups.Tuple.tuple(backup, "skills/a/SKILL.md"),
                org.assertj.core.groups.Tuple.tuple("skills/b/" + AtomicWriter.backupName("gone.md"), null));
        assertThat(root.resolve(backup)).as("never deleted unasked").exists();
    }

    @Test
    void restoringPutsTheBackupBackWithTheFilesPermissions() throws Exception {
        String backup = interruptedInPlaceSave();
        var save = new InterruptedSave(backup, "skills/a/SKILL.md", java.time.Instant.now());

        InterruptedSaves.recover(root, save, true);

        Path target = root.resolve("skills/a/SKILL.md");
        assertThat(Files.readString(target, StandardCharsets.UTF_8)).isEqualTo(ORIGINAL);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target))).isEqualTo("rw-------");
        assertThat(root.resolve(backup)).doesNotExist();
    }

    @Test
    void keepingTheFileDeletesOnlyTheBackup() throws Exception {
        String backup = interruptedInPlaceSave();

        InterruptedSaves.recover(root, new InterruptedSave(backup, "skills/a/SKILL.md", java.time.Instant.now()), false);

        assertThat(root.resolve("skills/a/SKILL.md")).hasContent("---\nname: a\ndescr");
        assertThat(root.resolve(backup)).doesNotExist();
    }

    @Test
    void anInPlaceSaveNeverOverwritesABackupNobodyRecovered() throws Exception {
        String backup = interruptedInPlaceSave();
        Path target = root.resolve("skills/a/SKILL.md");
        Files.createLink(root.resolve("skills/a/linked.md"), target); // two links: the save writes in place

        assertThatThrownBy(() -> TextFiles.writeAtomically(target, "new text\n",
                dev.catalogstudio.model.text.LineEnding.LF, false))
                .isInstanceOf(FileAlreadyExistsException.class).hasMessageContaining("interrupted save");
        assertThat(root.resolve(backup)).hasContent(ORIGINAL.stripTrailing());
        assertThat(target).hasContent("---\nname: a\ndescr");
    }

    @Test
    void theSessionOffersBackupsWhenItOpensAndRestoresThroughTheModel() throws Exception {
        String backup = interruptedInPlaceSave();
        Files.writeString(root.resolve("skills/a/.cs-fedcba9876543210.tmp"), "half");
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);

        session.open(root);

        assertThat(session.interruptedSaves()).extracting(InterruptedSave::target).containsExactly("skills/a/SKILL.md");
        assertThat(session.getSnapshot().files()).doesNotContainKey("skills/a/.cs-fedcba9876543210.tmp");
        assertThat(session.getSnapshot().text("skills/a/SKILL.md").orElseThrow().text()).isEqualTo("---\nname: a\ndescr");

        session.recover(session.interruptedSaves().get(0), true);

        assertThat(session.interruptedSaves()).isEmpty();
        assertThat(session.getSnapshot().text("skills/a/SKILL.md").orElseThrow().text()).isEqualTo(ORIGINAL);
        assertThat(session.getSnapshot().files()).doesNotContainKey(backup);
    }
}
