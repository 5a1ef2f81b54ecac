package dev.catalogstudio.app.lsp;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The requests that find places: {@code textDocument/definition} ({@link Definitions}), {@code references}
 * ({@link References}), {@code documentSymbol} ({@link DocumentSymbols}) and {@code documentLink}
 * ({@link DocumentLinks}). Called on LSP4J's reader thread; answered on the model thread ({@link DocumentRequests}).
 */
final class NavigationHandler {

    private final DocumentRequests requests;

    NavigationHandler(DocumentRequests requests) {
        this.requests = requests;
    }

    CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
            DefinitionParams params) {
        return requests.answer(params.getTextDocument().getUri(), Either.forLeft(List.of()),
                t -> Either.forLeft(Definitions.definition(t, params.getPosition())));
    }

    CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(DocumentSymbolParams params) {
        return requests.answer(params.getTextDocument().getUri(), List.of(),
                t -> DocumentSymbols.symbols(t).stream().map(Either::<SymbolInformation, DocumentSymbol>forRight)
                        .toList());
    }

    CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
        boolean declaration = params.getContext() != null && params.getContext().isIncludeDeclaration();
        return requests.answer(params.getTextDocument().getUri(), List.of(),
                t -> References.references(t, params.getPosition(), declaration));
    }

    CompletableFuture<List<DocumentLink>> documentLink(DocumentLinkParams params) {
        return requests.answer(params.getTextDocument().getUri(), List.of(), DocumentLinks::documentLinks);
    }
}
