package dev.catalogstudio.app.editor.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the part of a text whose styles must be re-applied: the new runs differ from the old ones only between a
 * common prefix and a common suffix, widened to include whatever the user edited in between. Applying only that
 * part keeps a keystroke in a megabyte file cheap.
 */
public final class RunDiff {

    private RunDiff() {
    }

    /**
     * The range of the new text to restyle.
     *
     * @param old   the runs applied last (covering the text as it was then)
     * @param fresh the new runs (covering the current text)
     * @param dirty what was edited since {@code old} was applied, in current offsets
     * @return {@code {from, to}} in current 0-based offsets, or {@code null} when nothing needs restyling
     */
    public static int[] changedRange(List<StyleRun> old, List<StyleRun> fresh, DirtyRange dirty) {
        int oldLength = total(old);
        int newLength = total(fresh);
        int prefix = commonPrefix(old, fresh);
        int suffix = commonPrefix(reversed(old), reversed(fresh));
        if (!dirty.isClean()) {
            prefix = Math.min(prefix, dirty.start());
            suffix = Math.min(suffix, newLength - dirty.end());
        }
        prefix = Math.min(prefix, Math.min(oldLength, newLength));
        suffix = Math.max(0, Math.min(suffix, Math.min(oldLength, newLength) - prefix));
        int from = prefix;
        int to = newLength - suffix;
        return from < to ? new int[] {from, to} : null;
    }

    /** The runs of {@code runs} cut to {@code [from, to)}. */
    public static List<StyleRun> slice(List<StyleRun> runs, int from, int to) {
        var out = new ArrayList<StyleRun>();
        int pos = 0;
        for (StyleRun run : runs) {
            int end = pos + run.length();
            int s = Math.max(pos, from);
            int e = Math.min(end, to);
            if (s < e) {
                out.add(new StyleRun(e - s, run.classes()));
            }
            if (end >= to) {
                break;
            }
            pos = end;
        }
        return out;
    }

    /** Sum of the runs' lengths. */
    public static int total(List<StyleRun> runs) {
        int total = 0;
        for (StyleRun run : runs) {
            total += run.length();
        }
        return total;
    }

    private static int commonPrefix(List<StyleRun> a, List<StyleRun> b) {
        int i = 0;
        int j = 0;
        int aEnd = a.isEmpty() ? 0 : a.get(0).length();
        int bEnd = b.isEmpty() ? 0 : b.get(0).length();
        int common = 0;
        while (i < a.size() && j < b.size() && a.get(i).classes().equals(b.get(j).classes())) {
            common = Math.min(aEnd, bEnd);
            if (aEnd == common && ++i < a.size()) {
                aEnd += a.get(i).length();
            }
            if (bEnd == common && ++j < b.size()) {
                bEnd += b.get(j).length();
            }
        }
        return common;
    }

    private static List<StyleRun> reversed(List<StyleRun> runs) {
        var copy = new ArrayList<>(runs);
        java.util.Collections.reverse(copy);
        return copy;
    }
}
