package dev.catalogstudio.model.text;

/**
 * A half-open span of a {@link SourceText}: {@code start} is the first character, {@code end} the position just after
 * the last one (so an empty range has {@code start.equals(end)}).
 */
public record Range(Position start, Position end) implements Comparable<Range> {

    public Range {
        if (end.offset() < start.offset()) {
            throw new IllegalArgumentException("range ends before it starts: " + start + "-" + end);
        }
    }

    // equals and hashCode are written out: a record's generated ones link through an invokedynamic bootstrap
    // (ObjectMethods) whose method handles the command line's JVM spins into classes at first use, some 10 ms of a
    // check for Range and Position alone.
    @Override
    public boolean equals(Object other) {
        return other instanceof Range r && r.start.equals(start) && r.end.equals(end);
    }

    /** The value the generated one gives (31 * h + each component's hash, from 0), so no map's order changes. */
    @Override
    public int hashCode() {
        return start.hashCode() * 31 + end.hashCode();
    }

    /** The 0-based start offset in UTF-16 code units. */
    public int startOffset() {
        return start.offset();
    }

    /** The 0-based end offset (exclusive) in UTF-16 code units. */
    public int endOffset() {
        return end.offset();
    }

    /** Length in UTF-16 code units. */
    public int length() {
        return end.offset() - start.offset();
    }

    public boolean contains(int offset) {
        return offset >= start.offset() && offset < end.offset();
    }

    @Override
    public int compareTo(Range other) {
        int c = start.compareTo(other.start);
        return c != 0 ? c : end.compareTo(other.end);
    }

    @Override
    public String toString() {
        return start + "-" + end;
    }
}
