package dev.catalogstudio.app.diagnostics;

import dev.catalogstudio.app.session.SnapshotUpdate;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.review.Findings;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;

/**
 * The problems panel: every diagnostic of the newest snapshot, filtered by severity, by file (the current one or all)
 * and by text; counts per severity for the status bar; walking them (F8 / Shift+F8), opening one (through the session's
 * navigation) and applying a quick fix (through the session's one quick-fix command).
 *
 * <p>Rows are shown by severity (errors first), then by path and position ({@link #ORDER}), so that a marketplace's
 * only error is on top whatever its file is called.
 *
 * <p>Each {@link SnapshotUpdate} touches only the rows of the paths whose diagnostics changed: they are replaced in
 * place in the sorted list (rows equal at either end of a path's run are kept), and the counts move by the rows
 * removed and inserted. Only a newly opened workspace rebuilds the list.
 *
 * <p>While the studio compares the workspace with a git revision (Compare With…), the panel shows the change set's
 * diagnostics instead (the head side's, with the change-set rules'), titled with the revision and marked out of date
 * after an edit; snapshots that arrive meanwhile are not shown. When the comparison stops, the newest snapshot's
 * diagnostics come back. While comparing, the change set's new findings ({@link Findings}) come first, and the
 * "New in this change" filter ({@link #newOnlyProperty()}, on when a comparison starts) shows only them; the severity
 * counts then count what the filter lets through, and {@link #notNewCountProperty()} counts the others.
 */
public final class DiagnosticsViewModel {

    /** The rows' order: errors, then warnings, then infos; each by path, then position. */
    public static final Comparator<FileDiagnostic> ORDER = Comparator
            .comparing((FileDiagnostic d) -> d.diagnostic().severity()).thenComparing(FileDiagnostic::path)
            .thenComparing(FileDiagnostic::diagnostic);

    /** Every row, by path and position (the order updates replace a path's run in). */
    private final ObservableList<FileDiagnostic> all = FXCollections.observableArrayList();
    private final FilteredList<FileDiagnostic> filtered = new FilteredList<>(all);
    private final SortedList<FileDiagnostic> shown = new SortedList<>(filtered, ORDER);
    /** The change set's findings while comparing, else {@code null}. */
    private Findings findings;
    private final WorkspaceSession session;
    /** Rows inserted or removed so far: the work the updates cost (tests count it). */
    private long rowsChanged;
    private Predicate<FileDiagnostic> predicate = d -> true;

    // Properties
    private final BooleanProperty showErrors = new SimpleBooleanProperty(this, "showErrors", true);
    private final BooleanProperty showWarnings = new SimpleBooleanProperty(this, "showWarnings", true);
    private final BooleanProperty showInfos = new SimpleBooleanProperty(this, "showInfos", true);
    private final BooleanProperty currentFileOnly = new SimpleBooleanProperty(this, "currentFileOnly");
    private final StringProperty currentFile = new SimpleStringProperty(this, "currentFile");
    private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
    private final IntegerProperty errors = new SimpleIntegerProperty(this, "errors");
    private final IntegerProperty warnings = new SimpleIntegerProperty(this, "warnings");
    private final IntegerProperty infos = new SimpleIntegerProperty(this, "infos");
    private final ObjectProperty<FileDiagnostic> selected = new SimpleObjectProperty<>(this, "selected");
    private final StringProperty title = new SimpleStringProperty(this, "title", "Problems");
    private final BooleanProperty newOnly = new SimpleBooleanProperty(this, "newOnly", true);
    private final javafx.beans.property.ReadOnlyBooleanWrapper comparing =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "comparing");
    private final javafx.beans.property.ReadOnlyIntegerWrapper newCount =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "newCount");
    private final javafx.beans.property.ReadOnlyIntegerWrapper notNewCount =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "notNewCount");

    /** Shows the session's snapshots; the current file follows the session's navigation. */
    public DiagnosticsViewModel(WorkspaceSession session) {
        this.session = session;
        session.updateProperty().addListener((o, old, now) -> {
            if (now != null && !comparing()) {
                render(now);
            }
        });
        var comparison = session.comparison();
        comparison.changeSetProperty().addListener((o, old, now) -> {
            findings = now == null ? null : comparison.getFindings(); // sorted on the review's work thread
            newCount.set(findings == null ? 0 : findings.introduced().size());
            notNewCount.set(findings == null ? 0 : findings.notNewCount());
            if (now != null && old == null) {
                newOnly.set(true); // a comparison starts with what the change set introduced
            }
            comparing.set(now != null);
            refilter();
            if (now != null) {
                render(now.diagnostics());
            } else if (session.getSnapshot() != null) {
                render(session.getSnapshot());
            }
        });
        title.bind(javafx.beans.binding.Bindings.createStringBinding(() -> comparison.getChangeSet() == null
                ? "Problems" : "Problems · change set vs " + comparison.baseProperty().get()
                + (comparison.staleProperty().get() ? " (out of date)" : ""),
                comparison.changeSetProperty(), comparison.baseProperty(), comparison.staleProperty()));
        currentFile.bind(session.navigation().currentPathProperty());
        for (var p : new javafx.beans.Observable[] {showErrors, showWarnings, showInfos, currentFileOnly, currentFile,
            filterText}) {
            p.addListener(o -> refilter());
        }
        newOnly.addListener(o -> {
            refilter();
            if (findings != null) {
                recount();
            }
        });
    }

    private boolean comparing() {
        return session.comparison().getChangeSet() != null;
    }

    /** Applies the filters and the order anew (new findings first while comparing). */
    private void refilter() {
        var now = findings;
        shown.setComparator(now == null ? ORDER : Comparator.comparing((FileDiagnostic d) ->
                now.status(d) != Findings.Status.NEW).thenComparing(ORDER));
        predicate = predicate();
        filtered.setPredicate(predicate);
    }

    /** Whether the panel compares with a revision and {@code d} is one the change set introduced. */
    public boolean isNew(FileDiagnostic d) {
        return findings != null && findings.status(d) == Findings.Status.NEW;
    }

    /** Whether the "New in this change" filter hides {@code d}. */
    private boolean hiddenAsNotNew(FileDiagnostic d) {
        return findings != null && newOnly.get() && findings.status(d) != Findings.Status.NEW;
    }

    /**
     * While comparing: show only the diagnostics the change set introduced (default on when a comparison starts).
     * No effect otherwise.
     */
    public BooleanProperty newOnlyProperty() {
        return newOnly;
    }

    /** Whether the panel shows a comparison's change set (the "New in this change" filter applies). */
    public javafx.beans.property.ReadOnlyBooleanProperty comparingProperty() {
        return comparing.getReadOnlyProperty();
    }

    /** While comparing, how many diagnostics the change set introduced; 0 otherwise. */
    public javafx.beans.property.ReadOnlyIntegerProperty newCountProperty() {
        return newCount.getReadOnlyProperty();
    }

    /** While comparing, how many were there before or lie in files the change set does not reach; 0 otherwise. */
    public javafx.beans.property.ReadOnlyIntegerProperty notNewCountProperty() {
        return notNewCount.getReadOnlyProperty();
    }

    /**
     * The panel's title: {@code Problems}, or while comparing {@code Problems · change set vs HEAD~1}, with
     * {@code (out of date)} after an edit.
     */
    public javafx.beans.property.ReadOnlyStringProperty titleProperty() {
        return title;
    }

    /**
     * The diagnostics after filtering, by {@link #ORDER} (severity, path, position); while comparing, the change set's
     * new ones first.
     */
    public ObservableList<FileDiagnostic> shown() {
        return shown;
    }

    public BooleanProperty showErrorsProperty() {
        return showErrors;
    }

    public BooleanProperty showWarningsProperty() {
        return showWarnings;
    }

    public BooleanProperty showInfosProperty() {
        return showInfos;
    }

    /** Show only the diagnostics of {@link #currentFileProperty()}. */
    public BooleanProperty currentFileOnlyProperty() {
        return currentFileOnly;
    }

    /** The path of the file in the selected editor tab, or {@code null} (bound to the session's navigation). */
    public javafx.beans.property.ReadOnlyStringProperty currentFileProperty() {
        return currentFile;
    }

    /** Words that must all appear (case-insensitive) in the code, message or path. */
    public StringProperty filterTextProperty() {
        return filterText;
    }

    public IntegerProperty errorsProperty() {
        return errors;
    }

    public IntegerProperty warningsProperty() {
        return warnings;
    }

    public IntegerProperty infosProperty() {
        return infos;
    }

    /** The selected row. */
    public ObjectProperty<FileDiagnostic> selectedProperty() {
        return selected;
    }

    /** Rows inserted into or removed from the list since this panel was made (a rebuild counts every row). */
    public long rowsChanged() {
        return rowsChanged;
    }

    // Commands

    /** Shows the diagnostics of {@code snapshot} (all rows anew), keeping the selection when it is still there. */
    public void render(Snapshot snapshot) {
        render(snapshot.diagnostics());
    }

    /** Shows {@code list} (sorted by path and position; all rows anew), keeping the selection when still there. */
    private void render(List<FileDiagnostic> list) {
        var was = selected.get();
        rowsChanged += all.size() + list.size();
        all.setAll(list);
        recount();
        selected.set(was != null && shown.contains(was) ? was : null);
    }

    /** Counts the rows by severity, leaving out those the "New in this change" filter hides. */
    private void recount() {
        int e = 0;
        int w = 0;
        int i = 0;
        for (var d : all) {
            if (hiddenAsNotNew(d)) {
                continue;
            }
            switch (d.diagnostic().severity()) {
                case ERROR -> e++;
                case WARNING -> w++;
                case INFO -> i++;
            }
        }
        errors.set(e);
        warnings.set(w);
        infos.set(i);
    }

    /**
     * Shows {@code update}: only the rows of the paths whose diagnostics changed are replaced; a newly opened
     * workspace is rendered whole. The selection is kept when it is still shown.
     */
    public void render(SnapshotUpdate update) {
        if (update.everything()) {
            render(update.snapshot());
            return;
        }
        var was = selected.get();
        int[] counts = {errors.get(), warnings.get(), infos.get()};
        for (String path : update.diagnostics()) {
            replaceRows(path, update.snapshot().diagnostics(path), counts);
        }
        errors.set(counts[0]);
        warnings.set(counts[1]);
        infos.set(counts[2]);
        if (was != null && update.diagnostics().contains(was.path()) && !isShown(was)) {
            selected.set(null);
        }
    }

    /** Replaces the rows of {@code path} (one run of the sorted list) by {@code now}, keeping equal rows at its ends. */
    private void replaceRows(String path, List<Diagnostic> now, int[] counts) {
        int from = firstRowAtOrAfter(path);
        int to = from;
        while (to < all.size() && all.get(to).path().equals(path)) {
            to++;
        }
        var rows = new ArrayList<FileDiagnostic>(now.size());
        now.forEach(d -> rows.add(new FileDiagnostic(path, d)));
        int same = 0;
        while (from + same < to && same < rows.size() && all.get(from + same).equals(rows.get(same))) {
            same++;
        }
        int sameAtEnd = 0;
        while (to - sameAtEnd > from + same && rows.size() - sameAtEnd > same
                && all.get(to - 1 - sameAtEnd).equals(rows.get(rows.size() - 1 - sameAtEnd))) {
            sameAtEnd++;
        }
        int removeFrom = from + same;
        int removeTo = to - sameAtEnd;
        var inserted = rows.subList(same, rows.size() - sameAtEnd);
        for (int k = removeFrom; k < removeTo; k++) {
            count(all.get(k), counts, -1);
        }
        inserted.forEach(d -> count(d, counts, 1));
        rowsChanged += removeTo - removeFrom + inserted.size();
        if (removeTo > removeFrom) {
            all.remove(removeFrom, removeTo);
        }
        if (!inserted.isEmpty()) {
            all.addAll(removeFrom, inserted);
        }
    }

    /** The index of the first row whose path is not before {@code path} (binary search on the sorted list). */
    private int firstRowAtOrAfter(String path) {
        int low = 0;
        int high = all.size();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (all.get(mid).path().compareTo(path) < 0) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** Whether {@code row} is in the list and passes the filters: {@code shown().contains(row)} without a scan. */
    private boolean isShown(FileDiagnostic row) {
        if (!predicate.test(row)) {
            return false;
        }
        for (int k = firstRowAtOrAfter(row.path()); k < all.size() && all.get(k).path().equals(row.path()); k++) {
            if (all.get(k).equals(row)) {
                return true;
            }
        }
        return false;
    }

    private static void count(FileDiagnostic row, int[] counts, int delta) {
        switch (row.diagnostic().severity()) {
            case ERROR -> counts[0] += delta;
            case WARNING -> counts[1] += delta;
            case INFO -> counts[2] += delta;
        }
    }

    /** Opens the file of {@code diagnostic} at its range. */
    public void open(FileDiagnostic diagnostic) {
        if (diagnostic != null) {
            selected.set(diagnostic);
            session.navigation().open(diagnostic.path(), diagnostic.diagnostic().range(), "problems");
        }
    }

    /** Applies {@code fix} of {@code diagnostic} to its file: the same command as a fix chosen in the editor. */
    public void applyFix(FileDiagnostic diagnostic, QuickFix fix) {
        open(diagnostic);
        session.applyFix(diagnostic.path(), fix);
    }

    /**
     * The commands {@code diagnostic} offers beyond its quick fixes (such as updating a host copy), as the session's
     * shell names them; empty for most.
     */
    public java.util.List<dev.catalogstudio.app.session.DiagnosticAction> actions(FileDiagnostic diagnostic) {
        return diagnostic == null ? java.util.List.of()
                : session.diagnosticActions(diagnostic.path(), diagnostic.diagnostic());
    }

    /** Runs {@code action} of {@code diagnostic}, with its file opened at the diagnostic first. */
    public void run(FileDiagnostic diagnostic, dev.catalogstudio.app.session.DiagnosticAction action) {
        open(diagnostic);
        action.run().run();
    }

    /** Selects and opens the next shown diagnostic after the selection (wrapping); empty when none is shown. */
    public Optional<FileDiagnostic> next() {
        return step(1);
    }

    /** Selects and opens the previous shown diagnostic (wrapping). */
    public Optional<FileDiagnostic> previous() {
        return step(-1);
    }

    private Optional<FileDiagnostic> step(int direction) {
        if (shown.isEmpty()) {
            return Optional.empty();
        }
        int at = selected.get() == null ? -1 : shown.indexOf(selected.get());
        int next = at < 0 ? (direction > 0 ? 0 : shown.size() - 1) : Math.floorMod(at + direction, shown.size());
        var diagnostic = shown.get(next);
        open(diagnostic);
        return Optional.of(diagnostic);
    }

    private Predicate<FileDiagnostic> predicate() {
        boolean e = showErrors.get();
        boolean w = showWarnings.get();
        boolean i = showInfos.get();
        String file = currentFileOnly.get() ? currentFile.get() : null;
        boolean onlyFile = currentFileOnly.get();
        String[] words = filterText.get() == null ? new String[0]
                : filterText.get().toLowerCase(Locale.ROOT).trim().split("\\s+");
        return d -> {
            if (hiddenAsNotNew(d)) {
                return false;
            }
            Severity s = d.diagnostic().severity();
            if (s == Severity.ERROR && !e || s == Severity.WARNING && !w || s == Severity.INFO && !i) {
                return false;
            }
            if (onlyFile && !d.path().equals(file)) {
                return false;
            }
            String haystack = (d.diagnostic().code() + " " + d.diagnostic().message() + " " + d.path())
                    .toLowerCase(Locale.ROOT);
            for (String word : words) {
                if (!word.isEmpty() && !haystack.contains(word)) {
                    return false;
                }
            }
            return true;
        };
    }
}
