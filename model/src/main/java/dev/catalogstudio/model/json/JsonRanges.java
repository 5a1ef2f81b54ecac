package dev.catalogstudio.model.json;

import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/** Source ranges inside parsed JSON: part of a string's value, the opening of an object or list. */
public final class JsonRanges {

    /** Characters of string values walked by {@link #range}, ever (a work count for tests; never read by the product). */
    public static final java.util.concurrent.atomic.LongAdder CHARS_WALKED =
            new java.util.concurrent.atomic.LongAdder();

    private JsonRanges() {
    }

    /**
     * Where characters {@code from} (inclusive) to {@code to} (exclusive) of a string's unescaped value are written in
     * the source. Escapes are decoded on the way ({@code \n} is two source characters, {@code \u00e9} six), so the
     * range is exact even in a string that holds escapes. O({@code to}).
     *
     * @param text   the text {@code string} was parsed from
     * @param string a parsed string
     * @param from   0-based index into {@link JsonString#value()} (UTF-16 code units)
     * @param to     0-based exclusive end index, {@code from <= to <= value().length()}
     */
    public static Range inString(SourceText text, JsonString string, int from, int to) {
        CHARS_WALKED.add(to);
        String raw = text.text();
        int pos = string.range().startOffset() + 1;
        int start = pos;
        for (int i = 0; i < to; i++) {
            if (i == from) {
                start = pos;
            }
            pos += raw.charAt(pos) != '\\' ? 1 : raw.charAt(pos + 1) == 'u' ? 6 : 2;
        }
        return text.range(from == to ? pos : start, pos);
    }

    /**
     * The range to point at when something is missing from a value: the opening bracket of an object or array (so a
     * squiggle does not cover the whole file), or the whole token of a scalar.
     */
    public static Range opening(SourceText text, JsonValue value) {
        if (value instanceof JsonObject || value instanceof JsonArray) {
            int start = value.range().startOffset();
            return text.range(start, start + 1);
        }
        return value.range();
    }
}
