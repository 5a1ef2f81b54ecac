package dev.catalogstudio.app.graph;

import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.PlacedNode;
import dev.catalogstudio.app.render.SceneInput;
import dev.catalogstudio.app.render.SceneLayout;
import dev.catalogstudio.app.render.SceneMapper;
import dev.catalogstudio.app.session.Coalescer;
import dev.catalogstudio.app.session.LayerFiles;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.graph.Impact;
import dev.catalogstudio.model.graph.Neighbourhood;
import dev.catalogstudio.model.graph.Overview;
import dev.catalogstudio.model.graph.Search;
import dev.catalogstudio.model.graph.WhatIf;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

/**
 * The graph pane's state and commands. It draws the session's snapshot: by default the neighbourhood of the entry of
 * the current editor tab ({@link #depthProperty()} levels of dependencies and dependents), or the whole-workspace
 * overview grouped by folder and kind. The model's queries ({@link Neighbourhood}, {@link Overview}, {@link Impact},
 * {@link WhatIf}, {@link Search}) and the ELK layout run off the FX thread, on the pane's own worker, latest request
 * only; the FX thread receives a finished {@link GraphScene}. A new snapshot whose drawn structure (node ids and
 * sizes, edges and their ends) is the same keeps every position and only restyles (badges, statuses): no re-layout, no
 * jumping; a structural change lays out again, seeded with the previous positions.
 */
public final class GraphViewModel {

    /** The depth value meaning "all levels". */
    public static final int ALL = Integer.MAX_VALUE;

    /**
     * What a graph pane shows (issue 41: a whole workspace fitted into a side pane never read).
     */
    public enum Mode {
        /**
         * The side pane: always the neighbourhood of the current file's entry (the entry whose document it is, or
         * whose folder holds it: a SKILL.star or a CHANGELOG belongs to its skill), or, for a file of no entry or no
         * file, nothing but a sentence saying so; never the nodes of a file shown before.
         */
        NEIGHBOURHOOD,
        /** The overview tab: the whole workspace, grouped by folder and kind, the current file's entry marked. */
        OVERVIEW
    }

    private final WorkspaceSession session;
    private final Mode mode;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        var thread = new Thread(r, "graph-layout");
        thread.setDaemon(true);
        return thread;
    });
    /** The worker, refusing quietly once the pane is closed. */
    private final java.util.concurrent.Executor onWorker = task -> {
        if (!worker.isShutdown()) {
            worker.execute(task);
        }
    };
    /** Pictures and searches: the latest request wins, a superseded result never reaches the FX thread's state. */
    private final Coalescer.Requests draws;
    private final Coalescer.Requests searches;
    /** Made on the worker at the first layout: its class starts ELK, which a window's first frame never needs. */
    private SceneLayout layout;

    // Worker-thread state: the last view and what was laid out.
    private GraphView lastView;
    private Snapshot lastSnapshot;
    private dev.catalogstudio.app.render.ChangeMarks lastChanges;
    private dev.catalogstudio.model.review.ChangeSet lastChangeSet;
    private GraphView lastChangesView;
    private GraphScene lastScene;
    private List<Object> lastStructure;

    // Properties (FX thread)
    private final ReadOnlyObjectWrapper<GraphScene> scene = new ReadOnlyObjectWrapper<>(this, "scene");
    private final ReadOnlyObjectWrapper<GraphView> view = new ReadOnlyObjectWrapper<>(this, "view");
    private final StringProperty focus = new SimpleStringProperty(this, "focus");
    private final StringProperty selected = new SimpleStringProperty(this, "selected");
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", 1);
    private final BooleanProperty overview = new SimpleBooleanProperty(this, "overview");
    private final BooleanProperty impact = new SimpleBooleanProperty(this, "impact");
    private final ObjectProperty<GraphFilter> filter = new SimpleObjectProperty<>(this, "filter", GraphFilter.ALL);
    private final ObjectProperty<WhatIf.Removal> removal = new SimpleObjectProperty<>(this, "removal");
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final ObservableList<Node> searchResults = FXCollections.observableArrayList();
    private final ObservableList<Node> installOrder = FXCollections.observableArrayList();
    private final ObservableSet<String> expanded = FXCollections.observableSet(new HashSet<>());
    private final ObjectProperty<String> status = new SimpleObjectProperty<>(this, "status", "");
    private final ReadOnlyObjectWrapper<String> empty = new ReadOnlyObjectWrapper<>(this, "empty");
    private final ObjectProperty<javafx.geometry.Dimension2D> canvasSize = new SimpleObjectProperty<>(this,
            "canvasSize", new javafx.geometry.Dimension2D(SceneLayout.DEFAULT_VIEW_WIDTH,
            SceneLayout.DEFAULT_VIEW_HEIGHT));

    /** The side pane's model: {@link Mode#NEIGHBOURHOOD}. */
    public GraphViewModel(WorkspaceSession session) {
        this(session, Mode.NEIGHBOURHOOD);
    }

    /** A graph pane's model showing what {@code mode} says. */
    public GraphViewModel(WorkspaceSession session, Mode mode) {
        this.session = session;
        this.mode = mode;
        overview.set(mode == Mode.OVERVIEW);
        this.draws = new Coalescer.Requests(onWorker, session.fx());
        this.searches = new Coalescer.Requests(onWorker, session.fx());
        session.snapshotProperty().addListener(o -> refresh());
        session.comparison().changeSetProperty().addListener(o -> refresh());
        session.navigation().currentPathProperty().addListener((o, old, now) -> focusDocument(now));
        focusDocument(session.navigation().currentPathProperty().get());
        for (var p : new javafx.beans.Observable[] {depth, overview, impact, filter, removal, selected, expanded,
                canvasSize}) {
            p.addListener(o -> refresh());
        }
        focus.addListener(o -> {
            if (!focusFromFile) {
                filePath = null; // a node chosen in the graph: the focus no longer follows the file
            }
            removal.set(null);
            refresh();
        });
        search.addListener((o, old, now) -> find(now));
        searchResults.addListener((javafx.collections.ListChangeListener<Node>) c -> refresh());
    }

    // Properties

    /** The laid-out picture to draw; {@code null} until the first layout. */
    public ReadOnlyObjectProperty<GraphScene> sceneProperty() {
        return scene.getReadOnlyProperty();
    }

    /** The model's graph of the snapshot drawn. */
    public ReadOnlyObjectProperty<GraphView> viewProperty() {
        return view.getReadOnlyProperty();
    }

    /** The node the focus view centres on (a node id); set by the editor tab, a graph click or the search. */
    public StringProperty focusProperty() {
        return focus;
    }

    /** The selected node or edge id (keyboard and hover), {@code null} when none. */
    public StringProperty selectedProperty() {
        return selected;
    }

    /** Levels of dependencies and dependents shown around the focus: 1 by default, {@link #ALL} for all. */
    public IntegerProperty depthProperty() {
        return depth;
    }

    /** Whether the whole-workspace overview (grouped by folder and kind) is shown instead of the focus view. */
    public BooleanProperty overviewProperty() {
        return overview;
    }

    /** Whether what depends on the selected node (its reverse closure) is highlighted. */
    public BooleanProperty impactProperty() {
        return impact;
    }

    /** Which node kinds, edge kinds and layers are shown, and whether only problems. */
    public ObjectProperty<GraphFilter> filterProperty() {
        return filter;
    }

    /** The what-if removal shown, {@code null} when none. */
    public ObjectProperty<WhatIf.Removal> removalProperty() {
        return removal;
    }

    /** The search box's text; {@link #searchResults()} follows it. */
    public StringProperty searchProperty() {
        return search;
    }

    /** Nodes whose name, FQN or path match {@link #searchProperty()}, best first (at most 20). */
    public ObservableList<Node> searchResults() {
        return searchResults;
    }

    /** The install order of the focused entry, dependencies first: what {@code catalog-studio resolve} prints. */
    public ObservableList<Node> installOrder() {
        return installOrder;
    }

    /** The overview groups expanded into their nodes. */
    public ObservableSet<String> expanded() {
        return expanded;
    }

    /**
     * The size of the pane's canvas, pixels, which the picture is laid out to read in when fitted
     * ({@link SceneLayout#layoutToFit}); the pane sets it in coarse steps, so that resizing lays out again only when
     * the size changes much.
     */
    public ObjectProperty<javafx.geometry.Dimension2D> canvasSizeProperty() {
        return canvasSize;
    }

    /**
     * Why there is no picture, for the pane to say in its place: set when the workspace holds no catalog entry (a
     * folder with no catalog), {@code null} otherwise.
     */
    public ReadOnlyObjectProperty<String> emptyProperty() {
        return empty.getReadOnlyProperty();
    }

    /** One line about the picture, e.g. {@code 12 nodes, 15 edges around skills/a/SKILL.md}. */
    public ReadOnlyObjectProperty<String> statusProperty() {
        return status;
    }

    // Commands

    /**
     * Centres the picture on the entry of the document {@code path} (the editor's current tab; {@code null}: none
     * open): the entry is looked up in each snapshot drawn ({@link #entryOfFile}), so a file whose entry is not drawn
     * yet (a New Skill) is centred on once it is, and a file of no entry shows no entry at all.
     */
    public void focusDocument(String path) {
        if (path == null && mode == Mode.OVERVIEW) {
            return; // the overview's own tab selected: it keeps marking the file shown before
        }
        filePath = path;
        refresh();
    }

    /** The mode this model was made for. */
    public Mode mode() {
        return mode;
    }

    /** The document the focus follows ({@link #focusDocument}), or null once a node is chosen in the graph. */
    private String filePath;
    /** Whether the focus is being set from the file's entry (a drawing), not chosen by the user. */
    private boolean focusFromFile;

    /**
     * Opens the document of node {@code id} at its declaration (a ghost node: nothing); a node of another layer (a
     * fetched repository's entry) opens read-only under its {@linkplain LayerFiles layer path}.
     */
    public void open(String id) {
        var v = view.get();
        if (v == null) {
            return;
        }
        v.nodeView(id).map(GraphView.NodeView::node).filter(n -> !n.path().isEmpty() && !n.external())
                .ifPresent(n -> session.navigation().open(n.layer().equals(Layer.WORKSPACE) ? n.path()
                        : LayerFiles.pathOf(n), n.range(), "graph"));
    }

    /**
     * What a node of a fetched repository stands for (its repository, ref and locked commit), for its tooltip;
     * empty for any other node.
     */
    public Optional<LayerFiles.Fetched> fetched(String id) {
        var v = view.get();
        var node = v == null ? Optional.<Node>empty() : v.node(id);
        if (node.isEmpty() || node.get().layer().equals(Layer.WORKSPACE)) {
            return Optional.empty();
        }
        return v.snapshot().layers().layers().stream().filter(l -> l.id().equals(node.get().layer())).findFirst()
                .flatMap(LayerFiles::fetched);
    }

    /** Opens the line where the edge {@code edgeId} (a {@link SceneMapper#edgeId}) is written. */
    public void openEdge(String edgeId) {
        var v = view.get();
        if (v == null) {
            return;
        }
        v.edges().stream().filter(e -> SceneMapper.edgeId(e).equals(edgeId)).findFirst()
                .filter(e -> v.snapshot().documents().containsKey(e.owner()))
                .ifPresent(e -> session.navigation().open(e.owner(), e.edge().range(), "graph"));
    }

    /** Marks node {@code id} removed and shows which entries lose a dependency (computed on a copy). */
    public void whatIfRemove(String id) {
        var snapshot = session.getSnapshot();
        if (snapshot == null || id == null || id.startsWith(SceneMapper.GHOST)) {
            return;
        }
        if (worker.isShutdown()) {
            return;
        }
        worker.execute(() -> {
            var result = WhatIf.remove(snapshot, id);
            session.fx().execute(() -> removal.set(result));
        });
    }

    /** Expands an overview group into its nodes (or smaller groups), or folds it back. */
    public void toggleGroup(String groupId) {
        if (!expanded.remove(groupId)) {
            expanded.add(groupId);
        }
    }

    /** Folds every expanded overview group back. */
    public void foldGroups() {
        expanded.clear();
    }

    /**
     * Writes the picture shown, exactly, as {@code svg} or {@code png} (1 pixel per scene unit) to {@code file}, on
     * the pane's worker; a failure is shown in {@link #statusProperty()}.
     */
    public void export(java.nio.file.Path file, String format, dev.catalogstudio.app.render.Palette palette) {
        var shown = scene.get();
        if (shown == null) {
            return;
        }
        worker.execute(() -> {
            try {
                if (format.equals("svg")) {
                    java.nio.file.Files.writeString(file, dev.catalogstudio.app.render.SvgWriter.write(shown, palette),
                            java.nio.charset.StandardCharsets.UTF_8);
                } else {
                    try (var out = java.nio.file.Files.newOutputStream(file)) {
                        dev.catalogstudio.app.render.PngWriter.write(shown, palette, 1.0, out);
                    }
                }
                session.fx().execute(() -> status.set("Exported " + file.getFileName()));
            } catch (java.io.IOException | RuntimeException e) {
                session.fx().execute(() -> status.set("Cannot export " + file + ": " + e.getMessage()));
            }
        });
    }

    /** Stops the worker (the window closes). */
    public void close() {
        worker.shutdownNow();
    }

    /** The neighbour of {@code fromId} in the direction (dx, dy) on the picture: the nearest centre in that half-plane. */
    public Optional<String> neighbour(String fromId, int dx, int dy) {
        var s = scene.get();
        if (s == null || s.nodes().isEmpty()) {
            return Optional.empty();
        }
        var from = fromId == null ? Optional.<PlacedNode>empty() : s.node(fromId);
        if (from.isEmpty()) {
            return Optional.of(s.nodes().get(0).node().id());
        }
        double fx = from.get().x() + from.get().width() / 2;
        double fy = from.get().y() + from.get().height() / 2;
        String best = null;
        double bestScore = Double.MAX_VALUE;
        for (var n : s.nodes()) {
            double x = n.x() + n.width() / 2 - fx;
            double y = n.y() + n.height() / 2 - fy;
            double along = x * dx + y * dy;
            if (n == from.get() || along <= 1) {
                continue;
            }
            double across = Math.abs(x * dy - y * dx);
            double score = along + 2 * across;
            if (score < bestScore) {
                bestScore = score;
                best = n.node().id();
            }
        }
        return Optional.ofNullable(best);
    }

    // The pipeline

    /** What the worker draws: a copy of the FX state at the time of the request. */
    private record Request(Snapshot snapshot, String focus, String focusPath, int depth, boolean overview,
                           boolean impact, GraphFilter filter, WhatIf.Removal removal, String selected,
                           Set<String> expanded, Set<String> matches, javafx.geometry.Dimension2D canvas,
                           dev.catalogstudio.model.review.ChangeSet changes) {
    }

    /** Asks the worker for a new picture of the current state; the latest request wins. */
    void refresh() {
        var snapshot = session.getSnapshot();
        if (snapshot == null) {
            return;
        }
        var request = new Request(snapshot, focus.get(), filePath, depth.get(), overview.get(), impact.get(),
                filter.get(), removal.get(), selected.get(), Set.copyOf(expanded),
                searchResults.stream().map(Node::id).collect(java.util.stream.Collectors.toUnmodifiableSet()),
                canvasSize.get(), session.comparison().getChangeSet());
        draws.submit(() -> drawOrFail(request), Runnable::run);
    }

    /** The picture of {@code request} (on the worker), as what the FX thread then does with it. */
    private Runnable drawOrFail(Request request) {
        try {
            return draw(request);
        } catch (RuntimeException e) {
            System.getLogger(GraphViewModel.class.getName()).log(System.Logger.Level.WARNING, "graph failed", e);
            return () -> status.set("The graph could not be drawn: " + e.getMessage());
        }
    }

    private Runnable draw(Request request) {
        if (request.snapshot() != lastSnapshot) {
            lastView = GraphView.of(request.snapshot());
            lastSnapshot = request.snapshot();
        }
        var v = lastView;
        // The file decides when the focus follows it: a file of no entry has none, never the entry shown before.
        String focusId = request.focusPath() != null ? entryOfFile(v, request.focusPath()).orElse(null)
                : request.focus() != null && v.nodeView(request.focus()).isPresent() ? request.focus() : null;
        // No tab open and nothing chosen: the grouped overview of the whole workspace (see the draw below).
        var marks = marks(v, request, focusId);
        var changes = changeMarks(v, request.changes());
        if (changes != null) {
            changes.addTo(marks);
        }
        SceneInput input;
        String line;
        List<Node> order = List.of();
        String emptyText = v.nodes().isEmpty() ? emptyText(request.snapshot()) : null;
        if (mode == Mode.NEIGHBOURHOOD && (emptyText != null || focusId == null)) {
            String why = emptyText != null ? emptyText : noEntryText(request.focusPath());
            String noFocus = focusId;
            lastScene = null;
            lastStructure = null;
            return () -> {
                view.set(v);
                setFocusFromFile(noFocus);
                installOrder.clear();
                status.set(request.focusPath() == null ? "No file selected" : "No catalog entry");
                empty.set(why);
                scene.set(GraphScene.EMPTY);
            };
        }
        if (mode == Mode.OVERVIEW || focusId == null) {
            var graph = Overview.of(v, request.filter(), request.expanded());
            String focusShown = focusId == null ? null : graph.shownAs().get(focusId);
            if (focusShown != null && !focusShown.equals(focusId)) {
                add(marks, focusShown, Mark.FOCUS); // the group holding the current file's entry
            }
            for (String id : request.matches()) {
                String shown = graph.shownAs().get(id);
                if (shown != null && !shown.equals(id)) {
                    add(marks, shown, Mark.MATCH);
                }
            }
            if (changes != null) {
                // A group holding a changed entry carries the entry's mark (modified when it holds several kinds).
                changes.nodes().forEach((id, mark) -> {
                    String shown = graph.shownAs().get(id);
                    if (shown != null && !shown.equals(id)) {
                        var held = marks.computeIfAbsent(shown, k -> EnumSet.noneOf(Mark.class));
                        boolean other = held.stream().anyMatch(m -> m != mark && CHANGES.contains(m));
                        held.removeAll(CHANGES);
                        held.add(other ? Mark.MODIFIED : mark);
                    }
                });
            }
            input = SceneMapper.overview(v, graph, request.filter(), SceneMapper.marks(marks));
            if (changes != null && graph.ungrouped()) {
                input = changes.withRemoved(input, v, true, SceneMapper.marks(marks));
            }
            line = emptyText != null ? "No catalog entries"
                    : graph.ungrouped() ? graph.nodeIds().size() + " nodes, " + input.edges().size()
                    + " edges: the whole workspace"
                    : graph.groups().size() + (graph.groups().size() == 1 ? " group" : " groups")
                    + (graph.nodeIds().isEmpty() ? "" : " and " + graph.nodeIds().size() + " nodes") + " for "
                    + graph.shownAs().size() + " nodes; double-click a group to expand it";
        } else {
            var shown = Neighbourhood.of(v, List.of(focusId), request.depth(), request.filter());
            input = SceneMapper.focus(v, shown, SceneMapper.marks(marks));
            if (changes != null) {
                input = changes.withRemoved(input, v, false, SceneMapper.marks(marks));
            }
            order = Impact.installOrder(v, focusId);
            line = shown.nodeIds().size() + " nodes, " + shown.edges().size() + " edges around " + focusId;
        }
        var laidOut = place(input, request.canvas());
        String focusFinal = focusId;
        List<Node> orderFinal = order;
        return () -> {
            view.set(v);
            if (request.focusPath() != null && java.util.Objects.equals(filePath, request.focusPath())) {
                setFocusFromFile(focusFinal);
            } else if (focusFinal != null && !focusFinal.equals(focus.get())) {
                focus.set(focusFinal);
            }
            installOrder.setAll(orderFinal);
            status.set(line);
            empty.set(emptyText);
            scene.set(laidOut);
        };
    }

    /**
     * Lays {@code input} out, or, when its structure is the one last laid out, keeps every position and only swaps
     * the styled records (badges, statuses, marks).
     */
    private GraphScene place(SceneInput input, javafx.geometry.Dimension2D canvas) {
        var structure = structure(input);
        // A small picture is laid out for the canvas's size, a large one for its shape only.
        structure.add(input.nodes().size() <= SceneLayout.FIT_NODES ? canvas
                : Viewport.aspectStep(canvas.getWidth() / canvas.getHeight()));
        if (lastScene != null && structure.equals(lastStructure)) {
            var byId = new HashMap<String, dev.catalogstudio.app.render.SceneNode>();
            input.nodes().forEach(n -> byId.put(n.id(), n));
            var edgesById = new HashMap<String, dev.catalogstudio.app.render.SceneEdge>();
            input.edges().forEach(e -> edgesById.put(e.id(), e));
            var nodes = lastScene.nodes().stream().map(p -> new PlacedNode(byId.get(p.node().id()), p.x(), p.y(),
                    p.width(), p.height())).toList();
            var edges = lastScene.edges().stream().map(p -> new dev.catalogstudio.app.render.PlacedEdge(
                    edgesById.get(p.edge().id()), p.points())).toList();
            lastScene = new GraphScene(lastScene.width(), lastScene.height(), nodes, edges, lastScene.textScale());
        } else {
            if (layout == null) {
                layout = new SceneLayout();
            }
            lastScene = input.nodes().size() <= SceneLayout.FIT_NODES
                    ? layout.layoutToFit(input, lastScene, canvas.getWidth(), canvas.getHeight())
                    : layout.layout(input, lastScene, Viewport.aspectStep(canvas.getWidth() / canvas.getHeight()));
            lastStructure = structure;
        }
        return lastScene;
    }

    /** The marks of a change set. */
    private static final Set<Mark> CHANGES = EnumSet.of(Mark.ADDED, Mark.MODIFIED, Mark.RENAMED, Mark.DELETED,
            Mark.IMPACTED);

    /** The change set's marks on {@code v} (on the worker; made once per change set and graph), or null. */
    private dev.catalogstudio.app.render.ChangeMarks changeMarks(GraphView v,
                                                                 dev.catalogstudio.model.review.ChangeSet set) {
        if (set == null) {
            return null;
        }
        if (set != lastChangeSet || v != lastChangesView) {
            lastChanges = dev.catalogstudio.app.render.ChangeMarks.of(v, set);
            lastChangeSet = set;
            lastChangesView = v;
        }
        return lastChanges;
    }

    /** What decides the layout: node ids and measured sizes, edge ids and their ends. */
    static List<Object> structure(SceneInput input) {
        var key = new ArrayList<Object>();
        for (var n : input.nodes()) {
            double[] size = SceneLayout.measure(n);
            key.add(n.id() + " " + size[0] + "x" + size[1]);
        }
        for (var e : input.edges()) {
            key.add(e.id() + " " + e.from() + ">" + e.to());
        }
        return key;
    }

    /** Sets the focus to the entry of the file followed, without ending the following. */
    private void setFocusFromFile(String id) {
        if (!java.util.Objects.equals(id, focus.get())) {
            focusFromFile = true;
            try {
                focus.set(id);
            } finally {
                focusFromFile = false;
            }
        }
    }

    /**
     * The entry document {@code path} belongs to: the entry it declares or contributes to
     * ({@link Neighbourhood#entryOf}), else the entry of the nearest folder holding it whose document is that
     * folder's only entry document (a SKILL.star or CHANGELOG.md beside a SKILL.md: that skill; a file anywhere in a
     * plugin: the plugin, its manifest's {@code .claude-plugin} folder counting as the plugin's folder). Entries of
     * other layers and the workspace's root folder are not looked at.
     *
     * @param path a document path relative to the workspace root, {@code /}-separated
     * @return the entry's node id; empty when the file belongs to none
     */
    public static Optional<String> entryOfFile(GraphView v, String path) {
        var direct = Neighbourhood.entryOf(v, path);
        if (direct.isPresent()) {
            return direct;
        }
        var homes = new HashMap<String, String>();
        for (var node : v.nodes()) {
            if (!node.layer().equals(Layer.WORKSPACE) || node.path().isEmpty() || node.external()) {
                continue;
            }
            String folder = homeFolder(node.path());
            if (!folder.isEmpty()) {
                homes.merge(folder, node.id(), (a, b) -> a.equals(b) ? a : "");
            }
        }
        for (String folder = parent(path); !folder.isEmpty(); folder = parent(folder)) {
            String id = homes.get(folder);
            if (id != null && !id.isEmpty()) {
                return Optional.of(id);
            }
        }
        return Optional.empty();
    }

    /** The folder an entry's document stands for: its folder, or that folder's parent for a dot-folder. */
    private static String homeFolder(String documentPath) {
        String folder = parent(documentPath);
        String name = folder.substring(folder.lastIndexOf('/') + 1);
        return name.startsWith(".") ? parent(folder) : folder;
    }

    private static String parent(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }

    /** What the side pane says for a file of no entry, or when no file is open. */
    static String noEntryText(String path) {
        String how = "The graph beside the editor shows the entry of the file open and its neighbours; the whole "
                + "workspace is View \u2192 Graph Overview (Ctrl+Alt+G).";
        return path == null ? "No file selected.\n\n" + how
                : path.substring(path.lastIndexOf('/') + 1) + " belongs to no catalog entry (" + path + ").\n\n"
                + how;
    }

    /** What the pane says in place of the graph of a workspace with no catalog entry. */
    static String emptyText(Snapshot snapshot) {
        return "No catalog entries in " + snapshot.root().getFileName() + ".\n\n"
                + "The graph draws agents, skills, MCP servers, plugins, marketplaces and 3md agents, and the "
                + "references between them. This folder has " + snapshot.files().size()
                + (snapshot.files().size() == 1 ? " file" : " files") + " but none of them is one, for "
                + "example skills/NAME/SKILL.md, agents/NAME/AGENTS.md, mcps/NAME.json, .mcp.json or "
                + ".claude-plugin/plugin.json.\n\n"
                + "Open the folder that holds the catalog (for a repository, its root folder) with File \u2192 "
                + "Open Folder\u2026";
    }

    private static Map<String, Set<Mark>> marks(GraphView v, Request request, String focusId) {
        var marks = new HashMap<String, Set<Mark>>();
        var fetched = new HashSet<String>();
        for (var layer : v.snapshot().layers().layers()) {
            if (LayerFiles.fetched(layer).isPresent()) {
                fetched.add(layer.id());
            }
        }
        if (!fetched.isEmpty()) {
            for (var node : v.nodes()) {
                if (fetched.contains(node.layer())) {
                    add(marks, node.id(), Mark.REMOTE);
                }
            }
        }
        request.matches().forEach(id -> add(marks, id, Mark.MATCH));
        if (focusId != null) {
            add(marks, focusId, Mark.FOCUS);
        }
        if (request.selected() != null) {
            add(marks, request.selected(), Mark.SELECTED);
            if (request.impact() && v.nodeView(request.selected()).isPresent()) {
                Impact.dependents(v, request.selected()).forEach(id -> add(marks, id, Mark.HIGHLIGHTED));
            }
        }
        var removal = request.removal();
        if (removal != null) {
            add(marks, removal.nodeId(), Mark.REMOVED);
            removal.losingDirectly().forEach(id -> add(marks, id, Mark.HIGHLIGHTED));
            removal.losingTransitively().forEach(id -> add(marks, id, Mark.HIGHLIGHTED));
        }
        return marks;
    }

    private static void add(Map<String, Set<Mark>> marks, String id, Mark mark) {
        marks.computeIfAbsent(id, k -> EnumSet.noneOf(Mark.class)).add(mark);
    }

    private void find(String query) {
        var v = view.get();
        if (v == null || query == null || query.isBlank()) {
            searches.supersede();
            searchResults.clear();
            return;
        }
        // A search scans every node: on the pane's worker, not the FX thread; a stale answer is dropped.
        searches.submit(() -> Search.find(v, query.strip(), 20), searchResults::setAll);
    }
}
