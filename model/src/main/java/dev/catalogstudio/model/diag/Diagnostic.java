package dev.catalogstudio.model.diag;

import dev.catalogstudio.model.text.Range;
import java.util.List;
import java.util.Objects;

/**
 * One problem found in one document.
 *
 * @param rule     the rule that found it; its {@link Rule#id()} is the public code
 * @param severity how serious it is here (usually {@link Rule#defaultSeverity()})
 * @param range    where it is, in the document's {@link dev.catalogstudio.model.text.SourceText}
 * @param message  what is wrong and what would be right, one or two sentences
 * @param fixes    safe quick fixes, possibly none
 */
public record Diagnostic(Rule rule, Severity severity, Range range, String message, List<QuickFix> fixes)
        implements Comparable<Diagnostic> {

    public Diagnostic {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(message, "message");
        fixes = List.copyOf(fixes);
    }

    /** The public code, e.g. {@code name-format}. */
    public String code() {
        return rule.id();
    }

    /** Orders by position, then severity, then code. */
    @Override
    public int compareTo(Diagnostic other) {
        int c = range.compareTo(other.range);
        if (c == 0) {
            c = severity.compareTo(other.severity);
        }
        return c != 0 ? c : code().compareTo(other.code());
    }
}
