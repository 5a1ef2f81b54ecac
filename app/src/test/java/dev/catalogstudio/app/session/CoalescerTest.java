package dev.catalogstudio.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The one "latest wins" helper, driven step by step through manual executors: no threads, no sleeps, no clocks. */
class CoalescerTest {

    /** Queues tasks until the test runs them. */
    static final class Manual implements Executor {
        final ArrayDeque<Runnable> queue = new ArrayDeque<>();

        @Override
        public void execute(Runnable task) {
            queue.add(task);
        }

        void runAll() {
            while (!queue.isEmpty()) {
                queue.poll().run();
            }
        }

        void runOne() {
            queue.poll().run();
        }
    }

    @Test
    void aBurstIsOneHandOverOfTheNewestValue() {
        var executor = new Manual();
        var seen = new ArrayList<Integer>();
        var coalescer = Coalescer.<Integer>newest(executor, seen::add);

        coalescer.submit(1);
        coalescer.submit(2);
        coalescer.submit(3);

        assertThat(executor.queue).hasSize(1);
        assertThat(coalescer.isPending()).isTrue();
        executor.runAll();
        assertThat(seen).containsExactly(3);
        assertThat(coalescer.isPending()).isFalse();
    }

    @Test
    void aValueSubmittedAfterTheHandOverIsHandedOverAgain() {
        var executor = new Manual();
        var seen = new ArrayList<Integer>();
        var coalescer = Coalescer.<Integer>newest(executor, seen::add);

        coalescer.submit(1);
        executor.runAll();
        coalescer.submit(2);
        executor.runAll();

        assertThat(seen).containsExactly(1, 2);
    }

    @Test
    void mergingCombinesEveryValueOfABatch() {
        var executor = new Manual();
        var seen = new ArrayList<List<String>>();
        var coalescer = Coalescer.<List<String>>merging(executor, (a, b) -> {
            var all = new ArrayList<>(a);
            all.addAll(b);
            return all;
        }, seen::add);

        coalescer.submit(List.of("a"));
        coalescer.submit(List.of("b"));
        executor.runAll();
        coalescer.submit(List.of("c"));
        executor.runAll();

        assertThat(seen).containsExactly(List.of("a", "b"), List.of("c"));
    }

    @Test
    void aRequestReplacedBeforeItStartsNeverRuns() {
        var worker = new Manual();
        var fx = new Manual();
        var requests = new Coalescer.Requests(worker, fx);
        var ran = new ArrayList<String>();
        var applied = new ArrayList<String>();

        for (String r : List.of("a", "b", "c")) {
            requests.submit(() -> {
                ran.add(r);
                return r;
            }, applied::add);
        }
        worker.runAll();
        fx.runAll();

        assertThat(ran).containsExactly("c");
        assertThat(applied).containsExactly("c");
    }

    @Test
    void theResultOfASupersededRequestIsDropped() {
        var worker = new Manual();
        var fx = new Manual();
        var requests = new Coalescer.Requests(worker, fx);
        var applied = new ArrayList<String>();

        requests.submit(() -> "old", applied::add);
        worker.runOne(); // "old" is computed; its result waits for the FX thread...
        requests.submit(() -> "new", applied::add); // ...when a newer request arrives.
        fx.runAll();
        assertThat(applied).isEmpty();

        worker.runAll();
        fx.runAll();
        assertThat(applied).containsExactly("new");
    }

    @Test
    void supersedeDropsPendingAndInFlightRequests() {
        var worker = new Manual();
        var fx = new Manual();
        var requests = new Coalescer.Requests(worker, fx);
        var ran = new AtomicInteger();
        var applied = new ArrayList<String>();

        requests.submit(() -> {
            ran.incrementAndGet();
            return "computed";
        }, applied::add);
        worker.runOne();
        requests.submit(() -> {
            ran.incrementAndGet();
            return "pending";
        }, applied::add);
        requests.supersede();
        worker.runAll();
        fx.runAll();

        assertThat(ran).hasValue(1);
        assertThat(applied).isEmpty();
    }

    @Test
    void withDirectExecutorsEveryRequestIsApplied() {
        Executor direct = Runnable::run;
        var requests = new Coalescer.Requests(direct, direct);
        var applied = new ArrayList<Integer>();

        requests.submit(() -> 1, applied::add);
        requests.submit(() -> 2, applied::add);

        assertThat(applied).containsExactly(1, 2);
    }
}
