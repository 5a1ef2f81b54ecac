package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.find.QuickOpenViewModel;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.generate.CatalogGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Renders Quick Open over a generated catalog of 400 skills to a PNG: {@code [out.png] [entries] [query] [light|dark]}
 * (defaults: {@code docs/images/quick-open.png}, 572 entries of seed 1, i.e. 400 MetaAgents skills, and the query
 * {@code core sk}). Two files are opened first, so the recently used ones show. With the query {@code find:TEXT} it
 * shows Find in Files for {@code TEXT} instead, with the tree filtered by the same text. Run headless with Monocle,
 * like {@link Screenshot} (README).
 */
public final class QuickOpenScreenshot {

    private QuickOpenScreenshot() {
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
            Path out = Path.of(args.size() > 0 ? args.get(0) : "docs/images/quick-open.png");
            int entries = args.size() > 1 ? Integer.parseInt(args.get(1)) : 572;
            String query = args.size() > 2 ? args.get(2) : "core sk";
            Path root = Files.createTempDirectory("catalog-studio-quick-open").resolve("skills400");
            var generated = CatalogGenerator.generate(root, entries, 1);
            System.out.println("generated " + generated.skills() + " skills, " + generated.files() + " files");
            var window = Shots.window(stage, Shots.theme(args), false);
            stage.setWidth(1280);
            stage.setHeight(800);
            window.graphVisibleProperty().set(false);
            window.open(root);
            window.session().snapshotProperty().addListener((o, old, now) -> {
                if (now != null && !started) {
                    started = true;
                    var skills = now.files().keySet().stream().filter(p -> p.endsWith("/SKILL.md")).toList();
                    window.tree().open(skills.get(skills.size() / 2));
                    Platform.runLater(() -> {
                        window.tree().open(CatalogGenerator.hubSkillPath());
                        Platform.runLater(() -> show(window, query, out, 100));
                    });
                }
            });
        }

        private static void show(MainWindow window, String query, Path out, int tries) {
            if (window.tabs().tab(CatalogGenerator.hubSkillPath()).isEmpty() && tries > 0) {
                Platform.runLater(() -> show(window, query, out, tries - 1));
                return;
            }
            if (query.startsWith("find:")) {
                String text = query.substring("find:".length());
                window.findInFilesVisibleProperty().set(true);
                window.findInFiles().queryProperty().set(text);
                window.findInFiles().search();
                window.treeView().focusFilter();
                window.tree().filterProperty().set(text);
                window.findInFiles().runningProperty().addListener((o, old, now) -> {
                    if (!now) {
                        Platform.runLater(() -> Platform.runLater(() -> Shots.save(window, out)));
                    }
                });
                return;
            }
            window.quickOpen().show(QuickOpenViewModel.Mode.FILES);
            window.quickOpen().queryProperty().set(query);
            window.quickOpen().move(1);
            Platform.runLater(() -> Platform.runLater(() -> Shots.save(window, out)));
        }
    }
}
