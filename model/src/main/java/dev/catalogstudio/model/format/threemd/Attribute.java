package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * One {@code key=value} token of a {@code @plane} directive (3md-base.md section 4.1): split on the first {@code =},
 * the key lowercased, the value trimmed and unquoted. Immutable; the value is decoded on first use and kept (so a
 * caller may ask for it in a loop over a 40,000-phrase {@code triggers} list), ranges are computed from the offsets kept.
 */
public final class Attribute {

    private final String key;
    private final SourceText source;
    private final int start;
    private final int equals;
    private final int valueStart;
    private final int end;
    private volatile String value;

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

    /**
     * The unquoted value, decoded from the source on the first call (a document may hold 100,000 directives whose
     * values nobody reads) and kept after it.
     */
    public String value() {
        String decoded = value;
        if (decoded == null) {
            decoded = ValueSpan.value(source.text(), valueStart, end);
            value = decoded;
        }
        return decoded;
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
