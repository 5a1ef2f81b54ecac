package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.model.edit.FieldPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Renders the frontmatter form on the sample's on-call agent (a MetaAgents agent with skill and MCP dependencies) to
 * a PNG, after one dependency was pointed at a skill that does not exist through the form, so that its diagnostic
 * shows on the field: {@code [out.png] [light|dark]}. Run headless with Monocle, like {@link Screenshot} (README).
 */
public final class FormScreenshot {

    private static final String AGENT = "agents/oncall-engineer/AGENTS.md";

    private FormScreenshot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private boolean edited;
        private boolean taken;

        @Override
        public void start(Stage stage) throws IOException {
            var args = getParameters().getRaw();
            Path out = Path.of(args.isEmpty() ? "docs/images/form.png" : args.get(0));
            var theme = Shots.theme(args);
            Path root = Files.createTempDirectory("catalog-studio-form").resolve("catalog");
            SampleCatalog.copyTo(root);
            var window = Shots.window(stage, theme, false);
            var session = window.session();
            window.graphVisibleProperty().set(false);
            window.formVisibleProperty().set(true);
            window.open(root);
            session.snapshotProperty().addListener((o, old, now) -> {
                if (now != null && now.version() == 1) {
                    window.tree().open(AGENT);
                }
            });
            window.form().fieldsProperty().addListener((o, old, now) -> {
                if (!edited && !now.isEmpty() && AGENT.equals(window.form().path())) {
                    edited = true;
                    Platform.runLater(() -> window.form().set(FieldPath.parse("dependencies.skills.2"),
                            "https://github.com/acme-platform/agent-catalog/tree/main/skills/metrics"));
                } else if (edited && !taken && now.stream().anyMatch(f -> !f.diagnostics().isEmpty()
                        || f.itemDiagnostics().stream().anyMatch(d -> !d.isEmpty()))) {
                    taken = true;
                    Platform.runLater(() -> {
                        // Scrolled to the dependencies, where the missing one shows its diagnostic.
                        if (window.formPane().lookup(".scroll-pane") instanceof javafx.scene.control.ScrollPane sp) {
                            sp.setVvalue(0.75);
                        }
                        Platform.runLater(() -> Platform.runLater(() -> Shots.save(window, out)));
                    });
                }
            });
        }
    }
}
