package dev.catalogstudio.app.graph;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.SceneMapper;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.graph.Neighbourhood;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 41: the side pane always shows the current file's entry and its neighbourhood, nothing of a file shown before;
 * a file of no entry says so; a SKILL.star or a CHANGELOG shows its skill. And the export dialog starts in the
 * workspace's folder.
 */
@ExtendWith(ApplicationExtension.class)
class GraphFollowsFileTest {

    private static final String AGENT = "agents/oncall-engineer/AGENTS.md";
    private static final String ROLLOUT = "skills/rollout-check/SKILL.md";
    private static final String STAR = "skills/rollout-check/SKILL.star";
    private static final String METRICS = "skills/metrics-query/SKILL.md";
    private static final String CHANGELOG = "skills/metrics-query/CHANGELOG.md";

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("graph-follows");
        window = StudioFixture.window(stage, "graph-follows", false);
        stage.setWidth(1280);
        stage.setHeight(800);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void afterSwitchingFilesTheSidePaneShowsExactlyTheNewEntrysNeighbourhood() throws Exception {
        open(AGENT);
        assertShowsNeighbourhoodOf(AGENT);
        assertThat(drawn()).hasSizeGreaterThan(3);

        open(ROLLOUT);
        assertShowsNeighbourhoodOf(ROLLOUT);
        assertThat(drawn()).doesNotContain("skills/incident-response/SKILL.md");
    }

    @Test
    void aSkillStarShowsItsSkillAndAChangelogItsEntry() throws Exception {
        open(AGENT);
        assertShowsNeighbourhoodOf(AGENT);

        open(STAR);
        assertShowsNeighbourhoodOf(ROLLOUT);
        assertThat(fx(() -> window.graph().focusProperty().get())).isEqualTo(ROLLOUT);

        open(CHANGELOG);
        assertShowsNeighbourhoodOf(METRICS);
    }

    @Test
    void aFileOfNoEntrySaysSoAndDrawsNothingOfTheFileBefore() throws Exception {
        open(AGENT);
        assertShowsNeighbourhoodOf(AGENT);

        open("README.md");
        waitUntil(() -> window.graph().emptyProperty().get() != null);
        waitUntil(() -> window.graph().sceneProperty().get().nodes().isEmpty());
        assertThat(fx(() -> window.graph().emptyProperty().get())).startsWith("README.md belongs to no catalog entry");
        var label = fx(() -> (javafx.scene.control.Label) window.graphPane().lookup("#graph-empty"));
        assertThat(fx(label::isVisible)).isTrue();
        assertThat(fx(() -> window.graph().focusProperty().get())).isNull();

        open(METRICS); // and back to an entry: its neighbourhood again, the sentence gone
        assertShowsNeighbourhoodOf(METRICS);
        assertThat(fx(() -> window.graph().emptyProperty().get())).isNull();
    }

    @Test
    void entryOfFileFindsTheEntryOfTheNearestFolderWithOneEntry() throws Exception {
        open(AGENT);
        var view = fx(() -> window.graph().viewProperty().get());
        assertThat(GraphViewModel.entryOfFile(view, STAR)).contains(ROLLOUT);
        assertThat(GraphViewModel.entryOfFile(view, CHANGELOG)).contains(METRICS);
        assertThat(GraphViewModel.entryOfFile(view, AGENT)).contains(AGENT);
        assertThat(GraphViewModel.entryOfFile(view, "README.md")).isEmpty();
        assertThat(GraphViewModel.entryOfFile(view, "catalog-studio.yaml")).isEmpty();
    }

    @Test
    void theExportDialogStartsInTheWorkspaceFolder() throws Exception {
        open(AGENT);
        var chooser = fx(() -> window.graphPane().exportChooser("svg"));
        assertThat(chooser.getInitialDirectory()).isNotNull();
        assertThat(chooser.getInitialDirectory().toPath().toRealPath()).isEqualTo(root.toRealPath());
        assertThat(chooser.getInitialFileName()).isEqualTo("graph.svg");
    }

    // Helpers

    private void open(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(path, null, "test");
            return null;
        });
        waitUntil(() -> path.equals(window.session().navigation().currentPathProperty().get()));
    }

    /** Waits until the side pane shows {@code entry} focused, then checks its nodes are its neighbourhood. */
    private void assertShowsNeighbourhoodOf(String entry) throws Exception {
        waitUntil(() -> {
            var scene = window.graph().sceneProperty().get();
            return scene != null && scene.node(entry).map(n -> n.node().marks().contains(Mark.FOCUS)).orElse(false);
        });
        var view = fx(() -> window.graph().viewProperty().get());
        int depth = fx(() -> window.graph().depthProperty().get());
        Set<String> expected = Neighbourhood.of(view, List.of(entry), depth, GraphFilter.ALL).nodeIds();
        assertThat(drawn()).as("the nodes drawn around %s", entry).containsExactlyInAnyOrderElementsOf(expected);
    }

    /** The ids of the entries the side pane draws (not the ghosts of missing targets). */
    private Set<String> drawn() throws Exception {
        return fx(() -> window.graph().sceneProperty().get().nodes().stream().map(n -> n.node().id())
                .filter(id -> !id.startsWith(SceneMapper.GHOST)).collect(Collectors.toSet()));
    }
}
