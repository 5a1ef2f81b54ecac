package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.session.InterruptedSave;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Optional;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/**
 * Offers each backup an interrupted save left ({@link WorkspaceSession#interruptedSaves()}) for recovery when the
 * workspace opens: restore it over its file, keep the file as it is (the backup is deleted), or decide later (both stay,
 * and the question comes back at the next start).
 */
final class InterruptedSaveDialog {

    /** The user's answer. */
    enum Choice { RESTORE, KEEP, LATER }

    static final ButtonType RESTORE = new ButtonType("Restore Backup", ButtonBar.ButtonData.YES);
    static final ButtonType KEEP = new ButtonType("Keep File", ButtonBar.ButtonData.NO);
    static final ButtonType DISCARD = new ButtonType("Delete Backup", ButtonBar.ButtonData.NO);
    static final ButtonType LATER = new ButtonType("Decide Later", ButtonBar.ButtonData.CANCEL_CLOSE);

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)
            .withZone(ZoneId.systemDefault());

    private InterruptedSaveDialog() {
    }

    /**
     * Asks about every interrupted save the session finds, one question at a time, after the event that found them.
     *
     * @param ask shows the question and returns the button chosen (empty when the dialog is closed); tests answer
     *            without a window
     */
    static void install(WorkspaceSession session, Function<Alert, Optional<ButtonType>> ask) {
        session.interruptedSaves().addListener((ListChangeListener<InterruptedSave>) change -> {
            while (change.next()) {
                for (var save : change.getAddedSubList()) {
                    Platform.runLater(() -> {
                        if (!session.interruptedSaves().contains(save)) {
                            return;
                        }
                        switch (choice(ask.apply(alert(save)).orElse(LATER))) {
                            case RESTORE -> session.recover(save, true);
                            case KEEP -> session.recover(save, false);
                            case LATER -> { }
                        }
                    });
                }
            }
        });
    }

    /** Asks with a real dialog owned by {@code owner}. */
    static void install(WorkspaceSession session, Window owner) {
        install(session, alert -> {
            alert.initOwner(owner);
            return alert.showAndWait();
        });
    }

    static Choice choice(ButtonType button) {
        return button == RESTORE ? Choice.RESTORE : button == KEEP || button == DISCARD ? Choice.KEEP : Choice.LATER;
    }

    /** The question about {@code save}. */
    static Alert alert(InterruptedSave save) {
        Alert alert;
        if (save.target() == null) {
            alert = new Alert(Alert.AlertType.WARNING, "It was made " + TIME.format(save.modified())
                    + " of a file that is no longer here. Delete it, or keep it to look at later.", DISCARD, LATER);
            alert.setHeaderText("An interrupted save left the backup " + save.backup());
        } else {
            alert = new Alert(Alert.AlertType.WARNING, "Catalog Studio stopped while it was writing " + save.target()
                    + " in place. The file may hold only part of that save. The backup made just before, "
                    + TIME.format(save.modified()) + ", is " + save.backup() + ".\n\nRestore the backup over the file,"
                    + " or keep the file as it is and delete the backup.", RESTORE, KEEP, LATER);
            alert.setHeaderText("Recover " + save.target() + "?");
            // Enter must not overwrite a file that may hold a complete save: no answer is the default.
            ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(RESTORE)).setDefaultButton(false);
        }
        alert.setTitle("Interrupted save");
        return alert;
    }
}
