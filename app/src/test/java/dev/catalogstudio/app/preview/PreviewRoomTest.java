package dev.catalogstudio.app.preview;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 41: the route tester grew over most of the 3md preview. At the default window size the preview keeps most of
 * the pane's height, and the tools hide and come back.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewRoomTest {

    private static final String AGENT = "agents3md/platform-ops.3md";

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path root = StudioFixture.sampleCopy("preview-room");
        window = StudioFixture.window(stage, "preview-room", false);
        window.graphVisibleProperty().set(false);
        window.previewVisibleProperty().set(true);
        window.open(root);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    private void open(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(path, null, "test");
            return null;
        });
        waitUntil(() -> window.preview().renderedProperty().get() != null
                && path.equals(window.preview().renderedProperty().get().path())
                && window.previewPane().patchedVersionProperty().get()
                == window.preview().renderedProperty().get().snapshot());
    }

    private double height(Node node) throws Exception {
        return fx(() -> node.getScene() == null || !node.isVisible() ? 0 : node.getBoundsInParent().getHeight());
    }

    @Test
    void thePreviewKeepsMostOfThePaneBesideTheAgentToolsWhichHideAndComeBack(FxRobot robot) throws Exception {
        open(AGENT);
        var pane = window.previewPane();
        fx(() -> {
            pane.agentTools().request().setText("why is the checkout pod pending");
            return null;
        });
        for (int round = 0; round < 10; round++) {
            WaitForAsyncUtils.waitForFxEvents();
        }
        double whole = height(pane);
        double preview = height(pane.scroll());
        double tools = height(pane.agentTools());
        assertThat(tools).as("the agent tools are shown").isGreaterThan(0);
        // The divider between them takes a few pixels.
        assertThat(preview).as("preview %.0f px, tools %.0f px of %.0f px", preview, tools, whole)
                .isGreaterThan(tools).isGreaterThanOrEqualTo(0.53 * whole);
        assertThat(tools).as("tools of %.0f px", whole).isLessThanOrEqualTo(0.45 * whole + 1);

        robot.clickOn("#preview-tools-hide");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> pane.agentTools().getScene())).as("hidden: the tools are out of the pane").isNull();
        assertThat(height(pane.scroll())).as("the preview takes their room").isGreaterThan(0.9 * whole);

        robot.clickOn("#preview-tools-show");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(height(pane.agentTools())).as("shown again").isGreaterThan(0);
    }
}
