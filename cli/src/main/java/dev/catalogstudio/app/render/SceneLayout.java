package dev.catalogstudio.app.render;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import org.eclipse.elk.alg.layered.options.CrossingMinimizationStrategy;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.LayeringStrategy;
import org.eclipse.elk.alg.layered.options.NodePlacementStrategy;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Lays a {@link SceneInput} out with Eclipse ELK's layered algorithm ({@code org.eclipse.elk.layered}): left to right,
 * a dependent to the left of its dependencies (above them when {@link #layoutToFit} finds that reads larger in its
 * pane), polyline edges. Node sizes come from their text ({@link #measure}). With a previous scene, nodes are fed in its top-to-bottom order and ELK keeps that model order
 * in crossing minimisation, so an edit that changes the graph keeps unchanged nodes where they were as far as the
 * layout allows. From {@value #LARGE} nodes one median crossing-minimisation pass and simple node placement are
 * used; from {@value #HUGE} nodes longest-path layering and no crossing minimisation (each layer in model order), which
 * lays out 2,000 nodes and 6,000 edges in about 0.8 s here (docs/PERFORMANCE.md); such a picture is an overview anyway,
 * and the focus view and the grouped overview keep what is drawn far smaller.
 *
 * <p>Not thread-safe per instance; any thread (the pane lays out off the FX thread).
 */
public final class SceneLayout {

    /** Node count from which one median crossing-minimisation pass and simple placement are used. */
    static final int LARGE = 400;
    /** Node count from which layers are ordered by the model order alone (no crossing minimisation). */
    static final int HUGE = 1000;
    /** Room around the picture, scene units. */
    static final double MARGIN = 20;
    /**
     * The width-to-height ratio the separate parts of a picture are packed into rows for when none is given: about
     * the graph pane's at the studio's default window size, and what {@code catalog-studio graph --format svg} uses.
     */
    public static final double DEFAULT_ASPECT = 1.3;
    /**
     * The graph pane's canvas at the studio's default window size (1,280 × 800), pixels: what
     * {@code catalog-studio graph --format svg} lays its picture out for, so that it is the picture the pane shows.
     */
    public static final double DEFAULT_VIEW_WIDTH = 500;
    public static final double DEFAULT_VIEW_HEIGHT = 360;
    /** Pictures of at most this many nodes are laid out again with larger text until they read when fitted. */
    public static final int FIT_NODES = 150;
    /** The most the text of a picture is enlarged for its fitted view ({@link #layoutToFit}). */
    static final double MAX_TEXT_SCALE = 4;
    /** Room left around a fitted picture in its pane, pixels. */
    public static final double FIT_MARGIN = 24;
    /** The largest zoom a fit chooses: a small picture in a large pane is drawn larger, up to this. */
    public static final double MAX_FIT_SCALE = 1.5;
    /** The smallest zoom. */
    public static final double MIN_SCALE = 0.05;

    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    private static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final FontRenderContext CONTEXT = new FontRenderContext(null, true, true);

    static {
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    /**
     * The size of a node's box: its title and subtitle with padding and room for badges. The title (the entry's name)
     * always fits whole, however long (issue 41: names cut to "kuber…" did not read); a subtitle longer than the box
     * and 320 units is cut with an ellipsis when drawn.
     *
     * @return {@code {width, height}} in scene units
     */
    public static double[] measure(SceneNode node) {
        return measure(node, 1);
    }

    /**
     * The size of a node's box with its text {@code textScale} times its size at zoom 1 ({@link #measure(SceneNode)}
     * times {@code textScale}).
     *
     * @return {@code {width, height}} in scene units
     */
    public static double[] measure(SceneNode node, double textScale) {
        double title = textWidth(node.title(), true);
        double subtitle = node.subtitle().isEmpty() ? 0 : textWidth(node.subtitle(), false);
        double width = Math.max(Math.min(320, Math.max(node.shape() == NodeShape.GROUP ? 110 : 70, subtitle + 36)),
                title + 36);
        double height = node.subtitle().isEmpty() ? 30 : 44;
        return new double[] {Math.ceil(width * textScale), height * textScale};
    }

    /**
     * The zoom (pixels per scene unit) at which a {@code width} × {@code height} picture fits a {@code viewWidth} ×
     * {@code viewHeight} pane with {@link #FIT_MARGIN} around it: at most {@link #MAX_FIT_SCALE}, at least
     * {@link #MIN_SCALE}.
     */
    public static double fitScale(double width, double height, double viewWidth, double viewHeight) {
        double fitted = Math.min((viewWidth - 2 * FIT_MARGIN) / Math.max(1, width),
                (viewHeight - 2 * FIT_MARGIN) / Math.max(1, height));
        return Math.max(MIN_SCALE, Math.min(MAX_FIT_SCALE, fitted));
    }

    /**
     * Lays {@code input} out for a {@code viewWidth} × {@code viewHeight} pane, so that fitted to it the text is at
     * least its size at zoom 1 where that can be had ("fewer, larger nodes" would be the overview's grouping; this
     * is the other half): a picture of at most {@link #FIT_NODES} nodes too large to read when fitted is laid out
     * again with its text and boxes enlarged by what the fit shrinks them (at most {@link #MAX_TEXT_SCALE} times),
     * while the room between the boxes stays, up to four times; the layout whose fitted text is largest is kept. A
     * larger picture is laid out once, for the pane's shape.
     *
     * @param viewWidth  the pane's width, pixels; 0 or less: {@link #DEFAULT_VIEW_WIDTH}
     * @param viewHeight the pane's height, pixels; 0 or less: {@link #DEFAULT_VIEW_HEIGHT}
     * @return the scene, {@link GraphScene#textScale()} telling how much its text was enlarged
     */
    public GraphScene layoutToFit(SceneInput input, GraphScene previous, double viewWidth, double viewHeight) {
        if (viewWidth <= 0 || viewHeight <= 0) {
            viewWidth = DEFAULT_VIEW_WIDTH;
            viewHeight = DEFAULT_VIEW_HEIGHT;
        }
        double aspect = viewWidth / viewHeight;
        var best = layout(input, previous, aspect, 1.0, Direction.RIGHT);
        if (input.nodes().size() > FIT_NODES || input.nodes().isEmpty()) {
            return best;
        }
        double bestText = fitScale(best.width(), best.height(), viewWidth, viewHeight);
        // Layers top to bottom instead when that reads larger: a wide, shallow picture in a pane of another shape.
        var direction = Direction.RIGHT;
        if (bestText < 1) {
            var down = layout(input, previous, aspect, 1.0, Direction.DOWN);
            double text = fitScale(down.width(), down.height(), viewWidth, viewHeight);
            if (text > bestText * 1.1) {
                best = down;
                bestText = text;
                direction = Direction.DOWN;
            }
        }
        var scene = best;
        for (int round = 0; round < 4 && bestText < 1; round++) {
            double fit = fitScale(scene.width(), scene.height(), viewWidth, viewHeight);
            double textScale = Math.min(MAX_TEXT_SCALE, scene.textScale() / (fit * scene.textScale()) * 1.02);
            if (textScale <= scene.textScale() * 1.01) {
                textScale = Math.min(MAX_TEXT_SCALE, scene.textScale() * 1.25);
            }
            scene = layout(input, previous, aspect, textScale, direction);
            double text = fitScale(scene.width(), scene.height(), viewWidth, viewHeight) * scene.textScale();
            if (text > bestText) {
                best = scene;
                bestText = text;
            }
            if (textScale >= MAX_TEXT_SCALE) {
                break;
            }
        }
        return best;
    }

    /** The width of {@code text} in the title font (bold 12) or the subtitle font (11), scene units. */
    static double textWidth(String text, boolean title) {
        return (title ? TITLE : SUBTITLE).getStringBounds(text, CONTEXT).getWidth();
    }

    /**
     * Lays {@code input} out.
     *
     * @param input    what to draw; edges whose ends are not among its nodes are dropped
     * @param previous the scene shown before (for stability), or {@code null}
     * @return the scene, its origin at (0, 0) with {@link #MARGIN} around the drawing
     */
    public GraphScene layout(SceneInput input, GraphScene previous) {
        return layout(input, previous, DEFAULT_ASPECT);
    }

    /**
     * Lays {@code input} out, packing its unconnected parts into rows for a picture about {@code aspect} times as wide
     * as high (the pane's), so that it fits its pane as large as it can.
     *
     * @param aspect the width-to-height ratio of the pane, more than 0
     */
    public GraphScene layout(SceneInput input, GraphScene previous, double aspect) {
        return layout(input, previous, aspect, 1, Direction.RIGHT);
    }

    private GraphScene layout(SceneInput input, GraphScene previous, double aspect, double textScale,
                              Direction direction) {
        if (input.nodes().isEmpty()) {
            return GraphScene.EMPTY;
        }
        var order = new ArrayList<>(input.nodes());
        if (previous != null) {
            var rank = new HashMap<String, Integer>();
            var placed = new ArrayList<>(previous.nodes());
            placed.sort(Comparator.comparingDouble(PlacedNode::y).thenComparingDouble(PlacedNode::x));
            for (int i = 0; i < placed.size(); i++) {
                rank.put(placed.get(i).node().id(), i);
            }
            order.sort(Comparator.comparingInt(n -> rank.getOrDefault(n.id(), Integer.MAX_VALUE)));
        }
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, direction);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.POLYLINE);
        root.setProperty(CoreOptions.ASPECT_RATIO, aspect);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, 18.0);
        // Room between layers for the count on an edge between groups.
        boolean labelled = input.edges().stream().anyMatch(e -> !e.label().isEmpty());
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, labelled ? 60.0 + 30 * textScale : 60.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_NODE_BETWEEN_LAYERS, 20.0);
        if (input.nodes().size() >= HUGE) {
            // Crossing minimisation is most of ELK's time on thousands of nodes (41 s for 2,000 nodes and 6,000
            // edges); without it the model order (the previous picture's) orders each layer.
            root.setProperty(LayeredOptions.LAYERING_STRATEGY, LayeringStrategy.LONGEST_PATH);
            root.setProperty(LayeredOptions.CROSSING_MINIMIZATION_STRATEGY, CrossingMinimizationStrategy.NONE);
            root.setProperty(LayeredOptions.THOROUGHNESS, 1);
            root.setProperty(LayeredOptions.NODE_PLACEMENT_STRATEGY, NodePlacementStrategy.SIMPLE);
        } else if (input.nodes().size() < LARGE) {
            // Crossing minimisation honours the input order (the previous picture's): no jumping on an edit. Its
            // crossing counter costs minutes on thousands of nodes, so large graphs go without it.
            root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        } else {
            root.setProperty(LayeredOptions.CROSSING_MINIMIZATION_STRATEGY,
                    CrossingMinimizationStrategy.MEDIAN_LAYER_SWEEP);
            root.setProperty(LayeredOptions.THOROUGHNESS, 1);
            root.setProperty(LayeredOptions.NODE_PLACEMENT_STRATEGY, NodePlacementStrategy.SIMPLE);
        }
        var elk = new HashMap<String, ElkNode>();
        for (var node : order) {
            ElkNode n = ElkGraphUtil.createNode(root);
            double[] size = measure(node, textScale);
            n.setDimensions(size[0], size[1]);
            n.setIdentifier(node.id());
            elk.put(node.id(), n);
        }
        var edges = new ArrayList<SceneEdge>();
        var elkEdges = new ArrayList<ElkEdge>();
        for (var edge : input.edges()) {
            ElkNode from = elk.get(edge.from());
            ElkNode to = elk.get(edge.to());
            if (from == null || to == null) {
                continue;
            }
            edges.add(edge);
            elkEdges.add(ElkGraphUtil.createSimpleEdge(from, to));
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());

        var nodes = new ArrayList<PlacedNode>();
        for (var node : input.nodes()) {
            ElkNode n = elk.get(node.id());
            nodes.add(new PlacedNode(node, n.getX() + MARGIN, n.getY() + MARGIN, n.getWidth(), n.getHeight()));
        }
        var placedEdges = new ArrayList<PlacedEdge>();
        for (int i = 0; i < edges.size(); i++) {
            placedEdges.add(new PlacedEdge(edges.get(i), route(elkEdges.get(i))));
        }
        return new GraphScene(root.getWidth() + 2 * MARGIN, root.getHeight() + 2 * MARGIN, nodes, placedEdges,
                textScale);
    }

    /** The polyline ELK routed for {@code edge}, shifted by the margin; source centre to target centre if none. */
    private static List<Point> route(ElkEdge edge) {
        var points = new ArrayList<Point>();
        if (!edge.getSections().isEmpty()) {
            var section = edge.getSections().get(0);
            points.add(new Point(section.getStartX() + MARGIN, section.getStartY() + MARGIN));
            section.getBendPoints().forEach(b -> points.add(new Point(b.getX() + MARGIN, b.getY() + MARGIN)));
            points.add(new Point(section.getEndX() + MARGIN, section.getEndY() + MARGIN));
        } else {
            ElkNode from = ElkGraphUtil.connectableShapeToNode(edge.getSources().get(0));
            ElkNode to = ElkGraphUtil.connectableShapeToNode(edge.getTargets().get(0));
            points.add(new Point(from.getX() + from.getWidth() + MARGIN, from.getY() + from.getHeight() / 2 + MARGIN));
            points.add(new Point(to.getX() + MARGIN, to.getY() + to.getHeight() / 2 + MARGIN));
        }
        return points;
    }
}
