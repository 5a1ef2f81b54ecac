package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.app.shell.Theme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Renders the studio on a fresh copy of the bundled sample to a PNG, with a SKILL.md open and one diagnostic visible
 * (its {@code name} made invalid, unsaved). Run headless with Monocle, from the repository root after
 * {@code ./mvnw -q install -DskipTests}:
 *
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1600x1000-32 \
 *   -cp "app/target/catalog-studio.jar:app/target/lib/*:$(ls ~/.m2/repository/org/testfx/openjfx-monocle/*&#47;*.jar)" \
 *   dev.catalogstudio.app.shell.Screenshot docs/images/studio.png [light|dark]
 * </pre>
 */
public final class Screenshot {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";

    private Screenshot() {
    }

    /** {@code [out.png] [light|dark]}; writes the PNG and exits. */
    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}; not the main class itself, so it runs from a plain class path. */
    public static final class App extends Application {

        private boolean taken;

    @Override
    public void start(Stage stage) throws IOException {
        var args = getParameters().getRaw();
        Path out = Path.of(args.isEmpty() ? "docs/images/studio.png" : args.get(0));
        var theme = args.size() > 1 && args.get(1).equalsIgnoreCase("dark") ? Theme.DARK : Theme.LIGHT;
        Path root = Files.createTempDirectory("catalog-studio-shot").resolve("catalog");
        SampleCatalog.copyTo(root);
        var window = Shots.window(stage, theme, true);
        var session = window.session();
        window.open(root);
        session.snapshotProperty().addListener((o, old, now) -> {
            if (now != null && now.version() == 1) {
                window.tree().open(SKILL);
            }
        });
        window.tabs().tabs().addListener((javafx.collections.ListChangeListener<dev.catalogstudio.app.editor
                .EditorTabModel>) c -> Platform.runLater(() -> window.tabs().tab(SKILL).ifPresent(tab -> {
                    // Typed through the editor, as a user would: one undoable edit, so Undo is enabled.
                    var editor = window.tabsView().editor(tab);
                    int at = editor.getText().indexOf("k8s-triage");
                    if (at < 0) {
                        return; // Already typed: the tab list reports every dirty change too.
                    }
                    editor.applyEdits(java.util.List.of(new dev.catalogstudio.model.text.TextEdit(
                            new dev.catalogstudio.model.text.Range(
                                    new dev.catalogstudio.model.text.Position(2, 7, at),
                                    new dev.catalogstudio.model.text.Position(2, 17, at + "k8s-triage".length())),
                            "K8s_Triage")));
                    waitForProblems(window, session, out);
                })));
    }

        private void waitForProblems(MainWindow window, WorkspaceSession session, Path out) {
        session.snapshotProperty().addListener((o, old, now) -> {
            if (!now.diagnostics(SKILL).isEmpty() && !taken) {
                taken = true;
                window.diagnostics().next();
                // Caret just after the name, no selection hiding the squiggle, and the Ctrl+. card open on it.
                Platform.runLater(() -> {
                    var editor = window.tabsView().editor(window.tabs().tab(SKILL).orElseThrow());
                    var code = editor;
                    code.goTo(2, 17);
                    // Two pulses: let layout and CSS settle before opening the card and taking the snapshot.
                    Platform.runLater(() -> Platform.runLater(() -> {
                        code.showDiagnosticsAtCaret();
                        Platform.runLater(() -> GraphScreenshot.App.whenPainted(window, 200,
                                () -> Platform.runLater(() -> Shots.save(window, out))));
                    }));
                });
            }
        });
    }
    }
}
