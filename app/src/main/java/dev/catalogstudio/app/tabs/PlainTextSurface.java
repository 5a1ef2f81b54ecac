package dev.catalogstudio.app.tabs;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.TextEdit;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.TextArea;

/** A plain {@link TextArea} surface: a stand-in until the code editor is merged. */
final class PlainTextSurface implements EditorSurface {

    private final TextArea area = new TextArea();

    PlainTextSurface() {
        area.getStyleClass().add("plain-editor");
    }

    @Override
    public Node node() {
        return area;
    }

    @Override
    public void setText(String lfText) {
        area.setText(lfText);
    }

    @Override
    public String getText() {
        return area.getText();
    }

    @Override
    public ObservableValue<String> textProperty() {
        return area.textProperty();
    }

    @Override
    public void setEditable(boolean editable) {
        area.setEditable(editable);
    }

    @Override
    public void setDiagnostics(List<Diagnostic> diagnostics) {
        area.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("problems"), !diagnostics.isEmpty());
    }

    @Override
    public void setOnQuickFix(Consumer<QuickFix> handler) {
    }

    @Override
    public void applyEdits(List<TextEdit> edits) {
        for (int i = edits.size() - 1; i >= 0; i--) {
            var e = edits.get(i);
            area.replaceText(e.range().startOffset(), e.range().endOffset(), e.newText());
        }
    }

    @Override
    public void goTo(Range range) {
        int length = area.getLength();
        area.selectRange(Math.min(range.startOffset(), length), Math.min(range.endOffset(), length));
        area.requestFocus();
    }

    @Override
    public void undo() {
        area.undo();
    }

    @Override
    public void redo() {
        area.redo();
    }

    @Override
    public ObservableBooleanValue undoAvailable() {
        return area.undoableProperty();
    }

    @Override
    public ObservableBooleanValue redoAvailable() {
        return area.redoableProperty();
    }

    @Override
    public void find() {
    }

    @Override
    public void replace() {
    }

    @Override
    public void goToLine() {
    }

    @Override
    public void focus() {
        area.requestFocus();
    }
}
