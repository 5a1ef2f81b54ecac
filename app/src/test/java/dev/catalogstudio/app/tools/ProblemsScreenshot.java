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
 * Renders the problems panel to a PNG ({@code [out.png] [light|dark] [WIDTHxHEIGHT] [infos-off]}): the sample with
 * twelve skills whose body links to a missing file on line 1,205, so the table has rows, a scroll bar and four-digit
 * lines; {@code infos-off} turns the info filter off to show both toggle states. 1,280 × 800 unless a size is given
 * (720x480 is the studio's minimum). Run headless with Monocle, like {@link Screenshot} (README).
 */
public final class ProblemsScreenshot {

    private ProblemsScreenshot() {
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
            Path out = Path.of(!args.isEmpty() && args.get(0).endsWith(".png") ? args.get(0)
                    : "docs/images/problems.png");
            Path root = Files.createTempDirectory("catalog-studio-problems").resolve("catalog");
            SampleCatalog.copyTo(root);
            String filler = "Text.\n".repeat(1200);
            for (int i = 0; i < 12; i++) {
                Path skill = root.resolve("skills/broken-" + i + "/SKILL.md");
                Files.createDirectories(skill.getParent());
                Files.writeString(skill, "---\nname: broken-" + i + "\ndescription: Links to a missing file.\n---\n"
                        + filler + "See [the notes](notes-" + i + ".md).\n");
            }
            var window = Shots.window(stage, Shots.theme(args), false);
            stage.setWidth(1280);
            stage.setHeight(800);
            Shots.size(stage, args);
            window.open(root);
            window.session().snapshotProperty().addListener((o, old, now) -> {
                if (now == null || taken) {
                    return;
                }
                taken = true;
                if (args.contains("infos-off")) {
                    window.diagnostics().showInfosProperty().set(false);
                }
                var pause = new PauseTransition(Duration.millis(800));
                pause.setOnFinished(e -> Platform.runLater(() -> Shots.save(window, out)));
                pause.play();
            });
        }
    }
}
