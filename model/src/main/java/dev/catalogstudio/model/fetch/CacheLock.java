package dev.catalogstudio.model.fetch;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

/**
 * Exclusive use of one part of the origin cache (one repository's: {@code <cache>/git/<host>/<owner>/<repo>.git}, its
 * snapshots and its temporary folder), across processes and within this one: an OS lock on a lock file beside it,
 * {@code <repo>.git.lock} (released by the OS when the process dies, so a killed fetch never blocks the next), and an
 * in-JVM lock, because a JVM holding the OS lock cannot take it a second time (it throws rather than waits). Fetches of
 * different repositories take different locks and run side by side.
 */
final class CacheLock implements AutoCloseable {

    /** The suffix of a lock file's name. It stays after use; only its OS lock matters. */
    static final String FILE_NAME = ".lock";

    private static final ConcurrentHashMap<Path, ReentrantLock> IN_JVM = new ConcurrentHashMap<>();
    private static final long POLL_MILLIS = 50;

    private final ReentrantLock inJvm;
    private final FileChannel channel;
    private final FileLock lock;

    private CacheLock(ReentrantLock inJvm, FileChannel channel, FileLock lock) {
        this.inJvm = inJvm;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Waits for the cache, checking {@code cancelled} while it waits.
     *
     * @param file      the lock file, absolute and normalised; created (with its folders) if missing, never through
     *                  a symbolic link
     * @param cancelled asked about every 50 ms while another fetch holds the cache
     * @return the lock, or {@code null} if cancelled (or interrupted) before it was free
     * @throws IOException           if the lock file cannot be created or locked
     * @throws IllegalStateException if this thread already holds it
     */
    static CacheLock acquire(Path file, BooleanSupplier cancelled) throws IOException {
        var inJvm = IN_JVM.computeIfAbsent(file, k -> new ReentrantLock());
        if (inJvm.isHeldByCurrentThread()) {
            throw new IllegalStateException("this thread already holds the cache lock " + file);
        }
        try {
            while (!inJvm.tryLock(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (cancelled.getAsBoolean()) {
                    return null;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        FileChannel channel = null;
        try {
            Files.createDirectories(file.getParent());
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    java.nio.file.LinkOption.NOFOLLOW_LINKS);
            FileLock lock;
            while ((lock = channel.tryLock()) == null) {
                if (cancelled.getAsBoolean()) {
                    channel.close();
                    inJvm.unlock();
                    return null;
                }
                Thread.sleep(POLL_MILLIS);
            }
            return new CacheLock(inJvm, channel, lock);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closeQuietly(channel);
            inJvm.unlock();
            return null;
        } catch (IOException | RuntimeException e) {
            closeQuietly(channel);
            inJvm.unlock();
            throw e;
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // the lock it held goes with it
            }
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
            channel.close();
        } finally {
            inJvm.unlock();
        }
    }
}
