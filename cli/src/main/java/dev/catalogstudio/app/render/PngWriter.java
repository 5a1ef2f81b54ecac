package dev.catalogstudio.app.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/**
 * Writes a {@link GraphScene} as a PNG, drawn by {@link ScenePainter} (Java2D, headless): the drawing the graph pane
 * shows.
 */
public final class PngWriter {

    /** The largest image side written, pixels; a bigger scene is scaled down to fit. */
    public static final int MAX_SIDE = 16_000;

    private PngWriter() {
    }

    /**
     * Writes {@code scene} at {@code scale} pixels per scene unit (1 for the pane's 100%, 2 for a sharper picture).
     *
     * @throws IOException if {@code out} fails
     */
    public static void write(GraphScene scene, Palette palette, double scale, OutputStream out) throws IOException {
        double fit = Math.min(scale, MAX_SIDE / Math.max(1, Math.max(scene.width(), scene.height())));
        int width = Math.max(1, (int) Math.ceil(scene.width() * fit));
        int height = Math.max(1, (int) Math.ceil(scene.height() * fit));
        var image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            ScenePainter.paint(g, scene, palette, fit, 0, 0, width, height, null);
        } finally {
            g.dispose();
        }
        ImageIO.write(image, "png", out);
    }
}
