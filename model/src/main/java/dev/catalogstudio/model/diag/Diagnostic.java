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
 * @param message  what is wrong and what would be right, one or two sentences; kept with any secret in it masked
 *                 ({@link dev.catalogstudio.model.text.Secrets#redact})
 * @param fixes    safe quick fixes, possibly none
 * @param leftOut  for a {@link Rule#DIAGNOSTICS_TRUNCATED} summary, how many diagnostics were left out where it stands
 *                 ({@link Diagnostics}); 0 for every other diagnostic
 */
public record Diagnostic(Rule rule, Severity severity, Range range, String message, List<QuickFix> fixes,
                         long leftOut) implements Comparable<Diagnostic> {

    /**
     * Longest message kept, in UTF-16 code units. Messages quote values from the document; a longer one (a value of
     * megabytes, an alias expanded thousands of times) keeps its start and its end, where the advice is, around an
     * ellipsis.
     */
    public static final int MAX_MESSAGE = 1000;

    public Diagnostic {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(message, "message");
        message = cut(dev.catalogstudio.model.text.Secrets.redact(message));
        fixes = List.copyOf(fixes);
        if (leftOut < 0 || (leftOut > 0) != (rule == Rule.DIAGNOSTICS_TRUNCATED)) {
            throw new IllegalArgumentException("only a diagnostics-truncated summary leaves out diagnostics, at least"
                    + " one: " + rule.id() + " " + leftOut);
        }
    }

    /** A diagnostic that stands for itself alone ({@link #leftOut()} 0). */
    public Diagnostic(Rule rule, Severity severity, Range range, String message, List<QuickFix> fixes) {
        this(rule, severity, range, message, fixes, 0);
    }

    /** {@code message} cut to {@link #MAX_MESSAGE} around an ellipsis, never inside a surrogate pair. */
    static String cut(String message) {
        if (message.length() <= MAX_MESSAGE) {
            return message;
        }
        int head = MAX_MESSAGE * 3 / 5;
        int tail = MAX_MESSAGE - head - 3;
        if (Character.isHighSurrogate(message.charAt(head - 1))) {
            head--;
        }
        int from = message.length() - tail;
        if (Character.isLowSurrogate(message.charAt(from))) {
            from++;
        }
        return message.substring(0, head) + " \u2026 " + message.substring(from);
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
