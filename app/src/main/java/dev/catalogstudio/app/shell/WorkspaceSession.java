package dev.catalogstudio.app.shell;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
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
 * <p>Properties are read and written on the FX thread only (the {@code fx} executor).
 */
public final class WorkspaceSession {

    /** A piece of model work run on the background executor. */
    @FunctionalInterface
    public interface ModelTask {
        /** @return the snapshot after the work, or {@code null} when nothing changed */
        Snapshot run(Workspace workspace) throws IOException;
    }

    private final TaskExecutor background;
    private final Executor fx;
    private final Map<String, String> pendingTexts = new ConcurrentHashMap<>();
    private final AtomicReference<Published> newest = new AtomicReference<>();
    private final AtomicBoolean renderQueued = new AtomicBoolean();
    private volatile Workspace workspace;
    private volatile long generation;
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

    /**
     * @param background the one serial executor for model and disk work
     * @param fx         runs a task on the FX thread ({@code Platform::runLater}; a direct executor in tests)
     */
    public WorkspaceSession(TaskExecutor background, Executor fx) {
        this.background = background;
        this.fx = fx;
    }

    /** The newest snapshot rendered; {@code null} until a workspace is open. */
    public ReadOnlyObjectProperty<Snapshot> snapshotProperty() {
        return snapshot;
    }

    public Snapshot getSnapshot() {
        return snapshot.get();
    }

    /**
     * The newest snapshot the model has made, from any thread (it may not be rendered yet); {@code null} until a
     * workspace is open.
     */
    public Snapshot modelSnapshot() {
        var ws = workspace;
        return ws == null ? null : ws.snapshot();
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

    /** The background executor, for disk work that must stay in order with model edits. */
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
        progress.set(-1);
        progressText.set("opening " + root.getFileName());
        var throttle = new ProgressThrottle();
        background.execute(() -> {
            try {
                var opened = Workspace.open(root, throttle);
                if (gen != generation) {
                    return;
                }
                workspace = opened;
                publish(gen, opened.snapshot());
            } catch (IOException | RuntimeException e) {
                fx.execute(() -> {
                    progress.set(1);
                    progressText.set("");
                    failure.set("cannot open " + root + ": " + e.getMessage());
                });
            }
        });
    }

    /** Sends the whole text of {@code path} to the model (a keystroke, a reload, a quick fix), coalescing per path. */
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
            }
        });
    }

    /** Removes {@code path} from the model (after it left the disk). */
    public void delete(String path) {
        submit(ws -> ws.delete(path).snapshot());
    }

    /** Runs {@code task} (disk work and the model edits it implies) in order with every other edit. */
    public void submit(ModelTask task) {
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
            } catch (IOException | RuntimeException e) {
                fx.execute(() -> failure.set(e.getMessage() == null ? e.toString() : e.getMessage()));
            }
        });
    }

    /** Shows {@code message} as the last failure (a save or read that failed). */
    public void reportFailure(String message) {
        failure.set(message);
    }

    /** Clears {@link #failureProperty()} once shown. */
    public void clearFailure() {
        failure.set(null);
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
