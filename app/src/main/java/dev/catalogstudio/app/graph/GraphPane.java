package dev.catalogstudio.app.graph;

import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.SceneMapper;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.application.Platform;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The dependency-graph pane: a toolbar (depth, overview, filters, search; fit, impact, what-if, export, legend) that
 * wraps onto a second row rather than hide a control, the picture on a {@link Canvas} with pan and zoom and a legend
 * of the node kinds and edge states it shows, and under it, when there is one, the install order of the focused entry
 * and the result of a what-if removal. A workspace with no catalog entry shows why in place of the picture. Mouse:
 * click selects, double-click opens the node's document (on a group: expands it; on an edge: the line where it is
 * written), right-click offers the same and folding the groups back, drag pans, wheel zooms. Keyboard (canvas
 * focused): arrows move between neighbours, Enter opens (a group: expands), Space refocuses on the selected node,
 * {@code +}/{@code -} zoom, {@code 0} fits.
 */
public final class GraphPane extends BorderPane {

    /** The least height of the canvas, pixels, however small the window. */
    static final double MIN_CANVAS_HEIGHT = 100;
    /** Below this width, pixels, the toolbar's actions are one menu. */
    static final double NARROW = 420;
    /** The legend is shown in a pane taller than this, pixels. */
    static final double LEGEND_MIN_PANE_HEIGHT = 360;

    private final GraphViewModel model;
    private final Canvas canvas = new Canvas();
    private final SceneRaster raster = new SceneRaster(Platform::runLater, this::repaint);
    private final Pane host = new Pane(canvas);
    private final GraphMinimap minimap = new GraphMinimap(this::moveTo);
    private final Button overviewButton = new Button("Overview");
    private Runnable onOverview;
    /** The folder the last export was written to, or null. */
    private java.io.File exportFolder;
    private final GraphLegend legend = new GraphLegend();
    private final Label emptyText = new Label();
    private final javafx.scene.control.ContextMenu menu = new javafx.scene.control.ContextMenu();
    private final Viewport viewport = new Viewport();
    private final Tooltip tip = new Tooltip();
    private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");
    private double dragX;
    private double dragY;
    /** Whether the picture follows the pane's size (until the user pans or zooms; a new focus resets it). */
    private boolean autoFit = true;

    public GraphPane(GraphViewModel model) {
        this.model = model;
        setId("graph-pane");
        canvas.setId("graph-canvas");
        canvas.setFocusTraversable(true);
        canvas.widthProperty().bind(host.widthProperty());
        canvas.heightProperty().bind(host.heightProperty());
        host.setMinSize(0, 0);
        host.getChildren().add(minimap);
        minimap.setVisible(false);
        canvas.widthProperty().addListener(o -> resized());
        canvas.heightProperty().addListener(o -> resized());
        model.sceneProperty().addListener((o, old, now) -> {
            refit();
            legend.show(now, palette());
        });
        model.selectedProperty().addListener(o -> repaint());
        dark.addListener(o -> {
            repaint();
            legend.show(model.sceneProperty().get(), palette());
        });
        model.focusProperty().addListener(o -> autoFit = true);
        model.overviewProperty().addListener(o -> autoFit = true);
        model.depthProperty().addListener(o -> autoFit = true);
        wireMouse();
        wireKeys();

        var side = new SplitPane(installOrderList(), removalList());
        side.setDividerPositions(0.5);
        side.setMinHeight(0);
        emptyText.setId("graph-empty");
        emptyText.getStyleClass().add("graph-empty");
        emptyText.setWrapText(true);
        emptyText.setMaxWidth(460);
        emptyText.setPadding(new Insets(16));
        emptyText.textProperty().bind(model.emptyProperty());
        emptyText.visibleProperty().bind(model.emptyProperty().isNotNull());
        emptyText.setMouseTransparent(true);
        legend.setId("graph-legend");
        // The legend under the canvas, not over it: "fit" then never hides a node behind it.
        var stack = new javafx.scene.layout.StackPane(host, emptyText);
        stack.setMinSize(0, 0);
        var picture = new VBox(stack, legend);
        // The canvas keeps room to draw however small the window (issue 24: it had none at the minimum size).
        picture.setMinSize(0, MIN_CANVAS_HEIGHT);
        stack.setMinHeight(MIN_CANVAS_HEIGHT);
        VBox.setVgrow(stack, javafx.scene.layout.Priority.ALWAYS);
        var split = new SplitPane(picture);
        split.setOrientation(Orientation.VERTICAL);
        SplitPane.setResizableWithParent(side, false);
        // The install order and the what-if result take room only when they have something to show.
        Runnable sideShown = () -> {
            boolean wanted = !model.installOrder().isEmpty() || model.removalProperty().get() != null;
            if (wanted && split.getItems().size() == 1) {
                split.getItems().add(side);
                split.setDividerPositions(0.74);
            } else if (!wanted && split.getItems().size() == 2) {
                split.getItems().remove(side);
            }
        };
        model.installOrder().addListener((javafx.collections.ListChangeListener<Node>) c -> sideShown.run());
        model.removalProperty().addListener(o -> sideShown.run());
        setTop(toolBar());
        setCenter(split);
        var status = new Label();
        status.textProperty().bind(model.statusProperty());
        status.getStyleClass().add("graph-status");
        status.setPadding(new Insets(2, 6, 2, 6));
        setBottom(status);
        getStyleClass().add("graph-pane");
    }

    /** Whether the dark palette is used; bound to the studio's theme. */
    public BooleanProperty darkProperty() {
        return dark;
    }

    /** The canvas (tests and the window's focus handling). */
    public Canvas canvas() {
        return canvas;
    }

    /** The legend over the picture's lower left corner. */
    GraphLegend legend() {
        return legend;
    }

    /** The names the legend lists for the picture shown, in order (tests and screenshots). */
    public java.util.List<String> legendNames() {
        return legend.names();
    }

    /** The pan/zoom state: scene units to canvas pixels. */
    Viewport viewport() {
        return viewport;
    }

    Palette palette() {
        return dark.get() ? Palette.dark() : Palette.light();
    }

    /** The canvas changed size: the layout learns it (in steps of 40 pixels), and the picture is fitted again. */
    private void resized() {
        if (canvas.getWidth() >= 40 && canvas.getHeight() >= 40) {
            var size = new javafx.geometry.Dimension2D(Math.round(canvas.getWidth() / 40) * 40.0,
                    Math.round(canvas.getHeight() / 40) * 40.0);
            if (!size.equals(model.canvasSizeProperty().get())) {
                model.canvasSizeProperty().set(size);
            }
        }
        refit();
    }

    private void refit() {
        if (autoFit) {
            fit();
        } else {
            repaint();
        }
    }

    /**
     * Shows the whole picture, centred, when it fits at a readable zoom (text at its own size: titles 12 pixels);
     * else at that zoom around the focus (or the selection, or the middle), the minimap showing the rest (issue 41:
     * shrinking everything made nothing readable). Follows the pane's size again.
     */
    public void fit() {
        autoFit = true;
        var scene = model.sceneProperty().get();
        if (scene != null) {
            double[] centre = centreOfInterest(scene);
            viewport.fitReadable(scene.width(), scene.height(), canvas.getWidth(), canvas.getHeight(),
                    scene.textScale(), centre[0], centre[1]);
            repaint();
        }
    }

    /** The scene point a picture too large to show whole is centred on: the focus, the selection, or the middle. */
    private double[] centreOfInterest(dev.catalogstudio.app.render.GraphScene scene) {
        var node = scene.nodes().stream().filter(n -> n.node().marks().contains(dev.catalogstudio.app.render.Mark.FOCUS))
                .findFirst().or(() -> {
                    String selected = model.selectedProperty().get();
                    return selected == null ? java.util.Optional.empty() : scene.node(selected);
                });
        return node.map(n -> new double[] {n.x() + n.width() / 2, n.y() + n.height() / 2})
                .orElse(new double[] {scene.width() / 2, scene.height() / 2});
    }

    /** Centres the canvas on scene point ({@code x}, {@code y}) (a click or drag on the minimap). */
    private void moveTo(double x, double y) {
        viewport.centreOn(x, y, canvas.getWidth(), canvas.getHeight());
        autoFit = false;
        repaint();
    }

    /** Centres the canvas on node {@code id} of the picture, zoom kept; nothing when it is not drawn. */
    void centreOnNode(String id) {
        var scene = model.sceneProperty().get();
        if (scene != null) {
            scene.node(id).ifPresent(n -> moveTo(n.x() + n.width() / 2, n.y() + n.height() / 2));
        }
    }

    /** The picture shown (tests), {@code null} before the first. */
    dev.catalogstudio.app.render.GraphScene scene() {
        return model.sceneProperty().get();
    }

    /** The minimap (tests): shown while the picture does not fit the canvas whole. */
    GraphMinimap minimap() {
        return minimap;
    }

    /**
     * What the toolbar's Overview button does: opens the whole-workspace overview (the window opens it as a tab of
     * the editor area). {@code null} hides the button (the overview's own pane).
     */
    public void setOnOverview(Runnable action) {
        onOverview = action;
        overviewButton.setVisible(action != null);
        overviewButton.setManaged(action != null);
    }

    /**
     * Whether the canvas shows the picture of the current scene, zoom and selection, not an older raster being
     * replaced (screenshots and tests wait for it).
     */
    public boolean pictureSettled() {
        return raster.settled();
    }

    void repaint() {
        var scene = model.sceneProperty().get();
        raster.paint(canvas.getGraphicsContext2D(), scene, palette(), viewport,
                canvas.getWidth(), canvas.getHeight(), model.selectedProperty().get());
        boolean partial = scene != null && !scene.nodes().isEmpty()
                && !viewport.showsWhole(scene.width(), scene.height(), canvas.getWidth(), canvas.getHeight());
        minimap.setVisible(partial);
        if (partial) {
            minimap.show(scene, palette(), viewport, canvas.getWidth(), canvas.getHeight());
        }
    }

    // Toolbar

    private javafx.scene.layout.FlowPane toolBar() {
        var depth = new ComboBox<String>();
        depth.getItems().addAll("1", "2", "3", "all");
        depth.setValue("1");
        depth.setTooltip(new Tooltip("Levels of dependencies and dependents shown around the focus"));
        depth.valueProperty().addListener((o, old, now) ->
                model.depthProperty().set("all".equals(now) ? GraphViewModel.ALL : Integer.parseInt(now)));
        Runnable showDepth = () -> {
            int levels = model.depthProperty().get();
            depth.setValue(levels == GraphViewModel.ALL ? "all" : String.valueOf(levels));
        };
        model.depthProperty().addListener(o -> showDepth.run());
        showDepth.run();
        depth.setId("graph-depth");

        var overview = overviewButton;
        overview.setId("graph-overview");
        overview.setTooltip(new Tooltip("The whole workspace, grouped by folder and kind, in a tab of the editor area "
                + "(Ctrl+Alt+G)"));
        overview.setOnAction(e -> {
            if (onOverview != null) {
                onOverview.run();
            }
        });
        setOnOverview(null);

        var impact = new ToggleButton("Impact");
        impact.setId("graph-impact");
        impact.setTooltip(new Tooltip("Highlight what depends on the selected node"));
        impact.selectedProperty().bindBidirectional(model.impactProperty());

        var whatIf = new Button("What if removed?");
        whatIf.setId("graph-what-if");
        whatIf.setTooltip(new Tooltip("Mark the selected node removed and list the entries that lose a dependency "
                + "(computed on a copy; nothing is written)"));
        whatIf.setOnAction(e -> model.whatIfRemove(model.selectedProperty().get()));

        var search = new TextField();
        search.setId("graph-search");
        search.setPromptText("Find node (name, FQN)");
        search.setPrefColumnCount(12);
        search.textProperty().bindBidirectional(model.searchProperty());
        search.setOnAction(e -> {
            if (!model.searchResults().isEmpty()) {
                Node first = model.searchResults().get(0);
                if (model.mode() == GraphViewModel.Mode.OVERVIEW) {
                    model.selectedProperty().set(first.id());
                    model.sceneProperty().get().node(first.id()).ifPresent(n -> moveTo(n.x() + n.width() / 2,
                            n.y() + n.height() / 2));
                } else {
                    model.focusProperty().set(first.id());
                    model.selectedProperty().set(first.id());
                }
            }
        });

        var fit = new Button("Fit");
        fit.setId("graph-fit");
        fit.setTooltip(new Tooltip("Fit the picture to the pane (0)"));
        fit.setOnAction(e -> fit());
        var export = new MenuButton("Export");
        export.setId("graph-export");
        var svg = new javafx.scene.control.MenuItem("SVG\u2026");
        svg.setOnAction(e -> export("svg"));
        var png = new javafx.scene.control.MenuItem("PNG\u2026");
        png.setOnAction(e -> export("png"));
        export.getItems().addAll(svg, png);
        var showLegend = new ToggleButton("Legend");
        showLegend.setId("graph-show-legend");
        showLegend.setTooltip(new Tooltip("Show what the shapes, lines and marks of the picture mean"));
        showLegend.setSelected(true);
        // The legend gives way to the picture in a short pane.
        var legendShown = showLegend.selectedProperty().and(heightProperty().greaterThan(LEGEND_MIN_PANE_HEIGHT));
        legend.visibleProperty().bind(legendShown);
        legend.managedProperty().bind(legendShown);
        var depthLabel = new Label("Depth");
        depthLabel.setMinWidth(Label.USE_PREF_SIZE);
        // Controls that wrap onto more rows in a narrow pane: none is ever hidden behind an overflow. The depth
        // and its label stay together.
        var depthBox = new javafx.scene.layout.HBox(6, depthLabel, depth);
        depthBox.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        // The overview shows every entry: no depth around a focus.
        depthBox.setVisible(model.mode() == GraphViewModel.Mode.NEIGHBOURHOOD);
        depthBox.setManaged(model.mode() == GraphViewModel.Mode.NEIGHBOURHOOD);
        var bar = new javafx.scene.layout.FlowPane(6, 4, depthBox, overview, filters(), search, fit, impact, whatIf,
                export, showLegend);
        // In a pane too narrow for two rows (the smallest window), the five actions are one menu that names them.
        var actions = new MenuButton("Actions");
        actions.setId("graph-actions");
        var impactItem = new CheckMenuItem("Impact");
        impactItem.selectedProperty().bindBidirectional(model.impactProperty());
        var legendItem = new CheckMenuItem("Legend");
        legendItem.selectedProperty().bindBidirectional(showLegend.selectedProperty());
        var svgItem = new javafx.scene.control.MenuItem("Export SVG\u2026");
        svgItem.setOnAction(e -> export("svg"));
        var pngItem = new javafx.scene.control.MenuItem("Export PNG\u2026");
        pngItem.setOnAction(e -> export("png"));
        actions.getItems().addAll(item("Fit", this::fit), impactItem, item("What if removed?",
                () -> model.whatIfRemove(model.selectedProperty().get())), svgItem, pngItem, legendItem);
        var wide = List.<javafx.scene.Node>of(fit, impact, whatIf, export, showLegend);
        widthProperty().addListener((o, old, now) -> {
            boolean narrow = now.doubleValue() < NARROW;
            if (narrow && !bar.getChildren().contains(actions)) {
                bar.getChildren().removeAll(wide);
                bar.getChildren().add(3, actions);
            } else if (!narrow && bar.getChildren().contains(actions)) {
                bar.getChildren().remove(actions);
                bar.getChildren().addAll(wide);
            }
        });
        bar.setId("graph-toolbar");
        bar.getStyleClass().addAll("tool-bar", "graph-toolbar");
        bar.setPadding(new Insets(4, 6, 4, 6));
        bar.setMinWidth(0);
        bar.prefWrapLengthProperty().bind(widthProperty());
        return bar;
    }

    private MenuButton filters() {
        var menu = new MenuButton("Filter");
        menu.setId("graph-filter");
        var kinds = EnumSet.allOf(NodeKind.class);
        var edgeKinds = EnumSet.allOf(dev.catalogstudio.model.resolve.EdgeKind.class);
        var onlyProblems = new CheckMenuItem("Only problems");
        onlyProblems.setId("graph-only-problems");
        var hiddenLayers = new java.util.TreeSet<String>();
        Supplier<GraphFilter> read = () -> new GraphFilter(kinds.size() == NodeKind.values().length ? Set.of()
                : Set.copyOf(kinds), edgeKinds.size() == dev.catalogstudio.model.resolve.EdgeKind.values().length
                ? Set.of() : Set.copyOf(edgeKinds), shownLayers(hiddenLayers), onlyProblems.isSelected());
        onlyProblems.setOnAction(e -> model.filterProperty().set(read.get()));
        menu.getItems().add(onlyProblems);
        menu.getItems().add(new javafx.scene.control.SeparatorMenuItem());
        for (var kind : NodeKind.values()) {
            var item = new CheckMenuItem(capitalised(kind.displayName()) + "s");
            item.setSelected(true);
            item.setOnAction(e -> {
                if (item.isSelected()) {
                    kinds.add(kind);
                } else {
                    kinds.remove(kind);
                }
                model.filterProperty().set(read.get());
            });
            menu.getItems().add(item);
        }
        menu.getItems().add(new javafx.scene.control.SeparatorMenuItem());
        for (var kind : dev.catalogstudio.model.resolve.EdgeKind.values()) {
            var item = new CheckMenuItem(kind.label());
            item.setSelected(true);
            item.setOnAction(e -> {
                if (item.isSelected()) {
                    edgeKinds.add(kind);
                } else {
                    edgeKinds.remove(kind);
                }
                model.filterProperty().set(read.get());
            });
            menu.getItems().add(item);
        }
        // Resolution layers: the workspace's, read again each time the menu opens (catalog-studio.yaml may change).
        var layerItems = new java.util.ArrayList<javafx.scene.control.MenuItem>();
        menu.setOnShowing(e -> {
            menu.getItems().removeAll(layerItems);
            layerItems.clear();
            var layers = layerIds();
            if (layers.size() < 2) {
                return; // one layer: nothing to choose
            }
            layerItems.add(new javafx.scene.control.SeparatorMenuItem());
            for (String id : layers) {
                var item = new CheckMenuItem(id.equals(dev.catalogstudio.model.resolve.Layer.WORKSPACE)
                        ? "Layer: workspace" : "Layer: " + id);
                item.setId("graph-layer-" + id);
                item.setSelected(!hiddenLayers.contains(id));
                item.setOnAction(a -> {
                    if (item.isSelected()) {
                        hiddenLayers.remove(id);
                    } else {
                        hiddenLayers.add(id);
                    }
                    model.filterProperty().set(read.get());
                });
                layerItems.add(item);
            }
            menu.getItems().addAll(layerItems);
        });
        return menu;
    }

    /** The ids of the workspace's resolution layers, in search order; empty before the first picture. */
    private java.util.List<String> layerIds() {
        var view = model.viewProperty().get();
        return view == null ? java.util.List.of()
                : view.snapshot().layers().layers().stream().map(dev.catalogstudio.model.resolve.Layer::id).toList();
    }

    /** The layers to show: none hidden is every layer (an empty set); else the current ones not hidden. */
    private Set<String> shownLayers(Set<String> hidden) {
        if (hidden.isEmpty()) {
            return Set.of();
        }
        var shown = new java.util.TreeSet<>(layerIds());
        shown.removeAll(hidden);
        return shown.isEmpty() ? Set.of("") : shown; // every layer hidden: a set no node matches
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private VBox installOrderList() {
        var list = new ListView<Node>(model.installOrder());
        list.setId("graph-install-order");
        list.setCellFactory(v -> new NodeCell());
        list.setOnMouseClicked(e -> {
            var node = list.getSelectionModel().getSelectedItem();
            if (node != null && e.getClickCount() == 2) {
                model.open(node.id());
            } else if (node != null) {
                model.selectedProperty().set(node.id());
            }
        });
        var title = new Label("Install order (dependencies first)");
        title.getStyleClass().add("graph-side-title");
        var box = new VBox(title, list);
        box.getStyleClass().add("graph-side");
        VBox.setVgrow(list, javafx.scene.layout.Priority.ALWAYS);
        return box;
    }

    private VBox removalList() {
        var list = new ListView<String>();
        list.setId("graph-removal");
        var title = new Label("What if removed");
        title.getStyleClass().add("graph-side-title");
        model.removalProperty().addListener((o, old, now) -> {
            list.getItems().clear();
            if (now == null) {
                title.setText("What if removed");
                return;
            }
            title.setText("Without " + now.nodeId() + ":");
            now.losingDirectly().forEach(id -> list.getItems().add(id + "  (loses a direct dependency)"));
            now.losingTransitively().forEach(id -> list.getItems().add(id + "  (loses an indirect dependency)"));
            if (list.getItems().isEmpty()) {
                list.getItems().add("No entry loses a dependency.");
            }
        });
        list.setOnMouseClicked(e -> {
            String row = list.getSelectionModel().getSelectedItem();
            if (row != null && e.getClickCount() == 2 && row.contains("  (")) {
                model.open(row.substring(0, row.indexOf("  (")));
            }
        });
        var box = new VBox(title, list);
        box.getStyleClass().add("graph-side");
        VBox.setVgrow(list, javafx.scene.layout.Priority.ALWAYS);
        return box;
    }

    /** A node in a side list: its name, kind and FQN. */
    private static final class NodeCell extends ListCell<Node> {
        @Override
        protected void updateItem(Node node, boolean empty) {
            super.updateItem(node, empty);
            setText(empty || node == null ? null : node.kind().displayName() + "  "
                    + (node.fqn().isEmpty() ? node.path() : node.fqn())
                    + (node.version().isEmpty() ? "" : " @" + node.version()));
        }
    }

    // Mouse and keyboard

    private void wireMouse() {
        canvas.setOnScroll(e -> {
            double factor = Math.pow(1.0015, e.getDeltaY());
            viewport.zoomAt(factor, e.getX(), e.getY());
            autoFit = false;
            repaint();
            e.consume();
        });
        canvas.setOnZoom(e -> {
            viewport.zoomAt(e.getZoomFactor(), e.getX(), e.getY());
            autoFit = false;
            repaint();
        });
        canvas.setOnMousePressed(e -> {
            canvas.requestFocus();
            dragX = e.getX();
            dragY = e.getY();
        });
        canvas.setOnMouseDragged(e -> {
            viewport.panBy(e.getX() - dragX, e.getY() - dragY);
            autoFit = false;
            dragX = e.getX();
            dragY = e.getY();
            repaint();
        });
        canvas.setOnMouseClicked(e -> {
            if (e.getButton() != MouseButton.PRIMARY || !e.isStillSincePress()) {
                return;
            }
            var scene = model.sceneProperty().get();
            if (scene == null) {
                return;
            }
            double x = viewport.toSceneX(e.getX());
            double y = viewport.toSceneY(e.getY());
            var node = scene.nodeAt(x, y);
            if (node.isPresent()) {
                String id = node.get().node().id();
                boolean group = node.get().node().shape() == dev.catalogstudio.app.render.NodeShape.GROUP;
                if (e.getClickCount() == 2 && group) {
                    model.toggleGroup(id);
                } else if (e.getClickCount() == 2) {
                    model.open(id);
                } else {
                    model.selectedProperty().set(id);
                }
                return;
            }
            var edge = scene.edgeNear(x, y, 5 / viewport.scale());
            if (edge.isPresent() && e.getClickCount() == 2) {
                model.openEdge(edge.get().edge().id());
            } else if (edge.isEmpty()) {
                model.selectedProperty().set(null);
            }
        });
        canvas.setOnMouseMoved(e -> {
            var scene = model.sceneProperty().get();
            if (scene == null) {
                return;
            }
            double x = viewport.toSceneX(e.getX());
            double y = viewport.toSceneY(e.getY());
            String text = scene.nodeAt(x, y).map(n -> n.node().title() + describe(n.node())
                    + remoteText(n.node().id()) + badgeText(n.node().errors(), n.node().warnings()))
                    .or(() -> scene.edgeNear(x, y, 5 / viewport.scale()).map(p -> p.edge().tooltip()))
                    .orElse(null);
            if (text == null) {
                tip.hide();
            } else if (!text.equals(tip.getText()) || !tip.isShowing()) {
                tip.setText(text);
                tip.show(canvas, e.getScreenX() + 12, e.getScreenY() + 12);
            }
        });
        canvas.setOnMouseExited(e -> tip.hide());
        canvas.setOnContextMenuRequested(e -> {
            var scene = model.sceneProperty().get();
            menu.getItems().clear();
            var node = scene == null ? java.util.Optional.<dev.catalogstudio.app.render.PlacedNode>empty()
                    : scene.nodeAt(viewport.toSceneX(e.getX()), viewport.toSceneY(e.getY()));
            node.ifPresent(n -> {
                String id = n.node().id();
                model.selectedProperty().set(id);
                if (n.node().shape() == dev.catalogstudio.app.render.NodeShape.GROUP) {
                    menu.getItems().add(item("Expand " + n.node().title(), () -> model.toggleGroup(id)));
                } else if (!id.startsWith(SceneMapper.GHOST)) {
                    menu.getItems().add(item("Open", () -> model.open(id)));
                    if (model.mode() == GraphViewModel.Mode.NEIGHBOURHOOD) {
                        menu.getItems().add(item("Focus on " + n.node().title(), () -> model.focusProperty().set(id)));
                    }
                    menu.getItems().add(item("What if removed?", () -> model.whatIfRemove(id)));
                }
            });
            if (!model.expanded().isEmpty()) {
                menu.getItems().add(item("Fold the expanded groups", model::foldGroups));
            }
            menu.getItems().add(item("Fit", this::fit));
            menu.show(canvas, e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    private static javafx.scene.control.MenuItem item(String text, Runnable action) {
        var item = new javafx.scene.control.MenuItem(text);
        item.setOnAction(e -> action.run());
        return item;
    }

    /** The second line of a node's tooltip: its subtitle, or for a node drawn by name only its kind, FQN and path. */
    private String describe(dev.catalogstudio.app.render.SceneNode node) {
        if (!node.subtitle().isEmpty()) {
            return "\n" + node.subtitle();
        }
        var view = model.viewProperty().get();
        return view == null ? "" : view.nodeView(node.id()).map(v -> v.node()).map(n -> "\n" + n.kind().displayName()
                + (n.fqn().isEmpty() ? "" : " " + n.fqn()) + (n.version().isEmpty() ? "" : " @" + n.version())
                + (n.path().isEmpty() ? "" : "\n" + n.path())).orElse("");
    }

    /** For an entry of a fetched repository: where it was fetched from, the ref and the commit the lock pins. */
    private String remoteText(String id) {
        return model.fetched(id).map(f -> "\nremote: " + f.repository() + " @ " + f.ref() + "\nlocked commit "
                + f.shortCommit() + " (read-only)").orElse("");
    }

    private static String badgeText(int errors, int warnings) {
        if (errors == 0 && warnings == 0) {
            return "";
        }
        return "\n" + errors + (errors == 1 ? " error, " : " errors, ") + warnings
                + (warnings == 1 ? " warning" : " warnings");
    }

    private void wireKeys() {
        canvas.setOnKeyPressed(e -> {
            String selected = model.selectedProperty().get();
            KeyCode code = e.getCode();
            switch (code) {
                case LEFT -> move(selected, -1, 0);
                case RIGHT -> move(selected, 1, 0);
                case UP -> move(selected, 0, -1);
                case DOWN -> move(selected, 0, 1);
                case ENTER -> {
                    if (selected != null && selected.startsWith(dev.catalogstudio.model.graph.Overview.GROUP)) {
                        model.toggleGroup(selected);
                    } else if (selected != null) {
                        model.open(selected);
                    }
                }
                case SPACE -> {
                    if (selected != null && !selected.startsWith(SceneMapper.GHOST)) {
                        model.focusProperty().set(selected);
                    }
                }
                case PLUS, ADD, EQUALS -> zoomCentre(1.25);
                case MINUS, SUBTRACT -> zoomCentre(0.8);
                case DIGIT0, NUMPAD0 -> fit();
                default -> {
                    return;
                }
            }
            e.consume();
        });
    }

    private void move(String from, int dx, int dy) {
        model.neighbour(from, dx, dy).ifPresent(id -> {
            model.selectedProperty().set(id);
            model.sceneProperty().get().node(id).ifPresent(n -> viewport.reveal(n.x(), n.y(), n.width(), n.height(),
                    canvas.getWidth(), canvas.getHeight()));
            repaint();
        });
    }

    private void zoomCentre(double factor) {
        viewport.zoomAt(factor, canvas.getWidth() / 2, canvas.getHeight() / 2);
        autoFit = false;
        repaint();
    }

    // Export

    private void export(String format) {
        var scene = model.sceneProperty().get();
        if (scene == null) {
            return;
        }
        var chooser = exportChooser(format);
        var file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            exportTo(file, format);
        }
    }

    /**
     * Writes the picture shown to {@code file} as {@code format} ({@code svg} or {@code png}, what the dialog chose,
     * off the FX thread); the next export dialog starts in its folder.
     */
    void exportTo(java.io.File file, String format) {
        exportFolder = file.getAbsoluteFile().getParentFile();
        model.export(file.toPath(), format, palette());
    }

    /**
     * The save dialog of an export as {@code format} ({@code svg} or {@code png}): it starts in the folder of the last
     * export, else the workspace's folder (issue 41: it started in the process's working folder).
     */
    FileChooser exportChooser(String format) {
        var chooser = new FileChooser();
        chooser.setTitle("Export the graph as " + format.toUpperCase(java.util.Locale.ROOT));
        chooser.setInitialFileName("graph." + format);
        var view = model.viewProperty().get();
        java.io.File folder = exportFolder != null && exportFolder.isDirectory() ? exportFolder
                : view == null ? null : view.snapshot().root().toFile();
        if (folder != null && folder.isDirectory()) {
            chooser.setInitialDirectory(folder);
        }
        return chooser;
    }
}
