package dev.catalogstudio.app.session;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Where background work runs. The studio uses {@link #serial} (one daemon thread, tasks in submission order) for the
 * model and the disk; tests use {@link #currentThread} so that a command's effect is visible when it returns.
 */
public interface TaskExecutor extends java.util.concurrent.Executor {

    /** Runs {@code task} some time later (or now), never concurrently with another task of this executor. */
    @Override
    void execute(Runnable task);

    /** Stops accepting tasks; queued tasks may still run. */
    default void shutdown() {
    }

    /** Runs every task at once on the calling thread. */
    static TaskExecutor currentThread() {
        return Runnable::run;
    }

    /** One named daemon thread running tasks in submission order; a failing task is logged and the next one runs. */
    static TaskExecutor serial(String threadName) {
        ExecutorService service = Executors.newSingleThreadExecutor(r -> {
            var thread = new Thread(r, threadName);
            thread.setDaemon(true);
            return thread;
        });
        return new TaskExecutor() {
            @Override
            public void execute(Runnable task) {
                service.execute(() -> {
                    try {
                        task.run();
                    } catch (RuntimeException | Error e) {
                        System.getLogger(TaskExecutor.class.getName()).log(System.Logger.Level.ERROR,
                                "background task failed on " + threadName, e);
                    }
                });
            }

            @Override
            public void shutdown() {
                service.shutdown();
            }
        };
    }
}
