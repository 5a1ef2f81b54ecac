package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.event.MouseOverTextEvent;

/**
 * Opens the {@link DiagnosticPopup} for the underlined text under a resting mouse ({@link #HOVER_DELAY}) or under
 * the caret (on request), and closes it when the caret moves, the text changes or the view scrolls.
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
        area.estimatedScrollYProperty().addListener((o, a, b) -> popup.hide());
        text.onChange(changes -> popup.hide());
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
        Bounds bounds = area.getCaretBounds().map(popup.overlay()::screenToLocal).orElse(null);
        if (here.isEmpty() || bounds == null) {
            return false;
        }
        popup.show(here, new Point2D(bounds.getMinX(), bounds.getMaxY()), bounds.getMinY(), false);
        return true;
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
