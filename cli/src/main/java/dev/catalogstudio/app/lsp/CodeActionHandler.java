package dev.catalogstudio.app.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * {@code textDocument/codeAction}: the quick fixes of the diagnostics asked about ({@link QuickFixes}), then the
 * refactors at the range ({@link Refactors}), as far as the client's workspace edits can hold them.
 *
 * <p>Threads: called on LSP4J's reader thread; answered on the model thread ({@link DocumentRequests}). What the
 * client's edits can hold is set once on the reader thread by {@code initialize} and read on the model thread: a
 * volatile field.
 */
final class CodeActionHandler {

    private final DocumentRequests requests;
    private final ClientDocuments open;
    private final java.time.Clock clock;
    /** What the client's workspace edits can hold (refactors). */
    private volatile Refactors.EditSupport editSupport = new Refactors.EditSupport(false, false);

    /** @param clock today's date for a version bump's CHANGELOG header */
    CodeActionHandler(DocumentRequests requests, ClientDocuments open, java.time.Clock clock) {
        this.requests = requests;
        this.open = open;
        this.clock = clock;
    }

    /** What the client said its workspace edits can hold ({@code initialize}). */
    void editSupport(Refactors.EditSupport editSupport) {
        this.editSupport = editSupport;
    }

    CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        return requests.answer(params.getTextDocument().getUri(), List.of(), t -> {
            var actions = new ArrayList<>(QuickFixes.actions(t, params));
            actions.addAll(Refactors.actions(t, params, editSupport, path -> open.openVersion(t.folder(), path),
                    java.time.LocalDate.now(clock)));
            return actions;
        });
    }
}
