package dev.catalogstudio.app.lsp;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.lsp4j.FileRename;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * The one rule for where a rename may go: onto nothing. A target that exists as anything, a symbolic link included,
 * dangling or not, is taken: looked at without following a link, so a rename cannot land on (or through) a link's
 * name. Used by a skill's rename ({@link Renames}) and by {@code workspace/willRenameFiles}.
 */
final class RenameTargets {

    private RenameTargets() {
    }

    /** Whether something is at {@code target}: a file, a folder, or a symbolic link (dangling or not). */
    static boolean taken(Path target) {
        return Files.exists(target, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * {@code workspace/willRenameFiles} (LSP 3.17 § workspace/willRenameFiles): refuses the renames when any lands on
     * a taken target; asks for no edit of its own otherwise.
     *
     * @return {@code null}: no edit to apply before the renames
     * @throws ResponseErrorException (InvalidParams) naming the first taken target
     */
    static WorkspaceEdit willRename(List<FileRename> renames, List<Folder> folders) {
        for (var rename : renames) {
            var target = CatalogLanguageServer.path(rename.getNewUri());
            if (target.isPresent() && taken(target.get())) {
                String shown = folders.stream().flatMap(f -> f.relative(target.get()).stream()).findFirst()
                        .orElse(target.get().toString());
                throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "There is already a '"
                        + shown + "' (a file, a folder or a symbolic link); choose another name.", null));
            }
        }
        return null;
    }
}
