package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.model.generate.CatalogGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Renders the studio's graph pane to a PNG: {@code sample [out.png] [light|dark]} focuses the sample's on-call agent
 * (depth 2, the graph enlarged); {@code overview N [out.png]} opens a generated N-entry catalog and shows the grouped overview,
 * enlarged. Run headless with Monocle, like {@link Screenshot} (README).
 */
public final class GraphScreenshot {

    private static final String AGENT = "agents/oncall-engineer/AGENTS.md";

    private GraphScreenshot() {
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
            boolean overview = !args.isEmpty() && args.get(0).equals("overview");
            int entries = overview && args.size() > 1 ? Integer.parseInt(args.get(1)) : 0;
            Path out = Path.of(args.size() > (overview ? 2 : 1) ? args.get(overview ? 2 : 1)
                    : overview ? "docs/images/graph-overview.png" : "docs/images/graph.png");
            var theme = Shots.theme(args);
            Path root = Files.createTempDirectory("catalog-studio-graph").resolve("catalog");
            if (overview) {
                CatalogGenerator.generate(root, entries, 42);
            } else {
                SampleCatalog.copyTo(root);
            }
            var window = Shots.window(stage, theme, false);
            var session = window.session();
            window.graphEnlargedProperty().set(true);
            if (overview) {
                window.graph().overviewProperty().set(true);
            } else {
                window.graph().depthProperty().set(2);
            }
            window.open(root);
            session.snapshotProperty().addListener((o, old, now) -> {
                if (now != null && !overview && now.version() == 1) {
                    window.tree().open(AGENT);
                }
            });
            window.graph().sceneProperty().addListener((o, old, now) -> {
                boolean ready = now != null && (overview ? now.nodes().size() > 1
                        : now.node(AGENT).filter(n -> n.node().marks().contains(
                                dev.catalogstudio.app.render.Mark.FOCUS)).isPresent());
                if (ready && !taken) {
                    taken = true;
                    window.graph().selectedProperty().set(overview ? null : "skills/k8s-triage/SKILL.md");
                    Platform.runLater(() -> whenPainted(window, 200, () -> Shots.save(window, out)));
                }
            });
        }

        /** Runs {@code then} once the graph canvas shows its current picture (its raster is drawn off the FX thread). */
        static void whenPainted(MainWindow window, int tries, Runnable then) {
            var view = window.graph().viewProperty().get();
            boolean current = view != null && view.snapshot() == window.session().getSnapshot();
            if (current && window.graphPane().pictureSettled() || tries == 0) {
                then.run();
                return;
            }
            var wait = new javafx.animation.PauseTransition(javafx.util.Duration.millis(50));
            wait.setOnFinished(e -> whenPainted(window, tries - 1, then));
            wait.play();
        }
    }
}
