package dev.catalogstudio.app.editor.internal;

import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import org.fxmisc.richtext.CodeArea;

/**
 * The current-line highlight: a full-width band drawn on a layer behind the (transparent) text area, following the
 * caret's paragraph. RichTextFX's own line highlighter costs tens of milliseconds per keystroke in a large file; this
 * costs a relocation after the layout pass, and it stays when the focus moves to the find bar. The layer also paints
 * the editor's background ({@code .text-background} in the stylesheet).
 */
public final class CurrentLineBand {

    private final Pane layer = new Pane();
    private final Region band = new Region();
    private final CodeArea area;
    private final Runnable afterLayout = this::afterLayout;
    private boolean pending;

    public CurrentLineBand(CodeArea area) {
        this.area = area;
        layer.getStyleClass().add("text-background");
        layer.setMouseTransparent(true);
        band.getStyleClass().add("current-line");
        band.setManaged(false);
        band.setVisible(false);
        layer.getChildren().add(band);
        area.caretBoundsProperty().addListener((o, a, b) -> requestUpdate());
        area.currentParagraphProperty().addListener((o, a, b) -> requestUpdate());
        area.estimatedScrollYProperty().addListener((o, a, b) -> requestUpdate());
        layer.widthProperty().addListener((o, a, b) -> requestUpdate());
        layer.heightProperty().addListener((o, a, b) -> requestUpdate());
        layer.sceneProperty().addListener((o, oldScene, newScene) -> {
            if (oldScene != null) {
                oldScene.removePostLayoutPulseListener(afterLayout);
            }
            if (newScene != null) {
                newScene.addPostLayoutPulseListener(afterLayout);
                requestUpdate();
            }
        });
    }

    /** The layer to put behind the text area. */
    public Pane layer() {
        return layer;
    }

    /** The band (for tests). */
    public Region band() {
        return band;
    }

    /** Moves the band after the next layout pass, when RichTextFX knows where the paragraph is. */
    private void requestUpdate() {
        if (!pending) {
            pending = true;
            Platform.requestNextPulse();
        }
    }

    private void afterLayout() {
        if (!pending) {
            return;
        }
        Scene scene = area.getScene();
        if (scene == null || scene.getWindow() == null || !scene.getWindow().isShowing()) {
            return; // RichTextFX cannot measure paragraphs on screen yet; try again after a later layout
        }
        pending = false;
        Bounds line = area.getParagraphBoundsOnScreen(area.getCurrentParagraph()).map(layer::screenToLocal)
                .orElse(null);
        band.setVisible(line != null);
        if (line != null) {
            band.resizeRelocate(0, line.getMinY(), layer.getWidth(), line.getHeight());
        }
    }
}
