package dev.catalogstudio.app.render;

import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;

/**
 * The outline of each {@link NodeShape} in a box, as one geometry ({@link java.awt.geom.Path2D}, which needs no
 * display) that the SVG writer, the PNG writer and the pane's canvas all trace, so the three draw the same shapes.
 */
public final class Outlines {

    private Outlines() {
    }

    /** The outline of {@code shape} in the box at ({@code x}, {@code y}), {@code w} × {@code h} scene units. */
    public static Path2D outline(NodeShape shape, double x, double y, double w, double h) {
        var path = new Path2D.Double();
        switch (shape) {
            case MCP_SERVER -> {
                double c = Math.min(12, h / 3);
                path.moveTo(x + c, y);
                path.lineTo(x + w - c, y);
                path.lineTo(x + w, y + h / 2);
                path.lineTo(x + w - c, y + h);
                path.lineTo(x + c, y + h);
                path.lineTo(x, y + h / 2);
                path.closePath();
            }
            case PLANE -> {
                double s = Math.min(10, w / 6);
                path.moveTo(x + s, y);
                path.lineTo(x + w, y);
                path.lineTo(x + w - s, y + h);
                path.lineTo(x, y + h);
                path.closePath();
            }
            case PACK, WEBLET -> {
                double f = Math.min(10, h / 3);
                path.moveTo(x, y);
                path.lineTo(x + w - f, y);
                path.lineTo(x + w, y + f);
                path.lineTo(x + w, y + h);
                path.lineTo(x, y + h);
                path.closePath();
            }
            case PLUGIN -> {
                double tab = Math.min(w / 3, 40);
                double t = Math.min(6, h / 5);
                path.moveTo(x, y);
                path.lineTo(x + tab, y);
                path.lineTo(x + tab + t, y + t);
                path.lineTo(x + w, y + t);
                path.lineTo(x + w, y + h);
                path.lineTo(x, y + h);
                path.closePath();
            }
            case MARKETPLACE -> path.append(new java.awt.geom.Rectangle2D.Double(x, y, w, h), false);
            case COMMAND -> {
                double c = Math.min(10, h / 3);
                path.moveTo(x + c, y);
                path.lineTo(x + w, y);
                path.lineTo(x + w, y + h);
                path.lineTo(x + c, y + h);
                path.lineTo(x, y + h / 2);
                path.closePath();
            }
            case HOOK -> path.append(new RoundRectangle2D.Double(x, y, w, h, h, h), false);
            case GROUP -> {
                path.append(new java.awt.geom.Rectangle2D.Double(x + 6, y - 6, w - 6, h), false);
                path.append(new java.awt.geom.Rectangle2D.Double(x + 3, y - 3, w - 6, h), false);
                path.append(new java.awt.geom.Rectangle2D.Double(x, y, w - 6, h), false);
            }
            case SKILL -> path.append(new RoundRectangle2D.Double(x, y, w, h, 18, 18), false);
            case AGENT, MISSING -> path.append(new RoundRectangle2D.Double(x, y, w, h, 10, 10), false);
        }
        return path;
    }

    /**
     * The remote badge: a small cloud whose box is {@code w} wide and {@code 0.6 w} high, its top-left corner at
     * ({@code x}, {@code y}), scene units; one outline (circles on a rounded base, joined).
     */
    public static Path2D cloud(double x, double y, double w) {
        double h = 0.6 * w;
        var area = new java.awt.geom.Area(new java.awt.geom.RoundRectangle2D.Double(x, y + 0.5 * h, w, 0.5 * h,
                0.5 * h, 0.5 * h));
        double r1 = 0.22 * w;
        area.add(new java.awt.geom.Area(new java.awt.geom.Ellipse2D.Double(x + 0.3 * w - r1, y + 0.55 * h - r1,
                2 * r1, 2 * r1)));
        double r2 = 0.25 * w;
        area.add(new java.awt.geom.Area(new java.awt.geom.Ellipse2D.Double(x + 0.6 * w - r2, y + 0.42 * h - r2,
                2 * r2, 2 * r2)));
        return new Path2D.Double(area);
    }

    /** The inner border of an agent (its double outline), or {@code null} for other shapes. */
    public static Path2D inner(NodeShape shape, double x, double y, double w, double h) {
        if (shape != NodeShape.AGENT) {
            return null;
        }
        var path = new Path2D.Double();
        path.append(new RoundRectangle2D.Double(x + 3, y + 3, w - 6, h - 6, 7, 7), false);
        return path;
    }

    /** The arrowhead at the end of an edge arriving at {@code end} from {@code before}: a closed triangle, 8 units. */
    public static Path2D arrow(Point before, Point end) {
        return arrow(before, end, 1);
    }

    /** {@link #arrow(Point, Point)} {@code size} times as large (a scene laid out with larger text). */
    public static Path2D arrow(Point before, Point end, double size) {
        double angle = Math.atan2(end.y() - before.y(), end.x() - before.x());
        double length = 8 * size;
        var path = new Path2D.Double();
        path.moveTo(end.x(), end.y());
        path.lineTo(end.x() - length * Math.cos(angle - 0.4), end.y() - length * Math.sin(angle - 0.4));
        path.lineTo(end.x() - length * Math.cos(angle + 0.4), end.y() - length * Math.sin(angle + 0.4));
        path.closePath();
        return path;
    }

    /** The middle of a polyline by length (where a problem's marker goes). */
    public static Point middle(java.util.List<Point> points) {
        double total = 0;
        for (int i = 1; i < points.size(); i++) {
            total += Math.hypot(points.get(i).x() - points.get(i - 1).x(), points.get(i).y() - points.get(i - 1).y());
        }
        double half = total / 2;
        for (int i = 1; i < points.size(); i++) {
            Point a = points.get(i - 1);
            Point b = points.get(i);
            double length = Math.hypot(b.x() - a.x(), b.y() - a.y());
            if (half <= length && length > 0) {
                double t = half / length;
                return new Point(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t);
            }
            half -= length;
        }
        return points.get(points.size() - 1);
    }

    /**
     * The point {@code distance} scene units before the end of the polyline {@code points}, measured along it; its
     * start when the line is shorter.
     */
    public static Point beforeEnd(java.util.List<Point> points, double distance) {
        double left = distance;
        for (int i = points.size() - 1; i > 0; i--) {
            Point b = points.get(i);
            Point a = points.get(i - 1);
            double length = Math.hypot(b.x() - a.x(), b.y() - a.y());
            if (left <= length && length > 0) {
                double t = left / length;
                return new Point(b.x() + (a.x() - b.x()) * t, b.y() + (a.y() - b.y()) * t);
            }
            left -= length;
        }
        return points.get(0);
    }

    /** The length of the polyline {@code points}, scene units. */
    public static double length(java.util.List<Point> points) {
        double total = 0;
        for (int i = 1; i < points.size(); i++) {
            total += Math.hypot(points.get(i).x() - points.get(i - 1).x(), points.get(i).y() - points.get(i - 1).y());
        }
        return total;
    }

    /** A badge's width for a count, scene units. */
    public static double badgeWidth(String count) {
        return 8 + 6.5 * count.length();
    }

    /**
     * {@code text} cut with an ellipsis so that it fits {@code width} scene units in the title font ({@code title}) or
     * the subtitle font, as {@link SceneLayout#measure} measures them.
     */
    public static String fit(String text, double width, boolean title) {
        if (SceneLayout.textWidth(text, title) <= width) {
            return text;
        }
        int end = text.length();
        while (end > 1 && SceneLayout.textWidth(text.substring(0, end) + "\u2026", title) > width) {
            end--;
        }
        return text.substring(0, end) + "\u2026";
    }
}
