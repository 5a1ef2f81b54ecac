package dev.catalogstudio.app.lsp;

import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;

/**
 * {@code textDocument/prepareRename} and {@code textDocument/rename} of a skill ({@link Renames}): its name, its
 * folder when the client renames files, and every reference to it.
 *
 * <p>Threads: called on LSP4J's reader thread; answered on the model thread ({@link DocumentRequests}). Whether the
 * client renames files is set once on the reader thread by {@code initialize} and read on the model thread: a volatile
 * field.
 */
final class RenameHandler {

    private final DocumentRequests requests;
    private final ClientDocuments open;
    /** Whether the client applies a {@code RenameFile} in a workspace edit ({@code documentChanges} too). */
    private volatile boolean clientRenamesFiles;

    RenameHandler(DocumentRequests requests, ClientDocuments open) {
        this.requests = requests;
        this.open = open;
    }

    /** Whether the client said it applies a {@code RenameFile} in a workspace edit ({@code initialize}). */
    void clientRenamesFiles(boolean clientRenamesFiles) {
        this.clientRenamesFiles = clientRenamesFiles;
    }

    CompletableFuture<Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior>> prepareRename(
            PrepareRenameParams params) {
        return requests.answer(params.getTextDocument().getUri(), null, t -> {
            var result = Renames.prepare(t, params.getPosition());
            return result == null ? null : Either3.forSecond(result);
        });
    }

    CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
        return requests.answer(params.getTextDocument().getUri(), null, t -> Renames.rename(t, params.getPosition(),
                params.getNewName(), clientRenamesFiles, path -> open.openVersion(t.folder(), path)));
    }
}
