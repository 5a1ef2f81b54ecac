package dev.catalogstudio.app.render;

/**
 * What is wrong with an edge, drawn with a colour and, never colour alone, a dash pattern and a marker at its middle
 * ({@link Strokes#dash}, {@link Strokes#marker}).
 */
public enum EdgeProblem { NONE, MISSING, INVALID, UNRESOLVED, KIND_MISMATCH, CYCLE }
