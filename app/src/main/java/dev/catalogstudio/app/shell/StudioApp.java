package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Path;
import java.util.Objects;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The JavaFX application. Started only by {@link StudioLauncher} (never by the command line), which decides before the
 * toolkit starts what to open and how.
 *
 * <p>Start-up order (docs/ARCHITECTURE.md, "Start-up"): the window is built with its shell only (menu bar, toolbar,
 * the opening card, status bar; no pane), the folder's opening is asked for (the card shows it) and the window shown;
 * once its first frame is drawn ({@link AfterFirstFrame}) the graph's layout engine starts loading on a thread of its
 * own, the panes (tree, editor tabs, problems and the visible side panes) are built and the model's executor, which
 * held the reading, is released. Reading the folder earlier, while the toolkit starts, was measured: on two
 * cores it delays the first frame by as much as it saves (docs/PERFORMANCE.md, "Studio start-up").
 */
public final class StudioApp extends Application {

    /**
     * What the launcher hands over: JavaFX instantiates the application class itself, so it is passed through
     * {@link #prepare} rather than a constructor.
     *
     * @param folder the workspace folder, absolute and normalised
     * @param theme  the theme to start with
     * @param home   the studio's data folder (settings, recent workspaces)
     */
    record Start(Path folder, Theme theme, StudioHome home) {
    }

    private static volatile Start prepared;
    private WorkspaceSession session;

    static void prepare(Start start) {
        prepared = start;
    }

    @Override
    public void start(Stage stage) {
        var start = Objects.requireNonNull(prepared, "started without StudioLauncher");
        // The theme first: the first control's class would otherwise load and parse JavaFX's own Modena stylesheet,
        // only for the window to replace it.
        start.theme().apply();
        var model = new GatedExecutor(TaskExecutor.serial("catalog-studio-model"));
        session = new WorkspaceSession(model, Platform::runLater, true);
        var window = new MainWindow(stage, session, start.home(), start.theme(), true);
        window.open(start.folder()); // the card says so on the first frame; the reading waits for it
        stage.show();
        StartupTrace.windowShown(); // first: its frame count runs before the panes below are built
        AfterFirstFrame.then(() -> {
            StudioLauncher.warmUpGraphLayout();
            window.buildPanes();
            model.release();
        });
    }

    @Override
    public void stop() {
        if (session != null) {
            session.close();
            session.background().shutdown();
        }
    }
}
