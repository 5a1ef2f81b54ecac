package dev.catalogstudio.model.starlark;

/**
 * A value that can change until it is frozen (starlark-spec.md "Identity and mutation", "Freezing a value"): lists,
 * dicts and sets. While a {@code for} loop or a built-in iterates over it, it refuses changes too.
 */
public abstract class Mutable {

    private boolean frozen;
    private int iterating;

    /** Whether the value is frozen. */
    public final boolean isFrozen() {
        return frozen;
    }

    /** Freezes this value and everything reachable from it. */
    public final void freeze() {
        if (!frozen) {
            frozen = true;
            freezeContents();
        }
    }

    abstract void freezeContents();

    /** The noun of starlark-go's messages: {@code list}, {@code hash table}. */
    abstract String noun();

    /** Throws unless the value may change now; {@code verb} completes "cannot … frozen list" ({@code append to}). */
    final void checkMutable(String verb) {
        if (frozen) {
            throw new EvalException("cannot " + verb + " frozen " + noun());
        }
        if (iterating > 0) {
            throw new EvalException("cannot " + verb + " " + noun() + " during iteration");
        }
    }

    final void beginIteration() {
        if (!frozen) {
            iterating++;
        }
    }

    final void endIteration() {
        if (!frozen && iterating > 0) {
            iterating--;
        }
    }
}
