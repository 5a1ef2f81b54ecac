package dev.catalogstudio.app.dryrun;

import dev.catalogstudio.model.metaskill.HostCall;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.ChoiceBoxTableCell;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Dry run panel of a metaSKILL: input fields for the keys the program reads (and the SKILL.md documents), the
 * responses table, Run and Stop with a progress indicator while it runs and a status line after it (steps, calls,
 * failed commands; a failure in red with its line), the question the run is waiting on (answer it to go on), the
 * timeline of host calls and trace entries with their lines (click one, or press Enter on it, to go to it), the budgets used and the result
 * string (its JSON pretty-printed, selectable, with Copy), and Save responses (the table to the skill's
 * {@code dry-run/responses.json}). When a run pauses on an unscripted call, the question comes into view as a banner
 * and the answer box takes the focus. Shortcut+Enter runs (in the answer box: sends the answer), Escape stops.
 */
public final class DryRunPane extends ScrollPane {

    private final DryRunViewModel model;
    private final Label title = new Label();
    private final GridPane inputs = new GridPane();
    private final TextArea answer = new TextArea();
    private final TextField exitCode = new TextField("0");
    private final Label question = new Label();
    private final TextArea prompt = new TextArea();
    private Button send;
    /** Run, Stop and the pause switch. */
    private final FlowPane controls = new FlowPane(8, 4);

    public DryRunPane(DryRunViewModel model) {
        this.model = model;
        setId("dry-run");
        setFitToWidth(true);
        controls.setAlignment(Pos.CENTER_LEFT);
        title.getStyleClass().add("pane-title");
        title.textProperty().bind(Bindings.createStringBinding(() -> model.folderProperty().get() == null
                ? "Dry run: open a metaSKILL's SKILL.star or SKILL.md" : "Dry run \u2014 " + model.skillNameProperty()
                .get(), model.folderProperty(), model.skillNameProperty()));

        var run = new Button("\u25B6 Run");
        run.setId("dry-run-run");
        run.setDefaultButton(false);
        run.disableProperty().bind(model.runningProperty().or(model.folderProperty().isNull()));
        run.setOnAction(e -> model.run());
        var stop = new Button("\u25A0 Stop");
        stop.setId("dry-run-stop");
        stop.disableProperty().bind(model.runningProperty().not());
        stop.setOnAction(e -> model.stop());
        var interactive = new CheckBox("Pause on unscripted calls");
        interactive.setId("dry-run-interactive");
        interactive.selectedProperty().bindBidirectional(model.interactiveProperty());
        interactive.setTooltip(new Tooltip("When a call has no scripted answer, wait for you to answer it (else it "
                + "gets a marked default)"));
        keepText(run, stop, interactive);
        var progress = new javafx.scene.control.ProgressIndicator(-1);
        progress.setId("dry-run-progress");
        progress.setPrefSize(18, 18);
        progress.visibleProperty().bind(model.runningProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        controls.getChildren().setAll(run, stop, progress, interactive);
        var status = new Label();
        status.setId("dry-run-status");
        status.setWrapText(true);
        status.textProperty().bind(model.statusProperty());
        status.managedProperty().bind(status.textProperty().isNotEmpty());
        status.visibleProperty().bind(status.managedProperty());
        model.failedProperty().addListener((o, old, now) -> showFailed(status, now));
        showFailed(status, model.failedProperty().get());

        inputs.setHgap(8);
        inputs.setVgap(4);
        inputs.setId("dry-run-inputs");
        model.inputKeys().addListener((ListChangeListener<String>) c -> rebuildInputs());
        rebuildInputs();

        var table = responsesTable();
        var addAsk = new Button("+ ask");
        addAsk.setOnAction(e -> model.addRow("ask"));
        var addCommand = new Button("+ command");
        addCommand.setOnAction(e -> model.addRow("command"));
        var remove = new Button("Remove");
        remove.setId("dry-run-remove-row");
        remove.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        remove.setOnAction(e -> model.responses().remove(table.getSelectionModel().getSelectedItem()));
        var save = new Button("Save responses");
        save.setId("dry-run-save-responses");
        save.setTooltip(new Tooltip("Write this table to the skill's dry-run/responses.json"));
        save.disableProperty().bind(model.folderProperty().isNull());
        save.setOnAction(e -> model.saveResponses());
        keepText(addAsk, addCommand, remove, save);
        var rowButtons = new FlowPane(6, 4, addAsk, addCommand, remove, save);
        var saved = new Label();
        saved.setId("dry-run-save-status");
        saved.setWrapText(true);
        saved.getStyleClass().add("text-muted");
        saved.textProperty().bind(model.saveStatusProperty());
        saved.managedProperty().bind(saved.textProperty().isNotEmpty());

        var waiting = waitingBox();

        var timeline = new ListView<HostCall>(model.timeline());
        timeline.setId("dry-run-timeline");
        timeline.setPrefHeight(170);
        timeline.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(HostCall call, boolean empty) {
                super.updateItem(call, empty);
                setText(empty || call == null ? null : describe(call));
            }
        });
        timeline.setOnMouseClicked(e -> {
            HostCall call = timeline.getSelectionModel().getSelectedItem();
            if (call != null) {
                model.goTo(call);
            }
        });
        timeline.setOnKeyPressed(e -> {
            HostCall call = timeline.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && call != null) {
                model.goTo(call);
                e.consume();
            }
        });
        var budgets = new Label();
        budgets.setId("dry-run-budgets");
        budgets.textProperty().bind(model.budgetsProperty());
        budgets.getStyleClass().add("text-muted");
        var result = new TextArea();
        result.setId("dry-run-result");
        result.setEditable(false);
        result.setWrapText(true);
        result.setPrefRowCount(12);
        result.getStyleClass().add("monospace");
        result.textProperty().bind(model.shownResult());
        var copy = new Button("Copy");
        copy.setId("dry-run-copy-result");
        copy.getStyleClass().add("small");
        copy.setTooltip(new Tooltip("Copy the result (or select part of it)"));
        copy.disableProperty().bind(result.textProperty().isEmpty());
        copy.setOnAction(e -> {
            var clip = new ClipboardContent();
            clip.putString(result.getSelectedText().isEmpty() ? result.getText() : result.getSelectedText());
            Clipboard.getSystemClipboard().setContent(clip);
        });
        keepText(copy);
        var resultHead = new HBox(8, bold("Result"), copy);
        resultHead.setAlignment(Pos.CENTER_LEFT);

        var content = new VBox(8, title, controls, status, waiting, bold("Input"), inputs, bold("Responses"), table,
                rowButtons, saved, bold("Timeline"), timeline, budgets, resultHead, result);
        content.setPadding(new Insets(10));
        setContent(content);
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (new KeyCodeCombination(KeyCode.ENTER, KeyCombination.SHORTCUT_DOWN).match(e)) {
                if (model.pendingProperty().get() != null) {
                    send.fire(); // the run waits: Shortcut+Enter sends the answer
                } else {
                    model.run();
                }
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE && model.runningProperty().get()) {
                model.stop();
                e.consume();
            }
        });
    }

    /** The status line in red (AtlantaFX's danger) after a failed run, muted otherwise. */
    private static void showFailed(Label status, boolean failed) {
        status.getStyleClass().removeAll("danger", "text-muted");
        status.getStyleClass().add(failed ? "danger" : "text-muted");
    }

    /** Buttons and boxes that never shrink below their text (no "…"): their row wraps instead. */
    private static void keepText(Region... controls) {
        for (Region control : controls) {
            control.setMinWidth(Region.USE_PREF_SIZE);
        }
    }

    private static Label bold(String text) {
        var label = new Label(text);
        label.getStyleClass().add("text-bold");
        return label;
    }

    private void rebuildInputs() {
        inputs.getChildren().clear();
        int row = 0;
        for (String key : model.inputKeys()) {
            var label = new Label(key);
            var field = new TextField(model.inputValues().getOrDefault(key, ""));
            field.setId("dry-run-input-" + key);
            field.setPromptText("text, or JSON (42, [\"a\"], true)");
            field.textProperty().addListener((o, old, now) -> model.inputValues().put(key, now));
            GridPane.setHgrow(field, Priority.ALWAYS);
            inputs.addRow(row++, label, field);
        }
    }

    private TableView<ResponseRow> responsesTable() {
        var table = new TableView<>(model.responses());
        table.setId("dry-run-responses");
        table.setEditable(true);
        table.setPrefHeight(150);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        var kind = new TableColumn<ResponseRow, String>("Call");
        kind.setCellValueFactory(c -> c.getValue().kindProperty());
        kind.setCellFactory(ChoiceBoxTableCell.forTableColumn("ask", "command"));
        kind.setMinWidth(100); // "command" and the choice box's arrow
        kind.setPrefWidth(100);
        kind.setMaxWidth(110);
        var match = new TableColumn<ResponseRow, String>("Purpose / argv prefix");
        match.setCellValueFactory(c -> c.getValue().matchProperty());
        match.setCellFactory(TextFieldTableCell.forTableColumn());
        match.setMinWidth(100);
        match.setPrefWidth(160);
        var text = new TableColumn<ResponseRow, String>("Answer / result");
        text.setCellValueFactory(c -> c.getValue().textProperty());
        text.setCellFactory(TextFieldTableCell.forTableColumn());
        text.setMinWidth(100);
        text.setPrefWidth(200);
        var exit = new TableColumn<ResponseRow, String>("Exit");
        exit.setCellValueFactory(c -> c.getValue().exitCodeProperty());
        exit.setCellFactory(TextFieldTableCell.forTableColumn());
        exit.setMinWidth(44);
        exit.setPrefWidth(50);
        exit.setMaxWidth(60);
        table.getColumns().setAll(java.util.List.of(kind, match, text, exit));
        table.setPlaceholder(new Label("No scripted answers: every call pauses for you, or gets a marked default"));
        return table;
    }

    private VBox waitingBox() {
        question.setId("dry-run-question");
        question.getStyleClass().add("text-bold");
        question.setWrapText(true);
        prompt.setEditable(false);
        prompt.setWrapText(true);
        prompt.setPrefRowCount(4);
        prompt.getStyleClass().add("monospace");
        answer.setId("dry-run-answer");
        answer.setPromptText("Type the answer the model (or the command) would give");
        answer.setPrefRowCount(3);
        answer.setWrapText(true);
        exitCode.setId("dry-run-exit-code");
        exitCode.setPrefColumnCount(4);
        send = new Button("Answer");
        send.setId("dry-run-send");
        send.setOnAction(e -> {
            long exit;
            try {
                exit = Long.parseLong(exitCode.getText().strip());
            } catch (NumberFormatException ex) {
                exit = 1;
            }
            model.answer(answer.getText(), exit);
            answer.clear();
        });
        keepText(send);
        send.setDefaultButton(false);
        send.setTooltip(new Tooltip("Send the answer (Shortcut+Enter in the answer box)"));
        var exitRow = new HBox(6, new Label("Exit code"), exitCode);
        exitRow.setAlignment(Pos.CENTER_LEFT);
        var sendRow = new HBox(8, send, exitRow);
        sendRow.setAlignment(Pos.CENTER_LEFT);
        var box = new VBox(6, question, prompt, answer, sendRow);
        box.setId("dry-run-waiting");
        box.getStyleClass().add("dry-run-waiting");
        box.setPadding(new Insets(8, 10, 10, 10));
        box.visibleProperty().bind(model.pendingProperty().isNotNull());
        box.managedProperty().bind(box.visibleProperty());
        model.pendingProperty().addListener((o, old, now) -> {
            if (now == null) {
                return;
            }
            boolean ask = now.kind().equals("ask");
            exitRow.setVisible(!ask);
            exitRow.setManaged(!ask);
            question.setText("The run is waiting: " + now.kind() + " #" + now.number()
                    + (ask && now.request().containsKey("purpose") ? " (" + now.request().get("purpose") + ")" : ""));
            prompt.setText(ask ? String.valueOf(now.request().get("prompt"))
                    : String.join(" ", (java.util.List<String>) now.request().get("argv")));
            // The author is likely reading the timeline, far below: bring the question and the answer box to them.
            reveal(box, sendRow);
            answer.requestFocus();
        });
        return box;
    }

    /**
     * Scrolls so that the view shows {@link #controls} (Run, Stop) and {@code box} below them; when they do not fit,
     * {@code box} from its top; when it is taller than the view, down to the bottom of {@code last} (a node inside it).
     */
    private void reveal(Region box, Region last) {
        applyCss();
        layout();
        var content = getContent();
        double viewport = getViewportBounds().getHeight();
        double extra = content.getLayoutBounds().getHeight() - viewport;
        if (extra <= 0) {
            return;
        }
        double top = content.sceneToLocal(box.localToScene(box.getBoundsInLocal())).getMinY();
        double bottom = content.sceneToLocal(last.localToScene(last.getBoundsInLocal())).getMaxY();
        double above = content.sceneToLocal(controls.localToScene(controls.getBoundsInLocal())).getMinY();
        double y = bottom - above <= viewport ? above - 4 : bottom - top > viewport ? bottom - viewport : top - 4;
        setVvalue(getVmin() + Math.max(0, Math.min(1, y / extra)) * (getVmax() - getVmin()));
    }

    /** One timeline row: {@code 14  command #1  kubectl rollout status … → exit 1  (scripted)}. */
    static String describe(HostCall call) {
        Map<String, Object> req = call.request();
        String what = switch (call.kind()) {
            case "ask" -> "ask #" + call.number() + (req.containsKey("purpose") ? " (" + req.get("purpose") + ")" : "")
                    + " \u2192 " + shorten(String.valueOf(call.response().get("answer")));
            case "command" -> "command #" + call.number() + "  " + String.join(" ", call.argv()) + " \u2192 exit "
                    + call.response().get("exit_code");
            default -> "trace " + req.get("kind") + " " + req.get("data");
        };
        String source = switch (call.source()) {
            case SCRIPTED -> "  (scripted)";
            case INTERACTIVE -> "  (answered)";
            case UNSCRIPTED -> "  (UNSCRIPTED: default answer)";
            case NONE -> "";
        };
        return "line " + call.line() + "  " + what + source;
    }

    private static String shorten(String s) {
        String one = s.replace('\n', ' ');
        return one.length() > 60 ? one.substring(0, 59) + "\u2026" : one;
    }
}
