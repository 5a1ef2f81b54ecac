package dev.catalogstudio.app.graph;

import dev.catalogstudio.app.render.EdgeLine;
import dev.catalogstudio.app.render.EdgeProblem;
import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.Outlines;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.Strokes;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

/**
 * The legend under the graph: each node kind, edge kind, edge problem and mark the current picture holds, drawn with
 * the same outlines, colours, dash patterns and markers as the picture ({@link Outlines}, {@link Palette},
 * {@link Strokes}), and named. Only what the picture shows is listed, so the legend stays a line or two. FX thread.
 */
final class GraphLegend extends FlowPane {

    /** One entry: its swatch is drawn by {@code swatch}, its name is {@code text}. */
    record Entry(String text, java.util.function.Consumer<GraphicsContext> swatch) {
    }

    private List<String> shown = List.of();

    GraphLegend() {
        super(10, 2);
        getStyleClass().add("graph-legend");
        setPadding(new Insets(3, 6, 3, 6));
        setMinHeight(USE_PREF_SIZE);
        setMinWidth(0);
        prefWrapLengthProperty().bind(widthProperty());
    }

    /** The names listed, in order (tests). */
    List<String> names() {
        return shown;
    }

    /** Lists what {@code scene} holds, drawn in {@code palette}. */
    void show(GraphScene scene, Palette palette) {
        var entries = entries(scene, palette);
        getChildren().clear();
        var names = new ArrayList<String>();
        for (var entry : entries) {
            var swatch = new Canvas(30, 16);
            entry.swatch().accept(swatch.getGraphicsContext2D());
            var label = new Label(entry.text());
            label.getStyleClass().add("graph-legend-text");
            label.setMinWidth(Label.USE_PREF_SIZE);
            var item = new HBox(4, swatch, label);
            item.setAlignment(Pos.CENTER_LEFT);
            getChildren().add(item);
            names.add(entry.text());
        }
        shown = List.copyOf(names);
    }

    /** The entries for {@code scene}: node kinds, then edge kinds, problems and marks, each once. */
    static List<Entry> entries(GraphScene scene, Palette palette) {
        var entries = new ArrayList<Entry>();
        if (scene == null) {
            return entries;
        }
        var shapes = EnumSet.noneOf(NodeShape.class);
        var lines = EnumSet.noneOf(EdgeLine.class);
        var problems = EnumSet.noneOf(EdgeProblem.class);
        var marks = EnumSet.noneOf(Mark.class);
        var edgeChanges = EnumSet.noneOf(Mark.class);
        boolean counts = false;
        for (var n : scene.nodes()) {
            shapes.add(n.node().shape());
            marks.addAll(n.node().marks());
        }
        for (var e : scene.edges()) {
            if (e.edge().problem() == EdgeProblem.NONE) {
                lines.add(e.edge().line());
            } else {
                problems.add(e.edge().problem());
            }
            counts |= !e.edge().label().isEmpty();
            for (var change : List.of(Mark.ADDED, Mark.DELETED)) {
                if (e.edge().marks().contains(change)) {
                    edgeChanges.add(change);
                }
            }
        }
        for (var shape : shapes) {
            entries.add(new Entry(name(shape), g -> node(g, shape, palette)));
        }
        for (var line : lines) {
            entries.add(new Entry(counts && line == EdgeLine.SKILL_DEPENDENCY ? "references (how many)" : name(line),
                    g -> line(g, palette.line().get(line), Strokes.dash(line, EdgeProblem.NONE), "")));
        }
        for (var problem : problems) {
            entries.add(new Entry(name(problem), g -> line(g, palette.problem().get(problem),
                    Strokes.dash(EdgeLine.SKILL_DEPENDENCY, problem), Strokes.marker(problem))));
        }
        for (var mark : marks) {
            String name = switch (mark) {
                case FOCUS -> "focus";
                case SELECTED -> "selected";
                case HIGHLIGHTED -> "depends on the selection";
                case REMOVED -> "removed (what if)";
                case MATCH -> "search match";
                case REMOTE -> "remote (fetched, read-only)";
                case ADDED -> "added";
                case MODIFIED -> "modified";
                case RENAMED -> "renamed";
                case DELETED -> "removed";
                case IMPACTED -> "impacted (reaches a change)";
                case DIMMED -> null;
            };
            if (name != null) {
                entries.add(new Entry(name, g -> mark(g, mark, palette)));
            }
        }
        for (var change : edgeChanges) {
            entries.add(new Entry(change == Mark.ADDED ? "dependency added" : "dependency removed",
                    g -> changedLine(g, change == Mark.ADDED ? palette.added() : palette.deleted(),
                            change == Mark.ADDED ? new double[0] : Strokes.DELETED_DASH)));
        }
        return entries;
    }

    static String name(NodeShape shape) {
        return switch (shape) {
            case AGENT -> "agent";
            case SKILL -> "skill";
            case MCP_SERVER -> "MCP server";
            case PLANE -> "3md plane";
            case PACK -> "pack";
            case WEBLET -> "weblet";
            case PLUGIN -> "plugin";
            case MARKETPLACE -> "marketplace";
            case COMMAND -> "command";
            case HOOK -> "hook";
            case GROUP -> "group (double-click: expand)";
            case MISSING -> "missing target";
        };
    }

    static String name(EdgeLine line) {
        return switch (line) {
            case SKILL_DEPENDENCY -> "depends on";
            case MCP_DEPENDENCY -> "uses MCP server";
            case PLANE_LINK -> "plane link";
            case CONTAINMENT -> "contains";
            case CONFIG -> "configures";
        };
    }

    static String name(EdgeProblem problem) {
        return switch (problem) {
            case MISSING -> "missing";
            case INVALID -> "invalid";
            case UNRESOLVED -> "unresolved";
            case KIND_MISMATCH -> "wrong kind";
            case CYCLE -> "in a cycle";
            case NONE -> "";
        };
    }

    private static void node(GraphicsContext g, NodeShape shape, Palette palette) {
        var outline = Outlines.outline(shape, shape == NodeShape.GROUP ? 3 : 2, shape == NodeShape.GROUP ? 6 : 2,
                shape == NodeShape.GROUP ? 27 : 26, shape == NodeShape.GROUP ? 9 : 12);
        trace(g, outline);
        g.setFill(Color.web(palette.nodeFill().get(shape)));
        g.fill();
        g.setStroke(Color.web(palette.nodeStroke().get(shape)));
        g.setLineWidth(shape == NodeShape.AGENT ? 2 : 1.3);
        g.setLineDashes(shape == NodeShape.MISSING ? new double[] {4, 2} : null);
        g.stroke();
        g.setLineDashes(null);
    }

    private static void line(GraphicsContext g, String colour, double[] dash, String marker) {
        g.setStroke(Color.web(colour));
        g.setLineWidth(marker.isEmpty() ? 1.5 : 2);
        g.setLineCap(StrokeLineCap.BUTT);
        g.setLineDashes(dash.length == 0 ? null : dash);
        g.strokeLine(1, 8, marker.isEmpty() ? 29 : 16, 8);
        g.setLineDashes(null);
        if (!marker.isEmpty()) {
            g.setLineWidth(1.2);
            g.strokeOval(16, 1, 13, 13);
            g.setFill(Color.web(colour));
            g.setFont(javafx.scene.text.Font.font(null, javafx.scene.text.FontWeight.BOLD, 11));
            g.setTextAlign(javafx.scene.text.TextAlignment.CENTER);
            g.fillText(marker, 22.5, 12);
        }
    }

    /** A change set's added or removed edge: as thick as drawn, its dashes at the swatch's scale. */
    private static void changedLine(GraphicsContext g, String colour, double[] dash) {
        g.setStroke(Color.web(colour));
        g.setLineWidth(Strokes.CHANGED_WIDTH);
        g.setLineCap(StrokeLineCap.BUTT);
        g.setLineDashes(dash.length == 0 ? null : new double[] {dash[0] * 0.6, dash[1] * 0.6});
        g.strokeLine(1, 8, 29, 8);
        g.setLineDashes(null);
    }

    private static void mark(GraphicsContext g, Mark mark, Palette palette) {
        if (dev.catalogstudio.app.render.ScenePainter.changeLetter(mark).length() > 0 || mark == Mark.IMPACTED) {
            String colour = dev.catalogstudio.app.render.ScenePainter.changeColour(mark, palette);
            g.setFill(Color.web(palette.nodeFill().get(NodeShape.SKILL)));
            g.fillRoundRect(8, 3, 20, 11, 6, 6);
            g.setStroke(Color.web(colour));
            g.setLineWidth(2.2);
            g.setLineDashes(mark == Mark.IMPACTED ? new double[] {1, 3} : mark == Mark.DELETED ? new double[] {4, 2}
                    : null);
            g.strokeRoundRect(8, 3, 20, 11, 6, 6);
            g.setLineDashes(null);
            String letter = dev.catalogstudio.app.render.ScenePainter.changeLetter(mark);
            if (!letter.isEmpty()) {
                g.setFill(Color.web(colour));
                g.fillRoundRect(0, 1, 14, 14, 6, 6);
                g.setFill(Color.web(palette.background()));
                g.setFont(javafx.scene.text.Font.font(null, javafx.scene.text.FontWeight.BOLD, 10));
                g.setTextAlign(javafx.scene.text.TextAlignment.CENTER);
                g.fillText(letter, 7, 12);
            }
            return;
        }
        if (mark == Mark.REMOTE) {
            g.setFill(Color.web(palette.nodeFill().get(NodeShape.SKILL)));
            g.setStroke(Color.web(palette.nodeStroke().get(NodeShape.SKILL)));
            g.setLineWidth(1.3);
            g.fillRoundRect(8, 4, 20, 10, 5, 5);
            g.strokeRoundRect(8, 4, 20, 10, 5, 5);
            trace(g, Outlines.cloud(1, 1, 14));
            g.setFill(Color.web(palette.background()));
            g.fill();
            g.setStroke(Color.web(palette.focus()));
            g.setLineWidth(1.4);
            g.stroke();
            return;
        }
        if (mark == Mark.MATCH) {
            g.setFill(Color.web(palette.match()));
            g.fillRoundRect(1, 1, 28, 14, 8, 8);
        } else if (mark == Mark.REMOVED) {
            g.setStroke(Color.web(palette.problem().get(EdgeProblem.MISSING)));
            g.setLineWidth(2);
            g.strokeLine(6, 2, 24, 14);
            g.strokeLine(24, 2, 6, 14);
            return;
        } else {
            // The rings as the picture draws them (ScenePainter.rings), around a plain box of no node kind.
            var placed = new dev.catalogstudio.app.render.PlacedNode(new dev.catalogstudio.app.render.SceneNode("",
                    NodeShape.SKILL, "", "", 0, 0, java.util.Set.of(mark)), 8, 5.5, 14, 5);
            var rings = dev.catalogstudio.app.render.ScenePainter.rings(placed, false, 0.7);
            for (var ring : rings) {
                g.setStroke(Color.web(ring.colour(palette)));
                g.setLineWidth(ring.width());
                g.setLineDashes(ring.dash().length == 0 ? null : ring.dash());
                g.strokeRoundRect(ring.x(), ring.y(), ring.w(), ring.h(), ring.arc() * 0.6, ring.arc() * 0.6);
            }
            g.setLineDashes(null);
            g.setFill(Color.web(palette.background()));
            g.setStroke(Color.web(palette.muted()));
            g.setLineWidth(0.8);
            g.fillRect(8, 5.5, 14, 5);
            g.strokeRect(8, 5.5, 14, 5);
            return;
        }
        g.setFill(Color.web(palette.nodeFill().get(NodeShape.SKILL)));
        g.fillRoundRect(6, 5, 18, 6, 4, 4);
    }

    /** Starts a path on {@code g} along {@code path}. */
    private static void trace(GraphicsContext g, Path2D path) {
        g.beginPath();
        double[] c = new double[6];
        for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> g.moveTo(c[0], c[1]);
                case PathIterator.SEG_LINETO -> g.lineTo(c[0], c[1]);
                case PathIterator.SEG_QUADTO -> g.quadraticCurveTo(c[0], c[1], c[2], c[3]);
                case PathIterator.SEG_CUBICTO -> g.bezierCurveTo(c[0], c[1], c[2], c[3], c[4], c[5]);
                default -> g.closePath();
            }
        }
    }
}
