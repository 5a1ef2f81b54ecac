package dev.catalogstudio.app.export;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * The controls both export dialogs show of their {@link ExportJobModel}: the status sentence, the error line (shown
 * only when there is one), a spinner while work runs, and the button row ending in Cancel, which reads Close once
 * something was written.
 */
final class JobControls {

    private JobControls() {
    }

    /** The status sentence, wrapped, with the id {@code <prefix>-status}. */
    static Label status(ExportJobModel model, String prefix) {
        var status = wrapped(prefix + "-status");
        status.textProperty().bind(model.statusProperty());
        return status;
    }

    /** The error line, styled as a danger, taking no room while empty; id {@code <prefix>-error}. */
    static Label error(ExportJobModel model, String prefix) {
        var error = wrapped(prefix + "-error");
        error.getStyleClass().add("danger");
        error.textProperty().bind(model.errorProperty());
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        error.visibleProperty().bind(error.managedProperty());
        return error;
    }

    /**
     * The button row: a spinner while work runs, then {@code actions} at the right, then Cancel (Escape; Close once
     * written), which runs {@code close}; Cancel's id is {@code <prefix>-cancel}.
     */
    static HBox buttons(ExportJobModel model, String prefix, Runnable close, Node... actions) {
        var spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        spinner.visibleProperty().bind(model.runningProperty());
        var cancel = new Button("Cancel");
        cancel.setId(prefix + "-cancel");
        cancel.setCancelButton(true);
        cancel.textProperty().bind(Bindings.when(model.resultProperty().isNull()).then("Cancel").otherwise("Close"));
        cancel.setOnAction(e -> close.run());
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var row = new HBox(8, spinner, spacer);
        row.getChildren().addAll(actions);
        row.getChildren().add(cancel);
        row.setAlignment(Pos.CENTER_RIGHT);
        return row;
    }

    /** A scene of {@code root} with {@code owner}'s style sheets (the studio's theme), if it has a scene. */
    static Scene scene(Parent root, Window owner) {
        var scene = new Scene(root);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        return scene;
    }

    private static Label wrapped(String id) {
        var label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }
}
