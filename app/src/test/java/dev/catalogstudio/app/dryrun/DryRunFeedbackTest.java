package dev.catalogstudio.app.dryrun;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 41: the responses table had two zero-width columns and Run gave no feedback. Every column is wide enough for
 * its header at the default window size beside the graph; a run shows that it runs, then a status line with its steps,
 * calls and errors.
 */
@ExtendWith(ApplicationExtension.class)
class DryRunFeedbackTest {

    private static final String STAR = "skills/rollout-check/SKILL.star";

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path root = StudioFixture.sampleCopy("dry-run-feedback");
        window = StudioFixture.window(stage, "dry-run-feedback", false);
        window.dryRunVisibleProperty().set(true);
        window.open(root);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    private void openStar() throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(STAR, null, "test");
            return null;
        });
        waitUntil(() -> window.dryRun().folderProperty().get() != null);
    }

    @Test
    void everyResponsesColumnIsWideEnoughForItsHeader(FxRobot robot) throws Exception {
        openStar();
        WaitForAsyncUtils.waitForFxEvents();
        List<String> narrow = fx(() -> {
            TableView<?> table = robot.lookup("#dry-run-responses").queryAs(TableView.class);
            var out = new ArrayList<String>();
            for (var column : table.getColumns()) {
                var header = new javafx.scene.text.Text(column.getText());
                header.setFont(javafx.scene.text.Font.getDefault());
                // A column shows its header whole, and a column of free text at least 100 px of it.
                double needed = Math.min(header.getLayoutBounds().getWidth() + 16, 100);
                if (column.getWidth() < needed) {
                    out.add(column.getText() + ": " + Math.round(column.getWidth()) + " of " + Math.round(needed)
                            + " px (table " + Math.round(table.getWidth()) + " px)");
                }
            }
            return out;
        });
        assertThat(narrow).as("columns too narrow to read").isEmpty();
    }

    @Test
    void runShowsThatItRunsThenAStatusLine(FxRobot robot) throws Exception {
        openStar();
        fx(() -> {
            window.dryRun().responses().removeIf(ResponseRow::isAsk);
            window.dryRun().run();
            return null;
        });
        // The run waits on the unscripted ask: it is running, and says so.
        waitUntil(() -> window.dryRun().pendingProperty().get() != null);
        assertThat(fx(() -> robot.lookup("#dry-run-progress").query().isVisible())).as("progress while running")
                .isTrue();
        assertThat(fx(() -> robot.lookup("#dry-run-status").queryAs(Label.class).getText())).startsWith("Running");

        fx(() -> {
            window.dryRun().answer("WAIT\nPending on Insufficient cpu.", 0);
            return null;
        });
        waitUntil(() -> !window.dryRun().runningProperty().get());
        assertThat(fx(() -> robot.lookup("#dry-run-progress").query().isVisible())).as("progress after the run")
                .isFalse();
        String status = fx(() -> robot.lookup("#dry-run-status").queryAs(Label.class).getText());
        assertThat(status).matches("Ran in [0-9,]+ steps \u2014 [0-9]+ calls?.*");
        long calls = fx(() -> window.dryRun().timeline().stream().filter(c -> !c.kind().equals("trace")).count());
        assertThat(status).contains(calls + " call");
    }

    @Test
    void aFailedRunSaysWhereInRed(FxRobot robot) throws Exception {
        openStar();
        fx(() -> {
            String text = window.session().getSnapshot().text(STAR).orElseThrow().text();
            window.session().update(STAR, text.replaceFirst("def run\\(input\\):", "def run(input):\n    fail(\"boom\")"));
            return null;
        });
        waitUntil(() -> window.session().getSnapshot().text(STAR).orElseThrow().text().contains("boom"));
        fx(() -> {
            window.dryRun().run();
            return null;
        });
        waitUntil(() -> !window.dryRun().runningProperty().get() && !window.dryRun().resultProperty().get().isEmpty());
        Label status = fx(() -> robot.lookup("#dry-run-status").queryAs(Label.class));
        assertThat(fx(status::getText)).startsWith("Failed at line").contains("boom");
        assertThat(fx(() -> status.getStyleClass())).contains("danger");
    }
}
