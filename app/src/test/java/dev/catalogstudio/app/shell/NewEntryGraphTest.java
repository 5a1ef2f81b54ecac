package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.tree.NewEntry;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The graph follows a new entry as soon as it opens, in the real main window, headless (issue 24, defect 3). */
@ExtendWith(ApplicationExtension.class)
class NewEntryGraphTest {

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        window = StudioFixture.window(stage, "new-entry", false);
        window.open(StudioFixture.sampleCopy("new-entry"));
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void afterNewSkillTheGraphCentresOnTheNewSkillWithoutSwitchingTabs() throws Exception {
        String previous = "skills/k8s-triage/SKILL.md";
        String created = "skills/log-search/SKILL.md";
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(previous, null, "test");
            return null;
        });
        waitUntil(() -> focused(previous));

        fx(() -> {
            window.tree().create(NewEntry.SKILL, "log-search");
            return null;
        });

        waitUntil(() -> created.equals(window.session().navigation().currentPathProperty().get()));
        waitUntil(() -> focused(created));
    }

    /** Whether the graph's picture centres on the entry of {@code path}. */
    private boolean focused(String path) {
        var scene = window.graph().sceneProperty().get();
        return scene != null && scene.nodes().stream().anyMatch(n -> n.node().id().equals(path)
                && n.node().marks().contains(Mark.FOCUS));
    }
}
