package dev.catalogstudio.app.lsp;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;

/**
 * {@code textDocument/semanticTokens/full} ({@link Tokens}). Called on LSP4J's reader thread; answered on the model
 * thread ({@link DocumentRequests}).
 */
final class SemanticTokensHandler {

    private final DocumentRequests requests;

    SemanticTokensHandler(DocumentRequests requests) {
        this.requests = requests;
    }

    CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        return requests.answer(params.getTextDocument().getUri(), new SemanticTokens(List.of()), Tokens::full);
    }
}
