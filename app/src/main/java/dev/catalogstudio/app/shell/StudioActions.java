package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.editor.CodeEditor;
import dev.catalogstudio.app.find.QuickOpenViewModel;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.Region;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** Every command of the main window, defined once as an {@link Action} and shown in the menu bar and toolbar. */
final class StudioActions {

    private final MainWindow window;
    final Action openFolder;
    final Action save;
    final Action saveAll;
    final Action closeTab;
    final Action quit;
    final Action undo;
    final Action redo;
    final Action find;
    final Action replace;
    final Action goToLine;
    final Action toggleTheme;
    final Action toggleGraph;
    final Action toggleForm;
    final Action togglePreview;
    final Action toggleDryRun;
    final Action toggleHosts;
    final Action toggleChanges;
    final Action enlargeGraph;
    final Action fitGraph;
    final Action graphOverview;
    final Action nextProblem;
    final Action previousProblem;
    final Action shortcuts;
    final Action about;
    final Action quickOpen;
    final Action goToEntry;
    final Action findInFiles;
    final Action filterFiles;
    final Action fetchDependencies;
    final Action fetchDependenciesUpdate;
    final Action compareWith;
    final Action exportForHost;
    final Action stopComparing;
    /** View → Focus Files … Focus Graph (Alt+1 … Alt+7), then Maximise/Restore Pane. */
    final List<Action> panes;

    StudioActions(MainWindow window) {
        this.window = window;
        var tabs = window.tabs();
        var noTab = tabs.selectedProperty().isNull();
        openFolder = Action.of("Open Folder\u2026", "Shortcut+O", window::openFolder);
        save = Action.of("Save", "Shortcut+S", () -> tabs.save(tabs.selectedProperty().get()))
                .disabledWhen(tabs.selectedDirtyProperty().not());
        saveAll = Action.of("Save All", "Shortcut+Shift+S", tabs::saveAll).disabledWhen(tabs.anyDirtyProperty().not());
        closeTab = Action.of("Close Tab", "Shortcut+W",
                () -> window.tabsView().requestClose(tabs.selectedProperty().get())).disabledWhen(noTab);
        quit = Action.of("Quit", "Shortcut+Q", window::quit);
        undo = Action.of("Undo", "Shortcut+Z", () -> withEditor(CodeEditor::undo))
                .disabledWhen(editorFlag(editor -> editor.undoAvailableProperty()));
        redo = Action.of("Redo", "Shortcut+Shift+Z", () -> withEditor(CodeEditor::redo))
                .disabledWhen(editorFlag(editor -> editor.redoAvailableProperty()));
        find = Action.of("Find\u2026", "Shortcut+F", () -> withEditor(CodeEditor::openFind)).disabledWhen(noTab);
        replace = Action.of("Replace\u2026", "Shortcut+H", () -> withEditor(CodeEditor::openReplace)).disabledWhen(noTab);
        goToLine = Action.of("Go to Line\u2026", "Shortcut+G", () -> withEditor(CodeEditor::openGoToLine))
                .disabledWhen(noTab);
        toggleTheme = Action.of("Toggle Light/Dark Theme", "Shortcut+Shift+T",
                () -> window.themeProperty().set(window.themeProperty().get().toggled()));
        toggleGraph = Action.of("Show/Hide Graph", "Shortcut+Shift+G",
                () -> window.graphVisibleProperty().set(!window.graphVisibleProperty().get()));
        toggleForm = Action.of("Show/Hide Form", "Shortcut+Shift+M",
                () -> window.formVisibleProperty().set(!window.formVisibleProperty().get()));
        togglePreview = Action.of("Show/Hide Preview", "Shortcut+Shift+V",
                () -> window.previewVisibleProperty().set(!window.previewVisibleProperty().get()));
        toggleDryRun = Action.of("Show/Hide Dry Run", "Shortcut+Shift+R",
                () -> window.dryRunVisibleProperty().set(!window.dryRunVisibleProperty().get()));
        toggleHosts = Action.of("Show/Hide Hosts", "Shortcut+Shift+H", window::toggleHosts);
        toggleChanges = Action.of("Show/Hide Changes", "Shortcut+Shift+C", window::toggleChanges);
        enlargeGraph = Action.of("Enlarge/Restore Graph", "Shortcut+Shift+E", () -> {
            window.graphVisibleProperty().set(true);
            window.graphEnlargedProperty().set(!window.graphEnlargedProperty().get());
        });
        fitGraph = Action.of("Fit Graph", "Shortcut+Shift+0", () -> window.graphPane().fit())
                .disabledWhen(window.graphVisibleProperty().not());
        graphOverview = Action.of("Graph Overview", "Shortcut+Alt+G", window::showGraphOverview)
                .disabledWhen(window.session().snapshotProperty().isNull());
        var noProblems = Bindings.isEmpty(window.diagnostics().shown());
        nextProblem = Action.of("Next Problem", "F8", () -> window.walkProblems(1)).disabledWhen(noProblems);
        previousProblem = Action.of("Previous Problem", "Shift+F8", () -> window.walkProblems(-1))
                .disabledWhen(noProblems);
        shortcuts = Action.of("Keyboard Shortcuts", "F1", () -> HelpDialogs.showShortcuts(window.stage(), menus()));
        about = Action.of("About Catalog Studio", null, () -> HelpDialogs.showAbout(window.stage()));
        var noWorkspace = window.session().snapshotProperty().isNull();
        quickOpen = Action.of("Quick Open\u2026", "Shortcut+P",
                () -> window.quickOpen().show(QuickOpenViewModel.Mode.FILES)).disabledWhen(noWorkspace);
        goToEntry = Action.of("Go to Entry\u2026", "Shortcut+T",
                () -> window.quickOpen().show(QuickOpenViewModel.Mode.ENTRIES)).disabledWhen(noWorkspace);
        findInFiles = Action.of("Find in Files\u2026", "Shortcut+Shift+F", window::showFindInFiles)
                .disabledWhen(noWorkspace);
        filterFiles = Action.of("Filter Files\u2026", "Shortcut+Alt+F", () -> window.treeView().focusFilter());
        var fetching = window.session().fetching();
        var noFetch = noWorkspace.or(fetching.runningProperty());
        fetchDependencies = Action.of("Fetch Dependencies", null, () -> fetching.fetch(false)).disabledWhen(noFetch);
        fetchDependenciesUpdate = Action.of("Fetch Dependencies (Update Refs)", null, () -> fetching.fetch(true))
                .disabledWhen(noFetch);
        var comparison = window.session().comparison();
        compareWith = Action.of("Compare With\u2026", "Shortcut+Shift+D", window::compareWith)
                .disabledWhen(noWorkspace);
        exportForHost = Action.of("Export for Host\u2026", "Shortcut+Shift+X", window::exportForHost)
                .disabledWhen(noWorkspace);
        stopComparing = Action.of("Stop Comparing", null, comparison::stop).disabledWhen(
                comparison.changeSetProperty().isNull().and(comparison.runningProperty().not()));
        panes = StudioPane.actions(window);
    }

    /**
     * One menu of the menu bar: its title ({@code _} marks the mnemonic) and its groups of actions, separated by a
     * line. The menu bar and Help → Keyboard Shortcuts are both made from {@link #menus()}.
     */
    record MenuSpec(String title, List<List<Action>> groups) {
    }

    /** Every menu and its actions, in menu-bar order: the one action table. */
    List<MenuSpec> menus() {
        return List.of(
                new MenuSpec("_File", List.of(List.of(openFolder), List.of(save, saveAll, closeTab),
                        List.of(fetchDependencies, fetchDependenciesUpdate), List.of(compareWith, stopComparing),
                        List.of(exportForHost), List.of(quit))),
                new MenuSpec("_Edit", List.of(List.of(undo, redo), List.of(find, replace, goToLine),
                        List.of(findInFiles))),
                new MenuSpec("_View", List.of(List.of(toggleTheme),
                        List.of(toggleForm, togglePreview, toggleDryRun, toggleGraph, enlargeGraph, fitGraph,
                                graphOverview),
                        List.of(toggleHosts, toggleChanges), panes)),
                new MenuSpec("_Navigate", List.of(List.of(quickOpen, goToEntry, filterFiles),
                        List.of(nextProblem, previousProblem))),
                new MenuSpec("_Help", List.of(List.of(shortcuts, about))));
    }

    MenuBar menuBar() {
        var bar = new MenuBar();
        for (var spec : menus()) {
            var menu = menu(spec.title(), spec.groups());
            if (spec.title().equals("_File")) {
                menu.getItems().add(1, recentMenu());
            }
            bar.getMenus().add(menu);
        }
        bar.setId("menu-bar");
        return bar;
    }

    /** File → Open Recent: the recent workspaces, read when the menu opens; disabled when there are none. */
    private Menu recentMenu() {
        var recent = new Menu("Open _Recent");
        recent.setId("menu-open-recent");
        Runnable fill = () -> {
            recent.getItems().clear();
            for (var folder : window.recentWorkspaces()) {
                var item = new javafx.scene.control.MenuItem(folder.toString());
                item.setMnemonicParsing(false);
                item.setOnAction(e -> window.openRecent(folder));
                recent.getItems().add(item);
            }
            if (recent.getItems().isEmpty()) {
                var none = new javafx.scene.control.MenuItem("No recent folders");
                none.setDisable(true);
                recent.getItems().add(none);
            }
        };
        fill.run();
        recent.setOnShowing(e -> fill.run());
        return recent;
    }

    ToolBar toolBar() {
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var bar = new ToolBar(openFolder.button("Open\u2026"), save.button("Save"), saveAll.button("Save All"),
                new Separator(javafx.geometry.Orientation.VERTICAL), undo.button("Undo"), redo.button("Redo"), find.button("Find"), new Separator(javafx.geometry.Orientation.VERTICAL),
                previousProblem.button("\u25B2 Problem"), nextProblem.button("\u25BC Problem"), spacer,
                toggleForm.button("\u2630 Form"), togglePreview.button("\u25A4 Preview"), toggleDryRun.button("\u25B7 Dry run"), toggleGraph.button("\u25C7 Graph"), toggleTheme.button("\u25D0 Theme"));
        bar.setId("tool-bar");
        bar.getStyleClass().add("studio-toolbar");
        return bar;
    }

    private static Menu menu(String text, List<List<Action>> groups) {
        var menu = new Menu(text);
        for (var group : groups) {
            if (!menu.getItems().isEmpty()) {
                menu.getItems().add(new SeparatorMenuItem());
            }
            group.forEach(a -> menu.getItems().add(a.menuItem()));
        }
        return menu;
    }

    private void withEditor(Consumer<CodeEditor> command) {
        var editor = window.selectedEditor();
        if (editor != null) {
            command.accept(editor);
        }
    }

    /**
     * "Disabled" that follows the selected editor's flag (undo or redo availability) as tabs change. Called with
     * lambdas, not method references: a reference to {@code CodeEditor}'s method loads the editor's class and the
     * text area's hierarchy when the menus are made, before the first frame, which needs no editor.
     */
    private ObservableBooleanValue editorFlag(Function<CodeEditor, ObservableBooleanValue> flag) {
        BooleanProperty disabled = new SimpleBooleanProperty(true);
        Runnable rebind = () -> {
            disabled.unbind();
            var editor = window.selectedEditor();
            if (editor == null) {
                disabled.set(true);
            } else {
                disabled.bind(Bindings.not(flag.apply(editor)));
            }
        };
        window.tabs().selectedProperty().addListener((o, old, now) -> rebind.run());
        return disabled;
    }
}
