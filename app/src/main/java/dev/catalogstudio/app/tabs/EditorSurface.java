package dev.catalogstudio.app.tabs;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.TextEdit;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableIntegerValue;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * What an editor tab needs from the text component: the narrow seam between the tabs and the code editor, so that
 * the tabs do not depend on its internals. Texts are LF-only, positions 1-based lines and UTF-16 columns.
 */
public interface EditorSurface {

    /** The node to put in the tab. */
    Node node();

    /** Replaces the text and clears the undo history. */
    void setText(String lfText);

    /** The current text. */
    String getText();

    /** The text, changing on every keystroke. */
    ObservableValue<String> textProperty();

    /** Whether the user may type. */
    void setEditable(boolean editable);

    /** The diagnostics to underline, as the model reported them for this text. */
    void setDiagnostics(List<Diagnostic> diagnostics);

    /** Called when the user picks a quick fix in the editor (hover, menu). */
    void setOnQuickFix(Consumer<QuickFix> handler);

    /** Applies edits computed against the current text, as one undoable change. */
    void applyEdits(List<TextEdit> edits);

    /**
     * Applies a quick fix as one undoable change, placing its edits by line and column (so a fix computed on a CRLF
     * reading of the file, or a keystroke ago, lands on the characters it names). The change flows to the model like
     * a keystroke.
     */
    void applyQuickFix(QuickFix fix);

    /** Selects {@code range}, scrolls to it and focuses the editor. */
    void goTo(Range range);

    void undo();

    void redo();

    ObservableBooleanValue undoAvailable();

    ObservableBooleanValue redoAvailable();

    /** The caret's 1-based line. */
    ObservableIntegerValue caretLine();

    /** The caret's 1-based column, in UTF-16 code units. */
    ObservableIntegerValue caretColumn();

    /** Opens the find bar. */
    void find();

    /** Opens the find-and-replace bar. */
    void replace();

    /** Asks for a line and goes there. */
    void goToLine();

    /** Focuses the text. */
    void focus();
}
