package dev.catalogstudio.model.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@link TextEdit}s placed in a text by their ranges' 1-based lines and UTF-16 columns rather than their offsets, so an
 * edit computed on one reading of a file (CRLF on disk) lands right in another (the editor's LF-only buffer). The new
 * text of each edit gets {@code \n} line endings. The one placement rule of quick fixes, wherever they are applied.
 */
public final class PlacedEdits {

    private PlacedEdits() {
    }

    /**
     * One edit at offsets of the target text.
     *
     * @param start 0-based offset, UTF-16 units
     * @param end   exclusive end offset, at least {@code start}
     * @param text  the new text, {@code \n} line endings
     */
    public record Placed(int start, int end, String text) {
    }

    /** Each edit placed by line and column in the text {@code index} indexes (clamped into it), in the given order. */
    public static List<Placed> place(List<TextEdit> edits, LineIndex index) {
        var placed = new ArrayList<Placed>(edits.size());
        for (var e : edits) {
            int start = index.offset(e.range().start().line(), e.range().start().column());
            int end = Math.max(start, index.offset(e.range().end().line(), e.range().end().column()));
            placed.add(new Placed(start, end, LineEnding.toLf(e.newText())));
        }
        return placed;
    }

    /**
     * {@code lfText} with {@code edits} applied, placed by line and column.
     *
     * @throws IllegalArgumentException if two edits overlap
     */
    public static String apply(String lfText, List<TextEdit> edits) {
        var placed = new ArrayList<>(place(edits, LineIndex.of(lfText)));
        placed.sort(Comparator.comparingInt(Placed::start).thenComparingInt(Placed::end));
        var out = new StringBuilder(lfText);
        for (int i = placed.size() - 1; i >= 0; i--) {
            var p = placed.get(i);
            if (i > 0 && placed.get(i - 1).end() > p.start()) {
                throw new IllegalArgumentException("overlapping edits at offsets " + placed.get(i - 1).start() + " and "
                        + p.start());
            }
            out.replace(p.start(), p.end(), p.text());
        }
        return out.toString();
    }
}
