package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.graph.GraphPane;
import dev.catalogstudio.app.graph.GraphViewModel;
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
 * Screenshots of the graph as a user sees it (issue 41): {@code WORKSPACE WIDTHxHEIGHT FILE side|overview out.png
 * [light|dark]}, where WORKSPACE is {@code sample}, {@code generated:N} (a {@link CatalogGenerator} catalog of N
 * entries) or a folder, and FILE a document to open first ({@code -}: none). {@code side} shows the side pane's
 * neighbourhood of FILE's entry, {@code overview} opens View → Graph Overview too. Run headless with Monocle, like
 * {@link Screenshot}.
 */
public final class GraphShots {

    private GraphShots() {
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
            String workspace = args.get(0);
            String file = args.get(2);
            boolean overview = args.get(3).equals("overview");
            Path out = Path.of(args.get(4));
            Path root;
            if (workspace.equals("sample")) {
                root = Files.createTempDirectory("graph-shots").resolve("catalog");
                SampleCatalog.copyTo(root);
            } else if (workspace.startsWith("generated:")) {
                root = Files.createTempDirectory("graph-shots").resolve("catalog");
                CatalogGenerator.generate(root, Integer.parseInt(workspace.substring(10)), 42);
            } else {
                root = Path.of(workspace);
            }
            var window = Shots.window(stage, Shots.theme(args), false);
            Shots.size(stage, args);
            window.open(root);
            window.session().snapshotProperty().addListener((o, old, now) -> {
                if (now != null && !taken) {
                    taken = true;
                    if (!file.equals("-")) {
                        window.tree().open(file);
                    }
                    // The overview tab after the file's tab has opened (it opens asynchronously, then is selected).
                    var wait = new javafx.animation.PauseTransition(javafx.util.Duration.millis(1500));
                    wait.setOnFinished(e -> {
                        if (overview) {
                            window.showGraphOverview();
                        }
                        Runnable save = () -> Shots.save(window, out);
                        whenPainted(window, overview, 400, 6, !overview || !args.contains("expand") ? save : () -> {
                            var before = window.graphOverview().sceneProperty().get();
                            expandLargestGroup(window);
                            // The expanded picture is laid out on the worker: wait for it, then for its paint.
                            window.graphOverview().sceneProperty().addListener(new javafx.beans.InvalidationListener() {
                                @Override
                                public void invalidated(javafx.beans.Observable o) {
                                    if (window.graphOverview().sceneProperty().get() != before) {
                                        window.graphOverview().sceneProperty().removeListener(this);
                                        whenPainted(window, true, 400, 6, save);
                                    }
                                }
                            });
                        });
                    });
                    wait.play();
                }
            });
        }

        /** Expands the overview's group holding the most nodes. */
        static void expandLargestGroup(MainWindow window) {
            var model = window.graphOverview();
            model.sceneProperty().get().nodes().stream().filter(n -> n.node().id().startsWith("group:"))
                    .max(java.util.Comparator.comparingInt(n -> Integer.parseInt(
                            n.node().subtitle().replaceAll("^([0-9]+).*", "$1"))))
                    .ifPresent(n -> model.toggleGroup(n.node().id()));
        }

        /** Runs {@code then} once the graph shown has drawn the current snapshot and its canvas is complete. */
        static void whenPainted(MainWindow window, boolean overview, int tries, int calm, Runnable then) {
            GraphViewModel model = overview ? window.graphOverview() : window.graph();
            GraphPane pane = overview ? window.graphOverviewPane() : window.graphPane();
            var view = model.viewProperty().get();
            boolean current = view != null && view.snapshot() == window.session().getSnapshot()
                    && model.sceneProperty().get() != null && pane.pictureSettled();
            if (current && calm == 0 || tries == 0) {
                if (tries == 0) {
                    System.err.println("graph-shots: the picture did not settle");
                }
                then.run();
                return;
            }
            var wait = new javafx.animation.PauseTransition(javafx.util.Duration.millis(100));
            wait.setOnFinished(e -> whenPainted(window, overview, tries - 1, current ? calm - 1 : 6, then));
            wait.play();
        }
    }
}
