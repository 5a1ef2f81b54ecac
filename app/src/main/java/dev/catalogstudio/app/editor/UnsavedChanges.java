package dev.catalogstudio.app.editor;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** The question asked before unsaved changes would be lost: Save, Don't Save or Cancel. */
public final class UnsavedChanges {

    /** The user's answer. */
    public enum Choice { SAVE, DISCARD, CANCEL }

    private static final ButtonType SAVE = new ButtonType("Save", ButtonBar.ButtonData.YES);
    private static final ButtonType DISCARD = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);

    private UnsavedChanges() {
    }

    /** Asks about {@code what} (a file name, or "3 files"); closing the dialog is {@link Choice#CANCEL}. */
    public static Choice ask(Window owner, String what) {
        var alert = new Alert(Alert.AlertType.CONFIRMATION, "Your changes will be lost if you don't save them.",
                SAVE, DISCARD, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle("Unsaved changes");
        alert.setHeaderText("Save the changes to " + what + "?");
        var answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        return answer == SAVE ? Choice.SAVE : answer == DISCARD ? Choice.DISCARD : Choice.CANCEL;
    }
}
