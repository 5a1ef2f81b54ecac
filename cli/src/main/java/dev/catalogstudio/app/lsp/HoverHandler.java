package dev.catalogstudio.app.lsp;

import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;

/**
 * {@code textDocument/hover} ({@link Hovers}). Called on LSP4J's reader thread; answered on the model thread
 * ({@link DocumentRequests}).
 */
final class HoverHandler {

    private final DocumentRequests requests;

    HoverHandler(DocumentRequests requests) {
        this.requests = requests;
    }

    CompletableFuture<Hover> hover(HoverParams params) {
        return requests.answer(params.getTextDocument().getUri(), null, t -> Hovers.hover(t, params.getPosition()));
    }
}
