package dev.catalogstudio.app.render;

import java.util.List;

/**
 * An edge with its route.
 *
 * @param edge   what is drawn
 * @param points the polyline from the source's border to the target's border, bend points between, at least two
 */
public record PlacedEdge(SceneEdge edge, List<Point> points) {
    public PlacedEdge {
        points = List.copyOf(points);
    }

    /** The distance from the scene point to the polyline, in scene units. */
    public double distanceTo(double px, double py) {
        double best = Double.MAX_VALUE;
        for (int i = 1; i < points.size(); i++) {
            best = Math.min(best, segment(points.get(i - 1), points.get(i), px, py));
        }
        return best;
    }

    private static double segment(Point a, Point b, double px, double py) {
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double length = dx * dx + dy * dy;
        double t = length == 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x()) * dx + (py - a.y()) * dy) / length));
        return Math.hypot(px - (a.x() + t * dx), py - (a.y() + t * dy));
    }
}
