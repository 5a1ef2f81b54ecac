package dev.catalogstudio.app.graph;

import dev.catalogstudio.app.render.EdgeProblem;
import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.Outlines;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.PlacedEdge;
import dev.catalogstudio.app.render.PlacedNode;
import dev.catalogstudio.app.render.Point;
import dev.catalogstudio.app.render.Strokes;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * Paints a {@link GraphScene} on a JavaFX canvas with the same palette, dash patterns, markers and outlines as the
 * SVG and PNG writers, so an export is what the pane shows. Nodes and edges wholly outside the visible area are
 * skipped (culling); below 35% zoom, where text and patterns cannot be read, a simplified level of detail is drawn
 * (plain boxes and lines in the same colours), which keeps pan and zoom usable with thousands of visible nodes.
 */
final class CanvasPainter {

    private static final Font TITLE = Font.font("System", FontWeight.BOLD, 12);
    private static final Font SUBTITLE = Font.font("System", 10.5);
    private static final Font BADGE = Font.font("System", FontWeight.BOLD, 10);

    private CanvasPainter() {
    }

    static void paint(GraphicsContext g, GraphScene scene, Palette palette, Viewport view, double width,
                      double height, String selected) {
        g.setTransform(1, 0, 0, 1, 0, 0);
        g.setFill(Color.web(palette.background()));
        g.fillRect(0, 0, width, height);
        if (scene == null) {
            return;
        }
        double left = view.toSceneX(0);
        double top = view.toSceneY(0);
        double right = view.toSceneX(width);
        double bottom = view.toSceneY(height);
        g.setTransform(view.scale(), 0, 0, view.scale(), view.offsetX(), view.offsetY());
        boolean text = view.scale() >= 0.35;
        if (!text) {
            overview(g, scene, palette, left, top, right, bottom);
            g.setTransform(1, 0, 0, 1, 0, 0);
            return;
        }
        for (var edge : scene.edges()) {
            if (visible(edge, left, top, right, bottom)) {
                edge(g, edge, palette, text, edge.edge().id().equals(selected));
            }
        }
        for (var node : scene.nodes()) {
            if (node.x() + node.width() >= left && node.x() <= right && node.y() + node.height() >= top
                    && node.y() <= bottom) {
                node(g, node, palette, text, node.node().id().equals(selected));
            }
        }
        g.setTransform(1, 0, 0, 1, 0, 0);
    }

    /**
     * Below 35% zoom, where text and patterns cannot be read: edges as plain lines in their colour (problems still
     * in theirs), nodes as boxes in their kind's colours, errors as a red corner. Dashes, arrowheads, outlines and
     * text are what made a frame of 2,000 visible nodes slow.
     */
    private static void overview(GraphicsContext g, GraphScene scene, Palette palette, double left, double top,
                                 double right, double bottom) {
        g.setLineDashes();
        g.setLineWidth(1.5);
        // One path per colour: a few strokes instead of one per edge.
        var byColour = new java.util.LinkedHashMap<String, java.util.List<PlacedEdge>>();
        for (var placed : scene.edges()) {
            if (visible(placed, left, top, right, bottom)) {
                var edge = placed.edge();
                byColour.computeIfAbsent(edge.problem() == EdgeProblem.NONE ? palette.line().get(edge.line())
                        : palette.problem().get(edge.problem()), c -> new java.util.ArrayList<>()).add(placed);
            }
        }
        for (var entry : byColour.entrySet()) {
            g.setStroke(Color.web(entry.getKey()));
            g.beginPath();
            for (var placed : entry.getValue()) {
                var points = placed.points();
                g.moveTo(points.get(0).x(), points.get(0).y());
                for (int i = 1; i < points.size(); i++) {
                    g.lineTo(points.get(i).x(), points.get(i).y());
                }
            }
            g.stroke();
        }
        g.setLineWidth(2);
        for (var node : scene.nodes()) {
            if (node.x() + node.width() < left || node.x() > right || node.y() + node.height() < top
                    || node.y() > bottom) {
                continue;
            }
            var shape = node.node().shape();
            g.setFill(Color.web(palette.nodeFill().get(shape)));
            g.fillRect(node.x(), node.y(), node.width(), node.height());
            g.setStroke(Color.web(node.node().marks().contains(Mark.FOCUS) ? palette.focus()
                    : palette.nodeStroke().get(shape)));
            g.strokeRect(node.x(), node.y(), node.width(), node.height());
            if (node.node().errors() > 0) {
                g.setFill(Color.web(palette.errorBadge()));
                g.fillRect(node.x() + node.width() - 14, node.y(), 14, 14);
            }
        }
    }

    private static boolean visible(PlacedEdge edge, double left, double top, double right, double bottom) {
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
        return maxX >= left && minX <= right && maxY >= top && minY <= bottom;
    }

    private static void edge(GraphicsContext g, PlacedEdge placed, Palette palette, boolean text, boolean selected) {
        var edge = placed.edge();
        var points = placed.points();
        if (points.size() < 2) {
            return;
        }
        String colour = edge.problem() == EdgeProblem.NONE ? palette.line().get(edge.line())
                : palette.problem().get(edge.problem());
        if (edge.marks().contains(Mark.HIGHLIGHTED)) {
            colour = palette.highlight();
        }
        boolean dimmed = edge.marks().contains(Mark.DIMMED);
        g.setGlobalAlpha(dimmed ? 0.3 : 1);
        g.setStroke(Color.web(selected ? palette.focus() : colour));
        g.setLineWidth(Strokes.width(edge.line(), edge.problem(), edge.marks()) + (selected ? 1 : 0));
        g.setLineDashes(Strokes.dash(edge.line(), edge.problem()));
        g.setLineCap(StrokeLineCap.BUTT);
        g.beginPath();
        g.moveTo(points.get(0).x(), points.get(0).y());
        for (int i = 1; i < points.size(); i++) {
            g.lineTo(points.get(i).x(), points.get(i).y());
        }
        g.stroke();
        g.setLineDashes();
        // Arrowhead at the target end.
        Point end = points.get(points.size() - 1);
        Point before = points.get(points.size() - 2);
        g.setFill(g.getStroke());
        trace(g, Outlines.arrow(before, end));
        g.fill();
        String marker = Strokes.marker(edge.problem());
        if (text && marker != null && !marker.isEmpty()) {
            Point mid = Outlines.middle(points);
            g.setFill(Color.web(palette.background()));
            g.fillOval(mid.x() - 7, mid.y() - 7, 14, 14);
            g.setStroke(Color.web(colour));
            g.setLineWidth(1.2);
            g.strokeOval(mid.x() - 7, mid.y() - 7, 14, 14);
            g.setFill(Color.web(colour));
            g.setFont(BADGE);
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(marker, mid.x(), mid.y());
        }
        g.setGlobalAlpha(1);
    }

    private static void node(GraphicsContext g, PlacedNode placed, Palette palette, boolean text, boolean selected) {
        var node = placed.node();
        double x = placed.x();
        double y = placed.y();
        double w = placed.width();
        double h = placed.height();
        boolean removed = node.marks().contains(Mark.REMOVED);
        g.setGlobalAlpha(node.marks().contains(Mark.DIMMED) || removed ? 0.45 : 1);
        g.setFill(Color.web(palette.nodeFill().get(node.shape())));
        g.setStroke(Color.web(palette.nodeStroke().get(node.shape())));
        g.setLineWidth(node.shape() == NodeShape.AGENT ? 2 : 1.3);
        g.setLineDashes(node.shape() == NodeShape.MISSING || removed ? new double[] {5, 3} : null);
        trace(g, Outlines.outline(node.shape(), x, y, w, h));
        g.fill();
        g.stroke();
        g.setLineDashes();
        var inner = Outlines.inner(node.shape(), x, y, w, h);
        if (inner != null) {
            g.setLineWidth(1);
            trace(g, inner);
            g.stroke();
        }
        if (node.marks().contains(Mark.FOCUS) || selected || node.marks().contains(Mark.HIGHLIGHTED)) {
            g.setStroke(Color.web(selected || node.marks().contains(Mark.FOCUS) ? palette.focus() : palette.highlight()));
            g.setLineWidth(selected ? 3 : 2.2);
            g.strokeRoundRect(x - 4, y - 4, w + 8, h + 8, 14, 14);
        }
        if (removed) {
            g.setStroke(Color.web(palette.problem().get(EdgeProblem.MISSING)));
            g.setLineWidth(2);
            g.strokeLine(x, y, x + w, y + h);
            g.strokeLine(x + w, y, x, y + h);
        }
        if (text) {
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.TOP);
            g.setFill(Color.web(palette.foreground()));
            g.setFont(TITLE);
            g.fillText(Outlines.fit(node.title(), w - 20, true), x + 10, y + 7);
            if (!node.subtitle().isEmpty()) {
                g.setFill(Color.web(palette.muted()));
                g.setFont(SUBTITLE);
                g.fillText(Outlines.fit(node.subtitle(), w - 20, false), x + 10, y + 24);
            }
            badges(g, node.errors(), node.warnings(), palette, x + w, y);
        }
        g.setGlobalAlpha(1);
    }

    private static void badges(GraphicsContext g, int errors, int warnings, Palette palette, double right, double top) {
        double at = right - 4;
        if (warnings > 0) {
            at = badge(g, String.valueOf(warnings), palette.warningBadge(), palette, at, top);
        }
        if (errors > 0) {
            badge(g, String.valueOf(errors), palette.errorBadge(), palette, at, top);
        }
    }

    private static double badge(GraphicsContext g, String count, String colour, Palette palette, double right,
                                double top) {
        double w = Outlines.badgeWidth(count);
        g.setFill(Color.web(colour));
        g.fillRoundRect(right - w, top - 7, w, 14, 14, 14);
        g.setFill(Color.web(palette.background()));
        g.setFont(BADGE);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(count, right - w / 2, top);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        return right - w - 3;
    }

    /** Traces a shared outline ({@link Outlines}) as the canvas's current path. */
    private static void trace(GraphicsContext g, java.awt.geom.Path2D path) {
        g.beginPath();
        double[] c = new double[6];
        for (var it = path.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case java.awt.geom.PathIterator.SEG_MOVETO -> g.moveTo(c[0], c[1]);
                case java.awt.geom.PathIterator.SEG_LINETO -> g.lineTo(c[0], c[1]);
                case java.awt.geom.PathIterator.SEG_QUADTO -> g.quadraticCurveTo(c[0], c[1], c[2], c[3]);
                case java.awt.geom.PathIterator.SEG_CUBICTO -> g.bezierCurveTo(c[0], c[1], c[2], c[3], c[4], c[5]);
                default -> g.closePath();
            }
        }
    }
}
