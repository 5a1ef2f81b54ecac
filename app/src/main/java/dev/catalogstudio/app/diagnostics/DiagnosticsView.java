package dev.catalogstudio.app.diagnostics;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.util.List;
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

/**
 * The problems panel: a filter bar over a table of diagnostics. Click or Enter opens one; a menu applies its fix or
 * runs its command (Quick Fix does the first of them). A row
 * shows its message on one line, cut at a word with "…", and its path cut at the start so the file name stays; hovering
 * the row shows the whole message, code and place in a tooltip. While comparing with a revision, "New in this change"
 * shows only what the change set introduced and says how many others there are.
 */
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
        var message = column("Message", 620, d -> oneLine(d.diagnostic().message()), null);
        message.setCellFactory(c -> textCell(javafx.scene.control.OverrunStyle.WORD_ELLIPSIS));
        table.getColumns().add(message);
        var file = column("File", 260, FileDiagnostic::path, null);
        file.setCellFactory(c -> textCell(javafx.scene.control.OverrunStyle.LEADING_ELLIPSIS));
        table.getColumns().add(file);
        table.getColumns().add(column("Line", 64, d -> d.diagnostic().range().start().line(), null));
        // The constrained policy shares the width out in proportion to these: without floors the narrow Line column
        // went first ("…", then nothing). Line keeps room for five digits; the others shrink to a readable floor.
        fix(table.getColumns().get(4), 64);
        table.getColumns().get(1).setMinWidth(80);
        table.getColumns().get(2).setMinWidth(120);
        table.getColumns().get(3).setMinWidth(90);
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
                || model.selectedProperty().get().diagnostic().fixes().isEmpty()
                && model.actions(model.selectedProperty().get()).isEmpty(), model.selectedProperty()));
        fix.setOnAction(e -> {
            var d = model.selectedProperty().get();
            if (d != null && !d.diagnostic().fixes().isEmpty()) {
                model.applyFix(d, d.diagnostic().fixes().get(0));
            } else if (d != null && !model.actions(d).isEmpty()) {
                model.run(d, model.actions(d).get(0));
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        // The panel never widens the window's centre beyond it (that squeezed the file tree): it fits itself.
        setMinWidth(0);
        getChildren().addAll(filterBar(fix), table);
    }

    /** The narrowest the filter box gets before the bar turns compact, and in the compact bar, in pixels. */
    private static final double FILTER_MIN_WIDTH = 110;
    private static final double FILTER_COMPACT_WIDTH = 70;

    /** {@code control}'s preferred width with {@code text} as its text, whatever text it shows now. */
    private static double widthWith(javafx.scene.control.Labeled control, String text) {
        return control.prefWidth(-1) - textWidth(control, control.getText()) + textWidth(control, text);
    }

    private static double textWidth(javafx.scene.control.Labeled control, String s) {
        var text = new javafx.scene.text.Text(s);
        text.setFont(control.getFont());
        return text.getLayoutBounds().getWidth();
    }

    private HBox filterBar(Button fix) {
        var title = new Label();
        title.setId("diagnostics-title");
        title.textProperty().bind(model.titleProperty());
        title.getStyleClass().add("pane-title");
        title.setMinWidth(Region.USE_PREF_SIZE);
        var errors = toggle("error", model.errorsProperty(), model.showErrorsProperty());
        var warnings = toggle("warning", model.warningsProperty(), model.showWarningsProperty());
        var infos = toggle("info", model.infosProperty(), model.showInfosProperty());
        var current = new ToggleButton("Current file");
        current.setId("diagnostics-current-file");
        current.getStyleClass().add("small");
        current.setMinWidth(Region.USE_PREF_SIZE);
        current.setTooltip(new javafx.scene.control.Tooltip("Show only the problems of the file being edited"));
        current.setAccessibleText("Current file only");
        current.selectedProperty().bindBidirectional(model.currentFileOnlyProperty());
        var newOnly = new ToggleButton();
        newOnly.setId("diagnostics-new-only");
        newOnly.getStyleClass().add("small");
        newOnly.setMinWidth(Region.USE_PREF_SIZE);
        newOnly.selectedProperty().bindBidirectional(model.newOnlyProperty());
        newOnly.visibleProperty().bind(model.comparingProperty());
        newOnly.managedProperty().bind(model.comparingProperty());
        var newOnlyTip = new javafx.scene.control.Tooltip();
        newOnlyTip.textProperty().bind(Bindings.createStringBinding(() -> newOnly.isSelected()
                ? "Only what this change introduced is shown; " + others(model) + ": click to show them too"
                : "Every finding is shown, what this change introduced first: click to show only the "
                + model.newCountProperty().get() + " new", newOnly.selectedProperty(), model.newCountProperty(),
                model.notNewCountProperty()));
        newOnly.setTooltip(newOnlyTip);
        newOnly.accessibleTextProperty().bind(Bindings.createStringBinding(() -> "New in this change only, "
                + model.newCountProperty().get() + " new, " + others(model) + ", "
                + (newOnly.isSelected() ? "on" : "off"), newOnly.selectedProperty(), model.newCountProperty(),
                model.notNewCountProperty()));
        var notNew = new Label();
        notNew.setId("diagnostics-not-new");
        notNew.getStyleClass().add("diagnostics-not-new");
        notNew.setMinWidth(Region.USE_PREF_SIZE);
        var notNewTip = new javafx.scene.control.Tooltip();
        notNewTip.textProperty().bind(Bindings.createStringBinding(() -> others(model), model.notNewCountProperty()));
        notNew.setTooltip(notNewTip);
        notNew.visibleProperty().bind(model.comparingProperty());
        notNew.managedProperty().bind(model.comparingProperty());
        fix.setMinWidth(Region.USE_PREF_SIZE);
        var text = new TextField();
        text.setId("diagnostics-filter");
        text.setPromptText("Filter (code, message, path)");
        text.getStyleClass().add("small");
        text.textProperty().bindBidirectional(model.filterTextProperty());
        text.setPrefColumnCount(22);
        text.setMinWidth(FILTER_COMPACT_WIDTH);
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var bar = new HBox(6, title, errors, warnings, infos, current, newOnly, notNew, spacer, text, fix);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("pane-header");
        // Too narrow for every label whole (the minimum window): the severity buttons show their counts only
        // (the word in their tooltip and accessible text) and the title steps aside, so nothing reads "…".
        var toggles = List.of(errors, warnings, infos);
        // While comparing, "New in this change" and the count of the others shorten first ("New (3)", "30 before"),
        // then the title steps aside (the status bar names the revision), then the whole bar turns compact.
        Runnable fit = () -> {
            double base = bar.snappedLeftInset() + bar.snappedRightInset() + bar.getSpacing() * 7
                    + widthWith(current, "Current file") + FILTER_MIN_WIDTH + fix.prefWidth(-1);
            for (var toggle : toggles) {
                base += toggle.fullWidth();
            }
            boolean comparing = model.comparingProperty().get();
            double comparisonFull = !comparing ? 0 : bar.getSpacing() * 2
                    + widthWith(newOnly, newOnlyText(model, false)) + widthWith(notNew, notNewText(model, false));
            double comparisonShort = !comparing ? 0 : bar.getSpacing() * 2
                    + widthWith(newOnly, newOnlyText(model, true)) + widthWith(notNew, notNewText(model, true));
            double width = bar.getWidth();
            double titled = base + title.prefWidth(-1);
            boolean narrow = width > 0 && width < titled + comparisonFull;
            boolean untitled = width > 0 && width < titled + comparisonShort;
            boolean compact = width > 0 && width < (comparing ? base + comparisonShort : titled);
            title.setVisible(!untitled);
            title.setManaged(!untitled);
            current.setText(compact ? "File" : "Current file");
            newOnly.setText(newOnlyText(model, narrow));
            notNew.setText(notNewText(model, narrow));
            toggles.forEach(t -> t.compact.set(compact));
        };
        bar.widthProperty().addListener((o, old, now) -> fit.run());
        title.textProperty().addListener((o, old, now) -> fit.run());
        for (var toggle : toggles) {
            toggle.textProperty().addListener((o, old, now) -> fit.run());
        }
        model.comparingProperty().addListener((o, old, now) -> fit.run());
        model.newCountProperty().addListener((o, old, now) -> fit.run());
        model.notNewCountProperty().addListener((o, old, now) -> fit.run());
        fit.run();
        return bar;
    }

    /** {@code New in this change (3)}, or {@code New (3)} in a narrow bar. */
    private static String newOnlyText(DiagnosticsViewModel model, boolean compact) {
        return (compact ? "New (" : "New in this change (") + model.newCountProperty().get() + ")";
    }

    /** {@code 30 there before}, or {@code 30 before} in a narrow bar. */
    private static String notNewText(DiagnosticsViewModel model, boolean narrow) {
        return model.notNewCountProperty().get() + (narrow ? " before" : " there before");
    }

    /** {@code 30 more were there before or lie in files the change does not reach}. */
    private static String others(DiagnosticsViewModel model) {
        int n = model.notNewCountProperty().get();
        return n + (n == 1 ? " more was" : " more were") + " there before or lie in files the change does not reach";
    }

    /** A message as one line: line breaks and tabs as spaces (the tooltip keeps them). */
    static String oneLine(String message) {
        return message.replaceAll("[\\r\\n\\t]+", " ");
    }

    /** A text cell cut with {@code overrun} ("…" at a word's end, or at the start of a path). */
    private static TableCell<FileDiagnostic, Object> textCell(javafx.scene.control.OverrunStyle overrun) {
        var cell = new TableCell<FileDiagnostic, Object>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.toString());
            }
        };
        cell.setTextOverrun(overrun);
        cell.setWrapText(false);
        return cell;
    }

    /** The whole of a diagnostic for its row's tooltip: {@code error name-format: message}, then {@code path:line}. */
    static String tooltipText(FileDiagnostic d) {
        var diagnostic = d.diagnostic();
        return diagnostic.severity().label() + " " + diagnostic.code() + ": " + diagnostic.message() + "\n"
                + d.path() + ":" + diagnostic.range().start().line();
    }

    /**
     * A severity filter: a check mark and a filled dot when its problems are shown; no mark, a hollow dot and a
     * struck-through count when they are hidden (colour is never the only sign). Its tooltip and accessible text name
     * the state; assistive technology reads it as a toggle button.
     */
    static final class SeverityToggle extends ToggleButton {
        /** Whether only the count shows (the severity's word in the tooltip and accessible text). */
        final javafx.beans.property.BooleanProperty compact = new javafx.beans.property.SimpleBooleanProperty();
        private final javafx.beans.binding.StringBinding full;

        SeverityToggle(String severity, javafx.beans.property.IntegerProperty count,
                       javafx.beans.property.BooleanProperty shown) {
            setId("show-" + severity + "s");
            getStyleClass().addAll("small", "severity-toggle");
            setMinWidth(Region.USE_PREF_SIZE);
            var mark = new Label("\u2713");
            mark.getStyleClass().add("severity-mark");
            mark.visibleProperty().bind(selectedProperty());
            var dot = new Label();
            dot.getStyleClass().addAll("severity-dot", "severity-" + severity);
            var graphic = new HBox(3, mark, dot);
            graphic.setAlignment(Pos.CENTER_LEFT);
            setGraphic(graphic);
            full = Bindings.createStringBinding(() -> count.get() + " " + severity + (count.get() == 1 ? "" : "s"),
                    count);
            textProperty().bind(Bindings.createStringBinding(() -> compact.get() ? Integer.toString(count.get())
                    : full.get(), compact, full));
            String plural = Character.toUpperCase(severity.charAt(0)) + severity.substring(1) + "s";
            var tooltip = new javafx.scene.control.Tooltip();
            tooltip.textProperty().bind(Bindings.createStringBinding(() -> isSelected()
                    ? plural + " shown: click to hide them" : plural + " hidden: click to show them",
                    selectedProperty()));
            setTooltip(tooltip);
            accessibleTextProperty().bind(Bindings.createStringBinding(() -> full.get() + ", "
                    + (isSelected() ? "shown" : "hidden"), full, selectedProperty()));
            selectedProperty().bindBidirectional(shown);
        }

        /** The button's preferred width with the severity's word shown, whichever form it has now. */
        double fullWidth() {
            return widthWith(this, full.get());
        }
    }

    private static SeverityToggle toggle(String severity, javafx.beans.property.IntegerProperty count,
                                         javafx.beans.property.BooleanProperty shown) {
        return new SeverityToggle(severity, count, shown);
    }

    private static void fix(TableColumn<?, ?> column, double width) {
        column.setMinWidth(width);
        column.setPrefWidth(width);
        column.setMaxWidth(width);
    }

    /** A row of a finding the change set introduced, while comparing (its text is bold). */
    static final javafx.css.PseudoClass NEW_FINDING = javafx.css.PseudoClass.getPseudoClass("new-finding");

    private TableRow<FileDiagnostic> row() {
        var row = new TableRow<FileDiagnostic>();
        var tooltip = new javafx.scene.control.Tooltip();
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(640);
        tooltip.setShowDuration(javafx.util.Duration.seconds(30));
        row.itemProperty().addListener((o, old, now) -> {
            boolean added = now != null && model.isNew(now);
            row.pseudoClassStateChanged(NEW_FINDING, added);
            if (now == null) {
                row.setTooltip(null);
            } else {
                tooltip.setText((added ? "New in this change\n" : model.comparingProperty().get()
                        ? "There before this change\n" : "") + tooltipText(now));
                row.setTooltip(tooltip);
            }
        });
        row.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && !row.isEmpty()) {
                model.open(row.getItem());
            }
        });
        row.itemProperty().addListener((o, old, now) -> {
            var actions = model.actions(now);
            if (now == null || now.diagnostic().fixes().isEmpty() && actions.isEmpty()) {
                row.setContextMenu(null);
                return;
            }
            var menu = new ContextMenu();
            for (var fix : now.diagnostic().fixes()) {
                var item = new MenuItem("Quick Fix: " + fix.title());
                item.setOnAction(a -> model.applyFix(now, fix));
                menu.getItems().add(item);
            }
            for (var action : actions) {
                var item = new MenuItem(action.title());
                item.setOnAction(a -> model.run(now, action));
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
        column.setId("diagnostics-" + (title.isEmpty() ? "severity" : title.toLowerCase(java.util.Locale.ROOT)));
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
