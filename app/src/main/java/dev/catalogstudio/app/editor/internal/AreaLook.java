package dev.catalogstudio.app.editor.internal;

import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;

/** The text area's font and line-number gutter (both in the editor's monospace family, upright). */
public final class AreaLook {

    private AreaLook() {
    }

    /** Sets the area's font family and a line-number gutter whose numbers use the same font. */
    public static void apply(CodeArea area) {
        // LineNumberFactory sets an italic font in code; an inline style is the one thing that overrides it.
        String font = "-fx-font-family: '" + MonospaceFont.family() + "'; -fx-font-style: normal;";
        var lineNumbers = LineNumberFactory.get(area);
        area.setParagraphGraphicFactory(line -> {
            var number = lineNumbers.apply(line);
            number.setStyle(font);
            return number;
        });
        area.setStyle(font);
    }
}
