package dev.catalogstudio.app.editor;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A view (the graph overview, a diff) opens as a tab of the editor area beside the files, once per id. */
@ExtendWith(ApplicationExtension.class)
class ViewTabsTest {

    private static final String METRICS = "skills/metrics-query/SKILL.md";

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("view-tabs");
        window = StudioFixture.window(stage, "view-tabs", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void aViewTabIsSelectedOncePerIdAndLeavesNoEditorSelected(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.tree().open(METRICS);
            return null;
        });
        waitUntil(() -> window.tabs().tab(METRICS).isPresent());
        var closed = new AtomicInteger();
        fx(() -> {
            window.tabsView().showView("overview", "Overview", new Label("one"), closed::incrementAndGet);
            window.tabsView().showView("overview", "Overview 2", new Label("two"), closed::incrementAndGet);
            return null;
        });
        var pane = fx(() -> robot.lookup(".editor-tab-pane").queryAs(TabPane.class));
        assertThat(fx(() -> pane.getTabs().size())).isEqualTo(2);
        assertThat(fx(() -> pane.getSelectionModel().getSelectedItem().getText())).isEqualTo("Overview 2");
        assertThat(fx(() -> ((Label) pane.getSelectionModel().getSelectedItem().getContent()).getText()))
                .isEqualTo("two");
        assertThat(fx(() -> window.tabs().selectedProperty().get())).isNull();
        assertThat(fx(() -> window.tabsView().selectedEditor())).isNull();

        fx(() -> {
            pane.getSelectionModel().select(0);
            return null;
        });
        assertThat(fx(() -> window.tabs().selectedProperty().get().path())).isEqualTo(METRICS);

        fx(() -> {
            window.tabsView().closeView("overview");
            return null;
        });
        assertThat(fx(() -> pane.getTabs().size())).isEqualTo(1);
        assertThat(closed.get()).isEqualTo(1);
        assertThat(fx(() -> window.tabsView().view("overview"))).isEmpty();
    }
}
