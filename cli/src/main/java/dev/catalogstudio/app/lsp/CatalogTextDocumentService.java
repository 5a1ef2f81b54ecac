package dev.catalogstudio.app.lsp;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.lsp4j.services.TextDocumentService;

/**
 * The server's {@code textDocument/*} service: each method hands the message to the handler of its concern and keeps
 * nothing of its own. Called on LSP4J's reader thread; the handlers queue the work on the model thread.
 */
final class CatalogTextDocumentService implements TextDocumentService {

    private final DocumentLifecycleHandler documents;
    private final CodeActionHandler codeActions;
    private final HoverHandler hovers;
    private final CompletionHandler completions;
    private final NavigationHandler navigation;
    private final RenameHandler renames;
    private final SemanticTokensHandler tokens;

    CatalogTextDocumentService(DocumentLifecycleHandler documents, CodeActionHandler codeActions, HoverHandler hovers,
                               CompletionHandler completions, NavigationHandler navigation, RenameHandler renames,
                               SemanticTokensHandler tokens) {
        this.documents = documents;
        this.codeActions = codeActions;
        this.hovers = hovers;
        this.completions = completions;
        this.navigation = navigation;
        this.renames = renames;
        this.tokens = tokens;
    }

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
        return codeActions.codeAction(params);
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        return hovers.hover(params);
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        return completions.completion(params);
    }

    @Override
    public CompletableFuture<CompletionItem> resolveCompletionItem(CompletionItem item) {
        return completions.resolveCompletionItem(item);
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
            DefinitionParams params) {
        return navigation.definition(params);
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(
            DocumentSymbolParams params) {
        return navigation.documentSymbol(params);
    }

    @Override
    public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
        return navigation.references(params);
    }

    @Override
    public CompletableFuture<Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior>> prepareRename(
            PrepareRenameParams params) {
        return renames.prepareRename(params);
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        return tokens.semanticTokensFull(params);
    }

    @Override
    public CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
        return renames.rename(params);
    }

    @Override
    public CompletableFuture<List<DocumentLink>> documentLink(DocumentLinkParams params) {
        return navigation.documentLink(params);
    }
}
