package dev.catalogstudio.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** When a workspace opens with the backup of an interrupted save, the studio asks, and does what the answer says. */
@ExtendWith(ApplicationExtension.class)
class InterruptedSaveDialogTest {

    private final List<String> asked = new CopyOnWriteArrayList<>();
    private final List<List<String>> buttons = new CopyOnWriteArrayList<>();
    private volatile ButtonType answer;
    private WorkspaceSession session;

    @Start
    void start(Stage stage) {
        session = new WorkspaceSession(TaskExecutor.serial("test-model"), Platform::runLater);
        InterruptedSaveDialog.install(session, alert -> {
            asked.add(alert.getHeaderText() + " | " + alert.getContentText());
            buttons.add(alert.getButtonTypes().stream().map(ButtonType::getText).toList());
            return Optional.ofNullable(answer);
        });
    }

    private Path leftover(String target, String content, String backupContent) throws Exception {
        Path root = Files.createTempDirectory("interrupted");
        Files.createDirectories(root.resolve(target).getParent());
        Files.writeString(root.resolve(target), content);
        Path backup = root.resolve(target).resolveSibling(backupName(root.resolve(target).getFileName().toString()));
        Files.writeString(backup, backupContent);
        return root;
    }

    /** The backup name of {@code fileName}, by its documented rule (AtomicWriter is package-private to session). */
    private static String backupName(String fileName) throws Exception {
        var digest = java.security.MessageDigest.getInstance("SHA-256").digest(fileName.getBytes(
                java.nio.charset.StandardCharsets.UTF_8));
        return ".cs-" + java.util.HexFormat.of().formatHex(digest, 0, 8) + ".bak";
    }

    @Test
    void restoreAnswersPutTheBackupBack() throws Exception {
        answer = InterruptedSaveDialog.RESTORE;
        Path root = leftover("skills/a/SKILL.md", "---\nname: a\ndes", "---\nname: a\ndescription: Whole.\n---\n");

        session.open(root);

        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Files.readString(root.resolve("skills/a/SKILL.md"))
                    .contains("Whole."));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("asked " + asked + "; failure " + session.failureProperty().get(), e);
        }
        assertThat(asked).singleElement().asString().startsWith("Recover skills/a/SKILL.md?")
                .contains("may hold only part of that save");
        assertThat(buttons.get(0)).containsExactly("Restore Backup", "Keep File", "Decide Later");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            try (var left = Files.list(root.resolve("skills/a"))) {
                return left.noneMatch(p -> p.getFileName().toString().endsWith(".bak"));
            }
        });
    }

    @Test
    void decideLaterKeepsBothFilesAsTheyAre() throws Exception {
        answer = null; // the dialog closed
        Path root = leftover("skills/a/SKILL.md", "---\nname: a\ndes", "backup");

        session.open(root);

        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !asked.isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(root.resolve("skills/a/SKILL.md")).hasContent("---\nname: a\ndes");
        assertThat(root.resolve("skills/a/" + backupName("SKILL.md"))).hasContent("backup");
    }
}
