package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * The studio with the form, the preview, the dry run and the graph all on, one skill open, at a given size (issue 41,
 * a layout that adapts): {@code out.png WIDTHxHEIGHT [light|dark]}.
 */
public final class LayoutShot {

    private LayoutShot() {
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
            Path root = Files.createTempDirectory("catalog-studio-layout").resolve("catalog");
            SampleCatalog.copyTo(root);
            MainWindow window = Shots.window(stage, Shots.theme(args), false);
            Shots.size(stage, args);
            window.formVisibleProperty().set(true);
            window.previewVisibleProperty().set(true);
            window.dryRunVisibleProperty().set(true);
            window.graphVisibleProperty().set(true);
            window.open(root);
            window.session().snapshotProperty().addListener((o, old, now) -> {
                if (now != null && !opened) {
                    opened = true;
                    window.session().navigation().open("skills/metrics-query/SKILL.md", null, "shot");
                    var wait = new PauseTransition(Duration.seconds(5));
                    wait.setOnFinished(e -> Shots.save(window, Path.of(args.get(0))));
                    wait.play();
                }
            });
        }
    }
}
