package dev.catalogstudio.model.diag;

import java.util.Locale;

/** How serious a diagnostic is (RULES.md: E, W, I). Declared from most to least serious. */
public enum Severity {
    /** The entry is invalid or will not resolve. */
    ERROR,
    /** The spec says SHOULD, or the value works but is risky. */
    WARNING,
    /** Advice. */
    INFO;

    /** The lower-case word used by the command line: {@code error}, {@code warning}, {@code info}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether this severity is at least as serious as {@code threshold}. */
    public boolean atLeast(Severity threshold) {
        return compareTo(threshold) <= 0;
    }

    /**
     * Parses {@link #label()}.
     *
     * @throws IllegalArgumentException for any other word
     */
    public static Severity ofLabel(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }
}
