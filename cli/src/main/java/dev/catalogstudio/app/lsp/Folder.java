package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import dev.catalogstudio.model.workspace.WorkspaceScanner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * One workspace folder of the client and the model's {@link Workspace} of it. Used on the server's model thread only.
 */
final class Folder {

    /** The folder as the client named it, absolute and normalized. */
    final Path root;
    /** The model of the folder. */
    final Workspace workspace;
    /** The paths (relative to the root) last published with at least one diagnostic. */
    final Set<String> published = new HashSet<>();
    private final Path realRoot;

    private Folder(Path root, Workspace workspace) {
        this.root = root;
        this.workspace = workspace;
        Path real;
        try {
            real = root.toRealPath();
        } catch (IOException e) {
            real = root;
        }
        this.realRoot = real;
    }

    /**
     * Opens the model of {@code root}: scans, reads and checks every file (seconds on a large catalog).
     *
     * @throws IOException when {@code root} is not a readable folder
     */
    static Folder open(Path root) throws IOException {
        Path normal = root.toAbsolutePath().normalize();
        return new Folder(normal, Workspace.open(normal, dev.catalogstudio.model.workspace.ProgressListener.NONE));
    }

    Snapshot snapshot() {
        return workspace.snapshot();
    }

    /**
     * The {@code /}-separated path of {@code file} relative to this folder, when it is inside it (through the folder
     * as named, as the model holds it, or as the file system resolves it) and in no folder the scan skips
     * ({@code .git}, {@code node_modules} …); else empty.
     */
    Optional<String> relative(Path file) {
        Path normal = file.toAbsolutePath().normalize();
        for (Path base : new Path[] {workspace.root(), root, realRoot}) {
            if (normal.startsWith(base) && !normal.equals(base)) {
                return inside(base, normal);
            }
        }
        try {
            Path real = normal.getParent() == null ? normal : normal.getParent().toRealPath().resolve(normal.getFileName());
            if (real.startsWith(realRoot) && !real.equals(realRoot)) {
                return inside(realRoot, real);
            }
        } catch (IOException e) {
            // the file's folder does not exist (any more): only the names given can place it
        }
        return Optional.empty();
    }

    private static Optional<String> inside(Path base, Path file) {
        for (Path dir = file.getParent(); dir != null && !dir.equals(base); dir = dir.getParent()) {
            if (WorkspaceScanner.skipped(dir)) {
                return Optional.empty();
            }
        }
        return Optional.of(SlashPath.of(base.relativize(file)));
    }

    /** The file at {@code path} (relative to this folder) on disk. */
    Path absolute(String path) {
        return workspace.root().resolve(path);
    }

    /** The URI the server names the file at {@code path} by when the client has not opened it. */
    String uri(String path) {
        return absolute(path).toUri().toString();
    }
}
