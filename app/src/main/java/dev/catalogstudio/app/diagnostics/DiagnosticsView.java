package dev.catalogstudio.app.diagnostics;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The problems panel: a filter bar over a table of diagnostics. Click or Enter opens one; a menu applies its fix. */
public final class DiagnosticsView extends VBox {

    private final DiagnosticsViewModel model;
    private final TableView<FileDiagnostic> table = new TableView<>();

    /** @param model the panel's state and commands (opening a problem, applying its quick fix) */
    public DiagnosticsView(DiagnosticsViewModel model) {
        this.model = model;
        getStyleClass().add("diagnostics-view");
        table.setId("diagnostics-table");
        table.setItems(model.shown());
        table.setPlaceholder(new Label("No problems"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.getStyleClass().addAll("dense", "diagnostics-table");
        table.getColumns().add(column("", 34, d -> d.diagnostic().severity(), this::severityCell));
        table.getColumns().add(column("Code", 190, d -> d.diagnostic().code(), null));
        table.getColumns().add(column("Message", 620, d -> d.diagnostic().message(), null));
        table.getColumns().add(column("File", 260, FileDiagnostic::path, null));
        table.getColumns().add(column("Line", 56, d -> d.diagnostic().range().start().line(), null));
        table.setRowFactory(t -> row());
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                model.open(table.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((o, old, now) -> {
            if (now != null) {
                model.selectedProperty().set(now);
            }
        });
        model.selectedProperty().addListener((o, old, now) -> {
            if (now != table.getSelectionModel().getSelectedItem()) {
                if (now == null) {
                    table.getSelectionModel().clearSelection();
                } else {
                    table.getSelectionModel().select(now);
                    table.scrollTo(now);
                }
            }
        });
        var fix = new Button("Quick Fix");
        fix.setId("apply-quick-fix");
        fix.getStyleClass().add("small");
        fix.disableProperty().bind(Bindings.createBooleanBinding(() -> model.selectedProperty().get() == null
                || model.selectedProperty().get().diagnostic().fixes().isEmpty(), model.selectedProperty()));
        fix.setOnAction(e -> {
            var d = model.selectedProperty().get();
            if (d != null && !d.diagnostic().fixes().isEmpty()) {
                model.applyFix(d, d.diagnostic().fixes().get(0));
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(filterBar(fix), table);
    }

    private HBox filterBar(Button fix) {
        var title = new Label("Problems");
        title.getStyleClass().add("pane-title");
        var errors = toggle("error", model.errorsProperty(), model.showErrorsProperty());
        var warnings = toggle("warning", model.warningsProperty(), model.showWarningsProperty());
        var infos = toggle("info", model.infosProperty(), model.showInfosProperty());
        var current = new ToggleButton("Current file");
        current.getStyleClass().add("small");
        current.selectedProperty().bindBidirectional(model.currentFileOnlyProperty());
        var text = new TextField();
        text.setId("diagnostics-filter");
        text.setPromptText("Filter (code, message, path)");
        text.getStyleClass().add("small");
        text.textProperty().bindBidirectional(model.filterTextProperty());
        text.setPrefColumnCount(22);
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var bar = new HBox(6, title, errors, warnings, infos, current, spacer, text, fix);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("pane-header");
        return bar;
    }

    private static ToggleButton toggle(String severity, javafx.beans.property.IntegerProperty count,
                                       javafx.beans.property.BooleanProperty shown) {
        var button = new ToggleButton();
        button.setId("show-" + severity + "s");
        button.getStyleClass().addAll("small", "severity-toggle");
        var dot = new Label();
        dot.getStyleClass().addAll("severity-dot", "severity-" + severity);
        button.setGraphic(dot);
        button.textProperty().bind(Bindings.createStringBinding(() -> count.get() + " " + severity
                + (count.get() == 1 ? "" : "s"), count));
        button.selectedProperty().bindBidirectional(shown);
        return button;
    }

    private TableRow<FileDiagnostic> row() {
        var row = new TableRow<FileDiagnostic>();
        row.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && !row.isEmpty()) {
                model.open(row.getItem());
            }
        });
        row.itemProperty().addListener((o, old, now) -> {
            if (now == null || now.diagnostic().fixes().isEmpty()) {
                row.setContextMenu(null);
                return;
            }
            var menu = new ContextMenu();
            for (var fix : now.diagnostic().fixes()) {
                var item = new MenuItem("Quick Fix: " + fix.title());
                item.setOnAction(a -> model.applyFix(now, fix));
                menu.getItems().add(item);
            }
            row.setContextMenu(menu);
        });
        return row;
    }

    private TableCell<FileDiagnostic, Object> severityCell() {
        return new TableCell<>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                if (empty || item == null) {
                    setGraphic(null);
                    return;
                }
                var severity = (Severity) item;
                var dot = new Label();
                dot.getStyleClass().addAll("severity-dot", "severity-" + severity.label());
                setGraphic(dot);
                setAlignment(Pos.CENTER);
            }
        };
    }

    private static <T> TableColumn<FileDiagnostic, Object> column(String title, double width,
                                                                   Function<FileDiagnostic, T> value,
                                                                   java.util.function.Supplier<TableCell<
                                                                           FileDiagnostic, Object>> cell) {
        var column = new TableColumn<FileDiagnostic, Object>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        if (cell != null) {
            column.setCellFactory(c -> cell.get());
            column.setMaxWidth(width);
            column.setMinWidth(width);
        }
        return column;
    }
}
