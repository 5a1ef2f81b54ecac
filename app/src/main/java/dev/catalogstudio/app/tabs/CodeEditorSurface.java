package dev.catalogstudio.app.tabs;

import dev.catalogstudio.app.editor.CodeEditor;
import dev.catalogstudio.app.editor.Language;
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

/** The {@link EditorSurface} of a tab, backed by the studio's {@link CodeEditor} (highlighting, squiggles, hover). */
final class CodeEditorSurface implements EditorSurface {

    private final CodeEditor editor = new CodeEditor();

    CodeEditorSurface(String path) {
        editor.setLanguage(Language.forPath(path));
    }

    /** The editor itself, for tests and tools that need more than the seam. */
    CodeEditor editor() {
        return editor;
    }

    @Override
    public Node node() {
        return editor;
    }

    @Override
    public void setText(String lfText) {
        editor.setText(lfText);
    }

    @Override
    public String getText() {
        return editor.getText();
    }

    @Override
    public ObservableValue<String> textProperty() {
        return editor.textProperty();
    }

    @Override
    public void setEditable(boolean editable) {
        editor.setEditable(editable);
    }

    @Override
    public void setDiagnostics(List<Diagnostic> diagnostics) {
        editor.setDiagnostics(diagnostics);
    }

    @Override
    public void setOnQuickFix(Consumer<QuickFix> handler) {
        editor.setOnQuickFix(handler);
    }

    @Override
    public void applyEdits(List<TextEdit> edits) {
        editor.applyEdits(edits);
    }

    @Override
    public void applyQuickFix(QuickFix fix) {
        editor.applyQuickFix(fix);
    }

    @Override
    public void goTo(Range range) {
        editor.goTo(range);
    }

    @Override
    public void undo() {
        editor.undo();
    }

    @Override
    public void redo() {
        editor.redo();
    }

    @Override
    public ObservableBooleanValue undoAvailable() {
        return editor.undoAvailableProperty();
    }

    @Override
    public ObservableBooleanValue redoAvailable() {
        return editor.redoAvailableProperty();
    }

    @Override
    public ObservableIntegerValue caretLine() {
        return editor.caretLineProperty();
    }

    @Override
    public ObservableIntegerValue caretColumn() {
        return editor.caretColumnProperty();
    }

    @Override
    public void find() {
        editor.openFind();
    }

    @Override
    public void replace() {
        editor.openReplace();
    }

    @Override
    public void goToLine() {
        editor.openGoToLine();
    }

    @Override
    public void focus() {
        editor.requestFocus();
    }
}
