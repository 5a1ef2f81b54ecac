package dev.catalogstudio.app.graph;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.render.EdgeProblem;
import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.PlacedNode;
import dev.catalogstudio.app.render.SvgWriter;
import dev.catalogstudio.app.shell.MainWindow;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The graph pane in the real main window, headless, on a fresh copy of the bundled sample catalog. */
@ExtendWith(ApplicationExtension.class)
class GraphPaneTest {

    private static final String AGENT = "agents/oncall-engineer/AGENTS.md";
    private static final String SKILL = "skills/k8s-triage/SKILL.md";

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("graph");
        window = StudioFixture.window(stage, "graph", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void focusingAnAgentShowsItsSkillsAndMcpServers() throws Exception {
        focus(AGENT);

        var scene = scene();
        assertThat(scene.nodes()).extracting(n -> n.node().shape()).contains(NodeShape.AGENT, NodeShape.SKILL,
                NodeShape.MCP_SERVER);
        assertThat(titles(scene)).contains("oncall-engineer", "incident-response", "k8s-triage", "metrics-query");
        assertThat(fx(() -> window.graph().installOrder().get(window.graph().installOrder().size() - 1).id()))
                .as("the agent is installed last").isEqualTo(AGENT);
    }

    @Test
    void breakingADependencyTurnsItsEdgeMissingWithItsDiagnostic(FxRobot robot) throws Exception {
        focus(AGENT);
        String text = Files.readString(root.resolve(AGENT));
        fx(() -> {
            window.session().update(AGENT, text.replace("skills/k8s-triage\"", "skills/k8s-triage-gone\""));
            return null;
        });

        waitUntil(() -> scene().edges().stream().anyMatch(e -> e.edge().problem() == EdgeProblem.MISSING
                && e.edge().tooltip().contains("dependency-missing")));
        assertThat(titles(scene())).doesNotContain("k8s-triage");
    }

    @Test
    void doubleClickingANodeOpensItsDocument(FxRobot robot) throws Exception {
        focus(AGENT);
        var skill = fx(() -> scene().nodes().stream().filter(n -> n.node().title().equals("k8s-triage"))
                .findFirst().orElseThrow());
        var canvas = window.graphPane().canvas();
        var point = fx(() -> {
            // At a readable zoom the picture may reach past the pane: the node brought into view first.
            window.graphPane().centreOnNode(skill.node().id());
            var view = window.graphPane().viewport();
            double x = (skill.x() + skill.width() / 2) * view.scale() + view.offsetX();
            double y = (skill.y() + skill.height() / 2) * view.scale() + view.offsetY();
            return canvas.localToScreen(x, y);
        });

        robot.moveTo(point).doubleClickOn(javafx.scene.input.MouseButton.PRIMARY);

        waitUntil(() -> SKILL.equals(window.session().navigation().currentPathProperty().get()));
    }

    @Test
    void whatIfRemovalListsTheEntriesThatLoseTheDependency() throws Exception {
        focus(SKILL);
        fx(() -> {
            window.graph().selectedProperty().set(SKILL);
            window.graph().whatIfRemove(SKILL);
            return null;
        });

        waitUntil(() -> window.graph().removalProperty().get() != null);
        var removal = fx(() -> window.graph().removalProperty().get());
        assertThat(removal.losingDirectly()).contains(AGENT);
        assertThat(Files.exists(root.resolve(SKILL))).as("nothing is written").isTrue();
    }

    @Test
    void theSvgExportIsTheSceneShown() throws Exception {
        focus(AGENT);
        Path svg = Files.createTempFile("graph", ".svg");
        fx(() -> {
            window.graph().export(svg, "svg", Palette.light());
            return null;
        });

        waitUntil(() -> Files.size(svg) > 0);
        var document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(Files.readAllBytes(svg)));
        assertThat(document.getDocumentElement().getTagName()).isEqualTo("svg");
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        for (String title : titles(scene())) {
            assertThat(text).contains(title);
        }
        assertThat(text).isEqualTo(SvgWriter.write(scene(), Palette.light()));
    }

    @Test
    void theLayerFilterHidesTheEntriesOfAResolutionLayer(FxRobot robot) throws Exception {
        Path shared = root.resolveSibling(root.getFileName() + "-shared");
        Files.createDirectories(shared.resolve("skills/common"));
        Files.writeString(shared.resolve("skills/common/SKILL.md"), "---\nname: common\nscope: acme\n"
                + "description: Shared steps for the tests. Use when a test needs them.\nversion: 1.0.0\n---\n# Common\n");
        Files.writeString(root.resolve("catalog-studio.yaml"), Files.readString(root.resolve("catalog-studio.yaml"))
                + "layers:\n  - origin: https://github.com/acme-platform/shared-skills/tree/main\n    path: ../"
                + shared.getFileName() + "\n");
        Files.writeString(root.resolve(AGENT), Files.readString(root.resolve(AGENT)).replace(
                "agent-catalog/tree/main/skills/k8s-triage", "shared-skills/tree/main/skills/common"));
        fx(() -> {
            window.open(root);
            return null;
        });
        waitUntil(() -> window.session().getSnapshot() != null
                && window.session().getSnapshot().layers().layers().size() == 2);
        focus(AGENT);
        waitUntil(() -> titles(scene()).contains("common"));

        robot.clickOn("#graph-filter");
        robot.clickOn("Layer: layer1");

        waitUntil(() -> !titles(scene()).contains("common"));
        assertThat(fx(() -> window.graph().filterProperty().get().layers())).containsExactly("workspace");
        assertThat(titles(scene())).contains("oncall-engineer", "incident-response");
    }

    // Helpers

    private void focus(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(path, null, "test");
            return null;
        });
        waitUntil(() -> window.graph().sceneProperty().get() != null
                && window.graph().sceneProperty().get().nodes().stream()
                .anyMatch(n -> n.node().id().equals(path) && n.node().marks().contains(
                        dev.catalogstudio.app.render.Mark.FOCUS)));
        awaitStill();
    }

    /**
     * Waits until the picture stops changing: the pane lays out again for its canvas's size, which changes once the
     * install order appears under the picture.
     */
    private void awaitStill() throws Exception {
        GraphScene before = null;
        for (int i = 0; i < 100; i++) {
            Thread.sleep(300);
            var now = scene();
            if (now == before && fx(() -> window.graphPane().pictureSettled())) {
                return;
            }
            before = now;
        }
    }

    private GraphScene scene() throws Exception {
        return fx(() -> window.graph().sceneProperty().get());
    }

    private static List<String> titles(GraphScene scene) {
        return scene.nodes().stream().map(PlacedNode::node).map(n -> n.title()).toList();
    }


}
