package dev.catalogstudio.app.lsp;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * How every request about a document is answered: on the model thread, after the work queued before it, with what the
 * request is about ({@link RequestTarget}): an open document (checked first when it has changes not yet checked), or a
 * file of a workspace folder the client has not opened. A file outside every workspace folder gets the request's
 * empty answer; a URI the server knows nothing of is the protocol's InvalidParams error.
 *
 * <p>Threads: {@link #answer} is called on LSP4J's reader thread and returns a future the model thread completes;
 * finding the target and answering run on the model thread.
 */
final class DocumentRequests {

    private final ModelThread model;
    private final WorkspaceFolders folders;
    private final ClientDocuments open;
    private final DocumentLifecycleHandler documents;

    DocumentRequests(ModelThread model, WorkspaceFolders folders, ClientDocuments open,
                     DocumentLifecycleHandler documents) {
        this.model = model;
        this.folders = folders;
        this.open = open;
        this.documents = documents;
    }

    /**
     * Answers a request about {@code uri} on the model thread: {@code answer} of its {@link RequestTarget}, or
     * {@code none} for a file outside every workspace folder. A URI the server knows nothing of (not open, in no
     * folder's model) is the protocol's InvalidParams error.
     */
    <T> CompletableFuture<T> answer(String uri, T none, Function<RequestTarget, T> answer) {
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
        return CatalogLanguageServer.path(uri).flatMap(file -> {
            for (Folder folder : folders.list()) {
                var path = folder.relative(file);
                if (path.isPresent() && folder.snapshot().files().containsKey(path.get())) {
                    return Optional.of(new RequestTarget(folder, path.get(), uri, folder.snapshot()));
                }
            }
            return Optional.empty();
        });
    }
}
