package dev.catalogstudio.app.tree;

import dev.catalogstudio.model.workspace.Snapshot;
import java.util.Optional;
import javafx.application.Platform;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Asks for a new entry's name, checking it as it is typed; OK is enabled only for a usable name. */
final class NewEntryDialog {

    private NewEntryDialog() {
    }

    /** The name chosen, or empty when cancelled. */
    static Optional<String> ask(Window owner, NewEntry kind, Snapshot snapshot) {
        var dialog = new Dialog<String>();
        dialog.initOwner(owner);
        dialog.setTitle(kind.title());
        dialog.setHeaderText(kind.title() + ": choose its name");
        var name = new TextField();
        name.setId("new-entry-name");
        name.setPromptText("e.g. log-search");
        var problem = new Label();
        problem.setId("new-entry-problem");
        problem.getStyleClass().add("validation-message");
        problem.setWrapText(true);
        var files = new Label();
        files.getStyleClass().add("hint");
        var box = new VBox(8, name, problem, files);
        box.setPrefWidth(420);
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        var ok = dialog.getDialogPane().lookupButton(ButtonType.OK);
        Runnable check = () -> {
            var issue = NewEntry.problem(name.getText(), snapshot, kind);
            problem.setText(issue.orElse(""));
            ok.setDisable(issue.isPresent());
            files.setText(issue.isPresent() ? "" : "Creates " + String.join(", ",
                    kind.files(name.getText(), snapshot).keySet()));
            name.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("invalid"),
                    issue.isPresent() && !name.getText().isEmpty());
        };
        name.textProperty().addListener((o, old, now) -> check.run());
        check.run();
        dialog.setResultConverter(b -> b == ButtonType.OK ? name.getText() : null);
        Platform.runLater(name::requestFocus);
        return dialog.showAndWait();
    }
}
