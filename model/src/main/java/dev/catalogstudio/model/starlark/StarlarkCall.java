package dev.catalogstudio.model.starlark;

import java.util.Map;

/** Calls Starlark values from host code. */
public final class StarlarkCall {

    private StarlarkCall() {
    }

    /**
     * Calls {@code fn} with positional {@code args} on {@code thread}.
     *
     * @throws EvalException if the call fails (with the frames of the calls it made)
     */
    public static Object call(StarlarkThread thread, Object fn, Object... args) {
        StarlarkThread previous = thread.enter();
        try {
            return Eval.call(thread, fn, args, Map.of());
        } catch (StackOverflowError e) {
            throw new EvalException("Starlark stack overflow: the Java stack ran out (maximum recursion depth)");
        } finally {
            StarlarkThread.exit(previous);
        }
    }
}
