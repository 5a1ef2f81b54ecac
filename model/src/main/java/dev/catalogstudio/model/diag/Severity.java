package dev.catalogstudio.model.diag;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

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

    /** The severity whose {@link #label()} is {@code label}, in any case ({@code error}, {@code WARNING} …). */
    public static Optional<Severity> ofLabel(String label) {
        String lower = label.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(s -> s.label().equals(lower)).findFirst();
    }
}
