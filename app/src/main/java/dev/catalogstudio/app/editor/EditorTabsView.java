package dev.catalogstudio.app.editor;

import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.format.EditorLanguage;
import java.util.HashMap;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/** The editor tabs: one {@link Tab} per {@link EditorTabModel}, each holding a {@link CodeEditor}. */
public final class EditorTabsView extends StackPane {

    private final EditorTabsViewModel model;
    private final WorkspaceSession session;
    private final TabPane pane = new TabPane();
    private final Map<EditorTabModel, Tab> tabs = new HashMap<>();
    private final Map<EditorTabModel, CodeEditor> editors = new HashMap<>();
    /** The tabs that show a view rather than a file (the graph overview, a diff), by their id. */
    private final Map<String, Tab> views = new HashMap<>();
    /**
     * An editor built while the user is idle, for the next file opened: building one (its area, bars, popup and key
     * table) is work the user would otherwise wait for between Enter and the text. Never shown until taken.
     */
    private CodeEditor spare;
    /** Builds {@link #spare} once the window has been idle this long after start-up or an open's frame. */
    private final javafx.animation.PauseTransition spareLater =
            new javafx.animation.PauseTransition(javafx.util.Duration.millis(SPARE_DELAY_MILLIS));
    static final int SPARE_DELAY_MILLIS = 400;
    /** Editors built while a tab was being added (none was ready): a work count for tests, never read by the product. */
    private long editorsBuiltOnOpen;

    /**
     * @param model      the open files
     * @param session    the session: quick fixes chosen in an editor go through its one quick-fix command, and the
     *                   selected editor's caret is published on its navigation service
     */
    public EditorTabsView(EditorTabsViewModel model, WorkspaceSession session) {
        this.model = model;
        this.session = session;
        getStyleClass().add("editor-tabs");
        pane.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
        pane.getStyleClass().add("editor-tab-pane");
        var empty = new Label("Open a file from the tree, or a problem from the list below.");
        empty.getStyleClass().add("empty-hint");
        empty.visibleProperty().bind(javafx.beans.binding.Bindings.isEmpty(pane.getTabs()));
        getChildren().addAll(empty, pane);
        model.tabs().forEach(this::add);
        EditorTabModel.showFoldersWhereNamesCollide(model.tabs());
        model.tabs().addListener((ListChangeListener<EditorTabModel>) change -> {
            boolean openedOrClosed = false;
            while (change.next()) {
                change.getRemoved().forEach(this::remove);
                change.getAddedSubList().forEach(this::add);
                openedOrClosed |= change.wasAdded() || change.wasRemoved();
            }
            if (openedOrClosed) {
                EditorTabModel.showFoldersWhereNamesCollide(model.tabs());
            }
        });
        model.selectedProperty().addListener((o, old, now) -> {
            if (now != null && tabs.containsKey(now)) {
                pane.getSelectionModel().select(tabs.get(now));
            }
            if (now != null && editors.containsKey(now)) {
                publishCaret(now, editors.get(now));
            } else if (now == null) {
                session.navigation().selectionProperty().set(null);
            }
        });
        pane.getSelectionModel().selectedItemProperty().addListener((o, old, now) ->
                model.selectedProperty().set(now != null && now.getUserData() instanceof EditorTabModel t ? t : null));
        model.revealProperty().addListener((o, old, now) -> {
            if (now != null && editors.containsKey(now.tab())) {
                pane.getSelectionModel().select(tabs.get(now.tab()));
                var editor = editors.get(now.tab());
                if (now.range() != null) {
                    editor.goTo(now.range());
                } else {
                    editor.requestFocus();
                }
            }
        });
        new ComparisonMarks(model, this, session); // change bars and change-set findings while comparing
        spareLater.setOnFinished(e -> {
            if (spare == null) {
                spare = new CodeEditor();
            }
        });
        spareLater.playFromStart();
    }

    /** Editors built while a tab was added because no spare was ready (tests count it; the product never reads it). */
    long editorsBuiltOnOpen() {
        return editorsBuiltOnOpen;
    }

    /** Whether an editor is ready for the next file opened (tests). */
    boolean hasSpareEditor() {
        return spare != null;
    }

    /**
     * The spare editor if one is ready, else a new one. The next spare is built {@link #SPARE_DELAY_MILLIS} after the
     * frame that draws this one's text (the pulse after the next layout), so that on a loaded machine building it
     * never delays that frame.
     */
    private CodeEditor takeEditor() {
        var editor = spare;
        spare = null;
        if (editor == null) {
            editor = new CodeEditor();
            editorsBuiltOnOpen++;
        }
        spareLater.stop();
        var scene = getScene();
        if (scene == null) {
            spareLater.playFromStart();
        } else if (!spareAfterFrame) {
            spareAfterFrame = true;
            Runnable[] listeners = new Runnable[2];
            listeners[1] = () -> {
                scene.removePreLayoutPulseListener(listeners[1]);
                spareAfterFrame = false;
                spareLater.playFromStart();
            };
            listeners[0] = () -> {
                scene.removePostLayoutPulseListener(listeners[0]);
                scene.addPreLayoutPulseListener(listeners[1]);
                javafx.application.Platform.requestNextPulse();
            };
            scene.addPostLayoutPulseListener(listeners[0]);
            javafx.application.Platform.requestNextPulse();
        }
        return editor;
    }

    /** Whether {@link #takeEditor} waits for the frame after an open to start {@link #spareLater}. */
    private boolean spareAfterFrame;

    /**
     * Shows {@code content} in a tab of the editor area beside the files, or selects the tab already shown under
     * {@code id} (its content is then replaced by {@code content}). Such a tab holds a view, not a file: while it is
     * selected no editor is, and closing it runs {@code onClose} (may be {@code null}).
     *
     * @param id      the view's identity, e.g. {@code "graph-overview"} or {@code "diff:skills/a/SKILL.md"}
     * @param title   the tab's text
     * @param content the view
     * @param onClose run after the tab is closed by the user or by {@link #closeView(String)}
     * @return the tab (its style class {@code view-tab})
     */
    public Tab showView(String id, String title, javafx.scene.Node content, Runnable onClose) {
        var tab = views.get(id);
        if (tab == null) {
            tab = new Tab(title);
            tab.setId("view-tab-" + id.replaceAll("[^A-Za-z0-9_-]", "-"));
            tab.getStyleClass().add("view-tab");
            tab.setUserData(id);
            tab.setOnClosed(e -> {
                views.remove(id);
                if (onClose != null) {
                    onClose.run();
                }
            });
            views.put(id, tab);
            pane.getTabs().add(tab);
        }
        tab.setText(title);
        tab.setContent(content);
        pane.getSelectionModel().select(tab);
        return tab;
    }

    /** Closes the view tab shown under {@code id}, if any (its {@code onClose} runs). */
    public void closeView(String id) {
        var tab = views.remove(id);
        if (tab != null) {
            pane.getTabs().remove(tab);
            if (tab.getOnClosed() != null) {
                tab.getOnClosed().handle(null);
            }
        }
    }

    /** The view tab shown under {@code id}, if any. */
    public java.util.Optional<Tab> view(String id) {
        return java.util.Optional.ofNullable(views.get(id));
    }

    /** The editor of the selected tab, or {@code null}. */
    public CodeEditor selectedEditor() {
        var selected = model.selectedProperty().get();
        return selected == null ? null : editors.get(selected);
    }

    /** The editor of {@code tab}, or {@code null} when it is not open. */
    public CodeEditor editor(EditorTabModel tab) {
        return editors.get(tab);
    }

    /** Closes {@code tab}, asking first when it has unsaved changes. */
    public void requestClose(EditorTabModel tab) {
        if (tab == null) {
            return;
        }
        if (tab.isDirty()) {
            switch (UnsavedChanges.ask(getScene() == null ? null : getScene().getWindow(), tab.fileName())) {
                case SAVE -> model.save(tab);
                case DISCARD -> { }
                case CANCEL -> {
                    return;
                }
            }
        }
        model.close(tab);
    }

    private void add(EditorTabModel tabModel) {
        var editor = takeEditor();
        editor.setLanguage(EditorLanguage.ofFileName(tabModel.path()));
        editor.setText(tabModel.getText());
        editor.setEditable(!tabModel.isReadOnly());
        editor.setDiagnostics(tabModel.diagnosticsProperty().get());
        editor.textProperty().addListener((o, old, now) -> {
            if (!now.equals(tabModel.getText())) {
                tabModel.textProperty().set(now);
            }
        });
        tabModel.textProperty().addListener((o, old, now) -> {
            if (!now.equals(editor.getText())) {
                editor.setText(now);
            }
        });
        tabModel.diagnosticsProperty().addListener((o, old, now) -> editor.setDiagnostics(now));
        if (tabModel.highlightingProperty().get() != null) {
            editor.setHighlighting(tabModel.highlightingProperty().get().text(),
                    tabModel.highlightingProperty().get().highlighting());
        }
        tabModel.highlightingProperty().addListener((o, old, now) -> {
            if (now != null) {
                editor.setHighlighting(now.text(), now.highlighting());
            }
        });
        // A fix chosen in the hover or with Ctrl+. goes through the session's one quick-fix command, like a fix from
        // the problems panel; the tab then applies it here: one undo step, then the model.
        editor.setOnQuickFix(fix -> session.applyFix(tabModel.path(), fix));
        editor.setDiagnosticActions(d -> session.diagnosticActions(tabModel.path(), d));
        tabModel.setFixApplier(editor::applyQuickFix);

        var content = new BorderPane(editor);
        content.setTop(banners(tabModel));
        var tab = new Tab();
        tab.setUserData(tabModel);
        tab.textProperty().bind(tabModel.titleProperty());
        var tooltip = new javafx.scene.control.Tooltip();
        tooltip.textProperty().bind(tabModel.pathProperty());
        tab.setTooltip(tooltip);
        if (tabModel.layer() != null) {
            tab.getStyleClass().add("layer-tab"); // a fetched (remote) file: read-only, styled apart
        }
        tab.setContent(content);
        tab.setOnCloseRequest(e -> {
            e.consume();
            requestClose(tabModel);
        });
        tabs.put(tabModel, tab);
        editors.put(tabModel, editor);
        // A rename can make two names collide, or part them.
        tabModel.pathProperty().addListener((o, old, now) -> EditorTabModel.showFoldersWhereNamesCollide(model.tabs()));
        editor.caretLineProperty().addListener((o, old, now) -> publishCaret(tabModel, editor));
        editor.caretColumnProperty().addListener((o, old, now) -> publishCaret(tabModel, editor));
        editor.selectionProperty().addListener((o, old, now) -> publishCaret(tabModel, editor));
        editor.bottomLineProperty().addListener((o, old, now) -> {
            if (model.selectedProperty().get() == tabModel) {
                session.navigation().bottomLineProperty().set(now.intValue());
            }
        });
        editor.topLineProperty().addListener((o, old, now) -> {
            if (model.selectedProperty().get() == tabModel) {
                session.navigation().bottomLineProperty().set(editor.bottomLineProperty().get());
                session.navigation().topLineProperty().set(now.intValue());
            }
        });
        pane.getTabs().add(tab);
    }

    /** The selected editor's caret and selection, on the session's navigation service (the status bar shows it). */
    private void publishCaret(EditorTabModel tabModel, CodeEditor editor) {
        if (model.selectedProperty().get() == tabModel) {
            var navigation = session.navigation();
            navigation.caretLineProperty().set(editor.caretLineProperty().get());
            navigation.caretColumnProperty().set(editor.caretColumnProperty().get());
            navigation.selectionProperty().set(editor.selectionProperty().get());
        }
    }

    private void remove(EditorTabModel tabModel) {
        var tab = tabs.remove(tabModel);
        editors.remove(tabModel);
        tabModel.setFixApplier(null);
        if (tab != null) {
            pane.getTabs().remove(tab);
        }
    }

    /** The bars above the text: a read-only notice, and the choice when the file changed on disk. */
    private Region banners(EditorTabModel tabModel) {
        var box = new javafx.scene.layout.VBox();
        if (tabModel.isReadOnly()) {
            box.getChildren().add(banner(tabModel.readOnlyReason(), "banner-warning"));
        }
        var reload = new Button("Reload from disk");
        reload.setId("reload-from-disk");
        reload.setOnAction(e -> model.reloadFromDisk(tabModel));
        var keep = new Button("Keep my changes");
        keep.setId("keep-my-changes");
        keep.setOnAction(e -> model.keepMine(tabModel));
        var conflict = banner(tabModel.fileName() + " changed on disk, and you have unsaved changes here.",
                "banner-conflict");
        conflict.getChildren().addAll(reload, keep);
        conflict.visibleProperty().bind(tabModel.diskConflictProperty().isNotNull());
        conflict.managedProperty().bind(conflict.visibleProperty());
        var deleted = banner(tabModel.fileName() + " was deleted on disk. Save to recreate it.", "banner-warning");
        deleted.visibleProperty().bind(tabModel.deletedOnDiskProperty());
        deleted.managedProperty().bind(deleted.visibleProperty());
        box.getChildren().addAll(conflict, deleted);
        return box;
    }

    private static HBox banner(String text, String styleClass) {
        var label = new Label(text);
        label.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(label, Priority.ALWAYS);
        var bar = new HBox(8, label);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().addAll("banner", styleClass);
        return bar;
    }
}
