package dev.catalogstudio.app.graph;

import dev.catalogstudio.app.render.EdgeLine;
import dev.catalogstudio.app.render.EdgeProblem;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.SceneEdge;
import dev.catalogstudio.app.render.SceneInput;
import dev.catalogstudio.app.render.SceneLayout;
import dev.catalogstudio.app.render.SceneNode;
import java.util.ArrayList;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;

/**
 * Pan and zoom cost of the graph canvas (docs/PERFORMANCE.md): a 2,000-node, 6,000-edge scene shown through
 * {@link SceneRaster} on a 1,200 × 800 canvas, one frame per pulse (an {@code AnimationTimer}, as a drag or a wheel
 * gesture repaints): 240 frames panning diagonally at 100% zoom, 25 pixels a frame (1,500 pixels a second at 60
 * frames a second); 120 frames zoomed out so that all 2,000 nodes are visible, nudged by 3 pixels; 120 frames zooming
 * in from there by 3% a frame. Prints per mode the mean and worst time of a frame on the FX thread (the paint and a
 * canvas snapshot, which forces the frame to be rendered), the share of complete frames (the raster reached over the
 * whole visible area) and how many rasters the worker drew. Headless with Monocle:
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw \
 *   -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.graph.GraphPaintProbe
 * </pre>
 */
public final class GraphPaintProbe {

    private GraphPaintProbe() {
    }

    public static void main(String[] args) throws Exception {
        var random = new Random(11);
        var nodes = new ArrayList<SceneNode>();
        var edges = new ArrayList<SceneEdge>();
        for (int i = 0; i < 2000; i++) {
            nodes.add(new SceneNode("n" + i, NodeShape.values()[i % 6], "entry-" + i, "acme/entry-" + i + " @1.0.0",
                    i % 7, i % 3, Set.of()));
        }
        for (int i = 0; i < 6000; i++) {
            int a = random.nextInt(1999);
            int b = a + 1 + random.nextInt(Math.min(200, 1999 - a));
            edges.add(new SceneEdge("e" + i, "n" + a, "n" + b, EdgeLine.values()[i % 5],
                    EdgeProblem.values()[i % 6], "", Set.of()));
        }
        var scene = new SceneLayout().layout(new SceneInput(nodes, edges), null);
        System.out.printf(Locale.ROOT, "scene %.0f x %.0f%n", scene.width(), scene.height());
        Platform.startup(() -> { });
        var canvas = new Canvas(1200, 800);
        var done = new CompletableFuture<Void>();
        var palette = Palette.light();
        var view = new Viewport();
        var repaint = new Runnable[1];
        var raster = new SceneRaster(Platform::runLater, () -> repaint[0].run());
        repaint[0] = () -> raster.paint(canvas.getGraphicsContext2D(), scene, palette, view, 1200, 800, null);
        String[] modes = {"pan at 100%", "all 2,000 nodes visible", "zooming in from all visible"};
        int[] frames = {240, 120, 120};
        Platform.runLater(() -> {
            var stage = new Stage();
            stage.setScene(new Scene(new Pane(canvas), 1200, 800));
            stage.show();
            new AnimationTimer() {
                int mode;
                int frame = -20;
                double total;
                double worst;
                int complete;
                long rastersBefore;
                double drawBefore;

                @Override
                public void handle(long now) {
                    if (frame == -20) {
                        if (mode == 0) {
                            view.fit(1, 1, 1200, 800);
                            view.panBy(-scene.width() / 4, -scene.height() / 4);
                        } else {
                            view.fit(scene.width(), scene.height(), 1200, 800);
                        }
                    }
                    long t0 = System.nanoTime();
                    switch (mode) {
                        case 0 -> view.panBy(-25, -25 * scene.height() / scene.width());
                        case 1 -> view.panBy(frame % 2 == 0 ? 3 : -3, 0);
                        default -> view.zoomAt(1.03, 600, 400);
                    }
                    boolean whole = raster.paint(canvas.getGraphicsContext2D(), scene, palette, view, 1200, 800, null);
                    var image = canvas.snapshot(null, null);
                    double ms = (System.nanoTime() - t0) / 1e6;
                    if (frame == 0) {
                        rastersBefore = raster.drawn();
                        drawBefore = raster.drawMillis();
                    }
                    if (frame >= 0 && image != null) {
                        total += ms;
                        worst = Math.max(worst, ms);
                        complete += whole ? 1 : 0;
                    }
                    if (++frame == frames[mode]) {
                        System.out.printf(Locale.ROOT, "| %s | mean %.1f ms/frame (%.0f fps) | worst %.1f ms | "
                                + "complete frames %d%% | rasters drawn %d, %.0f ms each |%n", modes[mode],
                                total / frames[mode], 1000 / (total / frames[mode]), worst,
                                100 * complete / frames[mode], raster.drawn() - rastersBefore,
                                (raster.drawMillis() - drawBefore) / Math.max(1, raster.drawn() - rastersBefore));
                        mode++;
                        frame = -20;
                        total = 0;
                        worst = 0;
                        complete = 0;
                        if (mode == modes.length) {
                            stop();
                            done.complete(null);
                        }
                    }
                }
            }.start();
        });
        done.get();
        System.exit(0);
    }
}
