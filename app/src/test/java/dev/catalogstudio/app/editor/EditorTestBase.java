package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.text.LineEnding;
import java.util.Collection;
import java.util.concurrent.Callable;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A fresh {@link CodeEditor} in a shown window (headless under Monocle) for each test, in the PrimerLight theme.
 * TestFX finds {@code @Start} only on the test class itself, so each subclass declares one that calls
 * {@link #mount}.
 */
@ExtendWith(ApplicationExtension.class)
abstract class EditorTestBase {

    CodeEditor editor;
    /** The tab holding the sample, wired to the editor as {@link EditorTabsView} wires it: its dirty flag is the one. */
    EditorTabModel tab;

    void mount(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        var root = new StackPane();
        stage.setScene(new Scene(root, 900, 520));
        stage.show();
        editor = new CodeEditor();
        root.getChildren().add(editor);
        editor.requestFocus();
    }

    /** Loads the sample SKILL.md with its CRLF-origin diagnostics. */
    void loadSample(FxRobot robot) {
        robot.interact(() -> {
            editor.setLanguage(EditorLanguage.MARKDOWN_FRONTMATTER);
            tab = new EditorTabModel("skills/pdf/SKILL.md", new TextFiles.Loaded(SampleSkill.LF, LineEnding.LF, false));
            editor.setText(tab.getText());
            editor.textProperty().addListener((o, old, now) -> tab.textProperty().set(now));
            tab.textProperty().addListener((o, old, now) -> {
                if (!now.equals(editor.getText())) {
                    editor.setText(now);
                }
            });
            editor.setDiagnostics(SampleSkill.crlfDiagnostics());
            editor.requestFocus();
        });
        ModelHighlighting.apply(robot, editor, EditorLanguage.MARKDOWN_FRONTMATTER);
    }

    /** Whether the sample's tab differs from the file as loaded or last saved. */
    boolean dirty() {
        return fx(tab::isDirty);
    }

    /** Runs {@code action} on the FX thread and returns its result. */
    static <T> T fx(Callable<T> action) {
        return WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(action));
    }

    /** The style classes of the character at {@code offset}. */
    Collection<String> classesAt(int offset) {
        return fx(() -> editor.area().getStyleOfChar(offset));
    }

    /** Asserts the editor's text copy equals what RichTextFX holds. */
    void assertMirrored() {
        assertThat(fx(editor::getText)).isEqualTo(fx(() -> editor.area().getText()));
    }

    /** Presses a shortcut: the keys down in order, then up in reverse. */
    static void shortcut(FxRobot robot, KeyCode... keys) {
        robot.press(keys);
        for (int i = keys.length - 1; i >= 0; i--) {
            robot.release(keys[i]);
        }
    }
}
