package dev.catalogstudio.app;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.app.shell.StudioHome;
import dev.catalogstudio.app.shell.Theme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/** What the TestFX tests of the main window share: a sample copy, the window, closing it, and FX-thread helpers. */
public final class StudioFixture {

    private StudioFixture() {
    }

    /** A writable copy of the bundled sample catalog in a new temporary folder named after {@code prefix}. */
    public static Path sampleCopy(String prefix) throws IOException {
        Path root = Files.createTempDirectory(prefix + "-sample");
        SampleCatalog.copyTo(root);
        return root;
    }

    /**
     * The main window in the light theme on a new session (one serial model executor) and a new temporary home.
     *
     * @param watch whether the session watches the folder for changes on disk
     */
    public static MainWindow window(Stage stage, String prefix, boolean watch) throws IOException {
        // TestFX hands every test class the same stage: a size an earlier test gave it (the smallest window, 720 x
        // 480) would otherwise carry over and put this test's panes in the layout's strip.
        stage.setWidth(1280);
        stage.setHeight(800);
        var home = new StudioHome(Files.createTempDirectory(prefix + "-home"));
        var session = new WorkspaceSession(TaskExecutor.serial("test-model"), Platform::runLater, watch);
        return new MainWindow(stage, session, home, Theme.LIGHT);
    }

    /** Stops the window's background work (graph layout, preview rendering, the model executor). */
    public static void close(MainWindow window) throws Exception {
        fx(() -> {
            window.dryRun().stop();
            window.graph().close();
            window.preview().close();
            window.session().background().shutdown();
            return null;
        });
    }

    /** Runs {@code call} on the FX thread and returns its result (at most 60 seconds). */
    public static <T> T fx(Callable<T> call) throws Exception {
        return WaitForAsyncUtils.asyncFx(call).get(60, TimeUnit.SECONDS);
    }

    /** Waits (at most 60 seconds) until {@code condition}, evaluated on the FX thread, holds. */
    public static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(condition));
    }
}
