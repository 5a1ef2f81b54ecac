package dev.catalogstudio.app.session;

import dev.catalogstudio.model.review.ChangeSet;
import dev.catalogstudio.model.review.Findings;
import dev.catalogstudio.model.review.GitSides;
import dev.catalogstudio.model.review.Review;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Compare With… (docs/REVIEW.md § Reviewing a change set): the change set from a git revision to the workspace's working tree,
 * as {@code catalog-studio review PATH --base REV} computes it ({@link Review#run}), for the panes to show while the
 * comparison lasts: the graph colours what changed, the problems panel shows the change set's diagnostics (the head
 * side's, with the change-set rules'), the form shows a field's base value, the Changes view lists the changed entries
 * and {@linkplain #filesProperty() files} and diffs a file's {@linkplain #readSides base and working-tree texts}, the
 * tree and the editors mark changed files and lines.
 *
 * <p>The review reads the files as saved (the working tree), never the editors' unsaved texts, and runs on the
 * session's {@link WorkspaceSession#work() work threads}, after the saves queued before it on the model's executor (it
 * holds that executor up for no longer than one empty task). Stop ends it at its next progress report.
 *
 * <p><b>Edits during a comparison.</b> Any edit marks the comparison {@linkplain #staleProperty() out of date} (the
 * panes keep showing it, marked). Once nothing is unsaved (a save, a change on disk) it runs again by itself,
 * {@value #RERUN_DELAY_MS} ms after the last such event; {@link #refresh()} runs it at once.
 *
 * <p>Properties are read and commands called on the FX thread.
 */
public final class Comparison {

    private static final System.Logger LOG = System.getLogger(Comparison.class.getName());

    /** How long after the last save or disk change an out-of-date comparison runs again, milliseconds. */
    static final long RERUN_DELAY_MS = 800;

    private final WorkspaceSession session;
    /** The running review's cancel flag (a new one per review). */
    private AtomicBoolean cancel = new AtomicBoolean();
    private long generation;
    private long rerunToken;
    /** The revision compared with as given (a commit's 40 hex digits where {@link #base} shows 7). */
    private String revision = "";
    private boolean editedWhileRunning;

    // Properties (FX thread)
    private final ReadOnlyObjectWrapper<ChangeSet> changeSet = new ReadOnlyObjectWrapper<>(this, "changeSet");
    private final ReadOnlyStringWrapper base = new ReadOnlyStringWrapper(this, "base", "");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");
    private final ReadOnlyObjectWrapper<ChangedFiles> files = new ReadOnlyObjectWrapper<>(this, "files",
            ChangedFiles.NONE);
    /** The findings of the change set shown (sorted on the work thread with it), or {@code null} (FX thread). */
    private Findings findings;
    /** The base texts read for the change set shown, by base path (a work thread writes, any reads). */
    private volatile java.util.Map<String, String> baseTexts = new java.util.concurrent.ConcurrentHashMap<>();

    Comparison(WorkspaceSession session) {
        this.session = session;
        session.updateProperty().addListener((o, old, now) -> {
            if (now != null) {
                edited(now);
            }
        });
    }

    // Properties

    /** The change set shown; {@code null} when not comparing (also while the first review of a comparison runs). */
    public ReadOnlyObjectProperty<ChangeSet> changeSetProperty() {
        return changeSet.getReadOnlyProperty();
    }

    /** The change set shown, or {@code null}. */
    public ChangeSet getChangeSet() {
        return changeSet.get();
    }

    /**
     * What the change set shown introduced and what was there before ({@link ChangeSet#findings()}), sorted on the
     * work thread with the review; {@code null} when not comparing. Set before {@link #changeSetProperty()} changes,
     * so a listener of that property reads the matching findings.
     */
    public Findings getFindings() {
        return findings;
    }

    /**
     * The revision compared with as the user wrote it ({@code HEAD~1}, {@code main}; a commit picked from the list by
     * its 7-digit short hash); empty when not comparing.
     */
    public ReadOnlyStringProperty baseProperty() {
        return base.getReadOnlyProperty();
    }

    /** Whether a review runs (Compare With… waits for it; Stop Comparing ends it). */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What the running review does, one line ({@code comparing with HEAD~1 · reading 12/40}); empty when idle. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /**
     * Why the last review failed, one or two sentences fit for a dialog (not a git work tree, no such revision, a
     * shallow clone lacking it: with how to deepen it); {@code null} after a review that succeeded, and while one runs.
     */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Whether the workspace was edited since the change set shown was computed (it is shown marked out of date). */
    public ReadOnlyBooleanProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    /**
     * The files that differ between the base and the working tree for the change set shown (set together with
     * {@link #changeSetProperty()}, just before it); {@link ChangedFiles#NONE} when not comparing.
     */
    public ReadOnlyObjectProperty<ChangedFiles> filesProperty() {
        return files.getReadOnlyProperty();
    }

    /** The changed files shown ({@link ChangedFiles#NONE} when not comparing). */
    public ChangedFiles getFiles() {
        return files.get();
    }

    /**
     * Reads a file's text at the base of the comparison shown ({@code basePath}; empty: an added file, read as no
     * text) and, unless {@code headPath} is {@code null}, its text in the working tree as saved ({@code headPath} of a
     * deleted file reads as no text), on a work thread; then runs {@code compute} on the session's background executor
     * with the two texts (LF line breaks, no byte-order mark; the head {@code null} when not read) and hands its result
     * to {@code onDone} on the FX thread. When not comparing, or when the files cannot be read, {@code onFailed} gets
     * the reason on the FX thread instead. Base texts are read from git once per change set.
     */
    public <R> void readSides(String basePath, String headPath, java.util.function.BiFunction<String, String, R> compute,
                              Consumer<R> onDone, Consumer<String> onFailed) {
        var set = changeSet.get();
        var snapshot = session.getSnapshot();
        if (set == null || snapshot == null) {
            onFailed.accept("Not comparing: File \u2192 Compare With\u2026 first.");
            return;
        }
        long gen = generation;
        var texts = baseTexts;
        Path root = snapshot.root();
        String commit = set.base().commit();
        session.work().execute(() -> {
            String base;
            String head;
            try {
                base = basePath.isEmpty() ? "" : texts.get(basePath);
                if (base == null) {
                    try (var git = GitSides.open(root)) {
                        base = git.read(git.commit(commit), basePath).map(Comparison::text).orElse("");
                    }
                    texts.put(basePath, base);
                }
                head = headPath == null ? null : readHead(root.resolve(headPath));
            } catch (GitSides.RevisionException | IOException | RuntimeException e) {
                String reason = "Cannot read " + (basePath.isEmpty() ? headPath : basePath) + ": " + e.getMessage();
                session.fx().execute(() -> onFailed.accept(reason));
                return;
            }
            String b = base;
            String h = head;
            session.background().execute(() -> {
                R result;
                try {
                    result = compute.apply(b, h);
                } catch (RuntimeException e) {
                    LOG.log(System.Logger.Level.WARNING, "cannot compare " + basePath, e);
                    session.fx().execute(() -> onFailed.accept("Cannot compare " + basePath + ": " + e));
                    return;
                }
                session.fx().execute(() -> {
                    if (gen == generation) {
                        onDone.accept(result);
                    }
                });
            });
        });
    }

    private static String readHead(Path file) throws IOException {
        if (!java.nio.file.Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return "";
        }
        try (var in = java.nio.file.Files.newInputStream(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return text(in.readNBytes(GitSides.FILE_LIMIT));
        }
    }

    /** Bytes as the editor shows them: UTF-8, without a byte-order mark, LF line breaks. */
    private static String text(byte[] bytes) {
        String text = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        return dev.catalogstudio.model.text.LineEnding.toLf(text.startsWith("\uFEFF") ? text.substring(1) : text);
    }

    // Commands

    /**
     * Lists the branches, tags and last {@code commits} commits of the workspace's repository on a work thread, and
     * hands them to {@code onListed} on the FX thread, or the reason they cannot be listed to {@code onFailed}.
     */
    public void revisions(int commits, Consumer<Revisions> onListed, Consumer<String> onFailed) {
        var snapshot = session.getSnapshot();
        if (snapshot == null) {
            onFailed.accept("No folder is open.");
            return;
        }
        Path root = snapshot.root();
        session.work().execute(() -> {
            try {
                var listed = Revisions.list(root, commits);
                session.fx().execute(() -> onListed.accept(listed));
            } catch (Revisions.NotARepositoryException | IOException | RuntimeException e) {
                String reason = e instanceof Revisions.NotARepositoryException ? e.getMessage()
                        : "cannot read the git repository of " + root + ": " + e.getMessage();
                session.fx().execute(() -> onFailed.accept(reason));
            }
        });
    }

    /**
     * Compares the working tree of the open workspace with {@code revision} (anything git accepts: a branch, a tag,
     * {@code origin/main}, {@code HEAD~1}, a commit). The change set shows when the review is done; a failure is set in
     * {@link #errorProperty()} and the comparison shown before, if any, stays. Does nothing when no workspace is open.
     */
    public void compare(String revision) {
        var snapshot = session.getSnapshot();
        String wanted = revision == null ? "" : revision.strip();
        if (snapshot == null || wanted.isEmpty()) {
            return;
        }
        long gen = ++generation;
        cancel.set(true);
        var flag = new AtomicBoolean();
        cancel = flag;
        Path root = snapshot.root();
        running.set(true);
        error.set(null);
        editedWhileRunning = false;
        progressText.set("comparing with " + shown(wanted) + "\u2026");
        var listener = new Progress(gen, wanted, flag);
        // After the saves queued before it on the model's executor, so that the review reads what was just saved;
        // then on a work thread, so that the model's executor is not held while the review reads git.
        session.background().execute(() -> session.work().execute(() -> run(gen, root, wanted, flag, listener)));
    }

    /** Runs the comparison shown again (the working tree as saved now). */
    public void refresh() {
        if (!revision.isEmpty()) {
            compare(revision);
        }
    }

    /** Ends the comparison: the panes show the workspace alone again. A running review stops at its next report. */
    public void stop() {
        ++generation;
        ++rerunToken;
        cancel.set(true);
        findings = null;
        changeSet.set(null);
        files.set(ChangedFiles.NONE);
        baseTexts = new java.util.concurrent.ConcurrentHashMap<>();
        base.set("");
        revision = "";
        running.set(false);
        progressText.set("");
        error.set(null);
        stale.set(false);
    }

    /** Forgets the last failure (the dialog was closed). */
    public void dismissError() {
        error.set(null);
    }

    // Reacting to the workspace

    /** A save of ours wrote a file: an out-of-date comparison runs again once nothing is unsaved. */
    void saved() {
        if (stale.get() && changeSet.get() != null) {
            rerunLater();
        }
    }

    private void edited(SnapshotUpdate update) {
        if (changeSet.get() == null && !running.get()) {
            return;
        }
        var shown = changeSet.get();
        if (update.everything() && shown != null && update.before() != null
                && !update.before().root().equals(update.snapshot().root())) {
            stop(); // another folder: its comparison is not this one
            return;
        }
        if (!update.everything() && update.documents().isEmpty()) {
            return;
        }
        if (running.get()) {
            editedWhileRunning = true;
        }
        if (shown != null) {
            stale.set(true);
            rerunLater();
        }
    }

    /** Runs the review again {@value #RERUN_DELAY_MS} ms after the last call, if nothing is unsaved by then. */
    private void rerunLater() {
        long token = ++rerunToken;
        var later = CompletableFuture.delayedExecutor(RERUN_DELAY_MS, TimeUnit.MILLISECONDS, session.fx());
        later.execute(() -> {
            if (token != rerunToken || changeSet.get() == null || !stale.get()) {
                return;
            }
            if (running.get()) {
                rerunLater();
                return;
            }
            var documents = session.openDocuments();
            if (documents == null || documents.unsavedTexts().isEmpty()) {
                refresh();
            }
        });
    }

    // The review (on a work thread)

    private void run(long gen, Path root, String revision, AtomicBoolean flag, Progress listener) {
        if (flag.get()) {
            return;
        }
        ChangeSet set = null;
        ChangedFiles changed = ChangedFiles.NONE;
        Findings sorted = null;
        String failure = null;
        try {
            set = Review.run(root, revision, Optional.empty(), listener);
            changed = changedFiles(root, set);
            sorted = set.findings();
        } catch (CancellationException e) {
            return;
        } catch (GitSides.RevisionException e) {
            failure = e.getMessage();
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot compare with " + revision, e);
            failure = "cannot compare with " + revision + ": " + (e.getMessage() == null ? e.toString()
                    : e.getMessage());
        }
        ChangeSet done = set;
        ChangedFiles doneFiles = changed;
        Findings doneFindings = sorted;
        String reason = failure;
        session.fx().execute(() -> {
            if (gen != generation) {
                return;
            }
            // The outcome first, then "not running": who waits for the end reads the outcome.
            if (done == null) {
                error.set(capitalized(reason));
            } else {
                error.set(null);
                this.revision = revision;
                base.set(shown(revision));
                baseTexts = new java.util.concurrent.ConcurrentHashMap<>();
                files.set(doneFiles);
                findings = doneFindings;
                changeSet.set(done);
                stale.set(editedWhileRunning);
            }
            progressText.set("");
            running.set(false);
        });
    }

    /**
     * The files that differ from the change set's base commit to the working tree; none (logged) when git cannot list
     * them, so that the change set still shows.
     */
    private static ChangedFiles changedFiles(Path root, ChangeSet set) {
        try (var git = GitSides.open(root)) {
            return ChangedFiles.of(git.changes(git.commit(set.base().commit()), git.workingTree()), set);
        } catch (GitSides.RevisionException | IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot list the changed files of " + root, e);
            return ChangedFiles.NONE;
        }
    }

    /** A revision as shown: a commit's 40 hex digits as its 7-digit short hash, anything else as written. */
    static String shown(String revision) {
        return revision.matches("[0-9a-f]{40}") ? revision.substring(0, 7) : revision;
    }

    private static String capitalized(String text) {
        return text == null || text.isEmpty() ? "The comparison failed." : Character.toUpperCase(text.charAt(0))
                + text.substring(1) + (text.endsWith(".") || text.endsWith(")") ? "" : ".");
    }

    /**
     * One line about {@code set}: {@code Compared with HEAD~1 (3f2a9c1): 1 added, 1 removed, 2 modified · 3 impacted
     * · 2 change-set findings}.
     */
    public static String summary(String base, ChangeSet set) {
        int added = 0;
        int removed = 0;
        int modified = 0;
        int renamed = 0;
        for (var change : set.changes()) {
            switch (change.change()) {
                case ADDED -> added++;
                case REMOVED -> removed++;
                case MODIFIED -> modified++;
                case RENAMED -> renamed++;
            }
        }
        var parts = new java.util.ArrayList<String>();
        if (added > 0) {
            parts.add(added + " added");
        }
        if (removed > 0) {
            parts.add(removed + " removed");
        }
        if (modified > 0) {
            parts.add(modified + " modified");
        }
        if (renamed > 0) {
            parts.add(renamed + " renamed");
        }
        long findings = set.diagnostics().stream().filter(d -> isChangeSetRule(d.diagnostic().rule())).count();
        String commit = set.base().commit();
        return "Compared with " + base + (commit.length() >= 7 && !commit.startsWith(base)
                ? " (" + commit.substring(0, 7) + ")" : "") + ": "
                + (parts.isEmpty() ? "no entry changed" : String.join(", ", parts))
                + (set.impact().isEmpty() ? "" : " \u00b7 " + set.impact().size() + " impacted")
                + " \u00b7 " + findings + (findings == 1 ? " change-set finding" : " change-set findings")
                + (set.ancestor() ? "" : " \u00b7 " + base + " is not an ancestor: the sides are compared as they are");
    }

    /** Whether {@code rule} is one only a change set can break ({@code version-not-bumped} and the others). */
    public static boolean isChangeSetRule(dev.catalogstudio.model.diag.Rule rule) {
        return switch (rule) {
            case VERSION_NOT_BUMPED, VERSION_BUMPED_TWICE, VERSION_BUMP_TOO_SMALL, PROVENANCE_REMOVED -> true;
            default -> false;
        };
    }

    /** The review's progress, to the FX thread with at most one hand-over queued; stops the review when cancelled. */
    private final class Progress implements ProgressListener {
        private final long gen;
        private final String revision;
        private final AtomicBoolean flag;
        private final AtomicBoolean queued = new AtomicBoolean();
        private volatile String text = "";

        Progress(long gen, String revision, AtomicBoolean flag) {
            this.gen = gen;
            this.revision = revision;
            this.flag = flag;
        }

        @Override
        public void progress(int done, int total, String what) {
            if (flag.get()) {
                throw new CancellationException("comparison stopped");
            }
            text = "comparing with " + shown(revision) + " \u00b7 " + what + " " + done + "/" + total;
            if (queued.compareAndSet(false, true)) {
                session.fx().execute(() -> {
                    queued.set(false);
                    if (gen == generation && running.get()) {
                        progressText.set(text);
                    }
                });
            }
        }
    }
}
