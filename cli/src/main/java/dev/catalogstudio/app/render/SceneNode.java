package dev.catalogstudio.app.render;

import java.util.Objects;
import java.util.Set;

/**
 * A node to draw.
 *
 * @param id       unique in the scene (a model node id, an overview group id, or a {@link SceneMapper#GHOST} id)
 * @param shape    its outline
 * @param title    the first line (the short name), control characters already removed
 * @param subtitle the second line (FQN, version, layer); may be empty
 * @param errors   error count shown in the red badge (0: no badge)
 * @param warnings warning count shown in the amber badge (0: no badge)
 * @param marks    its states
 */
public record SceneNode(String id, NodeShape shape, String title, String subtitle, int errors, int warnings,
                        Set<Mark> marks) {
    public SceneNode {
        Objects.requireNonNull(id);
        Objects.requireNonNull(shape);
        title = title == null ? "" : title;
        subtitle = subtitle == null ? "" : subtitle;
        marks = Set.copyOf(marks);
    }
}
