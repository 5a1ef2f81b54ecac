package dev.catalogstudio.app.tree;

import java.util.HashSet;
import java.util.Set;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The workspace files as a tree, with kind glyphs, problem badges and a context menu for entries. */
public final class FileTreeView extends VBox {

    private final FileTreeViewModel model;
    private final TreeView<FileNode> tree = new TreeView<>();
    private final Set<String> expanded = new HashSet<>(Set.of(""));
    /** The cell showing each path, so that a badge change redraws that one cell (or none when it is scrolled away). */
    private final java.util.Map<String, FileCell> cells = new java.util.HashMap<>();
    private final javafx.scene.control.TextField filter = new javafx.scene.control.TextField();
    /** A new entry's file to reveal once the tree holds it, or null. */
    private String pendingReveal;
    /** Whether the tree shows a filtered tree (the user's expanded folders are not changed meanwhile). */
    private boolean filtering;
    /** Whether every folder of the shown tree is expanded: a filtered tree of at most {@link #EXPAND_ALL} files. */
    private boolean expandAll;
    static final int EXPAND_ALL = 2_000;
    private final Label filterCount = new Label();
    /** Type-ahead: the letters typed so far, and when the last came. */
    private final StringBuilder typedPrefix = new StringBuilder();
    private long lastTyped;
    private boolean typing;
    private static final long TYPE_AHEAD_PAUSE_NANOS = 1_000_000_000L;
    /** Work counts for tests (never read by the product): rows shown in a cell (not emptied), kind glyphs made. */
    private long cellUpdates;
    private long glyphsMade;

    public FileTreeView(FileTreeViewModel model) {
        this.model = model;
        getStyleClass().add("file-tree-view");
        tree.setId("file-tree");
        tree.getStyleClass().add("file-tree");
        tree.setShowRoot(true);
        tree.setCellFactory(t -> new FileCell());
        model.badges().addListener((javafx.collections.MapChangeListener<String, FileTreeViewModel.Badge>) change -> {
            var cell = cells.get(change.getKey());
            if (cell != null) {
                cell.showBadge();
            }
        });
        tree.setOnKeyPressed(e -> {
            var item = tree.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && item != null && !item.getValue().isFolder()) {
                model.open(item.getValue().path());
                e.consume();
            }
        });
        tree.addEventHandler(KeyEvent.KEY_TYPED, this::typeAhead);
        // Moving by other means (arrows, a click, a reveal) starts the typed prefix anew.
        tree.getSelectionModel().selectedItemProperty().addListener((o, old, now) -> {
            if (!typing) {
                typedPrefix.setLength(0);
            }
        });
        // Compare With…: the changed files and their folders are marked while a comparison is shown.
        model.session().comparison().filesProperty().addListener((o, old, now) -> tree.refresh());
        model.shownProperty().addListener((o, old, now) -> rebuild(now));
        if (model.shownProperty().get() != null) {
            rebuild(model.shownProperty().get());
        }
        // A place opened elsewhere (a problem, the graph, Quick Open) is revealed here; the tree's own requests are
        // not. A new entry is revealed once the tree holds its file (the request comes before the new tree does).
        model.session().navigation().requestProperty().addListener((o, old, now) -> {
            if (now == null || "tree".equals(now.from())) {
                return;
            }
            if ("create".equals(now.from())) {
                if (!model.passesFilter(now.path())) {
                    filter.clear();
                }
                pendingReveal = now.path();
                revealPending();
            } else {
                revealAfterEditor(now.path());
            }
        });
        model.session().navigation().currentPathProperty().addListener((o, old, now) -> {
            if (now != null && now.equals(afterEditor)) {
                revealAfterNextFrame();
            }
        });
        revealFallback.setOnFinished(e -> revealAfterNextFrame());
        var title = new Label("Files");
        title.getStyleClass().add("pane-title");
        var header = new HBox(title);
        header.getStyleClass().add("pane-header");
        filter.setId("file-filter");
        filter.getStyleClass().add("file-filter");
        filter.setPromptText("Filter files (path contains…)");
        filter.textProperty().bindBidirectional(model.filterProperty());
        filter.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && !filter.getText().isEmpty()) {
                filter.clear();
                e.consume();
            } else if (e.getCode() == KeyCode.DOWN || e.getCode() == KeyCode.ENTER) {
                // Into the narrowed tree, on its first file.
                tree.requestFocus();
                if (tree.getSelectionModel().isEmpty() || e.getCode() == KeyCode.ENTER) {
                    selectFirstFile();
                }
                e.consume();
            }
        });
        filterCount.setId("file-filter-count");
        filterCount.getStyleClass().add("muted");
        filterCount.setMinWidth(Region.USE_PREF_SIZE);
        var filterRow = new HBox(6, filter, filterCount);
        filterRow.setAlignment(Pos.CENTER_LEFT);
        filterRow.getStyleClass().add("file-filter-row");
        filterRow.setStyle("-fx-padding: 4 6 4 6;");
        HBox.setHgrow(filter, Priority.ALWAYS);
        VBox.setVgrow(tree, Priority.ALWAYS);
        getChildren().addAll(header, filterRow, tree);
    }

    /** Rows (not empty) the tree's cells were given to show, ever: a work count for tests, never read by the product. */
    long cellUpdates() {
        return cellUpdates;
    }

    /** Kind glyph nodes made for the tree's cells, ever: a work count for tests, never read by the product. */
    long glyphsMade() {
        return glyphsMade;
    }

    /** The filter field above the tree. */
    public void focusFilter() {
        filter.requestFocus();
        filter.selectAll();
    }

    /** Reveals the file a new entry asked for, when the tree holds it; else it waits for the next tree. */
    private void revealPending() {
        if (pendingReveal != null && tree.getRoot() != null) {
            for (int slash = pendingReveal.indexOf('/'); slash >= 0; slash = pendingReveal.indexOf('/', slash + 1)) {
                expanded.add(pendingReveal.substring(0, slash));
            }
            var item = find(pendingReveal, true);
            if (item != null) {
                pendingReveal = null;
                select(item);
            }
        }
    }

    /** Selects the first file of the shown tree (the filter's first hit). */
    private void selectFirstFile() {
        for (int row = 0; row < tree.getExpandedItemCount(); row++) {
            var item = tree.getTreeItem(row);
            if (item != null && !item.getValue().isFolder()) {
                select(item);
                return;
            }
        }
    }

    /**
     * Type-ahead: letters typed while the tree has focus select the next shown row whose name starts with them
     * (typed within a second of each other they add up: {@code me} finds {@code metrics-query}; a pause or a
     * selection made otherwise starts anew); typing the same letter again moves to the next such row.
     */
    private void typeAhead(KeyEvent e) {
        String typed = e.getCharacter();
        if (typed == null || typed.isEmpty() || e.isControlDown() || e.isMetaDown() || e.isAltDown()
                || Character.isISOControl(typed.charAt(0)) || typed.isBlank() && typedPrefix.isEmpty()) {
            return;
        }
        long now = System.nanoTime();
        if (now - lastTyped > TYPE_AHEAD_PAUSE_NANOS) {
            typedPrefix.setLength(0);
        }
        lastTyped = now;
        typedPrefix.append(typed.toLowerCase(java.util.Locale.ROOT));
        String prefix = typedPrefix.toString();
        // One letter repeated: cycle through the rows starting with it.
        boolean repeat = prefix.chars().distinct().count() == 1 && prefix.length() > 1;
        String wanted = repeat ? prefix.substring(0, 1) : prefix;
        int rows = tree.getExpandedItemCount();
        int from = Math.max(0, tree.getSelectionModel().getSelectedIndex());
        int start = repeat || prefix.length() == 1 ? from + 1 : from;
        for (int i = 0; i < rows; i++) {
            var item = tree.getTreeItem((start + i) % rows);
            if (item != null && item.getValue().name().toLowerCase(java.util.Locale.ROOT).startsWith(wanted)) {
                typing = true;
                try {
                    select(item);
                } finally {
                    typing = false;
                }
                break;
            }
        }
        e.consume();
    }

    /**
     * Reveals a place opened elsewhere once its editor has been drawn: the editor's tab is selected (the navigation's
     * current path becomes {@code path}), one frame lays it out and draws it, and the next frame reveals the row. The
     * user waits for the text, not for the tree: expanding folders and scrolling the tree (a layout of its viewport,
     * twice) come after the text is on screen. A file that never opens (unreadable) is revealed after three seconds.
     */
    private void revealAfterEditor(String path) {
        afterEditor = path;
        if (path.equals(model.session().navigation().currentPathProperty().get())) {
            revealAfterNextFrame();
        } else {
            revealFallback.playFromStart();
        }
    }

    /** The path to reveal once its editor is drawn, or null. */
    private String afterEditor;
    private final javafx.animation.PauseTransition revealFallback =
            new javafx.animation.PauseTransition(javafx.util.Duration.seconds(3));
    /** Whether the pulse listeners that reveal {@link #afterEditor} are installed. */
    private boolean frameListening;

    private void revealAfterNextFrame() {
        revealFallback.stop();
        var scene = getScene();
        if (scene == null) {
            revealAfterEditorNow();
            return;
        }
        if (frameListening) {
            return;
        }
        frameListening = true;
        // After this pulse's layout (the editor's first), wait for the next pulse: it starts once that frame is drawn.
        Runnable[] listeners = new Runnable[2];
        listeners[1] = () -> {
            scene.removePreLayoutPulseListener(listeners[1]);
            frameListening = false;
            revealAfterEditorNow();
        };
        listeners[0] = () -> {
            scene.removePostLayoutPulseListener(listeners[0]);
            scene.addPreLayoutPulseListener(listeners[1]);
            javafx.application.Platform.requestNextPulse();
        };
        scene.addPostLayoutPulseListener(listeners[0]);
        javafx.application.Platform.requestNextPulse();
    }

    private void revealAfterEditorNow() {
        String path = afterEditor;
        afterEditor = null;
        if (path != null) {
            reveal(path);
        }
    }

    /** Expands the folders above {@code path} and selects it. */
    public void reveal(String path) {
        for (int slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
            expanded.add(path.substring(0, slash));
        }
        var item = find(path, true);
        if (item != null) {
            select(item);
        }
    }

    /**
     * The item of {@code path}, creating only the items on the way down to it (never a whole sub-tree); with
     * {@code expand}, the folders above it are expanded; without, {@code null} when one of them is collapsed.
     */
    private TreeItem<FileNode> find(String path, boolean expand) {
        var item = tree.getRoot();
        while (item != null && !item.getValue().path().equals(path)) {
            if (!item.getValue().isFolder()) {
                return null;
            }
            if (!item.isExpanded()) {
                if (!expand) {
                    return null;
                }
                item.setExpanded(true);
            }
            TreeItem<FileNode> next = null;
            for (var child : item.getChildren()) {
                String p = child.getValue().path();
                if (p.equals(path) || path.startsWith(p + "/")) {
                    next = child;
                    break;
                }
            }
            item = next;
        }
        return item;
    }

    private void select(TreeItem<FileNode> item) {
        tree.getSelectionModel().select(item);
        int row = tree.getRow(item);
        if (row >= 0) {
            tree.scrollTo(Math.max(0, row - 3));
        }
    }

    private void rebuild(FileNode root) {
        if (root == null) {
            tree.setRoot(null);
            return;
        }
        var selected = tree.getSelectionModel().getSelectedItem();
        String selectedPath = selected == null ? null : selected.getValue().path();
        boolean wasFiltering = filtering;
        filtering = !model.filterProperty().get().isBlank();
        int files = filtering ? root.fileCount() : 0;
        expandAll = filtering && files <= EXPAND_ALL;
        filterCount.setText(!filtering ? "" : files == 0 ? "no match" : files == 1 ? "1 file" : files + " files");
        tree.setRoot(new FileItem(root));
        if (pendingReveal != null) {
            revealPending();
        } else if (selectedPath != null) {
            // Clearing the filter keeps the file chosen through it in view.
            var item = find(selectedPath, wasFiltering && !filtering);
            if (item != null) {
                if (wasFiltering && !filtering) {
                    select(item);
                } else {
                    tree.getSelectionModel().select(item);
                }
            }
        }
    }

    /**
     * A tree item whose children are made the first time they are asked for (when its folder is first expanded, or
     * a path below it is revealed), so that opening 34,000 files creates only the items of the expanded folders.
     */
    private final class FileItem extends TreeItem<FileNode> {
        private boolean childrenMade;

        FileItem(FileNode node) {
            super(node);
            if (node.isFolder()) {
                // A filtered tree shows every folder open; the user's own expanded folders come back without it.
                setExpanded(expandAll || expanded.contains(node.path()));
                expandedProperty().addListener((o, old, now) -> {
                    if (filtering) {
                        return;
                    } else if (now) {
                        expanded.add(node.path());
                    } else {
                        expanded.remove(node.path());
                    }
                });
            }
        }

        @Override
        public boolean isLeaf() {
            return !getValue().isFolder() || getValue().children().isEmpty();
        }

        @Override
        public javafx.collections.ObservableList<TreeItem<FileNode>> getChildren() {
            var children = super.getChildren();
            if (!childrenMade) {
                childrenMade = true;
                var made = new java.util.ArrayList<TreeItem<FileNode>>(getValue().children().size());
                getValue().children().forEach(c -> made.add(new FileItem(c)));
                children.setAll(made);
            }
            return children;
        }
    }

    /** The context menu's items for {@code node}, made when the menu opens. */
    private java.util.List<javafx.scene.control.MenuItem> menu(FileNode node) {
        var menu = new java.util.ArrayList<javafx.scene.control.MenuItem>();
        for (var kind : NewEntry.values()) {
            var item = new MenuItem(kind.title() + "\u2026");
            item.setOnAction(e -> NewEntryDialog.ask(getScene().getWindow(), kind, snapshot())
                    .ifPresent(name -> model.create(kind, name)));
            menu.add(item);
        }
        if (!node.path().isEmpty()) {
            var rename = new MenuItem("Rename\u2026");
            rename.setOnAction(e -> askRename(node));
            var delete = new MenuItem("Delete\u2026");
            delete.setOnAction(e -> askDelete(node));
            menu.addAll(java.util.List.of(new SeparatorMenuItem(), rename, delete));
        }
        return menu;
    }

    private void askRename(FileNode node) {
        var dialog = new TextInputDialog(node.name());
        dialog.initOwner(getScene().getWindow());
        dialog.setTitle("Rename");
        dialog.setHeaderText("Rename " + node.path());
        dialog.showAndWait().map(String::strip).filter(n -> !n.isEmpty() && !n.equals(node.name()))
                .ifPresent(n -> model.rename(node.path(), n));
    }

    private void askDelete(FileNode node) {
        var alert = new Alert(Alert.AlertType.CONFIRMATION, (node.isFolder() ? "The folder and everything in it"
                : "The file") + " will be deleted from disk.", ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(getScene().getWindow());
        alert.setTitle("Delete");
        alert.setHeaderText("Delete " + node.path() + "?");
        if (alert.showAndWait().orElse(ButtonType.CANCEL) == ButtonType.OK) {
            model.delete(node.path());
        }
    }

    private dev.catalogstudio.model.workspace.Snapshot snapshot() {
        return model.session().getSnapshot();
    }

    /**
     * One visible row. Its badge is looked up when it renders and again when its path's badge changes (only that
     * cell, instead of {@code tree.refresh()} recreating every cell); its context menu is built when it opens.
     */
    private final class FileCell extends TreeCell<FileNode> {
        private final Label name = new Label();
        private final Label errors = new Label();
        private final Label warnings = new Label();
        /** The file's change while comparing: A, M or R (a folder holding changes: a dot). */
        private final Label change = new Label();
        private final HBox row;
        private final Tooltip tooltip = new Tooltip();
        private final ContextMenu contextMenu = new ContextMenu();
        /** The kind glyph, made for the first row shown and restyled for each next one. */
        private Label glyph;
        /** The path this cell is registered under in {@code cells}, or null. */
        private String shownPath;

        FileCell() {
            name.getStyleClass().add("file-name");
            errors.getStyleClass().addAll("badge", "badge-error");
            warnings.getStyleClass().addAll("badge", "badge-warning");
            errors.managedProperty().bind(errors.visibleProperty());
            warnings.managedProperty().bind(warnings.visibleProperty());
            var spacer = new Region();
            HBox.setHgrow(spacer, Priority.ALWAYS);
            change.getStyleClass().add("change-letter");
            change.managedProperty().bind(change.visibleProperty());
            row = new HBox(6, new Region(), name, change, spacer, errors, warnings);
            row.setAlignment(Pos.CENTER_LEFT);
            // Filled by a filter, before Control's own handler shows the menu (an empty ContextMenu never shows).
            addEventFilter(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
                if (getItem() != null && !isEmpty()) {
                    contextMenu.getItems().setAll(menu(getItem()));
                }
            });
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && getItem() != null
                        && !getItem().isFolder()) {
                    model.open(getItem().path());
                }
            });
        }

        @Override
        protected void updateItem(FileNode node, boolean empty) {
            super.updateItem(node, empty);
            register(empty || node == null ? null : node.path());
            if (empty || node == null) {
                setText(null);
                setGraphic(null);
                setContextMenu(null);
                setTooltip(null);
                return;
            }
            cellUpdates++;
            name.setText(node.isAlias() ? node.name() + "  \u2192 " + node.aliasOf() : node.name());
            if (glyph == null) {
                glyph = KindGlyph.of(null);
                glyphsMade++;
                row.getChildren().set(0, glyph);
            }
            if (node.isAlias()) {
                KindGlyph.showAlias(glyph);
            } else {
                KindGlyph.show(glyph, node.kind());
            }
            showBadge();
            showChange(node);
            setText(null);
            setGraphic(row);
            setContextMenu(contextMenu);
            if (node.isFolder()) {
                setTooltip(null);
            } else {
                tooltip.setText(node.isAlias() ? node.path() + "\nSymbolic link to " + node.aliasOf() + ": checked "
                        + "once, there" : node.path() + "\n" + KindGlyph.describe(node.kind()));
                setTooltip(tooltip);
            }
        }

        private void register(String path) {
            if (java.util.Objects.equals(path, shownPath)) {
                return;
            }
            if (shownPath != null) {
                cells.remove(shownPath, this);
            }
            shownPath = path;
            if (path != null) {
                cells.put(path, this);
            }
        }

        /** Marks the name and shows a letter when the comparison shown changed this file or something in this folder. */
        private void showChange(FileNode node) {
            var files = model.session().comparison().getFiles();
            var file = node.isFolder() ? null : files.file(node.path());
            int under = node.isFolder() ? files.changesUnder(node.path()) : 0;
            name.getStyleClass().removeIf(c -> c.startsWith("changed-"));
            change.getStyleClass().removeIf(c -> c.startsWith("change-letter-"));
            change.setVisible(file != null || under > 0);
            if (file != null) {
                name.getStyleClass().add("changed-" + file.kind().word());
                change.setText(file.kind().letter());
                change.getStyleClass().add("change-letter-" + file.kind().letter());
                change.setTooltip(new Tooltip(file.kind().word() + " since " + model.session().comparison()
                        .baseProperty().get() + (file.kind() == dev.catalogstudio.app.session.ChangedFile.Kind.RENAMED
                        ? " (was " + file.basePath() + ")" : "")));
            } else if (under > 0) {
                name.getStyleClass().add("changed-folder");
                change.setText("\u2022");
                change.getStyleClass().add("change-letter-folder");
                change.setTooltip(new Tooltip(under + (under == 1 ? " changed file" : " changed files") + " since "
                        + model.session().comparison().baseProperty().get()));
            }
        }

        /**
         * Every row is as tall as the first one laid out (a name, a glyph and badges of fixed sizes, one line): the
         * tree takes that height as its fixed cell size once, so that revealing a row far down (Quick Open, a
         * problem) positions it by arithmetic instead of sizing every row above it through a cell.
         */
        @Override
        protected void layoutChildren() {
            super.layoutChildren();
            if (tree.getFixedCellSize() <= 0 && getItem() != null && !isEmpty()) {
                double height = Math.ceil(prefHeight(-1));
                if (height > 0) {
                    tree.setFixedCellSize(height);
                }
            }
        }

        void showBadge() {
            var node = getItem();
            var badge = node == null || isEmpty() ? FileTreeViewModel.Badge.NONE : model.badge(node.path());
            errors.setText(Integer.toString(badge.errors()));
            errors.setVisible(badge.errors() > 0);
            warnings.setText(Integer.toString(badge.warnings()));
            warnings.setVisible(badge.warnings() > 0);
            if (badge.errors() > 0) {
                if (!name.getStyleClass().contains("has-errors")) {
                    name.getStyleClass().add("has-errors");
                }
            } else {
                name.getStyleClass().remove("has-errors");
            }
        }
    }
}
