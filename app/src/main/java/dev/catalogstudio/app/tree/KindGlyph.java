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
        var label = new Label();
        show(label, kind);
        return label;
    }

    /**
     * Makes {@code glyph} (one of {@link #of}) show {@code kind} ({@code null}: a folder) instead:
     * a tree cell keeps one glyph and restyles it for each row it shows, rather than making a node per row. Its style
     * classes change only when the kind does.
     */
    static void show(Label glyph, DocumentKind kind) {
        restyle(glyph, kind == null ? "" : letter(kind), kind == null ? "kind-folder" : "kind-" + kind.id(),
                kind == null ? 14 : 18);
    }

    /** Makes {@code glyph} show a symbolic link to another place in the workspace. */
    static void showAlias(Label glyph) {
        restyle(glyph, "\u21AA", "kind-alias", 18);
    }

    private static void restyle(Label glyph, String text, String kindClass, double minWidth) {
        glyph.setText(text);
        var classes = glyph.getStyleClass();
        if (classes.size() != 2 || !classes.get(0).equals("kind-glyph") || !classes.get(1).equals(kindClass)) {
            classes.setAll("kind-glyph", kindClass);
        }
        glyph.setMinWidth(minWidth);
    }

    /** A short human description, for tooltips: the model's name for the kind. */
    static String describe(DocumentKind kind) {
        return kind.displayName();
    }

    private static String letter(DocumentKind kind) {
        return kind.glyph();
    }
}
