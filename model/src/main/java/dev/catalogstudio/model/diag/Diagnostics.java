package dev.catalogstudio.model.diag;

import dev.catalogstudio.model.text.Range;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A collector that rules report into while checking one document (or one file's diagnostics are merged in), bounded:
 * it keeps the first {@link #MAX_PER_FILE} diagnostics in {@link Diagnostic} order (position, then severity, then
 * code), whatever order they are reported in, and counts the rest. A diagnostic that would not be kept is never made:
 * rules that report one diagnostic per item of an unbounded input pass the message as a {@link Supplier}, so nothing
 * past the cap is built either. {@link #sorted()} ends with one {@link Rule#DIAGNOSTICS_TRUNCATED} summary when
 * anything was left out; under the cap its output is exactly what was reported. Memory: O({@link #MAX_PER_FILE});
 * each report O(log {@link #MAX_PER_FILE}). Not thread-safe; one per check.
 */
public final class Diagnostics {

    /** The most diagnostics one file reports (its summary aside): the first this many by position. */
    public static final int MAX_PER_FILE = 1_000;

    /** The most diagnostics one check reports (the files' summaries and its own aside), by path, then position. */
    public static final int MAX_PER_RUN = 100_000;

    /** Diagnostics made by every collector, ever: a work count for tests, never read by the product. */
    public static final LongAdder MADE = new LongAdder();

    private final int max;
    /** The kept ones, in report order, until there are {@link #max}. */
    private List<Diagnostic> list = new ArrayList<>();
    /** Then the kept ones with the last in order at the head, so a smaller one replaces it in O(log n). */
    private PriorityQueue<Diagnostic> full;
    private Predicate<Range> ignoredRanges;
    private Rule ignoredRule;
    private long leftOut;
    private Severity worstLeftOut;
    private Range firstLeftOut;

    /** A collector keeping {@link #MAX_PER_FILE}. */
    public Diagnostics() {
        this(MAX_PER_FILE);
    }

    /** A collector keeping {@code max} (tests). */
    Diagnostics(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("max " + max);
        }
        this.max = max;
    }

    /**
     * Drops, from now on, every {@code rule} diagnostic whose range {@code where} accepts, as if never reported: it
     * is not kept nor counted (a host rule that takes back a {@code field-unknown}).
     */
    public void ignore(Rule rule, Predicate<Range> where) {
        this.ignoredRule = rule;
        this.ignoredRanges = where;
    }

    /** Reports with the rule's default severity. */
    public void report(Rule rule, Range range, String message, QuickFix... fixes) {
        report(rule, rule.defaultSeverity(), range, message, fixes);
    }

    /** Reports with an explicit severity (a rule set may raise a rule, e.g. to E for workspace skills). */
    public void report(Rule rule, Severity severity, Range range, String message, QuickFix... fixes) {
        if (admits(rule, severity, range)) {
            keep(made(new Diagnostic(rule, severity, range, message, List.of(fixes))));
        }
    }

    /**
     * Reports with the rule's default severity, building the message only if the diagnostic is kept: for rules that
     * report once per item of an input of any size (a key, a member, a line).
     */
    public void report(Rule rule, Range range, Supplier<String> message) {
        if (admits(rule, rule.defaultSeverity(), range)) {
            keep(made(new Diagnostic(rule, rule.defaultSeverity(), range, message.get(), List.of())));
        }
    }

    /**
     * Adds already-built diagnostics, each as if reported; a {@link Rule#DIAGNOSTICS_TRUNCATED} summary among them
     * (another collector's) adds what it left out to what this one leaves out.
     */
    public void addAll(List<Diagnostic> diagnostics) {
        for (var d : diagnostics) {
            if (d.leftOut() > 0) {
                leave(d.severity(), d.range(), d.leftOut());
            } else if (admits(d.rule(), d.severity(), d.range())) {
                keep(d);
            }
        }
    }

    /** The diagnostics kept, sorted by position, then the summary of those left out if any. */
    public List<Diagnostic> sorted() {
        var copy = new ArrayList<>(full != null ? full : list);
        Collections.sort(copy);
        if (leftOut > 0) {
            copy.add(summary(worstLeftOut, firstLeftOut, leftOut, "of this file were left out, from here on: "
                    + "Catalog Studio reports the first " + count(max) + " of a file, by position. Fix those and "
                    + "check again."));
        }
        return List.copyOf(copy);
    }

    /** How many diagnostics were left out so far (summaries added count for what they stand for). */
    public long leftOut() {
        return leftOut;
    }

    /**
     * A {@link Rule#DIAGNOSTICS_TRUNCATED} summary standing for {@code leftOut} diagnostics, the worst of them
     * {@code severity}, the first at {@code range}.
     *
     * @param why how the message goes on after "N more diagnostics " (where they were, the cap, what to do)
     */
    public static Diagnostic summary(Severity severity, Range range, long leftOut, String why) {
        return new Diagnostic(Rule.DIAGNOSTICS_TRUNCATED, severity, range, count(leftOut) + " more diagnostic"
                + (leftOut == 1 ? " " : "s ") + why, List.of(), leftOut);
    }

    /** {@code n} with thousands separated by commas, whatever the locale. */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static Diagnostic made(Diagnostic d) {
        MADE.increment();
        return d;
    }

    private int size() {
        return full != null ? full.size() : list.size();
    }

    /**
     * Whether a diagnostic of {@code rule}, {@code severity} at {@code range} is to be kept: there is room, or it
     * comes before the last one kept (which it then replaces). Counts it as left out when not, unless ignored.
     */
    private boolean admits(Rule rule, Severity severity, Range range) {
        if (rule == ignoredRule && ignoredRanges.test(range)) {
            return false;
        }
        if (size() < max) {
            return true;
        }
        var last = full.peek();
        int c = range.compareTo(last.range());
        if (c == 0) {
            c = severity.compareTo(last.severity());
        }
        if (c == 0) {
            c = rule.id().compareTo(last.code());
        }
        if (c < 0) {
            return true;
        }
        leave(severity, range, 1);
        return false;
    }

    private void keep(Diagnostic d) {
        if (full == null) {
            list.add(d);
            if (list.size() == max) {
                full = new PriorityQueue<>(max, Collections.reverseOrder());
                full.addAll(list);
                list = null;
            }
            return;
        }
        var last = full.poll();
        leave(last.severity(), last.range(), 1);
        full.add(d);
    }

    private void leave(Severity severity, Range range, long count) {
        leftOut += count;
        if (worstLeftOut == null || severity.atLeast(worstLeftOut)) {
            worstLeftOut = severity;
        }
        if (firstLeftOut == null || range.compareTo(firstLeftOut) < 0) {
            firstLeftOut = range;
        }
    }
}
