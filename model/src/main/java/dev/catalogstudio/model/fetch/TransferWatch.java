package dev.catalogstudio.model.fetch;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.eclipse.jgit.lib.ProgressMonitor;
import org.eclipse.jgit.transport.http.HttpConnection;
import org.eclipse.jgit.transport.http.HttpConnectionFactory;
import org.eclipse.jgit.transport.http.JDKHttpConnectionFactory;

/**
 * Watches one fetch: forwards the caller's cancel request to JGit, and stops a download that passes the byte limit.
 * Git's protocol announces no size in advance, so the limit is enforced while bytes arrive: over HTTP(S) by counting
 * the response bytes ({@link #httpConnections}), exactly; over other transports by the size of the pack being
 * received ({@code objects/incoming_*.pack}), checked as each object arrives.
 */
final class TransferWatch implements ProgressMonitor {

    /** Thrown from the counting HTTP stream when the limit is passed; JGit wraps it in its transport errors. */
    static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }

    private final BooleanSupplier cancelled;
    private final long byteLimit;
    private final LongConsumer received;
    private final Path objects;
    private final AtomicLong httpBytes = new AtomicLong();
    private volatile boolean tooLarge;
    private volatile boolean cancelSeen;

    /**
     * @param cancelled the caller's cancel request
     * @param byteLimit the most bytes one fetch may download
     * @param objects   the cache repository's {@code objects} folder, where JGit writes the incoming pack
     * @param received  told the bytes received so far (HTTP response bytes, or the incoming pack's size), on the
     *                  fetching thread, as they grow
     */
    TransferWatch(BooleanSupplier cancelled, long byteLimit, Path objects, LongConsumer received) {
        this.cancelled = cancelled;
        this.byteLimit = byteLimit;
        this.received = received;
        this.objects = objects;
    }

    /** Whether the limit stopped the download. */
    boolean tooLarge() {
        return tooLarge;
    }

    /** Whether the caller's cancel request stopped it. */
    boolean cancelSeen() {
        return cancelSeen || cancelled.getAsBoolean();
    }

    /** Bytes received over HTTP(S) so far. */
    long httpBytes() {
        return httpBytes.get();
    }

    @Override
    public void start(int totalTasks) {
        // no display
    }

    @Override
    public void beginTask(String title, int totalWork) {
        checkIncoming();
    }

    @Override
    public void update(int completed) {
        checkIncoming();
    }

    @Override
    public void endTask() {
        checkIncoming();
    }

    @Override
    public boolean isCancelled() {
        if (cancelled.getAsBoolean()) {
            cancelSeen = true;
        }
        return cancelSeen || tooLarge;
    }

    @Override
    public void showDuration(boolean enabled) {
        // no display
    }

    private void checkIncoming() {
        if (tooLarge) {
            return;
        }
        long bytes = 0;
        try (var files = Files.newDirectoryStream(objects, "incoming_*")) {
            for (Path file : files) {
                bytes += Files.size(file);
            }
        } catch (IOException e) {
            return; // a pack renamed while we looked: the next update sees it
        }
        if (httpBytes.get() == 0) {
            received.accept(bytes);
        }
        if (bytes > byteLimit) {
            tooLarge = true;
        }
    }

    /**
     * JGit's HTTP connections, with response bodies counted against the limit and our own timeouts: JGit gives a
     * connection one timeout for connecting and reading alike; these connect within {@code connectMillis} and give up
     * after {@code stallMillis} without a byte.
     */
    HttpConnectionFactory httpConnections(int connectMillis, int stallMillis) {
        var inner = new JDKHttpConnectionFactory();
        return new HttpConnectionFactory() {
            @Override
            public HttpConnection create(URL url) throws IOException {
                return counted(inner.create(url), connectMillis, stallMillis);
            }

            @Override
            public HttpConnection create(URL url, java.net.Proxy proxy) throws IOException {
                return counted(inner.create(url, proxy), connectMillis, stallMillis);
            }
        };
    }

    private HttpConnection counted(HttpConnection connection, int connectMillis, int stallMillis) {
        connection.setConnectTimeout(connectMillis);
        connection.setReadTimeout(stallMillis);
        return (HttpConnection) Proxy.newProxyInstance(HttpConnection.class.getClassLoader(),
                new Class<?>[] {HttpConnection.class}, (proxy, method, arguments) -> {
                    switch (method.getName()) {
                        case "setConnectTimeout", "setReadTimeout" -> {
                            return null; // ours, set above
                        }
                        default -> {
                        }
                    }
                    try {
                        Object value = method.invoke(connection, arguments);
                        return method.getName().equals("getInputStream") ? counting((InputStream) value) : value;
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private InputStream counting(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    add(1);
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n = super.read(buffer, offset, length);
                if (n > 0) {
                    add(n);
                }
                return n;
            }
        };
    }

    private void add(long n) throws TooLarge {
        long total = httpBytes.addAndGet(n);
        received.accept(total);
        if (total > byteLimit) {
            tooLarge = true;
            throw new TooLarge("more than " + OriginFetcher.megabytes(byteLimit) + " to download");
        }
    }
}
