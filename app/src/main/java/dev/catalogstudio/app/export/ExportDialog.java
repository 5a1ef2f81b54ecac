package dev.catalogstudio.app.export;

import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Loss;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File → Export for Host…: the source folder (the current entry's plugin or skill folder, or one chosen), the target
 * host and the output folder; the loss report of the plan is listed (where, item, action, reason) before anything is
 * written, Export writes it and shows the outcome or the refusal. Every control has a mnemonic label, Enter exports,
 * Escape closes without writing ({@link ExportViewModel} holds the state and runs the work off the FX thread).
 */
public final class ExportDialog {

    private final Stage stage = new Stage();
    private final ExportViewModel model;
    private final TextField source = new TextField();
    private final ComboBox<ExportTarget> target = new ComboBox<>();
    private final TextField out = new TextField();
    private final TextField vendor = new TextField();
    private final CheckBox replace = new CheckBox("_Replace an earlier export in that folder");
    private final TableView<Loss> losses;
    private final Button export = new Button("_Export");
    /** The output folder last suggested, replaced by the next suggestion while the author has not typed another. */
    private String suggested = "";

    /**
     * @param owner  the main window, or null
     * @param work   where planning and writing run
     * @param fx     the FX thread's executor
     * @param from   the folder first proposed as the source, or null
     * @param to     the target first chosen
     */
    public ExportDialog(Window owner, Executor work, Executor fx, Path from, ExportTarget to) {
        this.model = new ExportViewModel(work, fx);
        this.losses = LossTable.of(model.losses(), "export-losses");
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Export for Host");
        var intro = new Label("Write a plugin, skill folder or host folder in another host's layout. The loss "
                + "report lists every field, file, component and placeholder the target cannot carry as it is, "
                + "before anything is written; the source is never changed.");
        intro.setWrapText(true);
        intro.setMinHeight(Region.USE_PREF_SIZE);

        source.setId("export-source");
        source.setPromptText("A plugin, skill folder or host folder");
        target.setId("export-target");
        target.getItems().setAll(ExportTarget.values());
        target.setCellFactory(v -> targetCell());
        target.setButtonCell(targetCell());
        vendor.setId("export-vendor");
        vendor.setPromptText("Your publisher namespace, kebab-case (blank: the author's name)");
        vendor.setTooltip(new javafx.scene.control.Tooltip("OAF's vendorKey and the namespace of MetaAgents' MCP "
                + "names; other hosts have none. Applied when you press Enter or leave the field."));
        out.setId("export-out");
        out.setPromptText("An absent or empty folder");
        replace.setId("export-replace");
        replace.setMnemonicParsing(true);

        var grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, label("_Source:", source), source, chooser("Choose\u2026", "export-choose-source", source,
                "Folder to export"));
        grid.addRow(1, label("_Target host:", target), target);
        grid.addRow(2, label("_Vendor key:", vendor), vendor);
        grid.addRow(3, label("_Output folder:", out), out, chooser("Choose\u2026", "export-choose-out", out,
                "Folder to write into"));
        grid.add(replace, 1, 4, 2, 1);
        GridPane.setHgrow(source, Priority.ALWAYS);
        GridPane.setHgrow(out, Priority.ALWAYS);

        var report = new Label("_Loss report (nothing is written before Export):");
        report.setMnemonicParsing(true);
        report.setLabelFor(losses);
        losses.placeholderProperty().bind(Bindings.createObjectBinding(() -> new Label(
                model.planProperty().get() == null ? "No plan yet." : "Nothing is lost: the target carries it all."),
                model.planProperty()));

        var status = JobControls.status(model, "export");
        var error = JobControls.error(model, "export");

        export.setId("export-run");
        export.setDefaultButton(true);
        export.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.canExport(), model.planProperty(),
                model.runningProperty(), model.outProperty(), model.resultProperty()));
        export.setOnAction(e -> model.export());
        var buttons = JobControls.buttons(model, "export", this::close, export);

        var root = new VBox(10, intro, grid, report, losses, status, error, buttons);
        root.setPadding(new Insets(14));
        root.setPrefWidth(960);
        VBox.setVgrow(losses, Priority.ALWAYS);
        stage.setScene(JobControls.scene(root, owner));

        source.textProperty().bindBidirectional(model.sourceProperty());
        out.textProperty().bindBidirectional(model.outProperty());
        replace.selectedProperty().bindBidirectional(model.replaceProperty());
        // Replacing an earlier export may change the plan (the vendor it recorded): planned again at once.
        model.replaceProperty().addListener((o, old, now) -> model.plan());
        target.valueProperty().bindBidirectional(model.targetProperty());
        vendor.textProperty().bindBidirectional(model.vendorProperty());
        vendor.disableProperty().bind(Bindings.createBooleanBinding(() -> target.getValue() == null
                || !target.getValue().takesVendor(), target.valueProperty()));
        // A typed vendor is planned when Enter is pressed in it or the focus leaves it (an invalid one is refused
        // in the error line, nothing planned).
        vendor.setOnAction(e -> model.plan());
        vendor.focusedProperty().addListener((o, was, now) -> {
            if (!now && model.planProperty().get() == null && !model.runningProperty().get()) {
                model.plan();
            }
        });
        // A new target is planned at once; a typed source when Enter is pressed in it or the focus leaves it.
        model.targetProperty().addListener((o, old, now) -> {
            suggestOut();
            model.plan();
        });
        source.setOnAction(e -> {
            suggestOut();
            model.plan();
        });
        source.focusedProperty().addListener((o, was, now) -> {
            if (!now && model.planProperty().get() == null && !model.runningProperty().get()
                    && !source.getText().isBlank()) {
                suggestOut();
                model.plan();
            }
        });

        if (from != null) {
            source.setText(from.toString());
        }
        boolean same = to == target.getValue();
        target.setValue(to); // a new target plans at once (the listener above)
        if (same && from != null) {
            suggestOut();
            model.plan();
        }
    }

    /** Shows the dialog with the focus on the target host. */
    public void show() {
        stage.show();
        target.requestFocus();
    }

    /** Closes the dialog; nothing more is written (a write already started finishes, as a command would). */
    public void close() {
        stage.close();
    }

    /** The dialog's window. */
    public Stage stage() {
        return stage;
    }

    /** Its state (tests). */
    public ExportViewModel model() {
        return model;
    }

    /**
     * Proposes {@code <source folder>-<target>} beside the source as the output, unless the author typed another
     * folder: a folder that does not exist yet, so a first export is never refused.
     */
    private void suggestOut() {
        if (!out.getText().isBlank() && !out.getText().equals(suggested)) {
            return;
        }
        try {
            Path src = Path.of(source.getText().strip()).toAbsolutePath().normalize();
            Path parent = src.getParent();
            if (parent == null || src.getFileName() == null || target.getValue() == null) {
                return;
            }
            String base = src.getFileName().toString().replaceFirst("^\\.", "") + "-" + target.getValue().id();
            Path candidate = parent.resolve(base);
            for (int i = 2; Files.exists(candidate) && i < 100; i++) {
                candidate = parent.resolve(base + "-" + i);
            }
            suggested = candidate.toString();
            out.setText(suggested);
        } catch (java.nio.file.InvalidPathException e) {
            // Not a path yet: nothing to suggest.
        }
    }

    private static Label label(String text, javafx.scene.Node field) {
        var label = new Label(text);
        label.setMnemonicParsing(true);
        label.setLabelFor(field);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private Button chooser(String text, String id, TextField field, String title) {
        var button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> {
            var chooser = new DirectoryChooser();
            chooser.setTitle(title);
            try {
                Path at = Path.of(field.getText().strip());
                File start = Files.isDirectory(at) ? at.toFile() : at.getParent() != null
                        && Files.isDirectory(at.getParent()) ? at.getParent().toFile() : null;
                if (start != null) {
                    chooser.setInitialDirectory(start);
                }
            } catch (java.nio.file.InvalidPathException ignored) {
                // start where the chooser likes
            }
            File chosen = chooser.showDialog(stage);
            if (chosen != null) {
                field.setText(chosen.getAbsolutePath());
                if (field == source) {
                    suggestOut();
                    model.plan();
                }
            }
        });
        return button;
    }

    private static ListCell<ExportTarget> targetCell() {
        return new ListCell<>() {
            @Override
            protected void updateItem(ExportTarget item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.id());
            }
        };
    }

}
