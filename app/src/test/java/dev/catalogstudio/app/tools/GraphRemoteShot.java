package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.FetchFixture;
import dev.catalogstudio.app.graph.GraphViewModel;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.shell.MainWindow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The graph with fetched entries (issue 25): a small workspace whose {@code me/report} skill depends on a local skill
 * and on {@code acme/dates}, which depends on {@code acme/clock} at tag {@code v1}; both are bare repositories made in
 * a temporary folder and reached as {@code https://github.com/...} through {@code url.<base>.insteadOf} (no network).
 * The tool runs File → Fetch Dependencies, opens the report skill and shoots the window once the graph marks the two
 * fetched skills remote. Arguments: {@code OUT.png [WIDTHxHEIGHT] [dark]}. Run headless like {@link Screenshot}:
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1280x800-32 \
 *   -cp "app/target/test-classes:app/target/classes:model/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.GraphRemoteShot docs/images/graph-remote.png
 * </pre>
 */
public final class GraphRemoteShot {

    private GraphRemoteShot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    private static String changelog(String version) {
        return "# Changelog\n\n## " + version + " (2026-01-05)\n\n- First release.\n";
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private static final String REPORT = "skills/report/SKILL.md";
        private boolean taken;
        private FetchFixture remotes;

        @Override
        public void start(Stage stage) throws IOException {
            var args = getParameters().getRaw();
            Path out = Path.of(args.get(0));
            Path temp = Files.createTempDirectory("catalog-studio-remote-shot");
            remotes = new FetchFixture(temp);
            remotes.commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", FetchFixture.skill("acme",
                    "dates", "1.2.0", "https://github.com/acme/clock/tree/v1/skills/clock")));
            String clock = remotes.commit("acme", "clock", "main", Map.of("skills/clock/SKILL.md",
                    FetchFixture.skill("acme", "clock", "0.3.0")));
            remotes.tag("acme", "clock", "v1", clock);
            Path root = temp.resolve("catalog");
            Files.createDirectories(root.resolve("skills/report"));
            Files.createDirectories(root.resolve("skills/notes"));
            // The workspace is a clone of me/catalog (its .git names the remote and branch), so an origin in it
            // resolves to the workspace's own skill, drawn without the remote mark beside the fetched ones.
            Files.createDirectories(root.resolve(".git"));
            Files.writeString(root.resolve(".git/HEAD"), "ref: refs/heads/main\n");
            Files.writeString(root.resolve(".git/config"), "[remote \"origin\"]\n\turl = https://github.com/me/catalog.git\n");
            Files.writeString(root.resolve(REPORT), FetchFixture.skill("me", "report", "1.0.0",
                    "https://github.com/acme/dates/tree/main/skills/dates",
                    "https://github.com/me/catalog/tree/main/skills/notes"));
            Files.writeString(root.resolve("skills/notes/SKILL.md"), FetchFixture.skill("me", "notes", "0.4.0"));
            Files.writeString(root.resolve("skills/report/CHANGELOG.md"), changelog("1.0.0"));
            Files.writeString(root.resolve("skills/notes/CHANGELOG.md"), changelog("0.4.0"));

            MainWindow window = Shots.window(stage, Shots.theme(args), false);
            stage.setWidth(1280);
            stage.setHeight(800);
            Shots.size(stage, args);
            window.session().fetching().setEnvironment(remotes.environment());
            window.graph().depthProperty().set(GraphViewModel.ALL);
            window.session().snapshotProperty().addListener((o, old, now) -> {
                if (now != null && old == null) {
                    window.session().fetching().fetch(false);
                }
            });
            window.session().fetching().reportProperty().addListener((o, old, now) -> {
                if (now != null) {
                    System.out.println("fetch: " + now.summary());
                    window.session().navigation().open(REPORT, null, "screenshot");
                }
            });
            window.graph().sceneProperty().addListener((o, old, now) -> {
                long remote = now == null ? 0 : now.nodes().stream()
                        .filter(n -> n.node().marks().contains(Mark.REMOTE)).count();
                if (remote >= 2 && !taken) {
                    taken = true;
                    Platform.runLater(() -> GraphScreenshot.App.whenPainted(window, 200, () -> {
                        System.out.println("scene " + now.nodes().size() + " nodes, " + remote + " remote; legend "
                                + window.graphPane().legendNames());
                        remotes.close();
                        Shots.save(window, out);
                    }));
                }
            });
            window.open(root);
        }
    }
}
