package dev.catalogstudio.app.shell;

/**
 * The arithmetic of the editor row (issue 41): whether the side panes (form, preview, dry run, graph) fit side by side
 * beside an editor of at least {@link #EDITOR_COLUMNS} columns, as tabs of one dock, or only as a strip of their
 * titles; and the divider positions that give each item its width. No JavaFX: all widths are pixels.
 */
final class PaneFit {

    /** The editor's least width, in columns of its font, while side panes are shown. */
    static final int EDITOR_COLUMNS = 60;
    /** The width of the strip of side-pane titles, pixels. */
    static final double STRIP_WIDTH = 30;

    /** How the side panes are shown beside the editor. */
    enum Mode {
        /** Each side pane its own column of the editor row. */
        ROW,
        /** The side panes are tabs of one dock beside the editor (one shown at a time, at the widest's minimum). */
        DOCK,
        /** Only their titles, in a strip; choosing one shows that pane maximised. */
        STRIP
    }

    private PaneFit() {
    }

    /**
     * How side panes of these minimum widths are shown in a row {@code room} pixels wide beside an editor of at least
     * {@code editorMin} pixels: side by side when all their minima fit, else as tabs of a dock when the widest minimum
     * fits, else as a strip. No side panes: {@link Mode#ROW}.
     *
     * @param room      the editor row's width, pixels
     * @param editorMin the editor's least width (its columns, gutter and scroll bar), pixels
     * @param minima    each side pane's least width, pixels
     * @param divider   the width of one split divider, pixels
     */
    static Mode mode(double room, double editorMin, double[] minima, double divider) {
        if (minima.length == 0) {
            return Mode.ROW;
        }
        double sum = 0;
        double widest = 0;
        for (double m : minima) {
            sum += m;
            widest = Math.max(widest, m);
        }
        double free = room - editorMin;
        if (sum + minima.length * divider <= free) {
            return Mode.ROW;
        }
        return widest + divider <= free ? Mode.DOCK : Mode.STRIP;
    }

    /**
     * The side panes' widths in {@link Mode#ROW}: each pane's wanted width when they all fit beside the editor's
     * least width, else each cut towards its minimum in proportion to what it wanted above it (never below it).
     *
     * @param wanted the width each pane wants (what the user left it at, or its default share), pixels
     * @param minima each pane's least width, pixels (same order)
     */
    static double[] rowWidths(double room, double editorMin, double[] minima, double[] wanted, double divider) {
        int n = minima.length;
        double free = room - editorMin - n * divider;
        double sumWanted = 0;
        double sumMin = 0;
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = Math.max(minima[i], wanted[i]);
            sumWanted += w[i];
            sumMin += minima[i];
        }
        if (sumWanted <= free) {
            return w;
        }
        double scale = sumWanted - sumMin <= 0 ? 0 : Math.max(0, (free - sumMin) / (sumWanted - sumMin));
        for (int i = 0; i < n; i++) {
            w[i] = minima[i] + (w[i] - minima[i]) * Math.min(1, scale);
        }
        return w;
    }

    /**
     * The divider positions (0..1, one fewer than the items) that give the items after the first these widths, the
     * first (the editor) taking what is left.
     *
     * @param room    the split's width, pixels
     * @param after   the widths of the second and later items, pixels
     * @param divider the width of one divider, pixels
     */
    static double[] positions(double room, double[] after, double divider) {
        int n = after.length;
        double[] p = new double[n];
        double right = room;
        for (int i = n - 1; i >= 0; i--) {
            right -= after[i];
            // A divider's position is that of its middle; it takes its width from the item before it.
            p[i] = room <= 0 ? 0 : Math.max(0, Math.min(1, (right - divider / 2) / room));
            right -= divider;
        }
        return p;
    }
}
