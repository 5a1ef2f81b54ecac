package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.eclipse.jgit.api.Git;

/**
 * The Changes view with a diff open, for the README: the sample committed to a new git repository, the change set of
 * {@link CompareWithShot} left in the working tree plus a reworded description of incident-response, the working tree
 * compared with that commit, and incident-response's SKILL.md diff opened from the Changes list. Arguments:
 * {@code OUT.png [WIDTHxHEIGHT] [dark] [editor]} ({@code editor}: the file's editor tab in front, with its change
 * bars and findings); run headless like {@link Screenshot}:
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1280x800-32 \
 *   -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.ChangesShot docs/images/changes-diff.png 1280x800
 * </pre>
 */
public final class ChangesShot {

    private static final String SHOWN = "skills/incident-response/SKILL.md";

    private ChangesShot() {
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
            Path root = Files.createTempDirectory("catalog-studio-changes").resolve("catalog");
            SampleCatalog.copyTo(root);
            String first;
            try (var git = Git.init().setDirectory(root.toFile()).setInitialBranch("main").call()) {
                git.add().addFilepattern(".").call();
                first = git.commit().setMessage("The acme catalog").setAuthor("Ada", "ada@example.org")
                        .setCommitter("Ada", "ada@example.org").setSign(false).call().name();
            }
            CompareWithShot.edit(root);
            Path incident = root.resolve(SHOWN);
            String text = Files.readString(incident);
            Files.writeString(incident, text.replace("(declare, assess severity, mitigate, communicate, hand over)",
                    "(declare, assess severity, search the logs, mitigate, communicate, hand over)"));
            var window = Shots.window(stage, Shots.theme(args), false);
            Shots.size(stage, args);
            window.formVisibleProperty().set(false);
            window.graphVisibleProperty().set(false);
            window.previewVisibleProperty().set(false);
            window.dryRunVisibleProperty().set(false);
            window.open(root);
            var session = window.session();
            when(() -> session.getSnapshot() != null, () -> {
                session.comparison().compare(first);
                when(() -> session.comparison().getChangeSet() != null && window.changesVisibleProperty().get(),
                        () -> {
                            session.navigation().open(SHOWN, null, "screenshot");
                            var file = session.comparison().getFiles().file(SHOWN);
                            window.changesView().openDiff(file);
                            when(() -> window.changesView().diff(SHOWN) != null, () -> {
                                arrange(window);
                                if (args.contains("editor")) { // the editor's change bars and squiggle instead
                                    window.tabs().tab(SHOWN).ifPresent(t -> window.tabs().selectedProperty().set(t));
                                }
                                var pause = new PauseTransition(Duration.millis(600));
                                pause.setOnFinished(e -> Shots.save(window, out));
                                pause.play();
                            });
                        });
            });
        }

        /** Selects the shown file's row in the Changes list and gives the left column a little more width. */
        private static void arrange(MainWindow window) {
            if (window.scene().lookup(".main-split") instanceof javafx.scene.control.SplitPane main) {
                main.setDividerPositions(0.27);
            }
            if (window.scene().lookup("#left-column") instanceof javafx.scene.control.SplitPane left) {
                left.setDividerPositions(0.3);
            }
            var tree = window.changesView().tree();
            for (int i = 0; i < tree.getExpandedItemCount(); i++) {
                if (tree.getTreeItem(i).getValue() instanceof dev.catalogstudio.app.session.ChangedFile f
                        && f.path().equals(SHOWN)) {
                    tree.getSelectionModel().select(i);
                }
            }
        }

        private static void when(BooleanSupplier condition, Runnable then) {
            Shots.poll(condition, then, 600);
        }

    }
}
