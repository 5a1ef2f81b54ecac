package dev.catalogstudio.model.format.common;

import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * Source ranges inside parsed JSON that the formats reading JSON files share. Offsets are 0-based UTF-16 code units of
 * {@link SourceText#text()}; lines and columns 1-based. Stateless and thread-safe.
 */
public final class JsonRanges {

    private JsonRanges() {
    }

    /**
     * Where characters {@code from} (inclusive) to {@code to} (exclusive) of a string's unescaped value are written in
     * the source. Escapes are decoded on the way ({@code \n} is two source characters, {@code \u00e9} six), so the
     * range is exact even in a string that holds escapes. Walks {@code to} characters of the source.
     *
     * @param text   the text {@code string} was parsed from
     * @param string a parsed string
     * @param from   0-based index into {@link JsonString#value()}
     * @param to     0-based exclusive end index, {@code from <= to <= value().length()}
     */
    public static Range inString(SourceText text, JsonString string, int from, int to) {
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
