package dev.catalogstudio.app.session;

import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.model.diag.QuickFix;
import java.util.Map;

/**
 * What the session needs from the pane that holds open documents (the editor tabs), so that its commands keep open
 * buffers and disk in step without the session knowing the pane. Every method runs on the FX thread. Paths are
 * {@code /}-separated, relative to the workspace root.
 */
public interface OpenDocuments {

    /**
     * The file or folder {@code from} is being renamed to {@code to}: every open document at or below it follows,
     * keeping its text and undo history. Called BEFORE the disk is touched (and again with the paths swapped if the
     * move fails).
     *
     * @return the unsaved texts of the moved documents by their NEW path, for the model to parse instead of the disk
     */
    Map<String, String> retarget(String from, String to);

    /**
     * {@code path} changed on disk, not by a save of ours. An unmodified document reloads, a modified one raises a
     * conflict.
     *
     * @return whether the model should take the disk text
     */
    boolean diskChanged(String path, TextFiles.Loaded disk);

    /** {@code path} was deleted on disk: an open document keeps its text, marked so that a save recreates it. */
    void diskDeleted(String path);

    /**
     * Applies {@code fix} to the open document of {@code path} (opening it first when needed) as one undoable change
     * that flows to the model like a keystroke; a read-only document is left alone.
     */
    void applyFix(String path, QuickFix fix);

    /**
     * The texts of the open documents that differ from their files, by path: what a dependency fetch reads instead
     * of the disk, so that it fetches what the user sees.
     */
    default Map<String, String> unsavedTexts() {
        return Map.of();
    }
}
