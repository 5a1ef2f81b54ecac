package dev.catalogstudio.app.tools;

import static dev.catalogstudio.app.tools.Shots.write;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Renders the studio with the Hosts view open to a PNG ({@code [out.png] [light|dark] [WIDTHxHEIGHT]}), on a small
 * repository made for it: a Claude Code plugin with a skill left in {@code docs/} (dropped: skill-not-loaded), one
 * whose description the listing cuts, and a Gemini CLI extension with a skill lacking frontmatter (dropped for Gemini
 * CLI: frontmatter-missing). The dropped skill is opened from the view, as a double-click would. 1,440 × 900 unless a
 * size is given. Run like {@link ProblemsScreenshot}: headless with Monocle, or under a display (Xvfb).
 */
public final class HostsScreenshot {

    private HostsScreenshot() {
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
                    : "docs/images/hosts-view.png");
            Path root = Files.createTempDirectory("catalog-studio-hosts").resolve("payments");
            sample(root);
            var window = Shots.window(stage, Shots.theme(args), false);
            Shots.size(stage, args);
            window.graphVisibleProperty().set(false);
            window.hostsVisibleProperty().set(true);
            window.open(root);
            window.hosts().rows().addListener((javafx.collections.ListChangeListener<Object>) change -> {
                if (taken || window.hosts().rows().isEmpty()) {
                    return;
                }
                taken = true;
                window.hosts().open(window.hosts().rows().get(0));
                if (stage.getScene().lookup("#hosts-table") instanceof javafx.scene.control.TableView<?> table) {
                    table.getSelectionModel().select(0);
                }
                var pause = new PauseTransition(Duration.millis(1200));
                pause.setOnFinished(e -> Platform.runLater(() -> Shots.save(window, out)));
                pause.play();
            });
        }

        private static void sample(Path root) throws IOException {
            write(root, "claude/.claude-plugin/plugin.json", "{\"name\": \"payments\", \"version\": \"1.2.0\"}\n");
            write(root, "claude/skills/refund/SKILL.md", skill("refund", "Issues a refund for a captured payment. "
                    + "Use when a customer asks for their money back."));
            write(root, "claude/skills/invoice/SKILL.md", skill("invoice", "Drafts an invoice from an order. Use "
                    + "when billing a customer."));
            write(root, "claude/skills/reconcile/SKILL.md", skill("reconcile", ("Reconciles the ledger with the "
                    + "bank's statements, line by line, and explains every difference. ").repeat(22).strip()));
            write(root, "claude/docs/drafts/chargeback/SKILL.md", skill("chargeback", "Answers a chargeback "
                    + "with the evidence the card network asks for."));
            write(root, "claude/agents/ledger-reviewer.md", "---\nname: ledger-reviewer\ndescription: Reviews "
                    + "ledger entries before they are posted.\n---\n\nReview each entry.\n");
            write(root, "claude/commands/release.md", "---\ndescription: Tags and publishes a release.\n---\n\n"
                    + "Release $ARGUMENTS.\n");
            write(root, "gemini/gemini-extension.json", "{\"name\": \"payments\", \"version\": \"1.2.0\"}\n");
            write(root, "gemini/skills/lookup/SKILL.md", skill("lookup", "Looks up a payment by its id. Use when "
                    + "asked about one payment."));
            write(root, "gemini/skills/notes/SKILL.md", "Notes on the payment states and what moves a payment "
                    + "from one to the next.\n");
        }

        private static String skill(String name, String description) {
            return "---\nname: " + name + "\ndescription: " + description + "\n---\n\n# " + name + "\n\nSteps.\n";
        }

    }
}
