package dev.catalogstudio.app.session;

import dev.catalogstudio.model.fetch.DependencyFetch;
import dev.catalogstudio.model.fetch.FetchResult;
import dev.catalogstudio.model.fetch.OriginFetchers;
import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * File → Fetch Dependencies (docs/DEPENDENCIES.md § Dependencies across catalogs): what {@code catalog-studio fetch} does, for the
 * workspace shown, without holding up the model's serial executor while the network works.
 *
 * <p>A fetch runs on the session's {@link WorkspaceSession#work() work threads}: it opens a second {@link Workspace}
 * of the same folder from disk, gives it the open editors' unsaved texts (so that what is fetched is what the user
 * sees), runs {@link DependencyFetch} on it with this object's cancel flag, writes {@code catalog-studio.lock}
 * atomically at the workspace root when the lock changed, and only then hands the outcome to the session's own
 * workspace on the model executor ({@code Workspace.fetched}): the problems panel shows what could not be reached and
 * the graph gains the fetched entries. It never writes any file but the lock. Cancelled, it leaves the lock as it
 * was (and the cache consistent: the fetcher removes what it had begun).
 *
 * <p>Properties are read and commands called on the FX thread; progress reaches it through the session's {@code fx}
 * executor, at most one hand-over queued at a time.
 */
public final class DependencyFetching {

    private static final System.Logger LOG = System.getLogger(DependencyFetching.class.getName());

    /**
     * How the last fetch ended, for the status bar.
     *
     * @param failed  whether it failed as a whole (the cache unusable, too many repositories, the workspace
     *                unreadable); a fetch that ran but found origins unreachable is not failed: those are in the
     *                problems panel
     * @param summary one line: what was fetched and locked, or why not
     * @param details what moved in the lock ({@code acme/dates 1.2.0 → 1.3.0}) and what could not be reached, one
     *                line each; may be empty
     */
    public record Report(boolean failed, String summary, List<String> details) {
        public Report {
            Objects.requireNonNull(summary, "summary");
            details = List.copyOf(details);
        }
    }

    private final WorkspaceSession session;
    private volatile Map<String, String> environment;
    private volatile AtomicBoolean cancel = new AtomicBoolean();

    // Properties (FX thread)
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyObjectWrapper<Report> report = new ReadOnlyObjectWrapper<>(this, "report");

    DependencyFetching(WorkspaceSession session) {
        this.session = session;
    }

    /** Whether a fetch is running (File → Fetch Dependencies is disabled meanwhile). */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0..1 while a fetch runs (repositories done of those known so far); {@code -1}: not known yet. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /**
     * What the running fetch does, one line: {@code fetching acme/dates@main · repository 2/3 · 1.4 MB received};
     * empty when none runs.
     */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** How the last fetch ended; {@code null} before the first, while one runs, and after {@link #dismiss()}. */
    public ReadOnlyObjectProperty<Report> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /**
     * The environment git's configuration is read with ({@code HOME}, {@code GIT_CONFIG_GLOBAL},
     * {@code GITHUB_TOKEN} …); {@code null}, the default, for this process's ({@code System.getenv()}). Tests point
     * it at a temporary {@code HOME}.
     */
    public void setEnvironment(Map<String, String> environment) {
        this.environment = environment == null ? null : Map.copyOf(environment);
    }

    // Commands

    /**
     * Fetches the dependencies of the workspace shown; does nothing while a fetch runs or when no workspace is open.
     *
     * @param update fetch refs as they are now and move the lock ({@code fetch --update}); else the locked commits
     */
    public void fetch(boolean update) {
        var snapshot = session.getSnapshot();
        if (running.get() || snapshot == null) {
            return;
        }
        Path root = snapshot.root();
        var documents = session.openDocuments();
        Map<String, String> unsaved = documents == null ? Map.of() : Map.copyOf(documents.unsavedTexts());
        var flag = new AtomicBoolean();
        cancel = flag;
        running.set(true);
        report.set(null);
        progress.set(-1);
        progressText.set("reading " + root.getFileName());
        var env = environment;
        session.work().execute(() -> {
            Report done;
            try {
                done = run(root, unsaved, update, flag, env == null ? System.getenv() : env);
            } catch (CancellationException e) {
                done = cancelled();
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "fetch failed", e);
                done = new Report(true, "Fetch failed: " + (e.getMessage() == null ? e.toString() : e.getMessage()),
                        List.of());
            }
            Report finished = done;
            session.fx().execute(() -> {
                running.set(false);
                progress.set(-1);
                progressText.set("");
                report.set(finished);
            });
        });
    }

    /** Stops the running fetch at its next check (between and during repositories); the lock stays as it was. */
    public void cancel() {
        cancel.set(true);
        if (running.get()) {
            progressText.set("cancelling\u2026");
        }
    }

    /** Forgets the last report (the status bar's close button). */
    public void dismiss() {
        report.set(null);
    }

    // The fetch (on a work thread)

    private Report run(Path root, Map<String, String> unsaved, boolean update, AtomicBoolean flag,
                       Map<String, String> env) throws IOException {
        var cache = OriginCache.current();
        try {
            Files.createDirectories(cache.folder());
        } catch (IOException | SecurityException e) {
            return new Report(true, "Fetch failed: cannot use the origin cache " + cache.folder() + ": "
                    + e.getMessage(), List.of());
        }
        LockFile.OnDisk onDisk;
        try {
            onDisk = LockFile.read(root); // lines it cannot read are left out: the model flags them
        } catch (dev.catalogstudio.model.text.ToolFileWriter.Refused e) {
            return new Report(true, "Fetch refused: " + e.getMessage(), List.of());
        }
        var old = onDisk.lock();
        var status = new Status(flag);
        var workspace = Workspace.open(root, (done, total, what) -> {
            if (flag.get()) {
                throw new CancellationException("fetch cancelled");
            }
        });
        unsaved.forEach(workspace::update);
        java.util.function.Supplier<dev.catalogstudio.model.fetch.OriginFetcher> fetcher = () ->
                OriginFetchers.forUser(cache, env, status::received,
                        warning -> LOG.log(System.Logger.Level.WARNING, "git setting not used: {0}", warning));
        var outcome = new DependencyFetch(fetcher, cache, DependencyFetch.DEFAULT_MAX_REPOSITORIES, status)
                .run(workspace, old, update, false, flag::get);
        switch (outcome.status()) {
            case CANCELLED:
                return cancelled();
            case CACHE_FAILED:
                return new Report(true, "Fetch failed: " + outcome.message(), List.of());
            case TOO_MANY:
                return new Report(true, "Fetch refused: " + outcome.message(), List.of());
            default:
                break;
        }
        var lock = outcome.lock();
        boolean exists = onDisk.exists();
        boolean changed = outcome.lockChanged(onDisk);
        if (flag.get()) {
            return cancelled(); // cancelled after the last repository: nothing written, nothing shown
        }
        if (changed) {
            try {
                lock.writeTo(root);
            } catch (dev.catalogstudio.model.text.ToolFileWriter.Refused e) {
                return new Report(true, "Fetch refused: " + e.getMessage(), List.of());
            }
        }
        session.fetched(root, lock.write(), outcome.unreachable(), !changed && !exists);
        return summary(outcome, lock.changesSince(old), changed);
    }

    private static Report cancelled() {
        return new Report(false, "Fetch cancelled: the origin cache and " + LockFile.FILE_NAME
                + " are as they were.", List.of());
    }

    private static Report summary(DependencyFetch.Outcome outcome, List<LockFile.Change> changes, boolean wrote) {
        int repositories = outcome.results().size();
        int unreachable = outcome.unreachable().size();
        int entries = outcome.lock().entries().size();
        var details = new ArrayList<String>();
        changes.forEach(c -> details.add(c.toString()));
        outcome.unreachable().forEach((key, reason) -> details.add("unreachable " + key + ": " + reason));
        String text = repositories == 0 ? "Fetched nothing: no entry depends on another repository"
                : "Fetched " + repositories + (repositories == 1 ? " repository" : " repositories") + " ("
                + outcome.downloaded() + " downloaded" + (unreachable > 0 ? ", " + unreachable + " unreachable" : "")
                + "), " + entries + (entries == 1 ? " entry" : " entries") + " locked";
        if (wrote) {
            text += "; wrote " + LockFile.FILE_NAME + (changes.isEmpty() ? "" : ": " + (changes.size() == 1
                    ? changes.get(0).toString() : changes.size() + " changes"));
        } else if (repositories > 0) {
            text += "; " + LockFile.FILE_NAME + " unchanged";
        }
        return new Report(false, text, details);
    }

    /** Progress from the fetch, handed to the FX thread with at most one hand-over queued. */
    private final class Status implements DependencyFetch.Listener {
        private final AtomicBoolean flag;
        private final AtomicReference<String> repository = new AtomicReference<>("");
        private final AtomicLong bytes = new AtomicLong();
        private volatile int done;
        private volatile int total;
        private final AtomicBoolean queued = new AtomicBoolean();

        Status(AtomicBoolean flag) {
            this.flag = flag;
        }

        @Override
        public void fetching(String name, String ref, int done, int total) {
            repository.set(name.replaceFirst("^github\\.com/", "") + "@" + ref);
            bytes.set(0);
            this.done = done;
            this.total = total;
            post();
        }

        @Override
        public void fetched(FetchResult result, int done, int total) {
            this.done = done;
            this.total = total;
            post();
        }

        void received(long soFar) {
            bytes.set(soFar);
            post();
        }

        private void post() {
            if (!queued.compareAndSet(false, true)) {
                return;
            }
            session.fx().execute(() -> {
                queued.set(false);
                if (!running.get() || flag.get()) {
                    return;
                }
                int n = total;
                int at = Math.min(done + 1, n);
                progress.set(n == 0 ? -1 : (double) done / n);
                progressText.set("fetching " + repository.get() + " \u00b7 repository " + at + "/" + n
                        + " \u00b7 " + megabytes(bytes.get()) + " received");
            });
        }
    }

    /** {@code bytes} as megabytes with one decimal, e.g. {@code 1.4 MB}. */
    static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / 1_000_000.0);
    }
}
