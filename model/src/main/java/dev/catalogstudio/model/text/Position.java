package dev.catalogstudio.model.text;

/**
 * A place in a {@link SourceText}.
 *
 * @param line   1-based line number
 * @param column 1-based column, counted in UTF-16 code units from the start of the line (a BOM is not counted)
 * @param offset 0-based offset into {@link SourceText#text()}, in UTF-16 code units
 */
public record Position(int line, int column, int offset) implements Comparable<Position> {

    public Position {
        if (line < 1 || column < 1 || offset < 0) {
            throw new IllegalArgumentException("invalid position " + line + ":" + column + " @" + offset);
        }
    }

    @Override
    public int compareTo(Position other) {
        return Integer.compare(offset, other.offset);
    }

    @Override
    public String toString() {
        return line + ":" + column;
    }
}
