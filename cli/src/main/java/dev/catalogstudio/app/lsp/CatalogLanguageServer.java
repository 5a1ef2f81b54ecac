package dev.catalogstudio.app.lsp;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The language server of {@code catalog-studio lsp}: the model of each workspace folder, fed by the client's open
 * documents and file events, answering with diagnostics, quick fixes, hovers, completions and navigation.
 *
 * <p>This class only builds the server and runs its life ({@code initialize} through {@code exit}); each concern is a
 * handler of its own, which the thin {@link CatalogTextDocumentService} and {@link CatalogWorkspaceService} delegate
 * to: start-up and capabilities ({@link InitializeHandler}), open documents ({@link DocumentLifecycleHandler}), the
 * disk ({@link DiskSyncHandler}), the workspace folders ({@link WorkspaceFolders}), publishing
 * ({@link DiagnosticsPublisher}), and each family of requests, answered through {@link DocumentRequests}.
 *
 * <p>Threads: LSP4J calls every handler on its one reader thread, in the order the messages arrive. Handlers only queue
 * work on the server's one model thread ({@link ModelThread}, a notification) or return a future that thread completes
 * (a request), so the reader is never blocked and a change queued before a request is applied before it is answered.
 * All state but the counters of queued changes and what the client said it supports (volatile fields) is the model
 * thread's alone.
 *
 * <p>Documents: the client's text of an open document is the model's text of that file; a closed document goes back
 * to what the disk holds. A burst of changes to one document is applied change by change, but checked and published
 * once, after the last one queued. Files outside every workspace folder (an editor may attach the server to every
 * Markdown, JSON or YAML file) get no diagnostics and empty answers.
 */
public final class CatalogLanguageServer implements LanguageServer, LanguageClientAware {

    private final ClientConnection client = new ClientConnection();
    private final ModelThread model = new ModelThread(client);
    /** Completed with the exit code by {@code exit}: 0 after {@code shutdown}, else 1. */
    private final CompletableFuture<Integer> exited = new CompletableFuture<>();
    private volatile boolean shutdownRequested;

    private final InitializeHandler initialize;
    private final TextDocumentService textDocuments;
    private final WorkspaceService workspaces;

    /** @param version the version the server reports to the client ({@code serverInfo}) */
    public CatalogLanguageServer(String version) {
        this(version, java.time.Clock.systemDefaultZone());
    }

    /**
     * @param version the version the server reports to the client ({@code serverInfo})
     * @param clock   today's date for a version bump's CHANGELOG header
     */
    public CatalogLanguageServer(String version, java.time.Clock clock) {
        var open = new ClientDocuments();
        var publisher = new DiagnosticsPublisher(client, open);
        var folders = new WorkspaceFolders(model, client, publisher);
        var disk = new DiskSyncHandler(model, folders, open, publisher);
        var documents = new DocumentLifecycleHandler(model, folders, open, publisher, disk);
        var requests = new DocumentRequests(model, folders, open, documents);
        var codeActions = new CodeActionHandler(requests, open, clock);
        var renames = new RenameHandler(requests, open);
        this.initialize = new InitializeHandler(version, folders, codeActions, renames);
        this.textDocuments = new CatalogTextDocumentService(documents, codeActions, new HoverHandler(requests),
                new CompletionHandler(requests), new NavigationHandler(requests), renames,
                new SemanticTokensHandler(requests));
        this.workspaces = new CatalogWorkspaceService(disk, folders);
    }

    @Override
    public void connect(LanguageClient client) {
        this.client.connect(client);
    }

    /** Completes with the process's exit code when the client sends {@code exit}. */
    public CompletableFuture<Integer> exited() {
        return exited;
    }

    /** Whether the client asked for {@code shutdown}. */
    public boolean shutdownRequested() {
        return shutdownRequested;
    }

    /**
     * Waits (up to ten seconds) for the work queued so far, so that answers already due (to {@code shutdown}) are
     * written before the server stops when the client closes its end right after its last message.
     */
    public void drain() {
        model.drain();
    }

    /** Stops the model thread (after the client has gone). */
    public void stop() {
        model.stop();
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        return initialize.initialize(params);
    }

    @Override
    public void initialized(InitializedParams params) {
        initialize.initialized(params);
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        shutdownRequested = true;
        return model.supply(() -> null); // answered after the work queued before it
    }

    @Override
    public void exit() {
        if (!shutdownRequested) {
            exited.complete(1);
            return;
        }
        // After the answer to 'shutdown', which the model thread sends when it gets there.
        try {
            model.execute(() -> exited.complete(0));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            exited.complete(0);
        }
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return textDocuments;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspaces;
    }

    /** The local file of a {@code file:} URI; empty for another scheme or a malformed URI. */
    static Optional<Path> path(String uri) {
        if (uri == null) {
            return Optional.empty();
        }
        try {
            URI parsed = new URI(uri);
            if (!"file".equalsIgnoreCase(parsed.getScheme())) {
                return Optional.empty();
            }
            return Optional.of(Path.of(parsed).toAbsolutePath().normalize());
        } catch (java.net.URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();
        }
    }
}
