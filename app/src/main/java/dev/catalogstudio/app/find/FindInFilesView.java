package dev.catalogstudio.app.find;

import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
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
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * The Find in Files panel: the query with its regular-expression and match-case switches, Stop while a search runs,
 * a progress bar and a status line, and the matches grouped by file (a row per file with its count, a row per match
 * with its line number and snippet). Enter or a double-click on a match opens it; the query is searched as it is
 * typed (after a short pause), and Enter in the field searches at once; Escape closes the panel ({@link #setOnClose}).
 */
public final class FindInFilesView extends VBox {

    private final FindInFilesViewModel model;
    private final TextField field = new TextField();
    private final TreeView<Object> tree = new TreeView<>(new TreeItem<>());
    private Runnable onClose = () -> { };

    public FindInFilesView(FindInFilesViewModel model) {
        this.model = model;
        setId("find-in-files");
        getStyleClass().add("find-in-files");
        getStylesheets().add(FindInFilesView.class.getResource("find.css").toExternalForm());

        var title = new Label("Find in Files");
        title.getStyleClass().add("pane-title");
        field.setId("find-in-files-field");
        field.setPromptText("Text to find in the workspace (Enter)");
        field.textProperty().bindBidirectional(model.queryProperty());
        HBox.setHgrow(field, Priority.ALWAYS);
        field.setOnAction(e -> model.search());
        var regex = toggle(".*", "Regular expression (java.util.regex, one line at a time)", "find-regex");
        regex.selectedProperty().bindBidirectional(model.regexProperty());
        var matchCase = toggle("Aa", "Match case", "find-match-case");
        matchCase.selectedProperty().bindBidirectional(model.matchCaseProperty());
        // Changing a switch searches again with what is typed.
        regex.setOnAction(e -> searchAgain());
        matchCase.setOnAction(e -> searchAgain());
        var search = new Button("Search");
        search.setId("find-search");
        search.setOnAction(e -> model.search());
        search.visibleProperty().bind(model.runningProperty().not());
        search.managedProperty().bind(search.visibleProperty());
        var stop = new Button("Stop");
        stop.setId("find-stop");
        stop.setOnAction(e -> model.cancel());
        stop.visibleProperty().bind(model.runningProperty());
        stop.managedProperty().bind(stop.visibleProperty());
        var close = new Button("\u2715");
        close.setId("find-close");
        close.getStyleClass().add("flat");
        close.setTooltip(new Tooltip("Close Find in Files (Esc)"));
        close.setOnAction(e -> close());
        var header = new HBox(6, title, field, regex, matchCase, search, stop, close);
        header.getStyleClass().add("pane-header");
        header.setAlignment(Pos.CENTER_LEFT);

        var progress = new ProgressBar();
        progress.setId("find-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        progress.setPrefHeight(4);
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.runningProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        var status = new Label();
        status.setId("find-status");
        status.getStyleClass().add("find-status");
        status.textProperty().bind(model.statusProperty());
        model.failedProperty().addListener((o, old, now) -> {
            if (now) {
                status.getStyleClass().add("failed");
            } else {
                status.getStyleClass().remove("failed");
            }
        });
        var statusRow = new HBox(status);
        statusRow.setStyle("-fx-padding: 2 10 2 10;");

        tree.setId("find-results");
        tree.getStyleClass().add("find-in-files-tree");
        tree.setShowRoot(false);
        tree.setCellFactory(t -> new ResultCell());
        tree.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                var item = tree.getSelectionModel().getSelectedItem();
                if (item != null) {
                    activate(item);
                    e.consume();
                }
            }
        });
        VBox.setVgrow(tree, Priority.ALWAYS);
        model.results().addListener((ListChangeListener<FindInFilesViewModel.FileMatches>) change -> {
            while (change.next()) {
                if (change.wasRemoved() && change.getList().isEmpty()) {
                    tree.getRoot().getChildren().clear();
                }
                for (var file : change.getAddedSubList()) {
                    tree.getRoot().getChildren().add(fileItem(file));
                }
            }
        });
        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                if (model.runningProperty().get()) {
                    model.cancel();
                } else {
                    close();
                }
                e.consume();
            } else if (e.getCode() == KeyCode.DOWN && e.getTarget() == field && !tree.getRoot().getChildren().isEmpty()) {
                tree.requestFocus();
                if (tree.getSelectionModel().isEmpty()) {
                    tree.getSelectionModel().select(firstHit());
                }
                e.consume();
            }
        });
        getChildren().addAll(header, progress, statusRow, tree);
    }

    /** Who hides the panel when the user closes it. */
    public void setOnClose(Runnable onClose) {
        this.onClose = onClose == null ? () -> { } : onClose;
    }

    /** Focuses the query field, first filled with {@code seed} (e.g. the editor's selection) unless that is blank. */
    public void focusQuery(String seed) {
        if (seed != null && !seed.isBlank() && !seed.contains("\n")) {
            model.queryProperty().set(seed);
        }
        field.requestFocus();
        field.selectAll();
    }

    /** The query field (tests). */
    public TextField field() {
        return field;
    }

    private void close() {
        model.cancel();
        onClose.run();
    }

    private void searchAgain() {
        if (!model.queryProperty().get().isEmpty()) {
            model.search();
        }
    }

    private TreeItem<Object> firstHit() {
        var first = tree.getRoot().getChildren().get(0);
        return first.getChildren().isEmpty() ? first : first.getChildren().get(0);
    }

    private TreeItem<Object> fileItem(FindInFilesViewModel.FileMatches file) {
        var item = new TreeItem<Object>(file);
        for (var hit : file.hits()) {
            item.getChildren().add(new TreeItem<>(hit));
        }
        item.setExpanded(true);
        return item;
    }

    /** A match opens; a file opens at its first match. */
    private void activate(TreeItem<Object> item) {
        if (item.getValue() instanceof FileSearch.Hit hit) {
            model.open(hit);
        } else if (item.getValue() instanceof FindInFilesViewModel.FileMatches file && !file.hits().isEmpty()) {
            model.open(file.hits().get(0));
        }
    }

    private static ToggleButton toggle(String text, String tip, String id) {
        var toggle = new ToggleButton(text);
        toggle.setId(id);
        toggle.setTooltip(new Tooltip(tip));
        toggle.setFocusTraversable(true);
        return toggle;
    }

    private final class ResultCell extends TreeCell<Object> {
        ResultCell() {
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && getTreeItem() != null
                        && getItem() instanceof FileSearch.Hit) {
                    activate(getTreeItem());
                }
            });
        }

        @Override
        protected void updateItem(Object value, boolean empty) {
            super.updateItem(value, empty);
            setText(null);
            if (empty || value == null) {
                setGraphic(null);
                return;
            }
            if (value instanceof FindInFilesViewModel.FileMatches file) {
                var name = new Label(file.path());
                name.setStyle("-fx-font-weight: bold;");
                int n = file.hits().size();
                var count = new Label(n + (n == 1 ? " match" : " matches"));
                count.getStyleClass().add("find-file-count");
                var row = new HBox(8, name, count);
                row.setAlignment(Pos.CENTER_LEFT);
                setGraphic(row);
            } else if (value instanceof FileSearch.Hit hit) {
                var line = new Text(String.format("%4d  ", hit.line()));
                line.getStyleClass().add("find-line");
                String s = hit.snippet();
                var before = new Text(s.substring(0, hit.snippetStart()));
                before.getStyleClass().add("find-snippet-plain");
                var match = new Text(s.substring(hit.snippetStart(), hit.snippetEnd()));
                match.getStyleClass().add("find-snippet-mark");
                var after = new Text(s.substring(hit.snippetEnd()));
                after.getStyleClass().add("find-snippet-plain");
                var flow = new TextFlow(line, before, match, after);
                flow.setMaxWidth(Region.USE_PREF_SIZE);
                setGraphic(flow);
            }
        }
    }
}
