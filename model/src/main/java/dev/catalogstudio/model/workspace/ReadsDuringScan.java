package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.formats.Formats;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Reads and parses documents while the scan is still listing folders. The scan runs on one thread; the other cores
 * (the common pool) take each document as soon as it is found, and after the scan the calling thread reads what is
 * left. On a fresh check of 420 skills the scan was a sixth of the run with one core idle.
 */
final class ReadsDuringScan {

    private final Map<String, FutureTask<WorkspaceDocuments.Read>> byPath = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<FutureTask<WorkspaceDocuments.Read>> queue = new ConcurrentLinkedQueue<>();
    private final AtomicInteger readers = new AtomicInteger();
    private final int maxReaders = Math.max(1, ForkJoinPool.getCommonPoolParallelism());

    /** Called by the scan for each regular file it lists; queues the read of a document. */
    void found(WorkspaceFile file) {
        if (!Formats.isDocument(file.path())) {
            return;
        }
        // Listed by the scan a moment ago as a regular file: read without a second look at its type.
        var task = new FutureTask<>(() -> WorkspaceDocuments.Read.of(SourceFile.readListed(file)));
        byPath.put(file.path(), task);
        queue.add(task);
        int now = readers.get();
        if (now < maxReaders && readers.compareAndSet(now, now + 1)) {
            ForkJoinPool.commonPool().execute(() -> {
                try {
                    drain();
                } finally {
                    readers.decrementAndGet();
                }
            });
        }
    }

    /** Runs queued reads on this thread until none is left. */
    void drain() {
        FutureTask<WorkspaceDocuments.Read> task;
        while ((task = queue.poll()) != null) {
            task.run();
        }
    }

    /**
     * The read of {@code file}: the one started early (waiting for it if another thread is on it), or a read on this
     * thread for a file the scan did not hand over.
     */
    WorkspaceDocuments.Read read(WorkspaceFile file) {
        var task = byPath.get(file.path());
        if (task == null) {
            return WorkspaceDocuments.Read.of(SourceFile.read(file));
        }
        task.run(); // no-op when it already ran or is running elsewhere
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading " + file.path(), e);
        } catch (ExecutionException e) {
            // Read.of turns a parser's failure into a diagnostic; anything reaching here is a JVM error.
            throw new IllegalStateException("reading " + file.path() + " failed", e.getCause());
        }
    }
}
