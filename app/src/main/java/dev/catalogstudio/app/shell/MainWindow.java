package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.changes.ChangesView;
import dev.catalogstudio.app.changes.ChangesViewModel;
import dev.catalogstudio.app.editor.EditorTabModel;
import dev.catalogstudio.app.find.FindInFilesView;
import dev.catalogstudio.app.find.FindInFilesViewModel;
import dev.catalogstudio.app.find.QuickOpenView;
import dev.catalogstudio.app.find.QuickOpenViewModel;
import dev.catalogstudio.app.form.FormPane;
import dev.catalogstudio.app.dryrun.DryRunPane;
import dev.catalogstudio.app.dryrun.DryRunViewModel;
import dev.catalogstudio.app.preview.PreviewPane;
import dev.catalogstudio.app.preview.PreviewViewModel;
import dev.catalogstudio.app.form.FormViewModel;
import dev.catalogstudio.app.graph.GraphPane;
import dev.catalogstudio.app.graph.GraphViewModel;
import dev.catalogstudio.app.hosts.HostsView;
import dev.catalogstudio.app.hosts.HostsViewModel;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import dev.catalogstudio.app.diagnostics.DiagnosticsView;
import dev.catalogstudio.app.diagnostics.DiagnosticsViewModel;
import dev.catalogstudio.app.editor.CodeEditor;
import dev.catalogstudio.app.editor.EditorTabsView;
import dev.catalogstudio.app.editor.EditorTabsViewModel;
import dev.catalogstudio.app.editor.UnsavedChanges;
import dev.catalogstudio.app.export.ExportDialog;
import dev.catalogstudio.app.export.UpdateCopyDialog;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.tree.FileTreeView;
import dev.catalogstudio.app.tree.FileTreeViewModel;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;

/**
 * The studio's main window: menu bar and toolbar (from {@link StudioActions}), the file tree left, editor tabs in the
 * centre, problems below (then the Hosts view and Find in Files while shown), the status bar at the bottom. Every
 * pane's ViewModel gets the one {@link WorkspaceSession}; panes reach each other only through its commands and its
 * navigation service.
 */
public final class MainWindow {

    private final Stage stage;
    private final WorkspaceSession session;
    private final StudioHome home;
    private final EditorTabsViewModel tabs;
    private final FileTreeViewModel tree;
    private final DiagnosticsViewModel diagnostics;
    /** The views of the tabs, the tree and the problems: built by {@link #views()}, after the first frame at start. */
    private EditorTabsView tabsView;
    private FileTreeView treeView;
    private DiagnosticsView diagnosticsView;
    private final GraphViewModel graph;
    private GraphPane graphPane;
    private final SplitPane editorAndGraph;
    private final BooleanProperty graphVisible = new SimpleBooleanProperty(this, "graphVisible", true);
    private final BooleanProperty formVisible = new SimpleBooleanProperty(this, "formVisible", false);
    private final FormViewModel form;
    private FormPane formPane;
    private final BooleanProperty previewVisible = new SimpleBooleanProperty(this, "previewVisible", false);
    private final PreviewViewModel preview;
    private PreviewPane previewPane;
    private final BooleanProperty dryRunVisible = new SimpleBooleanProperty(this, "dryRunVisible", false);
    private final DryRunViewModel dryRun;
    private DryRunPane dryRunPane;
    private final BooleanProperty graphEnlarged = new SimpleBooleanProperty(this, "graphEnlarged");
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme");
    private final QuickOpenViewModel quickOpen;
    private final FindInFilesViewModel findInFiles;
    private FindInFilesView findInFilesView;
    private final BooleanProperty findInFilesVisible = new SimpleBooleanProperty(this, "findInFilesVisible");
    private final HostsViewModel hosts;
    private HostsView hostsView;
    private final BooleanProperty hostsVisible = new SimpleBooleanProperty(this, "hostsVisible");
    private final Scene scene;
    private final StudioActions actions;
    private boolean panesLater;
    private final javafx.scene.layout.StackPane centreStack;
    private final javafx.scene.layout.StackPane sceneRoot;
    private final SplitPane main;
    private final SplitPane centre;
    private final WindowState windowState;

    /**
     * @param stage   the primary stage
     * @param session the workspace session (one serial background executor)
     * @param home    where the last workspace is remembered
     * @param initial the theme to start with
     */
    public MainWindow(Stage stage, WorkspaceSession session, StudioHome home, Theme initial) {
        this(stage, session, home, initial, false);
    }

    /**
     * @param stage       the primary stage
     * @param session     the workspace session (one serial background executor)
     * @param home        where the last workspace is remembered
     * @param initial     the theme to start with
     * @param panesLater  whether every pane (the tree, the editor tabs, the problems, the form, preview, dry run and
     *                    graph) waits for {@link #buildPanes()}: the studio's start, whose first frame shows the menu
     *                    bar, the toolbar, the opening card and the status bar only
     */
    public MainWindow(Stage stage, WorkspaceSession session, StudioHome home, Theme initial, boolean panesLater) {
        this.panesLater = panesLater;
        this.stage = stage;
        this.session = session;
        this.home = home;
        this.tabs = new EditorTabsViewModel(session);
        this.tree = new FileTreeViewModel(session);
        this.diagnostics = new DiagnosticsViewModel(session);
        this.graph = new GraphViewModel(session);
        this.form = new FormViewModel(session, path -> tabs.tab(path).map(EditorTabModel::getText));
        this.preview = new PreviewViewModel(session);
        preview.setActive(false);
        this.dryRun = new DryRunViewModel(session);
        this.editorAndGraph = new SplitPane();
        editorAndGraph.setId("editor-graph-split");

        actions = new StudioActions(this);
        // host-copy-mismatch offers "Update the other copy from this one…" in the problems panel and the editor.
        hostExports = new HostExports(stage, session);
        session.setDiagnosticActions(hostExports::diagnosticActions);
        centre = new SplitPane(editorAndGraph);
        centre.setOrientation(Orientation.VERTICAL);
        // Hosts and Find in Files: below the problems while shown.
        this.quickOpen = new QuickOpenViewModel(session);
        this.findInFiles = new FindInFilesViewModel(session);
        this.hosts = new HostsViewModel(session);
        findInFilesVisible.addListener((o, old, now) -> layoutBottom(now));
        hostsVisible.addListener((o, old, now) -> {
            hosts.setActive(now);
            layoutBottom(now);
        });
        main = new SplitPane();
        main.getStyleClass().add("main-split");
        windowState = new WindowState(stage, home, session.background(), main, centre);
        var overlay = new OpeningOverlay(session, this::openFolder, home::recentWorkspaces, this::openRecent);
        // While the panes wait (the studio's first frame), the card alone fills the centre: the tree, tabs and
        // problems under it would only add their styling and layout to that frame.
        centreStack = new javafx.scene.layout.StackPane(overlay);
        layoutParts();
        if (!panesLater) {
            buildViews();
        }
        var root = new BorderPane(centreStack);
        root.setId("studio-root");
        root.setTop(new VBox(actions.menuBar(), actions.toolBar()));
        root.setBottom(new StatusBar(session, diagnostics, caretText()));
        // Quick Open and Go to Entry float over the window.
        sceneRoot = new javafx.scene.layout.StackPane(root);
        if (!panesLater) {
            sceneRoot.getChildren().add(new QuickOpenView(quickOpen));
        }
        scene = new Scene(sceneRoot, 1280, 800);
        keepMenusOpenedByMnemonics(scene);
        scene.getStylesheets().add(getClass().getResource(Theme.STUDIO_CSS).toExternalForm());
        theme.addListener((o, old, now) -> {
            now.apply();
            root.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("dark"), now == Theme.DARK);
        });
        theme.set(initial);
        restoreGraph();
        stage.setScene(scene);
        stage.setMinWidth(720);
        stage.setMinHeight(480);
        windowState.restore();
        this.changes = new ChangesViewModel(session);
        changesVisible.addListener((o, old, now) -> layoutLeft(now));
        // A comparison that starts shows what it changed.
        session.comparison().changeSetProperty().addListener((o, old, now) -> {
            if (old == null && now != null) {
                changesVisible.set(true);
            }
        });
        session.snapshotProperty().addListener((o, old, now) -> {
            if (now != null && (old == null || !old.root().equals(now.root()))) {
                shownWorkspace(now.root());
            }
        });
        stage.titleProperty().bind(Bindings.createStringBinding(() -> {
            var s = session.getSnapshot();
            String name = s == null ? "" : s.root().getFileName() + " \u2014 ";
            return (tabs.anyDirtyProperty().get() ? "\u2022 " : "") + name + "Catalog Studio";
        }, session.snapshotProperty(), tabs.anyDirtyProperty()));
        InterruptedSaveDialog.install(session, stage);
        session.updateProperty().addListener((o, old, now) -> StartupTrace.workspaceShown());
        stage.setOnHidden(e -> {
            graph.close();
            if (graphOverview != null) {
                graphOverview.close();
            }
            preview.close();
        });
        stage.setOnCloseRequest(e -> {
            e.consume();
            quit();
        });
    }

    public Scene scene() {
        return scene;
    }

    /**
     * Alt with a menu's mnemonic (Alt+F) opens the menu, and letting go of Alt before the letter must not close it.
     * The menu bar reads an Alt release as "leave the menus" unless it saw another key pressed since Alt; but the
     * mnemonic consumes the letter's press before the menu bar's handler can see it, so a fast Alt+F (Alt released
     * first) opened File and closed it at once. Seen before any handler, in the scene's dispatcher: an Alt release
     * after a key pressed with Alt is dropped, so the menu bar never mistakes it for a bare Alt.
     */
    private static void keepMenusOpenedByMnemonics(Scene scene) {
        var dispatcher = scene.getEventDispatcher();
        boolean[] chord = {false};
        scene.setEventDispatcher((event, tail) -> {
            if (event instanceof javafx.scene.input.KeyEvent key) {
                var code = key.getCode();
                if (key.getEventType() == javafx.scene.input.KeyEvent.KEY_PRESSED) {
                    chord[0] = code == javafx.scene.input.KeyCode.ALT ? false : chord[0] || key.isAltDown();
                } else if (key.getEventType() == javafx.scene.input.KeyEvent.KEY_RELEASED
                        && code == javafx.scene.input.KeyCode.ALT && chord[0]) {
                    chord[0] = false;
                    return null;
                }
            }
            return dispatcher.dispatchEvent(event, tail);
        });
    }

    public EditorTabsViewModel tabs() {
        return tabs;
    }

    public EditorTabsView tabsView() {
        views();
        return tabsView;
    }

    public FileTreeView treeView() {
        views();
        return treeView;
    }

    public FileTreeViewModel tree() {
        return tree;
    }

    public DiagnosticsViewModel diagnostics() {
        return diagnostics;
    }

    public WorkspaceSession session() {
        return session;
    }

    /** Quick Open and Go to Entry. */
    public QuickOpenViewModel quickOpen() {
        return quickOpen;
    }

    /** Find in Files' query, options and results. */
    public FindInFilesViewModel findInFiles() {
        return findInFiles;
    }

    /** Whether the Find in Files panel shows below the problems. */
    public BooleanProperty findInFilesVisibleProperty() {
        return findInFilesVisible;
    }

    /** What each host loads, drops and truncates (View → Show/Hide Hosts). */
    public HostsViewModel hosts() {
        return hosts;
    }

    /** Whether the Hosts view shows below the problems (View → Show/Hide Hosts). */
    public BooleanProperty hostsVisibleProperty() {
        return hostsVisible;
    }

    /** View → Show/Hide Hosts: shows the view with its table focused, or hides it. */
    void toggleHosts() {
        hostsVisible.set(!hostsVisible.get());
        if (hostsVisible.get()) {
            hostsView().focusTable();
        }
    }

    /** Shows Find in Files with its field focused, seeded with the editor's one-line selection. */
    void showFindInFiles() {
        findInFilesVisible.set(true);
        var editor = selectedEditor();
        var selection = editor == null ? null : editor.selectionProperty().get();
        findInFilesView().focusQuery(selection == null ? null
                : editor.getText().substring(selection.start().offset(), selection.end().offset()));
    }

    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    Stage stage() {
        return stage;
    }

    public FormViewModel form() {
        return form;
    }

    /** The frontmatter form (tests and screenshots); built when first shown or asked for, not at start-up. */
    public FormPane formPane() {
        if (formPane == null) {
            formPane = new FormPane(form);
            formPane.setDocumentUndo(actions.undo.handler(), actions.redo.handler());
        }
        return formPane;
    }

    /** The preview's state and commands. */
    public PreviewViewModel preview() {
        return preview;
    }

    /** The live preview (tests and screenshots); built when first shown or asked for (it follows the theme's colours). */
    public PreviewPane previewPane() {
        if (previewPane == null) {
            previewPane = new PreviewPane(preview);
        }
        return previewPane;
    }

    /** Whether the live preview shows beside the editor (View → Show/Hide Preview); remembered. */
    public BooleanProperty previewVisibleProperty() {
        return previewVisible;
    }

    /** The dry run's state and commands. */
    public DryRunViewModel dryRun() {
        return dryRun;
    }

    /** The Dry run panel (tests and screenshots). */
    public DryRunPane dryRunPane() {
        if (dryRunPane == null) {
            dryRunPane = new DryRunPane(dryRun);
        }
        return dryRunPane;
    }

    /** Whether the Dry run panel shows beside the editor (View → Show/Hide Dry Run); remembered. */
    public BooleanProperty dryRunVisibleProperty() {
        return dryRunVisible;
    }

    /** Whether the frontmatter form shows beside the editor (View → Show/Hide Form); remembered. */
    public BooleanProperty formVisibleProperty() {
        return formVisible;
    }

    /** The graph pane's state and commands. */
    public GraphViewModel graph() {
        return graph;
    }

    public GraphPane graphPane() {
        if (graphPane == null) {
            graphPane = new GraphPane(graph);
            graphPane.darkProperty().bind(theme.isEqualTo(Theme.DARK));
            graphPane.setOnOverview(this::showGraphOverview);
        }
        return graphPane;
    }

    /** The id of the graph overview's tab in the editor area. */
    public static final String GRAPH_OVERVIEW = "graph-overview";
    private GraphViewModel graphOverview;
    private GraphPane graphOverviewPane;

    /**
     * Opens the whole-workspace graph in a tab of the editor area (View → Graph Overview), or selects it: a
     * document's room for the picture, the side pane keeping the current entry's neighbourhood (issue 41). Its model
     * and worker live while the tab is open.
     */
    public void showGraphOverview() {
        boolean created = graphOverviewPane == null;
        if (created) {
            graphOverview = new GraphViewModel(session, GraphViewModel.Mode.OVERVIEW);
            graphOverviewPane = new GraphPane(graphOverview);
            graphOverviewPane.darkProperty().bind(theme.isEqualTo(Theme.DARK));
        }
        var tab = tabsView().showView(GRAPH_OVERVIEW, "Graph", graphOverviewPane, () -> {
            graphOverview.close();
            graphOverviewPane.darkProperty().unbind();
            graphOverview = null;
            graphOverviewPane = null;
            layoutGraph();
        });
        // While the overview's tab is selected the side pane steps aside: the overview gets the editor's width too.
        if (created) {
            tab.selectedProperty().addListener(o -> layoutGraph());
        }
        layoutGraph();
    }

    /** Whether the graph overview's tab is the selected tab of the editor area. */
    private boolean graphOverviewSelected() {
        return tabsView().view(GRAPH_OVERVIEW).map(javafx.scene.control.Tab::isSelected).orElse(false);
    }

    /** The overview tab's model, or null while the tab is closed. */
    public GraphViewModel graphOverview() {
        return graphOverview;
    }

    /** The overview tab's pane, or null while the tab is closed. */
    public GraphPane graphOverviewPane() {
        return graphOverviewPane;
    }

    /** Whether the graph pane is shown beside the editor (View → Graph); remembered. */
    public BooleanProperty graphVisibleProperty() {
        return graphVisible;
    }

    /** Whether the graph pane takes the editor's width too (View → Enlarge Graph); remembered. */
    public BooleanProperty graphEnlargedProperty() {
        return graphEnlarged;
    }

    /** Shows the graph as the user left it, and remembers each change of its state. */
    private void restoreGraph() {
        home.setting("graph.visible").ifPresent(v -> graphVisible.set(Boolean.parseBoolean(v)));
        home.setting("graph.enlarged").ifPresent(v -> graphEnlarged.set(Boolean.parseBoolean(v)));
        home.setting("graph.depth").ifPresent(v -> {
            try {
                graph.depthProperty().set(Integer.parseInt(v));
            } catch (NumberFormatException e) {
                // a hand-edited setting: keep the default
            }
        });
        home.setting("form.visible").ifPresent(v -> formVisible.set(Boolean.parseBoolean(v)));
        home.setting("preview.visible").ifPresent(v -> previewVisible.set(Boolean.parseBoolean(v)));
        preview.setActive(previewVisible.get());
        previewVisible.addListener((o, old, now) -> {
            preview.setActive(now);
            layoutGraph();
            remember("preview.visible", now.toString());
        });
        layoutGraph();
        formVisible.addListener((o, old, now) -> {
            layoutGraph();
            remember("form.visible", now.toString());
        });
        home.setting("dryrun.visible").ifPresent(v -> dryRunVisible.set(Boolean.parseBoolean(v)));
        dryRunVisible.addListener((o, old, now) -> {
            layoutGraph();
            remember("dryrun.visible", now.toString());
        });
        graphVisible.addListener((o, old, now) -> {
            layoutGraph();
            remember("graph.visible", now.toString());
        });
        graphEnlarged.addListener((o, old, now) -> {
            layoutGraph();
            remember("graph.enlarged", now.toString());
        });
        // A document the form or the preview has nothing for gives their room to the editor (issue 24).
        form.applicableProperty().addListener(o -> layoutGraph());
        session.navigation().currentPathProperty().addListener(o -> layoutGraph());
        graph.depthProperty().addListener((o, old, now) -> remember("graph.depth", now.toString()));
    }

    private void remember(String key, String value) {
        session.background().execute(() -> home.remember(key, value));
    }

    /**
     * Lays out the editor, the form, the preview, the dry run and the graph as their visibility and the graph's
     * enlargement say. The form and the preview, though shown, step aside for a document they have nothing for (a
     * CHANGELOG has no preview, a YAML or binary file neither), and come back with the next document they can show.
     * The editor keeps {@link PaneFit#EDITOR_COLUMNS} columns: side panes that do not fit beside it become tabs of a
     * side dock, or a strip of titles ({@link EditorRow}); widths the user dragged are kept while they fit.
     */
    private void layoutGraph() {
        var items = editorAndGraph.getItems();
        if (panesLater) {
            if (tabsView != null) {
                items.setAll(tabsView);
            }
            return;
        }
        if (graphVisible.get() && graphEnlarged.get()) {
            items.setAll(graphPane());
            return;
        }
        var shown = new java.util.ArrayList<EditorRow.Side>();
        if (formVisible.get() && form.applicableProperty().get()) {
            shown.add(new EditorRow.Side("form", "Form", formPane(), 240));
        }
        if (previewVisible.get() && previewApplies()) {
            shown.add(new EditorRow.Side("preview", "Preview", previewPane(), 220));
        }
        if (dryRunVisible.get()) {
            shown.add(new EditorRow.Side("dryrun", "Dry Run", dryRunPane(), 220));
        }
        if (graphVisible.get() && !graphOverviewSelected()) {
            shown.add(new EditorRow.Side("graph", "Graph", graphPane(), 220));
        }
        var maximised = maximiser.maximised();
        if (maximised != null && (maximised == tabsView || maximiser.which().ordinal() >= StudioPane.FORM.ordinal())) {
            // The maximised pane stays where it is; the row is laid out again on restore (or now, if it went).
            if (maximised == tabsView || shown.stream().anyMatch(side -> side.node() == maximised)) {
                return;
            }
            maximiser.restore();
            return;
        }
        row.lay(shown);
    }

    /** Whether the preview has something for the current document (or, with none open, its hint). */
    private boolean previewApplies() {
        String path = session.navigation().currentPathProperty().get();
        var snapshot = session.getSnapshot();
        return path == null || snapshot == null || dev.catalogstudio.app.render.PreviewDocument.previews(snapshot, path);
    }

    // Commands

    /**
     * Opens {@code folder} as the workspace (closing the open tabs, whose list is remembered for the workspace shown);
     * once it is shown, it is remembered as the last and most recent one and its remembered tabs reopen.
     */
    public void open(Path folder) {
        Path root = folder.toAbsolutePath().normalize();
        windowState.rememberTabs(tabs);
        tabs.closeAll();
        session.open(root);
    }

    /** The workspace {@code root} is shown: remember it, and reopen the tabs it had. */
    private void shownWorkspace(Path root) {
        session.background().execute(() -> home.rememberWorkspace(root));
        windowState.restoreTabs(root, session);
    }

    /** File → Open Recent: opens {@code folder} (after asking about unsaved changes). */
    void openRecent(Path folder) {
        if (confirmDiscard()) {
            open(folder);
        }
    }

    /** The recent workspaces, newest first (File → Open Recent). */
    List<Path> recentWorkspaces() {
        return home.recentWorkspaces();
    }

    /** Asks for a folder and opens it (after asking about unsaved changes). */
    void openFolder() {
        if (!confirmDiscard()) {
            return;
        }
        var chooser = new DirectoryChooser();
        chooser.setTitle("Open a catalog folder");
        var s = session.getSnapshot();
        if (s != null && s.root().getParent() != null) {
            chooser.setInitialDirectory(s.root().getParent().toFile());
        }
        var chosen = chooser.showDialog(stage);
        if (chosen != null) {
            open(chosen.toPath());
        }
    }

    /** Closes the window, asking first about unsaved changes. */
    public void quit() {
        if (!confirmDiscard()) {
            return;
        }
        saveState();
        session.close();
        // Saves run on the serial executor; exiting from its queue lets them finish first.
        session.background().execute(() -> session.fx().execute(Platform::exit));
    }

    /** The window's one action table (tests: the README's shortcut list is checked against it). */
    StudioActions actions() {
        return actions;
    }

    /** The Hosts view, built when first shown. */
    private HostsView hostsView() {
        if (hostsView == null) {
            hostsView = new HostsView(hosts);
            hostsView.setOnClose(() -> hostsVisible.set(false));
            hostsView.setMinHeight(96);
        }
        return hostsView;
    }

    /**
     * Lays out the centre column: the editor row, the problems, then the Hosts view and Find in Files while shown.
     * A pane that comes gets a third of the height or so; one that goes gives the focus back to the editor.
     */
    private void layoutBottom(boolean shown) {
        views();
        if (maximiser != null && maximiser.maximised() == diagnosticsView) {
            return; // laid out again when the problems are restored
        }
        var items = new java.util.ArrayList<javafx.scene.Node>(List.of(editorAndGraph, diagnosticsView));
        if (hostsVisible.get()) {
            items.add(hostsView());
        }
        if (findInFilesVisible.get()) {
            items.add(findInFilesView());
        }
        // Only the panes that come or go are added or removed: the editor row stays in the scene (its focus, scroll).
        centre.getItems().retainAll(items);
        for (int i = 0; i < items.size(); i++) {
            if (i >= centre.getItems().size() || centre.getItems().get(i) != items.get(i)) {
                centre.getItems().add(i, items.get(i));
            }
        }
        switch (items.size()) {
            case 2 -> centre.setDividerPositions(0.68);
            // Find in Files alone below as before; the Hosts view leaves the problems a few rows more.
            case 3 -> centre.setDividerPositions(hostsVisible.get() ? 0.44 : 0.5, hostsVisible.get() ? 0.64 : 0.68);
            default -> centre.setDividerPositions(0.4, 0.56, 0.78);
        }
        if (!shown && selectedEditor() != null) {
            selectedEditor().requestFocus();
        }
    }

    /** The Find in Files panel, built when first shown. */
    private FindInFilesView findInFilesView() {
        if (findInFilesView == null) {
            findInFilesView = new FindInFilesView(findInFiles);
            findInFilesView.setOnClose(() -> findInFilesVisible.set(false));
        }
        return findInFilesView;
    }

    private EditorRow row;
    private Maximiser maximiser;

    /**
     * Builds the tree, the editor tabs and the problems, with the editor row's layout, into the window's splits, once:
     * in the constructor, or at the studio's start after the first frame (or when one of them is asked for sooner).
     * Their dividers are the ones the window remembered.
     */
    private void views() {
        if (tabsView != null) {
            return;
        }
        VIEWS_BUILT.incrementAndGet();
        tabsView = new EditorTabsView(tabs, session);
        treeView = new FileTreeView(tree);
        diagnosticsView = new DiagnosticsView(diagnostics);
        // The problems table's own minimum (its bar, header and placeholder) would take most of a small window and
        // leave the editor and graph a strip: it may shrink to its bar and a row or two instead.
        diagnosticsView.setMinHeight(96);
        tabsView.setMinHeight(120);
        editorAndGraph.getItems().setAll(tabsView);
        centre.getItems().setAll(editorAndGraph, diagnosticsView);
        main.getItems().setAll(treeView, centre);
        SplitPane.setResizableWithParent(treeView, false);
        windowState.restoreDividers();
        var columns = new EditorColumns(() -> selectedEditor(), tabsView, () -> row.adapt());
        row = new EditorRow(editorAndGraph, tabsView, () -> columns.minWidth(PaneFit.EDITOR_COLUMNS),
                side -> focusPane(paneOf(side.node())));
        // A new editor (its gutter, its font) is measured once it is laid out.
        tabs.selectedProperty().addListener((o, old, now) -> Platform.runLater(row::adapt));
    }

    /** {@link #views()}, and the splits holding them put in the window under the opening card. */
    private void buildViews() {
        views();
        if (!centreStack.getChildren().contains(main)) {
            centreStack.getChildren().add(0, main);
        }
    }

    /** How many times the tree, tabs and problems views were built in this JVM (a work count for tests). */
    static final java.util.concurrent.atomic.AtomicInteger VIEWS_BUILT =
            new java.util.concurrent.atomic.AtomicInteger();

    /** The editor row's layout and the maximised pane (issue 41); before the first {@link #layoutGraph()}. */
    private void layoutParts() {
        // The row's own minimum would otherwise be the sum of its panes' and squeeze the tree.
        editorAndGraph.setMinWidth(320);
        // The text area takes Alt with a character key as typing, before the menus' accelerators see it: the pane
        // keys are taken first, on their way to any pane.
        // The character it types is dropped too (it would land in the pane just focused).
        boolean[] swallowTyped = {false};
        centreStack.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            swallowTyped[0] = false;
            for (var action : actions.panes) {
                if (action.accelerator().match(e)) {
                    e.consume();
                    swallowTyped[0] = true;
                    action.handler().run();
                    return;
                }
            }
        });
        centreStack.addEventFilter(javafx.scene.input.KeyEvent.KEY_TYPED, e -> {
            if (swallowTyped[0]) {
                swallowTyped[0] = false;
                e.consume();
            }
        });
        maximiser = new Maximiser(centreStack, main, centre, editorAndGraph, () -> {
            if (!main.getItems().contains(treeView)) {
                main.getItems().add(0, treeView);
            }
            layoutBottom(true);
            row.putBack();
            layoutGraph();
        });
    }

    /** The editor row's layout (tests). */
    EditorRow editorRow() {
        views();
        return row;
    }

    /** The node of {@code pane}, built if need be. */
    javafx.scene.layout.Region paneNode(StudioPane pane) {
        views();
        return switch (pane) {
            case FILES -> treeView;
            case EDITOR -> tabsView;
            case PROBLEMS -> diagnosticsView;
            case FORM -> formPane();
            case PREVIEW -> previewPane();
            case DRY_RUN -> dryRunPane();
            case GRAPH -> graphPane();
        };
    }

    private StudioPane paneOf(javafx.scene.Node node) {
        for (var pane : StudioPane.values()) {
            if (paneNode(pane) == node) {
                return pane;
            }
        }
        return StudioPane.EDITOR;
    }

    /** The pane holding the keyboard focus (the editor when none does). */
    StudioPane focusedPane() {
        for (var n = scene.getFocusOwner(); n != null; n = n.getParent()) {
            for (var pane : StudioPane.values()) {
                if ((pane.ordinal() < StudioPane.FORM.ordinal() || built(pane)) && paneNode(pane) == n) {
                    return pane;
                }
            }
        }
        return StudioPane.EDITOR;
    }

    private boolean built(StudioPane pane) {
        return switch (pane) {
            case FORM -> formPane != null;
            case PREVIEW -> previewPane != null;
            case DRY_RUN -> dryRunPane != null;
            case GRAPH -> graphPane != null;
            default -> true;
        };
    }

    /**
     * View → Focus (Alt+1 … Alt+7): shows {@code pane} if it is hidden (a side pane in the dock gets its tab selected;
     * with only a strip of titles beside the editor, it is shown maximised) and gives it the keyboard focus. Another
     * pane shown maximised is restored first.
     */
    void focusPane(StudioPane pane) {
        switch (pane) {
            case FORM -> formVisible.set(true);
            case PREVIEW -> previewVisible.set(true);
            case DRY_RUN -> dryRunVisible.set(true);
            case GRAPH -> {
                graphVisible.set(true);
            }
            default -> {
            }
        }
        var node = paneNode(pane);
        if (maximiser.maximised() != null && maximiser.maximised() != node) {
            maximiser.restore();
        }
        if (maximiser.maximised() == null && pane.ordinal() >= StudioPane.FORM.ordinal()) {
            if (row.mode() == PaneFit.Mode.STRIP && row.sides().stream().anyMatch(s -> s.node() == node)) {
                maximiser.maximise(pane, node, () -> row.release(node));
            } else {
                row.select(node);
            }
        }
        focusInto(pane, true);
    }

    /** Gives {@code pane} the focus: its main control (the tree, the text, the table, the canvas), else its first stop. */
    private void focusInto(StudioPane pane, boolean retry) {
        var node = paneNode(pane);
        javafx.scene.Node target = switch (pane) {
            case FILES -> node.lookup(".tree-view");
            case EDITOR -> selectedEditor();
            case PROBLEMS -> node.lookup(".table-view");
            case PREVIEW -> previewPane().scroll();
            case GRAPH -> graphPane().canvas();
            default -> firstStop(node);
        };
        (target == null ? node : target).requestFocus();
        if (retry && !holdsFocus(node)) {
            // A pane just shown has no skin yet: once it is laid out.
            Platform.runLater(() -> focusInto(pane, false));
        }
    }

    private boolean holdsFocus(javafx.scene.Node pane) {
        for (var n = scene.getFocusOwner(); n != null; n = n.getParent()) {
            if (n == pane) {
                return true;
            }
        }
        return false;
    }

    private static javafx.scene.Node firstStop(javafx.scene.Node node) {
        if (node.isFocusTraversable() && node.isVisible() && !node.isDisabled()) {
            return node;
        }
        if (node instanceof javafx.scene.Parent parent && node.isVisible()) {
            for (var child : parent.getChildrenUnmodifiable()) {
                var stop = firstStop(child);
                if (stop != null) {
                    return stop;
                }
            }
        }
        return null;
    }

    /**
     * View → Maximise/Restore Pane: shows the focused pane alone in the window, or puts the maximised one back with
     * the layout as it was; the pane keeps the focus.
     */
    void toggleMaximised() {
        var which = maximiser.which();
        if (which != null) {
            maximiser.restore();
            focusInto(which, true);
            return;
        }
        var pane = focusedPane();
        var node = paneNode(pane);
        boolean inRow = pane.ordinal() >= StudioPane.FORM.ordinal() || pane == StudioPane.EDITOR;
        maximiser.maximise(pane, node, () -> {
            if (inRow) {
                row.release(node);
            }
        });
        focusInto(pane, true);
    }

    /** The pane shown maximised, or null (tests). */
    StudioPane maximisedPane() {
        return maximiser.which();
    }

    /** Builds and lays out the side panes held back by {@code panesLater}; a second call changes nothing. */
    void buildPanes() {
        if (panesLater) {
            panesLater = false;
            buildViews();
            sceneRoot.getChildren().add(new QuickOpenView(quickOpen));
            layoutGraph();
        }
    }

    /** Remembers the window's geometry, dividers and the shown workspace's tabs (on quit; tests). */
    void saveState() {
        maximiser.restore(); // the dividers and tabs as the user knows them
        windowState.save(tabs);
    }

    /** Whether unsaved changes may be dropped: true when there are none, or after Save / Don't Save. */
    private boolean confirmDiscard() {
        if (formPane != null && !formPane.commitPending()) {
            formVisible.set(true); // the value the form could not write shows there, marked: corrected or reverted first
            return false;
        }
        long dirty = tabs.tabs().stream().filter(t -> t.isDirty()).count();
        if (dirty == 0) {
            return true;
        }
        var what = dirty == 1 ? tabs.tabs().stream().filter(t -> t.isDirty()).findFirst().orElseThrow().fileName()
                : dirty + " files";
        return switch (UnsavedChanges.ask(stage, what)) {
            case SAVE -> {
                tabs.saveAll();
                yield true;
            }
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    private final ChangesViewModel changes;
    private final BooleanProperty changesVisible = new SimpleBooleanProperty(this, "changesVisible");
    private ChangesView changesView;
    private SplitPane leftColumn;

    /** What the comparison shown changed (View → Show/Hide Changes). */
    public ChangesViewModel changes() {
        return changes;
    }

    /** Whether the Changes view shows below the file tree (a comparison that starts shows it). */
    public BooleanProperty changesVisibleProperty() {
        return changesVisible;
    }

    /** The Changes view, built when first shown or asked for (tests and screenshots). */
    public ChangesView changesView() {
        if (changesView == null) {
            changesView = new ChangesView(changes, new ChangesView.DiffHost() {
                @Override
                public javafx.scene.control.Tab show(String id, String title, javafx.scene.Node content,
                                                     Runnable onClose) {
                    return tabsView().showView(id, title, content, onClose);
                }

                @Override
                public void close(String id) {
                    tabsView().closeView(id);
                }
            }, CodeEditor.fontFamily());
            changesView.setOnClose(() -> changesVisible.set(false));
            changesView.setMinHeight(120);
        }
        return changesView;
    }

    /** View → Show/Hide Changes: shows the view with its list focused, or hides it. */
    void toggleChanges() {
        changesVisible.set(!changesVisible.get());
        if (changesVisible.get()) {
            changesView().focusList();
        }
    }

    /** The left column: the file tree, with the Changes view below it while shown (the window's dividers kept). */
    private void layoutLeft(boolean shown) {
        views();
        var dividers = main.getDividerPositions();
        if (shown) {
            if (leftColumn == null) {
                leftColumn = new SplitPane();
                leftColumn.setOrientation(Orientation.VERTICAL);
                leftColumn.setId("left-column");
                SplitPane.setResizableWithParent(leftColumn, false);
            }
            if (main.getItems().get(0) != leftColumn) {
                main.getItems().set(0, leftColumn);
                leftColumn.getItems().setAll(treeView, changesView());
                leftColumn.setDividerPositions(0.45);
            }
        } else if (leftColumn != null && main.getItems().get(0) == leftColumn) {
            leftColumn.getItems().clear();
            main.getItems().set(0, treeView);
            if (selectedEditor() != null) {
                selectedEditor().requestFocus();
            }
        }
        main.setDividerPositions(dividers);
    }

    private CompareDialog compareDialog;
    private final HostExports hostExports;

    /** File → Compare With…: the dialog that picks the revision the working tree is compared with. */
    void compareWith() {
        if (session.getSnapshot() == null) {
            return;
        }
        if (compareDialog != null && compareDialog.stage().isShowing()) {
            compareDialog.stage().toFront();
            return;
        }
        compareDialog = new CompareDialog(stage, session, tabs);
        compareDialog.show();
    }

    /** The last Compare With… dialog opened, or null (tests). */
    CompareDialog compareDialog() {
        return compareDialog;
    }

    /** File → Export for Host…, proposing the current document's plugin or host folder. */
    void exportForHost() {
        hostExports.exportForHost();
    }

    /** The last Export for Host… dialog opened, or null (tests). */
    ExportDialog exportDialog() {
        return hostExports.exportDialog();
    }

    /** The last update dialog opened, or null (tests). */
    UpdateCopyDialog updateDialog() {
        return hostExports.updateDialog();
    }

    /** Moves to the next (+1) or previous (-1) problem. */
    void walkProblems(int direction) {
        if (direction > 0) {
            diagnostics.next();
        } else {
            diagnostics.previous();
        }
    }

    /** "Ln 12, Col 5" of the current document's caret (from the navigation service), empty without a document. */
    private javafx.beans.value.ObservableStringValue caretText() {
        var navigation = session.navigation();
        return Bindings.createStringBinding(() -> navigation.currentPathProperty().get() == null ? ""
                        : "Ln " + navigation.caretLineProperty().get() + ", Col " + navigation.caretColumnProperty().get(),
                navigation.currentPathProperty(), navigation.caretLineProperty(), navigation.caretColumnProperty());
    }

    CodeEditor selectedEditor() {
        return tabsView == null ? null : tabsView.selectedEditor();
    }
}
