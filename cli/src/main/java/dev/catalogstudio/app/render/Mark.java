package dev.catalogstudio.app.render;

/**
 * A state of a node or edge in the picture: the focus of the view, the selection, highlighted (it depends on the
 * selected node, or loses a dependency in a what-if removal), marked removed, dimmed, a match of the graph's search
 * (for a group: it holds one), or remote: an entry of a repository {@code catalog-studio fetch} fetched, drawn with a
 * cloud badge on its top-left corner ({@link Outlines#cloud}).
 *
 * <p>While the studio compares the workspace with a git revision (Compare With…, {@link ChangeMarks}): an entry or
 * edge {@code ADDED}, {@code MODIFIED}, {@code RENAMED} or {@code DELETED} since the base (a deleted one drawn as a
 * ghost), or an unchanged entry {@code IMPACTED}: it reaches a changed one through dependencies. Each is drawn with a
 * colour and, never colour alone, a letter tag (A, M, R, D) or a dotted ring ({@link ScenePainter}).
 */
public enum Mark { FOCUS, SELECTED, HIGHLIGHTED, REMOVED, DIMMED, MATCH, REMOTE, ADDED, MODIFIED, RENAMED, DELETED,
    IMPACTED }
