package dev.catalogstudio.app.tools;

import java.io.IOException;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Renders the studio on a folder of the caller's (a real marketplace checked out somewhere) to a PNG, with one file
 * open in the editor and the form, and the graph focused on it. Run headless with Monocle, from the repository root
 * after {@code ./mvnw -q install -DskipTests} and {@code dependency:build-classpath} of the app's test scope:
 *
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1600x1000-32 \
 *   -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.MarketplaceScreenshot FOLDER FILE docs/images/marketplace.png [light|dark]
 * </pre>
 */
public final class MarketplaceScreenshot {

    private MarketplaceScreenshot() {
    }

    /** {@code FOLDER FILE out.png [light|dark]}; writes the PNG and exits. */
    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private boolean taken;

        @Override
        public void start(Stage stage) throws IOException {
            var args = getParameters().getRaw();
            Path root = Path.of(args.get(0)).toAbsolutePath();
            String file = args.get(1);
            Path out = Path.of(args.get(2));
            var window = Shots.window(stage, Shots.theme(args), false);
            var session = window.session();
            window.formVisibleProperty().set(true);
            session.snapshotProperty().addListener((o, old, now) -> {
                if (now != null && now.version() == 1 && !taken) {
                    taken = true;
                    window.tree().open(file);
                    Platform.runLater(() -> Platform.runLater(() -> GraphScreenshot.App.whenPainted(window, 400,
                            () -> Platform.runLater(() -> Shots.save(window, out)))));
                }
            });
            window.open(root);
        }
    }
}
