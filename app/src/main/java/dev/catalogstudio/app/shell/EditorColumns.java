package dev.catalogstudio.app.shell;

import java.util.function.Supplier;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The width the editor tabs need to show a number of columns of the editor's text: a column is the advance of
 * {@code 0} in the font the editor's text is drawn in (read from a text node of the editor, so a font change counts),
 * plus the line-number gutter, the text's left padding, a vertical scroll bar (counted even while none shows, so
 * that a long file does not take columns away) and the tab pane's borders.
 */
final class EditorColumns {

    /** The gutter's padding and border, the text's padding and a scroll bar, when no editor is laid out: pixels. */
    private static final double UNMEASURED_CHROME = 23 + 8 + 14 + 4;
    private static final double SCROLL_BAR = 14;

    private final Supplier<Node> editor;
    private final Region tabs;
    private final Runnable onFontChange;
    private Text watched;
    private final ChangeListener<Font> fontListener;

    /**
     * @param editor       the selected editor, or null
     * @param tabs         the editor tabs (the item of the editor row)
     * @param onFontChange called when the font of the editor's text changes
     */
    EditorColumns(Supplier<Node> editor, Region tabs, Runnable onFontChange) {
        this.editor = editor;
        this.tabs = tabs;
        this.onFontChange = onFontChange;
        this.fontListener = (o, old, now) -> {
            if (old == null || now == null || old.getSize() != now.getSize() || !old.getName().equals(now.getName())) {
                this.onFontChange.run();
            }
        };
    }

    /** The width of one column (the advance of {@code 0}) in the font of {@code editor}'s text, pixels. */
    static double columnWidth(Node editor) {
        var probe = new Text("0000000000");
        Text text = editor == null ? null : textNode(editor);
        probe.setFont(text == null ? Font.font("Monospaced", 13) : text.getFont());
        return probe.getLayoutBounds().getWidth() / 10;
    }

    /**
     * The editor tabs' least width to show {@code columns} columns of the selected editor's text, pixels (with no
     * editor open: of the default monospace font at 13 px, with a five-digit gutter).
     */
    double minWidth(int columns) {
        Node current = editor.get();
        watch(current == null ? null : textNode(current));
        double column = columnWidth(current);
        double chrome = 5 * column + UNMEASURED_CHROME;
        // Measured from the parts' own sizes, not from the difference of two widths (laid out at different times).
        if (current instanceof Region e && e.lookup(".lineno") instanceof Region lineno && lineno.getWidth() > 0) {
            double padding = e.lookup(".paragraph-text") instanceof Region p ? p.getInsets().getLeft()
                    + p.getInsets().getRight() : 8;
            chrome = lineno.getWidth() + padding + verticalBarWidth(e) + tabs.getInsets().getLeft()
                    + tabs.getInsets().getRight() + 4;
        }
        return Math.ceil(columns * column + chrome);
    }

    /** The width of the editor's vertical scroll bar, or of a usual one while it shows none. */
    private static double verticalBarWidth(Region editor) {
        for (Node n : editor.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL && bar.getWidth() > 0) {
                return Math.max(bar.getWidth(), bar.prefWidth(-1));
            }
        }
        return SCROLL_BAR;
    }

    /** A text node of the editor's paragraphs (the line numbers' text excluded). */
    private static Text textNode(Node editor) {
        for (Node n : editor.lookupAll(".paragraph-text")) {
            if (n instanceof Parent flow) {
                for (Node child : flow.getChildrenUnmodifiable()) {
                    if (child instanceof Text t) {
                        return t;
                    }
                }
            }
        }
        return null;
    }

    private void watch(Text text) {
        if (text == watched) {
            return;
        }
        if (watched != null) {
            watched.fontProperty().removeListener(fontListener);
        }
        watched = text;
        if (text != null) {
            text.fontProperty().addListener(fontListener);
        }
    }
}
