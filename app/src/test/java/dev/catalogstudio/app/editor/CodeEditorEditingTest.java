package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

class CodeEditorEditingTest extends EditorTestBase {

    @Start
    void start(Stage stage) {
        mount(stage);
    }

    @Test
    void typingFiresTheTextListenerOnEveryKeystroke(FxRobot robot) {
        loadSample(robot);
        var seen = new ArrayList<String>();
        robot.interact(() -> {
            editor.textProperty().addListener((o, a, b) -> seen.add(b));
            editor.goTo(10, 12);
        });
        robot.write("abc");
        assertThat(seen).hasSize(3);
        assertThat(seen.get(2)).contains("# PDF toolsabc\n").isEqualTo(fx(editor::getText));
        assertThat(dirty()).isTrue();
        assertThat(editor.undoAvailableProperty().get()).isTrue();
    }

    @Test
    void setTextForgetsHistoryAndAReloadCountsAsUnmodified(FxRobot robot) {
        loadSample(robot);
        robot.write("x");
        robot.interact(() -> editor.setText("fresh\r\ntext"));
        assertThat(fx(editor::getText)).isEqualTo("fresh\ntext");
        assertThat(editor.undoAvailableProperty().get()).isFalse();
        robot.interact(() -> tab.reload(new TextFiles.Loaded("fresh\ntext", LineEnding.CRLF, false)));
        assertThat(dirty()).isFalse();
        assertThat(fx(editor::getText)).isEqualTo("fresh\ntext");
        shortcut(robot, KeyCode.CONTROL, KeyCode.Z);
        assertThat(fx(editor::getText)).isEqualTo("fresh\ntext");
    }

    @Test
    void undoAndRedoByKeysAndMethods(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.goTo(1, 4));
        robot.write("!");
        assertThat(fx(editor::getText)).startsWith("---!\n");
        shortcut(robot, KeyCode.CONTROL, KeyCode.Z);
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
        assertThat(editor.redoAvailableProperty().get()).isTrue();
        shortcut(robot, KeyCode.CONTROL, KeyCode.Y);
        assertThat(fx(editor::getText)).startsWith("---!\n");
        robot.interact(editor::undo);
        shortcut(robot, KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z);
        assertThat(fx(editor::getText)).startsWith("---!\n");
        robot.interact(() -> tab.markSaved(tab.getText()));
        assertThat(dirty()).isFalse();
        robot.interact(editor::undo);
        assertThat(dirty()).isTrue();
    }

    @Test
    void applyEditsIsOneUndoableChangeAndMovesTheCaretWithTheText(FxRobot robot) {
        loadSample(robot);
        var source = SourceText.of(SampleSkill.LF);
        int name = SampleSkill.LF.indexOf("PDF_Tools");
        int heading = SampleSkill.LF.indexOf("PDF tools");
        var edits = List.of(
                new TextEdit(source.range(heading, heading + 3), "Portable Document Format"),
                new TextEdit(source.range(name, name + 9), "pdf-tools"));
        robot.interact(() -> editor.goTo(12, 1));
        int caretBefore = fx(() -> editor.area().getCaretPosition());
        robot.interact(() -> editor.applyEdits(edits));
        assertThat(fx(editor::getText)).contains("name: pdf-tools\n").contains("# Portable Document Format tools\n");
        assertThat(fx(() -> editor.area().getCaretPosition()))
                .isEqualTo(caretBefore + "Portable Document Format".length() - 3);
        assertThat(editor.caretLineProperty().get()).isEqualTo(12);

        shortcut(robot, KeyCode.CONTROL, KeyCode.Z);
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
        robot.interact(editor::redo);
        assertThat(fx(editor::getText)).contains("name: pdf-tools\n").contains("# Portable Document Format tools\n");
    }

    @Test
    void overlappingEditsAreRefusedWithoutChangingTheText(FxRobot robot) {
        loadSample(robot);
        var source = SourceText.of(SampleSkill.LF);
        var edits = List.of(new TextEdit(source.range(4, 10), "a"), new TextEdit(source.range(8, 12), "b"));
        Exception thrown = fx(() -> {
            try {
                editor.applyEdits(edits);
                return null;
            } catch (IllegalArgumentException e) {
                return e;
            }
        });
        assertThat(thrown).hasMessageContaining("overlap");
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
    }

    @Test
    void tabIndentsWithSpacesInFrontmatter(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.goTo(6, 1));
        robot.type(KeyCode.TAB);
        assertThat(fx(editor::getText)).contains("\n    version: 1.2.0\n");
        robot.interact(() -> editor.select(6, 1, 7, 3));
        robot.type(KeyCode.TAB);
        assertThat(fx(editor::getText)).contains("\n      version: 1.2.0\n    tags:");
        assertMirrored();
    }

    @Test
    void selectAndGoToUseLinesAndColumns(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.select(2, 7, 2, 16));
        assertThat(fx(() -> editor.area().getSelectedText())).isEqualTo("PDF_Tools");
        var crlfRange = SampleSkill.crlfDiagnostics().get(1).range();
        robot.interact(() -> editor.goTo(crlfRange));
        assertThat(fx(() -> editor.area().getSelectedText())).isEqualTo("references/REFERENCE.md");
        assertThat(editor.caretLineProperty().get()).isEqualTo(12);
        robot.interact(() -> editor.select(0, 0, 999, 999));
        assertThat(fx(() -> editor.area().getSelectedText())).isEqualTo(SampleSkill.LF);
    }

    @Test
    void theCurrentLineBandFollowsTheCaretEvenWhenTheFindBarHasTheFocus(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.goTo(12, 3));
        assertBandOnLine(12);
        robot.interact(() -> {
            editor.goTo(4, 1);
            editor.openFind();
        });
        assertBandOnLine(4);
    }

    private void assertBandOnLine(int line) {
        var band = editor.currentLine().band();
        assertThat(band.isVisible()).isTrue();
        double bandY = fx(() -> band.localToScreen(band.getBoundsInLocal()).getCenterY());
        double lineY = fx(() -> editor.area().getParagraphBoundsOnScreen(line - 1).orElseThrow().getCenterY());
        assertThat(bandY).isCloseTo(lineY, org.assertj.core.data.Offset.offset(1.0));
    }
}
