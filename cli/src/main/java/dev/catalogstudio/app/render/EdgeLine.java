package dev.catalogstudio.app.render;

/**
 * How an edge is drawn by its kind: skill dependency (and sub-agent) solid, MCP dependency dashed, plane link dotted,
 * containment thin grey, configuration thin grey dashed ({@link Strokes}).
 */
public enum EdgeLine { SKILL_DEPENDENCY, MCP_DEPENDENCY, PLANE_LINK, CONTAINMENT, CONFIG }
