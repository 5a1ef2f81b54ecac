package dev.catalogstudio.app.graph;

/**
 * Pan and zoom of the graph canvas: canvas pixel = scene unit × {@link #scale()} + offset. Zoom is kept between the
 * readable zoom of the picture ({@link #fitReadable}; 5% before any) and 400%.
 */
final class Viewport {

    static final double MIN_SCALE = 0.05;
    static final double MAX_SCALE = 4.0;
    private static final double MARGIN = 24;

    private double scale = 1;
    private double offsetX;
    private double offsetY;

    double scale() {
        return scale;
    }

    double offsetX() {
        return offsetX;
    }

    double offsetY() {
        return offsetY;
    }

    double toSceneX(double canvasX) {
        return (canvasX - offsetX) / scale;
    }

    double toSceneY(double canvasY) {
        return (canvasY - offsetY) / scale;
    }

    /** Scales by {@code factor} keeping the scene point under canvas ({@code x}, {@code y}) where it is. */
    void zoomAt(double factor, double x, double y) {
        double next = Math.max(Math.max(MIN_SCALE, minScale), Math.min(MAX_SCALE, scale * factor));
        double sx = toSceneX(x);
        double sy = toSceneY(y);
        scale = next;
        offsetX = x - sx * scale;
        offsetY = y - sy * scale;
    }

    void panBy(double dx, double dy) {
        offsetX += dx;
        offsetY += dy;
    }

    /**
     * Shows the whole {@code width} × {@code height} scene in a {@code viewWidth} × {@code viewHeight} canvas, as
     * large as fits ({@link dev.catalogstudio.app.render.SceneLayout#fitScale}).
     */
    void fit(double width, double height, double viewWidth, double viewHeight) {
        if (viewWidth <= 0 || viewHeight <= 0) {
            return;
        }
        scale = dev.catalogstudio.app.render.SceneLayout.fitScale(width, height, viewWidth, viewHeight);
        offsetX = (viewWidth - width * scale) / 2;
        offsetY = (viewHeight - height * scale) / 2;
    }

    /**
     * The least zoom times the scene's text scale at which a title (12 scene units at text scale 1) is drawn at
     * {@link dev.catalogstudio.app.render.ScenePainter#MIN_TEXT_PX} = 11 pixels: the pane never shows a picture
     * smaller, so no label drops below 11 pixels or is cut shorter than the entry's name (issue 41). A picture that
     * does not fit whole at it is shown around its focus with a minimap.
     */
    static final double READABLE = dev.catalogstudio.app.render.ScenePainter.MIN_TEXT_PX / 12;

    /** The least zoom {@link #zoomAt} goes to; {@link #fitReadable} sets it. */
    private double minScale = MIN_SCALE;

    double minScale() {
        return minScale;
    }

    /**
     * Shows the {@code width} × {@code height} scene (scene units) in a {@code viewWidth} × {@code viewHeight} canvas
     * (pixels): whole and centred when it fits at a zoom of at least {@link #READABLE} / {@code textScale}; else at
     * that zoom, centred on scene point ({@code x}, {@code y}) as far as the picture reaches (no blank beyond its edge
     * where it is larger than the canvas). Zooming out stops at that zoom from then on.
     *
     * @return whether the whole scene is shown
     */
    boolean fitReadable(double width, double height, double viewWidth, double viewHeight, double textScale,
                        double x, double y) {
        if (viewWidth <= 0 || viewHeight <= 0) {
            return true;
        }
        double readable = READABLE / Math.max(1e-9, textScale);
        minScale = Math.min(MAX_SCALE, readable);
        double fitted = dev.catalogstudio.app.render.SceneLayout.fitScale(width, height, viewWidth, viewHeight);
        if (fitted >= readable) {
            scale = fitted;
            offsetX = (viewWidth - width * scale) / 2;
            offsetY = (viewHeight - height * scale) / 2;
            return true;
        }
        scale = readable;
        offsetX = along(x, width, viewWidth);
        offsetY = along(y, height, viewHeight);
        return false;
    }

    /** The offset putting scene coordinate {@code at} in the middle of {@code view}, the picture's ends kept in. */
    private double along(double at, double length, double view) {
        double drawn = length * scale;
        if (drawn <= view) {
            return (view - drawn) / 2;
        }
        double offset = view / 2 - at * scale;
        return Math.max(view - drawn, Math.min(0, offset));
    }

    /** Centres scene point ({@code x}, {@code y}) in a {@code viewWidth} × {@code viewHeight} canvas, zoom kept. */
    void centreOn(double x, double y, double viewWidth, double viewHeight) {
        offsetX = viewWidth / 2 - x * scale;
        offsetY = viewHeight / 2 - y * scale;
    }

    /** Whether the whole {@code width} × {@code height} scene lies inside the canvas at the current pan and zoom. */
    boolean showsWhole(double width, double height, double viewWidth, double viewHeight) {
        return offsetX >= -0.5 && offsetY >= -0.5 && offsetX + width * scale <= viewWidth + 0.5
                && offsetY + height * scale <= viewHeight + 0.5;
    }

    /** The shapes the layout is told of: width-to-height ratios a canvas's own is rounded to (nearest in ratio). */
    static final double[] ASPECT_STEPS = {0.6, 0.85, 1.3, 1.8, 2.5, 3.5};

    /** {@code aspect} rounded to the nearest of {@link #ASPECT_STEPS}, by ratio. */
    static double aspectStep(double aspect) {
        double best = ASPECT_STEPS[0];
        for (double step : ASPECT_STEPS) {
            if (Math.abs(Math.log(step / aspect)) < Math.abs(Math.log(best / aspect))) {
                best = step;
            }
        }
        return best;
    }

    /** Pans the least so that the scene box is visible. */
    void reveal(double x, double y, double w, double h, double viewWidth, double viewHeight) {
        double left = x * scale + offsetX;
        double top = y * scale + offsetY;
        double right = left + w * scale;
        double bottom = top + h * scale;
        if (left < MARGIN) {
            offsetX += MARGIN - left;
        } else if (right > viewWidth - MARGIN) {
            offsetX -= right - (viewWidth - MARGIN);
        }
        if (top < MARGIN) {
            offsetY += MARGIN - top;
        } else if (bottom > viewHeight - MARGIN) {
            offsetY -= bottom - (viewHeight - MARGIN);
        }
    }
}
