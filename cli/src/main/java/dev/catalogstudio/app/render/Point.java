package dev.catalogstudio.app.render;

/** A point of the scene, in scene units (1 unit = 1 pixel at zoom 1); y grows downwards. */
public record Point(double x, double y) {
}
