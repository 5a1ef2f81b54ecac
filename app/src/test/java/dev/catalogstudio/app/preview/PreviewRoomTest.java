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

    private static org.fxmisc.richtext.CodeArea area(dev.catalogstudio.app.editor.CodeEditor editor) {
        return (org.fxmisc.richtext.CodeArea) editor.lookup(".code-area");
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

    /**
     * Issue 41: the wheel scrolled the editor but not the preview. Scrolling the editor (the wheel, a page key) brings
     * the block at the editor's top line to the preview's top; back at line 1, the preview is back at its top.
     */
    @Test
    void thePreviewScrollsWithTheEditor(FxRobot robot) throws Exception {
        String skill = "skills/k8s-triage/SKILL.md";
        open(skill);
        var pane = window.previewPane();
        waitUntil(() -> window.tabsView().selectedEditor() != null);
        var editor = fx(() -> window.tabsView().selectedEditor());
        assertThat(fx(pane::scrollTop)).isZero();

        fx(() -> {
            area(editor).showParagraphAtTop(19); // what the wheel does: the view moves, the caret stays
            return null;
        });
        waitUntil(() -> area(editor).firstVisibleParToAllParIndex() >= 14);
        int top = fx(() -> area(editor).firstVisibleParToAllParIndex() + 1);
        waitUntil(() -> pane.scrollTop() > 0);
        // The block at the preview's top is the one holding the editor's top line (or the last one above it).
        int[] shown = fx(() -> {
            double y = pane.scrollTop();
            for (var node : pane.content().getChildren()) {
                var box = node.getBoundsInParent();
                if (box.getMaxY() > y + 1 && node.getProperties().get(PreviewNodes.LINE) instanceof Integer start) {
                    return new int[] {start, (Integer) node.getProperties().get(PreviewNodes.END)};
                }
            }
            return new int[] {-1, -1};
        });
        assertThat(shown[0]).as("the first block shown starts at or above the editor's top line " + top)
                .isBetween(1, top);
        assertThat(shown[1]).as("and reaches it").isGreaterThanOrEqualTo(top - 1);

        fx(() -> {
            area(editor).showParagraphAtTop(0);
            return null;
        });
        waitUntil(() -> pane.scrollTop() == 0);
    }
}
