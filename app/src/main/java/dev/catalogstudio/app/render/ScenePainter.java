package dev.catalogstudio.app.render;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Paints a {@link GraphScene} with Java2D: the PNG export and every frame of the graph pane (which shows a raster of
 * it), so the pane and an export are one drawing. The same outlines ({@link Outlines}), palette, dash patterns
 * ({@link Strokes}) and problem markers as the SVG writer. Runs on any thread and headless.
 *
 * <p>Only what meets the painted area is drawn (culling), and below {@link #DETAIL_SCALE} a simplified level of
 * detail is drawn: edges as plain lines in their colour, one path per colour, nodes as boxes in their kind's colours
 * with a red corner for errors; no text, dashes, arrowheads or markers, which cannot be read at that size.
 */
public final class ScenePainter {

    /** The zoom (pixels per scene unit) from which text, patterns and markers are drawn. */
    public static final double DETAIL_SCALE = 0.35;

    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    private static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final Font BADGE = new Font(Font.SANS_SERIF, Font.BOLD, 10);

    private ScenePainter() {
    }

    /**
     * Paints the part of {@code scene} from scene point ({@code left}, {@code top}) onto {@code g}'s area
     * (0, 0)–({@code width}, {@code height}) pixels, at {@code scale} pixels per scene unit, over the palette's
     * background. {@code g}'s transform and composite are restored.
     *
     * @param selected the id of the selected node or edge (drawn in the focus colour), or {@code null}
     */
    public static void paint(Graphics2D g, GraphScene scene, Palette palette, double scale, double left, double top,
                             int width, int height, String selected) {
        var saved = g.getTransform();
        var savedComposite = g.getComposite();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(color(palette.background()));
            g.fillRect(0, 0, width, height);
            g.scale(scale, scale);
            g.translate(-left, -top);
            // What may paint into the area: a node's badges, focus ring and an edge's marker reach past its box.
            double reach = 16;
            var area = new Rectangle2D.Double(left - reach, top - reach, width / scale + 2 * reach,
                    height / scale + 2 * reach);
            if (scale < DETAIL_SCALE) {
                // Plain pixels: anti-aliasing thousands of long hairlines was 95% of such a frame (470 ms against 21).
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
                overview(g, scene, palette, area);
                return;
            }
            for (var edge : scene.edges()) {
                if (bounds(edge).intersects(area)) {
                    edge(g, edge, palette, edge.edge().id().equals(selected));
                }
            }
            for (var node : scene.nodes()) {
                if (area.intersects(node.x(), node.y(), node.width(), node.height())) {
                    node(g, node, palette, node.node().id().equals(selected));
                }
            }
        } finally {
            g.setTransform(saved);
            g.setComposite(savedComposite);
        }
    }

    private static void overview(Graphics2D g, GraphScene scene, Palette palette, Rectangle2D area) {
        var byColour = new LinkedHashMap<String, List<PlacedEdge>>();
        for (var placed : scene.edges()) {
            if (placed.points().size() >= 2 && bounds(placed).intersects(area)) {
                var edge = placed.edge();
                byColour.computeIfAbsent(edge.problem() == EdgeProblem.NONE ? palette.line().get(edge.line())
                        : palette.problem().get(edge.problem()), c -> new ArrayList<>()).add(placed);
            }
        }
        g.setStroke(new BasicStroke(1.5f));
        for (Map.Entry<String, List<PlacedEdge>> entry : byColour.entrySet()) {
            var path = new Path2D.Double();
            for (var placed : entry.getValue()) {
                trace(path, placed.points());
            }
            g.setColor(color(entry.getKey()));
            g.draw(path);
        }
        g.setStroke(new BasicStroke(2f));
        for (var node : scene.nodes()) {
            if (!area.intersects(node.x(), node.y(), node.width(), node.height())) {
                continue;
            }
            var shape = node.node().shape();
            var box = new Rectangle2D.Double(node.x(), node.y(), node.width(), node.height());
            g.setColor(color(palette.nodeFill().get(shape)));
            g.fill(box);
            g.setColor(color(node.node().marks().contains(Mark.FOCUS) ? palette.focus()
                    : palette.nodeStroke().get(shape)));
            g.draw(box);
            if (node.node().errors() > 0) {
                g.setColor(color(palette.errorBadge()));
                g.fill(new Rectangle2D.Double(node.x() + node.width() - 14, node.y(), 14, 14));
            }
        }
    }

    private static void edge(Graphics2D g, PlacedEdge placed, Palette palette, boolean selected) {
        var edge = placed.edge();
        var points = placed.points();
        if (points.size() < 2) {
            return;
        }
        Color colour = color(SvgWriter.colour(edge, palette));
        Composite saved = g.getComposite();
        if (edge.marks().contains(Mark.DIMMED)) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.3f));
        }
        double[] dash = Strokes.dash(edge.line(), edge.problem());
        float[] pattern = null;
        if (dash.length > 0) {
            pattern = new float[dash.length];
            for (int i = 0; i < dash.length; i++) {
                pattern[i] = (float) dash[i];
            }
        }
        g.setColor(selected ? color(palette.focus()) : colour);
        g.setStroke(new BasicStroke((float) Strokes.width(edge.line(), edge.problem(), edge.marks()) + (selected ? 1 : 0),
                BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, pattern, 0f));
        var line = new Path2D.Double();
        trace(line, points);
        g.draw(line);
        g.fill(Outlines.arrow(points.get(points.size() - 2), points.get(points.size() - 1)));
        String marker = Strokes.marker(edge.problem());
        if (!marker.isEmpty()) {
            Point mid = Outlines.middle(points);
            var disc = new Ellipse2D.Double(mid.x() - 7, mid.y() - 7, 14, 14);
            g.setColor(color(palette.background()));
            g.fill(disc);
            g.setColor(colour);
            g.setStroke(new BasicStroke(1.2f));
            g.draw(disc);
            g.setFont(BADGE);
            centre(g, marker, mid.x(), mid.y() + 3.5);
        }
        g.setComposite(saved);
    }

    private static void node(Graphics2D g, PlacedNode placed, Palette palette, boolean selected) {
        var node = placed.node();
        double x = placed.x();
        double y = placed.y();
        double w = placed.width();
        double h = placed.height();
        boolean removed = node.marks().contains(Mark.REMOVED);
        Composite saved = g.getComposite();
        if (node.marks().contains(Mark.DIMMED) || removed) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.45f));
        }
        boolean focus = node.marks().contains(Mark.FOCUS);
        selected |= node.marks().contains(Mark.SELECTED);
        if (focus || selected || node.marks().contains(Mark.HIGHLIGHTED)) {
            g.setColor(color(focus || selected ? palette.focus() : palette.highlight()));
            g.setStroke(new BasicStroke(selected ? 3f : 2.2f));
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
        g.setFont(TITLE);
        g.drawString(Outlines.fit(node.title(), w - 20, true), (float) (x + 10), (float) (y + 19));
        if (!node.subtitle().isEmpty()) {
            g.setColor(color(palette.muted()));
            g.setFont(SUBTITLE);
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
        g.setFont(BADGE);
        centre(g, count, right - w / 2, top + 3.5);
        return right - w - 3;
    }

    private static void centre(Graphics2D g, String text, double x, double baseline) {
        double width = g.getFontMetrics().stringWidth(text);
        g.drawString(text, (float) (x - width / 2), (float) baseline);
    }

    private static void trace(Path2D path, List<Point> points) {
        path.moveTo(points.get(0).x(), points.get(0).y());
        for (int i = 1; i < points.size(); i++) {
            path.lineTo(points.get(i).x(), points.get(i).y());
        }
    }

    /** The bounding box of an edge's route, widened by a marker's radius. */
    private static Rectangle2D bounds(PlacedEdge edge) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Point p : edge.points()) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        return new Rectangle2D.Double(minX - 8, minY - 8, maxX - minX + 16, maxY - minY + 16);
    }

    private static Color color(String hex) {
        return Color.decode(hex);
    }
}
