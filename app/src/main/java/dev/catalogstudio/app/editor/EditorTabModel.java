package dev.catalogstudio.app.editor;

import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.LineEnding;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One open file: its path, its text as the editor holds it (LF, no BOM), the text last saved or loaded, and how to
 * write it back (line ending, BOM). A file that is not UTF-8, not text, or too large to read whole is read-only: the
 * studio never rewrites its bytes.
 */
public final class EditorTabModel {

    private final StringProperty path = new SimpleStringProperty(this, "path");
    private LineEnding lineEnding;
    private boolean bom;
    private final String readOnly;
    /** The resolution layer of a layer file ({@code acme/dates@main}), {@code null} for a workspace file. */
    private final String layer;
    private Consumer<QuickFix> fixApplier = this::applyFixToText;

    // Properties
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final StringProperty savedText = new SimpleStringProperty(this, "savedText", "");
    private final ObjectProperty<List<Diagnostic>> diagnostics = new SimpleObjectProperty<>(this, "diagnostics",
            List.of());
    private final ObjectProperty<TextFiles.Loaded> diskConflict = new SimpleObjectProperty<>(this, "diskConflict");
    private final ObjectProperty<Highlighted> highlighting = new SimpleObjectProperty<>(this, "highlighting");
    private final BooleanProperty deletedOnDisk = new SimpleBooleanProperty(this, "deletedOnDisk");
    private final StringProperty folderHint = new SimpleStringProperty(this, "folderHint", "");
    private final BooleanBinding dirty;
    private final StringBinding title;

    /**
     * @param path   {@code /}-separated, relative to the workspace root
     * @param loaded the file as read ({@link TextFiles.Loaded#isReadOnly() read-only} when it must not be rewritten)
     */
    public EditorTabModel(String path, TextFiles.Loaded loaded) {
        this(path, loaded, null);
    }

    /**
     * A tab of a file of a resolution layer other than the workspace (a fetched repository's file): shown under its
     * layer path ({@code acme/dates@main:skills/dates/SKILL.md}), always read-only, its title naming the layer.
     *
     * @param path   {@code /}-separated, relative to the workspace root, or a layer path ({@code <layer>:<path>})
     * @param loaded the file as read; must be read-only when {@code layer} is given
     * @param layer  the layer's id, e.g. {@code acme/dates@main}; {@code null} for a workspace file
     * @throws IllegalArgumentException if {@code layer} is given and {@code loaded} is editable
     */
    public EditorTabModel(String path, TextFiles.Loaded loaded, String layer) {
        if (layer != null && !loaded.isReadOnly()) {
            throw new IllegalArgumentException("a layer file is read-only: " + path);
        }
        this.layer = layer;
        this.path.set(Objects.requireNonNull(path));
        this.readOnly = loaded.readOnly();
        this.lineEnding = loaded.lineEnding();
        this.bom = loaded.bom();
        text.set(loaded.text());
        savedText.set(loaded.text());
        dirty = Bindings.createBooleanBinding(() -> readOnly == null && !text.get().equals(savedText.get()), text,
                savedText);
        title = Bindings.createStringBinding(() -> fileName()
                + (folderHint.get().isEmpty() ? "" : " \u2014 " + folderHint.get())
                + (layer != null ? " \u2014 " + layer + " (read-only)" : "")
                + (dirty.get() ? " \u2022" : ""), dirty, this.path, folderHint);
    }

    /** {@code /}-separated, relative to the workspace root; changes when the file is renamed or moved. */
    public String path() {
        return path.get();
    }

    /** The path, observable: a rename in the tree retargets the tab (its title and save target follow). */
    public javafx.beans.property.ReadOnlyStringProperty pathProperty() {
        return path;
    }

    /** The last segment of the path, e.g. {@code SKILL.md}. */
    public String fileName() {
        String p = path.get();
        if (layer != null && p.startsWith(layer + ":")) {
            p = p.substring(layer.length() + 1);
        }
        return p.substring(p.lastIndexOf('/') + 1);
    }

    /**
     * The resolution layer this file belongs to when it is not the workspace's, e.g. {@code acme/dates@main} for a
     * fetched repository: such a tab is read-only and never saved; {@code null} for a workspace file.
     */
    public String layer() {
        return layer;
    }

    /** The text last saved or loaded: what the tab believes the disk holds. */
    public String savedText() {
        return savedText.get();
    }

    public LineEnding lineEnding() {
        return lineEnding;
    }

    public boolean bom() {
        return bom;
    }

    public boolean isReadOnly() {
        return readOnly != null;
    }

    /** Why the tab is read-only, one sentence for its banner; {@code null} when it is editable. */
    public String readOnlyReason() {
        return readOnly;
    }

    /** The text in the editor. */
    public StringProperty textProperty() {
        return text;
    }

    public String getText() {
        return text.get();
    }

    /** Whether the text differs from the file as last loaded or saved. */
    public BooleanBinding dirtyProperty() {
        return dirty;
    }

    public boolean isDirty() {
        return dirty.get();
    }

    /**
     * The file name, then {@code — folder} while another open tab has the same name (see {@link #folderHint}), then
     * for a layer file {@code — <layer> (read-only)}, then {@code •} while dirty: {@code SKILL.md — metrics-query •},
     * {@code SKILL.md — dates — acme/dates@main (read-only)}.
     */
    public StringBinding titleProperty() {
        return title;
    }

    /**
     * The end of the folder path that tells this tab from the other open tabs of the same file name (as few segments
     * as do it: {@code metrics-query}, or {@code a/skills/x} when {@code x} is not enough; {@code /} for a file at the
     * root); empty when no other open tab has its name. Kept up to date by {@link #showFoldersWhereNamesCollide}.
     */
    public javafx.beans.property.ReadOnlyStringProperty folderHintProperty() {
        return folderHint;
    }

    /**
     * Gives each of {@code open} its {@link #folderHintProperty() folder hint}: empty for a tab whose file name no
     * other tab of {@code open} has, else the shortest end of its folder path that no other tab of that name shares.
     * Call it whenever tabs open, close or are renamed.
     */
    public static void showFoldersWhereNamesCollide(List<EditorTabModel> open) {
        var byName = new java.util.HashMap<String, List<EditorTabModel>>();
        for (var tab : open) {
            byName.computeIfAbsent(tab.fileName(), n -> new java.util.ArrayList<>()).add(tab);
        }
        for (var same : byName.values()) {
            for (var tab : same) {
                tab.folderHint.set(same.size() < 2 ? "" : distinguishingFolder(tab.path(), same.stream()
                        .filter(t -> t != tab).map(EditorTabModel::path).toList()));
            }
        }
    }

    /** The fewest last folder segments of {@code path} that end none of {@code others}' folders in the same way. */
    static String distinguishingFolder(String path, List<String> others) {
        var mine = folders(path);
        if (mine.isEmpty()) {
            return "/";
        }
        for (int k = 1; k <= mine.size(); k++) {
            var tail = mine.subList(mine.size() - k, mine.size());
            boolean unique = true;
            for (String other : others) {
                var theirs = folders(other);
                if (theirs.size() >= k && theirs.subList(theirs.size() - k, theirs.size()).equals(tail)) {
                    unique = false;
                    break;
                }
            }
            if (unique) {
                return String.join("/", tail);
            }
        }
        return String.join("/", mine);
    }

    private static List<String> folders(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? List.of() : List.of(path.substring(0, slash).split("/"));
    }

    /**
     * The model's diagnostics for this file, as of the newest snapshot rendered. Set only when the session's update
     * says this file's diagnostics changed (and they differ): the per-file signal on which the editor restyles its
     * underlines; an edit elsewhere leaves it alone.
     */
    public ObjectProperty<List<Diagnostic>> diagnosticsProperty() {
        return diagnostics;
    }

    /**
     * The model's highlighting of a text of this tab.
     *
     * @param text         the text it is of (the editor shows it only while that is still its text)
     * @param highlighting spans over {@code text}
     */
    public record Highlighted(String text, Highlighting highlighting) {
    }

    /** The model's newest highlighting of the tab's text, computed off the FX thread; {@code null} before the first. */
    public ObjectProperty<Highlighted> highlightingProperty() {
        return highlighting;
    }

    /** The file as changed on disk behind a dirty tab's back, awaiting the user's choice; {@code null} when none. */
    public ObjectProperty<TextFiles.Loaded> diskConflictProperty() {
        return diskConflict;
    }

    /** Whether the file was deleted on disk while open. */
    public BooleanProperty deletedOnDiskProperty() {
        return deletedOnDisk;
    }

    // Commands

    /**
     * Applies {@code fix} as one change: through the tab's editor when one shows it (one undo step), else on the
     * text, placed by line and column like the editor does. A read-only tab is left alone.
     */
    public void applyFix(QuickFix fix) {
        if (!isReadOnly()) {
            fixApplier.accept(fix);
        }
    }

    /** Who applies quick fixes: the editor showing this tab ({@code null}: the text itself). */
    void setFixApplier(Consumer<QuickFix> applier) {
        this.fixApplier = applier == null ? this::applyFixToText : applier;
    }

    private void applyFixToText(QuickFix fix) {
        text.set(WorkspaceSession.applyByPosition(text.get(), fix));
    }

    /** Points the tab at {@code newPath} (its file was renamed or moved), keeping its text and unsaved changes. */
    public void retarget(String newPath) {
        path.set(Objects.requireNonNull(newPath));
    }

    /** Records that {@code saved} is now what the disk holds. */
    public void markSaved(String saved) {
        savedText.set(saved);
        deletedOnDisk.set(false);
    }

    /** Replaces the text with the file as now on disk, keeping its new line ending and BOM. */
    public void reload(TextFiles.Loaded loaded) {
        lineEnding = loaded.lineEnding();
        bom = loaded.bom();
        savedText.set(loaded.text());
        text.set(loaded.text());
        diskConflict.set(null);
        deletedOnDisk.set(false);
    }

    /** Keeps the editor's text over a changed file on disk: the next save overwrites it. */
    public void keepMine() {
        var disk = diskConflict.get();
        if (disk != null) {
            savedText.set(disk.text());
            diskConflict.set(null);
        }
    }
}
