package dev.catalogstudio.app.changes;

import dev.catalogstudio.app.session.LineDiff;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows of a side-by-side diff: the base's and the head's lines set against each other, a line that only one side
 * has facing an empty filler row on the other, so that both panes have the same rows and scroll together. Built from
 * JGit's hunks ({@link LineDiff}) in one pass: one row per line of the longer side of each hunk and per unchanged line,
 * so at most {@code baseLines + headLines} rows.
 *
 * @param rows      the rows, top to bottom
 * @param hunkRows  the row at which each hunk starts (ascending), what next/previous change moves between
 * @param diff      the line diff the rows come from
 */
public record DiffRows(List<Row> rows, int[] hunkRows, LineDiff diff) {

    /** How a row differs. */
    public enum Kind {
        /** The same line on both sides. */
        SAME,
        /** A line only the head has (the base shows a filler). */
        INSERTED,
        /** A line only the base has (the head shows a filler). */
        DELETED,
        /** A base line replaced by a head line. */
        CHANGED
    }

    /**
     * One row.
     *
     * @param baseLine the base's 0-based line shown, or -1 for a filler
     * @param headLine the head's 0-based line shown, or -1 for a filler
     * @param kind     how it differs
     */
    public record Row(int baseLine, int headLine, Kind kind) {
    }

    /** The rows for {@code diff} (whose line counts are the two texts'). */
    public static DiffRows of(LineDiff diff) {
        var rows = new ArrayList<Row>(Math.max(diff.baseLines(), diff.headLines()) + 8);
        var starts = new int[diff.hunks().size()];
        int a = 0;
        int b = 0;
        int h = 0;
        for (var hunk : diff.hunks()) {
            while (a < hunk.baseStart() && b < hunk.headStart()) {
                rows.add(new Row(a++, b++, Kind.SAME));
            }
            starts[h++] = rows.size();
            int baseCount = hunk.baseEnd() - hunk.baseStart();
            int headCount = hunk.headEnd() - hunk.headStart();
            for (int i = 0; i < Math.max(baseCount, headCount); i++) {
                int base = i < baseCount ? hunk.baseStart() + i : -1;
                int head = i < headCount ? hunk.headStart() + i : -1;
                Kind kind = base >= 0 && head >= 0 ? Kind.CHANGED : base >= 0 ? Kind.DELETED : Kind.INSERTED;
                rows.add(new Row(base, head, kind));
            }
            a = hunk.baseEnd();
            b = hunk.headEnd();
        }
        while (a < diff.baseLines() && b < diff.headLines()) {
            rows.add(new Row(a++, b++, Kind.SAME));
        }
        return new DiffRows(List.copyOf(rows), starts, diff);
    }

    /** How many lines the head adds (inserted rows and changed rows' head side beyond the base's). */
    public int headOnly() {
        return (int) rows.stream().filter(r -> r.kind() == Kind.INSERTED).count();
    }

    /** How many lines the base had that the head removed outright. */
    public int baseOnly() {
        return (int) rows.stream().filter(r -> r.kind() == Kind.DELETED).count();
    }

    /** How many rows pair a changed base line with its head line. */
    public int changed() {
        return (int) rows.stream().filter(r -> r.kind() == Kind.CHANGED).count();
    }

    /** The lines of {@code text} as {@link LineDiff} counts them: split at {@code \n}, no empty line after the last. */
    static List<String> lines(String text) {
        var out = new ArrayList<String>();
        int start = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', start)) {
            out.add(text.substring(start, i));
            start = i + 1;
        }
        if (start < text.length()) {
            out.add(text.substring(start));
        }
        return out;
    }
}
