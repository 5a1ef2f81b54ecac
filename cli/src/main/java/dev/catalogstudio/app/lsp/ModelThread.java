package dev.catalogstudio.app.lsp;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.eclipse.lsp4j.MessageType;

/**
 * The server's one model thread, {@code catalog-studio-lsp-model} (a daemon). All of the server's state but the
 * counters of queued changes and what the client said it supports is this thread's alone: the handlers, called on
 * LSP4J's reader thread, only queue work on it (a notification, {@link #run}) or return a future it completes (a
 * request, {@link #supply}), so the reader is never blocked and a change queued before a request is applied before it
 * is answered.
 */
final class ModelThread {

    /** The server's logger: failures are logged under the server's name, as they were before the split. */
    private static final System.Logger LOG = System.getLogger(CatalogLanguageServer.class.getName());

    private final ExecutorService model = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "catalog-studio-lsp-model");
        t.setDaemon(true);
        return t;
    });
    private final ClientConnection client;

    ModelThread(ClientConnection client) {
        this.client = client;
    }

    /** Queues {@code work} on the model thread; a failure is logged and told to the client, never lost silently. */
    void run(Runnable work) {
        try {
            model.execute(() -> {
                try {
                    work.run();
                } catch (RuntimeException | StackOverflowError e) {
                    fail(e);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // stopped: the client has gone
        }
    }

    /**
     * A future the model thread completes with {@code answer}'s value, after the work queued before it; a failure
     * completes it exceptionally (LSP4J answers the request with the error).
     *
     * @throws java.util.concurrent.RejectedExecutionException when the thread has stopped
     */
    <T> CompletableFuture<T> supply(Supplier<T> answer) {
        return CompletableFuture.supplyAsync(answer, model);
    }

    /**
     * Queues {@code work} as it is, without {@link #run}'s guard.
     *
     * @throws java.util.concurrent.RejectedExecutionException when the thread has stopped
     */
    void execute(Runnable work) {
        model.execute(work);
    }

    /**
     * Waits (up to ten seconds) for the work queued so far, so that answers already due (to {@code shutdown}) are
     * written before the server stops when the client closes its end right after its last message.
     */
    void drain() {
        try {
            CompletableFuture.runAsync(() -> { }, model).get(10, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException
                 | java.util.concurrent.RejectedExecutionException e) {
            // stopped or stuck: nothing more will be answered
        }
    }

    /** Stops the model thread (after the client has gone). */
    void stop() {
        model.shutdownNow();
    }

    private void fail(Throwable e) {
        LOG.log(System.Logger.Level.ERROR, "catalog-studio lsp: internal error", e);
        client.message(MessageType.Error, "Catalog Studio failed: " + e + " (please report it)");
    }
}
