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
    /** The line starts found so far; {@code starts[0..count)} are final. Guarded by {@code this}. */
    private int[] starts;
    private int count;
    /** How far the text has been scanned: every terminator before it is in {@code starts}. Guarded by {@code this}. */
    private int scanned;
    private LineEnding firstEnding;

    private LineIndex(CharSequence text) {
        this.text = text;
        this.starts = new int[16];
        this.count = 1;
    }

    /**
     * Indexes {@code text}, lazily: the text is scanned only as far as a question needs (a check that asks for
     * positions in a document's frontmatter never scans its body); O(length) in all. The index keeps a reference to
     * {@code text}, which must not change.
     */
    public static LineIndex of(CharSequence text) {
        return new LineIndex(text);
    }

    /**
     * Scans on until {@code lines} line starts are known, or {@code offset} is passed, or the text ends. The loop works
     * on locals and writes the fields back once: under the command line's C1 compiler a field read per character made
     * this scan the largest cost of reading a frontmatter.
     */
    private void scan(int lines, int offset) {
        int length = text.length();
        int i = scanned;
        int n = count;
        int[] found = starts;
        LineEnding first = firstEnding;
        CharSequence chars = text;
        while (i < length && n < lines && i <= offset) {
            char c = chars.charAt(i);
            if (c > '\r' || c != '\n' && c != '\r') {
                i++;
                continue;
            }
            if (c == '\r' && i + 1 < length && chars.charAt(i + 1) == '\n') {
                i++;
                first = first == null ? LineEnding.CRLF : first;
            } else {
                first = first == null ? (c == '\n' ? LineEnding.LF : LineEnding.CR) : first;
            }
            if (n == found.length) {
                found = Arrays.copyOf(found, n * 2);
            }
            found[n++] = i + 1;
            i++;
        }
        scanned = i;
        count = n;
        starts = found;
        firstEnding = first;
    }

    private void scanAll() {
        scan(Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    /** Number of lines; an empty text, and a text ending in a terminator, count the empty last line. */
    public synchronized int lineCount() {
        scanAll();
        return count;
    }

    /**
     * Whether the text has a line {@code line} (1-based): scans only as far as that line's start, so asking about a
     * frontmatter's lines never reads the body below it.
     */
    public synchronized boolean hasLine(int line) {
        if (line < 1) {
            return false;
        }
        scan(line, Integer.MAX_VALUE);
        return line <= count;
    }

    /**
     * How many characters (UTF-16 code units, from the start) the index has read so far: the work its questions cost,
     * up to {@link #length()}. Tests use it to show what a reading leaves unread.
     */
    public synchronized int scanned() {
        return scanned;
    }

    /** Length of the indexed text in UTF-16 code units. */
    public int length() {
        return text.length();
    }

    /** The first terminator of the text, or {@link LineEnding#LF} when it has none. */
    public synchronized LineEnding firstLineEnding() {
        scan(2, Integer.MAX_VALUE);
        return firstEnding == null ? LineEnding.LF : firstEnding;
    }

    /** Offset of the first character of {@code line} (1-based, clamped to the first and last line). */
    public synchronized int lineStart(int line) {
        scan(line, Integer.MAX_VALUE);
        return starts[Math.max(1, Math.min(line, count)) - 1];
    }

    /** Offset just after the last character of {@code line}, before its terminator (clamped like lineStart). */
    public synchronized int lineEnd(int line) {
        scan(Math.max(line, 1) + 1, Integer.MAX_VALUE);
        int l = Math.max(1, Math.min(line, count));
        int start = starts[l - 1];
        int end = l < count ? starts[l] : text.length();
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
    public synchronized int offset(int line, int column) {
        if (line < 1) {
            return 0;
        }
        scan(line + 1, Integer.MAX_VALUE);
        if (line > count) {
            return text.length();
        }
        int start = lineStart(line);
        return (int) Math.min((long) start + Math.max(column, 1) - 1, lineEnd(line));
    }

    /** The 1-based line holding {@code offset} (clamped into the text). */
    public synchronized int lineOf(int offset) {
        int clamped = Math.max(0, Math.min(offset, text.length()));
        scan(Integer.MAX_VALUE, clamped);
        int idx = Arrays.binarySearch(starts, 0, count, clamped);
        return idx >= 0 ? idx + 1 : -idx - 1;
    }

    /** The 1-based column of {@code offset} within its line, in UTF-16 code units (offset clamped into the text). */
    public synchronized int columnOf(int offset) {
        int clamped = Math.max(0, Math.min(offset, text.length()));
        return clamped - lineStart(lineOf(clamped)) + 1;
    }
}
