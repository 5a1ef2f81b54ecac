package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.diagnostics.DiagnosticsView;
import dev.catalogstudio.app.diagnostics.DiagnosticsViewModel;
import dev.catalogstudio.app.tabs.EditorSurface;
import dev.catalogstudio.app.tabs.EditorTabsView;
import dev.catalogstudio.app.tabs.EditorTabsViewModel;
import dev.catalogstudio.app.tree.FileTreeView;
import dev.catalogstudio.app.tree.FileTreeViewModel;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.nio.file.Path;
import java.util.function.Function;
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
 * centre, problems below, the status bar at the bottom. Wires the panes' ViewModels to one {@link WorkspaceSession}.
 */
public final class MainWindow {

    private final Stage stage;
    private final WorkspaceSession session;
    private final StudioHome home;
    private final EditorTabsViewModel tabs;
    private final FileTreeViewModel tree;
    private final DiagnosticsViewModel diagnostics = new DiagnosticsViewModel();
    private final EditorTabsView tabsView;
    private final FileTreeView treeView;
    private final DiagnosticsView diagnosticsView;
    private final ExternalChanges external;
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme");
    private final Scene scene;

    /**
     * @param stage    the primary stage
     * @param session  the workspace session (one serial background executor)
     * @param home     where the last workspace is remembered
     * @param surfaces makes the editor for a file path
     * @param initial  the theme to start with
     */
    public MainWindow(Stage stage, WorkspaceSession session, StudioHome home,
                      Function<String, EditorSurface> surfaces, Theme initial) {
        this.stage = stage;
        this.session = session;
        this.home = home;
        this.tabs = new EditorTabsViewModel(session);
        this.tree = new FileTreeViewModel(session);
        this.tabsView = new EditorTabsView(tabs, surfaces);
        this.treeView = new FileTreeView(tree);
        this.diagnosticsView = new DiagnosticsView(diagnostics, this::applyFix);
        this.external = new ExternalChanges(session, tabs);

        session.snapshotProperty().addListener((o, old, now) -> {
            if (now != null) {
                diagnostics.render(now);
            }
        });
        tabs.selectedProperty().addListener((o, old, now) ->
                diagnostics.currentFileProperty().set(now == null ? null : now.path()));
        diagnostics.setOpener(d -> {
            tabs.open(d.path(), d.diagnostic().range());
            treeView.reveal(d.path());
        });
        tree.setOpener(path -> tabs.open(path, null));
        tree.setOnRenamed(tabs::renamed);
        tabs.failureProperty().addListener((o, old, now) -> {
            if (now != null) {
                session.reportFailure(now);
            }
        });

        var actions = new StudioActions(this);
        var centre = new SplitPane(tabsView, diagnosticsView);
        centre.setOrientation(Orientation.VERTICAL);
        centre.setDividerPositions(0.68);
        var main = new SplitPane(treeView, centre);
        main.setDividerPositions(0.22);
        SplitPane.setResizableWithParent(treeView, false);
        main.getStyleClass().add("main-split");
        var root = new BorderPane(main);
        root.setId("studio-root");
        root.setTop(new VBox(actions.menuBar(), actions.toolBar()));
        root.setBottom(new StatusBar(session, diagnostics, caretText()));
        scene = new Scene(root, 1280, 800);
        scene.getStylesheets().add(getClass().getResource(Theme.STUDIO_CSS).toExternalForm());
        theme.addListener((o, old, now) -> {
            now.apply();
            root.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("dark"), now == Theme.DARK);
        });
        theme.set(initial);
        stage.setScene(scene);
        stage.titleProperty().bind(Bindings.createStringBinding(() -> {
            var s = session.getSnapshot();
            String name = s == null ? "" : s.root().getFileName() + " \u2014 ";
            return (tabs.anyDirtyProperty().get() ? "\u2022 " : "") + name + "Catalog Studio";
        }, session.snapshotProperty(), tabs.anyDirtyProperty()));
        stage.setOnCloseRequest(e -> {
            e.consume();
            quit();
        });
    }

    public Scene scene() {
        return scene;
    }

    public EditorTabsViewModel tabs() {
        return tabs;
    }

    public EditorTabsView tabsView() {
        return tabsView;
    }

    public FileTreeView treeView() {
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

    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    Stage stage() {
        return stage;
    }

    // Commands

    /** Opens {@code folder} as the workspace (closing the open tabs), watches it and remembers it. */
    public void open(Path folder) {
        Path root = folder.toAbsolutePath().normalize();
        tabs.closeAll();
        session.open(root);
        session.background().execute(() -> {
            external.watch(root);
            home.rememberWorkspace(root);
        });
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
        external.stop();
        // Saves run on the serial executor; exiting from its queue lets them finish first.
        session.background().execute(() -> session.fx().execute(Platform::exit));
    }

    /** Applies {@code fix} to the file of {@code diagnostic}, through its editor (undoable, like typing). */
    void applyFix(FileDiagnostic diagnostic, QuickFix fix) {
        tabs.open(diagnostic.path(), diagnostic.diagnostic().range());
        Platform.runLater(() -> tabs.tab(diagnostic.path()).ifPresentOrElse(
                tab -> applyFixIn(tab, fix),
                () -> tabs.tabs().addListener(new javafx.collections.ListChangeListener<>() {
                    @Override
                    public void onChanged(Change<? extends dev.catalogstudio.app.tabs.EditorTabModel> c) {
                        tabs.tab(diagnostic.path()).ifPresent(tab -> {
                            tabs.tabs().removeListener(this);
                            Platform.runLater(() -> applyFixIn(tab, fix));
                        });
                    }
                })));
    }

    private void applyFixIn(dev.catalogstudio.app.tabs.EditorTabModel tab, QuickFix fix) {
        var editor = tabsView.editor(tab);
        if (editor != null && !tab.isReadOnly()) {
            // Placed by line/column, so a fix from a snapshot a keystroke old still lands on the characters it names.
            editor.applyQuickFix(fix);
        }
    }

    /** Whether unsaved changes may be dropped: true when there are none, or after Save / Don't Save. */
    private boolean confirmDiscard() {
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

    /** Moves to the next (+1) or previous (-1) problem. */
    void walkProblems(int direction) {
        if (direction > 0) {
            diagnostics.next();
        } else {
            diagnostics.previous();
        }
    }

    /** "Ln 12, Col 5" of the selected tab's caret, empty without a tab. */
    private javafx.beans.value.ObservableStringValue caretText() {
        var text = new javafx.beans.property.SimpleStringProperty(this, "caret", "");
        Runnable rebind = () -> {
            text.unbind();
            var editor = tabsView.selectedEditor();
            if (editor == null) {
                text.set("");
            } else {
                text.bind(Bindings.createStringBinding(
                        () -> "Ln " + editor.caretLine().get() + ", Col " + editor.caretColumn().get(),
                        editor.caretLine(), editor.caretColumn()));
            }
        };
        tabs.selectedProperty().addListener((o, old, now) -> rebind.run());
        return text;
    }

    EditorSurface selectedEditor() {
        return tabsView.selectedEditor();
    }
}
