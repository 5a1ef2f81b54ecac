package dev.catalogstudio.app.graph;

import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.Palette;
import java.util.function.BiConsumer;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;

/**
 * The minimap over the graph's lower right corner, shown while the picture does not fit its pane at a readable zoom
 * (issue 41: rather than shrink everything): the whole scene small, each node a box in its kind's outline colour (the
 * focus in the foreground colour), and the part the canvas shows as a rectangle. A click or a drag on it moves the
 * canvas there. At most {@link #MAX_WIDTH} × {@link #MAX_HEIGHT} pixels and a third of the canvas each way, the
 * scene's shape. The nodes are drawn once
 * per scene and palette, on a canvas of their own; a pan redraws only the rectangle. FX thread.
 */
final class GraphMinimap extends Pane {

    /** The largest size of the minimap, pixels. */
    static final double MAX_WIDTH = 220;
    static final double MAX_HEIGHT = 140;
    /** The smallest side of the minimap, pixels (a very long and thin picture still gets a strip to click). */
    static final double MIN_SIDE = 36;

    private final Canvas nodes = new Canvas();
    private final Canvas frame = new Canvas();
    private GraphScene drawnScene;
    private Palette drawnPalette;
    private double ratio = 1;

    /**
     * @param moveTo called with the scene point (scene units) a click or drag on the minimap asks to centre on
     */
    GraphMinimap(BiConsumer<Double, Double> moveTo) {
        setId("graph-minimap");
        getStyleClass().add("graph-minimap");
        getChildren().addAll(nodes, frame);
        setManaged(false);
        javafx.event.EventHandler<javafx.scene.input.MouseEvent> move = e -> {
            moveTo.accept(e.getX() / ratio, e.getY() / ratio);
            e.consume();
        };
        setOnMousePressed(move);
        setOnMouseDragged(move);
        setCursor(javafx.scene.Cursor.HAND);
    }

    /** Pixels of the minimap per scene unit. */
    double ratio() {
        return ratio;
    }

    /**
     * Draws {@code scene} and the canvas's part of it ({@code view} over a {@code viewWidth} × {@code viewHeight}
     * canvas), and places the minimap in the lower right corner of that canvas.
     */
    void show(GraphScene scene, Palette palette, Viewport view, double viewWidth, double viewHeight) {
        // At most a third of the canvas each way: the minimap must not hide the picture it maps.
        double maxWidth = Math.min(MAX_WIDTH, viewWidth / 3);
        double maxHeight = Math.min(MAX_HEIGHT, viewHeight / 3);
        ratio = Math.min(maxWidth / Math.max(1, scene.width()), maxHeight / Math.max(1, scene.height()));
        double width = Math.max(MIN_SIDE, Math.ceil(scene.width() * ratio));
        double height = Math.max(MIN_SIDE, Math.ceil(scene.height() * ratio));
        resizeRelocate(viewWidth - width - 10, viewHeight - height - 10, width, height);
        if (scene != drawnScene || !palette.equals(drawnPalette) || nodes.getWidth() != width
                || nodes.getHeight() != height) {
            drawNodes(scene, palette, width, height);
        }
        frame.setWidth(width);
        frame.setHeight(height);
        var g = frame.getGraphicsContext2D();
        g.clearRect(0, 0, width, height);
        double left = view.toSceneX(0) * ratio;
        double top = view.toSceneY(0) * ratio;
        double w = viewWidth / view.scale() * ratio;
        double h = viewHeight / view.scale() * ratio;
        g.setFill(Color.web(palette.focus(), 0.12));
        g.fillRect(left, top, w, h);
        g.setStroke(Color.web(palette.focus()));
        g.setLineWidth(2);
        g.strokeRect(left, top, w, h);
    }

    private void drawNodes(GraphScene scene, Palette palette, double width, double height) {
        drawnScene = scene;
        drawnPalette = palette;
        nodes.setWidth(width);
        nodes.setHeight(height);
        var g = nodes.getGraphicsContext2D();
        g.setFill(Color.web(palette.background(), 0.92));
        g.fillRect(0, 0, width, height);
        for (var node : scene.nodes()) {
            boolean focus = node.node().marks().contains(Mark.FOCUS);
            g.setFill(Color.web(focus ? palette.foreground() : palette.nodeStroke().get(node.node().shape())));
            double w = Math.max(1.5, node.width() * ratio);
            double h = Math.max(1.5, node.height() * ratio);
            g.fillRect(node.x() * ratio, node.y() * ratio, w, h);
            if (focus) {
                g.setStroke(Color.web(palette.foreground()));
                g.setLineWidth(1.5);
                g.strokeRect(node.x() * ratio - 3, node.y() * ratio - 3, w + 6, h + 6);
            }
        }
        g.setStroke(Color.web(palette.muted()));
        g.setLineWidth(1);
        g.strokeRect(0.5, 0.5, width - 1, height - 1);
    }
}
