package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.model.diag.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The action on {@code host-copy-mismatch} in the real window: the problems panel's Quick Fix offers "Update the other
 * copy from this one…" (a diagnostic without a text fix), which opens the dialog asking which copy wins; File → Export
 * for Host… proposes the current document's plugin.
 */
@ExtendWith(ApplicationExtension.class)
class UpdateCopyActionTest {

    private static final String CLAUDE = "providers/claude/plugin/skills/pdf/SKILL.md";
    private static final String CODEX = "providers/codex/plugin/skills/pdf/SKILL.md";
    private MainWindow window;
    private Path root;

    @Start
    void start(Stage stage) throws Exception {
        root = Files.createTempDirectory("update-copy").toRealPath();
        write("providers/claude/plugin/.claude-plugin/plugin.json", "{\"name\": \"pdf\", \"version\": \"1.0.0\"}\n");
        write("providers/codex/plugin/.codex-plugin/plugin.json", "{\"name\": \"pdf\", \"version\": \"1.0.0\"}\n");
        write(CLAUDE, "---\nname: pdf\ndescription: Fills PDF forms. Use with PDFs.\n---\n# pdf\n\nFill it.\n");
        write(CODEX, "---\nname: pdf\ndescription: Fills PDF forms. Use with PDFs.\n---\n# pdf\n\nFill it in.\n");
        window = StudioFixture.window(stage, "update-copy", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        fx(() -> {
            if (window.updateDialog() != null) {
                window.updateDialog().close();
            }
            if (window.exportDialog() != null) {
                window.exportDialog().close();
            }
            return null;
        });
        StudioFixture.close(window);
    }

    private void write(String path, String text) throws Exception {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void theProblemsPanelsQuickFixOpensTheChoiceOfTheCopyThatWins() throws Exception {
        waitUntil(() -> window.diagnostics().shown().stream()
                .anyMatch(d -> d.diagnostic().rule() == Rule.HOST_COPY_MISMATCH));
        var row = fx(() -> window.diagnostics().shown().stream()
                .filter(d -> d.diagnostic().rule() == Rule.HOST_COPY_MISMATCH).findFirst().orElseThrow());
        assertThat(row.path()).isEqualTo(CODEX);
        assertThat(fx(() -> window.diagnostics().actions(row))).extracting(a -> a.title())
                .containsExactly("Update the other copy from this one\u2026");

        fx(() -> {
            window.diagnostics().selectedProperty().set(row);
            var quickFix = (Button) window.scene().lookup("#apply-quick-fix");
            assertThat(quickFix.isDisabled()).isFalse();
            quickFix.fire();
            return null;
        });

        waitUntil(() -> window.updateDialog() != null && window.updateDialog().stage().isShowing());
        assertThat(fx(() -> window.updateDialog().model().winnerProperty().get())).isEqualTo(CODEX);
        assertThat(fx(() -> window.updateDialog().model().loser())).isEqualTo(CLAUDE);
        // Neither copy was written by the exporter: the dialog says so, and nothing is offered silently.
        assertThat(fx(() -> window.updateDialog().model().refusalProperty().get())).contains("was not written by");
    }

    @Test
    void exportForHostProposesTheCurrentDocumentsPlugin() throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(CLAUDE, null, "test");
            return null;
        });
        waitUntil(() -> CLAUDE.equals(window.session().navigation().currentPathProperty().get()));
        fx(() -> {
            window.actions().exportForHost.handler().run();
            return null;
        });
        waitUntil(() -> window.exportDialog() != null && window.exportDialog().stage().isShowing());
        assertThat(fx(() -> window.exportDialog().model().sourceProperty().get()))
                .isEqualTo(root.resolve("providers/claude/plugin").toString());
    }
}
