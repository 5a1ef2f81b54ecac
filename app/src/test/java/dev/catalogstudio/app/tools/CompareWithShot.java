package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import javafx.application.Application;
import javafx.stage.Stage;
import org.eclipse.jgit.api.Git;

/**
 * Compare With… on the bundled sample, for the README: the sample committed to a new git repository, then a few edits
 * a reviewer should catch, left in the working tree (incident-response drops its metrics-query dependency and takes a
 * new log-search skill with only a patch bump; k8s-triage adds a dependency and jumps from 1.3.0 to 1.5.0; the new
 * log-search skill), and the working tree compared with that first commit: the graph around incident-response with its
 * colours and legend, the form with "was:" values, the problems panel with the change-set findings. Arguments:
 * {@code OUT.png [WIDTHxHEIGHT] [dark]}; run headless like {@link Screenshot}:
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1440x900-32 \
 *   -cp "app/target/test-classes:app/target/classes:model/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.CompareWithShot docs/images/compare-with.png
 * </pre>
 */
public final class CompareWithShot {

    private static final String SHOWN = "skills/incident-response/SKILL.md";
    private static final String ORIGIN = "https://github.com/acme-platform/agent-catalog/tree/main/";

    private CompareWithShot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) throws Exception {
            var args = getParameters().getRaw();
            Path out = Path.of(args.get(0));
            Path root = Files.createTempDirectory("catalog-studio-compare").resolve("catalog");
            SampleCatalog.copyTo(root);
            String first;
            try (var git = Git.init().setDirectory(root.toFile()).setInitialBranch("main").call()) {
                git.add().addFilepattern(".").call();
                first = git.commit().setMessage("The acme catalog").setAuthor("Ada", "ada@example.org")
                        .setCommitter("Ada", "ada@example.org").setSign(false).call().name();
            }
            edit(root);
            var window = Shots.window(stage, Shots.theme(args), false);
            Shots.size(stage, args);
            window.formVisibleProperty().set(true);
            window.graphVisibleProperty().set(true);
            window.open(root);
            var session = window.session();
            when(() -> session.getSnapshot() != null, () -> {
                session.comparison().compare(first);
                when(() -> session.comparison().getChangeSet() != null, () -> {
                    session.navigation().open(SHOWN, null, "screenshot");
                    when(() -> shown(window), () -> {
                        arrange(window);
                        GraphScreenshot.App.whenPainted(window, 200, () -> {
                        System.out.println(dev.catalogstudio.app.session.Comparison.summary(
                                session.comparison().baseProperty().get(), session.comparison().getChangeSet()));
                        System.out.println("legend: " + window.graphPane().legendNames());
                        Shots.save(window, out);
                    });
                    });
                });
            });
        }

        /**
         * Gives the graph more of the width and the tree less, and scrolls the form to the version field (whose
         * "was:" line is the point of the picture).
         */
        private static void arrange(MainWindow window) {
            if (window.scene().lookup("#editor-graph-split") instanceof javafx.scene.control.SplitPane split) {
                split.setDividerPositions(0.36, 0.6);
            }
            if (window.scene().lookup(".main-split") instanceof javafx.scene.control.SplitPane main) {
                main.setDividerPositions(0.14);
            }
            var form = window.formPane();
            form.applyCss();
            form.layout();
            var version = form.lookup("#form-version");
            var scroll = (javafx.scene.control.ScrollPane) form.lookup(".scroll-pane");
            if (version != null && scroll != null) {
                double y = scroll.getContent().sceneToLocal(version.localToScene(0, 0)).getY();
                double room = scroll.getContent().getBoundsInLocal().getHeight()
                        - scroll.getViewportBounds().getHeight();
                scroll.setVvalue(room <= 0 ? 0 : Math.min(1, Math.max(0, (y - 60) / room)));
            }
        }

        /** Whether the form shows the base values and the graph the change set around the document shown. */
        private static boolean shown(MainWindow window) {
            var scene = window.graph().sceneProperty().get();
            return SHOWN.equals(window.form().path()) && !window.form().baseValuesProperty().get().isEmpty()
                    && scene != null && scene.edges().stream().anyMatch(e -> e.edge().marks().contains(Mark.DELETED))
                    && window.graph().focusProperty().get() != null
                    && window.graph().focusProperty().get().contains("incident-response");
        }

        /** Runs {@code then} on the FX thread once {@code condition} holds (checked every 100 ms, at most 60 s). */
        private static void when(BooleanSupplier condition, Runnable then) {
            Shots.poll(condition, then, 600);
        }

    }

    /** The edits of the change set, in the working tree. */
    static void edit(Path root) throws IOException {
        Path incident = root.resolve(SHOWN);
        replace(incident, "version: 1.4.0", "version: 1.4.1");
        replace(incident, "    - \"" + ORIGIN + "skills/metrics-query\"\n",
                "    - \"" + ORIGIN + "skills/log-search\"\n");
        changelog(root.resolve("skills/incident-response/CHANGELOG.md"), "1.4.1",
                "Searches logs with log-search instead of querying metrics.");
        Path triage = root.resolve("skills/k8s-triage/SKILL.md");
        replace(triage, "version: 1.3.0", "version: 1.5.0");
        replace(triage, "dependencies:\n  mcps:", "dependencies:\n  skills:\n    - \"" + ORIGIN
                + "skills/metrics-query\"\n  mcps:");
        changelog(root.resolve("skills/k8s-triage/CHANGELOG.md"), "1.5.0", "Reads pod metrics with metrics-query.");
        Path logs = root.resolve("skills/log-search/SKILL.md");
        Files.createDirectories(logs.getParent());
        Files.writeString(logs, "---\nname: log-search\nscope: acme\ndescription: Searches the acme log store for a "
                + "service's errors. Use when an incident needs the logs around a time.\nversion: 1.0.0\n---\n"
                + "# Log search\n\n1. Ask for the service and the time window.\n2. Search the errors, newest first.\n");
        changelog(logs.resolveSibling("CHANGELOG.md"), "1.0.0", "First release.");
    }

    private static void replace(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        if (!text.contains(from)) {
            throw new IOException(file + " no longer holds " + from.strip());
        }
        Files.writeString(file, text.replace(from, to));
    }

    /** Adds a dated section for {@code version} at the top of the CHANGELOG at {@code file} (creating it). */
    private static void changelog(Path file, String version, String entry) throws IOException {
        String section = "## " + version + " (2026-11-20)\n\n- " + entry + "\n\n";
        if (!Files.exists(file)) {
            Files.writeString(file, "# Changelog\n\n" + section);
            return;
        }
        String text = Files.readString(file);
        int at = text.indexOf("## ");
        Files.writeString(file, at < 0 ? text + "\n" + section : text.substring(0, at) + section + text.substring(at));
    }
}
