package dev.catalogstudio.app.editor;

import dev.catalogstudio.app.session.Coalescer;
import dev.catalogstudio.app.session.LayerFiles;
import dev.catalogstudio.app.session.OpenDocuments;
import dev.catalogstudio.app.session.SnapshotUpdate;
import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.text.Range;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The open files. Every change of a tab's text goes to {@link WorkspaceSession#update} (a keystroke, an undo, a quick
 * fix, a reload); every rendered snapshot hands its new diagnostics to the tabs whose diagnostics it changed (the
 * session's {@link SnapshotUpdate}), and only to those: a tab's {@link EditorTabModel#diagnosticsProperty()} changes,
 * and its editor restyles its underlines, only when the model's diagnostics of that file did. Tabs open on the session's navigation
 * requests; reading and saving are session commands; tab state changes on the FX thread. The session reaches the tabs
 * through {@link OpenDocuments} (renames, disk changes, quick fixes).
 */
public final class EditorTabsViewModel implements OpenDocuments {

    /** A request to show {@code range} (or just the tab when {@code null}) of {@code tab}. */
    public record Reveal(EditorTabModel tab, Range range) {

        /** Identity: showing the same place again (F8 on the only problem) is a new event for the listeners. */
        @Override
        public boolean equals(Object other) {
            return this == other;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    private final WorkspaceSession session;
    private final java.util.Map<EditorTabModel, Coalescer.Requests> highlightRequests = new java.util.HashMap<>();

    // Properties
    private final ObservableList<EditorTabModel> tabs = FXCollections.observableArrayList(
            t -> new javafx.beans.Observable[] {t.dirtyProperty()});
    private final ObjectProperty<EditorTabModel> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObjectProperty<Reveal> reveal = new SimpleObjectProperty<>(this, "reveal");
    private final BooleanBinding anyDirty = Bindings.createBooleanBinding(
            () -> tabs.stream().anyMatch(EditorTabModel::isDirty), tabs);
    private final BooleanBinding selectedDirty = Bindings.createBooleanBinding(
            () -> selected.get() != null && selected.get().isDirty(), selected, tabs);

    public EditorTabsViewModel(WorkspaceSession session) {
        this.session = session;
        session.updateProperty().addListener((o, old, now) -> render(now));
        session.setOpenDocuments(this);
        var navigation = session.navigation();
        navigation.requestProperty().addListener((o, old, now) -> {
            if (now != null) {
                open(now.path(), now.range());
            }
        });
        selected.addListener((o, old, now) -> navigation.currentPathProperty().set(now == null ? null : now.path()));
    }

    public ObservableList<EditorTabModel> tabs() {
        return tabs;
    }

    public ObjectProperty<EditorTabModel> selectedProperty() {
        return selected;
    }

    /** The last navigation request; the view selects the tab and moves the caret. */
    public ObjectProperty<Reveal> revealProperty() {
        return reveal;
    }

    public BooleanBinding anyDirtyProperty() {
        return anyDirty;
    }

    public BooleanBinding selectedDirtyProperty() {
        return selectedDirty;
    }

    /** The tab of {@code path}, if open. */
    public Optional<EditorTabModel> tab(String path) {
        return tabs.stream().filter(t -> t.path().equals(path)).findFirst();
    }

    // Commands

    /**
     * Opens {@code path} (or selects its tab) and reveals {@code range} in it ({@code null}: just show it). Panes ask
     * through {@code session.navigation().open(...)}, which lands here.
     */
    void open(String path, Range range) {
        show(path, range, true, null);
    }

    /**
     * The session's quick-fix command lands here, from the problems panel and from the editor's hover alike: the
     * tab of {@code path} (opened first if needed) applies the fix as one change.
     */
    @Override
    public void applyFix(String path, QuickFix fix) {
        show(path, null, false, fix);
    }

    /** A file being read for a new tab: where to show it, and the quick fixes waiting for the tab. */
    private static final class Opening {
        Range range;
        /** Whether {@link #range} was asked for after a fix, so it names a place in the fixed text. */
        boolean rangeAfterFixes;
        final List<QuickFix> fixes = new ArrayList<>();
    }

    private final java.util.Map<String, Opening> opening = new java.util.HashMap<>();

    private void show(String path, Range range, boolean navigate, QuickFix fix) {
        var open = tab(path);
        if (open.isPresent()) {
            if (navigate) {
                selected.set(open.get());
                reveal.set(new Reveal(open.get(), range));
            }
            if (fix != null) {
                open.get().applyFix(fix);
            }
            return;
        }
        var pending = opening.get(path);
        boolean first = pending == null;
        if (first) {
            pending = new Opening();
            opening.put(path, pending);
        }
        if (navigate) {
            pending.range = range;
            pending.rangeAfterFixes = !pending.fixes.isEmpty();
        }
        if (fix != null) {
            pending.fixes.add(fix);
        }
        if (first) {
            // One read per file, however many requests arrive while it runs.
            // The model's highlighting comes with the text, in the same task: the editor's first frame is in colour
            // and its paragraphs are built once (not plain, then again when the colours came a hop later).
            session.read(path, loaded -> session.highlighting(path, loaded.text()), (loaded, highlighting) -> {
                var tab = new EditorTabModel(path, loaded, loaded.isReadOnly()
                        ? LayerFiles.locate(session.getSnapshot(), path).map(f -> f.layer().id()).orElse(null) : null);
                tab.highlightingProperty().set(new EditorTabModel.Highlighted(loaded.text(), highlighting));
                added(tab);
            }, () -> opening.remove(path));
        }
    }

    private void added(EditorTabModel tab) {
        var pending = opening.remove(tab.path());
        if (pending == null || tab(tab.path()).isPresent()) {
            return; // The workspace was closed meanwhile, or the tab exists.
        }
        tabs.add(tab);
        tab.textProperty().addListener((o, old, now) -> {
            session.update(tab.path(), now);
            highlight(tab);
        });
        var snapshot = session.getSnapshot();
        var modelText = snapshot == null ? Optional.<String>empty() : snapshot.text(tab.path()).map(t -> t.text());
        if (!tab.isReadOnly() && !modelText.equals(Optional.of(tab.getText()))) {
            // CRLF, a BOM, or a change since the scan: let the model parse exactly the editor's text, so that
            // diagnostic offsets and quick-fix edits match it.
            session.update(tab.path(), tab.getText());
        }
        if (snapshot != null) {
            tab.diagnosticsProperty().set(snapshot.diagnostics(tab.path()));
        }
        var highlighted = tab.highlightingProperty().get();
        if (highlighted == null || !highlighted.text().equals(tab.getText())) {
            highlight(tab);
        }
        selected.set(tab);
        // In the order asked: a place asked for after a fix (Bump's "type the entry here") is in the fixed text.
        if (pending.rangeAfterFixes) {
            pending.fixes.forEach(tab::applyFix);
            reveal.set(new Reveal(tab, pending.range));
        } else {
            reveal.set(new Reveal(tab, pending.range));
            pending.fixes.forEach(tab::applyFix);
        }
    }

    /** Saves {@code tab} atomically with its line ending and BOM; a read-only tab is never written. */
    public void save(EditorTabModel tab) {
        if (tab == null || tab.isReadOnly() || !tab.isDirty() && !tab.deletedOnDiskProperty().get()) {
            return;
        }
        String text = tab.getText();
        session.save(tab.path(), text, tab.lineEnding(), tab.bom(), () -> tab.markSaved(text));
    }

    /** Saves every dirty tab. */
    public void saveAll() {
        new ArrayList<>(tabs).forEach(this::save);
    }

    /**
     * The file or folder {@code from} was renamed to {@code to}: every tab of a file at or below it follows (path,
     * title, save target), keeping its text, unsaved changes and undo history. Returns the unsaved texts of the moved
     * tabs by their NEW path, for the model to parse instead of the disk text.
     */
    @Override
    public java.util.Map<String, String> retarget(String from, String to) {
        var unsaved = new java.util.LinkedHashMap<String, String>();
        for (var tab : tabs) {
            String p = tab.path();
            if (p.equals(from) || p.startsWith(from + "/")) {
                String now = to + p.substring(from.length());
                tab.retarget(now);
                if (tab.isDirty()) {
                    unsaved.put(now, tab.getText());
                }
            }
        }
        var now = selected.get();
        session.navigation().currentPathProperty().set(now == null ? null : now.path());
        return unsaved;
    }

    /** The texts of the dirty, editable tabs by path: what a dependency fetch reads instead of their files. */
    @Override
    public java.util.Map<String, String> unsavedTexts() {
        var unsaved = new java.util.LinkedHashMap<String, String>();
        for (var tab : tabs) {
            if (tab.isDirty() && !tab.isReadOnly()) {
                unsaved.put(tab.path(), tab.getText());
            }
        }
        return unsaved;
    }

    /** Closes {@code tab} without asking (the view asks first when it is dirty). */
    public void close(EditorTabModel tab) {
        int index = tabs.indexOf(tab);
        tabs.remove(tab);
        var requests = highlightRequests.remove(tab);
        if (requests != null) {
            requests.supersede();
        }
        if (selected.get() == tab) {
            selected.set(tabs.isEmpty() ? null : tabs.get(Math.max(0, index - 1)));
        }
        if (tab.isDirty()) {
            // Its unsaved text leaves the model too: the model shows the disk again.
            session.reload(tab.path());
        }
    }

    /** Closes every tab (a new workspace opens). */
    public void closeAll() {
        opening.clear();
        tabs.clear();
        highlightRequests.values().forEach(Coalescer.Requests::supersede);
        highlightRequests.clear();
        selected.set(null);
    }

    /**
     * The file {@code path} changed on disk (not by this tab's save). An unmodified tab reloads; a modified one
     * raises a conflict for the user to resolve. Returns whether the model should take the disk text.
     */
    @Override
    public boolean diskChanged(String path, TextFiles.Loaded disk) {
        var open = tab(path);
        if (open.isEmpty()) {
            return true;
        }
        var tab = open.get();
        if (disk.text().equals(tab.getText())) {
            tab.markSaved(disk.text());
            return false;
        }
        if (tab.isDirty() && disk.text().equals(tab.savedText())) {
            // The disk still holds what the tab was loaded from (a touch, or the file renamed under the tab):
            // nothing to choose between; the model keeps the editor's text.
            return false;
        }
        if (!tab.isDirty()) {
            tab.reload(disk);
            return false;
        }
        tab.diskConflictProperty().set(disk);
        return false;
    }

    /** The file {@code path} was deleted on disk: an open tab keeps its text, marked so that Save recreates it. */
    @Override
    public void diskDeleted(String path) {
        tab(path).ifPresent(t -> t.deletedOnDiskProperty().set(true));
    }

    /** Resolves a conflict by taking the disk's version. */
    public void reloadFromDisk(EditorTabModel tab) {
        var disk = tab.diskConflictProperty().get();
        if (disk != null) {
            tab.reload(disk);
        }
    }

    /** Resolves a conflict by keeping the editor's text. */
    public void keepMine(EditorTabModel tab) {
        tab.keepMine();
    }

    /**
     * Asks the model for the highlighting of the tab's current text, on the session's background executor after the
     * keystroke's update; the newest request of a tab wins (a superseded one never runs or is dropped).
     */
    private void highlight(EditorTabModel tab) {
        String text = tab.getText();
        String path = tab.path();
        highlightRequests.computeIfAbsent(tab, t -> new Coalescer.Requests(session.background(), session.fx()))
                .submit(() -> session.highlighting(path, text), highlighting -> {
                    if (tabs.contains(tab)) {
                        tab.highlightingProperty().set(new EditorTabModel.Highlighted(text, highlighting));
                    }
                });
    }

    // Rendering

    private void render(SnapshotUpdate update) {
        if (update == null) {
            return;
        }
        for (var tab : tabs) {
            if (!update.diagnosticsChanged(tab.path())) {
                continue;
            }
            var now = update.snapshot().diagnostics(tab.path());
            if (!now.equals(tab.diagnosticsProperty().get())) {
                tab.diagnosticsProperty().set(now);
            }
        }
    }

}
