package dev.catalogstudio.app.export;

import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Loss;
import dev.catalogstudio.model.workspace.HostCopies;
import dev.catalogstudio.model.workspace.Snapshot;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The dialog of "Update the other copy from this one…" on a {@code host-copy-mismatch}: which copy wins (two radio
 * buttons, this copy first and chosen), then the loss report and what Update writes, or why the other copy cannot be
 * updated (not written by the exporter: nothing is changed, and Export for Host… is offered instead). Update writes;
 * Escape closes without writing. {@link UpdateCopyViewModel} holds the state and the rules.
 */
public final class UpdateCopyDialog {

    private final Stage stage = new Stage();
    private final UpdateCopyViewModel model;
    private final ToggleGroup choice = new ToggleGroup();
    private final Label refusal = new Label();
    private final Button update = new Button("_Update");
    private final Button exportInstead = new Button("Export for _Host\u2026");

    /**
     * @param owner      the main window, or null
     * @param snapshot   the workspace as the diagnostic was found
     * @param pair       the copy the diagnostic is on and the copy it was compared with
     * @param openExport opens Export for Host… from a folder for a target (the offer when Update cannot apply)
     */
    public UpdateCopyDialog(Window owner, Snapshot snapshot, HostCopies.Pair pair, Executor work, Executor fx,
                            BiConsumer<Path, ExportTarget> openExport) {
        this.model = new UpdateCopyViewModel(snapshot, pair, work, fx);
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Update the Other Copy");
        String kind = pair.kind() == dev.catalogstudio.model.resolve.NodeKind.SKILL ? "skill" : "agent";
        var intro = new Label("The two copies of the " + kind + " '" + pair.name() + "' differ in their portable "
                + "parts. Which copy wins? The other is updated from it with the exporter's --update, which replaces "
                + "only a copy the exporter wrote.");
        intro.setWrapText(true);
        intro.setMinHeight(Region.USE_PREF_SIZE);
        var mine = radio("_1  " + pair.path() + "  (" + model.hostsOf(pair.path()) + ", this copy)", pair.path(),
                "update-winner-this");
        var theirs = radio("_2  " + pair.reference() + "  (" + model.hostsOf(pair.reference()) + ")",
                pair.reference(), "update-winner-other");
        var winsLabel = new Label("Copy that wins:");
        var choices = new VBox(4, winsLabel, mine, theirs);

        refusal.setId("update-refusal");
        refusal.setWrapText(true);
        refusal.setMinHeight(Region.USE_PREF_SIZE);
        refusal.getStyleClass().add("warning");
        refusal.textProperty().bind(model.refusalProperty());
        refusal.managedProperty().bind(refusal.textProperty().isNotEmpty());
        refusal.visibleProperty().bind(refusal.managedProperty());

        var report = new Label("_Loss report (nothing is written before Update):");
        report.setMnemonicParsing(true);
        TableView<Loss> losses = LossTable.of(model.losses(), "update-losses");
        report.setLabelFor(losses);
        losses.placeholderProperty().bind(Bindings.createObjectBinding(() -> new Label(
                model.planProperty().get() == null ? "No plan." : "Nothing is lost."), model.planProperty()));
        var reportBox = new VBox(6, report, losses);
        reportBox.managedProperty().bind(model.refusalProperty().isEmpty());
        reportBox.visibleProperty().bind(reportBox.managedProperty());
        VBox.setVgrow(losses, Priority.ALWAYS);

        var status = JobControls.status(model, "update");
        var error = JobControls.error(model, "update");

        update.setId("update-run");
        update.setDefaultButton(true);
        update.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.canUpdate(), model.planProperty(),
                model.runningProperty(), model.refusalProperty(), model.resultProperty(), model.errorProperty()));
        update.setOnAction(e -> model.update());
        exportInstead.setId("update-export-instead");
        exportInstead.managedProperty().bind(model.refusalProperty().isNotEmpty());
        exportInstead.visibleProperty().bind(exportInstead.managedProperty());
        exportInstead.setOnAction(e -> {
            close();
            openExport.accept(model.exportSource(), model.exportTarget().orElse(ExportTarget.AGENT_PLUGINS));
        });
        var buttons = JobControls.buttons(model, "update", this::close, exportInstead, update);

        var root = new VBox(10, intro, choices, refusal, reportBox, status, error, buttons);
        root.setPadding(new Insets(14));
        root.setPrefWidth(900);
        VBox.setVgrow(reportBox, Priority.ALWAYS);
        stage.setScene(JobControls.scene(root, owner));
        choice.selectedToggleProperty().addListener((o, old, now) -> {
            if (now != null) {
                model.choose((String) now.getUserData());
            }
        });
        mine.setSelected(true); // "from this one": the copy the diagnostic is on wins unless the author says otherwise
    }

    private RadioButton radio(String text, String path, String id) {
        var button = new RadioButton(text);
        button.setMnemonicParsing(true);
        button.setUserData(path);
        button.setToggleGroup(choice);
        button.setId(id);
        return button;
    }

    /** Shows the dialog with the focus on the choice. */
    public void show() {
        stage.show();
        ((RadioButton) choice.getSelectedToggle()).requestFocus();
    }

    /** Closes it; nothing more is written. */
    public void close() {
        stage.close();
    }

    /** The dialog's window. */
    public Stage stage() {
        return stage;
    }

    /** Its state (tests). */
    public UpdateCopyViewModel model() {
        return model;
    }
}
