package dev.catalogstudio.app.render;

import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.util.Locale;

/**
 * Writes a {@link GraphScene} as a standalone SVG 1.1 document: the same outlines ({@link Outlines}), colours
 * ({@link Palette}), dash patterns and markers ({@link Strokes}) as the pane. Each node and edge is a {@code <g>} with
 * a {@code <title>} (its tooltip), and {@code data-id} naming it. Text is XML-escaped and control characters are
 * dropped; nothing from a catalog becomes markup.
 */
public final class SvgWriter {

    private SvgWriter() {
    }

    /** The SVG text of {@code scene} (UTF-8 when written; lengths in scene units, 1 unit = 1 px). */
    public static String write(GraphScene scene, Palette palette) {
        var svg = new StringBuilder(4096 + scene.nodes().size() * 600 + scene.edges().size() * 300);
        double w = Math.max(1, scene.width());
        double h = Math.max(1, scene.height());
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(n(w))
                .append("\" height=\"").append(n(h)).append("\" viewBox=\"0 0 ").append(n(w)).append(' ').append(n(h))
                .append("\" font-family=\"sans-serif\">\n")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"").append(palette.background()).append("\"/>\n");
        for (var edge : scene.edges()) {
            edge(svg, edge, palette, scene.textScale());
        }
        for (var node : scene.nodes()) {
            node(svg, node, palette, scene.textScale());
        }
        // Counts on edges over the nodes, as the painter draws them: a short edge's middle may lie under a box.
        var labels = ScenePainter.labels(scene, 1);
        for (var edge : scene.edges()) {
            var label = labels.get(edge);
            if (label != null) {
                svg.append("<g class=\"count\" data-id=\"").append(escape(edge.edge().id())).append("\">\n<rect x=\"")
                        .append(n(label.x())).append("\" y=\"").append(n(label.y())).append("\" width=\"")
                        .append(n(label.width())).append("\" height=\"").append(n(label.height())).append("\" rx=\"")
                        .append(n(label.height() / 2)).append("\" fill=\"").append(palette.background())
                        .append("\" stroke=\"").append(colour(edge.edge(), palette)).append("\" stroke-width=\"")
                        .append(n(1.2 * scene.textScale())).append("\"/>\n");
                text(svg, label.text(), palette.foreground());
                svg.append("</g>\n");
            }
        }
        return svg.append("</svg>\n").toString();
    }

    private static void edge(StringBuilder svg, PlacedEdge placed, Palette palette, double textScale) {
        var edge = placed.edge();
        var points = placed.points();
        if (points.size() < 2) {
            return;
        }
        String colour = colour(edge, palette);
        svg.append("<g class=\"edge ").append(edge.line().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .append(' ').append(edge.problem().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .append("\" data-id=\"").append(escape(edge.id())).append("\"><title>").append(escape(edge.tooltip()))
                .append("</title>\n<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"")
                .append(n(Strokes.width(edge.line(), edge.problem(), edge.marks()) * textScale)).append('"');
        double[] dash = Strokes.dash(edge.line(), edge.problem(), edge.marks());
        if (dash.length > 0) {
            svg.append(" stroke-dasharray=\"");
            for (int i = 0; i < dash.length; i++) {
                svg.append(i == 0 ? "" : " ").append(n(dash[i] * textScale));
            }
            svg.append('"');
        }
        svg.append(" points=\"");
        for (int i = 0; i < points.size(); i++) {
            svg.append(i == 0 ? "" : " ").append(n(points.get(i).x())).append(',').append(n(points.get(i).y()));
        }
        svg.append("\"/>\n");
        svg.append("<path fill=\"").append(colour).append("\" d=\"")
                .append(d(Outlines.arrow(points.get(points.size() - 2), points.get(points.size() - 1), textScale)))
                .append("\"/>\n");
        var marker = ScenePainter.marker(placed, 1, textScale);
        if (marker != null) {
            svg.append("<circle cx=\"").append(n(marker.x() + marker.width() / 2)).append("\" cy=\"")
                    .append(n(marker.y() + marker.height() / 2)).append("\" r=\"").append(n(marker.width() / 2))
                    .append("\" fill=\"").append(palette.background()).append("\" stroke=\"").append(colour)
                    .append("\" stroke-width=\"").append(n(1.2 * textScale)).append("\"/>\n");
            text(svg, marker.text(), colour);
        }
        svg.append("</g>\n");
    }

    /** The colour of an edge: the highlight, a change set's added or removed colour, its problem's, or its kind's. */
    public static String colour(SceneEdge edge, Palette palette) {
        if (edge.marks().contains(Mark.SELECTED)) {
            return palette.selection();
        }
        if (edge.marks().contains(Mark.HIGHLIGHTED)) {
            return palette.highlight();
        }
        if (edge.marks().contains(Mark.DELETED)) {
            return palette.deleted();
        }
        if (edge.marks().contains(Mark.ADDED)) {
            return palette.added();
        }
        return edge.problem() == EdgeProblem.NONE ? palette.line().get(edge.line()) : palette.problem().get(edge.problem());
    }

    private static void node(StringBuilder svg, PlacedNode placed, Palette palette, double textScale) {
        var node = placed.node();
        double x = placed.x();
        double y = placed.y();
        double w = placed.width();
        double h = placed.height();
        boolean removed = node.marks().contains(Mark.REMOVED);
        svg.append("<g class=\"node ").append(node.shape().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .append("\" data-id=\"").append(escape(node.id())).append('"');
        if (node.marks().contains(Mark.DIMMED) || removed) {
            svg.append(" opacity=\"0.45\"");
        }
        svg.append("><title>").append(escape(node.title() + (node.subtitle().isEmpty() ? "" : "\n" + node.subtitle())))
                .append("</title>\n");
        if (node.marks().contains(Mark.MATCH)) {
            svg.append("<rect class=\"match\" x=\"").append(n(x - 7)).append("\" y=\"").append(n(y - 9))
                    .append("\" width=\"").append(n(w + 14)).append("\" height=\"").append(n(h + 16))
                    .append("\" rx=\"9\" fill=\"").append(palette.match()).append("\"/>\n");
        }
        for (var ring : ScenePainter.rings(placed, false, textScale)) {
            svg.append("<rect class=\"").append(ring.mark().name().toLowerCase(Locale.ROOT)).append("\" x=\"")
                    .append(n(ring.x())).append("\" y=\"").append(n(ring.y())).append("\" width=\"")
                    .append(n(ring.w())).append("\" height=\"").append(n(ring.h())).append("\" rx=\"")
                    .append(n(ring.arc() / 2)).append("\" fill=\"none\" stroke=\"").append(ring.colour(palette))
                    .append("\" stroke-width=\"").append(n(ring.width())).append('"');
            if (ring.dash().length > 0) {
                svg.append(" stroke-dasharray=\"").append(n(ring.dash()[0])).append(' ').append(n(ring.dash()[1]))
                        .append('"');
            }
            svg.append("/>\n");
        }
        svg.append("<path d=\"").append(d(Outlines.outline(node.shape(), x, y, w, h))).append("\" fill=\"")
                .append(palette.nodeFill().get(node.shape())).append("\" stroke=\"")
                .append(palette.nodeStroke().get(node.shape())).append("\" stroke-width=\"")
                .append(n((node.shape() == NodeShape.AGENT ? 2 : 1.3) * textScale)).append('"');
        if (node.shape() == NodeShape.MISSING || removed) {
            svg.append(" stroke-dasharray=\"5 3\"");
        }
        svg.append("/>\n");
        var inner = Outlines.inner(node.shape(), x, y, w, h);
        if (inner != null) {
            svg.append("<path d=\"").append(d(inner)).append("\" fill=\"none\" stroke=\"")
                    .append(palette.nodeStroke().get(node.shape())).append("\" stroke-width=\"1\"/>\n");
        }
        if (node.marks().contains(Mark.REMOTE)) {
            svg.append("<path class=\"remote\" d=\"").append(d(ScenePainter.remoteBadge(placed, textScale)))
                    .append("\" fill=\"").append(palette.background()).append("\" stroke=\"").append(palette.focus())
                    .append("\" stroke-width=\"").append(n(1.4 * textScale)).append("\"/>\n");
        }
        if (removed) {
            String red = palette.problem().get(EdgeProblem.MISSING);
            svg.append("<path d=\"M").append(n(x)).append(',').append(n(y)).append('L').append(n(x + w)).append(',')
                    .append(n(y + h)).append('M').append(n(x + w)).append(',').append(n(y)).append('L').append(n(x))
                    .append(',').append(n(y + h)).append("\" stroke=\"").append(red).append("\" stroke-width=\"2\"/>\n");
        }
        for (var text : ScenePainter.texts(placed, 1, textScale)) {
            text(svg, text, text.role() == ScenePainter.Role.TITLE ? palette.foreground() : palette.muted());
        }
        for (var badge : ScenePainter.badges(placed, 1, textScale)) {
            svg.append("<rect x=\"").append(n(badge.x())).append("\" y=\"").append(n(badge.y())).append("\" width=\"")
                    .append(n(badge.width())).append("\" height=\"").append(n(badge.height())).append("\" rx=\"")
                    .append(n(badge.height() / 2)).append("\" fill=\"")
                    .append(badge.error() ? palette.errorBadge() : palette.warningBadge()).append("\"/>\n");
            text(svg, badge.text(), palette.background());
        }
        svg.append("</g>\n");
    }

    /** A {@code <text>} element: what the painter draws with the same {@link ScenePainter.Text}. */
    private static void text(StringBuilder svg, ScenePainter.Text text, String fill) {
        svg.append("<text class=\"").append(text.role().name().toLowerCase(Locale.ROOT)).append("\" x=\"")
                .append(n(text.x())).append("\" y=\"").append(n(text.baseline())).append("\" font-size=\"")
                .append(n(text.size())).append('"');
        if (text.bold()) {
            svg.append(" font-weight=\"bold\"");
        }
        if (text.centred()) {
            svg.append(" text-anchor=\"middle\"");
        }
        svg.append(" fill=\"").append(fill).append("\">").append(escape(text.text())).append("</text>\n");
    }

    /** SVG path data of a Java2D path. */
    static String d(Path2D path) {
        var d = new StringBuilder();
        double[] c = new double[6];
        for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> d.append('M').append(n(c[0])).append(',').append(n(c[1]));
                case PathIterator.SEG_LINETO -> d.append('L').append(n(c[0])).append(',').append(n(c[1]));
                case PathIterator.SEG_QUADTO -> d.append('Q').append(n(c[0])).append(',').append(n(c[1])).append(' ')
                        .append(n(c[2])).append(',').append(n(c[3]));
                case PathIterator.SEG_CUBICTO -> d.append('C').append(n(c[0])).append(',').append(n(c[1])).append(' ')
                        .append(n(c[2])).append(',').append(n(c[3])).append(' ').append(n(c[4])).append(',')
                        .append(n(c[5]));
                default -> d.append('Z');
            }
        }
        return d.toString();
    }

    /** A number with at most two decimals, no exponent, locale-independent. */
    static String n(double value) {
        long hundredths = Math.round(value * 100);
        String sign = hundredths < 0 ? "-" : "";
        hundredths = Math.abs(hundredths);
        long whole = hundredths / 100;
        long frac = hundredths % 100;
        return sign + whole + (frac == 0 ? "" : frac % 10 == 0 ? "." + frac / 10 : (frac < 10 ? ".0" : ".") + frac);
    }

    /** XML text: {@code & < > " '} escaped, control characters other than newline dropped. */
    static String escape(String text) {
        var out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                default -> {
                    if (c == '\n' || (c >= 0x20 && c != 0x7f && !(c >= 0x80 && c < 0xa0) && c != 0xfffe
                            && c != 0xffff)) {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
