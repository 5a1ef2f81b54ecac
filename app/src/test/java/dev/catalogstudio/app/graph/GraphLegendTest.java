package dev.catalogstudio.app.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.render.EdgeLine;
import dev.catalogstudio.app.render.EdgeProblem;
import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.PlacedEdge;
import dev.catalogstudio.app.render.PlacedNode;
import dev.catalogstudio.app.render.Point;
import dev.catalogstudio.app.render.SceneEdge;
import dev.catalogstudio.app.render.SceneNode;
import dev.catalogstudio.app.render.Strokes;
import dev.catalogstudio.app.render.SvgWriter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 41: every legend entry is told apart from every other by its swatch (the agent, the focus and the selection
 * were the same blue box), and a change set's added and removed edges are thick, green solid and red dashed.
 */
@ExtendWith(ApplicationExtension.class)
class GraphLegendTest {

    private static final Palette PALETTE = Palette.light();
    private static final int W = 30;
    private static final int H = 16;

    @Start
    void start(Stage stage) {
        // The FX toolkit, for the swatches' canvases.
    }

    private static <T> T fx(Callable<T> call) throws Exception {
        return WaitForAsyncUtils.asyncFx(call).get(60, TimeUnit.SECONDS);
    }

    /** A scene holding an agent in focus, a selected skill, a dependent of it, an MCP server and changed edges. */
    private static GraphScene scene() {
        var nodes = List.of(
                placed("a", NodeShape.AGENT, Set.of(Mark.FOCUS), 0),
                placed("s", NodeShape.SKILL, Set.of(Mark.SELECTED), 100),
                placed("d", NodeShape.SKILL, Set.of(Mark.HIGHLIGHTED), 200),
                placed("m", NodeShape.MCP_SERVER, Set.of(), 300),
                placed("p", NodeShape.PLUGIN, Set.of(), 400));
        var edges = List.of(
                edge("e1", "a", "s", EdgeLine.SKILL_DEPENDENCY, Set.of()),
                edge("e2", "a", "m", EdgeLine.MCP_DEPENDENCY, Set.of()),
                edge("e3", "s", "d", EdgeLine.SKILL_DEPENDENCY, Set.of(Mark.ADDED)),
                edge("e4", "d", "m", EdgeLine.MCP_DEPENDENCY, Set.of(Mark.DELETED)));
        return new GraphScene(600, 100, nodes, edges);
    }

    private static PlacedNode placed(String id, NodeShape shape, Set<Mark> marks, double x) {
        return new PlacedNode(new SceneNode(id, shape, id, "", 0, 0, marks), x, 10, 80, 30);
    }

    private static PlacedEdge edge(String id, String from, String to, EdgeLine line, Set<Mark> marks) {
        return new PlacedEdge(new SceneEdge(id, from, to, line, EdgeProblem.NONE, "", marks),
                List.of(new Point(0, 0), new Point(10, 0)));
    }

    /** Each legend entry's swatch, as ARGB pixels, by name. */
    private static Map<String, int[]> swatches() throws Exception {
        return fx(() -> {
            var out = new LinkedHashMap<String, int[]>();
            for (var entry : GraphLegend.entries(scene(), PALETTE)) {
                var canvas = new Canvas(W, H);
                entry.swatch().accept(canvas.getGraphicsContext2D());
                PixelReader reader = canvas.snapshot(null, null).getPixelReader();
                int[] pixels = new int[W * H];
                for (int y = 0; y < H; y++) {
                    for (int x = 0; x < W; x++) {
                        pixels[y * W + x] = reader.getArgb(x, y);
                    }
                }
                out.put(entry.text(), pixels);
            }
            return out;
        });
    }

    @Test
    void everySwatchDiffersFromEveryOtherAndTheAgentFocusAndSelectionInShapeAndColour() throws Exception {
        var swatches = swatches();
        assertThat(swatches.keySet()).contains("agent", "focus", "selected", "depends on the selection",
                "dependency added", "dependency removed");
        var names = List.copyOf(swatches.keySet());
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                int[] a = swatches.get(names.get(i));
                int[] b = swatches.get(names.get(j));
                int differing = 0;
                for (int k = 0; k < a.length; k++) {
                    differing += distance(a[k], b[k]) > 60 ? 1 : 0;
                }
                assertThat(differing).as("pixels telling %s from %s", names.get(i), names.get(j))
                        .isGreaterThanOrEqualTo(20);
            }
        }
        var states = List.of("agent", "focus", "selected", "depends on the selection");
        for (int i = 0; i < states.size(); i++) {
            for (int j = i + 1; j < states.size(); j++) {
                int[] a = swatches.get(states.get(i));
                int[] b = swatches.get(states.get(j));
                assertThat(distance(strongest(a), strongest(b))).as("the colours of %s and %s", states.get(i),
                        states.get(j)).isGreaterThan(60);
                int shape = 0;
                for (int k = 0; k < a.length; k++) {
                    shape += ink(a[k]) != ink(b[k]) ? 1 : 0;
                }
                assertThat(shape).as("the shapes of %s and %s", states.get(i), states.get(j))
                        .isGreaterThanOrEqualTo(20);
            }
        }
    }

    @Test
    void changeSetEdgesAreThickGreenSolidAndThickRedDashed() {
        double thickest = 0;
        for (var line : EdgeLine.values()) {
            for (var problem : EdgeProblem.values()) {
                thickest = Math.max(thickest, Strokes.width(line, problem, Set.of()));
            }
        }
        for (var line : EdgeLine.values()) {
            assertThat(Strokes.width(line, EdgeProblem.NONE, Set.of(Mark.ADDED))).as("added " + line)
                    .isGreaterThanOrEqualTo(3.5).isGreaterThan(thickest);
            assertThat(Strokes.width(line, EdgeProblem.NONE, Set.of(Mark.DELETED))).as("removed " + line)
                    .isGreaterThanOrEqualTo(3.5).isGreaterThan(thickest);
            assertThat(Strokes.dash(line, EdgeProblem.NONE, Set.of(Mark.ADDED))).isEqualTo(Strokes.dash(line,
                    EdgeProblem.NONE));
            assertThat(Strokes.dash(line, EdgeProblem.NONE, Set.of(Mark.DELETED))).hasSize(2);
        }
        var added = scene().edges().get(2).edge();
        var removed = scene().edges().get(3).edge();
        assertThat(SvgWriter.colour(added, PALETTE)).isEqualTo(PALETTE.added());
        assertThat(SvgWriter.colour(removed, PALETTE)).isEqualTo(PALETTE.deleted());
        // The removed edge's dashes are long enough to read as dashes at its width, unlike a dotted plane link.
        assertThat(Strokes.DELETED_DASH[0]).isGreaterThanOrEqualTo(2 * Strokes.CHANGED_WIDTH);
    }

    /** The most saturated or darkest ink colour of a swatch (what the eye reads as its colour). */
    private static int strongest(int[] pixels) {
        var counts = new HashMap<Integer, Integer>();
        for (int p : pixels) {
            if (ink(p)) {
                counts.merge(p & 0xF0F0F0, 1, Integer::sum);
            }
        }
        int best = 0;
        double bestScore = -1;
        for (var e : counts.entrySet()) {
            int c = e.getKey();
            int r = c >> 16 & 0xFF;
            int g = c >> 8 & 0xFF;
            int b = c & 0xFF;
            double strength = (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b))) + (255 - (r + g + b) / 3.0);
            double score = strength * Math.min(e.getValue(), 12);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    /** Whether a pixel carries ink: not transparent and not near white. */
    private static boolean ink(int argb) {
        int a = argb >>> 24;
        int r = argb >> 16 & 0xFF;
        int g = argb >> 8 & 0xFF;
        int b = argb & 0xFF;
        return a > 40 && (r + g + b) / 3 < 235;
    }

    private static double distance(int p, int q) {
        int dr = (p >> 16 & 0xFF) - (q >> 16 & 0xFF);
        int dg = (p >> 8 & 0xFF) - (q >> 8 & 0xFF);
        int db = (p & 0xFF) - (q & 0xFF);
        int da = (p >>> 24) - (q >>> 24);
        return Math.sqrt(dr * dr + dg * dg + db * db + da * da);
    }
}
