package dev.catalogstudio.app.render;

import java.util.Objects;
import java.util.Set;

/**
 * An edge to draw between two {@link SceneNode}s of the same scene.
 *
 * @param id      unique in the scene
 * @param from    the id of the node it leaves (the dependent)
 * @param to      the id of the node it reaches (the dependency, or a ghost)
 * @param line    how it is drawn by kind
 * @param problem what is wrong with it
 * @param tooltip what hovering shows: kind, the reference as written, status, and its diagnostics, one per line
 * @param marks   its states
 * @param label   drawn on its middle, e.g. how many references an overview edge between groups stands for; may be
 *                empty
 */
public record SceneEdge(String id, String from, String to, EdgeLine line, EdgeProblem problem, String tooltip,
                        Set<Mark> marks, String label) {
    public SceneEdge {
        Objects.requireNonNull(id);
        Objects.requireNonNull(from);
        Objects.requireNonNull(to);
        tooltip = tooltip == null ? "" : tooltip;
        marks = Set.copyOf(marks);
        label = label == null ? "" : label;
    }

    /** An edge without a label. */
    public SceneEdge(String id, String from, String to, EdgeLine line, EdgeProblem problem, String tooltip,
                     Set<Mark> marks) {
        this(id, from, to, line, problem, tooltip, marks, "");
    }
}
