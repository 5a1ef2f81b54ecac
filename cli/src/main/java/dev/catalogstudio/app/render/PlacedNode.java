package dev.catalogstudio.app.render;

/**
 * A node with its place.
 *
 * @param node   what is drawn
 * @param x      left edge, scene units
 * @param y      top edge, scene units
 * @param width  scene units
 * @param height scene units
 */
public record PlacedNode(SceneNode node, double x, double y, double width, double height) {

    /** Whether the scene point is inside the node's box. */
    public boolean contains(double px, double py) {
        return px >= x && px <= x + width && py >= y && py <= y + height;
    }
}
