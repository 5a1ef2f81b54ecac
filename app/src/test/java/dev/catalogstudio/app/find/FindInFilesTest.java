package dev.catalogstudio.app.find;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Find in Files (Ctrl+Shift+F) in the real window: search, results by file, Enter opens at the match, Escape. */
@ExtendWith(ApplicationExtension.class)
class FindInFilesTest {

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("find-in-files");
        window = StudioFixture.window(stage, "find-in-files", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @SuppressWarnings("unchecked")
    private TreeView<Object> results(FxRobot robot) {
        return robot.lookup("#find-results").queryAs(TreeView.class);
    }

    @Test
    void ctrlShiftFSearchesTheWorkspaceAndEnterOpensTheMatch(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        assertThat(robot.lookup("#find-in-files").tryQuery()).isEmpty();

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F).release(KeyCode.F, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> window.scene().getFocusOwner().getId())).isEqualTo("find-in-files-field");

        robot.write("promql");
        robot.type(KeyCode.ENTER);
        waitUntil(() -> !window.findInFiles().runningProperty().get()
                && !window.findInFiles().results().isEmpty());
        assertThat(fx(() -> robot.lookup("#find-status").queryAs(Label.class).getText()))
                .matches("\\d+ matches in \\d+ files; \\d+ files searched.*");
        // Grouped by file: a row per file, its matches under it.
        var files = fx(() -> results(robot).getRoot().getChildren().stream().map(i -> i.getValue()).toList());
        assertThat(files).allSatisfy(v -> assertThat(v).isInstanceOf(FindInFilesViewModel.FileMatches.class));
        assertThat(files).extracting(v -> ((FindInFilesViewModel.FileMatches) v).path())
                .contains("skills/metrics-query/SKILL.md", "skills/metrics-query/references/PROMQL.md");

        // Down from the field selects the first match; Enter opens it with the match selected.
        robot.type(KeyCode.DOWN);
        var hit = fx(() -> (FileSearch.Hit) results(robot).getSelectionModel().getSelectedItem().getValue());
        robot.type(KeyCode.ENTER);
        waitUntil(() -> window.tabs().selectedProperty().get() != null
                && window.tabs().selectedProperty().get().path().equals(hit.path()));
        waitUntil(() -> window.scene().getFocusOwner() instanceof CodeArea area
                && area.getSelectedText().equalsIgnoreCase("promql"));
        assertThat(fx(() -> window.session().navigation().caretLineProperty().get())).isEqualTo(hit.line());

        // Escape in the panel closes it.
        fx(() -> {
            results(robot).requestFocus();
            return null;
        });
        robot.type(KeyCode.ESCAPE);
        assertThat(fx(() -> window.findInFilesVisibleProperty().get())).isFalse();
        assertThat(robot.lookup("#find-in-files").tryQuery()).isEmpty();
    }

    @Test
    void anInvalidExpressionIsReportedInThePanel(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F).release(KeyCode.F, KeyCode.SHIFT, KeyCode.CONTROL);
        robot.clickOn("#find-regex");
        robot.clickOn("#find-in-files-field").write("name: (");
        robot.type(KeyCode.ENTER);
        waitUntil(() -> robot.lookup("#find-status").queryAs(Label.class).getText()
                .startsWith("Invalid regular expression"));
        assertThat(fx(() -> window.findInFiles().results())).isEmpty();
    }

    /** Issue 41: Find in Files searched only on Enter. Typed, and not entered, the query is searched. */
    @Test
    void typingSearchesWithoutEnter(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F).release(KeyCode.F, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.write("promql");
        waitUntil(() -> !window.findInFiles().runningProperty().get() && !window.findInFiles().results().isEmpty());
        assertThat(fx(() -> window.findInFiles().results().stream().map(FindInFilesViewModel.FileMatches::path)
                .toList())).contains("skills/metrics-query/references/PROMQL.md");
        assertThat(fx(() -> window.findInFiles().searchesStarted())).as("at most one search per key typed")
                .isBetween(1L, 6L);
    }
}
