package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * One {@code key=value} token of a {@code @plane} directive (3md-base.md section 4.1): split on the first {@code =},
 * the key lowercased, the value trimmed and unquoted. Immutable; the value and ranges are computed on demand from the
 * offsets kept.
 */
public final class Attribute {

    private final String key;
    private final SourceText source;
    private final int start;
    private final int equals;
    private final int valueStart;
    private final int end;

    Attribute(String key, SourceText source, int start, int equals, int valueStart, int end) {
        this.key = key;
        this.source = source;
        this.start = start;
        this.equals = equals;
        this.valueStart = valueStart;
        this.end = end;
    }

    /** The lowercased key. */
    public String key() {
        return key;
    }

    /** The unquoted value (decoded from the source on each call; a document may hold 100,000 directives). */
    public String value() {
        return ValueSpan.value(source.text(), valueStart, end);
    }

    /** The whole token. */
    public Range range() {
        return source.range(start, end);
    }

    /** The key as written. */
    public Range keyRange() {
        return source.range(start, equals);
    }

    /** The raw value, quotes included (an empty range just after {@code =} for an empty value). */
    public Range valueRange() {
        return source.range(valueStart, end);
    }

    /** Maps value characters to source ranges (computed on demand). */
    public ValueSpan span() {
        return ValueSpan.decode(source, valueStart, end).span();
    }

    @Override
    public String toString() {
        return key + "=" + value() + " @" + range();
    }
}
