package dev.catalogstudio.app.render;

/**
 * A state of a node or edge in the picture: the focus of the view, the selection, highlighted (it depends on the
 * selected node, or loses a dependency in a what-if removal), marked removed, dimmed, a match of the graph's search
 * (for a group: it holds one), or remote: an entry of a repository {@code catalog-studio fetch} fetched, drawn with a
 * cloud badge on its top-left corner ({@link Outlines#cloud}).
 */
public enum Mark { FOCUS, SELECTED, HIGHLIGHTED, REMOVED, DIMMED, MATCH, REMOTE }
