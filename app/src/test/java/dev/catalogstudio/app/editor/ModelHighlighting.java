package dev.catalogstudio.app.editor;

import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.formats.Highlights;
import dev.catalogstudio.model.text.SourceText;
import java.util.concurrent.atomic.AtomicReference;
import org.testfx.api.FxRobot;

/**
 * Plays the session's part for an editor under test: the model's highlighting of the editor's current text, computed
 * on the test thread (off the FX thread, as the session computes it) and handed to the editor.
 */
final class ModelHighlighting {

    private ModelHighlighting() {
    }

    /** Highlights the editor's text as {@code language}; returns whether the editor took it. */
    static boolean apply(FxRobot robot, CodeEditor editor, EditorLanguage language) {
        var text = new AtomicReference<String>();
        robot.interact(() -> text.set(editor.getText()));
        var highlighting = Highlights.of(language, SourceText.of(text.get()));
        var taken = new AtomicReference<Boolean>();
        robot.interact(() -> taken.set(editor.setHighlighting(text.get(), highlighting)));
        return taken.get();
    }
}
