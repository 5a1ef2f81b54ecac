package dev.catalogstudio.model.edit;

import dev.catalogstudio.model.text.TextEdit;

/**
 * The lossless edits a form makes on a document's fields, each as one minimal {@link TextEdit} computed against the
 * text the editor was made for: {@code dev.catalogstudio.model.yaml.FrontmatterEditor} for YAML frontmatter,
 * {@code dev.catalogstudio.model.json.JsonEditor} for JSON files. Every method throws {@link EditRefusedException},
 * with a one-sentence reason, when the edit cannot be made without disturbing what the author wrote.
 */
public interface DocumentEditor {

    /** Sets the string at {@code path}, creating it (and missing parents) when absent. */
    TextEdit set(FieldPath path, String value);

    /** Sets the value at {@code path} to a boolean, number or null literal as written ({@code true}, {@code 42}). */
    TextEdit setLiteral(FieldPath path, String literal);

    /** Appends the string {@code value} to the list at {@code path}, creating the list when absent. */
    TextEdit add(FieldPath path, String value);

    /** Removes the field or list item at {@code path}. */
    TextEdit remove(FieldPath path);

    /** Swaps the field or list item at {@code path} with its neighbour above ({@code -1}) or below ({@code +1}). */
    TextEdit move(FieldPath path, int delta);

    /** Renames the key at {@code path}. */
    TextEdit rename(FieldPath path, String key);
}
