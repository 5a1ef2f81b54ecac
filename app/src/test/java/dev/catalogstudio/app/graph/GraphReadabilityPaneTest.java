package dev.catalogstudio.app.graph;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.PlacedNode;
import dev.catalogstudio.app.render.ScenePainter;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.generate.CatalogGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 24, "a graph a reviewer can read", in the real main window at its default size (1,280 × 800), headless: what
 * the graph pane opens with, its toolbar, legend, search, group expansion, a folder with no catalog, and the smallest
 * window.
 */
@ExtendWith(ApplicationExtension.class)
class GraphReadabilityPaneTest {

    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        window = StudioFixture.window(stage, "graph-read", false);
        stage.setWidth(1280); // the studio's default; the stage is shared by the tests, one of which shrinks it
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void theSampleOpensNodeByNodeNamedAtFitWithALegend() throws Exception {
        open(StudioFixture.sampleCopy("graph-read"));

        var scene = scene();
        assertThat(scene.nodes()).hasSize(29).noneMatch(n -> n.node().shape() == NodeShape.GROUP);
        double scale = fx(() -> window.graphPane().viewport().scale());
        assertThat(scene.nodes()).allSatisfy(n -> {
            var texts = ScenePainter.texts(n, scale, scene.textScale());
            assertThat(texts).as(n.node().title()).anyMatch(t -> t.role() == ScenePainter.Role.TITLE);
            assertThat(texts).allSatisfy(t -> assertThat(t.size() * scale).isGreaterThanOrEqualTo(11 - 1e-9));
        });
        assertThat(fx(() -> window.graphPane().legend().names())).contains("agent", "skill", "MCP server",
                "depends on", "uses MCP server");
    }

    @Test
    void fitImpactWhatIfAndExportAreVisibleAtTheDefaultWindowSize() throws Exception {
        open(StudioFixture.sampleCopy("graph-read"));
        assertThat(fx(() -> window.scene().getWidth())).isEqualTo(1280);

        for (String id : new String[] {"#graph-fit", "#graph-impact", "#graph-what-if", "#graph-export"}) {
            var control = fx(() -> window.scene().lookup(id));
            assertThat(control).as(id).isNotNull();
            assertThat(fx(() -> shown(control))).as(id + " is shown whole, inside the graph pane").isTrue();
        }
    }

    @Test
    void aLargeCatalogIsAFewGroupsWithCountedEdgesAndADoubleClickExpandsOne(FxRobot robot) throws Exception {
        Path root = Files.createTempDirectory("graph-read-400").resolve("catalog");
        CatalogGenerator.generate(root, 400, 1);
        open(root);

        var scene = scene();
        assertThat(scene.nodes()).hasSizeLessThanOrEqualTo(12).allMatch(n -> n.node().shape() == NodeShape.GROUP);
        assertThat(scene.edges()).isNotEmpty().allMatch(e -> e.edge().label().matches("\\d+"));
        var agents = scene.node("group:agent:agents").orElseThrow();

        robot.moveTo(screen(agents)).doubleClickOn(MouseButton.PRIMARY);
        waitUntil(() -> window.graph().sceneProperty().get().node("group:agent:agents").isEmpty());
        var expanded = scene();
        assertThat(expanded.nodes()).as("the 40 agents, each its own node").filteredOn(n -> n.node().shape()
                == NodeShape.AGENT).hasSize(40);
        assertThat(fx(() -> window.graph().expanded())).containsExactly("group:agent:agents");
    }

    @Test
    void aSearchMarksItsMatchesAndTheGroupsHoldingThem() throws Exception {
        Path root = Files.createTempDirectory("graph-read-400").resolve("catalog");
        CatalogGenerator.generate(root, 400, 1);
        open(root);

        fx(() -> {
            window.graph().searchProperty().set(CatalogGenerator.HUB_SKILL);
            return null;
        });

        waitUntil(() -> window.graph().sceneProperty().get().node("group:skill:skills")
                .map(n -> n.node().marks().contains(Mark.MATCH)).orElse(false));
        assertThat(scene().nodes()).filteredOn(n -> n.node().marks().contains(Mark.MATCH))
                .extracting(n -> n.node().id()).containsExactly("group:skill:skills");
        assertThat(fx(() -> window.graphPane().legend().names())).contains("search match");
    }

    @Test
    void aFolderWithNoCatalogSaysWhyAndWhatToOpen() throws Exception {
        Path root = Files.createTempDirectory("graph-read-empty");
        Files.writeString(root.resolve("notes.md"), "# Notes\n");
        open(root);

        waitUntil(() -> window.graph().emptyProperty().get() != null);
        var label = fx(() -> (javafx.scene.control.Label) window.scene().lookup("#graph-empty"));
        assertThat(fx(label::isVisible)).isTrue();
        assertThat(fx(label::getText)).contains("No catalog entries in " + root.getFileName())
                .contains("SKILL.md").contains("File \u2192 Open Folder");
        assertThat(fx(() -> window.graph().statusProperty().get())).doesNotContain("0 groups");
    }

    @Test
    void atTheSmallestWindowTheCanvasKeepsItsLeastHeightAndTheActionsAreOneMenu() throws Exception {
        open(StudioFixture.sampleCopy("graph-read"));
        fx(() -> {
            stage.setWidth(720); // the studio's minimum (StudioApp)
            stage.setHeight(480);
            return null;
        });

        waitUntil(() -> window.graphPane().getWidth() < GraphPane.NARROW);
        waitUntil(() -> window.graphPane().canvas().getHeight() >= GraphPane.MIN_CANVAS_HEIGHT);
        assertThat(fx(() -> window.graphPane().canvas().getWidth())).isGreaterThan(150);
        var actions = fx(() -> window.scene().lookup("#graph-actions"));
        assertThat(actions).as("Fit, Impact, What if, Export and Legend named in one menu").isNotNull();
        assertThat(fx(() -> ((javafx.scene.control.MenuButton) actions).getItems().stream()
                .map(javafx.scene.control.MenuItem::getText).toList()))
                .containsExactly("Fit", "Impact", "What if removed?", "Export SVG\u2026", "Export PNG\u2026", "Legend");
    }

    // Helpers

    private void open(Path root) throws Exception {
        fx(() -> {
            window.open(root);
            return null;
        });
        waitUntil(() -> window.session().getSnapshot() != null && window.graph().viewProperty().get() != null
                && window.graph().viewProperty().get().snapshot() == window.session().getSnapshot()
                && window.graph().sceneProperty().get() != null);
        // The canvas's size settles after the first picture (the toolbar wraps, the legend fills): its picture too.
        Thread.sleep(500);
        waitUntil(() -> window.graphPane().pictureSettled());
    }

    private GraphScene scene() throws Exception {
        return fx(() -> window.graph().sceneProperty().get());
    }

    /** Whether {@code node} is visible and its whole box lies inside the graph pane and the window. */
    private boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        Bounds box = node.localToScene(node.getBoundsInLocal());
        Bounds pane = window.graphPane().localToScene(window.graphPane().getBoundsInLocal());
        return box.getWidth() > 10 && pane.contains(box) && box.getMaxX() <= window.scene().getWidth();
    }

    private javafx.geometry.Point2D screen(PlacedNode node) throws Exception {
        return fx(() -> {
            var view = window.graphPane().viewport();
            double x = (node.x() + node.width() / 2) * view.scale() + view.offsetX();
            double y = (node.y() + node.height() / 2) * view.scale() + view.offsetY();
            return window.graphPane().canvas().localToScreen(x, y);
        });
    }
}
