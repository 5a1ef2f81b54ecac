package dev.catalogstudio.app.editor;

import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Reads a document for the editor and saves it back without changing what the editor did not change: the editor
 * holds LF-only text without a byte order mark, and a save restores the file's line ending and BOM. Blocking file IO:
 * call off the FX thread.
 */
public final class TextFiles {

    private TextFiles() {
    }

    /**
     * A file's text as the editor holds it.
     *
     * @param text       the text with every line ending turned into {@code \n} and without a byte order mark
     * @param lineEnding the file's line ending (its first terminator; {@link LineEnding#LF} for a file without one)
     * @param bom        whether the file began with a UTF-8 byte order mark
     */
    public record Loaded(String text, LineEnding lineEnding, boolean bom) {

        public Loaded {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(lineEnding, "lineEnding");
        }
    }

    /**
     * Reads a UTF-8 text file.
     *
     * @throws CharacterCodingException if the bytes are not valid UTF-8 (the editor must not open, and later save,
     *                                  a lossy decoding)
     * @throws IOException              if the file cannot be read
     */
    public static Loaded read(Path path) throws IOException {
        byte[] bytes = Files.readAllBytes(path);
        String decoded = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes))
                .toString();
        var source = SourceText.of(decoded);
        return new Loaded(toLf(source.text()), source.lineEnding(), source.hasBom());
    }

    /** {@code text} with every {@code \r\n} and lone {@code \r} turned into {@code \n}. */
    public static String toLf(String text) {
        return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** The bytes a save writes: {@code lfText} with {@code lineEnding} terminators, UTF-8, after a BOM if asked. */
    public static byte[] encode(String lfText, LineEnding lineEnding, boolean bom) {
        String text = lineEnding == LineEnding.LF ? lfText : lfText.replace("\n", lineEnding.chars());
        return ((bom ? "\uFEFF" : "") + text).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Saves a document atomically: the bytes go to a temporary file in the same folder, which is flushed to disk and
     * then moved over {@code path} in one step ({@code ATOMIC_MOVE}; a plain replacing move only where the file
     * system cannot move atomically). The original keeps its POSIX permissions, and is never truncated: if anything
     * fails it is left as it was and the temporary file is removed. A symbolic link is followed, so the link stays a
     * link and its target is replaced.
     *
     * @param path       the file to write (created if absent)
     * @param lfText     the editor's text, with {@code \n} line endings
     * @param lineEnding the line ending to write
     * @param bom        whether to start the file with a UTF-8 byte order mark
     * @throws IOException if the file cannot be written; the original is unchanged
     */
    public static void writeAtomically(Path path, String lfText, LineEnding lineEnding, boolean bom)
            throws IOException {
        byte[] bytes = encode(lfText, lineEnding, bom);
        writeAtomically(path, channel -> {
            var buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        });
    }

    /** Writes the temporary file's content; a seam for tests that make a save fail half way. */
    @FunctionalInterface
    interface Content {
        void writeTo(FileChannel channel) throws IOException;
    }

    static void writeAtomically(Path path, Content content) throws IOException {
        Path target = Files.exists(path) ? path.toRealPath() : path.toAbsolutePath();
        Path dir = target.getParent();
        Path temp = dir.resolve("." + target.getFileName() + ".tmp-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE));
        try {
            try (var channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                content.writeTo(channel);
                channel.force(true);
            }
            copyPermissions(target, temp);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
        syncDirectory(dir);
    }

    private static void copyPermissions(Path original, Path temp) throws IOException {
        var view = Files.getFileAttributeView(original, PosixFileAttributeView.class);
        if (view != null && Files.exists(original)) {
            Files.setPosixFilePermissions(temp, view.readAttributes().permissions());
        }
    }

    /** Flushes the folder entry of the move where the platform allows it (Linux and macOS; not Windows). */
    private static void syncDirectory(Path dir) {
        try (var channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | RuntimeException e) {
            // Best effort only: the file itself was forced before the move.
        }
    }
}
