package dev.catalogstudio.app.editor.internal;

import java.util.Arrays;

/**
 * Line starts of an editor text, whose lines end with {@code \n} only. Lines and columns are 1-based, columns count
 * UTF-16 code units; offsets are 0-based.
 */
public final class LineIndex {

    private final int length;
    private final int[] starts;

    private LineIndex(int length, int[] starts) {
        this.length = length;
        this.starts = starts;
    }

    /** Indexes {@code text}. */
    public static LineIndex of(CharSequence text) {
        int[] starts = new int[16];
        int count = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        return new LineIndex(text.length(), Arrays.copyOf(starts, count));
    }

    /** Number of lines (an empty text has one). */
    public int lineCount() {
        return starts.length;
    }

    /** Length of the indexed text. */
    public int length() {
        return length;
    }

    /** Offset of the first character of {@code line}, clamped to the first and last line. */
    public int lineStart(int line) {
        return starts[clampLine(line) - 1];
    }

    /** Offset just after the last character of {@code line} (before its {@code \n}), clamped like lineStart. */
    public int lineEnd(int line) {
        int l = clampLine(line);
        return l < starts.length ? starts[l] - 1 : length;
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
            return length;
        }
        int start = lineStart(line);
        return Math.min(start + Math.max(column, 1) - 1, lineEnd(line));
    }

    /** The 1-based line holding {@code offset} (clamped into the text). */
    public int lineOf(int offset) {
        int clamped = Math.max(0, Math.min(offset, length));
        int idx = Arrays.binarySearch(starts, clamped);
        return idx >= 0 ? idx + 1 : -idx - 1;
    }

    /** The 1-based column of {@code offset} within its line. */
    public int columnOf(int offset) {
        int clamped = Math.max(0, Math.min(offset, length));
        return clamped - lineStart(lineOf(clamped)) + 1;
    }

    private int clampLine(int line) {
        return Math.max(1, Math.min(line, starts.length));
    }
}
