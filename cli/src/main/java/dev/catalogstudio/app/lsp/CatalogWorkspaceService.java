package dev.catalogstudio.app.lsp;

import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.RenameFilesParams;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The server's {@code workspace/*} service: each method hands the message to the handler of its concern (the disk,
 * the workspace folders) and keeps nothing of its own. Called on LSP4J's reader thread; the handlers queue the work
 * on the model thread.
 */
final class CatalogWorkspaceService implements WorkspaceService {

    private final DiskSyncHandler disk;
    private final WorkspaceFolders folders;

    CatalogWorkspaceService(DiskSyncHandler disk, WorkspaceFolders folders) {
        this.disk = disk;
        this.folders = folders;
    }

    @Override
    public void didChangeConfiguration(DidChangeConfigurationParams params) {
        // no settings yet
    }

    @Override
    public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
        disk.didChangeWatchedFiles(params);
    }

    @Override
    public CompletableFuture<WorkspaceEdit> willRenameFiles(RenameFilesParams params) {
        return disk.willRenameFiles(params);
    }

    @Override
    public void didRenameFiles(RenameFilesParams params) {
        disk.didRenameFiles(params);
    }

    @Override
    public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
        folders.didChangeWorkspaceFolders(params);
    }
}
