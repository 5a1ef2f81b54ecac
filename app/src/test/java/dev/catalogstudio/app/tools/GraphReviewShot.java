package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.app.shell.StudioHome;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.generate.CatalogGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The graph as a new user first meets it: the studio at a given window size (default 1,280 × 800, the studio's
 * default), nothing enlarged, no tab open, so the graph pane shows what it opens with. Arguments:
 * {@code SOURCE OUT.png [WIDTHxHEIGHT] [enlarged] [dark]}, where SOURCE is {@code sample}, {@code generate:N} (a
 * catalog of N entries from {@link CatalogGenerator}, seed 1) or a folder. Run headless like {@link Screenshot}:
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1280x800-32 \
 *   -cp "app/target/test-classes:app/target/classes:model/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.GraphReviewShot sample docs/images/graph-sample.png
 * </pre>
 */
public final class GraphReviewShot {

    private GraphReviewShot() {
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
            String source = args.get(0);
            Path out = Path.of(args.get(1));
            int width = 1280;
            int height = 800;
            for (String a : args.subList(2, args.size())) {
                if (a.matches("\\d+x\\d+")) {
                    width = Integer.parseInt(a.substring(0, a.indexOf('x')));
                    height = Integer.parseInt(a.substring(a.indexOf('x') + 1));
                }
            }
            Path root;
            if (source.equals("sample")) {
                root = Files.createTempDirectory("catalog-studio-graph").resolve("catalog");
                SampleCatalog.copyTo(root);
            } else if (source.startsWith("generate:")) {
                root = Files.createTempDirectory("catalog-studio-graph").resolve("catalog");
                CatalogGenerator.generate(root, Integer.parseInt(source.substring("generate:".length())), 1);
            } else {
                root = Path.of(source);
            }
            var home = new StudioHome(Files.createTempDirectory("catalog-studio-home"));
            var session = new WorkspaceSession(TaskExecutor.serial("screenshot-model"), Platform::runLater, false);
            var window = new MainWindow(stage, session, home, Shots.theme(args));
            stage.show();
            // Sized after it is shown, as a user resizes the window: the splits keep their proportions.
            stage.setWidth(width);
            stage.setHeight(height);
            window.graphEnlargedProperty().set(args.contains("enlarged"));
            window.open(root);
            window.graph().sceneProperty().addListener((o, old, now) -> {
                if (now != null && !taken) {
                    taken = true;
                    Platform.runLater(() -> GraphScreenshot.App.whenPainted(window, 200, () -> {
                        var s = window.graph().sceneProperty().get();
                        System.out.println("scene " + s.nodes().size() + " nodes, " + s.edges().size()
                                + " edges; canvas " + window.graphPane().canvas().getWidth() + "x"
                                + window.graphPane().canvas().getHeight() + "; status: "
                                + window.graph().statusProperty().get());
                        Shots.save(window, out);
                    }));
                }
            });
        }
    }
}
