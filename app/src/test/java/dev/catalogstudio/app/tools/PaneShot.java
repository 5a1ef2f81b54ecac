package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.app.shell.StudioHome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Renders the studio at its default size (1,280 × 800) on a fresh copy of the sample, with the form and the preview
 * shown beside the editor and one file open: {@code out.png path [light|dark]}, where {@code path} is relative to the
 * sample's root; {@code path} {@code logo.bin} is first written as a small binary file, to show the editor's banner.
 * Run headless with Monocle, like {@link Screenshot} (README).
 */
public final class PaneShot {

    private PaneShot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private boolean opened;

        @Override
        public void start(Stage stage) throws IOException {
            var args = getParameters().getRaw();
            Path out = Path.of(args.get(0));
            String file = args.get(1);
            Path root = Files.createTempDirectory("catalog-studio-pane").resolve("catalog");
            SampleCatalog.copyTo(root);
            if (file.endsWith(".bin")) {
                Files.write(root.resolve(file), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13, 1, 2, 0, 3});
            }
            var home = new StudioHome(Files.createTempDirectory("catalog-studio-home"));
            var session = new WorkspaceSession(TaskExecutor.serial("shot-model"), Platform::runLater, false);
            var window = new MainWindow(stage, session, home, Shots.theme(args));
            window.formVisibleProperty().set(true);
            window.previewVisibleProperty().set(true);
            stage.show();
            window.open(root);
            session.snapshotProperty().addListener((o, old, now) -> {
                if (now != null && !opened) {
                    opened = true;
                    session.navigation().open(file, null, "shot");
                    var wait = new PauseTransition(Duration.seconds(4));
                    wait.setOnFinished(e -> Shots.save(window, out));
                    wait.play();
                }
            });
        }
    }
}
