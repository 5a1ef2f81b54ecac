package dev.catalogstudio.app.editor.internal;

/**
 * The part of a text that edits have touched since styles were last applied, in the current text's 0-based offsets:
 * the union of every edit's inserted text, shifted as later edits move it. Styles outside it are still the ones
 * applied last.
 */
public final class DirtyRange {

    private int start = -1;
    private int end = -1;

    /** Records that {@code removed} characters at {@code position} were replaced by {@code inserted} characters. */
    public void record(int position, int removed, int inserted) {
        int removedEnd = position + removed;
        int insertedEnd = position + inserted;
        if (start < 0) {
            start = position;
            end = insertedEnd;
            return;
        }
        int delta = inserted - removed;
        int s = start <= position ? start : start >= removedEnd ? start + delta : position;
        int e = end <= position ? end : end >= removedEnd ? end + delta : insertedEnd;
        start = Math.min(s, position);
        end = Math.max(e, insertedEnd);
    }

    /** Whether no edit was recorded since the last {@link #clear()}. */
    public boolean isClean() {
        return start < 0;
    }

    /** First touched offset, or {@code -1} when clean. */
    public int start() {
        return start;
    }

    /** End of the touched part (exclusive), or {@code -1} when clean. */
    public int end() {
        return end;
    }

    /** Forgets every recorded edit. */
    public void clear() {
        start = -1;
        end = -1;
    }
}
