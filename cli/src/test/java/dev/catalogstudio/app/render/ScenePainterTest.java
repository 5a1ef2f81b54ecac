package dev.catalogstudio.app.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The one Java2D drawing of a scene behind the PNG export and the pane's tiles. */
class ScenePainterTest {

    private static final Palette PALETTE = Palette.light();

    private static GraphScene chain(int n) {
        var nodes = new ArrayList<SceneNode>();
        var edges = new ArrayList<SceneEdge>();
        for (int i = 0; i < n; i++) {
            nodes.add(new SceneNode("n" + i, i % 2 == 0 ? NodeShape.SKILL : NodeShape.AGENT, "entry-" + i,
                    "acme/entry-" + i + " @1.0.0", i % 3, i % 2, Set.of()));
            if (i > 0) {
                edges.add(new SceneEdge("e" + i, "n" + (i - 1), "n" + i, EdgeLine.values()[i % EdgeLine.values().length],
                        EdgeProblem.values()[i % EdgeProblem.values().length], "", Set.of()));
            }
        }
        return new SceneLayout().layout(new SceneInput(nodes, edges), null);
    }

    private static BufferedImage paint(GraphScene scene, double scale, double left, double top, int width,
                                       int height) {
        var image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB_PRE);
        var g = image.createGraphics();
        ScenePainter.paint(g, scene, PALETTE, scale, left, top, width, height, null);
        g.dispose();
        return image;
    }

    private static int rgb(String hex) {
        return Integer.parseInt(hex.substring(1), 16);
    }

    @Test
    void eachNodeIsFilledWithItsKindsColourWhereTheLayoutPlacedIt() {
        var scene = chain(6);
        var image = paint(scene, 1, 0, 0, (int) Math.ceil(scene.width()), (int) Math.ceil(scene.height()));

        for (var node : scene.nodes()) {
            // A point inside the box (and an agent's inner outline), right of its short title.
            int x = (int) (node.x() + node.width() - 12);
            int y = (int) (node.y() + node.height() / 2);
            assertThat(image.getRGB(x, y) & 0xFFFFFF).as(node.node().id())
                    .isEqualTo(rgb(PALETTE.nodeFill().get(node.node().shape())));
        }
    }

    @Test
    void tilesPaintedApartJoinIntoTheWholePicturePixelForPixel() {
        var scene = chain(12);
        int tile = 128;
        int width = (int) Math.ceil(scene.width() * 0.8 / tile) * tile;
        int height = (int) Math.ceil(scene.height() * 0.8 / tile) * tile;
        for (double scale : List.of(0.8, 0.3)) { // the detailed drawing and the level of detail below 35%
            var whole = paint(scene, scale, 0, 0, width, height);
            int differing = 0;
            for (int ty = 0; ty < height; ty += tile) {
                for (int tx = 0; tx < width; tx += tile) {
                    var part = paint(scene, scale, tx / scale, ty / scale, tile, tile);
                    for (int y = 0; y < tile; y++) {
                        for (int x = 0; x < tile; x++) {
                            if (part.getRGB(x, y) != whole.getRGB(tx + x, ty + y)) {
                                differing++;
                            }
                        }
                    }
                }
            }
            assertThat(differing).as("pixels that differ at scale " + scale).isLessThan(width * height / 2000);
        }
    }

    @Test
    void whatIsFarOutsideThePaintedAreaIsNotDrawnAndBelow35PercentNoTextIs() {
        var scene = chain(8);
        var first = scene.nodes().get(0);
        // An area right of the whole scene: only the background.
        var empty = paint(scene, 1, scene.width() + 100, 0, 200, 200);
        for (int y = 0; y < 200; y += 7) {
            for (int x = 0; x < 200; x += 7) {
                assertThat(empty.getRGB(x, y) & 0xFFFFFF).isEqualTo(rgb(PALETTE.background()));
            }
        }
        // The level of detail: the node's box is one flat fill, so no text pixel (foreground) is inside it.
        double scale = 0.3;
        var small = paint(scene, scale, 0, 0, (int) Math.ceil(scene.width() * scale),
                (int) Math.ceil(scene.height() * scale));
        int foreground = 0;
        for (int y = (int) (first.y() * scale) + 3; y < (first.y() + first.height()) * scale - 3; y++) {
            for (int x = (int) (first.x() * scale) + 3; x < (first.x() + first.width()) * scale - 6; x++) {
                if ((small.getRGB(x, y) & 0xFFFFFF) == rgb(PALETTE.foreground())) {
                    foreground++;
                }
            }
        }
        assertThat(foreground).isZero();
    }
}
