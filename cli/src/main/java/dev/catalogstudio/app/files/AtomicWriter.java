package dev.catalogstudio.app.files;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one way the studio writes a file. A replacing save writes a temporary file beside the target, created with the
 * target's permissions from its first byte (never wider), flushed, given the target's owner, group, mode bits
 * (setgid, sticky) and extended attributes, and then moved over the target in one step. Where the move would change
 * what the user set up (a file with several hard links, owner or group the process cannot give, a folder the process
 * may not create files in), the bytes are written into the file in place instead, after a backup copy that restores
 * it if the write fails. A symbolic link is followed, and saved through; a dangling or looping link is refused, not
 * replaced by a regular file. Temporary names are short ({@code .cs-<16 hex>.tmp}), so a target name up to the file
 * system's limit can be saved.
 */
public final class AtomicWriter {

    /**
     * The prefix of the temporary and backup files a save makes beside its target ({@code .cs-<16 hex>.tmp},
     * {@code .cs-<16 hex>.bak}): what the studio's start looks for after a save was cut short.
     */
    public static final String TEMP_PREFIX = ".cs-";

    /** Writes the content of a file; a seam for tests that make a save fail half way. */
    @FunctionalInterface
    interface Content {
        void writeTo(FileChannel channel) throws IOException;
    }

    /**
     * A last check of the target, run just before a save replaces it (before the move, or before an in-place write
     * opens it), with the file the save writes (a symbolic link followed); it throws to refuse the save.
     */
    @FunctionalInterface
    interface Guard {
        void check(Path target) throws IOException;
    }

    private AtomicWriter() {
    }

    /**
     * Replaces (or creates) {@code path} with {@code bytes}, as {@link #replace(Path, Content)} does: the command
     * line's way to write a file it owns ({@code catalog-studio.lock}).
     *
     * @throws IOException if it cannot be written; the original is then unchanged
     */
    public static void replace(Path path, byte[] bytes) throws IOException {
        replace(path, channel -> {
            var buffer = java.nio.ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        });
    }

    /**
     * Replaces (or creates) {@code path} with {@code content}.
     *
     * @throws IOException if it cannot be written, or is a dangling or looping symbolic link; the original is then
     *                     unchanged
     */
    static void replace(Path path, Content content) throws IOException {
        replace(path, content, null);
    }

    /**
     * Replaces {@code path} with {@code content} as {@link #replace(Path, Content)} does, if {@code guard} (when not
     * {@code null}) accepts the target just before it is replaced; a target that does not exist is given to the guard
     * too, before anything is created.
     *
     * @throws IOException if it cannot be written or the guard refuses; the original is then unchanged
     */
    static void replace(Path path, Content content, Guard guard) throws IOException {
        Path target = resolve(path);
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (guard != null) {
                guard.check(target);
            }
            write(target, content, null, true, guard);
            return;
        }
        if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(target.toString(), null, "not a regular file (a folder, pipe or device); "
                    + "not saved");
        }
        var attributes = posix(target);
        if (attributes == null) {
            write(target, content, null, true, guard);
            return;
        }
        if (linkCount(target) > 1) {
            inPlace(target, content, guard);
            return;
        }
        try {
            write(target, content, attributes, true, guard);
        } catch (KeepInPlace e) {
            inPlace(target, content, guard);
        }
    }

    /**
     * Creates {@code path} with {@code content}, refusing an existing file.
     *
     * @throws FileAlreadyExistsException if something is at {@code path}
     */
    static void create(Path path, Content content) throws IOException {
        Path target = path.toAbsolutePath();
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        Files.createDirectories(target.getParent());
        write(target, content, null, false, null);
    }

    /** The file a save writes: {@code path}, or where its symbolic link leads. */
    private static Path resolve(Path path) throws IOException {
        Path absolute = path.toAbsolutePath();
        if (!Files.isSymbolicLink(absolute)) {
            return absolute;
        }
        try {
            return absolute.toRealPath();
        } catch (NoSuchFileException e) {
            throw new FileSystemException(absolute.toString(), null, "a symbolic link to "
                    + Files.readSymbolicLink(absolute) + ", which does not exist; it is not replaced by a file");
        } catch (FileSystemException e) {
            throw new FileSystemException(absolute.toString(), null, "a symbolic link that cannot be followed ("
                    + (e.getReason() == null ? e.getClass().getSimpleName() : e.getReason()) + "); not saved");
        }
    }

    /**
     * Writes a temporary file like {@code target} and moves it to {@code target}: over it when {@code replace}, else by
     * a plain move that refuses an existing file (an atomic rename could replace it).
     */
    private static void write(Path target, Content content, PosixFileAttributes like, boolean replace, Guard guard)
            throws IOException {
        Path dir = target.getParent();
        Path temp;
        try {
            temp = temp(dir, ".tmp");
            FileAttribute<?>[] mode = like == null ? new FileAttribute<?>[0]
                    : new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(like.permissions())};
            Files.createFile(temp, mode);
        } catch (java.nio.file.AccessDeniedException e) {
            if (like != null) {
                throw new KeepInPlace(); // a folder we may not create in, but the file itself may be writable
            }
            throw e;
        }
        try {
            try (var channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                content.writeTo(channel);
                channel.force(true);
            }
            if (like != null) {
                copyAttributes(target, like, temp);
            }
            if (guard != null) {
                guard.check(target);
            }
            if (!replace) {
                Files.move(temp, target);
            } else {
                try {
                    Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temp, e);
            throw e;
        }
        syncDirectory(dir);
    }

    /** Gives {@code temp} the owner, group, mode bits and extended attributes of {@code original}. */
    private static void copyAttributes(Path original, PosixFileAttributes like, Path temp) throws IOException {
        var view = Files.getFileAttributeView(temp, PosixFileAttributeView.class);
        try {
            var now = view.readAttributes();
            if (!now.owner().equals(like.owner())) {
                view.setOwner(like.owner());
            }
            if (!now.group().equals(like.group())) {
                view.setGroup(like.group());
            }
        } catch (IOException e) {
            throw new KeepInPlace(); // only the owner (or root) may give the file away: keep the file itself
        }
        try {
            Object mode = Files.getAttribute(original, "unix:mode", LinkOption.NOFOLLOW_LINKS);
            Files.setAttribute(temp, "unix:mode", mode); // setuid, setgid and sticky with the permissions
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            // No unix view (not Linux or macOS): the permissions were set at creation.
        }
        var source = Files.getFileAttributeView(original, UserDefinedFileAttributeView.class);
        var dest = Files.getFileAttributeView(temp, UserDefinedFileAttributeView.class);
        if (source == null || dest == null) {
            return;
        }
        java.util.List<String> names;
        try {
            names = source.list();
        } catch (IOException | UnsupportedOperationException e) {
            return; // the file system keeps none
        }
        for (String name : names) {
            var buffer = java.nio.ByteBuffer.allocate(source.size(name));
            source.read(name, buffer);
            buffer.flip();
            try {
                dest.write(name, buffer);
            } catch (IOException e) {
                throw new KeepInPlace();
            }
        }
    }

    /**
     * Writes {@code content} into {@code target} itself, after a backup that restores it if the write fails. The
     * target is opened for writing before the backup is made: a target that may not be written (another user's file,
     * an immutable one) is refused with nothing left behind, never with a backup the studio would later offer to
     * restore.
     */
    private static void inPlace(Path target, Content content, Guard guard) throws IOException {
        if (guard != null) {
            guard.check(target);
        }
        FileChannel opened = FileChannel.open(target, StandardOpenOption.WRITE); // not truncated yet
        Path backup;
        try {
            backup = backup(target);
        } catch (IOException | RuntimeException e) {
            closeQuietly(opened, e);
            throw e;
        }
        try {
            try (var channel = opened) {
                channel.truncate(0);
                content.writeTo(channel);
                channel.force(true);
            }
        } catch (IOException | RuntimeException e) {
            try (var in = Files.newInputStream(backup);
                 var channel = FileChannel.open(target, StandardOpenOption.WRITE,
                         StandardOpenOption.TRUNCATE_EXISTING)) {
                channel.transferFrom(java.nio.channels.Channels.newChannel(in), 0, Long.MAX_VALUE);
                channel.force(true);
            } catch (IOException restore) {
                e.addSuppressed(new IOException("the original is kept in " + backup, restore));
                throw e;
            }
            deleteQuietly(backup, e);
            throw e;
        }
        Files.deleteIfExists(backup);
    }

    /**
     * A copy of {@code target} beside it, named after it ({@link #backupName}) so that the next start can offer it for
     * recovery if this process dies before the write ends; or in the temporary folder when its own folder takes no new
     * file.
     *
     * @throws FileAlreadyExistsException if an earlier interrupted save left a backup of this file that nobody has
     *                                    recovered or discarded yet: it may be the only good copy, so it is kept
     */
    private static Path backup(Path target) throws IOException {
        try {
            Path backup = target.resolveSibling(backupName(target.getFileName().toString()));
            if (Files.exists(backup, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(backup.toString(), null, "an interrupted save left this backup of "
                        + target.getFileName() + "; restore or discard it (the studio offers it when the folder opens)"
                        + " before saving again");
            }
            Files.copy(target, backup, StandardCopyOption.COPY_ATTRIBUTES);
            return backup;
        } catch (java.nio.file.AccessDeniedException e) {
            Path backup = Files.createTempFile("catalog-studio-", ".bak");
            Files.copy(target, backup, StandardCopyOption.REPLACE_EXISTING);
            return backup;
        }
    }

    /**
     * The name of the backup an in-place save of the file {@code fileName} keeps while it writes:
     * {@code .cs-<16 hex>.bak}, the hex being the first 8 bytes of the SHA-256 of the UTF-8 file name. Short (a name
     * up to the file system's limit still gets one) and tied to its file, which the studio's interrupted-save sweep finds by it.
     */
    public static String backupName(String fileName) {
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(fileName.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return TEMP_PREFIX + HexFormat.of().formatHex(hash, 0, 8) + ".bak";
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private static Path temp(Path dir, String suffix) {
        byte[] random = new byte[8];
        ThreadLocalRandom.current().nextBytes(random);
        return dir.resolve(TEMP_PREFIX + HexFormat.of().formatHex(random) + suffix);
    }

    private static PosixFileAttributes posix(Path file) throws IOException {
        var view = Files.getFileAttributeView(file, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        return view == null ? null : view.readAttributes();
    }

    private static int linkCount(Path file) {
        try {
            return (Integer) Files.getAttribute(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return 1;
        }
    }

    private static void closeQuietly(FileChannel channel, Exception cause) {
        try {
            channel.close();
        } catch (IOException suppressed) {
            cause.addSuppressed(suppressed);
        }
    }

    private static void deleteQuietly(Path file, Exception cause) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException suppressed) {
            cause.addSuppressed(suppressed);
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

    /** The move would lose something the user set up: write the file in place instead. */
    private static final class KeepInPlace extends IOException {
        private static final long serialVersionUID = 1L;

        KeepInPlace() {
            super("the move would lose the file's owner, group, links or folder rights; writing in place");
        }
    }
}
