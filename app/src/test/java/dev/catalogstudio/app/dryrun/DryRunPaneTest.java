package dev.catalogstudio.app.dryrun;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.metaskill.HostCall;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Dry run panel in the real main window, headless, on a copy of the sample's rollout-check metaSKILL. */
@ExtendWith(ApplicationExtension.class)
class DryRunPaneTest {

    private static final String STAR = "skills/rollout-check/SKILL.star";

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path root = StudioFixture.sampleCopy("dry-run");
        window = StudioFixture.window(stage, "dry-run", false);
        window.graphVisibleProperty().set(false);
        window.dryRunVisibleProperty().set(true);
        window.open(root);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        // The stage is shared by every TestFX test of the run: leave it at the default size.
        fx(() -> {
            stage.setWidth(1280);
            stage.setHeight(800);
            return null;
        });
        StudioFixture.close(window);
    }

    @Test
    void runTheSampleAnswerItsAskAndSeeTheTimelineAndTheEnvelope(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(STAR, null, "test");
            return null;
        });
        waitUntil(() -> window.dryRun().folderProperty().get() != null);
        assertThat(fx(() -> window.dryRun().inputKeys())).containsExactly("deployment", "namespace", "selector",
                "timeout_seconds", "attempts");
        assertThat(fx(() -> window.dryRun().inputValues().get("deployment"))).isEqualTo("checkout-api");

        // Remove the scripted diagnosis so that the run pauses on the ask and the author answers it.
        TableView<ResponseRow> table = robot.lookup("#dry-run-responses").queryTableView();
        fx(() -> table.getItems().removeIf(ResponseRow::isAsk));
        robot.clickOn("#dry-run-run");
        waitUntil(() -> window.dryRun().pendingProperty().get() != null);
        assertThat(fx(() -> window.dryRun().pendingProperty().get().kind())).isEqualTo("ask");
        assertThat(robot.lookup("#dry-run-question").queryLabeled().getText())
                .isEqualTo("The run is waiting: ask #1 (diagnose-rollout)");

        robot.clickOn("#dry-run-answer").write("STOP\nImagePullBackOff: the tag does not exist.");
        robot.clickOn("#dry-run-send");
        waitUntil(() -> !window.dryRun().runningProperty().get());

        // The envelope as the run returned it, and as the panel shows it: pretty-printed, selectable.
        assertThat(fx(() -> window.dryRun().resultProperty().get())).startsWith("[Metaskill: rollout-check completed]"
                + "\n{\"status\":\"failed\",\"answer\":\"STOP\\nImagePullBackOff: the tag does not exist.\","
                + "\"attempts\":1,\"trace\":[");
        TextArea result = robot.lookup("#dry-run-result").query();
        assertThat(result.getText()).startsWith("[Metaskill: rollout-check completed]\n{\n  \"status\": \"failed\",\n"
                + "  \"answer\": \"STOP\\nImagePullBackOff: the tag does not exist.\",\n  \"attempts\": 1,\n"
                + "  \"trace\": [\n    {\n");
        fx(() -> {
            result.selectRange(0, 10);
            return null;
        });
        assertThat(fx(result::getSelectedText)).isEqualTo("[Metaskill");
        ListView<HostCall> timeline = robot.lookup("#dry-run-timeline").queryListView();
        assertThat(fx(() -> timeline.getItems().stream().map(DryRunPane::describe).toList())).containsExactly(
                "line 14  command #1  kubectl rollout status deployment/checkout-api -n shop-prod --timeout=60s "
                        + "\u2192 exit 1  (scripted)",
                "line 18  trace rollout-status {attempt=1, ok=false, exit_code=1}",
                "line 26  command #2  kubectl get pods -n shop-prod -l app.kubernetes.io/name=checkout-api -o wide "
                        + "\u2192 exit 0  (scripted)",
                "line 27  command #3  kubectl get events -n shop-prod --field-selector type=Warning "
                        + "--sort-by=.lastTimestamp \u2192 exit 0  (scripted)",
                "line 32  ask #1 (diagnose-rollout) \u2192 STOP ImagePullBackOff: the tag does not exist.  (answered)",
                "line 42  trace diagnosis {attempt=1, wait=false}");
        assertThat(robot.lookup("#dry-run-budgets").queryLabeled().getText()).startsWith("ask 1/5 \u00b7 command 3/10 "
                + "\u00b7 trace 2/100 \u00b7 ");

        // Enter on a timeline row moves the caret to the line of SKILL.star it came from.
        fx(() -> {
            timeline.getSelectionModel().select(4);
            timeline.requestFocus();
            return null;
        });
        robot.type(javafx.scene.input.KeyCode.ENTER);
        waitUntil(() -> window.session().navigation().caretLineProperty().get() == 32);
        assertThat(fx(() -> window.session().navigation().currentPathProperty().get())).isEqualTo(STAR);
    }

    @Test
    void stopEndsARunThatWaitsForAnAnswer(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(STAR, null, "test");
            return null;
        });
        waitUntil(() -> window.dryRun().folderProperty().get() != null);
        fx(() -> {
            window.dryRun().responses().clear();
            return null;
        });
        robot.clickOn("#dry-run-run");
        waitUntil(() -> window.dryRun().pendingProperty().get() != null);
        robot.clickOn("#dry-run-stop");
        waitUntil(() -> !window.dryRun().runningProperty().get());
        assertThat(fx(() -> window.dryRun().resultProperty().get())).startsWith("error: SKILL.star:14:")
                .contains("cancelled");
    }

    /**
     * Issue 24, defect 5: a run paused on an unscripted ask, while the author reads the timeline at the bottom of the
     * panel, brings its question and answer box into view and puts the focus in the answer box; Shortcut+Enter there
     * sends the answer.
     */
    @Test
    void aRunPausedOnAnAskBringsTheQuestionIntoViewWithTheAnswerBoxFocused(FxRobot robot) throws Exception {
        openStar();
        fx(() -> {
            window.dryRun().responses().removeIf(ResponseRow::isAsk);
            window.dryRunPane().setVvalue(1.0);
            window.dryRun().run();
            return null;
        });
        waitUntil(() -> window.dryRun().pendingProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        for (String id : List.of("#dry-run-question", "#dry-run-answer", "#dry-run-send")) {
            assertThat(fx(() -> inView(window.dryRunPane(), robot.lookup(id).query()))).as(id + " in view").isTrue();
        }
        assertThat(fx(() -> robot.lookup("#dry-run-answer").query().isFocused())).isTrue();

        robot.write("WAIT");
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.ENTER)
                .release(javafx.scene.input.KeyCode.CONTROL);
        waitUntil(() -> !window.dryRun().runningProperty().get());
        assertThat(fx(() -> window.dryRun().resultProperty().get())).contains("\"answer\":\"deployment/checkout-api");
    }

    /**
     * Issue 24, defect 4: at the default window size (1,280 × 800) and at the minimum (720 × 480), beside the graph
     * as a new user has it, no button or box of the panel shows "…" instead of its text.
     */
    @Test
    void noButtonOfThePanelIsCutAtTheDefaultOrTheMinimumWindowSize(FxRobot robot) throws Exception {
        openStar();
        fx(() -> {
            window.graphVisibleProperty().set(true);
            window.dryRun().responses().removeIf(ResponseRow::isAsk);
            window.dryRun().run();
            return null;
        });
        waitUntil(() -> window.dryRun().pendingProperty().get() != null);
        var ids = List.of("#dry-run-run", "#dry-run-stop", "#dry-run-interactive", "#dry-run-remove-row",
                "#dry-run-save-responses", "#dry-run-send", "#dry-run-copy-result");
        for (double[] size : new double[][] {{1280, 800}, {720, 480}}) {
            fx(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            if (robot.lookup("#side-strip-dryrun").tryQuery().isPresent()) {
                // Too little room beside the editor's 60 columns: the panel opens maximised from its title (issue 41).
                robot.clickOn("#side-strip-dryrun");
                WaitForAsyncUtils.waitForFxEvents();
            }
            assertThat(fx(() -> cut(robot, ids))).as("cut at " + size[0] + " x " + size[1]).isEmpty();
        }
    }

    private void openStar() throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(STAR, null, "test");
            return null;
        });
        waitUntil(() -> window.dryRun().folderProperty().get() != null);
    }

    /** The controls among {@code ids} whose shown text is not their text (cut to "…"), as {@code id: shown}. */
    static List<String> cut(FxRobot robot, List<String> ids) {
        var out = new java.util.ArrayList<String>();
        for (String id : ids) {
            Labeled control = robot.lookup(id).query();
            // The control's own text node (not one of its graphic's): a direct child.
            String text = control.getChildrenUnmodifiable().stream().filter(n -> n instanceof Text)
                    .map(n -> ((Text) n).getText()).findFirst().orElse(null);
            if (!control.getText().equals(text)) {
                out.add(id + ": " + text);
            }
        }
        return out;
    }

    /** Whether {@code node} lies whole inside the visible part of {@code scroll}. */
    static boolean inView(javafx.scene.control.ScrollPane scroll, Node node) {
        var bounds = node.localToScene(node.getBoundsInLocal());
        var viewport = scroll.lookup(".viewport");
        var shown = viewport.localToScene(viewport.getBoundsInLocal());
        return node.isVisible() && bounds.getHeight() > 0 && bounds.getMinY() >= shown.getMinY() - 0.5
                && bounds.getMaxY() <= shown.getMaxY() + 0.5;
    }
}
