package dev.catalogstudio.model.text;

import java.util.Objects;

/**
 * An immutable document text with a line index.
 *
 * <p>Offsets are 0-based and count UTF-16 code units of {@link #text()}; lines and columns are 1-based, columns count
 * UTF-16 code units. A leading U+FEFF byte order mark is not part of {@link #text()}; {@link #hasBom()} remembers it
 * so a save can write it back. Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}; the terminator belongs to
 * the line it ends.
 */
public final class SourceText {

    private final String text;
    private final boolean bom;
    private final LineIndex lines;
    /** Whether the text is known to hold no surrogate: every UTF-16 code unit is one code point. */
    private final boolean noSurrogates;

    private SourceText(String text, boolean bom, boolean noSurrogates) {
        this.text = text;
        this.bom = bom;
        this.lines = LineIndex.of(text);
        this.noSurrogates = noSurrogates;
    }

    /** Wraps {@code text}, dropping (and remembering) a leading byte order mark. */
    public static SourceText of(String text) {
        return of(text, false);
    }

    /**
     * {@link #of(String)}, told by whoever made {@code text} whether it holds no surrogate (a decoder that saw no
     * four-byte UTF-8 sequence): {@link #codePointCount} then counts nothing.
     */
    static SourceText of(String text, boolean noSurrogates) {
        Objects.requireNonNull(text, "text");
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            return new SourceText(text.substring(1), true, noSurrogates);
        }
        return new SourceText(text, false, noSurrogates);
    }

    /**
     * The number of Unicode code points between two 0-based UTF-16 offsets (a surrogate pair is one). Constant time for
     * a text decoded without supplementary characters, else a loop over the range (the JDK's).
     *
     * @throws IndexOutOfBoundsException if the offsets are outside the text or {@code from > to}
     */
    public int codePointCount(int from, int to) {
        if (noSurrogates) {
            Objects.checkFromToIndex(from, to, text.length());
            return to - from;
        }
        return text.codePointCount(from, to);
    }

    /** The text without a byte order mark. */
    public String text() {
        return text;
    }

    /** Length of {@link #text()} in UTF-16 code units. */
    public int length() {
        return text.length();
    }

    /** Whether the original text began with a byte order mark. */
    public boolean hasBom() {
        return bom;
    }

    /** The first line terminator found in the text, or {@link LineEnding#LF} for a single-line text. */
    public LineEnding lineEnding() {
        return lines.firstLineEnding();
    }

    /** The line index of {@link #text()}. */
    public LineIndex lines() {
        return lines;
    }

    /** Number of lines; an empty text, and a text ending in a terminator, count the empty last line. */
    public int lineCount() {
        return lines.lineCount();
    }

    /** Whether there is a line {@code line} (1-based); reads the text only as far as that line's start. */
    public boolean hasLine(int line) {
        return lines.hasLine(line);
    }

    /**
     * Offset of the first character of a line.
     *
     * @param line 1-based line number
     * @throws IndexOutOfBoundsException if there is no such line
     */
    public int lineStart(int line) {
        return lines.lineStart(checkLine(line));
    }

    /** Offset just after the last character of {@code line}, before its terminator. */
    public int lineEnd(int line) {
        return lines.lineEnd(checkLine(line));
    }

    /** The characters of {@code line} without its terminator. */
    public String lineText(int line) {
        return text.substring(lineStart(line), lineEnd(line));
    }

    /**
     * The position of an offset.
     *
     * @param offset 0-based, from 0 to {@link #length()} inclusive
     * @throws IndexOutOfBoundsException if the offset is outside the text
     */
    public Position positionAt(int offset) {
        if (offset < 0 || offset > text.length()) {
            throw new IndexOutOfBoundsException("offset " + offset + " outside 0.." + text.length());
        }
        int line = lines.lineOf(offset);
        return new Position(line, offset - lines.lineStart(line) + 1, offset);
    }

    /**
     * The offset of a 1-based line and column; a column past the end of the line is clamped to the line's end.
     *
     * @throws IndexOutOfBoundsException if there is no such line
     */
    public int offsetAt(int line, int column) {
        int start = lineStart(line);
        return Math.min(start + Math.max(column, 1) - 1, lineEnd(line));
    }

    /**
     * The offset of a 0-based line and a 0-based column counted in Unicode code points (the convention of YAML parser
     * marks), clamped to the line's end.
     */
    public int offsetAtCodePoint(int line0, int codePointColumn) {
        int line = lines.hasLine(line0 + 1) ? line0 + 1 : lineCount();
        int start = lineStart(line);
        int end = lineEnd(line);
        int offset = start;
        for (int i = 0; i < codePointColumn && offset < end; i++) {
            offset += Character.charCount(text.codePointAt(offset));
        }
        return offset;
    }

    /** The range between two offsets. */
    public Range range(int startOffset, int endOffset) {
        return new Range(positionAt(startOffset), positionAt(endOffset));
    }

    /** The whole of {@code line}, without its terminator. */
    public Range lineRange(int line) {
        return range(lineStart(line), lineEnd(line));
    }

    /** The characters a range covers. */
    public String slice(Range range) {
        return text.substring(range.startOffset(), range.endOffset());
    }

    private int checkLine(int line) {
        if (!lines.hasLine(line)) {
            throw new IndexOutOfBoundsException("line " + line + " outside 1.." + lines.lineCount());
        }
        return line;
    }
}
