package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Path;
import java.util.Objects;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The JavaFX application. Started only by {@link StudioLauncher} (never by the command line), which prepares what it
 * needs before the toolkit starts: the workspace folder, the theme, and a session already reading the folder.
 */
public final class StudioApp extends Application {

    /**
     * What the launcher hands over: JavaFX instantiates the application class itself, so it is passed through
     * {@link #prepare} rather than a constructor.
     *
     * @param folder  the workspace folder, absolute and normalised
     * @param theme   the theme to start with
     * @param home    the studio's data folder (settings, recent workspaces)
     * @param session the session, already opening {@code folder}
     * @param fx      the session's FX executor, holding its tasks until the first frame is drawn
     */
    record Start(Path folder, Theme theme, StudioHome home, WorkspaceSession session, HeldExecutor fx) {
    }

    private static volatile Start prepared;
    private WorkspaceSession session;

    static void prepare(Start start) {
        prepared = start;
    }

    @Override
    public void start(Stage stage) {
        var start = Objects.requireNonNull(prepared, "started without StudioLauncher");
        session = start.session();
        var window = new MainWindow(stage, session, start.home(), start.theme());
        stage.show();
        // Pass the session's results on once the shell is on screen: the first frame never waits for the workspace.
        FirstFrame.then(() -> start.fx().release(Platform::runLater));
        StartupTrace.windowShown();
    }

    @Override
    public void stop() {
        if (session != null) {
            session.close();
            session.background().shutdown();
        }
    }
}
