package dev.catalogstudio.app.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.render.EdgeLine;
import dev.catalogstudio.app.render.EdgeProblem;
import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.PlacedNode;
import dev.catalogstudio.app.render.SceneEdge;
import dev.catalogstudio.app.render.SceneInput;
import dev.catalogstudio.app.render.SceneLayout;
import dev.catalogstudio.app.render.SceneNode;
import java.util.ArrayList;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The tiled raster behind the graph canvas: what a frame shows before, while and after its tiles are drawn. */
@ExtendWith(ApplicationExtension.class)
class SceneRasterTest {

    private static final Palette PALETTE = Palette.light();
    private static final int WIDTH = 600;
    private static final int HEIGHT = 400;

    private final Canvas canvas = new Canvas(WIDTH, HEIGHT);
    private final Viewport view = new Viewport();
    private SceneRaster raster;
    private GraphScene scene;

    @Start
    void start(Stage stage) {
        var nodes = new ArrayList<SceneNode>();
        var edges = new ArrayList<SceneEdge>();
        for (int i = 0; i < 30; i++) {
            nodes.add(new SceneNode("n" + i, NodeShape.SKILL, "entry-" + i, "acme/entry-" + i, 0, 0, Set.of()));
            if (i > 0) {
                edges.add(new SceneEdge("e" + i, "n" + (i / 2), "n" + i, EdgeLine.SKILL_DEPENDENCY, EdgeProblem.NONE,
                        "", Set.of()));
            }
        }
        scene = new SceneLayout().layout(new SceneInput(nodes, edges), null);
        raster = new SceneRaster(Platform::runLater, this::paint);
        stage.setScene(new Scene(new Pane(canvas), WIDTH, HEIGHT));
        stage.show();
    }

    private boolean paint() {
        return raster.paint(canvas.getGraphicsContext2D(), scene, PALETTE, view, WIDTH, HEIGHT, null);
    }

    private static <T> T fx(Callable<T> call) throws Exception {
        return WaitForAsyncUtils.asyncFx(call).get(60, TimeUnit.SECONDS);
    }

    /** The colour the canvas shows at the centre-right of {@code node} (inside its box, clear of its title). */
    private Color at(PlacedNode node) {
        double x = (node.x() + node.width() - 12) * view.scale() + view.offsetX();
        double y = (node.y() + node.height() / 2) * view.scale() + view.offsetY();
        return canvas.snapshot(null, null).getPixelReader().getColor((int) x, (int) y);
    }

    private static Color colour(String hex) {
        return Color.web(hex);
    }

    private PlacedNode visibleNode() {
        for (var node : scene.nodes()) {
            double x = (node.x() + node.width() - 12) * view.scale() + view.offsetX();
            double y = (node.y() + node.height() / 2) * view.scale() + view.offsetY();
            if (x > 5 && y > 5 && x < WIDTH - 5 && y < HEIGHT - 5) {
                return node;
            }
        }
        throw new AssertionError("no node visible");
    }

    private void awaitSettled() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> raster.settled()));
    }

    @Test
    void theFirstFrameIsTheBackgroundThenTheTilesShowTheScene() throws Exception {
        // One FX task, so that no tile can arrive between the frame and the look at it.
        var first = fx(() -> {
            boolean complete = paint();
            var shown = visibleNode();
            return new Object[] {complete, shown, at(shown)};
        });
        assertThat((Boolean) first[0]).as("no tile drawn yet").isFalse();
        var node = (PlacedNode) first[1];
        assertThat(first[2]).isEqualTo(colour(PALETTE.background()));

        awaitSettled();

        assertThat(fx(this::paint)).isTrue();
        assertThat(fx(() -> at(node))).isEqualTo(colour(PALETTE.nodeFill().get(NodeShape.SKILL)));
    }

    @Test
    void whileTheZoomChangesTheLastPictureIsScaledAndTilesWaitForTheZoomToRest() throws Exception {
        fx(this::paint);
        awaitSettled();
        long drawn = fx(() -> raster.drawn());

        var node = fx(() -> {
            view.zoomAt(1.5, WIDTH / 2.0, HEIGHT / 2.0);
            assertThat(paint()).as("the new zoom's tiles are not there").isFalse();
            return visibleNode();
        });
        assertThat(fx(() -> at(node))).as("the scaled picture, not the background")
                .isEqualTo(colour(PALETTE.nodeFill().get(NodeShape.SKILL)));
        assertThat(fx(() -> raster.drawn())).as("no tile asked for while zooming").isEqualTo(drawn);

        awaitSettled(); // after the zoom rests
        assertThat(fx(() -> raster.drawn())).isGreaterThan(drawn);
        assertThat(fx(this::paint)).isTrue();
    }

    @Test
    void afterAnEditTheOldPictureStaysUntilTheNewTilesCome() throws Exception {
        fx(this::paint);
        awaitSettled();
        var node = fx(this::visibleNode);

        fx(() -> {
            // The same layout, restyled: a new scene object, as after a keystroke that changed a badge.
            scene = new GraphScene(scene.width(), scene.height(), scene.nodes(), scene.edges());
            return paint();
        });
        assertThat(fx(() -> at(node))).isEqualTo(colour(PALETTE.nodeFill().get(NodeShape.SKILL)));
        awaitSettled();
        assertThat(fx(this::paint)).isTrue();
    }

    @Test
    void aSmallerSceneAfterALargerOneLeavesNoneOfTheOldPictureBeyondItsEdge() throws Exception {
        fx(this::paint);
        awaitSettled();
        var far = fx(() -> {
            // The node of the old picture farthest from the origin, visible: where the new, small scene has no tile.
            PlacedNode best = null;
            for (var node : scene.nodes()) {
                double x = (node.x() + node.width() - 12) * view.scale() + view.offsetX();
                double y = (node.y() + node.height() / 2) * view.scale() + view.offsetY();
                if (x > 300 && x < WIDTH - 5 && y > 5 && y < HEIGHT - 5 && (best == null || node.x() > best.x())) {
                    best = node;
                }
            }
            return best;
        });
        assertThat(far).as("a node of the old picture right of x = 300").isNotNull();
        assertThat(fx(() -> at(far))).isEqualTo(colour(PALETTE.nodeFill().get(NodeShape.SKILL)));

        fx(() -> {
            // Another file's entry: one node, a scene a fraction of the canvas.
            scene = new SceneLayout().layout(new SceneInput(java.util.List.of(new SceneNode("x", NodeShape.AGENT,
                    "x", "", 0, 0, Set.of())), java.util.List.of()), null);
            return paint();
        });
        awaitSettled(); // the frame the last tile's arrival painted: what stays on screen

        assertThat(scene.width() * view.scale()).isLessThan(300);
        assertThat(fx(() -> at(far))).as("the old node beyond the new scene's edge is gone")
                .isEqualTo(colour(PALETTE.background()));
    }
}
