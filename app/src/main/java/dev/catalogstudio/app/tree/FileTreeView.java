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

    public FileTreeView(FileTreeViewModel model) {
        this.model = model;
        getStyleClass().add("file-tree-view");
        tree.setId("file-tree");
        tree.getStyleClass().add("file-tree");
        tree.setShowRoot(true);
        tree.setCellFactory(t -> new FileCell());
        tree.setOnKeyPressed(e -> {
            var item = tree.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && item != null && !item.getValue().isFolder()) {
                model.open(item.getValue().path());
                e.consume();
            }
        });
        model.rootProperty().addListener((o, old, now) -> rebuild(now));
        model.badgesProperty().addListener((o, old, now) -> tree.refresh());
        if (model.rootProperty().get() != null) {
            rebuild(model.rootProperty().get());
        }
        var title = new Label("Files");
        title.getStyleClass().add("pane-title");
        var header = new HBox(title);
        header.getStyleClass().add("pane-header");
        VBox.setVgrow(tree, Priority.ALWAYS);
        getChildren().addAll(header, tree);
    }

    /** Expands the folders above {@code path} and selects it. */
    public void reveal(String path) {
        for (int slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
            expanded.add(path.substring(0, slash));
        }
        rebuild(model.rootProperty().get());
        select(tree.getRoot(), path);
    }

    private boolean select(TreeItem<FileNode> item, String path) {
        if (item == null) {
            return false;
        }
        if (item.getValue().path().equals(path)) {
            tree.getSelectionModel().select(item);
            tree.scrollTo(Math.max(0, tree.getRow(item) - 3));
            return true;
        }
        for (var child : item.getChildren()) {
            if (select(child, path)) {
                return true;
            }
        }
        return false;
    }

    private void rebuild(FileNode root) {
        if (root == null) {
            tree.setRoot(null);
            return;
        }
        var selected = tree.getSelectionModel().getSelectedItem();
        String selectedPath = selected == null ? null : selected.getValue().path();
        tree.setRoot(item(root));
        if (selectedPath != null) {
            select(tree.getRoot(), selectedPath);
        }
    }

    private TreeItem<FileNode> item(FileNode node) {
        var item = new TreeItem<>(node);
        if (node.isFolder()) {
            node.children().forEach(c -> item.getChildren().add(item(c)));
            item.setExpanded(expanded.contains(node.path()));
            item.expandedProperty().addListener((o, old, now) -> {
                if (now) {
                    expanded.add(node.path());
                } else {
                    expanded.remove(node.path());
                }
            });
        }
        return item;
    }

    private ContextMenu menu(FileNode node) {
        var menu = new ContextMenu();
        for (var kind : NewEntry.values()) {
            var item = new MenuItem(kind.title() + "\u2026");
            item.setOnAction(e -> NewEntryDialog.ask(getScene().getWindow(), kind, snapshot())
                    .ifPresent(name -> model.create(kind, name)));
            menu.getItems().add(item);
        }
        if (!node.path().isEmpty()) {
            var rename = new MenuItem("Rename\u2026");
            rename.setOnAction(e -> askRename(node));
            var delete = new MenuItem("Delete\u2026");
            delete.setOnAction(e -> askDelete(node));
            menu.getItems().addAll(new SeparatorMenuItem(), rename, delete);
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

    private final class FileCell extends TreeCell<FileNode> {
        FileCell() {
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
            if (empty || node == null) {
                setText(null);
                setGraphic(null);
                setContextMenu(null);
                setTooltip(null);
                return;
            }
            var name = new Label(node.name());
            name.getStyleClass().add("file-name");
            var spacer = new Region();
            HBox.setHgrow(spacer, Priority.ALWAYS);
            var row = new HBox(6, KindGlyph.of(node.kind()), name, spacer);
            row.setAlignment(Pos.CENTER_LEFT);
            var badge = model.badge(node.path());
            if (badge.errors() > 0) {
                row.getChildren().add(count(badge.errors(), "badge-error"));
                name.getStyleClass().add("has-errors");
            }
            if (badge.warnings() > 0) {
                row.getChildren().add(count(badge.warnings(), "badge-warning"));
            }
            setText(null);
            setGraphic(row);
            setContextMenu(menu(node));
            setTooltip(node.isFolder() ? null : new Tooltip(node.path() + "\n" + KindGlyph.describe(node.kind())));
        }

        private Label count(int n, String style) {
            var label = new Label(Integer.toString(n));
            label.getStyleClass().addAll("badge", style);
            return label;
        }
    }
}
