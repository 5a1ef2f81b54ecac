package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.CutLabels;
import dev.catalogstudio.app.StudioFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At the default window size, with the form and the preview shown beside the editor: what a file they have nothing
 * for does to them, and the editor's notice of a binary file (issue 24, defect 10).
 */
@ExtendWith(ApplicationExtension.class)
class PaneRoomTest {

    private static final String CHANGELOG = "skills/metrics-query/CHANGELOG.md";
    private static final String SKILL = "skills/metrics-query/SKILL.md";

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        Path root = StudioFixture.sampleCopy("room");
        Files.write(root.resolve("logo.bin"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13, 1, 2, 0, 3});
        window = StudioFixture.window(stage, "room", false);
        window.formVisibleProperty().set(true);
        window.previewVisibleProperty().set(true);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void aChangelogShowsItsEntrysVersionHistoryInTheFormAndGivesThePreviewsRoomToTheEditor(FxRobot robot)
            throws Exception {
        open(SKILL);
        waitUntil(() -> panes().contains(window.previewPane()) && panes().contains(window.formPane()));

        open(CHANGELOG);
        waitUntil(() -> !panes().contains(window.previewPane()));
        assertThat(fx(() -> panes())).contains(window.formPane());
        waitUntil(() -> window.formPane().lookup("#form-history-0") != null);
        assertThat(fx(() -> ((Hyperlink) window.formPane().lookup("#form-history-0")).getText()))
                .isEqualTo("2.0.1 (2026-09-30)");
        assertThat(fx(() -> window.form().titleProperty().get())).contains("SKILL.md").contains("2.0.1");
        assertThat(fx(() -> window.formPane().lookup("#form-add-dependency").getParent().isVisible())).isFalse();

        robot.clickOn("#form-history-1");
        waitUntil(() -> window.session().navigation().caretLineProperty().get() == 7); // "## 2.0.0 (2026-07-15)"

        open(SKILL);
        waitUntil(() -> panes().contains(window.previewPane()));
    }

    @Test
    void aBinaryFilesNoticeWrapsInsteadOfBeingCutAndTheFormAndPreviewStepAside() throws Exception {
        open("logo.bin");
        waitUntil(() -> !panes().contains(window.formPane()) && !panes().contains(window.previewPane()));
        WaitForAsyncUtils.waitForFxEvents();

        var banners = fx(() -> window.tabsView().lookupAll(".banner").stream().filter(n -> n.isVisible()).toList());
        assertThat(banners).hasSize(1);
        assertThat(fx(() -> CutLabels.under(banners.get(0)))).isEmpty();
    }

    /** The panes of the editor row: its columns, and the side dock's tabs when the side panes are docked. */
    private java.util.List<javafx.scene.Node> panes() {
        var split = (SplitPane) window.scene().lookup("#editor-graph-split");
        var all = new java.util.ArrayList<javafx.scene.Node>(split.getItems());
        if (window.scene().lookup("#side-dock") instanceof javafx.scene.control.TabPane dock
                && split.getItems().contains(dock)) {
            dock.getTabs().forEach(tab -> all.add(tab.getContent()));
        }
        return all;
    }

    private void open(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(path, null, "test");
            return null;
        });
        waitUntil(() -> window.tabs().tab(path).isPresent()
                && path.equals(window.session().navigation().currentPathProperty().get()));
    }
}
