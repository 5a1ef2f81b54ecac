package dev.catalogstudio.app.diagnostics;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The problems panel in the real main window, headless, on a copy of the sample with 40 skills whose body links to a
 * missing file on line 1,205 (enough rows for a vertical scroll bar, and four-digit line numbers).
 */
@ExtendWith(ApplicationExtension.class)
class DiagnosticsViewTest {

    private static final List<String> BUTTONS = List.of("#show-errors", "#show-warnings", "#show-infos",
            "#diagnostics-current-file", "#apply-quick-fix");

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path root = StudioFixture.sampleCopy("problems");
        String filler = "Text.\n".repeat(1200);
        for (int i = 0; i < 40; i++) {
            Path skill = root.resolve("skills/broken-" + i + "/SKILL.md");
            Files.createDirectories(skill.getParent());
            Files.writeString(skill, "---\nname: broken-" + i + "\ndescription: Links to a file it does not have.\n"
                    + "---\n" + filler + "See [the notes](notes-" + i + ".md).\n");
        }
        window = StudioFixture.window(stage, "problems", false);
        window.open(root);
        stage.setWidth(1280);
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

    /**
     * Issue 24, defect 4: at the default window size (1,280 × 800) the Line column shows its header and four-digit
     * lines whole, left of the scroll bar; at the minimum (720 × 480) the severity buttons, Current file and Quick Fix
     * keep readable text (no "…"), and the Line column is still there.
     */
    @Test
    void nothingIsCutAtTheDefaultSizeAndTheButtonsStayReadableAtTheMinimum(FxRobot robot) throws Exception {
        waitUntil(() -> window.diagnostics().shown().size() >= 40);
        TableView<FileDiagnostic> table = robot.lookup("#diagnostics-table").queryTableView();
        assertThat(fx(() -> table.getItems().stream().mapToInt(d -> d.diagnostic().range().start().line()).max()
                .orElse(0))).isGreaterThanOrEqualTo(1000);

        for (double[] size : new double[][] {{1280, 800}, {720, 480}}) {
            fx(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            String at = " at " + (int) size[0] + " x " + (int) size[1];
            assertThat(fx(() -> cut(robot))).as("cut" + at).isEmpty();
            assertThat(fx(() -> lineColumnInView(table))).as("the Line column in view" + at).isTrue();
        }
    }

    /**
     * Issue 24, defect 10: a severity filter button says whether it is on without colour: its toggle state for
     * assistive technology, a check mark or a struck-through count, and a tooltip naming the state; both in the light
     * and the dark theme (the same nodes; the theme only changes colours).
     */
    @Test
    void aSeverityFilterButtonShowsItsStateWithoutColour(FxRobot robot) throws Exception {
        waitUntil(() -> window.diagnostics().shown().size() >= 40);
        ToggleButton infos = robot.lookup("#show-infos").queryAs(ToggleButton.class);
        assertThat(fx(infos::isSelected)).isTrue();
        assertThat(fx(() -> infos.queryAccessibleAttribute(AccessibleAttribute.SELECTED))).isEqualTo(true);
        String on = fx(() -> state(infos));

        robot.clickOn("#show-infos");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(fx(infos::isSelected)).isFalse();
        assertThat(fx(() -> infos.queryAccessibleAttribute(AccessibleAttribute.SELECTED))).isEqualTo(false);
        String off = fx(() -> state(infos));
        assertThat(on).contains("mark=\u2713").contains("struck=false").contains("tip=Infos shown");
        assertThat(off).contains("mark=").doesNotContain("mark=\u2713").contains("struck=true")
                .contains("tip=Infos hidden");
    }

    /** What the button shows that is not colour: its check mark, whether its text is struck through, its tooltip. */
    private static String state(ToggleButton button) {
        var mark = button.lookup(".severity-mark");
        var text = (Text) button.getChildrenUnmodifiable().stream().filter(n -> n instanceof Text).findFirst()
                .orElseThrow();
        return "mark=" + (mark instanceof Labeled l && l.isVisible() ? l.getText() : "") + " struck="
                + text.isStrikethrough() + " tip=" + (button.getTooltip() == null ? "" : button.getTooltip().getText());
    }

    /** The panel's buttons and the Line column's header and cells whose shown text is cut, as {@code id: shown}. */
    private static List<String> cut(FxRobot robot) {
        var out = new ArrayList<String>();
        for (String id : BUTTONS) {
            Labeled control = robot.lookup(id).query();
            check(id, control, out);
        }
        TableView<?> table = robot.lookup("#diagnostics-table").queryTableView();
        var header = table.lookup("#diagnostics-line");
        header.lookupAll(".label").forEach(n -> check("Line header", (Labeled) n, out));
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> cell && cell.getTableColumn() != null
                    && "diagnostics-line".equals(cell.getTableColumn().getId()) && !cell.isEmpty()
                    && cell.isVisible()) {
                check("Line cell", cell, out);
            }
        }
        return out;
    }

    private static void check(String what, Labeled control, List<String> out) {
        if (control.getText() == null || control.getText().isEmpty()) {
            return;
        }
        // The control's own text node (not one of its graphic's): a direct child.
        String text = control.getChildrenUnmodifiable().stream().filter(n -> n instanceof Text)
                .map(n -> ((Text) n).getText()).findFirst().orElse(null);
        if (!control.getText().equals(text)) {
            out.add(what + ": " + text);
        }
    }

    /** Whether the Line column's header lies inside the table, left of its vertical scroll bar. */
    private static boolean lineColumnInView(TableView<?> table) {
        var header = table.lookup("#diagnostics-line");
        if (header == null || !header.isVisible()) {
            return false;
        }
        var bounds = header.localToScene(header.getBoundsInLocal());
        var tableBounds = table.localToScene(table.getBoundsInLocal());
        double right = tableBounds.getMaxX();
        for (Node bar : table.lookupAll(".scroll-bar")) {
            if (bar instanceof javafx.scene.control.ScrollBar s && s.getOrientation()
                    == javafx.geometry.Orientation.VERTICAL && s.isVisible()) {
                right = Math.min(right, s.localToScene(s.getBoundsInLocal()).getMinX());
            }
        }
        return bounds.getWidth() > 0 && bounds.getMinX() >= tableBounds.getMinX() && bounds.getMaxX() <= right + 0.5
                && bounds.getMaxX() <= table.getScene().getWidth();
    }
}
