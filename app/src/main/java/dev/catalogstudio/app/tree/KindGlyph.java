package dev.catalogstudio.app.tree;

import dev.catalogstudio.model.format.DocumentKind;
import javafx.scene.control.Label;

/**
 * The small coloured tag before a tree entry: a letter per document kind, a folder shape for folders. No kind is
 * drawn in the error badge's red (a "3" in a red square read as an error count).
 */
final class KindGlyph {

    private KindGlyph() {
    }

    /** A new glyph for {@code kind} ({@code null}: a folder); styled by {@code studio.css} classes {@code kind-*}. */
    static Label of(DocumentKind kind) {
        var label = new Label(kind == null ? "" : letter(kind));
        label.getStyleClass().addAll("kind-glyph", kind == null ? "kind-folder"
                : "kind-" + kind.id());
        label.setMinWidth(kind == null ? 14 : 18);
        return label;
    }

    /** The glyph of a symbolic link to another place in the workspace. */
    static Label alias() {
        var label = new Label("\u21AA");
        label.getStyleClass().addAll("kind-glyph", "kind-alias");
        label.setMinWidth(18);
        return label;
    }

    /** A short human description, for tooltips: the model's name for the kind. */
    static String describe(DocumentKind kind) {
        return kind.displayName();
    }

    private static String letter(DocumentKind kind) {
        return kind.glyph();
    }
}
