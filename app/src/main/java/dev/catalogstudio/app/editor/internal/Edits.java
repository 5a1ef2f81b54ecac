package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.text.LineIndex;
import dev.catalogstudio.model.text.PlacedEdits;
import dev.catalogstudio.model.text.TextEdit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.undo.UndoManager;

/** Turns model text edits into edits of the editor's text, works out where the caret goes, and applies them. */
public final class Edits {

    private Edits() {
    }

    /**
     * An edit of the editor's text: replace {@code [start, end)} (0-based UTF-16 offsets) with {@code text}.
     *
     * @param start first replaced offset
     * @param end   offset after the last replaced character
     * @param text  the replacement, with {@code \n} line endings
     */
    public record OffsetEdit(int start, int end, String text) {
    }

    /** The edits by their ranges' offsets, taken as offsets into the editor's text; CRLF in new text becomes LF. */
    public static List<OffsetEdit> byOffset(List<TextEdit> edits) {
        return edits.stream().map(e -> new OffsetEdit(e.range().startOffset(), e.range().endOffset(),
                lf(e.newText()))).toList();
    }

    /**
     * The edits by their ranges' 1-based lines and UTF-16 columns (clamped into the text, as diagnostics are
     * placed), so edits computed on a CRLF reading of the file land right; CRLF in their new text becomes LF.
     */
    public static List<OffsetEdit> byPosition(List<TextEdit> edits, LineIndex index) {
        return PlacedEdits.place(edits, index).stream().map(p -> new OffsetEdit(p.start(), p.end(), p.text())).toList();
    }

    private static String lf(String text) {
        return LineEnding.toLf(text);
    }

    /**
     * The edits sorted by offset, after checking that they fit a text of {@code length} and do not overlap.
     *
     * @throws IllegalArgumentException if an edit leaves {@code [0, length]}, ends before it starts, or two overlap
     */
    public static List<OffsetEdit> checked(List<OffsetEdit> edits, int length) {
        var sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt(OffsetEdit::start).thenComparingInt(OffsetEdit::end));
        int last = 0;
        for (OffsetEdit edit : sorted) {
            if (edit.start() < 0 || edit.end() < edit.start() || edit.end() > length) {
                throw new IllegalArgumentException("edit " + edit.start() + ".." + edit.end()
                        + " is outside the text of " + length + " characters");
            }
            if (edit.start() < last) {
                throw new IllegalArgumentException("edits overlap at offset " + edit.start());
            }
            last = edit.end();
        }
        return sorted;
    }

    /**
     * Where a caret at {@code caret} ends up after {@code sorted} edits: before an edit it stays, after one it moves by
     * the edit's change in length, inside a replaced range it keeps its distance from the range's start (clamped to
     * the end of the replacement), and at an insertion point it goes after the inserted text.
     */
    public static int caretAfter(int caret, List<OffsetEdit> sorted) {
        int delta = 0;
        for (OffsetEdit edit : sorted) {
            if (caret < edit.start() || caret == edit.start() && edit.start() < edit.end()) {
                break;
            }
            if (caret >= edit.end()) {
                delta += edit.text().length() - (edit.end() - edit.start());
            } else {
                return edit.start() + delta + Math.min(caret - edit.start(), edit.text().length());
            }
        }
        return caret + delta;
    }

    /**
     * The edits cut down to what they change in {@code text}: the characters an edit's replacement shares with the
     * start and the end of the text it replaces are left in place, and an edit that changes nothing is dropped. The
     * text comes out the same; the caret and the styles of the unchanged characters are kept (a form's new value for
     * a field replaces only what differs).
     */
    public static List<OffsetEdit> trimmed(CharSequence text, List<OffsetEdit> sorted) {
        var result = new ArrayList<OffsetEdit>(sorted.size());
        for (OffsetEdit edit : sorted) {
            String now = edit.text();
            int oldLength = edit.end() - edit.start();
            int prefix = 0;
            while (prefix < oldLength && prefix < now.length()
                    && text.charAt(edit.start() + prefix) == now.charAt(prefix)) {
                prefix++;
            }
            int suffix = 0;
            while (suffix < oldLength - prefix && suffix < now.length() - prefix
                    && text.charAt(edit.end() - 1 - suffix) == now.charAt(now.length() - 1 - suffix)) {
                suffix++;
            }
            // Never split a surrogate pair: back off to whole code points.
            while (prefix > 0 && Character.isHighSurrogate(now.charAt(prefix - 1))) {
                prefix--;
            }
            while (suffix > 0 && Character.isLowSurrogate(now.charAt(now.length() - suffix))) {
                suffix--;
            }
            if (prefix == oldLength && prefix == now.length()) {
                continue; // changes nothing
            }
            result.add(new OffsetEdit(edit.start() + prefix, edit.end() - suffix,
                    now.substring(prefix, now.length() - suffix)));
        }
        return result;
    }

    /**
     * Applies {@code edits}, {@linkplain #trimmed trimmed} to what they change, to the area as one undoable change and
     * moves the caret as {@link #caretAfter} says; the view follows the caret only as far as it must.
     *
     * @throws IllegalArgumentException as {@link #checked} does; the text is then unchanged
     */
    public static void apply(CodeArea area, List<OffsetEdit> edits) {
        var sorted = trimmed(area.getText(), checked(edits, area.getLength()));
        if (sorted.isEmpty()) {
            return;
        }
        int caret = caretAfter(area.getCaretPosition(), sorted);
        UndoManager<?> undo = area.getUndoManager();
        undo.preventMerge();
        var change = area.createMultiChange(sorted.size());
        for (int i = sorted.size() - 1; i >= 0; i--) {
            var edit = sorted.get(i);
            change.replaceText(edit.start(), edit.end(), edit.text());
        }
        change.commit();
        undo.preventMerge();
        area.moveTo(Math.min(caret, area.getLength()));
        area.requestFollowCaret();
    }
}
