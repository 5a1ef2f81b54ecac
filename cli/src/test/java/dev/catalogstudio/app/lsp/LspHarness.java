package dev.catalogstudio.app.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * A protocol client of {@link LspServer#run} over piped streams, built with LSP4J's own client launcher: what an
 * editor sends and receives, in process. Waits are bounded (a hung server fails the test instead of hanging it), and
 * no test reads a duration.
 */
final class LspHarness implements AutoCloseable {

    static final long WAIT_SECONDS = 30;
    /** The server's clock: 2026-11-20, so that a version bump's CHANGELOG header is known. */
    static final java.time.Clock CLOCK = java.time.Clock.fixed(java.time.Instant.parse("2026-11-20T09:00:00Z"),
            java.time.ZoneOffset.UTC);

    final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    final List<MessageParams> logged = new java.util.concurrent.CopyOnWriteArrayList<>();
    final LanguageServer server;
    final CompletableFuture<Integer> exitCode;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "lsp-test-client");
        t.setDaemon(true);
        return t;
    });
    private final PipedOutputStream clientOut;
    private final PipedInputStream clientIn;
    private int version = 1;

    LspHarness() throws IOException {
        var serverIn = new PipedInputStream(1 << 20);
        clientOut = new PipedOutputStream(serverIn);
        clientIn = new PipedInputStream(1 << 20);
        var serverOut = new PipedOutputStream(clientIn);
        exitCode = CompletableFuture.supplyAsync(() -> {
            try {
                return LspServer.run(serverIn, serverOut, "test", CLOCK);
            } finally {
                try {
                    serverOut.close();
                } catch (IOException e) {
                    // the client has gone too
                }
            }
        }, threads);
        Launcher<LanguageServer> launcher = new LSPLauncher.Builder<LanguageServer>()
                .setLocalService(new Client()).setRemoteInterface(LanguageServer.class)
                .setInput(clientIn).setOutput(clientOut).setExecutorService(threads)
                .traceMessages(Boolean.getBoolean("lsp.trace") ? new java.io.PrintWriter(System.err, true) : null)
                .create();
        launcher.startListening();
        server = launcher.getRemoteProxy();
    }

    /** Initializes the server on the workspace folder {@code root} and waits for the answer. */
    InitializeResult initialize(Path root) throws Exception {
        return initialize(root, new ClientCapabilities());
    }

    /** Initializes the server on {@code root} as a client of {@code capabilities}. */
    InitializeResult initialize(Path root, ClientCapabilities capabilities) throws Exception {
        var params = new InitializeParams();
        params.setCapabilities(capabilities);
        if (root != null) {
            params.setWorkspaceFolders(List.of(new WorkspaceFolder(uri(root), root.getFileName().toString())));
        }
        var result = server.initialize(params).get(WAIT_SECONDS, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
        return result;
    }

    /**
     * Returns once the server has done everything queued before this call (a request is answered on the model
     * thread after the work queued before it): a hover on {@code uri}, whose answer is not looked at.
     */
    void sync(String uri) throws Exception {
        server.getTextDocumentService().hover(new org.eclipse.lsp4j.HoverParams(doc(uri), new Position(0, 0)))
                .get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    static String uri(Path file) {
        return file.toAbsolutePath().normalize().toUri().toString();
    }

    void open(String uri, String text) {
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(uri, "markdown", version, text)));
    }

    /** Sends one incremental change of the document's next version; returns that version. */
    int change(String uri, Range range, String text) {
        var event = new TextDocumentContentChangeEvent(range, text);
        server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri, ++version), List.of(event)));
        return version;
    }

    int version() {
        return version;
    }

    /** The next publication for {@code uri} that {@code test} accepts (earlier ones for it are skipped). */
    PublishDiagnosticsParams awaitPublish(String uri, Predicate<PublishDiagnosticsParams> test) throws Exception {
        var skipped = new ArrayList<PublishDiagnosticsParams>();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (System.nanoTime() < end) {
            var p = published.poll(100, TimeUnit.MILLISECONDS);
            if (p == null) {
                continue;
            }
            if (p.getUri().equals(uri) && test.test(p)) {
                skipped.forEach(published::add);
                return p;
            }
            if (!p.getUri().equals(uri)) {
                skipped.add(p);
            }
        }
        throw new AssertionError("no matching publishDiagnostics for " + uri + "; other publications: "
                + skipped.stream().map(PublishDiagnosticsParams::getUri).toList());
    }

    PublishDiagnosticsParams awaitPublish(String uri) throws Exception {
        return awaitPublish(uri, p -> true);
    }

    static TextDocumentIdentifier doc(String uri) {
        return new TextDocumentIdentifier(uri);
    }

    static Range range(int l1, int c1, int l2, int c2) {
        return new Range(new Position(l1, c1), new Position(l2, c2));
    }

    /** A copy of the bundled sample catalog under {@code target}. */
    static Path sample(Path target) throws IOException {
        return copy(Path.of("../resources/samples/catalog"), target);
    }

    /** A copy of the bundled plugin marketplace sample under {@code target}. */
    static Path marketplace(Path target) throws IOException {
        return copy(Path.of("../resources/samples/marketplace"), target);
    }

    private static Path copy(Path from, Path target) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.sorted(Comparator.naturalOrder()).toList()) {
                Path to = target.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return target;
    }

    /** Sends shutdown and exit; returns the server's exit code. */
    int shutdownAndExit() throws Exception {
        server.shutdown().get(WAIT_SECONDS, TimeUnit.SECONDS);
        server.exit();
        return exitCode.get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws IOException {
        clientOut.close();
        try {
            exitCode.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the server did not stop when its client went", e);
        } finally {
            threads.shutdownNow();
        }
        assertThat(exitCode).isDone();
    }

    private final class Client implements LanguageClient {
        @Override
        public void telemetryEvent(Object object) {
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
            published.add(diagnostics);
        }

        @Override
        public void showMessage(MessageParams message) {
            logged.add(message);
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams request) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams message) {
            logged.add(message);
        }
    }
}
