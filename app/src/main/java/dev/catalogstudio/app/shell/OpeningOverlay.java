package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * What covers the window's panes while no workspace is shown: while a folder opens, its name, a progress bar with the
 * files read so far and a Cancel button (Esc); when none is open (the opening was cancelled or failed), a short hint
 * with Open Folder and the recent workspaces. Transparent to the mouse when hidden.
 */
final class OpeningOverlay extends StackPane {

    private final VBox recentLinks = new VBox(2);

    /**
     * @param session    whose {@link WorkspaceSession#openingProperty()} and progress it shows
     * @param openFolder asks for a folder to open
     * @param recent     the recent workspaces, newest first, read each time the hint shows
     * @param openRecent opens one of them
     */
    OpeningOverlay(WorkspaceSession session, Runnable openFolder, Supplier<List<Path>> recent,
                   Consumer<Path> openRecent) {
        setId("opening-overlay");
        getStyleClass().add("opening-overlay");

        var title = new Label();
        title.getStyleClass().add("title-3");
        title.setId("opening-title");
        title.textProperty().bind(Bindings.createStringBinding(() -> {
            Path folder = session.openingProperty().get();
            return folder == null ? "" : "Opening " + (folder.getFileName() == null ? folder : folder.getFileName());
        }, session.openingProperty()));
        var bar = new ProgressBar();
        bar.setId("opening-progress");
        bar.setPrefWidth(360);
        bar.progressProperty().bind(session.progressProperty());
        var phase = new Label();
        phase.setId("opening-phase");
        phase.getStyleClass().add("muted");
        phase.textProperty().bind(Bindings.createStringBinding(() -> phaseText(session.progressTextProperty().get()),
                session.progressTextProperty()));
        var cancel = new Button("Cancel");
        cancel.setId("opening-cancel");
        cancel.setOnAction(e -> session.cancelOpen());
        var opening = new VBox(10, title, bar, phase, cancel);
        opening.setAlignment(Pos.CENTER);
        opening.setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        opening.getStyleClass().add("opening-card");
        opening.setId("opening-card");
        var isOpening = session.openingProperty().isNotNull();
        opening.visibleProperty().bind(isOpening);

        var none = new Label("No folder is open.");
        none.getStyleClass().add("title-3");
        var open = new Button("Open Folder\u2026");
        open.setId("empty-open-folder");
        open.setDefaultButton(true);
        open.setOnAction(e -> openFolder.run());
        var recentTitle = new Label("Recent");
        recentTitle.getStyleClass().add("muted");
        var empty = new VBox(10, none, open, recentTitle, recentLinks);
        empty.setAlignment(Pos.CENTER);
        empty.setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        empty.getStyleClass().add("opening-card");
        var nothingShown = session.snapshotProperty().isNull().and(isOpening.not());
        empty.visibleProperty().bind(nothingShown);
        nothingShown.addListener((o, old, now) -> {
            if (now) {
                fillRecent(recent.get(), openRecent);
            }
        });
        recentTitle.visibleProperty().bind(Bindings.isNotEmpty(recentLinks.getChildren()));

        // Esc cancels wherever the focus is (the tree or an editor would take the key before the Cancel button).
        javafx.event.EventHandler<javafx.scene.input.KeyEvent> escape = e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE && session.openingProperty().get() != null) {
                session.cancelOpen();
                e.consume();
            }
        };
        sceneProperty().addListener((o, old, now) -> {
            if (old != null) {
                old.removeEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, escape);
            }
            if (now != null) {
                now.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, escape);
            }
        });
        getChildren().addAll(opening, empty);
        visibleProperty().bind(isOpening.or(nothingShown));
        mouseTransparentProperty().bind(visibleProperty().not());
    }

    private void fillRecent(List<Path> recent, Consumer<Path> openRecent) {
        recentLinks.getChildren().clear();
        for (Path folder : recent.subList(0, Math.min(recent.size(), 8))) {
            var link = new Hyperlink(folder.toString());
            link.setOnAction(e -> openRecent.accept(folder));
            recentLinks.getChildren().add(link);
        }
    }

    /** "reading 300/1137" as "Reading documents: 300 of 1,137"; other phases capitalised; empty stays empty. */
    static String phaseText(String progress) {
        if (progress == null || progress.isBlank()) {
            return "";
        }
        if (progress.startsWith("opening ")) {
            return "Listing files…"; // the first report, before any count
        }
        var words = progress.split(" ");
        if (words.length == 2 && words[1].matches("\\d+/\\d+")) {
            var counts = words[1].split("/");
            String what = switch (words[0]) {
                case "scanning" -> "Listing files: %s found";
                case "reading" -> "Reading documents: %s of %s";
                case "checking" -> "Checking %2$s documents";
                default -> Character.toUpperCase(words[0].charAt(0)) + words[0].substring(1) + ": %s of %s";
            };
            return String.format(java.util.Locale.ROOT, what, group(counts[0]), group(counts[1]));
        }
        return Character.toUpperCase(progress.charAt(0)) + progress.substring(1);
    }

    private static String group(String digits) {
        return String.format(java.util.Locale.ROOT, "%,d", Long.parseLong(digits));
    }
}
