package dev.catalogstudio.app.graph;

/**
 * Pan and zoom of the graph canvas: canvas pixel = scene unit × {@link #scale()} + offset. Zoom is kept between 5%
 * and 400%.
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
        double next = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale * factor));
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
