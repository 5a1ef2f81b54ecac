package dev.catalogstudio.app.render;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places the labels (counts) of a scene's edges as {@link ScenePainter#label(GraphScene, PlacedEdge, double, double)}
 * says, each also off the labels placed before it where its edge allows. The node boxes and the labels placed so far
 * are kept in a uniform grid of {@value #CELL}-unit cells, so that asking whether a label's box meets any of them
 * looks only at the boxes in the cells it covers: the work grows with the number of edges, not its square
 * ({@link #comparisons()} counts it). Not thread-safe; one per placing.
 */
public final class LabelPlacer {

    /** The side of a grid cell, scene units. */
    static final double CELL = 96;

    private final GraphScene scene;
    private final double scale;
    private final Map<Long, List<double[]>> nodes = new HashMap<>();
    private final Map<Long, List<double[]>> labels = new HashMap<>();
    private long comparisons;

    /** A placer for {@code scene} drawn at {@code scale} pixels per scene unit. */
    public LabelPlacer(GraphScene scene, double scale) {
        this.scene = scene;
        this.scale = scale;
        for (var n : scene.nodes()) {
            add(nodes, n.x(), n.y(), n.width(), n.height());
        }
    }

    /** The labels of every edge that has one, in the scene's edge order. */
    public Map<PlacedEdge, ScenePainter.Pill> place() {
        var out = new IdentityHashMap<PlacedEdge, ScenePainter.Pill>();
        for (var edge : scene.edges()) {
            var pill = ScenePainter.label(this, edge, scale, scene.textScale());
            if (pill != null) {
                out.put(edge, pill);
                add(labels, pill.x(), pill.y(), pill.width(), pill.height());
            }
        }
        return out;
    }

    /** How many box-against-box tests the placing has made so far. */
    public long comparisons() {
        return comparisons;
    }

    /** Whether the box meets a node's box. */
    boolean overNode(double x, double y, double w, double h) {
        return meets(nodes, x, y, w, h);
    }

    /** Whether the box meets a label placed before. */
    boolean overLabel(double x, double y, double w, double h) {
        return meets(labels, x, y, w, h);
    }

    private boolean meets(Map<Long, List<double[]>> grid, double x, double y, double w, double h) {
        for (long cell : cells(x, y, w, h)) {
            var boxes = grid.get(cell);
            if (boxes == null) {
                continue;
            }
            for (double[] b : boxes) {
                comparisons++;
                if (x < b[0] + b[2] && b[0] < x + w && y < b[1] + b[3] && b[1] < y + h) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void add(Map<Long, List<double[]>> grid, double x, double y, double w, double h) {
        double[] box = {x, y, w, h};
        for (long cell : cells(x, y, w, h)) {
            grid.computeIfAbsent(cell, k -> new ArrayList<>(2)).add(box);
        }
    }

    private static List<Long> cells(double x, double y, double w, double h) {
        int left = (int) Math.floor(x / CELL);
        int right = (int) Math.floor((x + w) / CELL);
        int top = (int) Math.floor(y / CELL);
        int bottom = (int) Math.floor((y + h) / CELL);
        var out = new ArrayList<Long>((right - left + 1) * (bottom - top + 1));
        for (int cx = left; cx <= right; cx++) {
            for (int cy = top; cy <= bottom; cy++) {
                out.add(((long) cx << 32) ^ (cy & 0xffffffffL));
            }
        }
        return out;
    }
}
