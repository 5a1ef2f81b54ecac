package dev.catalogstudio.app.session;

import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.text.TextFileReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The studio's one read path and one write path for document text. Reading goes through the model's bounded
 * {@link TextFileReader} and {@link DecodedText}; the editor holds LF-only text without a byte order mark, and a save
 * restores the file's line ending and BOM. Every write is atomic ({@link #writeAtomically}, {@link #createNew}).
 * Blocking file IO: call off the FX thread (the session does).
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
     * @param readOnly   why the editor must not write this text back (not UTF-8, binary, cut off), one sentence;
     *                   {@code null} for a file the editor may save
     */
    public record Loaded(String text, LineEnding lineEnding, boolean bom, String readOnly) {

        public Loaded {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(lineEnding, "lineEnding");
        }

        /** An editable text. */
        public Loaded(String text, LineEnding lineEnding, boolean bom) {
            this(text, lineEnding, bom, null);
        }

        public boolean isReadOnly() {
            return readOnly != null;
        }
    }

    /** The notice of a file that is not valid UTF-8. */
    public static final String NOT_UTF8 = "This file is not UTF-8: it is shown read-only and never rewritten.";

    /**
     * Reads a text file through the model's bounded reader. A file that is not clean UTF-8, is binary, or is larger
     * than {@link TextFileReader#MAX_FULL_READ_BYTES} comes back {@linkplain Loaded#isReadOnly() read-only} (lossy
     * text, or its head): the editor must never save over bytes it did not fully read.
     *
     * @throws java.nio.file.FileSystemException if {@code path} is a folder, pipe or device (never opened)
     * @throws IOException                       if the file cannot be read
     */
    public static Loaded read(Path path) throws IOException {
        var bytes = TextFileReader.read(path);
        var decoded = DecodedText.decode(bytes.bytes());
        var source = decoded.text();
        if (source == null) {
            // Binary or UTF-16: shown as the bytes decode (as the model holds them), never written back.
            String lossy = LineEnding.toLf(new String(bytes.bytes(), StandardCharsets.UTF_8));
            return new Loaded(lossy, LineEnding.LF, false, "This file is not text (" + decoded.problem().detail()
                    + "): it is shown read-only and never rewritten.");
        }
        String readOnly = null;
        if (bytes.truncated()) {
            readOnly = "This file is over " + TextFileReader.MAX_FULL_READ_BYTES / (1024 * 1024) + " MiB: only its first "
                    + TextFileReader.HEAD_BYTES / 1024 + " KiB are shown, read-only.";
        } else if (!decoded.isClean()) {
            readOnly = NOT_UTF8;
        }
        return new Loaded(LineEnding.toLf(source.text()), source.lineEnding(), source.hasBom(), readOnly);
    }

    /** The bytes a save writes: {@code lfText} with {@code lineEnding} terminators, UTF-8, after a BOM if asked. */
    public static byte[] encode(String lfText, LineEnding lineEnding, boolean bom) {
        return ((bom ? "\uFEFF" : "") + lineEnding.fromLf(lfText)).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Creates a new file atomically, with its folders: like {@link #writeAtomically} (no reader ever sees it half
     * written), but refusing to replace a file that exists.
     *
     * @throws FileAlreadyExistsException if {@code path} exists
     * @throws IOException                if it cannot be written
     */
    public static void createNew(Path path, String lfText) throws IOException {
        if (Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(path.toString());
        }
        Files.createDirectories(path.toAbsolutePath().getParent());
        byte[] bytes = encode(lfText, LineEnding.LF, false);
        write(path.toAbsolutePath(), channel -> writeAll(channel, bytes), false);
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
        writeAtomically(path, channel -> writeAll(channel, bytes));
    }

    private static void writeAll(FileChannel channel, byte[] bytes) throws IOException {
        var buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }

    /** Writes the temporary file's content; a seam for tests that make a save fail half way. */
    @FunctionalInterface
    interface Content {
        void writeTo(FileChannel channel) throws IOException;
    }

    static void writeAtomically(Path path, Content content) throws IOException {
        write(Files.exists(path) ? path.toRealPath() : path.toAbsolutePath(), content, true);
    }

    private static void write(Path target, Content content, boolean replace) throws IOException {
        Path dir = target.getParent();
        Path temp = dir.resolve("." + target.getFileName() + ".tmp-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE));
        try {
            try (var channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                content.writeTo(channel);
                channel.force(true);
            }
            copyPermissions(target, temp);
            if (!replace) {
                // A plain move refuses an existing target (an atomic rename could replace it on POSIX).
                Files.move(temp, target);
            } else {
                try {
                    Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
                }
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
