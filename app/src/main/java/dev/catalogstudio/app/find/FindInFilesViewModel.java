package dev.catalogstudio.app.find;

import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.WorkspaceFile;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.PatternSyntaxException;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Find in Files: a text or regular expression searched over the workspace's text files, off the FX thread on the
 * session's work executor, with progress, cancellable, the matches grouped by file. Documents are searched as the
 * model holds them (unsaved edits included), other files as the session's reader reads them. Bounded: files over
 * {@link #MAX_FILE_BYTES} and files that are not text are skipped (and counted), and the search stops at
 * {@link #MAX_MATCHES} matches and says so. The query is searched as it is typed, once typing pauses
 * ({@link #TYPING_PAUSE_MILLIS}); {@link #search()} searches at once. A new search, or {@link #cancel()}, stops the one
 * running: it checks between files and while an expression runs.
 *
 * <p>Properties and commands on the FX thread only.
 */
public final class FindInFilesViewModel {

    /** Files larger than this (in bytes on disk) are not searched. */
    public static final long MAX_FILE_BYTES = 2L * 1024 * 1024;
    /** The search stops after this many matches. */
    public static final int MAX_MATCHES = 2_000;
    /** Results reach the FX thread in batches of at most this many files. */
    static final int BATCH_FILES = 50;

    /** The matches of one file, in order. */
    public record FileMatches(String path, List<FileSearch.Hit> hits) {
    }

    /** The pause after the last change of the query before it is searched as typed, in milliseconds. */
    public static final long TYPING_PAUSE_MILLIS = 250;

    /** Runs a task on the FX thread after a pause; the studio's is an FX timer, tests count instead of waiting. */
    @FunctionalInterface
    public interface Pause {
        /** Runs {@code onFx} on the FX thread {@code millis} milliseconds from now (or later); called on the FX thread. */
        void after(long millis, Runnable onFx);

        /** The FX toolkit's own timer (a {@link javafx.animation.PauseTransition}), as the editor's pauses use. */
        static Pause timer() {
            return (millis, onFx) -> {
                var wait = new javafx.animation.PauseTransition(javafx.util.Duration.millis(millis));
                wait.setOnFinished(e -> onFx.run());
                wait.play();
            };
        }
    }

    private final WorkspaceSession session;
    private final Pause pause;
    /** Counts changes of the query and searches: a paused search runs only if nothing came after it. */
    private final AtomicLong typing = new AtomicLong();
    /** Searches started (tests count them). */
    private long searchesStarted;
    /** The running search's number; a search whose number is no longer this one stops and its results are dropped. */
    private final AtomicLong current = new AtomicLong();
    /** Matches in {@link #results} (FX thread). */
    private int shownMatches;

    // Properties
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final BooleanProperty regex = new SimpleBooleanProperty(this, "regex");
    private final BooleanProperty matchCase = new SimpleBooleanProperty(this, "matchCase");
    private final ObservableList<FileMatches> results = FXCollections.observableArrayList();
    private final ObservableList<FileMatches> resultsView = FXCollections.unmodifiableObservableList(results);
    private final BooleanProperty running = new SimpleBooleanProperty(this, "running");
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress", 0);
    private final StringProperty status = new SimpleStringProperty(this, "status", "");
    private final BooleanProperty failed = new SimpleBooleanProperty(this, "failed");

    /** Find in Files over {@code session}'s workspace, searching as the query is typed after {@link Pause#timer}. */
    public FindInFilesViewModel(WorkspaceSession session) {
        this(session, Pause.timer());
    }

    /**
     * Find in Files over {@code session}'s workspace: each change of the query searches once {@code pause} has passed
     * {@value #TYPING_PAUSE_MILLIS} ms with no further change or search (the one running stops).
     */
    public FindInFilesViewModel(WorkspaceSession session, Pause pause) {
        this.session = session;
        this.pause = pause;
        query.addListener((o, old, now) -> {
            long mine = typing.incrementAndGet();
            pause.after(TYPING_PAUSE_MILLIS, () -> {
                if (typing.get() == mine) {
                    search();
                }
            });
        });
        session.snapshotProperty().addListener((o, old, now) -> {
            if (now == null || old == null || !now.root().equals(old.root())) {
                cancel();
                results.clear();
                shownMatches = 0;
                status.set("");
            }
        });
    }

    /** The text or expression to find. */
    public StringProperty queryProperty() {
        return query;
    }

    /** Whether the query is a regular expression ({@link java.util.regex.Pattern}); else it is found literally. */
    public BooleanProperty regexProperty() {
        return regex;
    }

    /** Whether case must match. */
    public BooleanProperty matchCaseProperty() {
        return matchCase;
    }

    /** The files with matches, in path order, growing while the search runs. Read-only. */
    public ObservableList<FileMatches> results() {
        return resultsView;
    }

    /** Whether a search is running. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    /** Files searched of those to search, 0..1. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress;
    }

    /** One line: what is running, what was found, what was skipped, or why the query is wrong. */
    public ReadOnlyStringProperty statusProperty() {
        return status;
    }

    /** Whether the status is an error (an invalid expression). */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed;
    }

    // Commands

    /** Searches the newest snapshot's files for the query, replacing the results; a running search stops first. */
    public void search() {
        typing.incrementAndGet(); // a search waiting for a pause in typing is this one
        long mine = current.incrementAndGet();
        results.clear();
        shownMatches = 0;
        failed.set(false);
        var snapshot = session.getSnapshot();
        String q = query.get();
        if (snapshot == null || q.isEmpty()) {
            running.set(false);
            progress.set(0);
            status.set(snapshot == null ? "No workspace is open" : "");
            return;
        }
        FileSearch search;
        try {
            search = new FileSearch(q, regex.get(), matchCase.get());
        } catch (PatternSyntaxException e) {
            running.set(false);
            progress.set(0);
            failed.set(true);
            status.set("Invalid regular expression: " + e.getDescription()
                    + (e.getIndex() >= 0 ? " at character " + (e.getIndex() + 1) : ""));
            return;
        }
        running.set(true);
        progress.set(0);
        searchesStarted++;
        var files = List.copyOf(snapshot.files().values());
        status.set(String.format("Searching %,d files\u2026", files.size()));
        session.work().execute(() -> run(mine, snapshot, files, search));
    }

    /** Searches started since this model was made (a blank or invalid query starts none). */
    public long searchesStarted() {
        return searchesStarted;
    }

    /** Stops the running search; what it found so far stays. */
    public void cancel() {
        current.incrementAndGet();
        if (running.get()) {
            running.set(false);
            status.set(String.format("Cancelled: %,d match%s in %,d file%s so far", shownMatches,
                    shownMatches == 1 ? "" : "es", results.size(), results.size() == 1 ? "" : "s"));
        }
    }

    /** Opens the file of {@code hit} in an editor with the match selected. */
    public void open(FileSearch.Hit hit) {
        var start = new Position(hit.line(), hit.column(), 0);
        var end = new Position(hit.line(), hit.column() + hit.length(), hit.length());
        session.navigation().open(hit.path(), new Range(start, end), "find-in-files");
    }

    // The search, on the work executor

    private boolean stale(long mine) {
        return current.get() != mine;
    }

    private void run(long mine, Snapshot snapshot, List<WorkspaceFile> files, FileSearch search) {
        int searched = 0;
        int large = 0;
        int binary = 0;
        int unreadable = 0;
        int matches = 0;
        int filesWithMatches = 0;
        var batch = new ArrayList<FileMatches>();
        int sinceBatch = 0;
        for (var file : files) {
            if (stale(mine) || matches >= MAX_MATCHES) {
                break;
            }
            sinceBatch++;
            if (file.size() > MAX_FILE_BYTES) {
                large++;
                continue;
            }
            try {
                var loaded = WorkspaceSession.textForSearch(snapshot, file.path());
                if (loaded.isReadOnly() && !loaded.readOnly().equals(dev.catalogstudio.app.files.TextFiles.NOT_UTF8)) {
                    binary++; // not text, or cut off at the reader's bound
                    continue;
                }
                var hits = new ArrayList<FileSearch.Hit>();
                search.search(file.path(), loaded.text(), MAX_MATCHES - matches, hits, () -> stale(mine));
                searched++;
                if (!hits.isEmpty()) {
                    matches += hits.size();
                    filesWithMatches++;
                    batch.add(new FileMatches(file.path(), List.copyOf(hits)));
                }
            } catch (IOException | RuntimeException e) {
                unreadable++;
            }
            if (sinceBatch >= BATCH_FILES) {
                publish(mine, batch, (double) (searched + large + binary + unreadable) / files.size(), null);
                batch = new ArrayList<>();
                sinceBatch = 0;
            }
        }
        if (stale(mine)) {
            return;
        }
        var done = new StringBuilder();
        done.append(matches == 0 ? "No matches" : String.format("%,d match%s in %,d file%s", matches,
                matches == 1 ? "" : "es", filesWithMatches, filesWithMatches == 1 ? "" : "s"));
        if (matches >= MAX_MATCHES) {
            done.append(String.format(" (stopped at %,d matches: narrow the search)", MAX_MATCHES));
        }
        done.append(String.format("; %,d files searched", searched));
        if (large > 0) {
            done.append(String.format(", %,d over %d MiB skipped", large, MAX_FILE_BYTES / (1024 * 1024)));
        }
        if (binary > 0) {
            done.append(String.format(", %,d not text skipped", binary));
        }
        if (unreadable > 0) {
            done.append(String.format(", %,d unreadable", unreadable));
        }
        publish(mine, batch, 1, done.toString());
    }

    /** Hands a batch to the FX thread; {@code finished} is the final status, or {@code null} while running. */
    private void publish(long mine, List<FileMatches> batch, double done, String finished) {
        session.fx().execute(() -> {
            if (stale(mine)) {
                return;
            }
            batch.forEach(f -> shownMatches += f.hits().size());
            results.addAll(batch);
            if (stale(mine)) {
                return; // stopped by a listener of the results
            }
            progress.set(done);
            if (finished != null) {
                running.set(false);
                status.set(finished);
            } else {
                status.set(String.format("Searching\u2026 %,d match%s so far", shownMatches,
                        shownMatches == 1 ? "" : "es"));
            }
        });
    }
}
