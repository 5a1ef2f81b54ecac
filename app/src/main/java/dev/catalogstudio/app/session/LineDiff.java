package dev.catalogstudio.app.session;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jgit.diff.DiffAlgorithm;
import org.eclipse.jgit.diff.Edit;
import org.eclipse.jgit.diff.RawText;
import org.eclipse.jgit.diff.RawTextComparator;

/**
 * The lines that differ between a base text and a head text, as git's histogram diff finds them (JGit's
 * {@link DiffAlgorithm.SupportedAlgorithm#HISTOGRAM}); for the side-by-side diff and the editor's change markers.
 * Pure computation, for a background thread: nothing here touches JavaFX.
 *
 * <p>Lines are 0-based; a text ending with a line break has no empty line after it (as git counts lines).
 *
 * @param hunks     the differing runs of lines, in order
 * @param baseLines how many lines the base text has
 * @param headLines how many lines the head text has
 */
public record LineDiff(List<Hunk> hunks, int baseLines, int headLines) {

    public LineDiff {
        hunks = List.copyOf(hunks);
    }

    /**
     * One run of differing lines: base lines {@code [baseStart, baseEnd)} became head lines
     * {@code [headStart, headEnd)} (0-based, end exclusive). An empty base run is an insertion, an empty head run a
     * deletion (before head line {@code headStart}), else the lines were changed.
     */
    public record Hunk(int baseStart, int baseEnd, int headStart, int headEnd) {

        /** Whether the hunk only adds lines. */
        public boolean inserted() {
            return baseStart == baseEnd;
        }

        /** Whether the hunk only removes lines. */
        public boolean deleted() {
            return headStart == headEnd;
        }
    }

    /** How a line of the head text differs from the base, for the editor's gutter. */
    public enum Mark {
        /** The line is new. */
        ADDED,
        /** The line replaces base lines. */
        MODIFIED,
        /** Base lines were removed just above this line (below it, for the text's last line). */
        DELETED
    }

    /** The difference between {@code base} and {@code head} (either may be empty: an added or a deleted file). */
    public static LineDiff of(String base, String head) {
        var a = new RawText(base.getBytes(StandardCharsets.UTF_8));
        var b = new RawText(head.getBytes(StandardCharsets.UTF_8));
        var edits = DiffAlgorithm.getAlgorithm(DiffAlgorithm.SupportedAlgorithm.HISTOGRAM)
                .diff(RawTextComparator.DEFAULT, a, b);
        var hunks = new ArrayList<Hunk>(edits.size());
        for (Edit edit : edits) {
            hunks.add(new Hunk(edit.getBeginA(), edit.getEndA(), edit.getBeginB(), edit.getEndB()));
        }
        return new LineDiff(hunks, a.size(), b.size());
    }

    /** Whether the texts have the same lines. */
    public boolean isEmpty() {
        return hunks.isEmpty();
    }

    /**
     * The gutter mark of each head line that has one, indexed by 0-based head line (length {@link #headLines()};
     * {@code null} where the line is as at the base).
     */
    public Mark[] headMarks() {
        var marks = new Mark[headLines];
        for (var hunk : hunks) {
            if (hunk.deleted()) {
                if (headLines > 0) {
                    int at = Math.min(hunk.headStart(), headLines - 1);
                    if (marks[at] == null) {
                        marks[at] = Mark.DELETED;
                    }
                }
            } else {
                var mark = hunk.inserted() ? Mark.ADDED : Mark.MODIFIED;
                for (int line = hunk.headStart(); line < hunk.headEnd(); line++) {
                    marks[line] = mark;
                }
            }
        }
        return marks;
    }
}
