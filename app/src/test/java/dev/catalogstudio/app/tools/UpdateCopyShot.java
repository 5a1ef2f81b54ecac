package dev.catalogstudio.app.tools;

import static dev.catalogstudio.app.tools.Shots.write;
import static dev.catalogstudio.app.tools.Shots.poll;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.export.ExportMode;
import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Exporter;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * "Update the other copy from this one…" for a look: a Claude Code plugin and its Agent Plugins copy written by the
 * exporter, the Claude Code skill then edited, the studio at 1280 × 800 with the host-copy-mismatch's command run from
 * the problems panel. Run on a real display like {@link ExportShot}; prints {@code ready} when the plan is shown.
 */
public final class UpdateCopyShot {

    private UpdateCopyShot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) throws Exception {
            Path root = Files.createTempDirectory("catalog-studio-update").resolve("notes");
            write(root, "providers/claude/plugin/.claude-plugin/plugin.json",
                    "{\n  \"name\": \"notes\",\n  \"version\": \"1.0.0\",\n  \"description\": \"Note taking.\"\n}\n");
            write(root, "providers/claude/plugin/skills/notes/SKILL.md", "---\nname: notes\ndescription: Takes "
                    + "notes. Use when asked to.\nwhen_to_use: After a meeting.\n---\n# Notes\n\nWrite them down.\n");
            Exporter.write(Exporter.plan(root.resolve("providers/claude/plugin"), ExportTarget.AGENT_PLUGINS),
                    root.resolve("providers/agent-plugins/plugin"), ExportMode.NEW);
            write(root, "providers/claude/plugin/skills/notes/SKILL.md", "---\nname: notes\ndescription: Takes "
                    + "notes. Use when asked to.\nwhen_to_use: After a meeting.\n---\n# Notes\n\nWrite them down, "
                    + "then file them.\n");
            var window = Shots.window(stage, Shots.theme(getParameters().getRaw()), false);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1280);
            stage.setHeight(800);
            window.open(root);
            var session = window.session();
            poll(() -> window.diagnostics().shown().stream()
                    .anyMatch(d -> d.diagnostic().rule() == Rule.HOST_COPY_MISMATCH), () -> {
                var row = window.diagnostics().shown().stream()
                        .filter(d -> d.diagnostic().rule() == Rule.HOST_COPY_MISMATCH).findFirst().orElseThrow();
                System.out.println(row.path() + ": " + row.diagnostic().message());
                window.diagnostics().run(row, window.diagnostics().actions(row).get(0));
                var settle = new PauseTransition(Duration.seconds(3));
                settle.setOnFinished(e -> {
                    System.out.println("ready");
                    var quit = new PauseTransition(Duration.seconds(20));
                    quit.setOnFinished(q -> Platform.exit());
                    quit.play();
                });
                settle.play();
            }, 600);
        }


    }
}
