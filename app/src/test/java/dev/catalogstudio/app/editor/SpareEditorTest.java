package dev.catalogstudio.app.editor;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 41, "fast where the user waits": opening a file takes an editor built while the window was idle, instead
 * of building one between the user's Enter and the text; counted, never timed.
 */
@ExtendWith(ApplicationExtension.class)
class SpareEditorTest {

    private static final String[] FILES = {"skills/metrics-query/SKILL.md", "skills/rollout-check/SKILL.md",
        "agents/oncall-engineer/AGENTS.md"};

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        Path root = StudioFixture.sampleCopy("spare-editor");
        window = StudioFixture.window(stage, "spare-editor", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void filesOpenedAfterAPauseGetAnEditorBuiltBefore() throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        var view = window.tabsView();
        for (String path : FILES) {
            waitUntil(view::hasSpareEditor);
            fx(() -> {
                window.session().navigation().open(path, null, "quick-open");
                return null;
            });
            waitUntil(() -> window.tabs().tab(path).isPresent() && view.editor(window.tabs().tab(path).get()) != null);
        }
        assertThat(fx(view::editorsBuiltOnOpen)).as("editors built while a file was opening").isZero();
        assertThat(fx(() -> window.tabs().tabs().size())).isEqualTo(FILES.length);
        // The spare taken shows its file like a new editor would.
        var editor = fx(() -> view.editor(window.tabs().tab(FILES[2]).orElseThrow()));
        assertThat(fx(editor::getText)).contains("oncall");
    }
}
