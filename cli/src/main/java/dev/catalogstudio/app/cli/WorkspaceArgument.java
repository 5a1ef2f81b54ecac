package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/** Opens the workspace folder of {@code graph} and {@code resolve}, failing like {@code check} when it cannot. */
final class WorkspaceArgument {

    private WorkspaceArgument() {
    }

    /**
     * Opens {@code path} as a workspace and returns its snapshot, with a progress line on the command's standard error
     * when that is a terminal.
     *
     * @throws CheckFailure (exit code 2) when {@code path} is missing, not a folder or unreadable
     */
    static Snapshot open(Path path, CommandLine cli) {
        var root = readableFolder(path);
        try (var progress = Progress.onStandardError(cli.getErr())) {
            return Workspace.open(root, progress).snapshot();
        } catch (IOException e) {
            String message = e.getMessage();
            throw new CheckFailure("cannot read " + path + ": "
                    + (message == null || message.isBlank() ? e.getClass().getSimpleName() : message));
        }
    }

    /** {@code path} as an absolute, normalized folder, or a {@link CheckFailure} (exit code 2) saying why not. */
    static Path readableFolder(Path path) {
        var root = path.toAbsolutePath().normalize();
        if (!Files.exists(root)) {
            throw new CheckFailure("no such folder: " + path);
        }
        if (!Files.isDirectory(root)) {
            throw new CheckFailure("not a folder: " + path);
        }
        if (!Files.isReadable(root)) {
            throw new CheckFailure("cannot read folder: " + path);
        }
        return root;
    }
}
