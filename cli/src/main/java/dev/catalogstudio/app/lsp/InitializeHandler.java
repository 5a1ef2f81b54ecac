package dev.catalogstudio.app.lsp;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.PositionEncodingKind;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersOptions;
import org.eclipse.lsp4j.WorkspaceServerCapabilities;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * Start-up: {@code initialize} reads what the client's workspace edits can hold (for renames and refactors), takes the
 * workspace folders it names (or its root), and answers with the server's capabilities ({@link #capabilities()}) and
 * {@code serverInfo}; {@code initialized} publishes every folder's diagnostics.
 *
 * <p>Threads: called on LSP4J's reader thread. The folders are opened and published on the model thread
 * ({@link WorkspaceFolders}), queued before any document the client opens next; what the client's edits can hold is
 * handed to the handlers that read it, in their volatile fields.
 */
final class InitializeHandler {

    private final String version;
    private final WorkspaceFolders folders;
    private final CodeActionHandler codeActions;
    private final RenameHandler renames;

    /** @param version the version the server reports to the client ({@code serverInfo}) */
    InitializeHandler(String version, WorkspaceFolders folders, CodeActionHandler codeActions, RenameHandler renames) {
        this.version = version;
        this.folders = folders;
        this.codeActions = codeActions;
        this.renames = renames;
    }

    CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        renames.clientRenamesFiles(renamesFiles(params.getCapabilities()));
        codeActions.editSupport(editSupport(params.getCapabilities()));
        var roots = new ArrayList<Path>();
        if (params.getWorkspaceFolders() != null && !params.getWorkspaceFolders().isEmpty()) {
            for (WorkspaceFolder f : params.getWorkspaceFolders()) {
                CatalogLanguageServer.path(f.getUri()).ifPresent(roots::add);
            }
        } else if (params.getRootUri() != null) {
            CatalogLanguageServer.path(params.getRootUri()).ifPresent(roots::add);
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

    void initialized(InitializedParams params) {
        folders.publishAll();
    }

    /** Whether the client announced {@code documentChanges} and the {@code rename} resource operation. */
    private static boolean renamesFiles(ClientCapabilities caps) {
        var edit = caps == null || caps.getWorkspace() == null ? null : caps.getWorkspace().getWorkspaceEdit();
        return edit != null && Boolean.TRUE.equals(edit.getDocumentChanges()) && edit.getResourceOperations() != null
                && edit.getResourceOperations().contains(org.eclipse.lsp4j.ResourceOperationKind.Rename);
    }

    private static Refactors.EditSupport editSupport(ClientCapabilities caps) {
        var edit = caps == null || caps.getWorkspace() == null ? null : caps.getWorkspace().getWorkspaceEdit();
        boolean documentChanges = edit != null && Boolean.TRUE.equals(edit.getDocumentChanges());
        return new Refactors.EditSupport(documentChanges, documentChanges && edit.getResourceOperations() != null
                && edit.getResourceOperations().contains(org.eclipse.lsp4j.ResourceOperationKind.Create));
    }

    /** What the server can do, as told in the answer to {@code initialize}. */
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
}
