package dev.catalogstudio.app.editor.internal;

import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;

/** The text area's font and line-number gutter (both in the editor's monospace family, upright). */
public final class AreaLook {

    private AreaLook() {
    }

    /** Sets the area's font family and a line-number gutter whose numbers use the same font. */
    public static void apply(CodeArea area) {
        gutter(area, null);
        area.setStyle(font());
    }

    private static String font() {
        // LineNumberFactory sets an italic font in code; an inline style is the one thing that overrides it.
        return "-fx-font-family: '" + MonospaceFont.family() + "'; -fx-font-style: normal;";
    }

    /**
     * Sets the line-number gutter, with a change bar after each number when {@code changeMark} is given: it names
     * the style class of 0-based paragraph {@code i}'s bar ({@code change-added}, {@code change-modified},
     * {@code change-deleted}) or {@code null} for an unchanged line (an empty bar of the same width, so that the text
     * does not move). Setting it again redraws the visible lines' gutters.
     */
    public static void gutter(CodeArea area, java.util.function.IntFunction<String> changeMark) {
        String font = font();
        var lineNumbers = LineNumberFactory.get(area);
        area.setParagraphGraphicFactory(line -> {
            var number = lineNumbers.apply(line);
            number.setStyle(font);
            if (changeMark == null) {
                return number;
            }
            var bar = new javafx.scene.layout.Region();
            bar.getStyleClass().add("change-mark");
            String mark = changeMark.apply(line);
            if (mark != null) {
                bar.getStyleClass().add(mark);
            }
            bar.setMinWidth(4);
            bar.setPrefWidth(4);
            bar.setMaxHeight(Double.MAX_VALUE);
            var box = new javafx.scene.layout.HBox(number, bar);
            box.getStyleClass().add("change-gutter");
            return box;
        });
    }
}
