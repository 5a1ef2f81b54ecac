package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Renders the studio on a fresh copy of the bundled sample once per kind of highlighting, with that file open: a
 * SKILL.md (YAML frontmatter and Markdown), a 3md agent, a metaSKILL's SKILL.star and a workspace {@code .mcp.json};
 * to compare the editor's highlighting by eye before and after a change to it. Run headless like
 * {@link Screenshot}; the PNGs go to the folder given (default {@code target/highlight}).
 */
public final class HighlightScreenshots {

    private static final List<String> FILES = List.of("skills/k8s-triage/SKILL.md", "agents3md/platform-ops.3md",
            "skills/rollout-check/SKILL.star", ".mcp.json");

    private HighlightScreenshots() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) throws IOException {
            var args = getParameters().getRaw();
            Path out = Path.of(args.isEmpty() ? "target/highlight" : args.get(0));
            Path sample = Files.createTempDirectory("highlight-sample").resolve("catalog");
            SampleCatalog.copyTo(sample);
            MainWindow window = Shots.window(stage, Shots.theme(args), false);
            window.open(sample);
            var timer = Executors.newSingleThreadScheduledExecutor();
            for (int i = 0; i < FILES.size(); i++) {
                String file = FILES.get(i);
                int index = i;
                timer.schedule(() -> Platform.runLater(() -> window.tree().open(file)), 1500L + 2500L * i,
                        TimeUnit.MILLISECONDS);
                timer.schedule(() -> Platform.runLater(() -> {
                    var image = window.scene().snapshot(null);
                    String name = file.substring(file.lastIndexOf('/') + 1).replace('.', '_') + ".png";
                    try {
                        Files.createDirectories(out);
                        javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image, null), "png",
                                out.resolve(name).toFile());
                        System.out.println("wrote " + out.resolve(name));
                    } catch (IOException e) {
                        System.err.println("cannot write " + name + ": " + e.getMessage());
                    }
                    if (index == FILES.size() - 1) {
                        timer.shutdown();
                        Platform.exit();
                    }
                }), 3500L + 2500L * i, TimeUnit.MILLISECONDS);
            }
        }
    }
}
