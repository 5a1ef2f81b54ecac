package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.EditorLanguage;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

class CodeEditorFindTest extends EditorTestBase {

    @Start
    void start(Stage stage) {
        mount(stage);
    }

    private String selected() {
        return fx(() -> editor.area().getSelectedText());
    }

    private int selectionStart() {
        return fx(() -> editor.area().getSelection().getStart());
    }

    @Test
    void ctrlFFindsAsYouTypeAndWalksTheMatches(FxRobot robot) {
        loadSample(robot);
        shortcut(robot, KeyCode.CONTROL, KeyCode.F);
        assertThat(editor.findBar().isOpen()).isTrue();
        assertThat(editor.findBar().findField().isFocused()).isTrue();
        robot.write("pdf");
        assertThat(editor.findBar().status()).isEqualTo("1 of 6");
        assertThat(selected()).isEqualTo("PDF");
        int first = selectionStart();

        robot.type(KeyCode.ENTER);
        assertThat(editor.findBar().status()).isEqualTo("2 of 6");
        robot.type(KeyCode.F3);
        assertThat(editor.findBar().status()).isEqualTo("3 of 6");
        shortcut(robot, KeyCode.SHIFT, KeyCode.ENTER);
        shortcut(robot, KeyCode.SHIFT, KeyCode.F3);
        assertThat(editor.findBar().status()).isEqualTo("1 of 6");
        assertThat(selectionStart()).isEqualTo(first);
        shortcut(robot, KeyCode.SHIFT, KeyCode.F3);
        assertThat(editor.findBar().status()).as("wraps to the last").isEqualTo("6 of 6");

        robot.clickOn(editor.findBar().matchCaseToggle());
        assertThat(editor.findBar().status()).endsWith("of 2");
        robot.clickOn(editor.findBar().findField()).write("zzz");
        assertThat(editor.findBar().status()).isEqualTo("No results");

        robot.type(KeyCode.ESCAPE);
        assertThat(editor.findBar().isOpen()).isFalse();
        assertThat(fx(() -> editor.area().isFocused())).isTrue();
    }

    @Test
    void replaceAllIsOneUndoStep(FxRobot robot) {
        loadSample(robot);
        shortcut(robot, KeyCode.CONTROL, KeyCode.H);
        robot.write("PDF");
        robot.clickOn(editor.findBar().matchCaseToggle());
        robot.clickOn(editor.findBar().replaceField()).write("Pdf");
        Button replaceAll = robot.lookup(".find-bar .button").match(n -> "Replace All".equals(((Button) n).getText()))
                .queryButton();
        robot.clickOn(replaceAll);
        String replaced = fx(editor::getText);
        assertThat(replaced).doesNotContain("PDF").contains("name: Pdf_Tools").contains("# Pdf tools")
                .contains("Pdf files");
        assertThat(editor.findBar().status()).isEqualTo("No results");

        robot.interact(editor::requestFocus);
        shortcut(robot, KeyCode.CONTROL, KeyCode.Z);
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
        shortcut(robot, KeyCode.CONTROL, KeyCode.Y);
        assertThat(fx(editor::getText)).isEqualTo(replaced);
        assertMirrored();
    }

    @Test
    void replaceAllOfManyMatchesKeepsTextAndStylesInStep(FxRobot robot) {
        robot.interact(() -> {
            editor.setLanguage(EditorLanguage.YAML);
            editor.setText("k: v\n".repeat(40));
            editor.openReplace();
            editor.findBar().findField().setText("v");
            editor.findBar().replaceField().setText("\"quoted\"");
            editor.findBar().replaceAll();
        });
        assertThat(fx(editor::getText)).isEqualTo("k: \"quoted\"\n".repeat(40));
        assertMirrored();
        assertThat(ModelHighlighting.apply(robot, editor, EditorLanguage.YAML)).isTrue();
        assertThat(classesAt(fx(editor::getText).lastIndexOf('"'))).containsExactly("tok-string");
        robot.interact(editor::undo);
        assertThat(fx(editor::getText)).isEqualTo("k: v\n".repeat(40));
        assertMirrored();
        assertThat(ModelHighlighting.apply(robot, editor, EditorLanguage.YAML)).isTrue();
        assertThat(classesAt(3)).isEmpty();
    }

    @Test
    void replaceReplacesTheSelectedMatchAndMovesOn(FxRobot robot) {
        loadSample(robot);
        shortcut(robot, KeyCode.CONTROL, KeyCode.R);
        robot.write("tools");
        assertThat(selected()).isEqualTo("Tools");
        robot.clickOn(editor.findBar().replaceField()).write("kit");
        robot.type(KeyCode.ENTER);
        assertThat(fx(editor::getText)).contains("name: PDF_kit\n").contains("# PDF tools\n");
        assertThat(selected()).isEqualTo("tools");
        assertThat(editor.findBar().status()).isEqualTo("1 of 1");
    }

    @Test
    void findIsSeededWithTheSelection(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.select(12, 5, 12, 16));
        shortcut(robot, KeyCode.CONTROL, KeyCode.F);
        assertThat(editor.findBar().findField().getText()).isEqualTo("`pdftotext`");
        assertThat(editor.findBar().status()).isEqualTo("1 of 1");
    }

    @Test
    void ctrlGMovesTheCaretToALineAndColumn(FxRobot robot) {
        loadSample(robot);
        shortcut(robot, KeyCode.CONTROL, KeyCode.G);
        assertThat(editor.goToLineBar().isOpen()).isTrue();
        assertThat(editor.goToLineBar().field().getText()).isEqualTo("1");
        robot.write("12:5").type(KeyCode.ENTER);
        assertThat(editor.goToLineBar().isOpen()).isFalse();
        assertThat(editor.caretLineProperty().get()).isEqualTo(12);
        assertThat(editor.caretColumnProperty().get()).isEqualTo(5);
        assertThat(fx(() -> editor.area().isFocused())).isTrue();

        shortcut(robot, KeyCode.CONTROL, KeyCode.G);
        robot.write("16").type(KeyCode.ENTER);
        assertThat(editor.caretLineProperty().get()).isEqualTo(16);
        assertThat(editor.caretColumnProperty().get()).isEqualTo(1);

        shortcut(robot, KeyCode.CONTROL, KeyCode.G);
        robot.write("nope").type(KeyCode.ENTER);
        assertThat(editor.goToLineBar().isOpen()).as("stays open on bad input").isTrue();
        robot.type(KeyCode.ESCAPE);
        assertThat(editor.goToLineBar().isOpen()).isFalse();
        assertThat(editor.caretLineProperty().get()).isEqualTo(16);

        shortcut(robot, KeyCode.CONTROL, KeyCode.G);
        robot.write("999:999").type(KeyCode.ENTER);
        assertThat(fx(() -> editor.area().getCaretPosition())).isEqualTo(SampleSkill.LF.length());
    }
}
