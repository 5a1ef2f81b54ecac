package dev.catalogstudio.app.editor.internal;

import atlantafx.base.theme.Styles;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/**
 * The card that explains the diagnostics under the mouse or the caret: severity, message, code and one button per
 * quick fix. It floats on a transparent overlay above the text (so it inherits the editor's theme and stylesheet),
 * closes when the mouse leaves it, on Escape, or when a fix is chosen.
 */
public final class DiagnosticPopup {

    private static final Duration HIDE_DELAY = Duration.millis(350);
    /** The card's least distance from the text area's edges, pixels. */
    public static final double MARGIN = 4;

    private final Pane overlay = new Pane();
    private final VBox card = new VBox();
    private final PauseTransition hideTimer = new PauseTransition(HIDE_DELAY);
    private final Consumer<QuickFix> onFix;
    private final Runnable onClose;
    private boolean byMouse;
    private java.util.function.Function<Diagnostic, List<dev.catalogstudio.app.session.DiagnosticAction>> actions =
            d -> List.of();

    /** Who says which commands a diagnostic offers beyond its quick fixes; shown as buttons after them. */
    public void setActions(
            java.util.function.Function<Diagnostic, List<dev.catalogstudio.app.session.DiagnosticAction>> actions) {
        this.actions = java.util.Objects.requireNonNull(actions);
    }

    /**
     * @param onFix   called with the chosen fix, after the card has closed
     * @param onClose called when the card closes by Escape or a fix (to give the text its focus back)
     */
    public DiagnosticPopup(Consumer<QuickFix> onFix, Runnable onClose) {
        this.onFix = onFix;
        this.onClose = onClose;
        overlay.setPickOnBounds(false);
        overlay.getChildren().add(card);
        // Placed and sized by show() alone: the overlay would otherwise give it its preferred width again.
        card.setManaged(false);
        card.getStyleClass().add("diagnostic-popup");
        card.setVisible(false);
        card.setOnMouseEntered(e -> hideTimer.stop());
        card.setOnMouseExited(e -> {
            if (byMouse) {
                hide();
            }
        });
        card.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                hide();
                onClose.run();
                e.consume();
            }
        });
        hideTimer.setOnFinished(e -> {
            if (!card.isHover()) {
                hide();
            }
        });
    }

    /** The overlay to stack above the text area. */
    public Pane overlay() {
        return overlay;
    }

    /** Whether the card is showing. */
    public boolean isShowing() {
        return card.isVisible();
    }

    /** The card's node (for tests and styling). */
    public VBox card() {
        return card;
    }

    /**
     * Shows the card for {@code diagnostics} with its top-left corner near {@code anchor} (overlay coordinates, just
     * below the text it is about; above it when there is no room below). The card always lies inside the overlay (the
     * editor's text area), {@link #MARGIN} pixels from its edges where it can: it is shifted left, and in a narrow
     * editor made narrower (its message and fix buttons wrap), rather than running under the panes beside the editor,
     * which would hide it.
     *
     * @param lineTop the overlay y of the top of the line the anchor belongs to
     * @param byMouse whether the mouse opened it (it then closes when the mouse leaves); otherwise the first fix
     *                button takes the focus
     */
    public void show(List<Diagnostic> diagnostics, Point2D anchor, double lineTop, boolean byMouse) {
        this.byMouse = byMouse;
        hideTimer.stop();
        card.getChildren().clear();
        for (Diagnostic d : diagnostics) {
            if (!card.getChildren().isEmpty()) {
                card.getChildren().add(new Separator());
            }
            card.getChildren().add(entry(d));
        }
        card.setVisible(true);
        card.applyCss();
        double room = Math.max(0, overlay.getWidth() - 2 * MARGIN);
        double w = Math.min(Math.min(card.prefWidth(-1), card.getMaxWidth() > 0 ? card.getMaxWidth()
                : Double.MAX_VALUE), room);
        double h = card.prefHeight(w);
        double x = Math.max(MARGIN, Math.min(anchor.getX(), overlay.getWidth() - w - MARGIN));
        double below = overlay.getHeight() - MARGIN - (anchor.getY() + 4);
        double above = lineTop - 4 - MARGIN;
        double y = h <= below || (h > above && below >= above) ? anchor.getY() + 4 : lineTop - h - 4;
        y = Math.max(MARGIN, Math.min(y, overlay.getHeight() - h - MARGIN));
        card.resizeRelocate(x, y, w, h);
        card.toFront();
        if (!byMouse) {
            card.lookupAll(".quick-fix").stream().findFirst().ifPresentOrElse(n -> n.requestFocus(),
                    card::requestFocus);
        }
    }

    /** Hides the card after a short delay unless the mouse moves onto it. */
    public void hideSoon() {
        if (isShowing() && byMouse) {
            hideTimer.playFromStart();
        }
    }

    /** Hides the card now. */
    public void hide() {
        hideTimer.stop();
        card.setVisible(false);
        card.getChildren().clear();
    }

    private VBox entry(Diagnostic d) {
        var severity = new Label(d.severity().label().substring(0, 1).toUpperCase(Locale.ROOT)
                + d.severity().label().substring(1));
        severity.getStyleClass().addAll("diagnostic-severity", "diagnostic-" + d.severity().label());
        var code = new Label(d.code());
        code.getStyleClass().add("diagnostic-code");
        code.setStyle("-fx-font-family: '" + MonospaceFont.family() + "';");
        var header = new HBox(severity, code);
        header.getStyleClass().add("diagnostic-header");
        var message = new Label(d.message());
        message.getStyleClass().add("diagnostic-message");
        message.setWrapText(true);
        message.setMaxWidth(480);
        message.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        var entry = new VBox(header, message);
        entry.getStyleClass().add("diagnostic-entry");
        var commands = actions.apply(d);
        if (!d.fixes().isEmpty() || !commands.isEmpty()) {
            // A flow, so that in a narrow editor the buttons wrap instead of being cut.
            var fixes = new javafx.scene.layout.FlowPane(6, 6);
            fixes.getStyleClass().add("diagnostic-fixes");
            for (QuickFix fix : d.fixes()) {
                fixes.getChildren().add(fixButton(fix));
            }
            for (var command : commands) {
                fixes.getChildren().add(actionButton(command));
            }
            entry.getChildren().add(fixes);
        }
        return entry;
    }

    private Button actionButton(dev.catalogstudio.app.session.DiagnosticAction action) {
        var button = new Button(action.title());
        button.getStyleClass().addAll("quick-fix", Styles.SMALL);
        button.setOnAction(e -> {
            hide();
            onClose.run();
            action.run().run();
        });
        button.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                button.fire();
                e.consume();
            }
        });
        return button;
    }

    private Button fixButton(QuickFix fix) {
        var button = new Button(fix.title());
        button.getStyleClass().addAll("quick-fix", Styles.SMALL);
        button.setOnAction(e -> {
            hide();
            onClose.run();
            onFix.accept(fix);
        });
        button.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                button.fire();
                e.consume();
            }
        });
        return button;
    }
}
