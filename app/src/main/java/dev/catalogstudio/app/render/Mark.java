package dev.catalogstudio.app.render;

/**
 * A state of a node or edge in the picture: the focus of the view, the selection, highlighted (it depends on the
 * selected node, or loses a dependency in a what-if removal), marked removed, dimmed, or a match of the graph's search
 * (for a group: it holds one).
 */
public enum Mark { FOCUS, SELECTED, HIGHLIGHTED, REMOVED, DIMMED, MATCH }
