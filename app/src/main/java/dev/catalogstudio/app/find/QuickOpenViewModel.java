package dev.catalogstudio.app.find;

import dev.catalogstudio.app.session.Coalescer;
import dev.catalogstudio.app.session.LayerFiles;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Quick Open (a file by its path, name or the FQN of the entry it declares) and Go to Entry (an entry of the resolved
 * model by its FQN): a query, the ranked candidates ({@link FuzzyMatcher}, {@link Ranking}), a selected row, and
 * opening it through the session's navigation. Files used most recently come first among equal matches, and with an
 * empty query the file used before the current one comes first, so Quick Open then Enter goes back.
 *
 * <p>FX thread only; rankings of more than {@link #OFF_THREAD_ABOVE} candidates run on the session's work executor
 * (latest query wins), smaller ones at once.
 */
public final class QuickOpenViewModel {

    /** What the picker picks. */
    public enum Mode {
        /** Workspace files, by path, file name or the FQN of the entry the file declares. */
        FILES("Go to file: name, path or FQN"),
        /** Entries of the resolved model (skills, agents, MCP servers, plugins…), by FQN or name. */
        ENTRIES("Go to entry: FQN or name");

        private final String prompt;

        Mode(String prompt) {
            this.prompt = prompt;
        }

        /** The hint in the empty query field. */
        public String prompt() {
            return prompt;
        }
    }

    /**
     * Something to open.
     *
     * @param path  the file, {@code /}-separated, relative to the workspace root; for an entry of a fetched
     *              repository its {@linkplain LayerFiles layer path} ({@code acme/dates@main:skills/dates/SKILL.md})
     * @param fqn   the FQN of the entry (Go to Entry) or of the file's main entry (Quick Open); empty when none
     * @param kind  the entry's kind for display ({@code skill}, {@code MCP server}); empty for a file without entry
     * @param range where to put the caret (the entry's name), {@code null} for the top of the file
     */
    public record Target(String path, String fqn, String kind, Range range) {
        /** The last path segment, e.g. {@code SKILL.md}. */
        public String fileName() {
            return path.substring(path.lastIndexOf('/') + 1);
        }

        /** The folder, e.g. {@code skills/metrics-query}; empty at the root. */
        public String folder() {
            int slash = path.lastIndexOf('/');
            return slash < 0 ? "" : path.substring(0, slash);
        }
    }

    /** Above this many candidates a ranking runs off the FX thread. */
    static final int OFF_THREAD_ABOVE = 5_000;
    /** At most this many rows are shown. */
    public static final int LIMIT = 200;
    /** How many recently used files are remembered. */
    static final int RECENT = 100;

    private final WorkspaceSession session;
    private final int offThreadAbove;
    private final Coalescer.Requests rankings;
    /** Paths of files shown in an editor, most recent first, without repeats. */
    private final LinkedList<String> recent = new LinkedList<>();
    private List<Target> candidates = List.of();
    private volatile long lastComparisons;
    private boolean openWhenRanked;
    private boolean ranking;

    // Properties
    private final BooleanProperty showing = new SimpleBooleanProperty(this, "showing");
    private final ObjectProperty<Mode> mode = new SimpleObjectProperty<>(this, "mode", Mode.FILES);
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final ObservableList<Ranking.Ranked<Target>> results = FXCollections.observableArrayList();
    private final ObservableList<Ranking.Ranked<Target>> resultsView = FXCollections.unmodifiableObservableList(results);
    private final IntegerProperty selected = new SimpleIntegerProperty(this, "selected", -1);
    private final StringProperty summary = new SimpleStringProperty(this, "summary", "");

    public QuickOpenViewModel(WorkspaceSession session) {
        this(session, OFF_THREAD_ABOVE);
    }

    /** With rankings of more than {@code offThreadAbove} candidates on the session's work executor (tests: 0). */
    QuickOpenViewModel(WorkspaceSession session, int offThreadAbove) {
        this.session = session;
        this.offThreadAbove = offThreadAbove;
        this.rankings = new Coalescer.Requests(session.work(), session.fx());
        session.navigation().currentPathProperty().addListener((o, old, now) -> used(now));
        session.snapshotProperty().addListener((o, old, now) -> {
            if (now == null || old == null || !now.root().equals(old.root())) {
                recent.clear();
            }
            if (showing.get()) {
                // A snapshot that comes while the picker shows (a fetch's layers, a file saved elsewhere) is what
                // it picks from: read when shown only, a fetch finishing under it was never listed.
                candidates = candidates(now, mode.get());
                rank();
            }
        });
        query.addListener((o, old, now) -> rank());
    }

    /** Whether the picker is showing. */
    public ReadOnlyBooleanProperty showingProperty() {
        return showing;
    }

    /** Files or entries. */
    public ReadOnlyObjectProperty<Mode> modeProperty() {
        return mode;
    }

    /** What the user typed; every change ranks again. */
    public StringProperty queryProperty() {
        return query;
    }

    /** The best candidates for the query, best first, at most {@link #LIMIT}. Read-only. */
    public ObservableList<Ranking.Ranked<Target>> results() {
        return resultsView;
    }

    /** The selected row of {@link #results()}, {@code -1} when there is none. */
    public IntegerProperty selectedProperty() {
        return selected;
    }

    /** E.g. {@code 12 of 1,204 files}, or why nothing shows. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary;
    }

    /** Matcher work of the newest ranking (see {@link FuzzyMatcher#comparisons()}): tests count it. */
    public long lastComparisons() {
        return lastComparisons;
    }

    /** Recently used files, most recent first. */
    public List<String> recent() {
        return List.copyOf(recent);
    }

    // Commands

    /** Shows the picker for {@code what} with an empty query, its candidates read from the newest snapshot. */
    public void show(Mode what) {
        mode.set(what);
        candidates = candidates(session.getSnapshot(), what);
        showing.set(true);
        if (query.get().isEmpty()) {
            rank();
        } else {
            query.set("");
        }
    }

    private static List<Target> candidates(Snapshot snapshot, Mode what) {
        return snapshot == null ? List.of() : what == Mode.FILES ? files(snapshot) : entries(snapshot);
    }

    /** Hides the picker. */
    public void hide() {
        showing.set(false);
        openWhenRanked = false;
        rankings.supersede();
        ranking = false;
    }

    /** Moves the selection by {@code delta} rows, stopping at the first and last. */
    public void move(int delta) {
        if (results.isEmpty()) {
            return;
        }
        selected.set(Math.max(0, Math.min(results.size() - 1, selected.get() + delta)));
    }

    /** Opens the selected row (or, while a ranking is on its way, its best row when it comes) and hides the picker. */
    public void openSelected() {
        if (ranking) {
            openWhenRanked = true;
            return;
        }
        int at = selected.get();
        if (at >= 0 && at < results.size()) {
            open(results.get(at).item());
        }
    }

    /** Opens {@code target} in an editor (at its entry's name, if any) and hides the picker. */
    public void open(Target target) {
        hide();
        session.navigation().open(target.path(), target.range(), "quick-open");
    }

    // Ranking

    private void used(String path) {
        if (path == null) {
            return;
        }
        recent.remove(path);
        recent.addFirst(path);
        if (recent.size() > RECENT) {
            recent.removeLast();
        }
    }

    private void rank() {
        if (!showing.get()) {
            return;
        }
        String q = query.get();
        var all = candidates;
        var recency = recency(q.isBlank());
        boolean files = mode.get() == Mode.FILES;
        String noun = files ? "files" : "entries";
        java.util.function.Supplier<Ranking.Top<Target>> work = () -> {
            var matcher = new FuzzyMatcher(q);
            var top = Ranking.top(matcher, all, files ? QuickOpenViewModel::fileKeys : t -> List.of(t.fqn()),
                    t -> recency.getOrDefault(t.path(), Integer.MAX_VALUE), LIMIT);
            lastComparisons = matcher.comparisons();
            return top;
        };
        java.util.function.Consumer<Ranking.Top<Target>> apply = top -> {
            ranking = false;
            results.setAll(top.ranked());
            selected.set(results.isEmpty() ? -1 : 0);
            summary.set(summary(top, all.size(), noun));
            if (openWhenRanked) {
                openWhenRanked = false;
                openSelected();
            }
        };
        if (all.size() > offThreadAbove) {
            ranking = true;
            rankings.submit(work, apply);
        } else {
            rankings.supersede();
            apply.accept(work.get());
        }
    }

    private static String summary(Ranking.Top<Target> top, int total, String noun) {
        if (total == 0) {
            return "No " + noun + " in the workspace";
        }
        if (top.matched() == 0) {
            return "No " + noun + " match";
        }
        return String.format("%,d of %,d %s", top.matched(), total, noun)
                + (top.matched() > top.ranked().size() ? String.format(" (best %,d shown)", top.ranked().size()) : "");
    }

    /**
     * Recency by path: 0 for the most recent. With an empty query the current document (the most recent) goes after
     * the other recent files, so the first row is the file used before it.
     */
    private Map<String, Integer> recency(boolean emptyQuery) {
        var byPath = new HashMap<String, Integer>();
        int i = 0;
        String current = session.navigation().currentPathProperty().get();
        for (String path : recent) {
            if (emptyQuery && path.equals(current)) {
                continue;
            }
            byPath.put(path, i++);
        }
        if (emptyQuery && current != null && recent.contains(current)) {
            byPath.put(current, i);
        }
        return byPath;
    }

    /** A file is found by its path (its name included) and by the FQN of its entry. */
    private static List<String> fileKeys(Target target) {
        return target.fqn().isEmpty() ? List.of(target.path()) : List.of(target.path(), target.fqn());
    }

    /** Every file of the workspace, with the FQN of the entry it declares (its main node's), if any. */
    static List<Target> files(Snapshot snapshot) {
        var nodes = snapshot.graph().nodes();
        var out = new ArrayList<Target>(snapshot.files().size());
        for (String path : snapshot.files().keySet()) {
            Node main = nodes.get(path);
            boolean named = main != null && Layer.WORKSPACE.equals(main.layer()) && !main.fqn().isEmpty();
            out.add(new Target(path, named ? main.fqn() : "", named ? main.kind().displayName() : "", null));
        }
        return out;
    }

    /**
     * Every named entry of the workspace's own layer that a file declares, by FQN, and those of the repositories
     * {@code catalog-studio fetch} fetched, under their {@linkplain LayerFiles layer path} (they open read-only).
     */
    static List<Target> entries(Snapshot snapshot) {
        var out = new ArrayList<Target>();
        var fetched = new java.util.HashSet<String>();
        snapshot.layers().layers().stream().filter(l -> LayerFiles.fetched(l).isPresent())
                .forEach(l -> fetched.add(l.id()));
        for (Node node : snapshot.graph().sortedNodes()) {
            if (fetched.contains(node.layer()) && !node.external() && !node.fqn().isEmpty()
                    && !node.path().isEmpty()) {
                out.add(new Target(LayerFiles.pathOf(node), node.fqn(), node.kind().displayName(),
                        caretAt(node.range())));
                continue;
            }
            if (!Layer.WORKSPACE.equals(node.layer()) || node.external() || node.fqn().isEmpty()
                    || node.path().isEmpty() || !snapshot.files().containsKey(node.path())) {
                continue;
            }
            out.add(new Target(node.path(), node.fqn(), node.kind().displayName(), caretAt(node.range())));
        }
        return out;
    }

    /** The entry's name selected when it is on one line, else the caret at its start; {@code null} stays null. */
    private static Range caretAt(Range range) {
        if (range == null || range.start().line() == range.end().line()) {
            return range;
        }
        return new Range(range.start(), range.start());
    }
}
