package dev.catalogstudio.app.lsp;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.WorkspaceFolder;

/**
 * The client's workspace folders, each with the model of it ({@link Folder}): opened at start-up, published after
 * {@code initialized}, added and removed by {@code workspace/didChangeWorkspaceFolders}. Without a workspace folder,
 * each document is served by a workspace of its own folder ({@link #place}).
 *
 * <p>Threads: {@link #openAtStart}, {@link #publishAll()} and {@link #didChangeWorkspaceFolders} are called on LSP4J's
 * reader thread and only queue work on the model thread; the folders and everything else here are that thread's
 * alone.
 */
final class WorkspaceFolders {

    /** The server's logger: a folder that cannot be opened is logged under the server's name, as before the split. */
    private static final System.Logger LOG = System.getLogger(CatalogLanguageServer.class.getName());

    private final ModelThread model;
    private final ClientConnection client;
    private final DiagnosticsPublisher publisher;

    // The model thread's state.
    private final List<Folder> folders = new ArrayList<>();
    /** No workspace folder was given: each document is served by a workspace of its own folder. */
    private boolean foldersOfDocuments;

    WorkspaceFolders(ModelThread model, ClientConnection client, DiagnosticsPublisher publisher) {
        this.model = model;
        this.client = client;
        this.publisher = publisher;
    }

    /**
     * Queues opening the folders the client named in {@code initialize} ({@code roots}; none: each document gets a
     * folder of its own), before any document the client opens next. Their diagnostics wait for {@code initialized}.
     */
    void openAtStart(List<Path> roots) {
        model.run(() -> {
            foldersOfDocuments = roots.isEmpty();
            roots.forEach(this::openFolder);
        });
    }

    /** Queues publishing the diagnostics of every folder ({@code initialized}). */
    void publishAll() {
        model.run(() -> folders.forEach(publisher::publishAll));
    }

    /**
     * {@code workspace/didChangeWorkspaceFolders}: a removed folder leaves (what it showed is cleared), an added one is
     * opened and published.
     */
    void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
        var event = params.getEvent();
        var removed = event.getRemoved() == null ? List.<WorkspaceFolder>of() : List.copyOf(event.getRemoved());
        var added = event.getAdded() == null ? List.<WorkspaceFolder>of() : List.copyOf(event.getAdded());
        model.run(() -> {
            for (var gone : removed) {
                CatalogLanguageServer.path(gone.getUri()).ifPresent(root -> folders.removeIf(f -> {
                    if (!f.root.equals(root)) {
                        return false;
                    }
                    f.published.forEach(p -> publisher.clear(f.uri(p)));
                    return true;
                }));
            }
            for (var folder : added) {
                CatalogLanguageServer.path(folder.getUri()).flatMap(this::openFolder)
                        .ifPresent(publisher::publishAll);
            }
        });
    }

    /** The folders, in the order they were opened (the live list; model thread). */
    List<Folder> list() {
        return folders;
    }

    /** Opens the workspace folder {@code root} and adds it; empty (and told to the client) when it cannot. */
    private Optional<Folder> openFolder(Path root) {
        try {
            var folder = Folder.open(root);
            folders.add(folder);
            return Optional.of(folder);
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: cannot open the workspace folder " + root, e);
            client.message(MessageType.Warning, "Catalog Studio cannot open the workspace folder " + root + ": " + e);
            return Optional.empty();
        }
    }

    /**
     * The folder holding {@code file} (the innermost when folders nest), and the file's path in it (model thread).
     * Without workspace folders, the file's own folder is opened for it.
     */
    Optional<Map.Entry<Folder, String>> place(Path file) {
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
}
