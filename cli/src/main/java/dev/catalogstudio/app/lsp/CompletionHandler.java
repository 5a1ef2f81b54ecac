package dev.catalogstudio.app.lsp;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * {@code textDocument/completion} and {@code completionItem/resolve} ({@link Completions}). Called on LSP4J's reader
 * thread, which only reads an item's resolve data; answered on the model thread ({@link DocumentRequests}).
 */
final class CompletionHandler {

    private final DocumentRequests requests;

    CompletionHandler(DocumentRequests requests) {
        this.requests = requests;
    }

    CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        return requests.answer(params.getTextDocument().getUri(),
                Either.forRight(new CompletionList(false, List.of())),
                t -> Either.forRight(Completions.complete(t, params.getPosition())));
    }

    CompletableFuture<CompletionItem> resolveCompletionItem(CompletionItem item) {
        var data = Completions.resolveData(item);
        if (data.isEmpty()) {
            return CompletableFuture.completedFuture(item);
        }
        return requests.answer(data.get()[0], item, t -> Completions.resolve(t.snapshot(), item, data.get()[1]));
    }
}
