package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.text.LineIndex;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.text.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * A diagnostic placed in the editor's text by its 1-based line and UTF-16 column (never by offset: the model may have
 * read the file with CRLF endings while the editor holds LF).
 *
 * @param diagnostic the diagnostic
 * @param start      first underlined offset, 0-based
 * @param end        end of the underline, exclusive; equal to {@code start} only where there is no character to
 *                   underline (an empty line, an empty text)
 */
public record PlacedDiagnostic(Diagnostic diagnostic, int start, int end) {

    /**
     * Places every diagnostic. A range outside the text is clamped into it; a zero-length range underlines the next
     * character (a whole surrogate pair), or the previous one at the end of a line.
     */
    public static List<PlacedDiagnostic> placeAll(CharSequence text, LineIndex index, List<Diagnostic> diagnostics) {
        var placed = new ArrayList<PlacedDiagnostic>(diagnostics.size());
        for (Diagnostic d : diagnostics) {
            placed.add(place(text, index, d));
        }
        return placed;
    }

    static PlacedDiagnostic place(CharSequence text, LineIndex index, Diagnostic d) {
        int start = offset(index, d.range().start());
        int end = Math.max(start, offset(index, d.range().end()));
        if (end == start) {
            int line = index.lineOf(start);
            if (start < index.lineEnd(line)) {
                end = start + (Character.isHighSurrogate(text.charAt(start)) && start + 1 < index.lineEnd(line)
                        ? 2 : 1);
            } else if (start > index.lineStart(line)) {
                end = start;
                start = start - (start >= 2 && Character.isLowSurrogate(text.charAt(start - 1))
                        && Character.isHighSurrogate(text.charAt(start - 2)) ? 2 : 1);
            }
        }
        return new PlacedDiagnostic(d, start, end);
    }

    private static int offset(LineIndex index, Position p) {
        return index.offset(p.line(), p.column());
    }

    /** Whether the caret at {@code offset} is on this diagnostic (its end counts, so a caret just after it does). */
    public boolean touches(int offset) {
        return offset >= start && offset <= end;
    }

    /** Whether the character at {@code offset} is underlined by this diagnostic. */
    public boolean covers(int offset) {
        return offset >= start && offset < end;
    }
}
