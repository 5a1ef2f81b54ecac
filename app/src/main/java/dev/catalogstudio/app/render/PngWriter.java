package dev.catalogstudio.app.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/**
 * Writes a {@link GraphScene} as a PNG with Java2D, which runs headless ({@code java.awt.headless}); the same outlines,
 * palette, dashes and markers as the SVG writer and the pane.
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
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(color(palette.background()));
            g.fillRect(0, 0, width, height);
            g.scale(fit, fit);
            for (var edge : scene.edges()) {
                edge(g, edge, palette);
            }
            for (var node : scene.nodes()) {
                node(g, node, palette);
            }
        } finally {
            g.dispose();
        }
        ImageIO.write(image, "png", out);
    }

    private static void edge(Graphics2D g, PlacedEdge placed, Palette palette) {
        var edge = placed.edge();
        var points = placed.points();
        if (points.size() < 2) {
            return;
        }
        Color colour = color(SvgWriter.colour(edge, palette));
        double[] dash = Strokes.dash(edge.line(), edge.problem());
        float[] pattern = null;
        if (dash.length > 0) {
            pattern = new float[dash.length];
            for (int i = 0; i < dash.length; i++) {
                pattern[i] = (float) dash[i];
            }
        }
        g.setColor(colour);
        g.setStroke(new BasicStroke((float) Strokes.width(edge.line(), edge.problem(), edge.marks()),
                BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, pattern, 0f));
        var line = new Path2D.Double();
        line.moveTo(points.get(0).x(), points.get(0).y());
        for (int i = 1; i < points.size(); i++) {
            line.lineTo(points.get(i).x(), points.get(i).y());
        }
        g.draw(line);
        g.fill(Outlines.arrow(points.get(points.size() - 2), points.get(points.size() - 1)));
        String marker = Strokes.marker(edge.problem());
        if (!marker.isEmpty()) {
            Point mid = Outlines.middle(points);
            g.setColor(color(palette.background()));
            g.fill(new java.awt.geom.Ellipse2D.Double(mid.x() - 7, mid.y() - 7, 14, 14));
            g.setColor(colour);
            g.setStroke(new BasicStroke(1.2f));
            g.draw(new java.awt.geom.Ellipse2D.Double(mid.x() - 7, mid.y() - 7, 14, 14));
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 10));
            centre(g, marker, mid.x(), mid.y() + 3.5);
        }
    }

    private static void node(Graphics2D g, PlacedNode placed, Palette palette) {
        var node = placed.node();
        double x = placed.x();
        double y = placed.y();
        double w = placed.width();
        double h = placed.height();
        boolean removed = node.marks().contains(Mark.REMOVED);
        var saved = g.getComposite();
        if (node.marks().contains(Mark.DIMMED) || removed) {
            g.setComposite(java.awt.AlphaComposite.getInstance(java.awt.AlphaComposite.SRC_OVER, 0.45f));
        }
        if (node.marks().contains(Mark.FOCUS) || node.marks().contains(Mark.SELECTED)
                || node.marks().contains(Mark.HIGHLIGHTED)) {
            g.setColor(color(node.marks().contains(Mark.HIGHLIGHTED) && !node.marks().contains(Mark.FOCUS)
                    ? palette.highlight() : palette.focus()));
            g.setStroke(new BasicStroke(2.2f));
            g.draw(new RoundRectangle2D.Double(x - 4, y - 4, w + 8, h + 8, 14, 14));
        }
        var outline = Outlines.outline(node.shape(), x, y, w, h);
        g.setColor(color(palette.nodeFill().get(node.shape())));
        g.fill(outline);
        g.setColor(color(palette.nodeStroke().get(node.shape())));
        float width = node.shape() == NodeShape.AGENT ? 2f : 1.3f;
        g.setStroke(node.shape() == NodeShape.MISSING || removed
                ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {5, 3}, 0f)
                : new BasicStroke(width));
        g.draw(outline);
        var inner = Outlines.inner(node.shape(), x, y, w, h);
        if (inner != null) {
            g.setStroke(new BasicStroke(1f));
            g.draw(inner);
        }
        if (removed) {
            g.setColor(color(palette.problem().get(EdgeProblem.MISSING)));
            g.setStroke(new BasicStroke(2f));
            g.draw(new Line2D.Double(x, y, x + w, y + h));
            g.draw(new Line2D.Double(x + w, y, x, y + h));
        }
        g.setColor(color(palette.foreground()));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        g.drawString(Outlines.fit(node.title(), w - 20, true), (float) (x + 10), (float) (y + 19));
        if (!node.subtitle().isEmpty()) {
            g.setColor(color(palette.muted()));
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            g.drawString(Outlines.fit(node.subtitle(), w - 20, false), (float) (x + 10), (float) (y + 35));
        }
        double right = x + w - 4;
        if (node.warnings() > 0) {
            right = badge(g, String.valueOf(node.warnings()), palette.warningBadge(), palette, right, y);
        }
        if (node.errors() > 0) {
            badge(g, String.valueOf(node.errors()), palette.errorBadge(), palette, right, y);
        }
        g.setComposite(saved);
    }

    private static double badge(Graphics2D g, String count, String colour, Palette palette, double right, double top) {
        double w = Outlines.badgeWidth(count);
        g.setColor(color(colour));
        g.fill(new RoundRectangle2D.Double(right - w, top - 7, w, 14, 14, 14));
        g.setColor(color(palette.background()));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 10));
        centre(g, count, right - w / 2, top + 3.5);
        return right - w - 3;
    }

    private static void centre(Graphics2D g, String text, double x, double baseline) {
        double width = g.getFontMetrics().stringWidth(text);
        g.drawString(text, (float) (x - width / 2), (float) baseline);
    }

    private static Color color(String hex) {
        return Color.decode(hex);
    }
}
