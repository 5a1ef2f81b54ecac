package dev.catalogstudio.model.starlark;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The state of one run of Starlark code: its {@link Budget} and the use of it so far, the call stack, where
 * {@code print} goes, how {@code load} finds modules, and a slot for the host's own state. Used by one thread at a
 * time; only {@link #cancel()} may be called from another.
 */
public final class StarlarkThread {

    /** Finds a module for {@code load}; returns its exported names, or throws {@link EvalException}. */
    @FunctionalInterface
    public interface Loader {
        Map<String, Object> load(String module);
    }

    /** The deepest call stack allowed, whatever the dialect (starlark-go's "Starlark stack overflow"). */
    static final int MAX_CALL_DEPTH = 1000;

    private final Budget budget;
    private final LongSupplier nanoTime;
    private final long startNanos;
    private volatile boolean cancelled;
    private volatile String cancelReason;
    long steps;
    private long nextCheck;
    private long bytes;
    Eval.Frame frame;
    int depth;
    Dialect dialect = Dialect.STANDARD;
    private Consumer<String> print = s -> { };
    private Loader loader = m -> {
        throw new EvalException("load not supported: " + m);
    };
    private final Map<Class<?>, Object> locals = new HashMap<>();

    /**
     * The run the current Java thread is evaluating, for work done where no thread is passed: equality, ordering
     * and hashing called from Java collections, and {@code repr} of nested values. Set by {@link #enter()}.
     */
    private static final ThreadLocal<StarlarkThread> CURRENT = new ThreadLocal<>();

    public StarlarkThread(Budget budget) {
        this(budget, System::nanoTime);
    }

    /**
     * A run whose wall-clock deadline is read from {@code nanoTime} (as {@link System#nanoTime()}), so a test can
     * drive the deadline without waiting for it.
     */
    public StarlarkThread(Budget budget, LongSupplier nanoTime) {
        this.budget = budget;
        this.nanoTime = nanoTime;
        this.startNanos = nanoTime.getAsLong();
        this.nextCheck = Math.min(budget.maxSteps(), Budget.CHECK_INTERVAL);
    }

    /** Where {@code print} writes each line (as Java text). */
    public StarlarkThread onPrint(Consumer<String> print) {
        this.print = print;
        return this;
    }

    /** How {@code load} statements find modules. */
    public StarlarkThread loader(Loader loader) {
        this.loader = loader;
        return this;
    }

    Loader loader() {
        return loader;
    }

    void print(String text) {
        print.accept(text);
    }

    /** Stores a host object of type {@code type} for the host's built-ins to find. */
    public <T> void setLocal(Class<T> type, T value) {
        locals.put(type, value);
    }

    /** The host object of type {@code type}, or {@code null}. */
    public <T> T getLocal(Class<T> type) {
        return type.cast(locals.get(type));
    }

    /** Stops the run at its next step with an error (safe to call from any thread). */
    public void cancel(String reason) {
        cancelReason = reason;
        cancelled = true;
    }

    /** Steps used so far. */
    public long steps() {
        return steps;
    }

    /** Bytes of values created so far. */
    public long bytesAllocated() {
        return bytes;
    }

    /** The limits of this run. */
    public Budget budget() {
        return budget;
    }

    /** Makes this the run of the current Java thread; returns the previous one, for {@link #exit}. */
    StarlarkThread enter() {
        StarlarkThread previous = CURRENT.get();
        CURRENT.set(this);
        return previous;
    }

    /** Restores the run that {@link #enter()} replaced. */
    static void exit(StarlarkThread previous) {
        if (previous == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(previous);
        }
    }

    /** The run the current Java thread is evaluating, or {@code null} outside one. */
    static StarlarkThread current() {
        return CURRENT.get();
    }

    /**
     * Counts {@code n} steps of work in the current run, if any (equality, ordering, hashing: one per element
     * visited, so a structure of shared references cannot hide exponential work from the budget and the deadline).
     */
    static void work(long n) {
        StarlarkThread t = CURRENT.get();
        if (t != null) {
            t.steps(n);
        }
    }

    /**
     * Checks, in the current run if any, that a string of {@code n} bytes being built still fits in the memory
     * budget (before the builder grows to it; twice, as building takes the builder and the copy), and counts its
     * work.
     */
    static void building(long n) {
        StarlarkThread t = CURRENT.get();
        if (t != null) {
            t.checkAllocation(2 * n);  // the builder, and the string copied out of it (or the builder's regrowth)
            t.steps(1);
        }
    }

    /** Counts one step of evaluation. */
    void step() {
        if (++steps >= nextCheck) {
            checkpoint();
        }
    }

    /** Counts {@code n} steps of work inside a built-in. */
    void steps(long n) {
        steps += n;
        if (steps >= nextCheck || n < 0) {
            checkpoint();
        }
    }

    /** Counts {@code n} bytes of a value being created, before it is created. */
    void allocate(long n) {
        bytes += Math.max(n, 0);
        if (bytes > budget.maxBytes()) {
            bytes = budget.maxBytes();
            throw new EvalException("memory budget exceeded: the program created more than " + budget.maxBytes()
                    + " bytes of values");
        }
        steps(n >> 6);
    }

    /** Checks that {@code n} more bytes fit in the budget without counting them. */
    void checkAllocation(long n) {
        if (n < 0 || bytes + n > budget.maxBytes()) {
            throw new EvalException("memory budget exceeded: the program created more than " + budget.maxBytes()
                    + " bytes of values");
        }
    }

    private void checkpoint() {
        if (steps >= budget.maxSteps() || steps < 0) {
            steps = budget.maxSteps();
            throw new EvalException("step budget exceeded: the program ran more than " + budget.maxSteps()
                    + " steps");
        }
        if (cancelled) {
            throw new EvalException("cancelled" + (cancelReason != null ? ": " + cancelReason : ""));
        }
        if (budget.timeoutNanos() != Long.MAX_VALUE && nanoTime.getAsLong() - startNanos > budget.timeoutNanos()) {
            throw new EvalException("timeout: the program ran longer than " + budget.timeoutNanos() / 1_000_000
                    + " ms");
        }
        nextCheck = Math.min(budget.maxSteps(), steps + Budget.CHECK_INTERVAL);
    }

    /**
     * The 0-based UTF-16 offset, in its program, of the call or statement the innermost Starlark function is
     * evaluating (for a host function: the call that invoked it); -1 outside Starlark code.
     */
    public int callerOffset() {
        return frame == null ? -1 : frame.offset;
    }

    /** The program of the innermost Starlark function being evaluated, or {@code null}. */
    public Program callerProgram() {
        return frame == null ? null : frame.module.program;
    }

    /** Checks the budget now (used before host calls: metaskills.md § 8 "check cancellation and timeout"). */
    public void checkBudget() {
        checkpoint();
    }
}
