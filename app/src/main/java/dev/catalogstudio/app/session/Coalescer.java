package dev.catalogstudio.app.session;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * "Only the newest counts", written once for the whole studio (after JabRef's {@code DelayTaskThrottler}, without
 * the delay). A value {@linkplain #submit submitted} while an earlier one is still pending (not yet handed over) is
 * merged into it, by default replacing it; the consumer runs on the executor with the merged value, once per batch. At
 * most one hand-over is queued at a time, so a burst of submissions costs one task, however long the burst.
 *
 * <p>{@link Requests} builds "latest request wins" on top: work submitted from the FX thread runs on a worker (a
 * request replaced before it started never runs) and its result is applied on the FX thread only if no request was
 * submitted after it. The session publishes its snapshots through one, the tree, preview and graph panes compute
 * through them, and the editor's highlighter can use one the same way.
 *
 * <p>Thread-safe: {@link #submit} may be called from any thread. {@code merge} may run more than once for one
 * submission under contention, so it must be free of side effects.
 *
 * @param <T> what is handed over
 */
public final class Coalescer<T> {

    private final Executor executor;
    private final BinaryOperator<T> merge;
    private final Consumer<? super T> consumer;
    private final AtomicReference<T> pending = new AtomicReference<>();

    private Coalescer(Executor executor, BinaryOperator<T> merge, Consumer<? super T> consumer) {
        this.executor = Objects.requireNonNull(executor, "executor");
        this.merge = Objects.requireNonNull(merge, "merge");
        this.consumer = Objects.requireNonNull(consumer, "consumer");
    }

    /** Hands the newest value submitted to {@code consumer} on {@code executor}; older pending values are dropped. */
    public static <T> Coalescer<T> newest(Executor executor, Consumer<? super T> consumer) {
        return new Coalescer<>(executor, (older, newer) -> newer, consumer);
    }

    /**
     * Hands the values submitted to {@code consumer} on {@code executor}, those that arrive while one is pending
     * combined with {@code merge(pending, submitted)}.
     */
    public static <T> Coalescer<T> merging(Executor executor, BinaryOperator<T> merge, Consumer<? super T> consumer) {
        return new Coalescer<>(executor, merge, consumer);
    }

    /** Submits {@code value}: merged into the pending one, or pending itself with one hand-over queued. */
    public void submit(T value) {
        Objects.requireNonNull(value, "value");
        if (pending.getAndAccumulate(value, (old, now) -> old == null ? now : merge.apply(old, now)) == null) {
            executor.execute(this::drain);
        }
    }

    /** Whether a value waits to be handed over. */
    public boolean isPending() {
        return pending.get() != null;
    }

    private void drain() {
        T value = pending.getAndSet(null);
        if (value != null) {
            consumer.accept(value);
        }
    }

    /**
     * Latest request wins: {@link #submit(Supplier, Consumer)} computes on the worker and applies the result on the FX
     * executor. A request replaced while it waits for the worker never runs; a result whose request has been
     * superseded (by a later submission or by {@link #supersede()}) by the time it reaches the FX thread is dropped.
     * Submit and supersede from the FX thread; the work runs on the worker, one request at a time if the worker is
     * serial.
     */
    public static final class Requests {

        private final Executor fx;
        private final AtomicLong newest = new AtomicLong();
        private final Coalescer<Runnable> queue;

        /**
         * @param worker where the work runs (a serial executor off the FX thread)
         * @param fx     where results are applied ({@code Platform::runLater}; a direct executor in tests)
         */
        public Requests(Executor worker, Executor fx) {
            this.fx = Objects.requireNonNull(fx, "fx");
            this.queue = newest(worker, Runnable::run);
        }

        /** Runs {@code work} on the worker (unless a later request replaces it first), then {@code apply} on fx. */
        public <R> void submit(Supplier<? extends R> work, Consumer<? super R> apply) {
            long request = newest.incrementAndGet();
            queue.submit(() -> {
                R result = work.get();
                fx.execute(() -> {
                    if (request == newest.get()) {
                        apply.accept(result);
                    }
                });
            });
        }

        /** Drops every request submitted so far: those pending never run, results on their way are not applied. */
        public void supersede() {
            newest.incrementAndGet();
            queue.pending.set(null);
        }
    }
}
