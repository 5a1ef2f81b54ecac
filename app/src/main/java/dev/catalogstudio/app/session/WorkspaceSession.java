package dev.catalogstudio.app.session;

import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.formats.Highlights;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.text.PlacedEdits;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The open workspace as the studio sees it: one {@link Workspace} driven from ONE serial {@link TaskExecutor}
 * (opening, every edit, every disk change), and the newest {@link Snapshot} published to the FX thread. Results carry
 * the snapshot version: an older snapshot than the one shown is dropped, and when several arrive before the FX thread
 * runs, only the newest is rendered. Edits to one path that queue up are coalesced: only the last text is parsed.
 *
 * <p>Panes never see the mutable {@link Workspace}: they call the named commands below, and the session does the file
 * system work itself, in order with every edit: reads through {@link TextFiles#read} (the model's bounded reader),
 * writes through {@link TextFiles}' atomic writer. Paths are {@code /}-separated, relative to the workspace root.
 *
 * <p>Properties are read and written, and commands called, on the FX thread only (the {@code fx} executor). A failure
 * shows in {@link #failureProperty()} (and the log) until the next command of the session succeeds.
 */
public final class WorkspaceSession {

    private static final System.Logger LOG = System.getLogger(WorkspaceSession.class.getName());

    /** Work on the model run on the background executor; returns the snapshot after it, or null if unchanged. */
    @FunctionalInterface
    interface ModelTask {
        Snapshot run(Workspace workspace) throws IOException;
    }

    private final TaskExecutor background;
    private final Executor fx;
    private final Navigation navigation = new Navigation();
    private final DiskChanges diskChanges;
    private OpenDocuments documents;
    private final Map<String, String> pendingTexts = new ConcurrentHashMap<>();
    private final Map<String, String> pendingHighlights = new ConcurrentHashMap<>();
    private final AtomicReference<Published> newest = new AtomicReference<>();
    private final AtomicBoolean renderQueued = new AtomicBoolean();
    private volatile Workspace workspace;
    private volatile long generation;
    /** Whether a failure was reported since the last success (any thread; the property itself is FX-only). */
    private volatile boolean failed;
    private long shownGeneration = -1;

    private record Published(long generation, Snapshot snapshot) {
        boolean isNewerThan(Published other) {
            return other == null || generation > other.generation
                    || generation == other.generation && snapshot.version() > other.snapshot.version();
        }
    }

    // Properties
    private final ObjectProperty<Snapshot> snapshot = new SimpleObjectProperty<>(this, "snapshot");
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress", 1);
    private final StringProperty progressText = new SimpleStringProperty(this, "progressText", "");
    private final StringProperty failure = new SimpleStringProperty(this, "failure");
    private final javafx.collections.ObservableList<InterruptedSave> interruptedSaves =
            javafx.collections.FXCollections.observableArrayList();
    /** One read-only view, kept: a view made per call would drop its listeners when it is collected. */
    private final javafx.collections.ObservableList<InterruptedSave> interruptedSavesView =
            javafx.collections.FXCollections.unmodifiableObservableList(interruptedSaves);

    /**
     * @param background the one serial executor for model and disk work
     * @param fx         runs a task on the FX thread ({@code Platform::runLater}; a direct executor in tests)
     */
    public WorkspaceSession(TaskExecutor background, Executor fx) {
        this(background, fx, false);
    }

    /**
     * @param background the one serial executor for model and disk work
     * @param fx         runs a task on the FX thread
     * @param watchDisk  whether {@link #open} watches the folder for changes made outside the studio
     */
    public WorkspaceSession(TaskExecutor background, Executor fx, boolean watchDisk) {
        this.background = background;
        this.fx = fx;
        this.diskChanges = watchDisk ? new DiskChanges(this) : null;
    }

    /** The shared selection and navigation service. */
    public Navigation navigation() {
        return navigation;
    }

    /** Who holds the open documents (the editor tabs); commands keep them in step with the disk. */
    public void setOpenDocuments(OpenDocuments documents) {
        this.documents = documents;
    }

    OpenDocuments openDocuments() {
        return documents;
    }

    /** The newest snapshot rendered; {@code null} until a workspace is open. */
    public ReadOnlyObjectProperty<Snapshot> snapshotProperty() {
        return snapshot;
    }

    public Snapshot getSnapshot() {
        return snapshot.get();
    }

    /** 0..1 while opening ({@code -1}: indeterminate), 1 when idle. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress;
    }

    /** The phase of the current long operation, e.g. {@code reading 120/4000}; empty when idle. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText;
    }

    /** The last failure, one line, e.g. {@code cannot open /x: no such folder}; {@code null} when none. */
    public ReadOnlyStringProperty failureProperty() {
        return failure;
    }

    /**
     * The backups interrupted saves left in the workspace, found when it opened (their temporary files are deleted
     * then); the studio offers each for recovery. Changed on the FX thread only; read-only.
     */
    public javafx.collections.ObservableList<InterruptedSave> interruptedSaves() {
        return interruptedSavesView;
    }

    /**
     * Ends the interrupted save {@code save}: {@code restore} puts the backup back over its file (which the model
     * then reads again); otherwise the backup is deleted and the file kept as it is.
     */
    public void recover(InterruptedSave save, boolean restore) {
        run("cannot recover " + (save.target() != null ? save.target() : save.backup()), ws -> {
            InterruptedSaves.recover(ws.root(), save, restore);
            fx.execute(() -> interruptedSaves.remove(save));
            Snapshot after = ws.delete(save.backup()).snapshot();
            if (restore) {
                after = ws.update(save.target(), TextFiles.read(ws.root().resolve(save.target())).text()).snapshot();
            }
            return after;
        });
    }

    /** The background executor, for pure computation off the FX thread (never the workspace). */
    public TaskExecutor background() {
        return background;
    }

    /** The executor that runs on the FX thread. */
    public Executor fx() {
        return fx;
    }

    // Commands

    /** Opens {@code root} in the background, reporting progress; the window stays responsive meanwhile. */
    public void open(Path root) {
        long gen = ++generation;
        pendingTexts.clear();
        pendingHighlights.clear();
        progress.set(-1);
        progressText.set("opening " + root.getFileName());
        var throttle = new ProgressThrottle();
        background.execute(() -> {
            try {
                var opened = Workspace.open(root, throttle);
                if (gen != generation) {
                    return;
                }
                var sweep = InterruptedSaves.sweep(opened.root(), opened.snapshot().files().keySet());
                sweep.removed().forEach(opened::delete);
                workspace = opened;
                publish(gen, opened.snapshot());
                fx.execute(() -> interruptedSaves.setAll(sweep.backups()));
                succeeded();
                if (diskChanges != null) {
                    diskChanges.watch(root);
                }
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot open " + root, e);
                failed = true;
                fx.execute(() -> {
                    progress.set(1);
                    progressText.set("");
                    failure.set("cannot open " + root + ": " + e.getMessage());
                });
            }
        });
    }

    /** Stops watching the disk (the window closes); queued work still runs. */
    public void close() {
        if (diskChanges != null) {
            diskChanges.stop();
        }
    }

    /** Sends the whole text of {@code path} to the model (a keystroke, an undo, a quick fix), coalescing per path. */
    public void update(String path, String text) {
        if (pendingTexts.put(path, text) != null) {
            return;
        }
        long gen = generation;
        background.execute(() -> {
            String latest = pendingTexts.remove(path);
            var ws = workspace;
            if (latest != null && ws != null && gen == generation) {
                publish(gen, ws.update(path, latest).snapshot());
                succeeded();
            }
        });
    }

    /**
     * Computes the model's highlighting of the editor text {@code text} of {@code path} on the background executor
     * (after any {@link #update} sent before it) and hands it to {@code onDone} on the FX thread with the text it is
     * of. For a document whose model text is {@code text} it is the highlighting of the snapshot's parse product (the
     * parse the rules read); for any other file the model reads the text by its name's syntax. Requests for one path
     * coalesce: the newest text wins, and a stale one is never computed.
     */
    public void highlight(String path, String text, java.util.function.BiConsumer<String, Highlighting> onDone) {
        if (pendingHighlights.put(path, text) != null) {
            return;
        }
        background.execute(() -> {
            String latest = pendingHighlights.remove(path);
            if (latest == null) {
                return;
            }
            var ws = workspace;
            var document = ws == null ? Optional.<dev.catalogstudio.model.workspace.LoadedDocument>empty()
                    : ws.snapshot().document(path);
            Highlighting highlighting = document.filter(d -> d.parsed() != null
                            && d.source().text().text().equals(latest)).map(d -> d.parsed().highlighting())
                    .orElseGet(() -> Highlights.of(EditorLanguage.ofFileName(path), SourceText.of(latest)));
            fx.execute(() -> onDone.accept(latest, highlighting));
        });
    }

    /**
     * Reads {@code path} from disk for an editor (through the model's bounded reader) and hands the result to
     * {@code onRead} on the FX thread; a file that cannot be read is a failure, and {@code onFailed} runs instead.
     */
    public void read(String path, java.util.function.Consumer<TextFiles.Loaded> onRead, Runnable onFailed) {
        run("cannot open " + path, ws -> {
            try {
                var loaded = TextFiles.read(ws.root().resolve(path));
                fx.execute(() -> onRead.accept(loaded));
                return null;
            } catch (IOException | RuntimeException e) {
                fx.execute(onFailed);
                throw e;
            }
        });
    }

    /**
     * Saves {@code lfText} to {@code path} atomically with {@code lineEnding} and {@code bom} (creating its folder if
     * it was deleted), then runs {@code onSaved} on the FX thread. The model already holds the text (typing sent it).
     */
    public void save(String path, String lfText, LineEnding lineEnding, boolean bom, Runnable onSaved) {
        run("cannot save " + path, ws -> {
            Path file = ws.root().resolve(path);
            Files.createDirectories(file.getParent());
            TextFiles.writeAtomically(file, lfText, lineEnding, bom);
            fx.execute(onSaved);
            return null;
        });
    }

    /** The model drops any unsaved text of {@code path} and parses the file as it is on disk again. */
    public void reload(String path) {
        run("cannot reload " + path, ws -> {
            Path file = ws.root().resolve(path);
            if (!Files.isRegularFile(file)) {
                return null; // Gone: the watcher reports it.
            }
            var disk = TextFiles.read(file);
            return disk.isReadOnly() ? null : ws.update(path, disk.text()).snapshot();
        });
    }

    /**
     * Creates a new catalog entry: writes each of {@code files} (path to LF text, in iteration order, the first being
     * the main file) as a
     * new file, atomically, tells the model, then opens the first file through {@link #navigation()}. Nothing is
     * overwritten: a file that exists fails the command.
     */
    public void create(Map<String, String> files) {
        if (files.isEmpty()) {
            return;
        }
        String first = files.keySet().iterator().next();
        run("cannot create " + first, ws -> {
            Snapshot after = null;
            for (var file : files.entrySet()) {
                TextFiles.createNew(ws.root().resolve(file.getKey()), file.getValue());
                after = ws.update(file.getKey(), file.getValue()).snapshot();
            }
            fx.execute(() -> navigation.open(first, null, "create"));
            return after;
        });
    }

    /**
     * Renames the file or folder at {@code path} to {@code newName} in the same folder, on disk and in the model. Open
     * documents follow first (before the disk is touched, so no keystroke reaches the model under the old path after
     * the model dropped it), and are pointed back if the move fails; their unsaved texts are what the model parses
     * under the new paths.
     *
     * @throws IllegalArgumentException if {@code newName} is empty, {@code ..}, or holds a path separator
     */
    public void rename(String path, String newName) {
        if (newName.isBlank() || newName.contains("/") || newName.contains("\\") || newName.equals("..")) {
            throw new IllegalArgumentException("not a file name: " + newName);
        }
        var snapshot = getSnapshot();
        if (snapshot == null) {
            return;
        }
        int slash = path.lastIndexOf('/');
        String target = (slash < 0 ? "" : path.substring(0, slash + 1)) + newName;
        var moved = under(snapshot, path);
        var unsaved = documents == null ? Map.<String, String>of() : Map.copyOf(documents.retarget(path, target));
        run("cannot rename " + path, ws -> {
            Path root = ws.root();
            try {
                Files.move(root.resolve(path), root.resolve(target));
            } catch (IOException | RuntimeException e) {
                if (documents != null) {
                    fx.execute(() -> documents.retarget(target, path));
                }
                throw e;
            }
            Snapshot after = null;
            for (String old : moved) {
                after = ws.delete(old).snapshot();
            }
            for (String old : moved) {
                String now = target + old.substring(path.length());
                String text = unsaved.get(now);
                after = ws.update(now, text != null ? text : TextFiles.read(root.resolve(now)).text()).snapshot();
            }
            return after;
        });
    }

    /** Deletes the file or folder at {@code path} (recursively), on disk and in the model. */
    public void delete(String path) {
        var snapshot = getSnapshot();
        if (snapshot == null) {
            return;
        }
        var gone = under(snapshot, path);
        run("cannot delete " + path, ws -> {
            Path target = ws.root().resolve(path);
            if (Files.isDirectory(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                try (var walk = Files.walk(target)) {
                    for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            } else {
                Files.deleteIfExists(target);
            }
            Snapshot after = null;
            for (String old : gone) {
                after = ws.delete(old).snapshot();
            }
            return after;
        });
    }

    /**
     * Applies {@code fix} to the document at {@code path}: the one quick-fix command, whether chosen in the problems
     * panel or in the editor's hover / Ctrl+. card. With an editor pane, its document (opened if needed) takes the fix
     * as one undoable change that reaches the model like a keystroke; without one (the command line, tests), the edits
     * are placed by line and column on the model's text and sent as an update.
     */
    public void applyFix(String path, QuickFix fix) {
        if (documents != null) {
            documents.applyFix(path, fix);
            return;
        }
        var snapshot = getSnapshot();
        var text = snapshot == null ? null : snapshot.text(path).orElse(null);
        if (text != null) {
            update(path, applyByPosition(LineEnding.toLf(text.text()), fix));
        }
    }

    /**
     * {@code lfText} with {@code fix} applied, each edit placed by its range's line and column
     * ({@link PlacedEdits}): the placement the editor uses too, so both paths give the same text.
     *
     * @throws IllegalArgumentException if two edits overlap
     */
    public static String applyByPosition(String lfText, QuickFix fix) {
        return PlacedEdits.apply(lfText, fix.edits());
    }

    /** The workspace files at or below {@code path} (a file, or a folder and everything in it). */
    public static List<String> under(Snapshot snapshot, String path) {
        var result = new ArrayList<String>();
        if (snapshot.files().containsKey(path)) {
            result.add(path);
        }
        result.addAll(snapshot.filesUnder(path).keySet());
        return result;
    }

    /**
     * Runs {@code task} (disk work and the model edits it implies) in order with every other edit. A failure is
     * logged and shown as {@code what: reason}; success clears the failure shown.
     */
    void run(String what, ModelTask task) {
        long gen = generation;
        background.execute(() -> {
            var ws = workspace;
            if (ws == null || gen != generation) {
                return;
            }
            try {
                var after = task.run(ws);
                if (after != null) {
                    publish(gen, after);
                }
                succeeded();
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, what, e);
                String reason = e.getMessage() == null ? e.toString() : e.getMessage();
                failed = true;
                fx.execute(() -> failure.set(what + ": " + reason));
            }
        });
    }

    /** The newest workspace, for the disk-change handler on the background executor. */
    Workspace workspace() {
        return workspace;
    }

    /** Clears the failure shown; posts to the FX thread only when one was reported (not on every keystroke). */
    private void succeeded() {
        if (!failed) {
            return;
        }
        failed = false;
        fx.execute(() -> {
            if (failure.get() != null) {
                failure.set(null);
            }
        });
    }

    // Publishing

    private void publish(long gen, Snapshot result) {
        newest.accumulateAndGet(new Published(gen, result), (old, now) -> now.isNewerThan(old) ? now : old);
        if (renderQueued.compareAndSet(false, true)) {
            fx.execute(this::render);
        }
    }

    private void render() {
        renderQueued.set(false);
        var latest = newest.get();
        if (latest == null) {
            return;
        }
        var shown = snapshot.get();
        boolean stale = shown != null && !latest.isNewerThan(new Published(shownGeneration, shown));
        if (!stale) {
            shownGeneration = latest.generation();
            progress.set(1);
            progressText.set("");
            snapshot.set(latest.snapshot());
        }
    }

    /** Forwards model progress to the FX thread at most every 50 ms. */
    private final class ProgressThrottle implements ProgressListener {
        private long last;

        @Override
        public void progress(int done, int total, String what) {
            long now = System.nanoTime();
            if (now - last < 50_000_000L && done < total) {
                return;
            }
            last = now;
            double value = total <= 0 ? -1 : (double) done / total;
            String text = what + " " + done + "/" + total;
            fx.execute(() -> {
                if (snapshot.get() == null || progress.get() < 1) {
                    progress.set(value >= 1 ? 0.99 : value);
                    progressText.set(text);
                }
            });
        }
    }
}
