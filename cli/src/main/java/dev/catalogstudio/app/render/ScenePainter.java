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
 * <p>Text is never drawn below {@link #MIN_TEXT_PX} pixels: below the zoom at which a node's title is that large, its
 * text grows in scene units to stay that large on screen ({@link #texts}); a title that no longer fits its box is cut
 * with an ellipsis, the subtitle is left out when the box cannot hold two lines, and a title of which fewer than
 * {@value #MIN_CHARACTERS} characters would fit is left out (the tooltip and the zoom show it). The SVG writer lays
 * its text out with the same function at zoom 1, so the pane and an export draw the same labels.
 *
 * <p>Only what meets the painted area is drawn (culling), and below {@link #DETAIL_SCALE} a simplified level of
 * detail is drawn: edges as plain lines in their colour, one path per colour, nodes as boxes in their kind's colours
 * with a red corner for errors; no text, dashes, arrowheads or markers, which cannot be read at that size.
 */
public final class ScenePainter {

    /** The zoom (pixels per scene unit) from which text, patterns and markers are drawn. */
    public static final double DETAIL_SCALE = 0.35;

    /** The smallest size, in pixels on screen, at which any text is drawn (issue 24: "never below 11 px"). */
    public static final double MIN_TEXT_PX = 11;

    /** The fewest characters of a title worth drawing (with its ellipsis after them). */
    static final int MIN_CHARACTERS = 3;

    /** Title, subtitle and badge sizes at zoom 1 or more, scene units. */
    static final double TITLE_SIZE = 12;
    static final double SUBTITLE_SIZE = 11;
    static final double BADGE_SIZE = 11;

    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    private static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    /**
     * A line of text on a node or an edge, laid out for one zoom.
     *
     * @param text     what is drawn (already cut to fit)
     * @param x        its left end, or its centre when {@code centred}; scene units
     * @param baseline scene units
     * @param size     the font size, scene units (times the zoom: pixels, never below {@link #MIN_TEXT_PX})
     * @param bold     bold or plain sans-serif
     * @param centred  whether {@code x} is the centre
     * @param role     what it is
     */
    public record Text(String text, double x, double baseline, double size, boolean bold, boolean centred, Role role) {
    }

    /** What a {@link Text} is. */
    public enum Role { TITLE, SUBTITLE, BADGE, LABEL, MARKER }

    /**
     * A pill (a badge on a node, a label on an edge): its box and its text.
     *
     * @param x      left, scene units
     * @param y      top
     * @param width  scene units
     * @param height scene units
     * @param text   its text, centred
     * @param error  whether it is an error badge (else a warning badge, or an edge's label)
     */
    public record Pill(double x, double y, double width, double height, Text text, boolean error) {
    }

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
            if (scale * scene.textScale() < DETAIL_SCALE) {
                // Plain pixels: anti-aliasing thousands of long hairlines was 95% of such a frame (470 ms against 21).
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
                overview(g, scene, palette, area);
                return;
            }
            for (var edge : scene.edges()) {
                if (bounds(edge).intersects(area)) {
                    edge(g, edge, palette, edge.edge().id().equals(selected), scale, scene.textScale());
                }
            }
            for (var node : scene.nodes()) {
                if (area.intersects(node.x(), node.y(), node.width(), node.height())) {
                    node(g, node, palette, node.node().id().equals(selected), scale, scene.textScale());
                }
            }
            // Counts on edges over the nodes: a short edge's middle may lie under a box.
            var labels = labels(scene, scale);
            for (var edge : scene.edges()) {
                var label = labels.get(edge);
                if (label != null && area.intersects(label.x(), label.y(), label.width(), label.height())) {
                    pill(g, label, color(SvgWriter.colour(edge.edge(), palette)), palette, scene.textScale());
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
            g.setColor(color(node.node().marks().contains(Mark.FOCUS) ? palette.foreground()
                    : palette.nodeStroke().get(shape)));
            g.draw(box);
            if (node.node().errors() > 0) {
                g.setColor(color(palette.errorBadge()));
                g.fill(new Rectangle2D.Double(node.x() + node.width() - 14, node.y(), 14, 14));
            }
        }
    }

    private static void edge(Graphics2D g, PlacedEdge placed, Palette palette, boolean selected, double scale,
                             double textScale) {
        var edge = placed.edge();
        var points = placed.points();
        if (points.size() < 2) {
            return;
        }
        Color colour = color(SvgWriter.colour(edge, palette));
        Composite saved = g.getComposite();
        if (edge.marks().contains(Mark.DIMMED)) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.3f));
        } else if (edge.marks().contains(Mark.DELETED)) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.7f));
        }
        double[] dash = Strokes.dash(edge.line(), edge.problem(), edge.marks());
        float[] pattern = null;
        if (dash.length > 0) {
            pattern = new float[dash.length];
            for (int i = 0; i < dash.length; i++) {
                pattern[i] = (float) (dash[i] * textScale);
            }
        }
        g.setColor(selected ? color(palette.selection()) : colour);
        g.setStroke(new BasicStroke((float) ((Strokes.width(edge.line(), edge.problem(), edge.marks())
                + (selected ? 1 : 0)) * textScale), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, pattern, 0f));
        var line = new Path2D.Double();
        trace(line, points);
        g.draw(line);
        g.fill(Outlines.arrow(points.get(points.size() - 2), points.get(points.size() - 1), textScale));
        var marker = marker(placed, scale, textScale);
        if (marker != null) {
            var disc = new Ellipse2D.Double(marker.x(), marker.y(), marker.width(), marker.height());
            g.setColor(color(palette.background()));
            g.fill(disc);
            g.setColor(colour);
            g.setStroke(new BasicStroke((float) (1.2 * textScale)));
            g.draw(disc);
            draw(g, marker.text());
        }
        g.setComposite(saved);
    }

    /** An edge's label: a pill outlined in the edge's colour, its text in the foreground colour. */
    private static void pill(Graphics2D g, Pill label, Color colour, Palette palette, double textScale) {
        var pill = new RoundRectangle2D.Double(label.x(), label.y(), label.width(), label.height(), label.height(),
                label.height());
        g.setColor(color(palette.background()));
        g.fill(pill);
        g.setColor(colour);
        g.setStroke(new BasicStroke((float) (1.2 * textScale)));
        g.draw(pill);
        g.setColor(color(palette.foreground()));
        draw(g, label.text());
    }

    /**
     * The problem marker of an edge as drawn at {@code scale}: a disc on its middle with the problem's glyph
     * ({@link Strokes#marker}), the glyph at least {@link #MIN_TEXT_PX}; null when it has none or has a label.
     */
    public static Pill marker(PlacedEdge placed, double scale, double textScale) {
        String glyph = Strokes.marker(placed.edge().problem());
        if (scale * textScale < DETAIL_SCALE || glyph.isEmpty() || placed.points().size() < 2
                || !placed.edge().label().isEmpty()) {
            return null;
        }
        double size = size(BADGE_SIZE, scale, textScale);
        double r = Math.max(7 * textScale, size * 0.7);
        Point mid = Outlines.middle(placed.points());
        return new Pill(mid.x() - r, mid.y() - r, 2 * r, 2 * r, new Text(glyph, mid.x(), mid.y() + 0.36 * size, size,
                true, true, Role.MARKER), false);
    }

    private static void node(Graphics2D g, PlacedNode placed, Palette palette, boolean selected, double scale,
                             double textScale) {
        var node = placed.node();
        double x = placed.x();
        double y = placed.y();
        double w = placed.width();
        double h = placed.height();
        boolean removed = node.marks().contains(Mark.REMOVED);
        boolean deleted = node.marks().contains(Mark.DELETED);
        Composite saved = g.getComposite();
        if (node.marks().contains(Mark.DIMMED) || removed || deleted) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.45f));
        }
        boolean focus = node.marks().contains(Mark.FOCUS);
        selected |= node.marks().contains(Mark.SELECTED);
        float m = (float) textScale; // decorations grow with the text of a scene laid out with larger text
        if (node.marks().contains(Mark.MATCH)) {
            g.setColor(color(palette.match()));
            g.fill(new RoundRectangle2D.Double(x - 7 * m, y - 9 * m, w + 14 * m, h + 16 * m, 18 * m, 18 * m));
        }
        var change = change(node);
        for (var ring : rings(placed, selected, textScale)) {
            g.setColor(color(ring.colour(palette)));
            g.setStroke(ring.dash().length == 0 ? new BasicStroke((float) ring.width())
                    : new BasicStroke((float) ring.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    toFloats(ring.dash()), 0f));
            g.draw(new RoundRectangle2D.Double(ring.x(), ring.y(), ring.w(), ring.h(), ring.arc(), ring.arc()));
        }
        var outline = Outlines.outline(node.shape(), x, y, w, h);
        g.setColor(color(palette.nodeFill().get(node.shape())));
        g.fill(outline);
        g.setColor(color(palette.nodeStroke().get(node.shape())));
        float width = (node.shape() == NodeShape.AGENT ? 2f : 1.3f) * m;
        g.setStroke(node.shape() == NodeShape.MISSING || removed || deleted
                ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {5 * m, 3 * m},
                0f) : new BasicStroke(width));
        if (change != null) {
            // A change set's mark is the outline itself, thicker and in the change's colour (a ring outside it would
            // run into the neighbours the layout packs close): solid, dashed for removed, dotted for impacted.
            g.setColor(color(changeColour(change, palette)));
            g.setStroke(change == Mark.IMPACTED ? new BasicStroke(2.4f * m, BasicStroke.CAP_ROUND,
                    BasicStroke.JOIN_ROUND, 10f, new float[] {0.1f, 4f * m}, 0f)
                    : change == Mark.DELETED ? new BasicStroke(2.4f * m, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND,
                    10f, new float[] {5 * m, 3 * m}, 0f) : new BasicStroke(2.6f * m));
        }
        g.draw(outline);
        var inner = Outlines.inner(node.shape(), x, y, w, h);
        if (inner != null) {
            g.setStroke(new BasicStroke(m));
            g.draw(inner);
        }
        if (removed) {
            g.setColor(color(palette.problem().get(EdgeProblem.MISSING)));
            g.setStroke(new BasicStroke(2f * m));
            g.draw(new Line2D.Double(x, y, x + w, y + h));
            g.draw(new Line2D.Double(x + w, y, x, y + h));
        }
        if (node.marks().contains(Mark.REMOTE)) {
            var cloud = remoteBadge(placed, textScale);
            g.setColor(color(palette.background()));
            g.fill(cloud);
            g.setColor(color(palette.focus()));
            g.setStroke(new BasicStroke(1.4f * m));
            g.draw(cloud);
        }
        for (var text : texts(placed, scale, textScale)) {
            g.setColor(color(text.role() == Role.TITLE ? palette.foreground() : palette.muted()));
            draw(g, text);
        }
        for (var badge : badges(placed, scale, textScale)) {
            g.setColor(color(badge.error() ? palette.errorBadge() : palette.warningBadge()));
            g.fill(new RoundRectangle2D.Double(badge.x(), badge.y(), badge.width(), badge.height(), badge.height(),
                    badge.height()));
            g.setColor(color(palette.background()));
            draw(g, badge.text());
        }
        g.setComposite(saved);
        var tag = changeTag(placed, scale, textScale);
        if (tag != null) {
            g.setColor(color(changeColour(change, palette)));
            g.fill(new RoundRectangle2D.Double(tag.x(), tag.y(), tag.width(), tag.height(), tag.height() * 0.6,
                    tag.height() * 0.6));
            g.setColor(color(palette.background()));
            draw(g, tag.text());
        }
    }

    /**
     * A ring around a node telling its state, each in a shape and colour of its own (issue 41: the focus, the
     * selection and an agent were one blue box): the focus two solid rings in the foreground colour, the selection
     * one thin dashed ring in {@link Palette#selection()}, what depends on the selection one thick solid ring in
     * {@link Palette#highlight()}. Scene units.
     *
     * @param mark  {@link Mark#FOCUS}, {@link Mark#SELECTED} or {@link Mark#HIGHLIGHTED}
     * @param dash  the dash pattern, empty for solid
     */
    public record Ring(Mark mark, double x, double y, double w, double h, double arc, double width, double[] dash) {

        /** The ring's colour in {@code palette}. */
        public String colour(Palette palette) {
            return mark == Mark.FOCUS ? palette.foreground() : mark == Mark.SELECTED ? palette.selection()
                    : palette.highlight();
        }
    }

    /** The rings of {@code placed}, inner first ({@link Ring}); {@code selected} adds the selection's. */
    public static List<Ring> rings(PlacedNode placed, boolean selected, double textScale) {
        var marks = placed.node().marks();
        selected |= marks.contains(Mark.SELECTED);
        boolean focus = marks.contains(Mark.FOCUS);
        double m = textScale;
        var rings = new ArrayList<Ring>(3);
        double gap = 3.5 * m;
        if (focus) {
            rings.add(ring(Mark.FOCUS, placed, gap, 1.6 * m, new double[0]));
            gap += 3.5 * m;
            rings.add(ring(Mark.FOCUS, placed, gap, 1.6 * m, new double[0]));
        } else if (marks.contains(Mark.HIGHLIGHTED) && !selected) {
            rings.add(ring(Mark.HIGHLIGHTED, placed, gap, 3.6 * m, new double[0]));
        }
        if (selected) {
            rings.add(ring(Mark.SELECTED, placed, focus ? gap + 3.5 * m : gap, 2.4 * m, new double[] {4 * m, 4 * m}));
        }
        return rings;
    }

    private static Ring ring(Mark mark, PlacedNode p, double gap, double width, double[] dash) {
        return new Ring(mark, p.x() - gap, p.y() - gap, p.width() + 2 * gap, p.height() + 2 * gap, 10 + 2 * gap,
                width, dash);
    }

    private static float[] toFloats(double[] values) {
        var out = new float[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (float) values[i];
        }
        return out;
    }

    /** The change-set mark of a node (added, modified, renamed, deleted, impacted), or null when it has none. */
    public static Mark change(SceneNode node) {
        for (var mark : new Mark[] {Mark.DELETED, Mark.ADDED, Mark.RENAMED, Mark.MODIFIED, Mark.IMPACTED}) {
            if (node.marks().contains(mark)) {
                return mark;
            }
        }
        return null;
    }

    /** The colour a change-set mark is drawn in. */
    public static String changeColour(Mark change, Palette palette) {
        return switch (change) {
            case ADDED -> palette.added();
            case MODIFIED, RENAMED -> palette.changed();
            case DELETED -> palette.deleted();
            default -> palette.highlight();
        };
    }

    /** The letter a change-set mark is tagged with (git's status letters): A, M, R, D; empty for impacted. */
    public static String changeLetter(Mark change) {
        return switch (change) {
            case ADDED -> "A";
            case MODIFIED -> "M";
            case RENAMED -> "R";
            case DELETED -> "D";
            default -> "";
        };
    }

    /**
     * A changed node's tag as drawn at {@code scale}: its letter ({@link #changeLetter}) in a square over its top-left
     * corner, at least {@link #MIN_TEXT_PX}; null for a node without a change-set mark, an impacted one, or below
     * {@link #DETAIL_SCALE}.
     */
    public static Pill changeTag(PlacedNode placed, double scale, double textScale) {
        var change = change(placed.node());
        if (change == null || scale * textScale < DETAIL_SCALE || changeLetter(change).isEmpty()) {
            return null;
        }
        double size = size(BADGE_SIZE, scale, textScale);
        double side = size * 1.45;
        double left = placed.x() - side * 0.45;
        double top = placed.y() - side * 0.55;
        return new Pill(left, top, side, side, new Text(changeLetter(change), left + side / 2, top + side / 2
                + 0.36 * size, size, true, true, Role.BADGE), false);
    }

    /**
     * The cloud badge of a {@link Mark#REMOTE remote} node: {@value #REMOTE_BADGE} scene units wide (times the text
     * scale), over its top-left corner.
     */
    public static Path2D remoteBadge(PlacedNode placed, double textScale) {
        double w = REMOTE_BADGE * textScale;
        return Outlines.cloud(placed.x() - 0.35 * w, placed.y() - 0.4 * w, w);
    }

    /** The width of the remote badge at zoom 1, scene units. */
    static final double REMOTE_BADGE = 20;

    /** Draws {@code text} in {@code g}'s colour. */
    private static void draw(Graphics2D g, Text text) {
        g.setFont(font(text));
        double x = text.centred() ? text.x() - width(text.text(), text.size(), text.bold()) / 2 : text.x();
        g.drawString(text.text(), (float) x, (float) text.baseline());
    }

    private static Font font(Text text) {
        return (text.bold() ? TITLE : SUBTITLE).deriveFont((float) text.size());
    }

    /** The width of {@code text} at {@code size}, scene units (the layout's measure, scaled). */
    static double width(String text, double size, boolean bold) {
        return SceneLayout.textWidth(text, bold) * size / (bold ? TITLE_SIZE : SUBTITLE_SIZE);
    }

    /**
     * The font size, scene units, of text of {@code base} units at zoom 1 in a scene laid out with its text
     * {@code textScale} times larger, drawn at {@code scale}: at least the minimum on screen.
     */
    static double size(double base, double scale, double textScale) {
        return Math.max(base * textScale, MIN_TEXT_PX / scale);
    }

    /**
     * The title and subtitle of a node as drawn at {@code scale} pixels per scene unit, in a scene laid out with its
     * text {@code textScale} times larger ({@link GraphScene#textScale()}): none below {@link #DETAIL_SCALE}; else
     * each at least {@link #MIN_TEXT_PX} on screen, cut to the box, the subtitle only when the box holds two lines,
     * the title only when at least {@value #MIN_CHARACTERS} characters of it fit.
     */
    public static List<Text> texts(PlacedNode placed, double scale, double textScale) {
        var node = placed.node();
        if (scale * textScale < DETAIL_SCALE || node.title().isEmpty()) {
            return List.of();
        }
        double m = textScale;
        double x = placed.x();
        double y = placed.y();
        double w = placed.width();
        double h = placed.height();
        double title = size(TITLE_SIZE, scale, m);
        double subtitle = size(SUBTITLE_SIZE, scale, m);
        double room = w - 20 * m;
        String shownTitle = fit(node.title(), room, title, true);
        if (shownTitle == null || h < 1.15 * title) {
            return List.of();
        }
        boolean two = !node.subtitle().isEmpty() && h >= 1.25 * (title + subtitle) + 4 * m;
        String shownSubtitle = two ? fit(node.subtitle(), room, subtitle, false) : null;
        var texts = new ArrayList<Text>(2);
        boolean natural = scale * m >= 1; // the text at its own size: where it always was
        if (shownSubtitle == null) {
            texts.add(new Text(shownTitle, x + 10 * m, natural && !node.subtitle().isEmpty() ? y + 19 * m
                    : y + h / 2 + 0.36 * title, title, true, false, Role.TITLE));
        } else if (natural) {
            texts.add(new Text(shownTitle, x + 10 * m, y + 19 * m, title, true, false, Role.TITLE));
            texts.add(new Text(shownSubtitle, x + 10 * m, y + 35 * m, subtitle, false, false, Role.SUBTITLE));
        } else {
            double gap = (h - 1.1 * (title + subtitle)) / 3;
            double first = y + gap + title * 0.95;
            texts.add(new Text(shownTitle, x + 10 * m, first, title, true, false, Role.TITLE));
            texts.add(new Text(shownSubtitle, x + 10 * m, first + gap + subtitle * 1.05, subtitle, false, false,
                    Role.SUBTITLE));
        }
        return texts;
    }

    /**
     * A node's warning and error badges as drawn at {@code scale}, right to left from its top right corner: the
     * warnings' first, then the errors'; none below {@link #DETAIL_SCALE}.
     */
    public static List<Pill> badges(PlacedNode placed, double scale, double textScale) {
        var node = placed.node();
        if (scale * textScale < DETAIL_SCALE || node.errors() == 0 && node.warnings() == 0) {
            return List.of();
        }
        double size = size(BADGE_SIZE, scale, textScale);
        double height = size * 1.3;
        double right = placed.x() + placed.width() - 4 * textScale;
        var pills = new ArrayList<Pill>(2);
        for (int count : new int[] {node.warnings(), -node.errors()}) {
            boolean error = count < 0;
            count = Math.abs(count);
            if (count > 0) {
                String text = String.valueOf(count);
                double w = Math.max(height, width(text, size, true) + size * 0.8);
                double top = placed.y() - height / 2;
                pills.add(new Pill(right - w, top, w, height, new Text(text, right - w / 2, top + height / 2
                        + 0.36 * size, size, true, true, Role.BADGE), error));
                right -= w + 3 * textScale;
            }
        }
        return pills;
    }

    /**
     * An edge's label (a count of references) as drawn at {@code scale}: on the edge just before the node it points
     * to, clear of that node's box, so that the counts of edges fanning out of one node stand one beside each target
     * rather than in a heap at their middles over the boxes (issue 41); null when it has none.
     */
    public static Pill label(PlacedEdge placed, double scale, double textScale) {
        return label((LabelPlacer) null, placed, scale, textScale);
    }

    /**
     * {@link #label(PlacedEdge, double, double)}, moved along the edge off any node box of {@code scene} it would lie
     * on (a short or back edge): the first of its place before the target and points at 1/2, 1/3, 2/3, 1/5 and 4/5 of
     * its length that meets no box; the first when all do.
     *
     * @param scene the scene whose nodes the label keeps off, or {@code null}
     */
    public static Pill label(GraphScene scene, PlacedEdge placed, double scale, double textScale) {
        return label(scene == null ? null : new LabelPlacer(scene, scale), placed, scale, textScale);
    }

    /**
     * The labels of every edge of {@code scene} that has one, as drawn at {@code scale}: each placed as
     * {@link #label(GraphScene, PlacedEdge, double, double)} places it, and also off the labels placed before it
     * where one of its places allows (edges in the scene's order), so counts do not heap on one another.
     */
    public static Map<PlacedEdge, Pill> labels(GraphScene scene, double scale) {
        synchronized (ScenePainter.class) {
            // Each tile of a picture paints with the same labels: placed once per scene and zoom.
            if (lastLabelsScene == scene && lastLabelsScale == scale) {
                return lastLabels;
            }
        }
        var out = placeLabels(scene, scale);
        synchronized (ScenePainter.class) {
            lastLabelsScene = scene;
            lastLabelsScale = scale;
            lastLabels = out;
        }
        return out;
    }

    private static GraphScene lastLabelsScene;
    private static double lastLabelsScale;
    private static Map<PlacedEdge, Pill> lastLabels;

    private static Map<PlacedEdge, Pill> placeLabels(GraphScene scene, double scale) {
        return java.util.Collections.unmodifiableMap(new LabelPlacer(scene, scale).place());
    }

    /** The label of {@code placed}, off the boxes {@code placer} holds where its edge allows (null: anywhere). */
    static Pill label(LabelPlacer placer, PlacedEdge placed, double scale, double textScale) {
        if (scale * textScale < DETAIL_SCALE || placed.edge().label().isEmpty() || placed.points().size() < 2) {
            return null;
        }
        double size = size(BADGE_SIZE, scale, textScale);
        double height = size * 1.35;
        String text = placed.edge().label();
        double w = Math.max(height, width(text, size, true) + size * 0.9);
        var points = placed.points();
        Point mid = Outlines.beforeEnd(points, w / 2 + height / 2 + 14 * textScale);
        if (placer != null && (overNode(placer, mid, w, height) || overPill(placer, mid, w, height))) {
            // Off the boxes first, then off the other counts where the edge allows.
            Point best = overNode(placer, mid, w, height) ? null : mid;
            double length = Outlines.length(points);
            for (double at : new double[] {0.5, 1 / 3.0, 2 / 3.0, 0.2, 0.8, 0.4, 0.6, 0.3, 0.7, 0.15, 0.85}) {
                Point p = Outlines.beforeEnd(points, length * at);
                if (!overNode(placer, p, w, height)) {
                    if (!overPill(placer, p, w, height)) {
                        best = p;
                        break;
                    }
                    best = best == null ? p : best;
                }
            }
            mid = best == null ? mid : best;
        }
        return new Pill(mid.x() - w / 2, mid.y() - height / 2, w, height, new Text(text, mid.x(),
                mid.y() + 0.36 * size, size, true, true, Role.LABEL), false);
    }

    /** Whether a {@code w} × {@code h} box centred on {@code centre} meets a label placed before. */
    private static boolean overPill(LabelPlacer placer, Point centre, double w, double h) {
        return placer.overLabel(centre.x() - w / 2, centre.y() - h / 2, w, h);
    }

    /** Whether a {@code w} × {@code h} box centred on {@code centre} meets a node's box. */
    private static boolean overNode(LabelPlacer placer, Point centre, double w, double h) {
        return placer.overNode(centre.x() - w / 2, centre.y() - h / 2, w, h);
    }

    /**
     * {@code text} cut with an ellipsis to {@code room} scene units at font {@code size}; null when fewer than
     * {@value #MIN_CHARACTERS} characters of it would show.
     */
    static String fit(String text, double room, double size, boolean bold) {
        double base = bold ? TITLE_SIZE : SUBTITLE_SIZE;
        String cut = Outlines.fit(text, room * base / size, bold);
        if (cut.equals(text)) {
            return text;
        }
        return cut.length() - 1 >= Math.min(MIN_CHARACTERS, text.length()) ? cut : null;
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
