package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The JavaFX application. Started only by {@link StudioLauncher} (never by the command line): its first parameter is
 * the workspace folder to open, decided before the toolkit started.
 */
public final class StudioApp extends Application {

    private WorkspaceSession session;

    @Override
    public void start(Stage stage) {
        var folder = Path.of(getParameters().getRaw().get(0));
        var home = StudioHome.forPlatform();
        session = new WorkspaceSession(TaskExecutor.serial("catalog-studio-model"), Platform::runLater, true);
        var theme = getParameters().getRaw().size() > 1 ? Theme.valueOf(getParameters().getRaw().get(1))
                : Theme.LIGHT;
        var window = new MainWindow(stage, session, home, theme);
        window.open(folder);
        stage.setMinWidth(720);
        stage.setMinHeight(480);
        stage.show();
    }

    @Override
    public void stop() {
        if (session != null) {
            session.close();
            session.background().shutdown();
        }
    }
}
