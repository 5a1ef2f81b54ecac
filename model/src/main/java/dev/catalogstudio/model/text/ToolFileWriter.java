package dev.catalogstudio.model.text;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one way the tool writes a file on its own, one the user did not open and save: {@code catalog-studio.lock},
 * a graph or report written with {@code --output}, an export. Such a file is written only as a regular file inside
 * the folder it belongs to:
 * <ul>
 *   <li>a target that is a symbolic link is refused (with a linked lock, {@code fetch} would have replaced the file
 *       the link names, a shell's rc file or a credentials file), and so is one that is a folder, pipe, socket or
 *       device;</li>
 *   <li>a target whose path leaves the folder ({@code ..}, an absolute path), or whose folder inside it is reached
 *       through a symbolic link, is refused;</li>
 *   <li>the bytes go to a new temporary file beside the target ({@code .cs-<16 hex>.tmp}, created exclusively, so
 *       never through a link), forced to disk, then moved over the target in one step: a rename replaces the
 *       directory entry, so a link swapped in after the checks is replaced, never written through, and a hard link's
 *       other names keep the old content. An existing target's POSIX permissions are kept.</li>
 * </ul>
 * A file the user opened in the studio and saves keeps the editor's rule (saved through a link, as editors do, so
 * {@code .claude/skills → .agents/skills} keeps working): that is the studio's {@code AtomicWriter}, not this class.
 */
public final class ToolFileWriter {

    private static final String TEMP_PREFIX = ".cs-";

    private ToolFileWriter() {
    }

    /** Why a file was not written (or read): the message names the file and says what would be right. */
    public static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;

        /** A refusal saying {@code message}. */
        public Refused(String message) {
            super(message);
        }
    }

    /**
     * The target {@code name} in {@code folder}, checked as {@link #write} checks it before writing.
     *
     * @param folder an existing folder (a link naming it is followed: it is where the user pointed)
     * @param name   a path relative to {@code folder}, {@code /}-separated
     * @return the absolute target, inside {@code folder}'s real path
     * @throws Refused     if the target is a symbolic link or not a regular file, its path leaves {@code folder}, or a
     *                     folder on its way is a link or not a folder
     * @throws IOException if {@code folder} cannot be read
     */
    public static Path check(Path folder, String name) throws IOException {
        Path root = folder.toRealPath();
        Path relative = root.getFileSystem().getPath(name);
        Path target = root.resolve(relative).normalize();
        if (relative.isAbsolute() || !target.startsWith(root) || target.equals(root)) {
            throw new Refused("'" + name + "' leaves " + root + "; the tool writes only inside it");
        }
        Path step = root;
        for (Path part : root.relativize(target.getParent())) {
            if (part.toString().isEmpty()) {
                break; // the target is directly in the folder
            }
            step = step.resolve(part);
            if (!Files.exists(step, LinkOption.NOFOLLOW_LINKS)) {
                break; // created by write, as a folder
            }
            if (Files.isSymbolicLink(step) || !Files.isDirectory(step, LinkOption.NOFOLLOW_LINKS)) {
                throw new Refused(root.relativize(step) + " is " + (Files.isSymbolicLink(step) ? "a symbolic link"
                        : "not a folder") + "; the tool writes " + name + " only through real folders");
            }
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            var attributes = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (attributes.isSymbolicLink()) {
                throw new Refused(name + " is a symbolic link; the tool neither reads nor writes its own files through "
                        + "a link (replace the link by the file itself)");
            }
            if (!attributes.isRegularFile()) {
                throw new Refused(name + " is not a regular file (a folder, pipe, socket or device); the tool writes "
                        + "it only as a regular file");
            }
        }
        return target;
    }

    /**
     * Replaces (or creates) {@code name} in {@code folder} with {@code bytes}, as the class describes.
     *
     * @param folder an existing folder
     * @param name   a path relative to it; missing folders on the way are created
     * @param bytes  the whole new content
     * @return the file written
     * @throws Refused     for a target {@link #check} refuses; nothing is written
     * @throws IOException if it cannot be written; the original is then unchanged and no temporary file stays
     */
    public static Path write(Path folder, String name, byte[] bytes) throws IOException {
        Path target = check(folder, name);
        Files.createDirectories(target.getParent());
        Set<PosixFilePermission> permissions = Files.exists(target, LinkOption.NOFOLLOW_LINKS)
                && Files.getFileAttributeView(target, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS) != null
                ? Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS) : null;
        Path temporary = target.resolveSibling(TEMP_PREFIX
                + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong()) + ".tmp");
        try {
            try (var channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                var buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            if (permissions != null) {
                Files.setPosixFilePermissions(temporary, permissions);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return target;
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
