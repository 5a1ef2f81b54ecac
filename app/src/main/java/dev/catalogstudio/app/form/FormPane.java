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
 * remove button. Keyboard: Tab follows the fields; Enter commits a field, Escape puts back its value; in a list
 * item, Alt+Up and Alt+Down move it and Ctrl+Delete removes it; Enter in "Add…" appends. A field being typed in is
 * not overwritten by a snapshot that arrives meanwhile.
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

    private void setValue(FieldPath path, String value) {
        if (rows.lookup("#" + id(path)) instanceof TextField input) {
            boolean typing = input.isFocused() && Boolean.TRUE.equals(input.getProperties().get("dirty"));
            input.getProperties().put("value", value);
            if (!typing) {
                input.setText(value);
            } else {
                input.getProperties().put("dirty", !input.getText().equals(value));
            }
        }
    }

    /** Runs {@code rebuild}, then gives the focus back to the control with the same id, with what was typed in it. */
    private void rebuildKeepingFocus(Runnable rebuild) {
        var focused = getScene() == null ? null : getScene().getFocusOwner();
        String focusedId = focused == null ? null : focused.getId();
        String typed = focused instanceof TextField field && Boolean.TRUE.equals(field.getProperties().get("dirty"))
                ? field.getText() : null;
        rebuild.run();
        if (focusedId != null) {
            var again = rows.lookup("#" + focusedId);
            if (again != null) {
                if (typed != null && again instanceof TextField field && !typed.equals(field.getText())) {
                    field.setText(typed); // still being typed: the snapshot's value waits for Enter or Escape
                    field.end();
                }
                again.requestFocus();
            }
        }
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
        switch (field.kind()) {
            case TEXT, LITERAL -> {
                var input = input(field.path(), field.value(), value -> {
                    if (field.kind() == FormField.Kind.LITERAL) {
                        model.setLiteral(field.path(), value);
                    } else {
                        model.set(field.path(), value);
                    }
                });
                label.setLabelFor(input);
                if (!field.present()) {
                    input.setPromptText("not set");
                    box.getChildren().add(line(input));
                } else {
                    var remove = button("✕", "Remove " + field.label(), () -> model.remove(field.path()));
                    box.getChildren().add(line(input, remove));
                }
            }
            case LIST -> {
                for (int i = 0; i < field.items().size(); i++) {
                    var item = field.path().child(i);
                    var input = input(item, field.items().get(i), value -> model.set(item, value));
                    input.setOnKeyPressed(e -> {
                        if (e.isAltDown() && (e.getCode() == KeyCode.UP || e.getCode() == KeyCode.DOWN)) {
                            model.move(item, e.getCode() == KeyCode.UP ? -1 : 1);
                            e.consume();
                        } else if (e.isShortcutDown() && e.getCode() == KeyCode.DELETE) {
                            model.remove(item);
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
                    box.getChildren().add(line(input, go,
                            button("↑", "Move up (Alt+Up)", () -> model.move(item, -1)),
                            button("↓", "Move down (Alt+Down)", () -> model.move(item, 1)),
                            button("✕", "Remove (Ctrl+Delete)", () -> model.remove(item))));
                    field.itemDiagnostics().get(i).forEach(d -> box.getChildren().add(diagnostic(d)));
                }
                var add = new TextField();
                add.setId(id(field.path()) + "-add");
                add.setPromptText("Add…");
                add.setOnAction(e -> {
                    if (!add.getText().isBlank()) {
                        model.add(field.path(), add.getText());
                    }
                });
                label.setLabelFor(add);
                box.getChildren().add(line(add, button("+", "Add to " + field.label(), () -> {
                    if (!add.getText().isBlank()) {
                        model.add(field.path(), add.getText());
                    }
                })));
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

    /** A text box for {@code value}: Enter commits (when changed), Escape puts the value back. */
    private TextField input(FieldPath path, String value, java.util.function.Consumer<String> commit) {
        var input = new TextField(value);
        input.setId(id(path));
        input.getProperties().put("value", value);
        if (value.length() > 40) {
            input.setTooltip(new Tooltip(value)); // a long origin URL shows whole on hover
        }
        input.textProperty().addListener((o, old, now) -> input.getProperties().put("dirty",
                !now.equals(input.getProperties().get("value"))));
        input.setOnAction(e -> {
            if (!input.getText().equals(input.getProperties().get("value"))) {
                commit.accept(input.getText());
            }
        });
        input.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                input.setText((String) input.getProperties().get("value"));
                e.consume();
            } else if ((UNDO.match(e) || REDO.match(e))
                    && input.getText().equals(input.getProperties().get("value"))) {
                (REDO.match(e) ? documentRedo : documentUndo).run();
                e.consume();
            }
        });
        HBox.setHgrow(input, Priority.ALWAYS);
        return input;
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
