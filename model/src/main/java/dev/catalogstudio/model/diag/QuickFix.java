package dev.catalogstudio.model.diag;

import dev.catalogstudio.model.text.TextEdit;
import java.util.List;

/**
 * A safe, mechanical repair for a diagnostic: text edits against the document the diagnostic belongs to. Edits do not
 * overlap and are listed in document order.
 *
 * @param title what the fix does, as a menu item ("Rename to 'pdf-tools'")
 * @param edits the edits, in document order
 */
public record QuickFix(String title, List<TextEdit> edits) {

    public QuickFix {
        edits = List.copyOf(edits);
    }

    /** Applies every edit to {@code text} (from the last to the first, so offsets stay valid). */
    public String applyTo(String text) {
        String result = text;
        for (int i = edits.size() - 1; i >= 0; i--) {
            result = edits.get(i).applyTo(result);
        }
        return result;
    }
}
