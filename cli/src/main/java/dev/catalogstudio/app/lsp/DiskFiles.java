package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.TextFileReader;
import dev.catalogstudio.model.workspace.WorkspaceFile;
import dev.catalogstudio.model.workspace.WorkspacePaths;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The language server's one way to read a file from disk. What it reads is what the workspace scan would list
 * ({@link WorkspacePaths#entry}: a regular file reached through no symbolic link, whatever the link leads to; a link
 * is judged by the scan's own rule, {@code symlink-escape} and all), through the model's bounded
 * {@link TextFileReader} (at most {@link TextFileReader#MAX_FULL_READ_BYTES} + 1 bytes in memory, however large the
 * file, opened without following a link), decoded by {@link DecodedText}. Nothing else in the server opens a file.
 *
 * <p>Blocking file IO: the server calls it on its model thread.
 */
final class DiskFiles {

    private static final System.Logger LOG = System.getLogger(DiskFiles.class.getName());

    private DiskFiles() {
    }

    /**
     * What the scan would list at {@code path} now; a symbolic link on the way is logged with the scan's diagnostic.
     *
     * @param root the workspace folder (or a layer's)
     * @param path {@code /}-separated, relative to {@code root}
     */
    static WorkspacePaths.Entry entry(Path root, String path) {
        var entry = WorkspacePaths.entry(root, path);
        if (entry instanceof WorkspacePaths.Linked linked && linked.link().message() != null) {
            LOG.log(System.Logger.Level.INFO, "catalog-studio lsp: " + linked.path() + ": " + linked.link().message());
        }
        return entry;
    }

    /**
     * The text the model takes from {@code file} (a file as {@link WorkspacePaths.File} lists it): its whole text,
     * without the byte order mark, line endings as they are. Empty for a file that cannot be read, and for one the
     * editor would open read-only, as the studio's disk sync does: over {@link TextFileReader#MAX_FULL_READ_BYTES}
     * bytes (only its head was read), binary, or not clean UTF-8. The model then keeps what the scan read, with its
     * diagnostic.
     */
    static Optional<String> wholeText(WorkspaceFile file) {
        var bytes = read(file);
        if (bytes.isEmpty() || bytes.get().truncated()) {
            return Optional.empty();
        }
        var decoded = DecodedText.decode(bytes.get().bytes());
        return decoded.isClean() ? Optional.of(decoded.text().text()) : Optional.empty();
    }

    /**
     * The text of the file at {@code path} below {@code root}, or of its head when it is over the limit (at most
     * {@link TextFileReader#HEAD_BYTES}, cut after a line break: enough for any frontmatter). Empty for what the scan
     * would not list (a link, a folder, nothing), a file that cannot be read, and a binary one.
     */
    static Optional<String> head(Path root, String path) {
        if (!(entry(root, path) instanceof WorkspacePaths.File listed)) {
            return Optional.empty();
        }
        return read(listed.file()).map(b -> DecodedText.decode(b.bytes()).text())
                .map(dev.catalogstudio.model.text.SourceText::text);
    }

    private static Optional<TextFileReader.Bytes> read(WorkspaceFile file) {
        try {
            return Optional.of(TextFileReader.readListed(file.absolute(), file.size()));
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: cannot read " + file.absolute() + ": " + e);
            return Optional.empty();
        }
    }
}
