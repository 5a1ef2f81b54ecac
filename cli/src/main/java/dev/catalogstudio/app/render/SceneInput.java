package dev.catalogstudio.app.render;

import java.util.List;

/**
 * What to lay out: nodes and the edges between them (each edge's ends are nodes of the list).
 *
 * @param nodes in a stable order (the layout keeps it where it can)
 * @param edges in a stable order
 */
public record SceneInput(List<SceneNode> nodes, List<SceneEdge> edges) {
    public SceneInput {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }
}
