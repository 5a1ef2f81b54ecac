package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.StyledSpan;
import dev.catalogstudio.model.text.SyntaxStyle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Merges the syntax layer (sorted, non-overlapping spans) and the diagnostics layer (possibly overlapping underlines)
 * into runs that cover a text exactly. Where underlines overlap, the most severe wins. A character's classes are its
 * syntax class and its underline class ({@code diag-error}, {@code diag-warning}, {@code diag-info}).
 */
public final class StyleMerge {

    private static final SyntaxStyle[] SYNTAX = SyntaxStyle.values();
    private static final Severity[] SEVERITIES = Severity.values();
    /** Interned class lists, indexed [syntax ordinal or last for none][severity ordinal or last for none]. */
    private static final List<List<List<String>>> CLASSES = buildClasses();

    private StyleMerge() {
    }

    /** The CSS class that underlines a diagnostic of {@code severity}: {@code diag-error} and so on. */
    public static String underlineClass(Severity severity) {
        return "diag-" + severity.label();
    }

    /**
     * The runs of a text of {@code length} characters.
     *
     * @param syntax      sorted, non-overlapping spans within {@code [0, length)}
     * @param diagnostics placed diagnostics; parts outside {@code [0, length)} are ignored
     * @return runs whose lengths sum to {@code length}; neighbouring runs have different classes
     */
    public static List<StyleRun> merge(int length, List<StyledSpan> syntax, List<PlacedDiagnostic> diagnostics) {
        int[][] events = events(length, diagnostics);
        int[] counts = new int[SEVERITIES.length];
        var runs = new ArrayList<StyleRun>();
        int pos = 0;
        int si = 0;
        int ei = 0;
        while (pos < length) {
            while (si < syntax.size() && syntax.get(si).end() <= pos) {
                si++;
            }
            SyntaxStyle style = null;
            int syntaxBoundary = length;
            if (si < syntax.size()) {
                StyledSpan span = syntax.get(si);
                style = span.start() <= pos ? span.style() : null;
                syntaxBoundary = span.start() <= pos ? span.end() : span.start();
            }
            while (ei < events.length && events[ei][0] <= pos) {
                counts[events[ei][2]] += events[ei][1];
                ei++;
            }
            int next = Math.min(Math.min(syntaxBoundary, ei < events.length ? events[ei][0] : length), length);
            add(runs, next - pos, classes(style, mostSevere(counts)));
            pos = next;
        }
        return runs;
    }

    /** Start (+1) and end (-1) events of each underline, clamped into the text and sorted by offset. */
    private static int[][] events(int length, List<PlacedDiagnostic> diagnostics) {
        var events = new ArrayList<int[]>(diagnostics.size() * 2);
        for (PlacedDiagnostic d : diagnostics) {
            int start = Math.max(0, Math.min(d.start(), length));
            int end = Math.max(start, Math.min(d.end(), length));
            if (end > start) {
                int severity = d.diagnostic().severity().ordinal();
                events.add(new int[] {start, 1, severity});
                events.add(new int[] {end, -1, severity});
            }
        }
        var array = events.toArray(new int[0][]);
        Arrays.sort(array, Comparator.comparingInt(e -> e[0]));
        return array;
    }

    private static Severity mostSevere(int[] counts) {
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                return SEVERITIES[i];
            }
        }
        return null;
    }

    private static void add(List<StyleRun> runs, int length, List<String> classes) {
        int last = runs.size() - 1;
        if (last >= 0 && runs.get(last).classes() == classes) {
            runs.set(last, new StyleRun(runs.get(last).length() + length, classes));
        } else {
            runs.add(new StyleRun(length, classes));
        }
    }

    /** The interned class list for a syntax style and an underline severity, either possibly null. */
    static List<String> classes(SyntaxStyle style, Severity severity) {
        return CLASSES.get(style == null ? SYNTAX.length : style.ordinal())
                .get(severity == null ? SEVERITIES.length : severity.ordinal());
    }

    private static List<List<List<String>>> buildClasses() {
        var table = new ArrayList<List<List<String>>>();
        for (int s = 0; s <= SYNTAX.length; s++) {
            var row = new ArrayList<List<String>>();
            for (int v = 0; v <= SEVERITIES.length; v++) {
                var classes = new ArrayList<String>(2);
                if (s < SYNTAX.length) {
                    classes.add(SYNTAX[s].cssClass());
                }
                if (v < SEVERITIES.length) {
                    classes.add(underlineClass(SEVERITIES[v]));
                }
                row.add(List.copyOf(classes));
            }
            table.add(List.copyOf(row));
        }
        return List.copyOf(table);
    }
}
