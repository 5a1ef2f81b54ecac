package dev.catalogstudio.model.text;

import java.util.Objects;

/**
 * Replace the characters of {@code range} with {@code newText}. An empty range inserts; an empty text deletes.
 * Edits are computed against one {@link SourceText} and apply only to that text.
 */
public record TextEdit(Range range, String newText) {

    public TextEdit {
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(newText, "newText");
    }

    /**
     * Applies this edit to {@code text}.
     *
     * @throws IndexOutOfBoundsException if the range does not fit {@code text}
     */
    public String applyTo(String text) {
        return text.substring(0, range.startOffset()) + newText + text.substring(range.endOffset());
    }
}
