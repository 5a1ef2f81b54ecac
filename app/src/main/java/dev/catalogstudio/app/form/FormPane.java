package dev.catalogstudio.app.form;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.LengthUnit;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The frontmatter form beside the editor: one labelled control per field of the current document, its diagnostics
 * under it (the problems panel's codes), lists with add, remove and move, anything it cannot edit as YAML text with a
 * remove button. Keyboard: Tab follows the fields; Escape puts back a field's value; in a list item, Alt+Up and
 * Alt+Down move it and Ctrl+Delete removes it. A field being typed in is not overwritten by a snapshot that arrives
 * meanwhile.
 *
 * <p>A value typed in a field (an "Add…" box included) is written to the document it was typed for, as one undo step,
 * when it is committed: Enter, leaving the field (Tab, Shift+Tab, a click elsewhere, another window), a command key
 * (Ctrl+S, Ctrl+W, …), the form's list buttons, the form hidden or the current file switched, and
 * {@link #commitPending()} (the window closing). A value the document cannot take (a text that is no YAML boolean,
 * number or null in a literal field; anything {@link FormViewModel} refuses) is never written and never silently
 * kept: its field keeps it, marked with the style class {@code form-refused}, the reason under it and in its tooltip
 * and accessible help, until it is corrected and committed or Escape puts back the document's value.
 */
public final class FormPane extends BorderPane {

    private final FormViewModel model;
    private final VBox rows = new VBox(10);
    private final Label title = new Label();
    private final VBox banner = new VBox(4);
    private final Label status = new Label();
    private final VBox history = new VBox(2);
    private final java.util.Map<FieldPath, VBox> rowNodes = new java.util.HashMap<>();
    private List<FormField> shown = List.of();
    /** What the form last reported in the status line about a refused value, until no box holds one; or null. */
    private String reported;
    /** A text box never shown, for {@link #asShown}. */
    private final TextField scratch = new TextField();
    /** Whether the rows are being rebuilt (their boxes leave the scene without the user leaving them). */
    private boolean rebuilding;
    private Runnable documentUndo = () -> { };
    private Runnable documentRedo = () -> { };
    private static final javafx.scene.input.KeyCombination UNDO =
            javafx.scene.input.KeyCombination.keyCombination("Shortcut+Z");
    private static final javafx.scene.input.KeyCombination REDO =
            javafx.scene.input.KeyCombination.keyCombination("Shortcut+Shift+Z");

    public FormPane(FormViewModel model) {
        this.model = model;
        setId("form-pane");
        getStyleClass().add("form-pane");
        title.getStyleClass().add("title-4");
        title.setWrapText(true);
        status.getStyleClass().add("danger");
        status.setWrapText(true);
        status.textProperty().bind(model.statusProperty());
        status.managedProperty().bind(status.textProperty().isNotEmpty());
        rows.setPadding(new Insets(8, 12, 12, 12));
        history.setId("form-history");
        history.setPadding(new Insets(8, 12, 0, 12));
        history.managedProperty().bind(history.visibleProperty());
        var scroll = new ScrollPane(new VBox(history, rows));
        scroll.setFitToWidth(true);
        rows.getStyleClass().add("form-rows");
        var baseNote = new Label();
        baseNote.setId("form-base-note");
        baseNote.getStyleClass().addAll("text-muted", "form-base-note");
        baseNote.setWrapText(true);
        baseNote.textProperty().bind(model.baseNoteProperty());
        baseNote.managedProperty().bind(baseNote.textProperty().isNotEmpty());
        baseNote.visibleProperty().bind(baseNote.managedProperty());
        var top = new VBox(6, title, baseNote, banner, status, bumps(), picker());
        top.setPadding(new Insets(8, 12, 0, 12));
        setTop(top);
        setCenter(scroll);
        title.textProperty().bind(model.titleProperty());
        model.fieldsProperty().addListener((o, old, now) -> render(now));
        model.baseValuesProperty().addListener((o, old, now) -> {
            shown = List.of(); // the "was:" lines change: rebuild every row
            render(model.fieldsProperty().get());
        });
        model.documentProperty().addListener((o, old, now) -> left(old));
        // Hidden (View → Form), stepping aside for a file it cannot show, or the window's layout rebuilt: the fields
        // leave the scene, and what was typed in them is written first.
        sceneProperty().addListener((o, old, now) -> {
            if (now == null) {
                commitAll();
            }
        });
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getTarget() instanceof TextField box && box.getProperties().get(Input.class) instanceof Input in
                    && isCommand(e)) {
                commit(in); // before the command runs: Save saves the value, Close Tab closes it written
            }
        });
        model.problemProperty().addListener((o, old, now) -> renderProblem());
        model.historyProperty().addListener((o, old, now) -> renderHistory(now));
        renderHistory(model.historyProperty().get());
        render(model.fieldsProperty().get());
        renderProblem();
    }

    /**
     * What Undo and Redo (Shortcut+Z, Shortcut+Shift+Z) do in a text box of the form whose value is committed: undo or
     * redo the document, as Edit → Undo does. A box with uncommitted typing undoes its own typing first.
     */
    public void setDocumentUndo(Runnable undo, Runnable redo) {
        this.documentUndo = java.util.Objects.requireNonNull(undo);
        this.documentRedo = java.util.Objects.requireNonNull(redo);
    }

    /**
     * Bump patch / minor / major, shown for MetaAgents entries, each with the spec's guidance. The row wraps rather
     * than shortening its labels when the form is narrow (beside the editor, the preview and the graph at the default
     * window size).
     */
    private javafx.scene.layout.FlowPane bumps() {
        var label = new Label("Bump:");
        label.setMinWidth(Region.USE_PREF_SIZE);
        var row = new javafx.scene.layout.FlowPane(6, 4, label);
        row.setId("form-bumps");
        row.setAlignment(Pos.CENTER_LEFT);
        for (var step : dev.catalogstudio.model.format.metaagents.VersionBump.Step.values()) {
            String name = step.name().toLowerCase(java.util.Locale.ROOT);
            var button = new Button(Character.toUpperCase(name.charAt(0)) + name.substring(1));
            button.setId("form-bump-" + name);
            button.setMinWidth(Region.USE_PREF_SIZE);
            button.getStyleClass().add(atlantafx.base.theme.Styles.SMALL);
            button.setTooltip(new Tooltip("Bump " + name + ": " + step.guidance()
                    + " Adds its dated section at the top of CHANGELOG.md."));
            button.setOnAction(e -> model.bump(step));
            row.getChildren().add(button);
        }
        row.visibleProperty().bind(model.versionedProperty());
        row.managedProperty().bind(model.versionedProperty());
        return row;
    }

    /**
     * "Add dependency…": a filter box and the list of the workspace's and layers' skills and MCP servers (kind, FQN,
     * version, layer); Enter or a double click writes the chosen entry's origin into its dependency list.
     */
    private VBox picker() {
        var open = new Button("Add dependency…");
        open.setId("form-add-dependency");
        var filter = new TextField();
        filter.setId("form-dependency-filter");
        filter.setPromptText("Filter by name, FQN or kind");
        var list = new javafx.scene.control.ListView<dev.catalogstudio.model.graph.DependencyChoices.Choice>();
        list.setId("form-dependency-list");
        list.setPrefHeight(180);
        list.setCellFactory(v -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(dev.catalogstudio.model.graph.DependencyChoices.Choice c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : c.node().kind().displayName() + "  " + c.node().fqn()
                        + (c.node().version().isEmpty() ? "" : "  @" + c.node().version()) + "  (" + c.node().layer()
                        + (model.isRemote(c) ? ", remote" : "")
                        + ")" + (c.warning().isEmpty() ? "" : "  \u26A0 file: origin"));
                setTooltip(empty || c == null ? null : new Tooltip(c.origin()));
            }
        });
        var panel = new VBox(4, filter, list);
        panel.setVisible(false);
        panel.setManaged(false);
        Runnable fill = () -> {
            String q = filter.getText().toLowerCase(java.util.Locale.ROOT);
            list.getItems().setAll(model.dependencyChoices().stream().filter(c -> q.isBlank()
                    || (c.node().fqn() + " " + c.node().kind().displayName() + " " + c.node().id())
                            .toLowerCase(java.util.Locale.ROOT).contains(q)).toList());
            list.getSelectionModel().selectFirst();
        };
        Runnable choose = () -> {
            var choice = list.getSelectionModel().getSelectedItem();
            if (choice != null) {
                panel.setVisible(false);
                panel.setManaged(false);
                model.addDependency(choice);
            }
        };
        open.setOnAction(e -> {
            boolean show = !panel.isVisible();
            panel.setVisible(show);
            panel.setManaged(show);
            if (show) {
                filter.clear();
                fill.run();
                filter.requestFocus();
            }
        });
        filter.textProperty().addListener(o -> fill.run());
        filter.setOnAction(e -> choose.run());
        filter.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DOWN) {
                list.requestFocus();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                panel.setVisible(false);
                panel.setManaged(false);
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                choose.run();
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                choose.run();
            }
        });
        var box = new VBox(4, open, panel);
        box.visibleProperty().bind(model.dependenciesProperty());
        box.managedProperty().bind(model.dependenciesProperty());
        return box;
    }

    /** A CHANGELOG's versions, newest first, each a link to its section; a malformed header is marked. */
    private void renderHistory(List<FormViewModel.Version> versions) {
        history.getChildren().clear();
        history.setVisible(!versions.isEmpty());
        if (versions.isEmpty()) {
            return;
        }
        var hint = new Label("Versions, newest first. Click one to go to its section; Bump adds the next one at the"
                + " top.");
        hint.setWrapText(true);
        hint.getStyleClass().addAll("text-muted", "form-help");
        history.getChildren().add(hint);
        for (int i = 0; i < versions.size(); i++) {
            var version = versions.get(i);
            var link = new Hyperlink(version.text());
            link.setId("form-history-" + i);
            link.setOnAction(e -> model.goTo(version));
            if (!version.wellFormed()) {
                link.getStyleClass().add("warning");
                link.setTooltip(new Tooltip("Not 'X.Y.Z (YYYY-MM-DD)': see changelog-header-format."));
            }
            history.getChildren().add(link);
        }
    }

    private void renderProblem() {
        banner.getChildren().clear();
        String problem = model.problemProperty().get();
        if (problem == null) {
            return;
        }
        var message = new Label(problem + " The form is read-only until it parses.");
        message.setWrapText(true);
        message.getStyleClass().add("danger");
        var range = model.problemRangeProperty().get();
        var jump = new Hyperlink(range == null ? "Show in the text" : "Go to line " + range.start().line());
        jump.setId("form-problem-link");
        jump.setOnAction(e -> model.goToProblem());
        banner.getChildren().addAll(message, jump);
    }

    /**
     * Shows {@code fields}. When only values or diagnostics changed (a keystroke in the text), the rows are updated in
     * place: a changed value is set into its box unless the user is typing in it, and only a row whose diagnostics
     * changed is rebuilt. Otherwise all rows are rebuilt, keeping the focus and what is being typed.
     */
    private void render(List<FormField> fields) {
        if (sameShape(shown, fields)) {
            for (int i = 0; i < fields.size(); i++) {
                var before = shown.get(i);
                var now = fields.get(i);
                if (before.equals(now)) {
                    continue;
                }
                if (!before.diagnostics().equals(now.diagnostics())
                        || !before.itemDiagnostics().equals(now.itemDiagnostics())) {
                    rebuildKeepingFocus(() -> rows.getChildren().set(rows.getChildren().indexOf(
                            rowNodes.get(before.path())), rowNode(now)));
                } else {
                    updateValues(now);
                }
            }
            shown = fields;
            return;
        }
        rebuildKeepingFocus(() -> {
            rows.getChildren().clear();
            rowNodes.clear();
            for (var field : fields) {
                rows.getChildren().add(rowNode(field));
            }
        });
        shown = fields;
    }

    private VBox rowNode(FormField field) {
        var node = row(field);
        rowNodes.put(field.path(), node);
        return node;
    }

    /** Whether two lists of rows have the same paths, kinds and list lengths (so only values may differ). */
    private static boolean sameShape(List<FormField> a, List<FormField> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            var x = a.get(i);
            var y = b.get(i);
            if (!x.path().equals(y.path()) || x.kind() != y.kind() || x.items().size() != y.items().size()
                    || x.present() != y.present() || x.unknown() != y.unknown()) {
                return false;
            }
        }
        return true;
    }

    /** Sets a row's new values into its boxes, each as its new "unchanged" value. */
    private void updateValues(FormField field) {
        switch (field.kind()) {
            case TEXT, LITERAL -> setValue(field.path(), field.value());
            case LIST -> {
                for (int i = 0; i < field.items().size(); i++) {
                    setValue(field.path().child(i), field.items().get(i));
                }
            }
            case RAW -> {
                if (rows.lookup("#" + id(field.path())) instanceof TextArea area) {
                    area.setText(field.value());
                }
            }
        }
    }

    /**
     * The document's value of {@code path} is now {@code value}: shown, unless its box holds a value not yet written
     * (being typed, or refused), which stays.
     */
    private void setValue(FieldPath path, String value) {
        if (rows.lookup("#" + id(path)) instanceof TextField box && box.getProperties().get(Input.class) instanceof Input in) {
            boolean pending = in.dirty() && (box.isFocused() || in.refused != null);
            in.value = asShown(value);
            if (!pending) {
                box.setText(value);
            }
            if (!in.dirty()) {
                in.unmark();
            }
        }
    }

    /**
     * Runs {@code rebuild}, then gives the focus back to the control with the same id, and puts back into the new
     * boxes what was typed in the old ones and not yet written (the box being typed in, refused values with their
     * marks). No commit happens meanwhile: the boxes leave the scene because the rows are rebuilt, not because the
     * user left them.
     */
    private void rebuildKeepingFocus(Runnable rebuild) {
        var focused = getScene() == null ? null : getScene().getFocusOwner();
        String focusedId = focused == null ? null : focused.getId();
        // Where the caret and selection were in the box typed in: Ctrl+A then typing replaces the value even when a
        // snapshot rebuilds the row between the two.
        int anchor = focused instanceof TextField box ? box.getAnchor() : -1;
        int caret = focused instanceof TextField box ? box.getCaretPosition() : -1;
        var carried = new java.util.LinkedHashMap<String, Input>();
        for (var in : inputs()) {
            if (in.dirty() && (in.box.isFocused() || in.refused != null)) {
                carried.put(in.box.getId(), in);
            }
        }
        rebuilding = true;
        try {
            rebuild.run();
        } finally {
            rebuilding = false;
        }
        carried.forEach((id, old) -> {
            if (rows.lookup("#" + id) instanceof TextField box && box.getProperties().get(Input.class) instanceof Input in
                    && in.document.equals(old.document) && !old.box.getText().equals(box.getText())) {
                box.setText(old.box.getText()); // still being typed, or refused: waits for a commit or Escape
                if (old.refused != null) {
                    in.mark(old.refused);
                }
            }
        });
        if (focusedId != null) {
            var again = rows.lookup("#" + focusedId);
            if (again != null) {
                again.requestFocus();
                if (again instanceof TextField box && anchor >= 0) {
                    int length = box.getLength();
                    box.selectRange(Math.min(anchor, length), Math.min(caret, length));
                }
            }
        }
    }

    /**
     * {@code value} as a text box shows it (without line breaks and tabs): what a box's text is compared with, so that
     * a multi-line value nobody typed over is never written back in one line.
     */
    private String asShown(String value) {
        scratch.setText(value);
        return scratch.getText();
    }

    /** The text boxes of the rows shown. */
    private List<Input> inputs() {
        return rows.lookupAll(".form-input").stream().map(n -> n.getProperties().get(Input.class))
                .filter(Input.class::isInstance).map(Input.class::cast).toList();
    }

    /**
     * Writes every value typed in the form and not yet written, each to the document it was typed for (one undo step
     * each). A value the document refuses stays in its field, marked with the reason, and the status line says so.
     *
     * @return whether nothing is left unwritten (no field holds a refused value)
     */
    public boolean commitPending() {
        var refused = commitAll();
        if (refused != null) {
            reported = "Not written: '" + refused.path + "' holds a value the document cannot take; correct it or"
                    + " press Escape in it.";
            model.report(reported);
        }
        return refused == null;
    }

    /** Writes what every box holds; returns the first box left with a refused value, or null. */
    private Input commitAll() {
        Input refused = null;
        for (var in : inputs()) {
            if (!commit(in) && refused == null) {
                refused = in;
            }
        }
        return refused;
    }

    /**
     * Writes what {@code in} holds when it differs from the document's value; a refusal marks the box.
     *
     * @return whether the box holds no unwritten value afterwards
     */
    private boolean commit(Input in) {
        String typed = in.box.getText();
        if (!in.dirty() || in.adds && typed.isBlank()) {
            in.unmark();
            return true;
        }
        var refusal = in.write.apply(typed);
        if (refusal.isPresent()) {
            in.mark(refusal.get());
            return false;
        }
        in.unmark();
        if (in.adds) {
            in.box.clear();
        } else {
            in.value = typed; // written: the snapshot with it confirms it later
        }
        return true;
    }

    /**
     * The form now shows another document than {@code previous}: what was typed for {@code previous} is written to
     * it; a value it refuses is reported in the status line (the new document's fields replace its box).
     */
    private void left(String previous) {
        if (previous == null) {
            return;
        }
        var refused = new java.util.ArrayList<String>();
        for (var in : inputs()) {
            if (in.document.equals(previous) && !commit(in)) {
                refused.add(in.path + " = '" + in.box.getText() + "': " + in.refused);
            }
        }
        if (!refused.isEmpty()) {
            model.report("Not written to " + previous + ": " + String.join("; ", refused));
        }
    }

    /**
     * Runs a command of the form's buttons and keys that changes the rows' shape (remove, move, add), after writing
     * what the other boxes hold; a box holding a refused value stops it, and keeps the focus.
     *
     * @param discard the field whose own typed value the command makes moot (the item removed), or null
     */
    private void structural(FieldPath discard, Runnable command) {
        for (var in : inputs()) {
            if (in.path.equals(discard)) {
                continue;
            }
            if (!commit(in)) {
                reported = "Not done: '" + in.path + "' holds a value that cannot be written; correct it or press"
                        + " Escape first.";
                model.report(reported);
                in.box.requestFocus();
                return;
            }
        }
        command.run();
    }

    /** Whether {@code e} is a command key (Ctrl+S, Ctrl+W, Ctrl+Tab, F-keys, …) rather than editing in a text box. */
    private static boolean isCommand(javafx.scene.input.KeyEvent e) {
        if (e.getCode().isFunctionKey()) {
            return true;
        }
        if (!e.isShortcutDown() || e.isAltDown() || e.getCode().isModifierKey() || UNDO.match(e) || REDO.match(e)) {
            return false;
        }
        return switch (e.getCode()) {
            case A, C, V, X, Z, Y, INSERT, LEFT, RIGHT, UP, DOWN, HOME, END, BACK_SPACE, DELETE -> false;
            default -> true;
        };
    }

    /** The spec's help, with its length limit and allowed values when the help does not already say them. */
    static String helpText(FieldSpec spec) {
        var text = new StringBuilder(spec.help());
        Integer max = spec.maxLength();
        if (max != null && !spec.help().contains(String.format(java.util.Locale.ROOT, "%,d", max))
                && !spec.help().contains(String.valueOf(max))) {
            text.append(" At most ").append(max)
                    .append(spec.lengthUnit() == LengthUnit.BYTES ? " bytes." : " characters.");
        }
        if (!spec.allowed().isEmpty()) {
            text.append(" One of: ").append(String.join(", ", spec.allowed())).append('.');
        }
        if (spec.defaultValue() != null) {
            text.append(" Default: ").append(spec.defaultValue()).append('.');
        }
        return text.toString();
    }

    private VBox row(FormField field) {
        var label = new Label(field.label() + (field.spec() != null && field.spec().required() ? " *" : ""));
        label.getStyleClass().add("text-bold");
        var box = new VBox(4, label);
        if (field.spec() != null) {
            var help = new Label(helpText(field.spec()));
            help.setWrapText(true);
            help.getStyleClass().addAll("text-muted", "form-help");
            label.setTooltip(new Tooltip(field.spec().specSection()));
            box.getChildren().add(help);
        } else if (field.unknown()) {
            var note = new Label("Not a field of this kind: kept as written.");
            note.getStyleClass().addAll("text-muted", "form-help");
            box.getChildren().add(note);
        }
        String hosts = model.hostReaders(field.path());
        if (!hosts.isEmpty()) {
            var readers = new Label(hosts);
            readers.setWrapText(true);
            readers.getStyleClass().addAll("text-muted", "form-hosts");
            readers.setId("hosts-" + field.path().toString().replaceAll("[^A-Za-z0-9_-]", "_"));
            box.getChildren().add(readers);
        }
        String document = model.path();
        switch (field.kind()) {
            case TEXT, LITERAL -> {
                var in = new Input(document, field.path(), field.value(), false,
                        field.kind() == FormField.Kind.LITERAL
                                ? value -> model.setLiteral(document, field.path(), value)
                                : value -> model.set(document, field.path(), value));
                label.setLabelFor(in.box);
                if (!field.present()) {
                    in.box.setPromptText("not set");
                    box.getChildren().addAll(line(in.box), in.reason);
                } else {
                    var remove = button("✕", "Remove " + field.label(),
                            () -> structural(field.path(), () -> model.remove(field.path())));
                    box.getChildren().addAll(line(in.box, remove), in.reason);
                }
            }
            case LIST -> {
                for (int i = 0; i < field.items().size(); i++) {
                    var item = field.path().child(i);
                    var in = new Input(document, item, field.items().get(i), false,
                            value -> model.set(document, item, value));
                    var input = in.box;
                    input.setOnKeyPressed(e -> {
                        if (e.isAltDown() && (e.getCode() == KeyCode.UP || e.getCode() == KeyCode.DOWN)) {
                            structural(null, () -> model.move(item, e.getCode() == KeyCode.UP ? -1 : 1));
                            e.consume();
                        } else if (e.isShortcutDown() && e.getCode() == KeyCode.DELETE) {
                            structural(item, () -> model.remove(item));
                            e.consume();
                        }
                    });
                    String origin = field.items().get(i);
                    if (field.label().startsWith("dependencies.")) {
                        input.end(); // an origin's telling part is its end: show it rather than https://github.com/…
                    }
                    var go = button("→", "Open the entry it resolves to", () -> model.openTarget(origin));
                    go.setVisible(field.label().startsWith("dependencies."));
                    go.setManaged(go.isVisible());
                    box.getChildren().addAll(line(input, go,
                            button("↑", "Move up (Alt+Up)", () -> structural(null, () -> model.move(item, -1))),
                            button("↓", "Move down (Alt+Down)", () -> structural(null, () -> model.move(item, 1))),
                            button("✕", "Remove (Ctrl+Delete)", () -> structural(item, () -> model.remove(item)))),
                            in.reason);
                    field.itemDiagnostics().get(i).forEach(d -> box.getChildren().add(diagnostic(d)));
                }
                var add = new Input(document, field.path(), "", true, value -> model.add(document, field.path(), value));
                add.box.setId(id(field.path()) + "-add");
                add.reason.setId(add.box.getId() + "-reason");
                add.box.setPromptText("Add…");
                label.setLabelFor(add.box);
                box.getChildren().addAll(line(add.box, button("+", "Add to " + field.label(),
                        () -> structural(field.path(), () -> commit(add)))), add.reason);
            }
            case RAW -> {
                var yaml = new TextArea(field.value());
                yaml.setEditable(false);
                yaml.setPrefRowCount(Math.min(8, (int) field.value().lines().count()));
                yaml.setId(id(field.path()));
                yaml.setTooltip(new Tooltip("Edit this field in the text; the form keeps it as written."));
                box.getChildren().add(line(yaml, button("✕", "Remove " + field.label(),
                        () -> model.remove(field.path()))));
            }
        }
        String was = model.baseValuesProperty().get().get(field.path());
        if (was != null) {
            var base = new Label("was: " + was);
            base.setId("was-" + id(field.path()));
            base.setWrapText(true);
            base.getStyleClass().addAll("text-muted", "form-base-value");
            base.setTooltip(new Tooltip("Its value at " + model.baseRevision()
                    + " (Compare With…); Stop Comparing hides it"));
            box.getChildren().add(base);
        }
        for (Diagnostic d : field.diagnostics()) {
            box.getChildren().add(diagnostic(d));
        }
        return box;
    }

    /** A diagnostic under its field or item: its code and message, in its severity's colour. */
    private static Label diagnostic(Diagnostic d) {
        var message = new Label(d.rule().id() + ": " + d.message());
        message.setWrapText(true);
        message.getStyleClass().add(d.severity() == Severity.ERROR ? "danger"
                : d.severity() == Severity.WARNING ? "warning" : "accent");
        message.getStyleClass().add("form-diagnostic");
        return message;
    }

    /**
     * A text box of the form: the document and field it was made for, the document's value, what writes a value, and
     * the line under it saying why a value was refused. Enter commits (when changed), and so does leaving the box;
     * Escape puts the document's value back.
     */
    private final class Input {
        final TextField box;
        final String document;
        final FieldPath path;
        /** Whether this is a list's "Add…" box: a value written is appended, and the box empties. */
        final boolean adds;
        /** Writes a value; returns why it was refused, or empty when written (or nothing to write). */
        final java.util.function.Function<String, java.util.Optional<String>> write;
        /** Why the document refused the value shown, with its red line under the box; shown only when refused. */
        final Label reason = new Label();
        /** The document's value (what Escape puts back); "" for an "Add…" box. */
        String value;
        /** Why the value in the box was refused, or null. */
        String refused;
        private final Tooltip plainTip;

        Input(String document, FieldPath path, String value, boolean adds,
              java.util.function.Function<String, java.util.Optional<String>> write) {
            this.box = new TextField(value);
            this.document = document;
            this.path = path;
            this.value = box.getText(); // as a text box shows it: a multi-line value typed over is written, not shown
            this.adds = adds;
            this.write = write;
            box.setId(id(path));
            box.getStyleClass().add("form-input");
            box.getProperties().put(Input.class, this);
            plainTip = value.length() > 40 ? new Tooltip(value) : null; // a long origin URL shows whole on hover
            box.setTooltip(plainTip);
            reason.setId(id(path) + "-reason");
            reason.setWrapText(true);
            reason.getStyleClass().addAll("danger", "form-refused-reason");
            reason.setVisible(false);
            reason.setManaged(false);
            box.setOnAction(e -> commit(this));
            box.focusedProperty().addListener((o, was, now) -> {
                if (!now && !rebuilding && box.getScene() != null && box.getScene().getWindow() != null) {
                    // Tab, Shift+Tab, a click elsewhere, another window; not a box rebuilt away, nor a scene taken
                    // off its window
                    commit(this);
                }
            });
            box.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.ESCAPE) {
                    box.setText(this.value);
                    unmark();
                    e.consume();
                } else if ((UNDO.match(e) || REDO.match(e)) && !dirty()) {
                    (REDO.match(e) ? documentRedo : documentUndo).run();
                    e.consume();
                }
            });
            HBox.setHgrow(box, Priority.ALWAYS);
        }

        /** Whether the box holds something else than the document's value. */
        boolean dirty() {
            return !box.getText().equals(value);
        }

        /** Marks the box's value as refused by the document, for {@code why}. */
        void mark(String why) {
            refused = why;
            if (!box.getStyleClass().contains("form-refused")) {
                box.getStyleClass().add("form-refused");
            }
            reason.setText("Not written: " + why + " Correct it, or press Escape for the document's value.");
            reason.setVisible(true);
            reason.setManaged(true);
            box.setTooltip(new Tooltip(reason.getText()));
            box.setAccessibleText(path + ", not written");
            box.setAccessibleHelp(reason.getText());
        }

        /** Takes the refused mark away (written, reverted, or back to the document's value). */
        void unmark() {
            if (refused == null) {
                return;
            }
            refused = null;
            box.getStyleClass().remove("form-refused");
            reason.setText("");
            reason.setVisible(false);
            reason.setManaged(false);
            box.setTooltip(plainTip);
            box.setAccessibleText(null);
            box.setAccessibleHelp(null);
            if (reported != null && inputs().stream().noneMatch(in -> in.refused != null)) {
                if (reported.equals(model.statusProperty().get())) {
                    model.report(""); // what it said is settled
                }
                reported = null;
            }
        }
    }

    private static Button button(String text, String tip, Runnable action) {
        var button = new Button(text);
        button.setTooltip(new Tooltip(tip));
        button.getStyleClass().add("flat");
        button.setFocusTraversable(false); // Tab goes from field to field; the keys above do the same
        button.setOnAction(e -> action.run());
        return button;
    }

    private static HBox line(javafx.scene.Node main, javafx.scene.Node... rest) {
        var line = new HBox(4, main);
        line.getChildren().addAll(rest);
        line.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(main, Priority.ALWAYS);
        return line;
    }

    /** A node id for a field path: {@code form-dependencies-skills-0}. */
    static String id(FieldPath path) {
        return "form-" + path.toString().replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
