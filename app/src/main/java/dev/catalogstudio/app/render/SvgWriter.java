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
            edge(svg, edge, palette);
        }
        for (var node : scene.nodes()) {
            node(svg, node, palette);
        }
        return svg.append("</svg>\n").toString();
    }

    private static void edge(StringBuilder svg, PlacedEdge placed, Palette palette) {
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
                .append(n(Strokes.width(edge.line(), edge.problem(), edge.marks()))).append('"');
        double[] dash = Strokes.dash(edge.line(), edge.problem());
        if (dash.length > 0) {
            svg.append(" stroke-dasharray=\"");
            for (int i = 0; i < dash.length; i++) {
                svg.append(i == 0 ? "" : " ").append(n(dash[i]));
            }
            svg.append('"');
        }
        svg.append(" points=\"");
        for (int i = 0; i < points.size(); i++) {
            svg.append(i == 0 ? "" : " ").append(n(points.get(i).x())).append(',').append(n(points.get(i).y()));
        }
        svg.append("\"/>\n");
        svg.append("<path fill=\"").append(colour).append("\" d=\"")
                .append(d(Outlines.arrow(points.get(points.size() - 2), points.get(points.size() - 1))))
                .append("\"/>\n");
        String marker = Strokes.marker(edge.problem());
        if (!marker.isEmpty()) {
            Point mid = Outlines.middle(points);
            svg.append("<circle cx=\"").append(n(mid.x())).append("\" cy=\"").append(n(mid.y()))
                    .append("\" r=\"7\" fill=\"").append(palette.background()).append("\" stroke=\"").append(colour)
                    .append("\" stroke-width=\"1.2\"/>\n<text x=\"").append(n(mid.x())).append("\" y=\"")
                    .append(n(mid.y() + 3.5)).append("\" font-size=\"10\" font-weight=\"bold\" text-anchor=\"middle\""
                            + " fill=\"").append(colour).append("\">").append(escape(marker)).append("</text>\n");
        }
        svg.append("</g>\n");
    }

    /** The colour of an edge: the highlight, its problem's, or its kind's. */
    static String colour(SceneEdge edge, Palette palette) {
        if (edge.marks().contains(Mark.HIGHLIGHTED) || edge.marks().contains(Mark.SELECTED)) {
            return palette.highlight();
        }
        return edge.problem() == EdgeProblem.NONE ? palette.line().get(edge.line()) : palette.problem().get(edge.problem());
    }

    private static void node(StringBuilder svg, PlacedNode placed, Palette palette) {
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
        if (node.marks().contains(Mark.FOCUS) || node.marks().contains(Mark.SELECTED)
                || node.marks().contains(Mark.HIGHLIGHTED)) {
            String ring = node.marks().contains(Mark.HIGHLIGHTED) && !node.marks().contains(Mark.FOCUS)
                    ? palette.highlight() : palette.focus();
            svg.append("<rect x=\"").append(n(x - 4)).append("\" y=\"").append(n(y - 4)).append("\" width=\"")
                    .append(n(w + 8)).append("\" height=\"").append(n(h + 8)).append("\" rx=\"7\" fill=\"none\" "
                            + "stroke=\"").append(ring).append("\" stroke-width=\"2.2\"/>\n");
        }
        svg.append("<path d=\"").append(d(Outlines.outline(node.shape(), x, y, w, h))).append("\" fill=\"")
                .append(palette.nodeFill().get(node.shape())).append("\" stroke=\"")
                .append(palette.nodeStroke().get(node.shape())).append("\" stroke-width=\"")
                .append(node.shape() == NodeShape.AGENT ? "2" : "1.3").append('"');
        if (node.shape() == NodeShape.MISSING || removed) {
            svg.append(" stroke-dasharray=\"5 3\"");
        }
        svg.append("/>\n");
        var inner = Outlines.inner(node.shape(), x, y, w, h);
        if (inner != null) {
            svg.append("<path d=\"").append(d(inner)).append("\" fill=\"none\" stroke=\"")
                    .append(palette.nodeStroke().get(node.shape())).append("\" stroke-width=\"1\"/>\n");
        }
        if (removed) {
            String red = palette.problem().get(EdgeProblem.MISSING);
            svg.append("<path d=\"M").append(n(x)).append(',').append(n(y)).append('L').append(n(x + w)).append(',')
                    .append(n(y + h)).append('M').append(n(x + w)).append(',').append(n(y)).append('L').append(n(x))
                    .append(',').append(n(y + h)).append("\" stroke=\"").append(red).append("\" stroke-width=\"2\"/>\n");
        }
        svg.append("<text x=\"").append(n(x + 10)).append("\" y=\"").append(n(y + 19))
                .append("\" font-size=\"12\" font-weight=\"bold\" fill=\"").append(palette.foreground()).append("\">")
                .append(escape(Outlines.fit(node.title(), w - 20, true))).append("</text>\n");
        if (!node.subtitle().isEmpty()) {
            svg.append("<text x=\"").append(n(x + 10)).append("\" y=\"").append(n(y + 35))
                    .append("\" font-size=\"10.5\" fill=\"").append(palette.muted()).append("\">")
                    .append(escape(Outlines.fit(node.subtitle(), w - 20, false))).append("</text>\n");
        }
        double right = x + w - 4;
        if (node.warnings() > 0) {
            right = badge(svg, String.valueOf(node.warnings()), palette.warningBadge(), palette, right, y);
        }
        if (node.errors() > 0) {
            badge(svg, String.valueOf(node.errors()), palette.errorBadge(), palette, right, y);
        }
        svg.append("</g>\n");
    }

    private static double badge(StringBuilder svg, String count, String colour, Palette palette, double right,
                                double top) {
        double w = Outlines.badgeWidth(count);
        svg.append("<rect x=\"").append(n(right - w)).append("\" y=\"").append(n(top - 7)).append("\" width=\"")
                .append(n(w)).append("\" height=\"14\" rx=\"7\" fill=\"").append(colour).append("\"/>\n<text x=\"")
                .append(n(right - w / 2)).append("\" y=\"").append(n(top + 3.5)).append("\" font-size=\"10\" "
                        + "font-weight=\"bold\" text-anchor=\"middle\" fill=\"").append(palette.background())
                .append("\">").append(count).append("</text>\n");
        return right - w - 3;
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
