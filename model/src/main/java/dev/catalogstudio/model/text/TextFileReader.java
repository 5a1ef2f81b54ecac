package dev.catalogstudio.model.text;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.Set;

/**
 * The one way the model and the studio read a text file from disk: bounded in memory whatever the file is, never
 * blocking on a pipe or a device, and cut by one rule. Decoding (UTF-8, byte order mark, binary sniffing) is
 * {@link DecodedText}'s; line endings are {@link LineIndex}'s.
 *
 * <p>Sizes are in bytes. A file of up to {@link #MAX_FULL_READ_BYTES} is read whole; of a larger one only the head is
 * kept: at most {@link #HEAD_BYTES}, cut after the last line break within them. The size limit is enforced on what is
 * actually read, not on a size looked up earlier, so a file that grows while it is read is still bounded.
 */
public final class TextFileReader {

    /** Files up to this many bytes are read whole. */
    public static final long MAX_FULL_READ_BYTES = 8L * 1024 * 1024;
    /** How much of a larger file is kept: enough for any frontmatter. */
    public static final int HEAD_BYTES = 256 * 1024;

    /**
     * Bytes read from disk by {@link #read}, ever (a work count for tests, which compare it before and after a check;
     * never read by the product).
     */
    public static final java.util.concurrent.atomic.LongAdder BYTES_READ = new java.util.concurrent.atomic.LongAdder();

    private TextFileReader() {
    }

    /**
     * What was read.
     *
     * @param bytes     the bytes kept: the whole file, or its head when {@code truncated}
     * @param truncated whether the file was over {@link #MAX_FULL_READ_BYTES} and only its head was kept
     */
    public record Bytes(byte[] bytes, boolean truncated) {
    }

    /**
     * Reads {@code path} (a symbolic link is followed). Holds at most {@link #MAX_FULL_READ_BYTES} + 1 bytes in memory.
     *
     * @throws FileSystemException if {@code path} is not a regular file (a folder, pipe, socket or device: opening a
     *                             pipe would block), with the reason as {@link FileSystemException#getReason()}
     * @throws IOException         if it cannot be read
     */
    public static Bytes read(Path path) throws IOException {
        var attributes = Files.readAttributes(path, BasicFileAttributes.class);
        if (!attributes.isRegularFile()) {
            throw new FileSystemException(path.toString(), null, attributes.isDirectory() ? "a folder, not a file"
                    : "not a regular file (a pipe, socket or device)");
        }
        return readOpened(Files.newInputStream(path), attributes.size());
    }

    /**
     * Reads {@code path}, which a scan has just listed as a regular file of {@code size} bytes (its attributes read
     * without following a link), without looking at its type again: a warm check of 400 skills spent a fiftieth of its
     * time in that second look. The file is opened without following a link, so one swapped in since is refused; the
     * size only sizes the first buffer, and what is read is bounded as by {@link #read}. Something that replaced the
     * file by a pipe after the scan could block the open, as it could between {@link #read}'s look and its open.
     *
     * @throws IOException if it cannot be read (a symbolic link now: {@link java.nio.file.FileSystemException})
     */
    public static Bytes readListed(Path path, long size) throws IOException {
        return readOpened(Channels.newInputStream(Files.newByteChannel(path, Set.of(StandardOpenOption.READ,
                LinkOption.NOFOLLOW_LINKS))), size);
    }

    private static Bytes readOpened(InputStream opened, long size) throws IOException {
        try (InputStream in = opened) {
            byte[] bytes = readBounded(in, size);
            BYTES_READ.add(bytes.length);
            return bytes.length > MAX_FULL_READ_BYTES ? new Bytes(head(bytes), true) : new Bytes(bytes, false);
        }
    }

    /**
     * At most {@link #MAX_FULL_READ_BYTES} + 1 bytes of {@code in}. A file that is still {@code expected} bytes long (as
     * nearly every one is) is read straight into one array of that size, not through buffers copied into it at the end;
     * one that grew or shrank since its size was looked up is read on, still bounded.
     */
    static byte[] readBounded(InputStream in, long expected) throws IOException {
        int limit = (int) MAX_FULL_READ_BYTES + 1;
        int first = (int) Math.max(0, Math.min(expected, limit));
        byte[] bytes = new byte[first];
        int n = in.readNBytes(bytes, 0, first);
        if (n < first) {
            return Arrays.copyOf(bytes, n); // it shrank
        }
        if (n == limit) {
            return bytes;
        }
        int next = in.read();
        if (next < 0) {
            return bytes; // the size looked up: all of it
        }
        byte[] rest = in.readNBytes(limit - n - 1); // it grew
        byte[] all = Arrays.copyOf(bytes, n + 1 + rest.length);
        all[n] = (byte) next;
        System.arraycopy(rest, 0, all, n + 1, rest.length);
        return all;
    }

    /**
     * {@code bytes} as {@link #read} would keep them from a file holding exactly these bytes (an editor buffer is
     * checked as if it were on disk).
     */
    public static Bytes ofBuffer(byte[] bytes) {
        return bytes.length > MAX_FULL_READ_BYTES ? new Bytes(head(bytes), true) : new Bytes(bytes, false);
    }

    /**
     * At most the first {@link #HEAD_BYTES}, cut after the last line break within them; a head without one (a file of
     * one long line) is cut before the UTF-8 sequence the limit falls in, never inside it.
     */
    static byte[] head(byte[] bytes) {
        int limit = Math.min(bytes.length, HEAD_BYTES);
        int end = limit;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        if (end == 0) {
            end = limit;
            while (end > 0 && end < bytes.length && (bytes[end] & 0xC0) == 0x80) {
                end--;
            }
        }
        return Arrays.copyOf(bytes, end);
    }
}
