package dev.catalogstudio.model.text;

import java.util.Objects;

/**
 * A highlighted span of text: {@code [start, end)} in 0-based UTF-16 offsets.
 *
 * @param start first offset, 0-based, inclusive
 * @param end   last offset, exclusive; greater than {@code start}
 * @param style what the span is
 */
public record StyledSpan(int start, int end, SyntaxStyle style) {

    public StyledSpan {
        Objects.requireNonNull(style, "style");
        if (start < 0 || end <= start) {
            throw new IllegalArgumentException("bad span " + start + ".." + end);
        }
    }

    /** Length in UTF-16 code units. */
    public int length() {
        return end - start;
    }
}
