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

    // equals and hashCode are written out: a record's generated ones link through an invokedynamic bootstrap
    // (ObjectMethods) whose method handles the command line's JVM spins into classes at first use, some 10 ms of a
    // check for the two position records alone.
    @Override
    public boolean equals(Object other) {
        return other instanceof Position p && p.line == line && p.column == column && p.offset == offset;
    }

    /** The value the generated one gives (31 * h + each component's hash, from 0), so no map's order changes. */
    @Override
    public int hashCode() {
        return (line * 31 + column) * 31 + offset;
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
