package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.Range;

/**
 * One {@code key: value} line of a 3md frontmatter (3md-base.md section 3.1): split on the first colon, key and value
 * trimmed, the value unquoted. The key keeps its spelling; reserved keys ({@code 3md}, {@code axis}, {@code title})
 * are recognised case-insensitively by {@link ThreeMdDocument}.
 *
 * @param key        the trimmed key, as written
 * @param value      the trimmed, unquoted value (always a string)
 * @param range      the line's text from key to value, trimmed
 * @param keyRange   the key
 * @param valueRange the raw value, quotes included (empty, just after the colon, for an empty value)
 * @param span       maps value characters to source ranges
 */
public record FrontmatterEntry(String key, String value, Range range, Range keyRange, Range valueRange,
                               ValueSpan span) {

    /** Whether this entry is the reserved key {@code reserved} ({@code 3md}, {@code axis}, {@code title}). */
    public boolean is(String reserved) {
        return key.equalsIgnoreCase(reserved);
    }
}
