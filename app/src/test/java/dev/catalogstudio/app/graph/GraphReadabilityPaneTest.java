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
 * Issues 24 and 41, "a graph a reviewer reads without zooming", in the real main window at its default size (1,280 ×
 * 800), headless: the overview as a tab of the editor area, every name whole at 11 pixels or more, a picture too large
 * shown around its focus with a minimap, groups and their counts apart, the toolbar, search, group expansion, a folder
 * with no catalog, and the smallest window.
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
    void theOverviewIsATabOfTheEditorAreaWhereEveryNameReadsWholeAtElevenPixelsOrMore() throws Exception {
        open(StudioFixture.sampleCopy("graph-read"));
        openOverview();

        assertThat(fx(() -> window.tabsView().view(MainWindow.GRAPH_OVERVIEW).orElseThrow().isSelected())).isTrue();
        assertThat(fx(() -> window.graphOverviewPane().canvas().getWidth()))
                .as("the room of a document: the editor area's width, the side pane stepping aside").isGreaterThan(900);
        var scene = overviewScene();
        assertThat(scene.nodes()).hasSize(29).noneMatch(n -> n.node().shape() == NodeShape.GROUP);
        double scale = fx(() -> window.graphOverviewPane().viewport().scale());
        assertReadable(scene, scale);
        assertThat(fx(() -> window.graphOverviewPane().legend().names())).contains("agent", "skill", "MCP server",
                "depends on", "uses MCP server");
    }

    @Test
    void aPictureTooLargeToReadWholeIsShownAroundTheFocusWithAMinimapThatMovesIt(FxRobot robot) throws Exception {
        open(StudioFixture.sampleCopy("graph-read"));
        // The side pane at its narrowest beside the editor's 60 columns (the adaptive layout gives it anything from
        // about 260 to 500 px at 1280), so that the picture below is more than it holds at a readable size every run.
        fx(() -> {
            stage.setWidth(1100);
            return null;
        });
        waitUntil(() -> window.graphPane().getScene() == window.scene()
                && window.graphPane().getWidth() < GraphPane.NARROW);
        fx(() -> {
            // every level: more than the side pane holds at a readable size
            window.graph().depthProperty().set(dev.catalogstudio.app.graph.GraphViewModel.ALL);
            window.session().navigation().open(AGENT, null, "test");
            return null;
        });
        waitUntil(() -> window.graph().sceneProperty().get() != null && window.graph().sceneProperty().get()
                .node(AGENT).map(n -> n.node().marks().contains(Mark.FOCUS)).orElse(false));
        awaitSettled(window.graphPane());

        var pane = window.graphPane();
        var scene = fx(() -> window.graph().sceneProperty().get());
        double scale = fx(() -> pane.viewport().scale());
        assertReadable(scene, scale);
        assertThat(fx(() -> pane.viewport().showsWhole(scene.width(), scene.height(), pane.canvas().getWidth(),
                pane.canvas().getHeight()))).as("the whole neighbourhood does not fit the side pane").isFalse();
        assertThat(fx(() -> pane.minimap().isVisible())).isTrue();
        var focus = scene.node(AGENT).orElseThrow();
        assertThat(fx(() -> inCanvas(pane, focus))).as("the focus is on screen").isTrue();

        // A click on the minimap's far corner brings that part of the picture into view.
        double before = fx(() -> pane.viewport().offsetX() + pane.viewport().offsetY());
        var corner = fx(() -> pane.minimap().localToScreen(pane.minimap().getWidth() - 3,
                pane.minimap().getHeight() - 3));
        robot.clickOn(corner, MouseButton.PRIMARY);
        assertThat(fx(() -> pane.viewport().offsetX() + pane.viewport().offsetY())).isLessThan(before);
        assertThat(fx(() -> pane.viewport().scale())).as("a move, not a zoom").isEqualTo(scale);
    }

    @Test
    void groupsNeverOverlapEachOtherOrTheCountsOfTheirEdgesAndTheirTitlesReadWhole(FxRobot robot)
            throws Exception {
        Path root = Files.createTempDirectory("graph-read-2000").resolve("catalog");
        CatalogGenerator.generate(root, 2000, 1);
        open(root);
        openOverview();

        var scene = overviewScene();
        assertThat(scene.nodes()).hasSizeLessThanOrEqualTo(12).allMatch(n -> n.node().shape() == NodeShape.GROUP);
        assertThat(scene.edges()).isNotEmpty().allMatch(e -> e.edge().label().matches("\\d+"));
        var largest = scene.nodes().stream().max(java.util.Comparator.comparingInt(n -> Integer.parseInt(
                n.node().subtitle().replaceAll("^([0-9]+).*", "$1")))).orElseThrow();
        fx(() -> {
            window.graphOverview().toggleGroup(largest.node().id());
            return null;
        });
        waitUntil(() -> window.graphOverview().sceneProperty().get().node(largest.node().id()).isEmpty());
        awaitSettled(window.graphOverviewPane());
        var expanded = overviewScene();
        double scale = fx(() -> window.graphOverviewPane().viewport().scale());

        assertReadable(expanded, scale);
        var boxes = expanded.nodes();
        for (int i = 0; i < boxes.size(); i++) {
            var a = boxes.get(i);
            for (int j = i + 1; j < boxes.size(); j++) {
                var b = boxes.get(j);
                assertThat(intersects(a.x(), a.y(), a.width(), a.height(), b.x(), b.y(), b.width(), b.height()))
                        .as("%s and %s overlap", a.node().title(), b.node().title()).isFalse();
            }
        }
        var labels = ScenePainter.labels(expanded, scale);
        for (var edge : expanded.edges()) {
            var pill = labels.get(edge);
            if (pill == null) {
                continue;
            }
            for (var n : boxes) {
                assertThat(intersects(pill.x(), pill.y(), pill.width(), pill.height(), n.x(), n.y(), n.width(),
                        n.height())).as("the count %s of %s over %s", pill.text().text(), edge.edge().id(),
                        n.node().title()).isFalse();
            }
        }
    }

    @Test
    void fitImpactWhatIfAndExportAreVisibleAtTheDefaultWindowSize() throws Exception {
        open(StudioFixture.sampleCopy("graph-read"));
        assertThat(fx(() -> window.scene().getWidth())).isEqualTo(1280);

        for (String id : new String[] {"#graph-fit", "#graph-impact", "#graph-what-if", "#graph-export"}) {
            var control = fx(() -> window.graphPane().lookup(id));
            assertThat(control).as(id).isNotNull();
            assertThat(fx(() -> shown(control))).as(id + " is shown whole, inside the graph pane").isTrue();
        }
    }

    @Test
    void aLargeCatalogIsAFewGroupsWithCountedEdgesAndADoubleClickExpandsOne(FxRobot robot) throws Exception {
        Path root = Files.createTempDirectory("graph-read-400").resolve("catalog");
        CatalogGenerator.generate(root, 400, 1);
        open(root);
        openOverview();

        var scene = overviewScene();
        assertThat(scene.nodes()).hasSizeLessThanOrEqualTo(12).allMatch(n -> n.node().shape() == NodeShape.GROUP);
        assertThat(scene.edges()).isNotEmpty().allMatch(e -> e.edge().label().matches("\\d+"));
        var agents = scene.node("group:agent:agents").orElseThrow();

        robot.moveTo(screen(window.graphOverviewPane(), agents)).doubleClickOn(MouseButton.PRIMARY);
        waitUntil(() -> window.graphOverview().sceneProperty().get().node("group:agent:agents").isEmpty());
        var expanded = overviewScene();
        assertThat(expanded.nodes()).as("the 40 agents, each its own node").filteredOn(n -> n.node().shape()
                == NodeShape.AGENT).hasSize(40);
        assertThat(fx(() -> window.graphOverview().expanded())).containsExactly("group:agent:agents");
    }

    @Test
    void aSearchMarksItsMatchesAndTheGroupsHoldingThem() throws Exception {
        Path root = Files.createTempDirectory("graph-read-400").resolve("catalog");
        CatalogGenerator.generate(root, 400, 1);
        open(root);
        openOverview();

        fx(() -> {
            window.graphOverview().searchProperty().set(CatalogGenerator.HUB_SKILL);
            return null;
        });

        waitUntil(() -> window.graphOverview().sceneProperty().get().node("group:skill:skills")
                .map(n -> n.node().marks().contains(Mark.MATCH)).orElse(false));
        assertThat(overviewScene().nodes()).filteredOn(n -> n.node().marks().contains(Mark.MATCH))
                .extracting(n -> n.node().id()).containsExactly("group:skill:skills");
        assertThat(fx(() -> window.graphOverviewPane().legend().names())).contains("search match");
    }

    @Test
    void aFolderWithNoCatalogSaysWhyAndWhatToOpen() throws Exception {
        Path root = Files.createTempDirectory("graph-read-empty");
        Files.writeString(root.resolve("notes.md"), "# Notes\n");
        open(root);
        openOverview();

        waitUntil(() -> window.graphOverview().emptyProperty().get() != null);
        var label = fx(() -> (javafx.scene.control.Label) window.graphOverviewPane().lookup("#graph-empty"));
        assertThat(fx(label::isVisible)).isTrue();
        assertThat(fx(label::getText)).contains("No catalog entries in " + root.getFileName())
                .contains("SKILL.md").contains("File \u2192 Open Folder");
        assertThat(fx(() -> window.graphOverview().statusProperty().get())).doesNotContain("0 groups");
    }

    @Test
    void atTheSmallestWindowTheCanvasKeepsItsLeastHeightAndTheActionsAreOneMenu(FxRobot robot) throws Exception {
        open(StudioFixture.sampleCopy("graph-read"));
        // The graph at its narrowest beside the editor's 60 columns (about 260 px), at the studio's least height: its
        // actions are one menu (issue 41: narrower than this, the side panes become a strip of titles).
        fx(() -> {
            stage.setWidth(1100);
            stage.setHeight(480); // the studio's minimum (StudioApp)
            return null;
        });
        waitUntil(() -> fx(() -> window.graphPane().getScene() == window.scene()));
        waitUntil(() -> window.graphPane().getWidth() < GraphPane.NARROW);
        waitUntil(() -> window.graphPane().canvas().getHeight() >= GraphPane.MIN_CANVAS_HEIGHT);
        assertThat(fx(() -> window.graphPane().canvas().getWidth())).isGreaterThan(150);
        var actions = fx(() -> window.scene().lookup("#graph-actions"));
        assertThat(actions).as("Fit, Impact, What if, Export and Legend named in one menu").isNotNull();
        assertThat(fx(() -> ((javafx.scene.control.MenuButton) actions).getItems().stream()
                .map(javafx.scene.control.MenuItem::getText).toList()))
                .containsExactly("Fit", "Impact", "What if removed?", "Export SVG\u2026", "Export PNG\u2026", "Legend");

        // The smallest window: no room for a side pane beside the editor, the graph is a title of the side strip and
        // a click on it shows the graph maximised (issue 41), its canvas still at its least height.
        fx(() -> {
            stage.setWidth(720); // the studio's minimum (StudioApp)
            stage.setHeight(480);
            return null;
        });
        waitUntil(() -> fx(() -> window.scene().lookup("#side-strip-graph") != null));
        robot.clickOn("#side-strip-graph");
        waitUntil(() -> fx(() -> window.graphPane().getScene() == window.scene()
                && window.scene().lookup("#maximised-pane") != null));
        waitUntil(() -> window.graphPane().canvas().getHeight() >= GraphPane.MIN_CANVAS_HEIGHT);
        assertThat(fx(() -> window.graphPane().canvas().getWidth())).isGreaterThan(150);
        for (String id : java.util.List.of("#graph-fit", "#graph-impact", "#graph-what-if", "#graph-export",
                "#graph-show-legend")) {
            // Maximised, the graph is wider than GraphPane.NARROW: each action is a button of the toolbar, in view.
            assertThat(fx(() -> {
                var node = window.scene().lookup(id);
                if (node == null || !node.isVisible()) {
                    return false;
                }
                var bounds = node.localToScene(node.getBoundsInLocal());
                return bounds.getWidth() > 0 && bounds.getMinX() >= 0 && bounds.getMaxX() <= window.scene().getWidth()
                        && bounds.getMinY() >= 0 && bounds.getMaxY() <= window.scene().getHeight();
            })).as(id + " in view").isTrue();
        }
    }

    // Helpers

    private static final String AGENT = "agents/oncall-engineer/AGENTS.md";

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

    /** Opens View → Graph Overview and waits until it shows the current snapshot, still. */
    private void openOverview() throws Exception {
        fx(() -> {
            window.showGraphOverview();
            return null;
        });
        waitUntil(() -> window.graphOverview().viewProperty().get() != null
                && window.graphOverview().viewProperty().get().snapshot() == window.session().getSnapshot()
                && window.graphOverview().sceneProperty().get() != null);
        awaitSettled(window.graphOverviewPane());
    }

    /** Waits until the pane's picture stops changing (it lays out again for its canvas's size) and is painted. */
    private static void awaitSettled(GraphPane pane) throws Exception {
        Object before = null;
        for (int i = 0; i < 100; i++) {
            Thread.sleep(500);
            var now = fx(() -> java.util.List.of(pane.canvas().getWidth(), pane.canvas().getHeight(),
                    pane.viewport().scale(), pane.viewport().offsetX(), pane.viewport().offsetY(),
                    System.identityHashCode(pane.scene())));
            if (now.equals(before) && fx(pane::pictureSettled)) {
                return;
            }
            before = now;
        }
    }

    private GraphScene overviewScene() throws Exception {
        return fx(() -> window.graphOverview().sceneProperty().get());
    }

    /**
     * Every node of {@code scene} drawn at {@code scale} shows its whole title (the entry's name, never cut) at 11
     * pixels or more, and every other text of it at 11 pixels or more.
     */
    private static void assertReadable(GraphScene scene, double scale) {
        assertThat(scale * scene.textScale()).as("zoom times text scale").isGreaterThanOrEqualTo(11.0 / 12 - 1e-9);
        assertThat(scene.nodes()).allSatisfy(n -> {
            var texts = ScenePainter.texts(n, scale, scene.textScale());
            assertThat(texts).as(n.node().title()).filteredOn(t -> t.role() == ScenePainter.Role.TITLE)
                    .extracting(ScenePainter.Text::text).containsExactly(n.node().title());
            assertThat(texts).allSatisfy(t -> assertThat(t.size() * scale).isGreaterThanOrEqualTo(11 - 1e-9));
        });
    }

    private static boolean intersects(double x1, double y1, double w1, double h1, double x2, double y2, double w2,
                                      double h2) {
        return x1 < x2 + w2 && x2 < x1 + w1 && y1 < y2 + h2 && y2 < y1 + h1;
    }

    /** Whether {@code node}'s box lies inside {@code pane}'s canvas at its pan and zoom. */
    private static boolean inCanvas(GraphPane pane, PlacedNode node) {
        var view = pane.viewport();
        double x = node.x() * view.scale() + view.offsetX();
        double y = node.y() * view.scale() + view.offsetY();
        return x >= 0 && y >= 0 && x + node.width() * view.scale() <= pane.canvas().getWidth()
                && y + node.height() * view.scale() <= pane.canvas().getHeight();
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

    private javafx.geometry.Point2D screen(GraphPane pane, PlacedNode node) throws Exception {
        return fx(() -> {
            var view = pane.viewport();
            double x = (node.x() + node.width() / 2) * view.scale() + view.offsetX();
            double y = (node.y() + node.height() / 2) * view.scale() + view.offsetY();
            return pane.canvas().localToScreen(x, y);
        });
    }
}
