package dev.catalogstudio.app.files;

import dev.catalogstudio.model.text.TextFileReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * What a file was when a command read it: its size, modification time and the SHA-256 of its bytes. A write given a
 * stamp ({@link TextFiles#writeAtomically(Path, String, dev.catalogstudio.model.text.LineEnding, boolean, FileStamp)})
 * compares it with the file just before the atomic move (or before an in-place write begins), and refuses when
 * another program changed, replaced or deleted the file meanwhile: its change is never overwritten, and a deleted file
 * is never recreated. Take the stamp before reading the file, so a change between the stamp and the read is caught too.
 *
 * <p>The check and the move are two system calls: a change in the microseconds between them is not seen (no portable
 * file system offers a compare-and-swap rename). Used by {@code set}; the studio's save keeps its own conflict
 * handling.
 */
public final class FileStamp {

    private final long size;
    private final FileTime modified;
    private final byte[] sha256;

    private FileStamp(long size, FileTime modified, byte[] sha256) {
        this.size = size;
        this.modified = modified;
        this.sha256 = sha256;
    }

    /** The stamp of {@code path} now (a symbolic link is followed, as a save follows it). */
    public static FileStamp of(Path path) throws IOException {
        var attributes = Files.readAttributes(path, BasicFileAttributes.class);
        // A file too large to edit is never written; its size and time are stamp enough, and it is not read whole.
        boolean editable = attributes.isRegularFile() && attributes.size() <= TextFileReader.MAX_FULL_READ_BYTES;
        return new FileStamp(attributes.size(), attributes.lastModifiedTime(), editable ? digest(path) : null);
    }

    /**
     * Checks that {@code path} is still the file this stamp describes.
     *
     * @throws ChangedMeanwhileException if it was deleted, or its size, modification time or content differ
     * @throws IOException               if it cannot be read
     */
    public void verify(Path path) throws IOException {
        BasicFileAttributes now;
        try {
            now = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new ChangedMeanwhileException(path, "was deleted by another program after it was read; it is not "
                    + "recreated");
        }
        if (now.size() != size || !now.lastModifiedTime().equals(modified)) {
            throw new ChangedMeanwhileException(path, "was changed by another program after it was read ("
                    + (now.size() != size ? "its size" : "its modification time") + " differs); it is not overwritten");
        }
        if (sha256 == null) {
            return;
        }
        byte[] digest;
        try {
            digest = digest(path);
        } catch (NoSuchFileException e) {
            throw new ChangedMeanwhileException(path, "was deleted by another program after it was read; it is not "
                    + "recreated");
        }
        if (!Arrays.equals(digest, sha256)) {
            throw new ChangedMeanwhileException(path, "was changed by another program after it was read (its content "
                    + "differs); it is not overwritten");
        }
    }

    private static byte[] digest(Path path) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] buffer = new byte[64 * 1024];
            for (int n; (n = in.read(buffer)) > 0; ) {
                sha.update(buffer, 0, n);
            }
        }
        return sha.digest();
    }

    /** The file is no longer what was read: another program wrote, replaced or deleted it. */
    public static final class ChangedMeanwhileException extends IOException {
        private static final long serialVersionUID = 1L;

        ChangedMeanwhileException(Path path, String what) {
            super(path + " " + what);
        }
    }
}
