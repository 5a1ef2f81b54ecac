package dev.catalogstudio.app.lsp;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * Runs a {@link CatalogLanguageServer} on a pair of streams (stdin and stdout for {@code catalog-studio lsp}) until the
 * client sends {@code exit} or closes its end.
 */
public final class LspServer {

    private LspServer() {
    }

    /**
     * Serves the Language Server Protocol (JSON-RPC with {@code Content-Length} headers, LSP 3.17 § Base Protocol) on
     * {@code in} and {@code out} until the client sends {@code exit} or closes {@code in}. The input is framed by
     * {@link Framing}: a message with a bad header block, or one over 64 MiB, is skipped unkept and the next one is
     * read; LSP4J answers content that is no JSON, or of the wrong shape, with a JSON-RPC error.
     *
     * @param in      what the client sends
     * @param out     where the server answers; nothing else may write to it
     * @param version the version reported in {@code serverInfo}
     * @return the exit code the protocol asks for: 0 when the client sent {@code shutdown} before leaving, else 1
     */
    public static int run(InputStream in, OutputStream out, String version) {
        return run(in, out, version, java.time.Clock.systemDefaultZone());
    }

    /** {@link #run(InputStream, OutputStream, String)} with the clock that dates version bumps. */
    public static int run(InputStream in, OutputStream out, String version, java.time.Clock clock) {
        return run(in, out, version, clock, Framing.MAX_CONTENT_LENGTH);
    }

    /**
     * {@link #run(InputStream, OutputStream, String, java.time.Clock)} with another limit on a message's content, in
     * bytes (hostile-input tests run small).
     */
    static int run(InputStream in, OutputStream out, String version, java.time.Clock clock, long maxContentLength) {
        var server = new CatalogLanguageServer(version, clock);
        ExecutorService threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "catalog-studio-lsp-io");
            t.setDaemon(true);
            return t;
        });
        try {
            Launcher<LanguageClient> launcher = new ServerLauncher(maxContentLength)
                    .setLocalService(server)
                    .setInput(in)
                    .setOutput(out)
                    .setExecutorService(threads)
                    .create();
            server.connect(launcher.getRemoteProxy());
            var listening = launcher.startListening();
            var gone = CompletableFuture.runAsync(() -> {
                try {
                    listening.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException | java.util.concurrent.CancellationException e) {
                    // the reader stopped: the client has gone either way
                }
            }, threads);
            CompletableFuture.anyOf(server.exited(), gone).join();
            server.drain();
            listening.cancel(true);
            return server.exited().getNow(server.shutdownRequested() ? 0 : 1);
        } finally {
            server.stop();
            threads.shutdownNow();
        }
    }
}
