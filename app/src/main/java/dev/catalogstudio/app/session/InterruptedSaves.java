package dev.catalogstudio.app.session;

import dev.catalogstudio.app.files.AtomicWriter;
import dev.catalogstudio.model.format.CatalogLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What a save that never finished (the studio killed, the machine down) leaves in the workspace, found when it opens.
 *
 * <p>{@link AtomicWriter} leaves two kinds of file. A temporary file {@code .cs-<16 hex>.tmp} of a replacing save:
 * the move over the target never happened, so the target is as it was before that save, and the temporary file is
 * deleted. A backup {@code .cs-<16 hex>.bak} of an in-place save: the target may hold a part of the new text, or all
 * of it (the process died after writing but before deleting the backup), and only the user can tell; it is offered
 * for recovery ({@link InterruptedSave}), never restored or deleted unasked.
 */
final class InterruptedSaves {

    private static final Pattern NAME = Pattern.compile("\\.cs-[0-9a-f]{16}\\.(tmp|bak)");

    private InterruptedSaves() {
    }

    /**
     * The result of a sweep.
     *
     * @param removed the temporary files deleted, workspace-relative paths
     * @param backups the backups to offer, sorted by path
     */
    record Sweep(List<String> removed, List<InterruptedSave> backups) {
    }

    /**
     * Deletes the temporary files and lists the backups among {@code files}.
     *
     * @param root  the workspace folder
     * @param files every file of the workspace, {@code /}-separated paths relative to {@code root}
     * @throws IOException if a temporary file cannot be deleted
     */
    static Sweep sweep(Path root, Collection<String> files) throws IOException {
        var removed = new ArrayList<String>();
        var backups = new ArrayList<InterruptedSave>();
        Map<String, String> backupOf = null; // backup path -> target path, built on the first backup found
        for (String path : files) {
            String name = CatalogLayout.fileName(path);
            if (!name.startsWith(AtomicWriter.TEMP_PREFIX) || !NAME.matcher(name).matches()) {
                continue;
            }
            Path file = root.resolve(path);
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            if (name.endsWith(".tmp")) {
                Files.deleteIfExists(file);
                removed.add(path);
            } else {
                if (backupOf == null) {
                    backupOf = backupNames(files);
                }
                backups.add(new InterruptedSave(path, backupOf.get(path),
                        Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).toInstant()));
            }
        }
        backups.sort(java.util.Comparator.comparing(InterruptedSave::backup));
        return new Sweep(List.copyOf(removed), List.copyOf(backups));
    }

    /** The backup path each file would have, mapped back to that file. */
    private static Map<String, String> backupNames(Collection<String> files) {
        var result = new HashMap<String, String>();
        for (String path : files) {
            String folder = CatalogLayout.folderOf(path);
            result.put(CatalogLayout.join(folder, AtomicWriter.backupName(CatalogLayout.fileName(path))), path);
        }
        return result;
    }

    /**
     * Ends an interrupted save: with {@code restore}, the backup's bytes replace the target (by an atomic save, which
     * keeps the target's permissions) and the backup is deleted; without, the backup is deleted and the target kept.
     *
     * @throws IOException if the target cannot be written or the backup deleted; the backup is then kept
     */
    static void recover(Path root, InterruptedSave save, boolean restore) throws IOException {
        Path backup = root.resolve(save.backup());
        if (restore) {
            if (save.target() == null) {
                throw new IOException("the file this backup was made of is gone; nothing to restore it to");
            }
            byte[] bytes = Files.readAllBytes(backup);
            AtomicWriter.replace(root.resolve(save.target()), bytes);
        }
        Files.delete(backup);
    }
}
