package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 41: Go to Line and a click in the preview put the target line at the bottom edge of the editor. A line outside
 * the view comes to about a third from the top; a line in view does not move the view.
 */
class CodeEditorRevealTest extends EditorTestBase {

    @Start
    void start(Stage stage) {
        mount(stage);
    }

    private void load(FxRobot robot) {
        var text = new StringBuilder();
        for (int line = 1; line <= 300; line++) {
            text.append("line ").append(line).append('\n');
        }
        robot.interact(() -> editor.setText(text.toString()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Where the 0-based paragraph {@code paragraph} sits in the view: 0 at the top row, 1 at the bottom one. */
    private double placeOf(int paragraph) {
        return fx(() -> {
            var area = editor.area();
            int top = area.firstVisibleParToAllParIndex();
            int bottom = area.lastVisibleParToAllParIndex();
            return (paragraph - top) / (double) Math.max(1, bottom - top);
        });
    }

    @Test
    void goToLinePutsALineBelowTheViewAThirdFromTheTop(FxRobot robot) {
        load(robot);
        robot.interact(() -> editor.goTo(200, 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> editor.area().getCurrentParagraph())).isEqualTo(199);
        assertThat(placeOf(199)).as("line 200's place in the view (0 top, 1 bottom)").isBetween(0.2, 0.45);

        // Back up above the view: the same.
        robot.interact(() -> editor.goTo(60, 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(placeOf(59)).as("line 60's place in the view").isBetween(0.2, 0.45);
    }

    @Test
    void aPreviewClickOrProblemPutsItsRangeAThirdFromTheTop(FxRobot robot) {
        load(robot);
        robot.interact(() -> {
            var at = new Position(150, 1, fx(() -> editor.getText().indexOf("line 150\n")));
            editor.goTo(new Range(at, at));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(placeOf(149)).as("line 150's place in the view").isBetween(0.2, 0.45);
    }

    @Test
    void aLineAlreadyInViewDoesNotMoveTheView(FxRobot robot) {
        load(robot);
        robot.interact(() -> editor.goTo(100, 1));
        WaitForAsyncUtils.waitForFxEvents();
        int top = fx(() -> editor.area().firstVisibleParToAllParIndex());
        robot.interact(() -> editor.goTo(top + 3, 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> editor.area().firstVisibleParToAllParIndex())).isEqualTo(top);
    }
}
