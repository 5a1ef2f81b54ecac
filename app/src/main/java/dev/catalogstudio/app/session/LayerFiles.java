package dev.catalogstudio.app.session;

import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.workspace.Snapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The files of resolution layers other than the workspace (docs/DEPENDENCIES.md § Dependencies across catalogs): the repositories
 * {@code catalog-studio fetch} put in the origin cache, and the folders {@code catalog-studio.yaml} names. The studio
 * shows them read-only, under a path of their own that no workspace file has: {@code <layer id>:<path>}, e.g.
 * {@code acme/dates@main:skills/dates/SKILL.md} (the {@link Node#id()} of the entry a layer document declares), the
 * path {@code /}-separated and relative to the layer's folder.
 */
public final class LayerFiles {

    private LayerFiles() {
    }

    /**
     * A layer file.
     *
     * @param layer    its layer (never the workspace)
     * @param relative its path in the layer's folder, {@code /}-separated
     * @param fetched  the fetch it comes from, when the layer is a fetched repository
     */
    public record LayerFile(Layer layer, String relative, Optional<Fetched> fetched) {

        /** The file on this machine (not checked: see {@link #read}). */
        public Path file() {
            return layer.folder().resolve(relative).normalize();
        }

        /** Why it is read-only, one sentence for the editor's banner. */
        public String readOnlyReason() {
            return fetched.map(f -> "Fetched from " + f.repository() + " at " + f.ref() + " (commit "
                    + f.shortCommit() + "): read-only here; change it in its own repository, then fetch again.")
                    .orElse("In resolution layer " + layer.id() + " (" + layer.folder() + "): read-only here; "
                            + "open that folder to change it.");
        }
    }

    /**
     * What a fetched layer stands for.
     *
     * @param repository {@code host/owner/repo}, e.g. {@code github.com/acme/dates}
     * @param ref        the ref its origins name, e.g. {@code main}
     * @param commit     the commit the lock pins it to (its cache snapshot), 40 or 64 lowercase hex digits
     */
    public record Fetched(String repository, String ref, String commit) {

        /** The first 12 digits of the commit, as {@code catalog-studio fetch} prints it. */
        public String shortCommit() {
            return commit.substring(0, Math.min(12, commit.length()));
        }

        /** The origin URL of the repository at the ref: {@code https://github.com/<owner>/<repo>/tree/<ref>}. */
        public String url() {
            return "https://" + repository + "/tree/" + ref;
        }
    }

    /**
     * Whether {@code layer} is a repository fetched into {@code cache}: its folder is the cache's snapshot of its
     * origin's repository at a commit (the folder's name), as {@link OriginCache#layers} makes it from the lock.
     */
    public static Optional<Fetched> fetched(Layer layer, OriginCache cache) {
        if (layer.id().equals(Layer.WORKSPACE) || layer.origin().isEmpty()
                || !layer.folder().startsWith(cache.folder()) || layer.folder().getFileName() == null) {
            return Optional.empty();
        }
        var origin = layer.origin().get();
        String repository = "github.com/" + origin.owner() + "/" + origin.repo();
        String commit = layer.folder().getFileName().toString();
        if (!LockFile.isCommit(commit)) {
            return Optional.empty();
        }
        try {
            if (!cache.snapshot(repository, commit).equals(layer.folder())) {
                return Optional.empty();
            }
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.of(new Fetched(repository, origin.ref(), commit));
    }

    /** {@link #fetched(Layer, OriginCache)} in the cache this process uses ({@link OriginCache#current()}). */
    public static Optional<Fetched> fetched(Layer layer) {
        return fetched(layer, OriginCache.current());
    }

    /** The path under which the studio opens the document declaring {@code node}, a node of another layer. */
    public static String pathOf(Node node) {
        return node.layer() + ":" + node.path();
    }

    /**
     * The layer file {@code path} names in {@code snapshot}: {@code <layer id>:<relative path>} of a layer other than
     * the workspace and not inside it, the relative path free of {@code ..}, {@code .} and empty segments; empty for
     * any other path (a workspace path).
     */
    public static Optional<LayerFile> locate(Snapshot snapshot, String path) {
        if (snapshot == null || path == null) {
            return Optional.empty();
        }
        int colon = path.indexOf(':');
        if (colon <= 0 || colon == path.length() - 1) {
            return Optional.empty();
        }
        String id = path.substring(0, colon);
        String relative = path.substring(colon + 1);
        if (id.equals(Layer.WORKSPACE) || relative.startsWith("/") || relative.contains("\\")) {
            return Optional.empty();
        }
        for (String segment : relative.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                return Optional.empty();
            }
        }
        var layers = snapshot.layers();
        for (var layer : layers.layers()) {
            if (layer.id().equals(id) && !layers.isInsideWorkspace(layer) && layer != layers.workspace()) {
                return Optional.of(new LayerFile(layer, relative, fetched(layer)));
            }
        }
        return Optional.empty();
    }

    /**
     * Reads {@code file} for a read-only editor: through the one reader ({@link TextFiles#read}), marked read-only
     * with {@link LayerFile#readOnlyReason()}. The file must be a regular file inside its layer's folder with no
     * symbolic link on the way (a fetched catalog is data, and stays in its folder).
     *
     * @throws IOException if it is not such a file or cannot be read
     */
    public static TextFiles.Loaded read(LayerFile file) throws IOException {
        Path folder = file.layer().folder();
        Path target = file.file();
        if (!target.startsWith(folder)) {
            throw new IOException(file.relative() + " is outside layer " + file.layer().id());
        }
        Path at = folder;
        for (Path part : folder.relativize(target)) {
            at = at.resolve(part);
            if (Files.isSymbolicLink(at)) {
                throw new IOException(file.relative() + " goes through a symbolic link; layer files are not followed "
                        + "out of their folder");
            }
        }
        if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException("no file " + file.relative() + " in layer " + file.layer().id());
        }
        var loaded = TextFiles.read(target);
        String reason = loaded.isReadOnly() ? file.readOnlyReason() + " " + loaded.readOnly()
                : file.readOnlyReason();
        return new TextFiles.Loaded(loaded.text(), loaded.lineEnding(), loaded.bom(), reason);
    }
}
