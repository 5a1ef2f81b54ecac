package dev.catalogstudio.app.session;

import dev.catalogstudio.app.files.TextFiles;
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
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
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
 * runs, only the newest is rendered (through one {@link Coalescer}). Edits to one path that queue up are coalesced:
 * only the last text is parsed. With each rendered snapshot the session publishes what changed since the one rendered
 * before ({@link #updateProperty()}, a {@link SnapshotUpdate}: the union of the model's per-edit change records), so
 * that a pane touches only the documents and diagnostics that changed.
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
        Snapshot run(Edits workspace) throws IOException;
    }

    /**
     * The workspace as a command on the background executor changes it: each edit's change record
     * ({@code Workspace.Update}) is kept, so that the {@link SnapshotUpdate} published after the command names every
     * document and diagnostic it changed, not only those of its last edit.
     */
    static final class Edits {
        private final Workspace workspace;
        private final Set<String> documents = new TreeSet<>();
        private final Set<String> diagnostics = new TreeSet<>();

        Edits(Workspace workspace) {
            this.workspace = workspace;
        }

        Path root() {
            return workspace.root();
        }

        Snapshot snapshot() {
            return workspace.snapshot();
        }

        /** {@code Workspace.update}, recorded. */
        Snapshot update(String path, String text) {
            return record(path, workspace.update(path, text));
        }

        /** {@code Workspace.delete}, recorded. */
        Snapshot delete(String path) {
            return record(path, workspace.delete(path));
        }

        /** {@code Workspace.fetched}, recorded (as an edit of the lock file). */
        Snapshot fetched(String lockText, Map<String, String> unreachable) {
            return record(dev.catalogstudio.model.resolve.LockFile.FILE_NAME,
                    workspace.fetched(lockText, unreachable));
        }

        private Snapshot record(String path, Workspace.Update update) {
            documents.add(path);
            diagnostics.addAll(update.changed());
            return update.snapshot();
        }
    }

    private final TaskExecutor background;
    private final Executor work;
    private final Executor fx;
    private final Navigation navigation = new Navigation();
    private final DependencyFetching fetching;
    private final Comparison comparison;
    private final DiskChanges diskChanges;
    private OpenDocuments documents;
    private final Map<String, String> pendingTexts = new ConcurrentHashMap<>();
    /** Snapshots on their way to the FX thread: a burst is rendered once, its changes merged. */
    private final Coalescer<Published> publisher;
    private volatile Workspace workspace;
    private volatile long generation;
    /** Whether a failure was reported since the last success (any thread; the property itself is FX-only). */
    private volatile boolean failed;
    private long shownGeneration = -1;

    /**
     * A snapshot on its way to the FX thread, with what changed since the one published before it.
     *
     * @param everything whether the snapshot is a workspace's first (opened)
     */
    private record Published(long generation, Snapshot snapshot, boolean everything, Set<String> documents,
                             Set<String> diagnostics) {
        boolean isNewerThan(long otherGeneration, Snapshot other) {
            return other == null || generation > otherGeneration
                    || generation == otherGeneration && snapshot.version() > other.version();
        }

        /** This pending snapshot followed by {@code now}: the newer one, with the changes of both. */
        Published then(Published now) {
            if (!now.isNewerThan(generation, snapshot)) {
                return this;
            }
            if (now.generation != generation) {
                return now;
            }
            return new Published(now.generation, now.snapshot, everything || now.everything,
                    union(documents, now.documents), union(diagnostics, now.diagnostics));
        }

        private static Set<String> union(Set<String> a, Set<String> b) {
            if (a.isEmpty() || a.equals(b)) {
                return b;
            }
            if (b.isEmpty()) {
                return a;
            }
            var all = new TreeSet<>(a);
            all.addAll(b);
            return all;
        }
    }

    // Properties
    private final ObjectProperty<Snapshot> snapshot = new SimpleObjectProperty<>(this, "snapshot");
    private final ObjectProperty<SnapshotUpdate> update = new SimpleObjectProperty<>(this, "update");
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress", 1);
    private final StringProperty progressText = new SimpleStringProperty(this, "progressText", "");
    private final StringProperty failure = new SimpleStringProperty(this, "failure");
    private final ObjectProperty<Path> opening = new SimpleObjectProperty<>(this, "opening");
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
        this(background, workThreads(), fx, watchDisk);
    }

    /** Daemon threads made as pane work needs them and ended when idle; tasks run concurrently; failures are logged. */
    private static Executor workThreads() {
        var service = java.util.concurrent.Executors.newCachedThreadPool(r -> {
            var thread = new Thread(r, "catalog-studio-work");
            thread.setDaemon(true);
            return thread;
        });
        return task -> service.execute(() -> {
            try {
                task.run();
            } catch (RuntimeException | Error e) {
                LOG.log(System.Logger.Level.ERROR, "pane work failed", e);
            }
        });
    }

    /**
     * @param background the one serial executor for model and disk work
     * @param work       runs pane work that may block for long (a dry run waiting for an answer), never the model's
     * @param fx         runs a task on the FX thread
     * @param watchDisk  whether {@link #open} watches the folder for changes made outside the studio
     */
    public WorkspaceSession(TaskExecutor background, Executor work, Executor fx, boolean watchDisk) {
        this.background = background;
        this.work = work;
        this.fx = fx;
        this.publisher = Coalescer.merging(fx, Published::then, this::render);
        this.diskChanges = watchDisk ? new DiskChanges(this) : null;
        this.fetching = new DependencyFetching(this);
        this.comparison = new Comparison(this);
    }

    /** File → Fetch Dependencies: its state and commands. */
    public DependencyFetching fetching() {
        return fetching;
    }

    /** Compare With…: the change set from a git revision to the working tree, while the user compares. */
    public Comparison comparison() {
        return comparison;
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

    /**
     * What the newest rendered snapshot changed: set right after {@link #snapshotProperty()}, once per rendered
     * snapshot, so a pane that listens here touches only the documents and diagnostics that changed; {@code null}
     * until a workspace is open.
     */
    public ReadOnlyObjectProperty<SnapshotUpdate> updateProperty() {
        return update;
    }

    /** 0..1 while opening ({@code -1}: indeterminate), 1 when idle. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress;
    }

    /** The phase of the current long operation, e.g. {@code reading 120/4000}; empty when idle. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText;
    }

    /** The folder being opened, {@code null} when none is (opened, failed or cancelled). */
    public ReadOnlyObjectProperty<Path> openingProperty() {
        return opening;
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
            Snapshot after = ws.delete(save.backup());
            if (restore) {
                after = ws.update(save.target(), TextFiles.read(ws.root().resolve(save.target())).text());
            }
            return after;
        });
    }

    private java.util.function.BiFunction<String, dev.catalogstudio.model.diag.Diagnostic, List<DiagnosticAction>>
            diagnosticActions = (path, d) -> List.of();

    /**
     * Who says which commands a diagnostic offers beyond its quick fixes (the shell; none by default).
     *
     * @param actions from the file's path ({@code /}-separated, relative to the root) and its diagnostic to the
     *                commands, in the order shown; an empty list for none
     */
    public void setDiagnosticActions(
            java.util.function.BiFunction<String, dev.catalogstudio.model.diag.Diagnostic, List<DiagnosticAction>> actions) {
        this.diagnosticActions = java.util.Objects.requireNonNull(actions);
    }

    /** The commands the diagnostic {@code d} of the file at {@code path} offers beyond its quick fixes; FX thread. */
    public List<DiagnosticAction> diagnosticActions(String path, dev.catalogstudio.model.diag.Diagnostic d) {
        return diagnosticActions.apply(path, d);
    }

    /** The background executor, for pure computation off the FX thread (never the workspace). */
    public TaskExecutor background() {
        return background;
    }

    /**
     * Where pane work runs that may block for long, such as a dry run that waits for the author's answer: off the FX
     * thread and off the model's serial executor, so that it holds up no keystroke.
     */
    public Executor work() {
        return work;
    }

    /**
     * The executor that runs on the FX thread ({@code Platform::runLater} in the studio, a direct or manual executor in
     * tests): ViewModels hand results to their properties through it and never call {@code Platform} themselves.
     */
    public Executor fx() {
        return fx;
    }

    // Commands

    /**
     * Opens {@code root} in the background, reporting progress ({@link #progressProperty()},
     * {@link #openingProperty()}); the window stays responsive meanwhile, and {@link #cancelOpen()} stops it.
     */
    public void open(Path root) {
        long gen = ++generation;
        pendingTexts.clear();
        progress.set(-1);
        progressText.set("opening " + root.getFileName());
        opening.set(root);
        var throttle = new ProgressThrottle(gen);
        background.execute(() -> {
            try {
                var opened = Workspace.open(root, throttle);
                if (gen != generation) {
                    return;
                }
                var sweep = InterruptedSaves.sweep(opened.root(), opened.snapshot().files().keySet());
                sweep.removed().forEach(opened::delete);
                workspace = opened;
                publisher.submit(new Published(gen, opened.snapshot(), true, Set.of(), Set.of()));
                fx.execute(() -> interruptedSaves.setAll(sweep.backups()));
                succeeded();
                if (diskChanges != null) {
                    diskChanges.watch(root);
                }
            } catch (IOException | RuntimeException e) {
                if (gen != generation) {
                    return; // Cancelled (the listener stopped the reading), or another folder is opening.
                }
                LOG.log(System.Logger.Level.WARNING, "cannot open " + root, e);
                failed = true;
                fx.execute(() -> {
                    progress.set(1);
                    progressText.set("");
                    opening.set(null);
                    failure.set("cannot open " + root + ": " + e.getMessage());
                });
            }
        });
    }


    /**
     * Stops opening the folder {@link #openingProperty()} names: the reading stops at its next progress report (at
     * most a few hundred files later), nothing of it is shown, and the workspace shown before, if any, stays. Does
     * nothing when no folder is opening. Call on the FX thread.
     */
    public void cancelOpen() {
        if (opening.get() == null) {
            return;
        }
        ++generation;
        opening.set(null);
        progress.set(1);
        progressText.set("");
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
                var edits = new Edits(ws);
                publish(gen, edits.update(path, latest), edits);
                succeeded();
            }
        });
    }

    /**
     * The model's highlighting of the editor text {@code text} of {@code path}. Call it on the {@link #background()}
     * executor, after the {@link #update} of that text (submitted before it, so the model has parsed it): for a
     * document whose model text is {@code text} it is the highlighting of the snapshot's parse product (the parse the
     * rules read, no second one); for any other file the model reads the text by its name's syntax.
     */
    public Highlighting highlighting(String path, String text) {
        var ws = workspace;
        var document = ws == null ? Optional.<dev.catalogstudio.model.workspace.LoadedDocument>empty()
                : ws.snapshot().document(path);
        return document.filter(d -> d.parsed() != null && d.source().text().text().equals(text))
                .map(d -> d.parsed().highlighting())
                .orElseGet(() -> Highlights.of(EditorLanguage.ofFileName(path), SourceText.of(text)));
    }

    /**
     * Reads {@code path} from disk for an editor (through the model's bounded reader) and hands the result to
     * {@code onRead} on the FX thread; a file that cannot be read is a failure, and {@code onFailed} runs instead. A
     * {@linkplain LayerFiles layer path} ({@code <layer id>:<path>}, e.g. a fetched repository's file) is read from
     * its layer's folder, {@linkplain TextFiles.Loaded#isReadOnly() read-only}.
     */
    public void read(String path, java.util.function.Consumer<TextFiles.Loaded> onRead, Runnable onFailed) {
        read(path, loaded -> null, (loaded, nothing) -> onRead.accept(loaded), onFailed);
    }

    /**
     * As {@link #read(String, java.util.function.Consumer, Runnable)}, and computes {@code compute} of the file read in
     * the same task on the background executor, with no further hop: an editor gets the model's highlighting of the
     * text with the text, so its first frame is in colour.
     *
     * @param compute runs on the background executor with the file read; its result (may be {@code null}) goes to
     *                {@code onRead} with the file
     */
    public <R> void read(String path, java.util.function.Function<TextFiles.Loaded, R> compute,
                         java.util.function.BiConsumer<TextFiles.Loaded, R> onRead, Runnable onFailed) {
        run("cannot open " + path, ws -> {
            try {
                var layerFile = LayerFiles.locate(ws.snapshot(), path);
                var loaded = layerFile.isPresent() ? LayerFiles.read(layerFile.get())
                        : TextFiles.read(ws.root().resolve(path));
                R result = compute.apply(loaded);
                fx.execute(() -> onRead.accept(loaded, result));
                return null;
            } catch (IOException | RuntimeException e) {
                fx.execute(onFailed);
                throw e;
            }
        });
    }

    /**
     * Reads the workspace files {@code paths} through the one reader ({@link TextFiles#read}) on the background
     * executor, in order with every edit, turns them into a result there ({@code compute}: parsing stays off the FX
     * thread too) and hands it to {@code onRead} on the FX thread. A path that is not a regular file is absent from the
     * map. If a file cannot be read, {@code failed} makes the result from the reason instead. This is not a failure of
     * the session (nothing shows in the status bar): the caller shows it where it belongs.
     */
    public <R> void readFiles(List<String> paths, java.util.function.Function<Map<String, TextFiles.Loaded>, R> compute,
                              java.util.function.Function<String, R> failed, java.util.function.Consumer<R> onRead) {
        background.execute(() -> {
            var ws = workspace; // the newest: the paths are read in the workspace open when the reading runs
            if (ws == null) {
                return;
            }
            R result;
            try {
                var texts = new java.util.LinkedHashMap<String, TextFiles.Loaded>();
                for (String path : paths) {
                    Path file = ws.root().resolve(path);
                    if (Files.isRegularFile(file)) {
                        texts.put(path, TextFiles.read(file));
                    }
                }
                result = compute.apply(texts);
            } catch (IOException | RuntimeException e) {
                result = failed.apply(e.getMessage() == null ? e.toString() : e.getMessage());
            }
            R done = result;
            fx.execute(() -> onRead.accept(done));
        });
    }

    /**
     * The text of the file {@code path} of {@code snapshot}'s workspace, for a search over files (Find in Files): a
     * document's text as the model holds it (unsaved edits included), otherwise the file as the one reader
     * ({@link TextFiles#read}) reads it from disk. Blocking, safe on any thread: call it off the FX thread (on
     * {@link #work()}).
     *
     * @return LF text; {@linkplain TextFiles.Loaded#isReadOnly() read-only}, with the reason, when the file is binary,
     *         not UTF-8 or cut off at the reader's bound
     * @throws IOException if the file cannot be read
     */
    public static TextFiles.Loaded textForSearch(Snapshot snapshot, String path) throws IOException {
        var text = snapshot.text(path);
        if (text.isPresent()) {
            return new TextFiles.Loaded(LineEnding.toLf(text.get().text()), LineEnding.LF, false);
        }
        return TextFiles.read(snapshot.root().resolve(path));
    }

    /**
     * Saves {@code lfText} to {@code path} atomically with {@code lineEnding} and {@code bom} (creating its folder if
     * it was deleted), then runs {@code onSaved} on the FX thread. The model already holds the text (typing sent it).
     */
    public void save(String path, String lfText, LineEnding lineEnding, boolean bom, Runnable onSaved) {
        run("cannot save " + path, ws -> {
            if (LayerFiles.locate(ws.snapshot(), path).isPresent()) {
                throw new IOException("it is in a resolution layer, shown read-only; nothing was written");
            }
            Path file = ws.root().resolve(path);
            Files.createDirectories(file.getParent());
            TextFiles.writeAtomically(file, lfText, lineEnding, bom);
            fx.execute(() -> {
                onSaved.run();
                comparison.saved();
            });
            return null;
        });
    }

    /**
     * Gives the workspace shown what a dependency fetch of {@code root} produced ({@code Workspace.fetched}): the lock
     * text (already written to disk by the fetch, or not when {@code inModelOnly}) and the repositories and refs it
     * could not reach. Without a lock file on disk and with nothing locked ({@code inModelOnly}), the lock leaves the
     * model again and only what was unreachable stays. Does nothing when another folder is open by then.
     */
    void fetched(Path root, String lockText, Map<String, String> unreachable, boolean inModelOnly) {
        run("cannot show the fetch", ws -> {
            if (!ws.root().equals(root)) {
                return null;
            }
            var after = ws.fetched(lockText, unreachable);
            if (inModelOnly) {
                after = ws.delete(dev.catalogstudio.model.resolve.LockFile.FILE_NAME);
            }
            return after;
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
            return disk.isReadOnly() ? null : ws.update(path, disk.text());
        });
    }

    /**
     * Creates a new catalog entry: writes each of {@code files} (path to LF text, in iteration order, the first being
     * the main file) as a
     * new file, atomically, tells the model, then opens the first file through {@link #navigation()}. Nothing is
     * overwritten: a file that exists fails the command.
     */
    public void create(Map<String, String> files) {
        create(files, null);
    }

    /**
     * {@link #create(Map)}, then the first file opens with {@code reveal} selected ({@code null}: the start), e.g. the
     * caret where a new CHANGELOG's first entry is typed.
     */
    public void create(Map<String, String> files, dev.catalogstudio.model.text.Range reveal) {
        if (files.isEmpty()) {
            return;
        }
        String first = files.keySet().iterator().next();
        run("cannot create " + first, ws -> {
            Snapshot after = null;
            for (var file : files.entrySet()) {
                TextFiles.createNew(ws.root().resolve(file.getKey()), file.getValue());
                after = ws.update(file.getKey(), file.getValue());
            }
            fx.execute(() -> navigation.open(first, reveal, "create"));
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
                after = ws.delete(old);
            }
            for (String old : moved) {
                String now = target + old.substring(path.length());
                String text = unsaved.get(now);
                after = ws.update(now, text != null ? text : TextFiles.read(root.resolve(now)).text());
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
                after = ws.delete(old);
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
                var edits = new Edits(ws);
                var after = task.run(edits);
                if (after != null) {
                    publish(gen, after, edits);
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

    private void publish(long gen, Snapshot result, Edits edits) {
        publisher.submit(new Published(gen, result, false, Set.copyOf(edits.documents),
                Set.copyOf(edits.diagnostics)));
    }

    /** On the FX thread: shows the newest snapshot published (once per burst), then what it changed. */
    private void render(Published latest) {
        var shown = snapshot.get();
        if (!latest.isNewerThan(shownGeneration, shown)) {
            return; // Stale: a newer snapshot is shown already.
        }
        boolean everything = latest.everything() || shown == null || latest.generation() != shownGeneration;
        var changes = everything ? SnapshotUpdate.everything(shown, latest.snapshot())
                : new SnapshotUpdate(shown, latest.snapshot(), false, latest.documents(), latest.diagnostics());
        shownGeneration = latest.generation();
        progress.set(1);
        progressText.set("");
        opening.set(null);
        snapshot.set(latest.snapshot());
        update.set(changes);
    }

    /** Forwards model progress to the FX thread at most every 50 ms. */
    private final class ProgressThrottle implements ProgressListener {
        private final long generationOpened;
        private long last;

        ProgressThrottle(long generationOpened) {
            this.generationOpened = generationOpened;
        }

        @Override
        public void progress(int done, int total, String what) {
            if (generation != generationOpened) {
                throw new java.util.concurrent.CancellationException("opening cancelled");
            }
            long now = System.nanoTime();
            if (now - last < 50_000_000L && done < total) {
                return;
            }
            last = now;
            double value = total <= 0 ? -1 : (double) done / total;
            String text = what + " " + done + "/" + total;
            fx.execute(() -> {
                if (generation == generationOpened && (snapshot.get() == null || progress.get() < 1)) {
                    progress.set(value >= 1 ? 0.99 : value);
                    progressText.set(text);
                }
            });
        }
    }
}
