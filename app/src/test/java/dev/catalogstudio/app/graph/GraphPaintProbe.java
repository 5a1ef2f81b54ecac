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
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;

/**
 * Pan and zoom cost of the graph canvas (docs/PERFORMANCE.md): a 2,000-node, 6,000-edge scene painted by
 * {@link CanvasPainter} on a 1,200 × 800 canvas, 120 frames while panning across it at 100% zoom (culling skips what
 * is off screen) and 120 while zoomed out so that all 2,000 nodes are visible (text is skipped below 35%); prints the
 * mean and worst paint time per frame, including the pulse that renders it. Headless with Monocle:
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
        Platform.startup(() -> { });
        var canvas = new Canvas(1200, 800);
        var done = new CompletableFuture<Void>();
        Platform.runLater(() -> {
            var stage = new Stage();
            stage.setScene(new Scene(new Pane(canvas), 1200, 800));
            stage.show();
            var view = new Viewport();
            for (String mode : new String[] {"pan at 100%", "all 2,000 nodes visible"}) {
                if (mode.startsWith("all")) {
                    view.fit(scene.width(), scene.height(), 1200, 800);
                }
                double worst = 0;
                double total = 0;
                for (int frame = -20; frame < 120; frame++) {
                    long t0 = System.nanoTime();
                    if (mode.startsWith("pan")) {
                        view.panBy(-scene.width() / 140, -scene.height() / 140);
                    } else {
                        view.panBy(frame % 2 == 0 ? 3 : -3, 0);
                    }
                    CanvasPainter.paint(canvas.getGraphicsContext2D(), scene, Palette.light(), view, 1200, 800, null);
                    var image = canvas.snapshot(null, null); // forces the frame to be rendered
                    double ms = (System.nanoTime() - t0) / 1e6;
                    if (frame >= 0 && image != null) {
                        total += ms;
                        worst = Math.max(worst, ms);
                    }
                }
                System.out.printf(Locale.ROOT, "| canvas, %s | mean %.1f ms/frame (%.0f fps) | worst %.1f ms |%n",
                        mode, total / 120, 1000 / (total / 120), worst);
            }
            done.complete(null);
        });
        done.get();
        System.exit(0);
    }
}
