package dev.catalogstudio.app.graph;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 41, point 4: the graph's export dialog started in the process's working folder. It starts in the folder of
 * the last export, else in the workspace's folder (and there again when that folder is gone).
 */
@ExtendWith(ApplicationExtension.class)
class GraphExportFolderTest {

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("graph-export");
        window = StudioFixture.window(stage, "graph-export", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    private Path initialFolder(String format) throws Exception {
        var folder = fx(() -> window.graphPane().exportChooser(format).getInitialDirectory());
        return folder == null ? null : folder.toPath().toRealPath();
    }

    @Test
    void theDialogStartsInTheLastExportFolderElseTheWorkspace(@TempDir Path elsewhere) throws Exception {
        waitUntil(() -> window.graph().sceneProperty().get() != null);
        assertThat(initialFolder("svg")).as("before any export").isEqualTo(root.toRealPath());

        Path exports = Files.createDirectory(elsewhere.resolve("exports"));
        Path file = exports.resolve("catalog.svg");
        fx(() -> {
            window.graphPane().exportTo(file.toFile(), "svg");
            return null;
        });
        waitUntil(() -> Files.exists(file) && Files.size(file) > 0);
        assertThat(Files.readString(file)).contains("<svg");
        assertThat(initialFolder("png")).as("after exporting to %s", exports).isEqualTo(exports.toRealPath());

        Files.delete(file);
        Files.delete(exports);
        assertThat(initialFolder("svg")).as("once that folder is gone").isEqualTo(root.toRealPath());
    }
}
