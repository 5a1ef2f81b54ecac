package dev.catalogstudio.app.hosts;

import dev.catalogstudio.app.session.Coalescer;
import dev.catalogstudio.app.session.SnapshotUpdate;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.loads.HostLoads;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Hosts view: per host, what it would load of the workspace and what it drops or truncates, with the reason and
 * the diagnostic code ({@link HostLoads}, the answer {@code catalog-studio hosts} prints). One host is shown at a
 * time: its summary line and its rows, dropped first.
 *
 * <p>Each new snapshot is read again while the view is {@linkplain #setActive active}: {@link HostLoads#of} costs
 * documents × hosts, so it runs on the session's background executor and the newest request wins
 * ({@link Coalescer.Requests}); an update that changed no document, diagnostic or file is skipped. A hidden view
 * computes nothing and catches up when shown. The host shown is kept across snapshots while it still loads
 * something; else the first host that drops something is shown, else the first host.
 */
public final class HostsViewModel {

    /** The placeholder's words when no host would load anything: the command line's. */
    public static final String NOTHING_LOADED = "No host would load a skill, subagent or command of this folder.";
    static final String NO_WORKSPACE = "No folder is open.";
    static final String READING = "Reading what each host loads\u2026";

    private final WorkspaceSession session;
    private final Coalescer.Requests reads;
    private boolean active;
    /** The snapshot last read (or being read); {@code null} when a new one must be read when shown. */
    private Snapshot requested;
    /** Snapshots read so far (tests count the work). */
    private long readCount;

    // Properties
    private final ObservableList<HostTable> hosts = FXCollections.observableArrayList();
    private final ObservableList<HostTable> hostsView = FXCollections.unmodifiableObservableList(hosts);
    private final ObjectProperty<HostTable> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<HostRow> rows = FXCollections.observableArrayList();
    private final ObservableList<HostRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper placeholder = new ReadOnlyStringWrapper(this, "placeholder", NO_WORKSPACE);
    private final ReadOnlyBooleanWrapper empty = new ReadOnlyBooleanWrapper(this, "empty", true);

    /** Reads the session's snapshots while active; opens rows through its navigation. */
    public HostsViewModel(WorkspaceSession session) {
        this.session = session;
        this.reads = new Coalescer.Requests(session.background(), session.fx());
        session.updateProperty().addListener((o, old, now) -> {
            if (now != null) {
                update(now);
            }
        });
        selected.addListener((o, old, now) -> {
            rows.setAll(now == null ? List.of() : now.rows());
            summary.set(now == null ? "" : now.summary());
        });
    }

    /** The hosts that would load something of the workspace, in {@code HostDiscovery.NAMES} order. */
    public ObservableList<HostTable> hosts() {
        return hostsView;
    }

    /** The host shown; set it to show another of {@link #hosts()}. */
    public ObjectProperty<HostTable> selectedProperty() {
        return selected;
    }

    /** The rows of the host shown: dropped, truncated, then loaded. */
    public ObservableList<HostRow> rows() {
        return rowsView;
    }

    /** The shown host's summary, e.g. {@code loads 2 skills, 1 subagent; drops 1; truncates 0}; empty for none. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary;
    }

    /** What the view says when there are no rows: no folder, still reading, or {@link #NOTHING_LOADED}. */
    public ReadOnlyStringProperty placeholderProperty() {
        return placeholder;
    }

    /** Whether there is no host to show (no folder, not read yet, or no host would load anything). */
    public ReadOnlyBooleanProperty emptyProperty() {
        return empty.getReadOnlyProperty();
    }

    /** How many snapshots have been read since this model was made. */
    public long reads() {
        return readCount;
    }

    // Commands

    /** Shows the view's results ({@code true}: reads the newest snapshot now if it has not) or stops reading them. */
    public void setActive(boolean active) {
        this.active = active;
        var snapshot = session.getSnapshot();
        if (active && snapshot != null && snapshot != requested) {
            read(snapshot);
        }
    }

    /** Shows {@code row}'s file in the editor at its line (a dropped item's reason; line 1 for the others). */
    public void open(HostRow row) {
        if (row != null) {
            session.navigation().open(row.path(), row.line(), 1, "hosts");
        }
    }

    /** Shows the host named {@code host}, if it is one of {@link #hosts()}. */
    public void select(String host) {
        hosts.stream().filter(h -> h.host().equals(host)).findFirst().ifPresent(selected::set);
    }

    private void update(SnapshotUpdate update) {
        if (!active) {
            requested = null;
            return;
        }
        boolean unchanged = !update.everything() && update.documents().isEmpty() && update.diagnostics().isEmpty()
                && !update.fileSetChanged();
        if (unchanged && requested != null) {
            requested = update.snapshot();
            return;
        }
        read(update.snapshot());
    }

    private void read(Snapshot snapshot) {
        requested = snapshot;
        if (hosts.isEmpty()) {
            placeholder.set(READING);
        }
        reads.submit(() -> tables(snapshot), this::show);
    }

    /** Every host's table for {@code snapshot}: every host that would load something of it. */
    static List<HostTable> tables(Snapshot snapshot) {
        return HostLoads.of(snapshot, List.of()).stream().map(HostTable::of).toList();
    }

    private void show(List<HostTable> tables) {
        readCount++;
        String was = selected.get() == null ? null : selected.get().host();
        hosts.setAll(tables);
        var keep = tables.stream().filter(t -> t.host().equals(was)).findFirst();
        var firstDropping = tables.stream().filter(t -> t.dropped() > 0).findFirst();
        selected.set(keep.or(() -> firstDropping).orElse(tables.isEmpty() ? null : tables.get(0)));
        placeholder.set(tables.isEmpty() ? NOTHING_LOADED : "");
        empty.set(tables.isEmpty());
    }
}
