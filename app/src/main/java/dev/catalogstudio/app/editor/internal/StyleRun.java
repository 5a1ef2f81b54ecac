package dev.catalogstudio.app.editor.internal;

import java.util.List;

/**
 * A run of characters sharing one set of CSS style classes, as RichTextFX's {@code StyleSpan} holds it but without
 * the toolkit.
 *
 * @param length  number of UTF-16 code units, positive
 * @param classes the style classes (syntax first, then a diagnostic class); interned by {@link StyleMerge}
 */
public record StyleRun(int length, List<String> classes) {
}
