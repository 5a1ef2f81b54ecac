package dev.catalogstudio.app.tree;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The file tree in the real window: the filter field, type-ahead, and revealing a new entry's file. */
@ExtendWith(ApplicationExtension.class)
class TreeFindingTest {

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("tree-finding");
        window = StudioFixture.window(stage, "tree-finding", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @SuppressWarnings("unchecked")
    private TreeView<FileNode> tree(FxRobot robot) {
        return robot.lookup("#file-tree").queryAs(TreeView.class);
    }

    /** The paths of the rows the tree shows now (expanded folders' children included), top to bottom. */
    private List<String> rows(FxRobot robot) throws Exception {
        return fx(() -> {
            var tree = tree(robot);
            var out = new ArrayList<String>();
            for (int row = 0; row < tree.getExpandedItemCount(); row++) {
                out.add(tree.getTreeItem(row).getValue().path());
            }
            return out;
        });
    }

    private String selected(FxRobot robot) throws Exception {
        return fx(() -> {
            TreeItem<FileNode> item = tree(robot).getSelectionModel().getSelectedItem();
            return item == null ? null : item.getValue().path();
        });
    }

    @Test
    void theFilterNarrowsTheTreeToMatchingPathsWithTheirFoldersOpen(FxRobot robot) throws Exception {
        waitUntil(() -> window.tree().shownProperty().get() != null);
        assertThat(rows(robot)).as("collapsed at first").doesNotContain("skills/metrics-query/SKILL.md");

        robot.clickOn("#file-filter").write("metrics");
        waitUntil(() -> rows(robot).contains("skills/metrics-query/SKILL.md"));
        assertThat(rows(robot)).containsExactly("", "skills", "skills/metrics-query",
                "skills/metrics-query/references", "skills/metrics-query/references/PROMQL.md",
                "skills/metrics-query/CHANGELOG.md", "skills/metrics-query/SKILL.md");
        assertThat(fx(() -> robot.lookup("#file-filter-count").queryLabeled().getText())).isEqualTo("3 files");

        // Two words: both must be in the path.
        fx(() -> {
            robot.lookup("#file-filter").queryAs(TextField.class).setText("metrics skill.md");
            return null;
        });
        waitUntil(() -> rows(robot).size() == 4);
        assertThat(rows(robot)).last().isEqualTo("skills/metrics-query/SKILL.md");

        // Enter goes into the tree on the first file, Enter there opens it.
        robot.clickOn("#file-filter").type(KeyCode.ENTER);
        assertThat(selected(robot)).isEqualTo("skills/metrics-query/SKILL.md");
        robot.type(KeyCode.ENTER);
        waitUntil(() -> window.tabs().tab("skills/metrics-query/SKILL.md").isPresent());

        // Escape in the field clears it: every file is back, the chosen one still shown and selected.
        robot.clickOn("#file-filter").type(KeyCode.ESCAPE);
        waitUntil(() -> rows(robot).contains("agents"));
        assertThat(rows(robot)).contains("skills/metrics-query/SKILL.md", "skills/k8s-triage");
        assertThat(selected(robot)).isEqualTo("skills/metrics-query/SKILL.md");

        fx(() -> {
            robot.lookup("#file-filter").queryAs(TextField.class).setText("no-such-file");
            return null;
        });
        waitUntil(() -> rows(robot).equals(List.of("")));
        assertThat(fx(() -> robot.lookup("#file-filter-count").queryLabeled().getText())).isEqualTo("no match");
    }

    @Test
    void typingInTheTreeSelectsTheNextRowStartingWithWhatWasTyped(FxRobot robot) throws Exception {
        waitUntil(() -> window.tree().shownProperty().get() != null);
        fx(() -> {
            tree(robot).requestFocus();
            tree(robot).getSelectionModel().select(0);
            return null;
        });

        robot.write("sk");
        assertThat(selected(robot)).isEqualTo("skills");
        // The root's rows are agents, agents3md, mcps, oaf, skills …: "agents3" finds the second.
        fx(() -> {
            tree(robot).getSelectionModel().select(0);
            return null;
        });
        robot.write("agents3");
        assertThat(selected(robot)).isEqualTo("agents3md");
    }

    @Test
    void aNewSkillIsRevealedAndSelectedInTheTree(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        assertThat(rows(robot)).doesNotContain("skills/log-search/SKILL.md");

        fx(() -> {
            window.tree().create(NewEntry.SKILL, "log-search");
            return null;
        });

        waitUntil(() -> window.tabs().tab("skills/log-search/SKILL.md").isPresent());
        waitUntil(() -> "skills/log-search/SKILL.md".equals(selected(robot)));
        assertThat(rows(robot)).contains("skills/log-search", "skills/log-search/SKILL.md");
    }
}
