package dev.catalogstudio.app.tree;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Path;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A filter typed for one folder does not carry over to the next folder opened (issue 41: 400 skills showed 4). */
@ExtendWith(ApplicationExtension.class)
class TreeFilterNewFolderTest {

    private Path first;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        first = StudioFixture.sampleCopy("tree-filter-first");
        window = StudioFixture.window(stage, "tree-filter", false);
        window.open(first);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void openingAnotherFolderClearsTheFilter(FxRobot robot) throws Exception {
        waitUntil(() -> window.tree().shownProperty().get() != null);
        robot.clickOn("#file-filter").write("metrics");
        waitUntil(() -> window.tree().shownProperty().get() != window.tree().rootProperty().get());

        Path second = StudioFixture.sampleCopy("tree-filter-second");
        fx(() -> {
            window.open(second);
            return null;
        });
        waitUntil(() -> window.session().getSnapshot() != null
                && window.session().getSnapshot().root().equals(second.toRealPath()));

        assertThat(fx(() -> robot.lookup("#file-filter").queryAs(TextField.class).getText()))
                .as("the filter field after opening another folder").isEmpty();
        waitUntil(() -> window.tree().rootProperty().get() != null);
        assertThat(fx(() -> window.tree().shownProperty().get() == window.tree().rootProperty().get()))
                .as("the tree shows every file of the new folder").isTrue();
        assertThat(fx(() -> window.tree().shownProperty().get().fileCount()))
                .isEqualTo(fx(() -> window.session().getSnapshot().files().size()));
    }

    @Test
    void theFilterStaysWhileTheSameFolderChanges(FxRobot robot) throws Exception {
        waitUntil(() -> window.tree().shownProperty().get() != null);
        robot.clickOn("#file-filter").write("metrics");
        long version = fx(() -> window.session().getSnapshot().version());
        fx(() -> {
            String path = "skills/metrics-query/SKILL.md";
            window.session().update(path, window.session().getSnapshot().text(path).orElseThrow().text() + "\nMore.\n");
            return null;
        });
        waitUntil(() -> window.session().getSnapshot().version() > version);
        assertThat(fx(() -> window.tree().filterProperty().get())).isEqualTo("metrics");
    }
}
