package dev.catalogstudio.app;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/** Finds labels and buttons drawn shortened ("Bu…"): what a test of "nothing is cut at this size" asserts on. */
public final class CutLabels {

    private CutLabels() {
    }

    /**
     * The texts of the visible labels and buttons under {@code node} whose drawn text is not their whole text, each
     * as {@code text (shown as 'Bu…')}. FX thread only, after a layout pass.
     */
    public static List<String> under(Node node) {
        var cut = new ArrayList<String>();
        if (!node.isVisible()) {
            return cut;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()
                && labeled.lookup(".text") instanceof Text shown && !shown.getText().equals(labeled.getText())) {
            cut.add(labeled.getText() + " (shown as '" + shown.getText() + "')");
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> cut.addAll(under(child)));
        }
        return cut;
    }
}
