package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.workspace.Snapshot;
import java.io.IOException;
import java.net.URI;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
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

    private static final System.Logger LOG = System.getLogger(CatalogLanguageServer.class.getName());

    private final ClientConnection client = new ClientConnection();
    private final ModelThread model = new ModelThread(client);
    /** Completed with the exit code by {@code exit}: 0 after {@code shutdown}, else 1. */
    private final CompletableFuture<Integer> exited = new CompletableFuture<>();
    /** Changes queued but not yet applied, by document URI: a document is checked after its last one. */
    private final Map<String, AtomicInteger> queuedChanges = new ConcurrentHashMap<>();
    private volatile boolean shutdownRequested;
    /** Whether the client applies a {@code RenameFile} in a workspace edit ({@code documentChanges} too). */
    private volatile boolean clientRenamesFiles;
    /** What the client's workspace edits can hold (refactors). */
    private volatile Refactors.EditSupport editSupport = new Refactors.EditSupport(false, false);

    // The model thread's state.
    private final List<Folder> folders = new ArrayList<>();
    private final Map<String, OpenDocument> open = new HashMap<>();
    /** No workspace folder was given: each document is served by a workspace of its own folder. */
    private boolean foldersOfDocuments;

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

    /** A document the client holds open. {@code folder} is null for a file outside every workspace folder. */
    static final class OpenDocument {
        final String uri;
        final Folder folder;
        final String path;
        int version;
        String text;
        /** Whether {@link #text} is newer than the model's (changes not yet checked). */
        boolean dirty;

        OpenDocument(String uri, Folder folder, String path, int version, String text) {
            this.uri = uri;
            this.folder = folder;
            this.path = path;
            this.version = version;
            this.text = text;
        }
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
        run(() -> {
            foldersOfDocuments = roots.isEmpty();
            roots.forEach(this::openFolder);
        });
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
        run(() -> folders.forEach(this::publishAll));
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

    private void run(Runnable work) {
        model.run(work);
    }

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
            check(doc);
        }
        return new RequestTarget(doc.folder, doc.path, doc.uri, doc.folder.snapshot());
    }

    private Optional<RequestTarget> unopened(String uri) {
        return path(uri).flatMap(file -> {
            for (Folder folder : folders) {
                var path = folder.relative(file);
                if (path.isPresent() && folder.snapshot().files().containsKey(path.get())) {
                    return Optional.of(new RequestTarget(folder, path.get(), uri, folder.snapshot()));
                }
            }
            return Optional.empty();
        });
    }

    /** Opens the workspace folder {@code root} and adds it; empty (and told to the client) when it cannot. */
    private Optional<Folder> openFolder(Path root) {
        try {
            var folder = Folder.open(root);
            folders.add(folder);
            return Optional.of(folder);
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: cannot open the workspace folder " + root, e);
            message(MessageType.Warning, "Catalog Studio cannot open the workspace folder " + root + ": " + e);
            return Optional.empty();
        }
    }

    /** The folder holding {@code file} (the innermost when folders nest), and the file's path in it. */
    private Optional<Map.Entry<Folder, String>> place(Path file) {
        Map.Entry<Folder, String> best = null;
        for (Folder folder : folders) {
            var path = folder.relative(file);
            if (path.isPresent() && (best == null || path.get().length() < best.getValue().length())) {
                best = Map.entry(folder, path.get());
            }
        }
        // Without workspace folders, a document's folder is one; never a file system's root (the whole disk).
        Path parent = file.getParent();
        if (best == null && foldersOfDocuments && parent != null && parent.getFileName() != null
                && !dev.catalogstudio.model.workspace.WorkspaceScanner.skipped(parent)) {
            best = openFolder(parent).flatMap(added -> added.relative(file).map(p -> Map.entry(added, p)))
                    .orElse(null);
        }
        return Optional.ofNullable(best);
    }

    private void opened(String uri, int version, String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text; // the model's texts have no BOM
        var place = path(uri).flatMap(this::place);
        var doc = new OpenDocument(uri, place.map(Map.Entry::getKey).orElse(null),
                place.map(Map.Entry::getValue).orElse(null), version, body);
        open.put(uri, doc);
        if (doc.folder == null) {
            return;
        }
        var held = doc.folder.snapshot().text(doc.path).map(dev.catalogstudio.model.text.SourceText::text);
        if (held.isPresent() && held.get().equals(body)) {
            publish(doc.folder, doc.path, doc.folder.snapshot()); // the same text: only the version is new
        } else {
            check(doc);
        }
    }

    private void changed(DidChangeTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        var queued = queuedChanges.get(uri);
        boolean last = queued == null || queued.decrementAndGet() <= 0;
        var doc = open.get(uri);
        if (doc == null) {
            return; // a change of a document never opened: nothing to apply it to
        }
        doc.text = LspText.apply(doc.text, params.getContentChanges());
        if (params.getTextDocument().getVersion() != null) {
            doc.version = params.getTextDocument().getVersion();
        }
        doc.dirty = true;
        if (last && doc.folder != null) {
            check(doc);
        }
    }

    private void closed(String uri) {
        var doc = open.remove(uri);
        if (doc == null || doc.folder == null) {
            if (doc != null) {
                client().publishDiagnostics(new PublishDiagnosticsParams(uri, List.of()));
            }
            return;
        }
        // The disk is the truth again for a file the editor no longer holds.
        fromDisk(doc.folder, doc.path);
    }

    /** Gives the model the document's text and publishes every file whose diagnostics that changed. */
    private void check(OpenDocument doc) {
        doc.dirty = false;
        var update = doc.folder.workspace.update(doc.path, doc.text);
        var paths = new TreeSet<>(update.changed());
        paths.add(doc.path);
        paths.forEach(p -> publish(doc.folder, p, update.snapshot()));
    }

    /**
     * Reads the file at {@code path} from disk into the model (or removes it when the scan would not list it: gone, or
     * a symbolic link) and publishes; through {@link DiskSync}, never following a link nor reading past the limit.
     */
    private void fromDisk(Folder folder, String path) {
        DiskSync.file(folder, path, p -> isOpen(folder, p)).ifPresent(s -> published(folder, s));
    }

    private void published(Folder folder, DiskSync.Synced synced) {
        synced.publish().forEach(p -> publish(folder, p, synced.snapshot()));
    }

    private void watched(FileEvent event) {
        var file = path(event.getUri());
        if (file.isEmpty() || open.containsKey(event.getUri())) {
            return; // the editor's buffer is the truth for an open document
        }
        var place = file.flatMap(f -> {
            for (Folder folder : folders) {
                var p = folder.relative(f);
                if (p.isPresent()) {
                    return Optional.of(Map.entry(folder, p.get()));
                }
            }
            return Optional.empty();
        });
        if (place.isEmpty()) {
            return;
        }
        var folder = place.get().getKey();
        String path = place.get().getValue();
        if (isOpen(folder, path)) {
            return;
        }
        if (event.getType() == FileChangeType.Deleted) {
            fromDisk(folder, path);
        } else {
            subtreeFromDisk(folder, path); // a file, or a folder created (or moved here) with its files
        }
    }

    /** The version of the open document at {@code path} of {@code folder}; null when it is not open. */
    private Integer openVersion(Folder folder, String path) {
        for (var d : open.values()) {
            if (d.folder == folder && path.equals(d.path)) {
                return d.version;
            }
        }
        return null;
    }

    /**
     * Follows a file or folder the client renamed: what was under the old path leaves the model, what is under the new
     * one on disk comes in (open documents keep the editor's text; the client reopens them under their new URI).
     */
    private void renamed(String oldUri, String newUri) {
        for (String uri : List.of(oldUri, newUri)) {
            var file = path(uri);
            if (file.isEmpty()) {
                continue;
            }
            for (Folder folder : folders) {
                var p = folder.relative(file.get());
                if (p.isPresent()) {
                    subtreeFromDisk(folder, p.get());
                    break;
                }
            }
        }
    }

    /**
     * Makes the model's files at or under {@code path} what the disk holds there ({@link DiskSync#subtree}): removed
     * when gone, read when new or changed; open documents are left to the editor.
     */
    private void subtreeFromDisk(Folder folder, String path) {
        DiskSync.subtree(folder, path, p -> isOpen(folder, p)).ifPresent(s -> published(folder, s));
    }

    private boolean isOpen(Folder folder, String path) {
        return open.values().stream().anyMatch(d -> d.folder == folder && path.equals(d.path));
    }

    /** Publishes every file of {@code folder} that has diagnostics (after the folder was opened). */
    private void publishAll(Folder folder) {
        var snapshot = folder.snapshot();
        for (String path : snapshot.pathsWithDiagnostics()) {
            publish(folder, path, snapshot);
        }
    }

    /** Publishes the diagnostics of one file (an empty list clears what was published before). */
    private void publish(Folder folder, String path, Snapshot snapshot) {
        var diagnostics = LspDiagnostics.of(folder, path, snapshot);
        if (diagnostics.isEmpty() && !folder.published.remove(path) && !isOpen(folder, path)) {
            return; // nothing shown, nothing to clear
        }
        if (!diagnostics.isEmpty()) {
            folder.published.add(path);
        }
        OpenDocument doc = null;
        for (var d : open.values()) {
            if (d.folder == folder && path.equals(d.path)) {
                doc = d;
            }
        }
        var params = new PublishDiagnosticsParams(doc != null ? doc.uri : folder.uri(path), diagnostics);
        if (doc != null) {
            params.setVersion(doc.version);
        }
        client().publishDiagnostics(params);
    }

    private LanguageClient client() {
        return client.client();
    }

    private void message(MessageType type, String text) {
        client.message(type, text);
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
            var item = params.getTextDocument();
            run(() -> opened(item.getUri(), item.getVersion(), item.getText() == null ? "" : item.getText()));
        }

        @Override
        public void didChange(DidChangeTextDocumentParams params) {
            queuedChanges.computeIfAbsent(params.getTextDocument().getUri(), u -> new AtomicInteger())
                    .incrementAndGet();
            run(() -> changed(params));
        }

        @Override
        public void didClose(DidCloseTextDocumentParams params) {
            run(() -> closed(params.getTextDocument().getUri()));
        }

        @Override
        public void didSave(DidSaveTextDocumentParams params) {
            // the buffer's text is already the model's
        }

        @Override
        public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
            return answer(params.getTextDocument().getUri(), List.of(), t -> {
                var actions = new ArrayList<>(QuickFixes.actions(t, params));
                actions.addAll(Refactors.actions(t, params, editSupport, path -> openVersion(t.folder(), path),
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
                    params.getNewName(), clientRenamesFiles, path -> openVersion(t.folder(), path)));
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
            var events = List.copyOf(params.getChanges());
            run(() -> events.forEach(CatalogLanguageServer.this::watched));
        }

        @Override
        public CompletableFuture<org.eclipse.lsp4j.WorkspaceEdit> willRenameFiles(
                org.eclipse.lsp4j.RenameFilesParams params) {
            var renames = List.copyOf(params.getFiles());
            return model.supply(() -> RenameTargets.willRename(renames, folders));
        }

        @Override
        public void didRenameFiles(org.eclipse.lsp4j.RenameFilesParams params) {
            var renames = List.copyOf(params.getFiles());
            run(() -> renames.forEach(r -> renamed(r.getOldUri(), r.getNewUri())));
        }

        @Override
        public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
            var event = params.getEvent();
            var removed = event.getRemoved() == null ? List.<WorkspaceFolder>of() : List.copyOf(event.getRemoved());
            var added = event.getAdded() == null ? List.<WorkspaceFolder>of() : List.copyOf(event.getAdded());
            run(() -> {
                for (var gone : removed) {
                    path(gone.getUri()).ifPresent(root -> folders.removeIf(f -> {
                        if (!f.root.equals(root)) {
                            return false;
                        }
                        f.published.forEach(p -> client().publishDiagnostics(
                                new PublishDiagnosticsParams(f.uri(p), List.of())));
                        return true;
                    }));
                }
                for (var folder : added) {
                    path(folder.getUri()).flatMap(CatalogLanguageServer.this::openFolder)
                            .ifPresent(CatalogLanguageServer.this::publishAll);
                }
            });
        }
    }

}
