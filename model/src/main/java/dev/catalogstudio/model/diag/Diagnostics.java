package dev.catalogstudio.model.diag;

import dev.catalogstudio.model.text.Range;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A collector that rules report into while checking one document. Not thread-safe; one per check. */
public final class Diagnostics {

    private final List<Diagnostic> list = new ArrayList<>();

    /** Reports with the rule's default severity. */
    public void report(Rule rule, Range range, String message, QuickFix... fixes) {
        report(rule, rule.defaultSeverity(), range, message, fixes);
    }

    /** Reports with an explicit severity (a rule set may raise a rule, e.g. to E for workspace skills). */
    public void report(Rule rule, Severity severity, Range range, String message, QuickFix... fixes) {
        list.add(new Diagnostic(rule, severity, range, message, List.of(fixes)));
    }

    /** Adds already-built diagnostics. */
    public void addAll(List<Diagnostic> diagnostics) {
        list.addAll(diagnostics);
    }

    /** The diagnostics so far, sorted by position. */
    public List<Diagnostic> sorted() {
        var copy = new ArrayList<>(list);
        Collections.sort(copy);
        return List.copyOf(copy);
    }
}
