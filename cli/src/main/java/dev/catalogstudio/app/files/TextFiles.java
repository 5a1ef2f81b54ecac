package dev.catalogstudio.app.files;

import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.text.TextFileReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

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
        byte[] bytes = encode(lfText, LineEnding.LF, false);
        AtomicWriter.create(path, channel -> writeAll(channel, bytes));
    }

    /**
     * Saves a document atomically through {@link AtomicWriter}: a temporary file with the original's permissions from
     * its creation, owner, group, mode bits and extended attributes, flushed and moved over {@code path} in one step;
     * in place after a backup where a move would lose a hard link, the owner or the folder's rights. If anything
     * fails the original is left as it was. A symbolic link is followed, so the link stays a link and its target is
     * replaced; a dangling or looping link is refused.
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

    /**
     * Saves a document as {@link #writeAtomically(Path, String, LineEnding, boolean)} does, only if it is still the
     * file {@code expected} describes just before it is replaced: a file another program changed, replaced or deleted
     * since it was read is refused ({@link FileStamp.ChangedMeanwhileException}), never overwritten or recreated.
     *
     * @throws FileStamp.ChangedMeanwhileException if the file is no longer what was read; it is left as it is
     * @throws IOException                         if the file cannot be written; the original is unchanged
     */
    public static void writeAtomically(Path path, String lfText, LineEnding lineEnding, boolean bom,
                                       FileStamp expected) throws IOException {
        byte[] bytes = encode(lfText, lineEnding, bom);
        AtomicWriter.replace(path, channel -> writeAll(channel, bytes), expected::verify);
    }

    private static void writeAll(FileChannel channel, byte[] bytes) throws IOException {
        var buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }

    /** Writes the temporary file's content; a seam for tests that make a save fail half way. */
    @FunctionalInterface
    interface Content extends AtomicWriter.Content {
    }

    static void writeAtomically(Path path, Content content) throws IOException {
        AtomicWriter.replace(path, content);
    }
}
