package dev.catalogstudio.app.hosts;

import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.util.Duration;

/**
 * The Hosts view: a bar with the host chooser (each host with how many items it drops) and the host's summary line,
 * over a table of its items, dropped first (status, kind, name, file, code, why). The reason column wraps; every cell
 * also carries its whole text as a tooltip, so a path shortened to fit ("…/draft/SKILL.md:1") can still be read.
 * Double-click or Enter opens a row's file at its line; Escape closes the view ({@link #setOnClose}).
 */
public final class HostsView extends VBox {

    private final HostsViewModel model;
    private final TableView<HostRow> table = new TableView<>();
    private final ComboBox<HostTable> chooser = new ComboBox<>();
    private Runnable onClose = () -> { };
    private HostRow lastSelected;

    /** @param model the view's state and commands (choosing a host, opening a row) */
    public HostsView(HostsViewModel model) {
        this.model = model;
        setId("hosts-view");
        getStyleClass().add("hosts-view");
        getStylesheets().add(HostsView.class.getResource("hosts.css").toExternalForm());
        setMinWidth(0);

        table.setId("hosts-table");
        table.getStyleClass().addAll("dense", "hosts-table");
        table.setItems(model.rows());
        var placeholder = new Label();
        placeholder.setId("hosts-placeholder");
        placeholder.setWrapText(true);
        placeholder.textProperty().bind(model.placeholderProperty());
        table.setPlaceholder(placeholder);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        var status = column("", "status", 84, r -> r.status(), null);
        status.setCellFactory(c -> new StatusCell());
        fix(status, 84);
        // "subagent" whole at any width: the kinds are three short words, so the column keeps their width.
        var kind = column("Kind", "kind", 86, HostRow::kind, OverrunStyle.ELLIPSIS);
        fix(kind, 86);
        var name = column("Name", "name", 150, HostRow::name, OverrunStyle.ELLIPSIS);
        name.setMinWidth(70);
        var file = column("File", "file", 300, HostRow::location, OverrunStyle.LEADING_ELLIPSIS);
        file.setMinWidth(110);
        var code = column("Code", "code", 170, HostRow::code, OverrunStyle.ELLIPSIS);
        code.setMinWidth(80);
        var why = column("Why", "why", 520, HostRow::detail, null);
        why.setCellFactory(c -> new WrappingCell(why));
        why.setMinWidth(140);
        table.getColumns().addAll(java.util.List.of(status, kind, name, file, code, why));
        table.setRowFactory(t -> row());
        table.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && table.getSelectionModel().getSelectedItem() != null) {
                model.open(table.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
        // A new snapshot replaces the rows: the row selected before stays selected when it is still there.
        table.getSelectionModel().selectedItemProperty().addListener((o, old, now) -> {
            if (now != null) {
                lastSelected = now;
            }
        });
        model.rows().addListener((javafx.collections.ListChangeListener<HostRow>) change -> {
            int at = lastSelected == null ? -1 : table.getItems().indexOf(lastSelected);
            if (at >= 0 && table.getSelectionModel().getSelectedIndex() != at) {
                table.getSelectionModel().select(at);
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                onClose.run();
                e.consume();
            }
        });
        getChildren().addAll(bar(), table);
    }

    /** Who hides the view when the user closes it (✕ or Escape). */
    public void setOnClose(Runnable onClose) {
        this.onClose = onClose == null ? () -> { } : onClose;
    }

    /** Moves the keyboard focus to the table, on its first row when none is selected. */
    public void focusTable() {
        table.requestFocus();
        if (table.getSelectionModel().isEmpty() && !table.getItems().isEmpty()) {
            table.getSelectionModel().select(0);
            table.getFocusModel().focus(0);
        }
    }

    private HBox bar() {
        var title = new Label("Hosts");
        title.getStyleClass().add("pane-title");
        title.setMinWidth(Region.USE_PREF_SIZE);
        chooser.setId("hosts-chooser");
        chooser.getStyleClass().add("small");
        chooser.setItems(model.hosts());
        chooser.setCellFactory(l -> new HostCell());
        chooser.setButtonCell(new HostCell());
        chooser.setMinWidth(Region.USE_PREF_SIZE);
        chooser.setAccessibleText("Host");
        chooser.setTooltip(new Tooltip("The host whose loads, drops and truncations are listed"));
        chooser.valueProperty().addListener((o, old, now) -> {
            if (now != null && now != model.selectedProperty().get()) {
                model.selectedProperty().set(now);
            }
        });
        model.selectedProperty().addListener((o, old, now) -> chooser.setValue(now));
        chooser.visibleProperty().bind(model.emptyProperty().not());
        chooser.managedProperty().bind(chooser.visibleProperty());
        var summary = new Label();
        summary.setId("hosts-summary");
        summary.getStyleClass().add("hosts-summary");
        summary.textProperty().bind(model.summaryProperty());
        summary.setMinWidth(0);
        summary.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(summary, Priority.ALWAYS);
        var summaryTip = tooltip("");
        summaryTip.textProperty().bind(model.summaryProperty());
        summary.setTooltip(summaryTip);
        var close = new Button("\u2715");
        close.setId("hosts-close");
        close.getStyleClass().addAll("flat", "small");
        close.setMinWidth(Region.USE_PREF_SIZE);
        close.setTooltip(new Tooltip("Close Hosts (Esc)"));
        close.setAccessibleText("Close Hosts");
        close.setOnAction(e -> onClose.run());
        var bar = new HBox(6, title, chooser, summary, close);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("pane-header");
        return bar;
    }

    private TableRow<HostRow> row() {
        var row = new TableRow<HostRow>();
        row.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                model.open(row.getItem());
            }
        });
        return row;
    }

    private static Tooltip tooltip(String text) {
        var tooltip = new Tooltip(text);
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(560);
        tooltip.setShowDelay(Duration.millis(400));
        tooltip.setShowDuration(Duration.INDEFINITE);
        return tooltip;
    }

    private static void fix(TableColumn<?, ?> column, double width) {
        column.setMinWidth(width);
        column.setPrefWidth(width);
        column.setMaxWidth(width);
    }

    private static <T> TableColumn<HostRow, Object> column(String title, String id, double width,
                                                          Function<HostRow, T> value, OverrunStyle overrun) {
        var column = new TableColumn<HostRow, Object>(title);
        column.setId("hosts-" + id);
        column.setPrefWidth(width);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        if (overrun != null) {
            column.setCellFactory(c -> new TextCell(overrun));
        }
        return column;
    }

    /** One line of text, shortened with "…" where it must be, its whole text in the tooltip. */
    private static final class TextCell extends TableCell<HostRow, Object> {
        TextCell(OverrunStyle overrun) {
            setTextOverrun(overrun);
        }

        @Override
        protected void updateItem(Object item, boolean empty) {
            super.updateItem(item, empty);
            String text = empty || item == null ? "" : item.toString();
            setText(text);
            setTooltip(text.isEmpty() ? null : tooltip(text));
        }
    }

    /** The reason: wrapped at the column's width (the row grows), and in the tooltip. */
    private static final class WrappingCell extends TableCell<HostRow, Object> {
        private final Text text = new Text();

        WrappingCell(TableColumn<HostRow, Object> column) {
            text.getStyleClass().add("hosts-wrapped");
            getStyleClass().add("hosts-wrapping-cell");
            text.wrappingWidthProperty().bind(Bindings.max(40, column.widthProperty().subtract(14)));
            setPrefHeight(Region.USE_COMPUTED_SIZE);
        }

        @Override
        protected void updateItem(Object item, boolean empty) {
            super.updateItem(item, empty);
            setText(null);
            if (empty || item == null || item.toString().isEmpty()) {
                setGraphic(null);
                setTooltip(null);
                return;
            }
            text.setText(item.toString());
            setGraphic(text);
            setTooltip(tooltip(item.toString()));
        }
    }

    /** The status as a word on a tinted badge (the word says it; the colour only helps). */
    private static final class StatusCell extends TableCell<HostRow, Object> {
        @Override
        protected void updateItem(Object item, boolean empty) {
            super.updateItem(item, empty);
            setText(null);
            if (empty || !(item instanceof HostRow.Status status)) {
                setGraphic(null);
                return;
            }
            var badge = new Label(status.label());
            badge.getStyleClass().addAll("host-status", "host-status-" + status.label());
            badge.setMinWidth(Region.USE_PREF_SIZE);
            setGraphic(badge);
            setAlignment(Pos.CENTER_LEFT);
        }
    }

    /** A host in the chooser: its name, and how many items it drops when it drops any. */
    private static final class HostCell extends ListCell<HostTable> {
        @Override
        protected void updateItem(HostTable item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.displayName()
                    + (item.dropped() > 0 ? " \u00b7 drops " + item.dropped() : ""));
        }
    }
}
