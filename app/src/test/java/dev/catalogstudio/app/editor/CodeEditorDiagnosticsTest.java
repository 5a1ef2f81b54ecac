package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.format.EditorLanguage;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.event.MouseOverTextEvent;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

class CodeEditorDiagnosticsTest extends EditorTestBase {

    private final List<QuickFix> chosen = new ArrayList<>();

    @Start
    void start(Stage stage) {
        mount(stage);
        editor.setOnQuickFix(chosen::add);
    }

    private int offsetOf(String word) {
        return SampleSkill.LF.indexOf(word);
    }

    @Test
    void crlfOriginDiagnosticsUnderlineExactlyTheirCharacters(FxRobot robot) {
        loadSample(robot);
        int name = offsetOf("PDF_Tools");
        assertThat(classesAt(name - 1)).doesNotContain("diag-error");
        for (int i = name; i < name + "PDF_Tools".length(); i++) {
            assertThat(classesAt(i)).as("char %d", i).contains("diag-error");
        }
        assertThat(classesAt(name + "PDF_Tools\n".length())).as("next line").doesNotContain("diag-error");

        int ref = offsetOf("references/REFERENCE.md");
        assertThat(classesAt(ref)).contains("diag-warning");
        assertThat(classesAt(ref + "references/REFERENCE.md".length() - 1)).contains("diag-warning");
        assertThat(classesAt(ref + "references/REFERENCE.md".length())).doesNotContain("diag-warning");
    }

    @Test
    void underlinesCombineWithSyntaxClasses(FxRobot robot) {
        loadSample(robot);
        int internal = offsetOf("internal");
        assertThat(classesAt(internal)).containsExactly("tok-key", "diag-info");
        assertThat(classesAt(offsetOf("license"))).containsExactly("tok-key");
        assertThat(classesAt(offsetOf("# PDF tools"))).containsExactly("tok-heading");
    }

    @Test
    void newDiagnosticsReplaceOldOnesAndFollowEdits(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.setDiagnostics(List.of()));
        assertThat(classesAt(offsetOf("PDF_Tools"))).doesNotContain("diag-error");
        robot.interact(() -> editor.setDiagnostics(SampleSkill.crlfDiagnostics()));
        robot.interact(() -> editor.goTo(1, 1));
        robot.write("\n");
        // Until the model reports again, the diagnostic stays at line 2, columns 7-16: now the short line "---",
        // so it is clamped to that line's end and underlines its last character.
        assertThat(fx(editor::getText)).startsWith("\n---\nname: PDF_Tools");
        assertThat(classesAt(3)).contains("diag-error");
        assertThat(classesAt(2)).doesNotContain("diag-error");
        assertThat(classesAt(offsetOf("PDF_Tools") + 1)).doesNotContain("diag-error");
    }

    @Test
    void typedSyntaxIsHighlightedWhenTheModelAnswersAndTheOldHighlightingMovesMeanwhile(FxRobot robot) {
        loadSample(robot);
        String before = fx(editor::getText);
        int key = before.indexOf("description:");
        assertThat(classesAt(key)).contains("tok-key");
        robot.interact(() -> editor.goTo(1, 1));
        robot.write("## New\n");
        // The editor lexes nothing: until the model's answer the old spans move with the text.
        int heading = fx(editor::getText).indexOf("## New");
        assertThat(classesAt(heading + 4)).doesNotContain("tok-heading");
        assertThat(classesAt(key + "## New\n".length())).contains("tok-key");
        // A stale answer (of the text before the edit) is dropped; the answer for the current text is taken.
        var stale = dev.catalogstudio.model.formats.Highlights.of(EditorLanguage.MARKDOWN_FRONTMATTER,
                dev.catalogstudio.model.text.SourceText.of(before));
        assertThat(fx(() -> editor.setHighlighting(before, stale))).isFalse();
        assertThat(ModelHighlighting.apply(robot, editor, EditorLanguage.MARKDOWN_FRONTMATTER)).isTrue();
        assertThat(classesAt(heading + 4)).contains("tok-heading");
        // No frontmatter on line 1 any more: the former key is now Markdown text.
        assertThat(classesAt(key + "## New\n".length())).doesNotContain("tok-key");
    }

    @Test
    void hoverShowsTheCardAndAFixButtonCallsBack(FxRobot robot) {
        loadSample(robot);
        int index = offsetOf("PDF_Tools") + 2;
        robot.interact(() -> editor.area().fireEvent(MouseOverTextEvent.beginAt(new Point2D(0, 0), index)));
        assertThat(editor.popup().isShowing()).isTrue();
        assertThat(robot.from(editor.popup().card()).lookup(".diagnostic-message").queryLabeled().getText())
                .contains("not lowercase kebab-case");
        assertThat(robot.from(editor.popup().card()).lookup(".diagnostic-code").queryLabeled().getText())
                .isEqualTo("name-format");
        Button fix = robot.from(editor.popup().card()).lookup(".quick-fix").queryButton();
        assertThat(fix.getText()).isEqualTo("Rename to 'pdf-tools'");
        robot.clickOn(fix);
        assertThat(chosen).containsExactly(SampleSkill.RENAME);
        assertThat(editor.popup().isShowing()).isFalse();
    }

    @Test
    void aCommandOfTheDiagnosticFollowsItsFixesOnTheCardAndRunsWhenChosen(FxRobot robot) {
        var ran = new ArrayList<String>();
        robot.interact(() -> editor.setDiagnosticActions(d -> d.code().equals("name-format")
                ? List.of(new dev.catalogstudio.app.session.DiagnosticAction("Update the other copy from this one\u2026",
                () -> ran.add(d.code()))) : List.of()));
        loadSample(robot);
        int index = offsetOf("PDF_Tools") + 2;
        robot.interact(() -> editor.area().fireEvent(MouseOverTextEvent.beginAt(new Point2D(0, 0), index)));

        var buttons = robot.from(editor.popup().card()).lookup(".quick-fix").queryAllAs(Button.class).stream()
                .map(Button::getText).toList();
        assertThat(buttons).containsExactly("Rename to 'pdf-tools'", "Update the other copy from this one\u2026");
        Button command = robot.from(editor.popup().card()).lookup(".quick-fix").queryAllAs(Button.class).stream()
                .filter(b -> b.getText().startsWith("Update")).findFirst().orElseThrow();
        robot.clickOn(command);
        assertThat(ran).containsExactly("name-format");
        assertThat(chosen).as("no text fix applied").isEmpty();
        assertThat(editor.popup().isShowing()).isFalse();
    }

    @Test
    void hoverOverUnderlinedTextOnlyAndTheCardClosesWhenTheMouseLeaves(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.area().fireEvent(MouseOverTextEvent.beginAt(new Point2D(0, 0), 1)));
        assertThat(editor.popup().isShowing()).isFalse();
        robot.interact(() -> editor.area().fireEvent(MouseOverTextEvent.beginAt(new Point2D(0, 0),
                offsetOf("references/"))));
        assertThat(editor.popup().isShowing()).isTrue();
        robot.interact(() -> editor.area().fireEvent(MouseOverTextEvent.end()));
        robot.sleep(600);
        assertThat(editor.popup().isShowing()).isFalse();
    }

    @Test
    void ctrlPeriodOpensTheCardAtTheCaretAndEnterChoosesTheFix(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.goTo(2, 16));
        shortcut(robot, KeyCode.CONTROL, KeyCode.PERIOD);
        assertThat(editor.popup().isShowing()).isTrue();
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
        robot.type(KeyCode.ENTER);
        assertThat(chosen).containsExactly(SampleSkill.RENAME);
        assertThat(editor.popup().isShowing()).isFalse();
        assertThat(fx(editor::getText)).as("the editor itself does not edit; the shell applies the fix")
                .isEqualTo(SampleSkill.LF);
    }

    @Test
    void altEnterAlsoOpensItEscapeClosesItAndNothingOpensAwayFromDiagnostics(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.goTo(1, 1));
        shortcut(robot, KeyCode.CONTROL, KeyCode.PERIOD);
        assertThat(editor.popup().isShowing()).isFalse();
        robot.interact(() -> editor.goTo(8, 4));
        shortcut(robot, KeyCode.ALT, KeyCode.ENTER);
        assertThat(editor.popup().isShowing()).isTrue();
        assertThat(robot.from(editor.popup().card()).lookup(".diagnostic-code").queryLabeled().getText())
                .isEqualTo("field-unknown");
        robot.type(KeyCode.ESCAPE);
        assertThat(editor.popup().isShowing()).isFalse();
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
        assertThat(chosen).isEmpty();
    }

    @Test
    void aQuickFixAppliedThroughApplyEditsClearsTheProblem(FxRobot robot) {
        loadSample(robot);
        robot.interact(() -> editor.setOnQuickFix(fix -> {
            editor.applyEdits(fix.edits());
            editor.setDiagnostics(SampleSkill.crlfDiagnostics().subList(1, 3));
        }));
        robot.interact(() -> editor.goTo(2, 8));
        shortcut(robot, KeyCode.CONTROL, KeyCode.PERIOD);
        robot.type(KeyCode.ENTER);
        assertThat(fx(editor::getText)).contains("name: pdf-tools\n");
        assertThat(classesAt(offsetOf("PDF_Tools"))).doesNotContain("diag-error");
        shortcut(robot, KeyCode.CONTROL, KeyCode.Z);
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
    }

    @Test
    void applyQuickFixPlacesACrlfOriginFixByLineAndColumn(FxRobot robot) {
        loadSample(robot);
        var crlfFix = SampleSkill.crlfFixReplacing("metadata:\r\n  version", "metadata:\r\n  revision");
        robot.interact(() -> editor.applyQuickFix(crlfFix));
        assertThat(fx(editor::getText)).contains("\nmetadata:\n  revision: 1.2.0\n").doesNotContain("\r");
        assertMirrored();
        robot.interact(editor::undo);
        assertThat(fx(editor::getText)).isEqualTo(SampleSkill.LF);
    }
}
