package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.SampleCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Renders the Dry run panel to a PNG ({@code [out.png] [light|dark] [ask] [top] [WIDTHxHEIGHT]}): the sample's
 * rollout-check metaSKILL run with its documented script (the retry path), the diagnosis answered by the author while
 * the run waits, the timeline and the envelope (with {@code top}, the panel's top instead: Run, the status line and the
 * responses table); with {@code ask}, the run as it waits on that unscripted ask instead. The window is
 * 1,440 × 900 unless a size is given (e.g. {@code 1280x800}, the studio's default). Run headless with Monocle, like
 * {@link Screenshot} (README).
 */
public final class DryRunScreenshot {

    private DryRunScreenshot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private boolean started;

        @Override
        public void start(Stage stage) throws IOException {
            var args = getParameters().getRaw();
            Path out = Path.of(!args.isEmpty() ? args.get(0) : "docs/images/dry-run.png");
            var theme = Shots.theme(args);
            Path root = Files.createTempDirectory("catalog-studio-dry-run").resolve("catalog");
            SampleCatalog.copyTo(root);
            boolean paused = args.contains("ask");
            var window = Shots.window(stage, theme, false);
            Shots.size(stage, args);
            window.graphVisibleProperty().set(false);
            window.formVisibleProperty().set(false);
            window.previewVisibleProperty().set(false);
            window.dryRunVisibleProperty().set(true);
            window.open(root);
            String doc = "skills/rollout-check/SKILL.star";
            var model = window.dryRun();
            window.session().snapshotProperty().addListener((o, old, now) -> {
                if (now != null && now.version() == 1) {
                    window.tree().open(doc);
                }
            });
            model.folderProperty().addListener((o, old, now) -> {
                if (now == null || started) {
                    return;
                }
                started = true;
                model.responses().removeIf(r -> "ask".equals(r.kindProperty().get()));
                if (paused) {
                    window.dryRunPane().setVvalue(1.0); // where the author looks after a run: the timeline
                }
                model.run();
            });
            model.pendingProperty().addListener((o, old, now) -> {
                if (now != null && paused) {
                    var pause = new PauseTransition(Duration.millis(800));
                    pause.setOnFinished(e -> Platform.runLater(() -> {
                        Shots.save(window, out);
                        model.stop();
                    }));
                    pause.play();
                } else if (now != null) {
                    model.answer("WAIT\nThe new pod is Pending on Insufficient cpu; pool-b is scaling up (3->4).", 0);
                }
            });
            model.runningProperty().addListener((o, old, now) -> {
                if (!now && !paused) {
                    window.session().navigation().open(doc, 32, 1, "screenshot");
                    // "top": the controls, the status line and the responses table; else the timeline and result
                    window.dryRunPane().setVvalue(args.contains("top") ? 0.0 : 1.0);
                    var pause = new PauseTransition(Duration.millis(800));
                    pause.setOnFinished(e -> Platform.runLater(() -> Shots.save(window, out)));
                    pause.play();
                }
            });
        }
    }
}
