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
 * Renders the live preview to a PNG: {@code markdown [out.png] [light|dark]} shows the sample's k8s-triage SKILL.md
 * (header card with its dependency chip, the rendered body, the block under the caret highlighted);
 * {@code 3md [out.png] [light|dark]} shows the sample's 3md agent as plane cards with the route tester answering
 * "why is the checkout pod pending" and the command filler filled for the pods skill it picks. A {@code WIDTHxHEIGHT} argument
 * (e.g. {@code 1280x800}) sizes the window (else 1,440 × 900); {@code line=N} puts the caret on line N. Run headless with Monocle, like {@link Screenshot}
 * (README).
 */
public final class PreviewScreenshot {

    private PreviewScreenshot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private boolean taken;

        @Override
        public void start(Stage stage) throws IOException {
            var args = getParameters().getRaw();
            boolean threeMd = !args.isEmpty() && args.get(0).equals("3md");
            Path out = Path.of(args.size() > 1 ? args.get(1) : threeMd ? "docs/images/preview-3md.png"
                    : "docs/images/preview.png");
            var theme = Shots.theme(args);
            Path root = Files.createTempDirectory("catalog-studio-preview").resolve("catalog");
            SampleCatalog.copyTo(root);
            var window = Shots.window(stage, theme, false);
            Shots.size(stage, args);
            window.graphVisibleProperty().set(false);
            window.formVisibleProperty().set(false);
            window.previewVisibleProperty().set(true);
            window.open(root);
            String doc = threeMd ? "agents3md/platform-ops.3md" : "skills/k8s-triage/SKILL.md";
            window.session().snapshotProperty().addListener((o, old, now) -> {
                if (now != null && now.version() == 1) {
                    window.tree().open(doc);
                }
            });
            window.previewPane().patchedVersionProperty().addListener((o, old, now) -> {
                if (taken || now.longValue() < 0) {
                    return;
                }
                taken = true;
                int line = args.stream().filter(a -> a.matches("line=[0-9]+")).map(a -> Integer.parseInt(a.substring(5)))
                        .findFirst().orElse(threeMd ? 24 : 20);
                window.session().navigation().open(doc, line, 1, "screenshot");
                if (threeMd) {
                    var tools = window.previewPane().agentTools();
                    tools.request().setText("why is the checkout pod pending");
                    if (tools.input("namespace") instanceof javafx.scene.control.TextField ns) {
                        ns.setText("shop-prod");
                    }
                    if (tools.input("selector") instanceof javafx.scene.control.TextField sel) {
                        sel.setText("app=checkout api");
                    }
                }
                // Images load in the background: give them a moment before the snapshot.
                var pause = new PauseTransition(Duration.millis(1500));
                pause.setOnFinished(e -> Platform.runLater(() -> Shots.save(window, out)));
                pause.play();
            });
        }
    }
}
