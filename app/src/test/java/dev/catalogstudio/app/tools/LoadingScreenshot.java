package dev.catalogstudio.app.tools;

import java.nio.file.Path;
import javafx.application.Application;
import javafx.stage.Stage;

/**
 * Renders the studio while it opens a folder: the picture is taken from the real progress, at the first report of
 * at least {@code MIN} files read (default 200), so it shows the card as a user sees it on a big folder. Run headless
 * with Monocle, from the repository root, after the test class path is built (README, "Screenshots"):
 *
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1600x1000-32 \
 *   -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.LoadingScreenshot FOLDER docs/images/opening-400.png [MIN] [light|dark]
 * </pre>
 */
public final class LoadingScreenshot {

    private LoadingScreenshot() {
    }

    /** {@code FOLDER out.png [MIN] [light|dark]}; writes the PNG and exits (without one if the folder opens first). */
    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private boolean taken;

        @Override
        public void start(Stage stage) throws Exception {
            var args = getParameters().getRaw();
            Path root = Path.of(args.get(0)).toAbsolutePath();
            Path out = Path.of(args.get(1));
            int min = args.size() > 2 && args.get(2).matches("\\d+") ? Integer.parseInt(args.get(2)) : 200;
            var window = Shots.window(stage, Shots.theme(args), false);
            var session = window.session();
            window.graphVisibleProperty().set(true);
            session.progressTextProperty().addListener((o, old, now) -> {
                var words = now == null ? new String[0] : now.split("[ /]");
                if (!taken && words.length == 3 && words[0].equals("reading") && Integer.parseInt(words[1]) >= min) {
                    taken = true;
                    Shots.save(window, out);
                }
            });
            session.snapshotProperty().addListener((o, old, now) -> {
                if (now != null && !taken) {
                    System.err.println("the folder opened before " + min + " files were read: no picture");
                    javafx.application.Platform.exit();
                }
            });
            window.open(root);
        }
    }
}
