package dev.catalogstudio.app.render;

import java.util.Set;

/**
 * Line styles shared by every painter (the pane's canvas, SVG, PNG), so that a problem is told by its pattern and
 * marker as well as its colour. Lengths are in scene units.
 */
public final class Strokes {

    private Strokes() {
    }

    /**
     * The dash pattern (on, off, on, off …) of an edge; an empty array for a solid line. A problem's pattern wins
     * over the kind's: missing long dashes, invalid dots, unresolved dash-dot, kind mismatch dash-dot-dot, cycle solid
     * and thick; without a problem, MCP dependency dashed, plane link dotted, configuration short dashes.
     */
    public static double[] dash(EdgeLine line, EdgeProblem problem) {
        return switch (problem) {
            case MISSING -> new double[] {8, 4};
            case INVALID -> new double[] {2, 3};
            case UNRESOLVED -> new double[] {8, 3, 2, 3};
            case KIND_MISMATCH -> new double[] {8, 3, 2, 3, 2, 3};
            case CYCLE -> new double[0];
            case NONE -> switch (line) {
                case MCP_DEPENDENCY -> new double[] {6, 4};
                case PLANE_LINK -> new double[] {1.5, 3};
                case CONFIG -> new double[] {3, 3};
                case SKILL_DEPENDENCY, CONTAINMENT -> new double[0];
            };
        };
    }

    /** The glyph drawn in a circle at the middle of an edge with a problem; empty for none. */
    public static String marker(EdgeProblem problem) {
        return switch (problem) {
            case MISSING -> "\u00d7";
            case INVALID -> "!";
            case UNRESOLVED -> "?";
            case KIND_MISMATCH -> "\u2260";
            case CYCLE -> "\u21bb";
            case NONE -> "";
        };
    }

    /**
     * The line width: thin for containment and configuration, thicker for a problem and thickest for a cycle; a change
     * set's added or removed edge {@link #CHANGED_WIDTH} whatever its kind, thicker than any other.
     */
    public static double width(EdgeLine line, EdgeProblem problem, Set<Mark> marks) {
        double width = switch (problem) {
            case NONE -> line == EdgeLine.CONTAINMENT || line == EdgeLine.CONFIG ? 1.0 : 1.5;
            case CYCLE -> 2.8;
            default -> 2.2;
        };
        if (marks.contains(Mark.ADDED) || marks.contains(Mark.DELETED)) {
            width = CHANGED_WIDTH;
        }
        return marks.contains(Mark.HIGHLIGHTED) ? width + 1 : width;
    }

    /** The width of an edge a change set added or removed, scene units (issue 41: "a thin red dash" was missed). */
    public static final double CHANGED_WIDTH = 3.5;

    /** The dash pattern of an edge a change set removed (drawn as a ghost): long dashes, whatever its kind. */
    public static final double[] DELETED_DASH = {9, 5};

    /** {@link #dash(EdgeLine, EdgeProblem)}, or {@link #DELETED_DASH} for an edge marked {@link Mark#DELETED}. */
    public static double[] dash(EdgeLine line, EdgeProblem problem, Set<Mark> marks) {
        return marks.contains(Mark.DELETED) ? DELETED_DASH.clone() : dash(line, problem);
    }
}
