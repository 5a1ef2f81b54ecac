package dev.catalogstudio.app.lsp;

import java.net.URI;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.PositionEncodingKind;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersOptions;
import org.eclipse.lsp4j.WorkspaceServerCapabilities;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The language server of {@code catalog-studio lsp}: the model of each workspace folder, fed by the client's open
 * documents and file events, answering with diagnostics, quick fixes, hovers, completions and navigation.
 *
 * <p>Threads: LSP4J calls every handler on its one reader thread, in the order the messages arrive. Handlers only queue
 * work on the server's one model thread (a notification) or return a future that thread completes (a request), so the
 * reader is never blocked and a change queued before a request is applied before it is answered. All state but the
 * counters of queued changes is the model thread's alone.
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
    /** Whether the client applies a {@code RenameFile} in a workspace edit ({@code documentChanges} too). */
    private volatile boolean clientRenamesFiles;
    /** What the client's workspace edits can hold (refactors). */
    private volatile Refactors.EditSupport editSupport = new Refactors.EditSupport(false, false);

    private final ClientDocuments open = new ClientDocuments();
    private final DiagnosticsPublisher publisher = new DiagnosticsPublisher(client, open);
    private final WorkspaceFolders folders = new WorkspaceFolders(model, client, publisher);
    private final DiskSyncHandler disk = new DiskSyncHandler(model, folders, open, publisher);
    private final DocumentLifecycleHandler documents = new DocumentLifecycleHandler(model, folders, open, publisher,
            disk);

    private final TextDocuments textDocuments = new TextDocuments();
    private final Workspaces workspaces = new Workspaces();
    private final String version;
    private final java.time.Clock clock;

    /** @param version the version the server reports to the client ({@code serverInfo}) */
    public CatalogLanguageServer(String version) {
        this(version, java.time.Clock.systemDefaultZone());
    }

    /**
     * @param version the version the server reports to the client ({@code serverInfo})
     * @param clock   today's date for a version bump's CHANGELOG header
     */
    public CatalogLanguageServer(String version, java.time.Clock clock) {
        this.version = version;
        this.clock = clock;
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
        clientRenamesFiles = renamesFiles(params.getCapabilities());
        editSupport = editSupport(params.getCapabilities());
        var roots = new ArrayList<Path>();
        if (params.getWorkspaceFolders() != null && !params.getWorkspaceFolders().isEmpty()) {
            for (WorkspaceFolder f : params.getWorkspaceFolders()) {
                path(f.getUri()).ifPresent(roots::add);
            }
        } else if (params.getRootUri() != null) {
            path(params.getRootUri()).ifPresent(roots::add);
        } else {
            @SuppressWarnings("deprecation")
            String rootPath = params.getRootPath();
            if (rootPath != null) {
                try {
                    roots.add(Path.of(rootPath));
                } catch (InvalidPathException e) {
                    // no usable root: documents are served by their own folders
                }
            }
        }
        // Opened on the model thread, before any document the client opens next; published after 'initialized'.
        folders.openAtStart(roots);
        return CompletableFuture.completedFuture(new InitializeResult(capabilities(),
                new ServerInfo("catalog-studio", version)));
    }

    /** Whether the client announced {@code documentChanges} and the {@code rename} resource operation. */
    private static boolean renamesFiles(org.eclipse.lsp4j.ClientCapabilities caps) {
        var edit = caps == null || caps.getWorkspace() == null ? null : caps.getWorkspace().getWorkspaceEdit();
        return edit != null && Boolean.TRUE.equals(edit.getDocumentChanges()) && edit.getResourceOperations() != null
                && edit.getResourceOperations().contains(org.eclipse.lsp4j.ResourceOperationKind.Rename);
    }

    private static Refactors.EditSupport editSupport(org.eclipse.lsp4j.ClientCapabilities caps) {
        var edit = caps == null || caps.getWorkspace() == null ? null : caps.getWorkspace().getWorkspaceEdit();
        boolean documentChanges = edit != null && Boolean.TRUE.equals(edit.getDocumentChanges());
        return new Refactors.EditSupport(documentChanges, documentChanges && edit.getResourceOperations() != null
                && edit.getResourceOperations().contains(org.eclipse.lsp4j.ResourceOperationKind.Create));
    }

    static ServerCapabilities capabilities() {
        var caps = new ServerCapabilities();
        caps.setPositionEncoding(PositionEncodingKind.UTF16);
        var sync = new TextDocumentSyncOptions();
        sync.setOpenClose(true);
        sync.setChange(TextDocumentSyncKind.Incremental);
        caps.setTextDocumentSync(sync);
        caps.setCodeActionProvider(new CodeActionOptions(List.of(CodeActionKind.QuickFix,
                CodeActionKind.RefactorRewrite)));
        caps.setHoverProvider(true);
        var completion = new CompletionOptions();
        completion.setTriggerCharacters(List.of(":", " ", "\"", "/"));
        completion.setResolveProvider(true);
        caps.setCompletionProvider(completion);
        caps.setDefinitionProvider(true);
        caps.setDocumentSymbolProvider(true);
        caps.setReferencesProvider(true);
        caps.setDocumentLinkProvider(new org.eclipse.lsp4j.DocumentLinkOptions(false));
        caps.setSemanticTokensProvider(new org.eclipse.lsp4j.SemanticTokensWithRegistrationOptions(Tokens.legend(),
                true, false));
        caps.setRenameProvider(Either.forRight(new org.eclipse.lsp4j.RenameOptions(true)));
        var folders = new WorkspaceFoldersOptions();
        folders.setSupported(true);
        folders.setChangeNotifications(true);
        var workspace = new WorkspaceServerCapabilities(folders);
        // Asked before the client renames a file or folder (one onto a taken name is refused), and told after (a
        // skill's rename, or the user's), to follow it on disk.
        var fileOperations = new org.eclipse.lsp4j.FileOperationsServerCapabilities();
        var everyFile = new org.eclipse.lsp4j.FileOperationOptions(List.of(
                new org.eclipse.lsp4j.FileOperationFilter(new org.eclipse.lsp4j.FileOperationPattern("**"), "file")));
        fileOperations.setWillRename(everyFile);
        fileOperations.setDidRename(everyFile);
        workspace.setFileOperations(fileOperations);
        caps.setWorkspace(workspace);
        return caps;
    }

    @Override
    public void initialized(InitializedParams params) {
        folders.publishAll();
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

    // ---- The model thread ----------------------------------------------------------------------------------

    /**
     * Answers a request about {@code uri} on the model thread: {@code answer} of its {@link RequestTarget}, or
     * {@code none} for a file outside every workspace folder. A URI the server knows nothing of (not open, in no
     * folder's model) is the protocol's InvalidParams error.
     */
    private <T> CompletableFuture<T> answer(String uri, T none, Function<RequestTarget, T> answer) {
        return model.supply(() -> {
            var doc = open.get(uri);
            if (doc != null && doc.folder == null) {
                return none;
            }
            RequestTarget target = doc != null ? target(doc) : unopened(uri).orElseThrow(() ->
                    new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "The document "
                            + uri + " is neither open nor a file of a workspace folder", null)));
            return answer.apply(target);
        });
    }

    private RequestTarget target(OpenDocument doc) {
        if (doc.dirty) {
            documents.check(doc);
        }
        return new RequestTarget(doc.folder, doc.path, doc.uri, doc.folder.snapshot());
    }

    private Optional<RequestTarget> unopened(String uri) {
        return path(uri).flatMap(file -> {
            for (Folder folder : folders.list()) {
                var path = folder.relative(file);
                if (path.isPresent() && folder.snapshot().files().containsKey(path.get())) {
                    return Optional.of(new RequestTarget(folder, path.get(), uri, folder.snapshot()));
                }
            }
            return Optional.empty();
        });
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

    // ---- The services ------------------------------------------------------------------------------------

    private final class TextDocuments implements TextDocumentService {
        @Override
        public void didOpen(DidOpenTextDocumentParams params) {
            documents.didOpen(params);
        }

        @Override
        public void didChange(DidChangeTextDocumentParams params) {
            documents.didChange(params);
        }

        @Override
        public void didClose(DidCloseTextDocumentParams params) {
            documents.didClose(params);
        }

        @Override
        public void didSave(DidSaveTextDocumentParams params) {
            documents.didSave(params);
        }

        @Override
        public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
            return answer(params.getTextDocument().getUri(), List.of(), t -> {
                var actions = new ArrayList<>(QuickFixes.actions(t, params));
                actions.addAll(Refactors.actions(t, params, editSupport, path -> open.openVersion(t.folder(), path),
                        java.time.LocalDate.now(clock)));
                return actions;
            });
        }

        @Override
        public CompletableFuture<Hover> hover(HoverParams params) {
            return answer(params.getTextDocument().getUri(), null, t -> Hovers.hover(t, params.getPosition()));
        }

        @Override
        public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
            return answer(params.getTextDocument().getUri(), Either.forRight(new CompletionList(false, List.of())),
                    t -> Either.forRight(Completions.complete(t, params.getPosition())));
        }

        @Override
        public CompletableFuture<CompletionItem> resolveCompletionItem(CompletionItem item) {
            var data = Completions.resolveData(item);
            if (data.isEmpty()) {
                return CompletableFuture.completedFuture(item);
            }
            return answer(data.get()[0], item, t -> Completions.resolve(t.snapshot(), item, data.get()[1]));
        }

        @Override
        public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
                DefinitionParams params) {
            return answer(params.getTextDocument().getUri(), Either.forLeft(List.of()),
                    t -> Either.forLeft(Definitions.definition(t, params.getPosition())));
        }

        @Override
        public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(
                DocumentSymbolParams params) {
            return answer(params.getTextDocument().getUri(), List.of(),
                    t -> DocumentSymbols.symbols(t).stream().map(Either::<SymbolInformation, DocumentSymbol>forRight)
                            .toList());
        }

        @Override
        public CompletableFuture<List<? extends Location>> references(org.eclipse.lsp4j.ReferenceParams params) {
            boolean declaration = params.getContext() != null && params.getContext().isIncludeDeclaration();
            return answer(params.getTextDocument().getUri(), List.of(),
                    t -> References.references(t, params.getPosition(), declaration));
        }

        @Override
        public CompletableFuture<org.eclipse.lsp4j.jsonrpc.messages.Either3<org.eclipse.lsp4j.Range,
                org.eclipse.lsp4j.PrepareRenameResult, org.eclipse.lsp4j.PrepareRenameDefaultBehavior>> prepareRename(
                org.eclipse.lsp4j.PrepareRenameParams params) {
            return answer(params.getTextDocument().getUri(), null, t -> {
                var result = Renames.prepare(t, params.getPosition());
                return result == null ? null : org.eclipse.lsp4j.jsonrpc.messages.Either3.forSecond(result);
            });
        }

        @Override
        public CompletableFuture<org.eclipse.lsp4j.SemanticTokens> semanticTokensFull(
                org.eclipse.lsp4j.SemanticTokensParams params) {
            return answer(params.getTextDocument().getUri(), new org.eclipse.lsp4j.SemanticTokens(List.of()),
                    Tokens::full);
        }

        @Override
        public CompletableFuture<org.eclipse.lsp4j.WorkspaceEdit> rename(org.eclipse.lsp4j.RenameParams params) {
            return answer(params.getTextDocument().getUri(), null, t -> Renames.rename(t, params.getPosition(),
                    params.getNewName(), clientRenamesFiles, path -> open.openVersion(t.folder(), path)));
        }

        @Override
        public CompletableFuture<List<org.eclipse.lsp4j.DocumentLink>> documentLink(
                org.eclipse.lsp4j.DocumentLinkParams params) {
            return answer(params.getTextDocument().getUri(), List.of(), DocumentLinks::documentLinks);
        }
    }

    private final class Workspaces implements WorkspaceService {
        @Override
        public void didChangeConfiguration(DidChangeConfigurationParams params) {
            // no settings yet
        }

        @Override
        public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
            disk.didChangeWatchedFiles(params);
        }

        @Override
        public CompletableFuture<org.eclipse.lsp4j.WorkspaceEdit> willRenameFiles(
                org.eclipse.lsp4j.RenameFilesParams params) {
            return disk.willRenameFiles(params);
        }

        @Override
        public void didRenameFiles(org.eclipse.lsp4j.RenameFilesParams params) {
            disk.didRenameFiles(params);
        }

        @Override
        public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
            folders.didChangeWorkspaceFolders(params);
        }
    }

}
