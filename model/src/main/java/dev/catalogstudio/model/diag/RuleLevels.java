package dev.catalogstudio.model.diag;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The severity a workspace gives each diagnostic code, from the {@code rules:} mapping of {@code catalog-studio.yaml}
 * ({@code field-unknown: off}, {@code body-too-long: info}): a code not named keeps its rule's default severity, one
 * set to {@code off} is not reported at all. Applied to every diagnostic a snapshot reports, so {@code check}, the
 * studio, {@code review} and the language server agree. Immutable.
 */
public final class RuleLevels {

    /** No code changed: every diagnostic as its rule reports it. */
    public static final RuleLevels DEFAULTS = new RuleLevels(Map.of());

    /**
     * The codes that cannot be turned off or lowered: a failure of the checker, a broken settings file and the count
     * of diagnostics left out would otherwise hide what a reader must know.
     */
    public static final Set<Rule> FIXED = Set.of(Rule.INTERNAL_ERROR, Rule.WORKSPACE_SETTINGS,
            Rule.DIAGNOSTICS_TRUNCATED);

    /** The word that turns a code off. */
    public static final String OFF = "off";

    private final Map<Rule, Optional<Severity>> levels;

    private RuleLevels(Map<Rule, Optional<Severity>> levels) {
        this.levels = levels.isEmpty() ? Map.of() : new EnumMap<>(levels);
    }

    /**
     * @param levels each changed code's severity, or empty for {@code off}; codes of {@link #FIXED} are not allowed
     * @throws IllegalArgumentException when a code of {@link #FIXED} is given
     */
    public static RuleLevels of(Map<Rule, Optional<Severity>> levels) {
        for (var rule : levels.keySet()) {
            if (FIXED.contains(rule)) {
                throw new IllegalArgumentException(rule.id() + " cannot be changed");
            }
        }
        return levels.isEmpty() ? DEFAULTS : new RuleLevels(levels);
    }

    /** Whether no code is changed. */
    public boolean isDefault() {
        return levels.isEmpty();
    }

    /** The severity {@code rule}'s diagnostics get here, or empty when the code is off. */
    public Optional<Severity> level(Rule rule) {
        var set = levels.get(rule);
        return set != null ? set : Optional.of(rule.defaultSeverity());
    }

    /** Whether {@code rule} was named in the settings (changed or turned off). */
    public boolean changes(Rule rule) {
        return levels.containsKey(rule);
    }

    /**
     * {@code diagnostics} as this workspace reports them: those of an {@code off} code dropped, those of a changed
     * code at the severity set; the order is kept. The same list when nothing is changed.
     */
    public List<Diagnostic> apply(List<Diagnostic> diagnostics) {
        if (levels.isEmpty() || diagnostics.isEmpty()) {
            return diagnostics;
        }
        boolean touched = false;
        for (var d : diagnostics) {
            if (levels.containsKey(d.rule())) {
                touched = true;
                break;
            }
        }
        if (!touched) {
            return diagnostics;
        }
        var out = new java.util.ArrayList<Diagnostic>(diagnostics.size());
        for (var d : diagnostics) {
            var set = levels.get(d.rule());
            if (set == null) {
                out.add(d);
            } else if (set.isPresent()) {
                out.add(set.get() == d.severity() ? d
                        : new Diagnostic(d.rule(), set.get(), d.range(), d.message(), d.fixes(), d.leftOut()));
            }
        }
        return List.copyOf(out);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleLevels other && levels.equals(other.levels);
    }

    @Override
    public int hashCode() {
        return levels.hashCode();
    }

    @Override
    public String toString() {
        return "RuleLevels" + levels;
    }
}
