package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.event.MouseOverTextEvent;

/**
 * Opens the {@link DiagnosticPopup} for the underlined text under a resting mouse ({@link #HOVER_DELAY}) or under
 * the caret (on request), and closes it when the caret moves or the text changes. (Scrolling closes it too, see
 * {@link #closeOnScroll}; not on every change of the estimated scroll position, which layout alone moves.)
 */
public final class DiagnosticHover {

    /** How long the mouse must rest on underlined text before the card opens. */
    public static final Duration HOVER_DELAY = Duration.ofMillis(500);

    private final CodeArea area;
    private final Styler styler;
    private final DiagnosticPopup popup;

    /**
     * @param onFix called with the quick fix the user chose
     */
    public DiagnosticHover(CodeArea area, TextMirror text, Styler styler, Consumer<QuickFix> onFix) {
        this.area = area;
        this.styler = styler;
        this.popup = new DiagnosticPopup(onFix, area::requestFocus);
        area.setMouseOverTextDelay(HOVER_DELAY);
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_BEGIN, e -> showAt(e.getCharacterIndex()));
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_END, e -> popup.hideSoon());
        area.caretPositionProperty().addListener((o, a, b) -> popup.hide());
        text.onChange(changes -> popup.hide());
    }

    /** Closes the card when the user scrolls {@code scrollPane} with the wheel or presses on it (its scroll bars). */
    public void closeOnScroll(Node scrollPane) {
        scrollPane.addEventFilter(ScrollEvent.SCROLL, e -> popup.hide());
        scrollPane.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> popup.hide());
    }

    /** The card. */
    public DiagnosticPopup popup() {
        return popup;
    }

    /**
     * Opens the card for the diagnostics at the caret (a caret just after a range counts), focusing its first fix.
     *
     * @return whether there was a diagnostic there
     */
    public boolean showAtCaret() {
        int caret = area.getCaretPosition();
        var here = diagnostics(styler.placedNow().stream().filter(p -> p.touches(caret)).toList());
        Bounds bounds = caretBoundsOnScreen().map(popup.overlay()::screenToLocal).orElse(null);
        if (here.isEmpty() || bounds == null) {
            return false;
        }
        popup.show(here, new Point2D(bounds.getMinX(), bounds.getMaxY()), bounds.getMinY(), false);
        return true;
    }

    /**
     * Where the caret is: the bounds of the character after it (or before it at the end of a line, or of the line
     * when it is empty). RichTextFX's own caret bounds are empty while the blinking caret is off.
     */
    private Optional<Bounds> caretBoundsOnScreen() {
        int caret = area.getCaretPosition();
        int paragraph = area.getCurrentParagraph();
        int column = area.getCaretColumn();
        if (column < area.getParagraphLength(paragraph)) {
            return area.getCharacterBoundsOnScreen(caret, caret + 1);
        }
        if (column > 0) {
            return area.getCharacterBoundsOnScreen(caret - 1, caret)
                    .map(b -> new BoundingBox(b.getMaxX(), b.getMinY(), 1, b.getHeight()));
        }
        return area.getParagraphBoundsOnScreen(paragraph);
    }

    private void showAt(int index) {
        var here = diagnostics(styler.placedNow().stream().filter(p -> p.covers(index)).toList());
        Bounds bounds = area.getCharacterBoundsOnScreen(index, index + 1).map(popup.overlay()::screenToLocal)
                .orElse(null);
        if (!here.isEmpty() && bounds != null) {
            popup.show(here, new Point2D(bounds.getMinX(), bounds.getMaxY()), bounds.getMinY(), true);
        }
    }

    private static List<Diagnostic> diagnostics(List<PlacedDiagnostic> placed) {
        return placed.stream().map(PlacedDiagnostic::diagnostic).sorted().toList();
    }
}
