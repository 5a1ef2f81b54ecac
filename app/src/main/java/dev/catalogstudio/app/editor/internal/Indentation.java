package dev.catalogstudio.app.editor.internal;

import javafx.scene.control.IndexRange;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.TwoDimensional.Bias;

/**
 * What Tab does: YAML, JSON and Markdown must not get tab characters (YAML forbids them in indentation), so Tab
 * inserts spaces up to the next multiple of the indent unit; with a selection over several lines it indents each
 * line instead, as one undoable change.
 */
public final class Indentation {

    private Indentation() {
    }

    /** Handles Tab for {@code unit} spaces per level ({@code 0}: insert a tab character). */
    public static void tab(CodeArea area, int unit) {
        IndexRange selection = area.getSelection();
        int firstPar = area.offsetToPosition(selection.getStart(), Bias.Forward).getMajor();
        int lastPar = area.offsetToPosition(selection.getEnd(), Bias.Backward).getMajor();
        if (unit <= 0) {
            area.replaceSelection("\t");
        } else if (firstPar == lastPar || selection.getLength() == 0) {
            int column = area.offsetToPosition(selection.getStart(), Bias.Forward).getMinor();
            area.replaceSelection(" ".repeat(unit - column % unit));
        } else {
            var change = area.createMultiChange(lastPar - firstPar + 1);
            for (int par = lastPar; par >= firstPar; par--) {
                change.insertText(par, 0, " ".repeat(unit));
            }
            change.commit();
            area.selectRange(area.getAbsolutePosition(firstPar, 0),
                    area.getAbsolutePosition(lastPar, area.getParagraphLength(lastPar)));
        }
    }
}
