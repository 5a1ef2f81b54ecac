package dev.catalogstudio.model.text;

import java.util.Arrays;

/**
 * The line starts of a text: the one line index of the model and the studio. Lines end at {@code \n}, {@code \r\n}
 * or a lone {@code \r} (an editor buffer holds {@code \n} only, a file on disk any of them); the terminator belongs to
 * the line it ends.
 *
 * <p>Units: offsets are 0-based, lines and columns 1-based, columns and offsets count UTF-16 code units. Every look-up
 * clamps into the text instead of throwing, so a diagnostic computed for an older text still lands somewhere sensible
 * in a newer one. Immutable and thread-safe.
 */
public final class LineIndex {

    private final CharSequence text;
    private final int[] starts;
    private final LineEnding firstEnding;

    private LineIndex(CharSequence text, int[] starts, LineEnding firstEnding) {
        this.text = text;
        this.starts = starts;
        this.firstEnding = firstEnding;
    }

    /** Indexes {@code text} in one pass; O(length). The index keeps a reference to {@code text}. */
    public static LineIndex of(CharSequence text) {
        var starts = new int[16];
        int count = 1;
        LineEnding first = null;
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c != '\n' && c != '\r') {
                continue;
            }
            if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') {
                i++;
                first = first == null ? LineEnding.CRLF : first;
            } else {
                first = first == null ? (c == '\n' ? LineEnding.LF : LineEnding.CR) : first;
            }
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, count * 2);
            }
            starts[count++] = i + 1;
        }
        return new LineIndex(text, Arrays.copyOf(starts, count), first == null ? LineEnding.LF : first);
    }

    /** Number of lines; an empty text, and a text ending in a terminator, count the empty last line. */
    public int lineCount() {
        return starts.length;
    }

    /** Length of the indexed text in UTF-16 code units. */
    public int length() {
        return text.length();
    }

    /** The first terminator of the text, or {@link LineEnding#LF} when it has none. */
    public LineEnding firstLineEnding() {
        return firstEnding;
    }

    /** Offset of the first character of {@code line} (1-based, clamped to the first and last line). */
    public int lineStart(int line) {
        return starts[clampLine(line) - 1];
    }

    /** Offset just after the last character of {@code line}, before its terminator (clamped like lineStart). */
    public int lineEnd(int line) {
        int l = clampLine(line);
        int start = starts[l - 1];
        int end = l < starts.length ? starts[l] : text.length();
        if (end > start && text.charAt(end - 1) == '\n') {
            end--;
        }
        if (end > start && text.charAt(end - 1) == '\r') {
            end--;
        }
        return end;
    }

    /**
     * The offset of a 1-based line and column, clamped into the text: a line before the first is the text's start, a
     * line after the last is its end, a column before 1 is the line's start and a column past the line's end is its
     * end.
     */
    public int offset(int line, int column) {
        if (line < 1) {
            return 0;
        }
        if (line > starts.length) {
            return text.length();
        }
        int start = lineStart(line);
        return (int) Math.min((long) start + Math.max(column, 1) - 1, lineEnd(line));
    }

    /** The 1-based line holding {@code offset} (clamped into the text). */
    public int lineOf(int offset) {
        int clamped = Math.max(0, Math.min(offset, text.length()));
        int idx = Arrays.binarySearch(starts, clamped);
        return idx >= 0 ? idx + 1 : -idx - 1;
    }

    /** The 1-based column of {@code offset} within its line, in UTF-16 code units (offset clamped into the text). */
    public int columnOf(int offset) {
        int clamped = Math.max(0, Math.min(offset, text.length()));
        return clamped - lineStart(lineOf(clamped)) + 1;
    }

    private int clampLine(int line) {
        return Math.max(1, Math.min(line, starts.length));
    }
}
