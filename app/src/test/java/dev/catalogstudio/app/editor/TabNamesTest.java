package dev.catalogstudio.app.editor;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.text.LineEnding;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Tabs of files with the same name say which folder each is in, and only while another open tab shares it. */
@ExtendWith(ApplicationExtension.class)
class TabNamesTest {

    private static final String METRICS = "skills/metrics-query/SKILL.md";
    private static final String TRIAGE = "skills/k8s-triage/SKILL.md";
    private static final String CHECKLIST = "oaf/acme/release-captain/skills/release-checklist/SKILL.md";

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("tab-names");
        window = StudioFixture.window(stage, "tab-names", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    private void open(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.tree().open(path);
            return null;
        });
        waitUntil(() -> window.tabs().tab(path).isPresent());
    }

    /** The tab headers as the tab pane shows them, left to right. */
    private List<String> headers(FxRobot robot) throws Exception {
        return fx(() -> robot.lookup(".editor-tab-pane").queryAs(TabPane.class).getTabs().stream()
                .map(Tab::getText).toList());
    }

    @Test
    void collidingNamesGetTheirFolderAndLoseItWhenTheCollisionEnds(FxRobot robot) throws Exception {
        open(METRICS);
        assertThat(headers(robot)).containsExactly("SKILL.md");

        open(TRIAGE);
        assertThat(headers(robot)).containsExactly("SKILL.md \u2014 metrics-query", "SKILL.md \u2014 k8s-triage");

        open(CHECKLIST);
        open("agents/oncall-engineer/AGENTS.md");
        assertThat(headers(robot)).containsExactly("SKILL.md \u2014 metrics-query", "SKILL.md \u2014 k8s-triage",
                "SKILL.md \u2014 release-checklist", "AGENTS.md");

        // Unsaved changes still show their dot after the folder.
        fx(() -> {
            var tab = window.tabs().tab(TRIAGE).orElseThrow();
            tab.textProperty().set(tab.getText() + "\nMore.\n");
            return null;
        });
        assertThat(headers(robot).get(1)).isEqualTo("SKILL.md \u2014 k8s-triage \u2022");

        fx(() -> {
            window.tabs().close(window.tabs().tab(TRIAGE).orElseThrow());
            window.tabs().close(window.tabs().tab(CHECKLIST).orElseThrow());
            return null;
        });
        assertThat(headers(robot)).containsExactly("SKILL.md", "AGENTS.md");
    }

    @Test
    void aRenamedFolderRenamesTheHint(FxRobot robot) throws Exception {
        open(METRICS);
        open(TRIAGE);
        fx(() -> {
            window.tree().rename("skills/k8s-triage", "triage");
            return null;
        });
        waitUntil(() -> headers(robot).contains("SKILL.md \u2014 triage"));
        assertThat(headers(robot)).containsExactly("SKILL.md \u2014 metrics-query", "SKILL.md \u2014 triage");
    }

    @Test
    void theHintIsTheShortestEndOfTheFolderThatTellsTabsApart() {
        var tabs = List.of(tab("a/x/SKILL.md"), tab("b/x/SKILL.md"), tab("c/y/SKILL.md"), tab("SKILL.md"),
                tab("README.md"));
        EditorTabModel.showFoldersWhereNamesCollide(tabs);
        assertThat(tabs).extracting(t -> t.folderHintProperty().get())
                .containsExactly("a/x", "b/x", "y", "/", "");
        assertThat(tabs.get(0).titleProperty().get()).isEqualTo("SKILL.md \u2014 a/x");
        assertThat(tabs.get(4).titleProperty().get()).isEqualTo("README.md");
    }

    private static EditorTabModel tab(String path) {
        return new EditorTabModel(path, new TextFiles.Loaded("text", LineEnding.LF, false));
    }
}
