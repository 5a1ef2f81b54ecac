package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.text.TextEdit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.undo.UndoManager;

/** Checks model text edits against the editor's text, works out where the caret goes, and applies them. */
public final class Edits {

    private Edits() {
    }

    /**
     * The edits sorted by offset, after checking that they fit a text of {@code length} and do not overlap.
     *
     * @throws IllegalArgumentException if an edit's offsets leave {@code [0, length]} or two edits overlap
     */
    public static List<TextEdit> checked(List<TextEdit> edits, int length) {
        var sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt((TextEdit e) -> e.range().startOffset())
                .thenComparingInt(e -> e.range().endOffset()));
        int last = 0;
        for (TextEdit edit : sorted) {
            int start = edit.range().startOffset();
            int end = edit.range().endOffset();
            if (end > length) {
                throw new IllegalArgumentException("edit " + start + ".." + end + " is outside the text of "
                        + length + " characters");
            }
            if (start < last) {
                throw new IllegalArgumentException("edits overlap at offset " + start);
            }
            last = end;
        }
        return sorted;
    }

    /**
     * Where a caret at {@code caret} ends up after {@code sorted} edits: before an edit it stays, after one it moves by
     * the edit's change in length, inside a replaced range it goes to the end of the replacement, and at an insertion
     * point it goes after the inserted text.
     */
    public static int caretAfter(int caret, List<TextEdit> sorted) {
        int delta = 0;
        for (TextEdit edit : sorted) {
            int start = edit.range().startOffset();
            int end = edit.range().endOffset();
            if (caret < start || caret == start && start < end) {
                break;
            }
            if (caret >= end) {
                delta += edit.newText().length() - (end - start);
            } else {
                return start + delta + edit.newText().length();
            }
        }
        return caret + delta;
    }

    /**
     * Applies {@code edits} (0-based offsets into the area's current text) to the area as one undoable change and
     * moves the caret as {@link #caretAfter} says.
     *
     * @throws IllegalArgumentException as {@link #checked} does; the text is then unchanged
     */
    public static void apply(CodeArea area, List<TextEdit> edits) {
        var sorted = checked(edits, area.getLength());
        if (sorted.isEmpty()) {
            return;
        }
        int caret = caretAfter(area.getCaretPosition(), sorted);
        UndoManager<?> undo = area.getUndoManager();
        undo.preventMerge();
        var change = area.createMultiChange(sorted.size());
        for (int i = sorted.size() - 1; i >= 0; i--) {
            var edit = sorted.get(i);
            change.replaceText(edit.range().startOffset(), edit.range().endOffset(), edit.newText());
        }
        change.commit();
        undo.preventMerge();
        area.moveTo(Math.min(caret, area.getLength()));
        area.requestFollowCaret();
    }
}
