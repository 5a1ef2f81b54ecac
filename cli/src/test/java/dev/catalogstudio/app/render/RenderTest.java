package dev.catalogstudio.app.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;

/** The headless renderer: ELK layout, SVG and PNG, and the palette's AtlantaFX tokens. */
class RenderTest {

    private static SceneNode node(String id, NodeShape shape, String title) {
        return new SceneNode(id, shape, title, "acme/" + title + " @1.0.0", 0, 0, Set.of());
    }

    private static SceneEdge edge(String from, String to, EdgeLine line, EdgeProblem problem) {
        return new SceneEdge(from + ">" + to, from, to, line, problem, from + " needs " + to, Set.of());
    }

    private static SceneInput sample() {
        return new SceneInput(List.of(node("a", NodeShape.AGENT, "ops"), node("s", NodeShape.SKILL, "triage"),
                node("t", NodeShape.SKILL, "metrics"), node("m", NodeShape.MCP_SERVER, "kubernetes"),
                new SceneNode("g", NodeShape.MISSING, "skills/gone", "missing", 0, 0, Set.of())),
                List.of(edge("a", "s", EdgeLine.SKILL_DEPENDENCY, EdgeProblem.NONE),
                        edge("s", "t", EdgeLine.SKILL_DEPENDENCY, EdgeProblem.NONE),
                        edge("a", "m", EdgeLine.MCP_DEPENDENCY, EdgeProblem.NONE),
                        edge("a", "g", EdgeLine.SKILL_DEPENDENCY, EdgeProblem.MISSING)));
    }

    @Test
    void dependenciesAreRightOfDependentsNothingOverlapsAndEdgesJoinTheirNodes() {
        var scene = new SceneLayout().layout(sample(), null);

        for (var e : scene.edges()) {
            var from = scene.node(e.edge().from()).orElseThrow();
            var to = scene.node(e.edge().to()).orElseThrow();
            assertThat(to.x()).as(e.edge().id()).isGreaterThan(from.x() + from.width());
            var first = e.points().get(0);
            var last = e.points().get(e.points().size() - 1);
            assertThat(first.x()).isCloseTo(from.x() + from.width(), org.assertj.core.data.Offset.offset(1.0));
            assertThat(last.x()).isCloseTo(to.x(), org.assertj.core.data.Offset.offset(1.0));
        }
        for (var a : scene.nodes()) {
            for (var b : scene.nodes()) {
                if (a != b) {
                    boolean apart = a.x() + a.width() <= b.x() || b.x() + b.width() <= a.x()
                            || a.y() + a.height() <= b.y() || b.y() + b.height() <= a.y();
                    assertThat(apart).as(a.node().id() + " vs " + b.node().id()).isTrue();
                }
            }
        }
        assertThat(scene.width()).isGreaterThan(0);
    }

    @Test
    void aPreviousSceneKeepsTheOrderOfUnchangedNodes() {
        var layout = new SceneLayout();
        var nodes = new ArrayList<SceneNode>();
        var edges = new ArrayList<SceneEdge>();
        nodes.add(node("a", NodeShape.AGENT, "root"));
        for (int i = 0; i < 6; i++) {
            nodes.add(node("s" + i, NodeShape.SKILL, "skill-" + i));
            edges.add(edge("a", "s" + i, EdgeLine.SKILL_DEPENDENCY, EdgeProblem.NONE));
        }
        var before = layout.layout(new SceneInput(nodes, edges), null);
        var order = before.nodes().stream().filter(n -> n.node().id().startsWith("s"))
                .sorted(java.util.Comparator.comparingDouble(PlacedNode::y)).map(n -> n.node().id()).toList();
        // Reverse the input order and add a node: the previous picture, not the input order, decides.
        var changed = new ArrayList<>(nodes.subList(1, nodes.size()));
        java.util.Collections.reverse(changed);
        changed.add(0, nodes.get(0));
        changed.add(node("s9", NodeShape.SKILL, "skill-9"));
        var moreEdges = new ArrayList<>(edges);
        moreEdges.add(edge("a", "s9", EdgeLine.SKILL_DEPENDENCY, EdgeProblem.NONE));

        var after = layout.layout(new SceneInput(changed, moreEdges), before);

        var kept = after.nodes().stream().filter(n -> order.contains(n.node().id()))
                .sorted(java.util.Comparator.comparingDouble(PlacedNode::y)).map(n -> n.node().id()).toList();
        assertThat(kept).isEqualTo(order);
    }

    @Test
    void theSvgIsXmlWithOneGroupPerNodeAndEdgeDashesAndEscapedText() throws Exception {
        var hostile = new SceneNode("h", NodeShape.SKILL, "<script>alert(1)</script> & \u001b[2J", "x\u0007y", 1, 2,
                Set.of());
        var input = new SceneInput(List.of(node("a", NodeShape.AGENT, "ops"), hostile),
                List.of(edge("a", "h", EdgeLine.MCP_DEPENDENCY, EdgeProblem.NONE)));
        var scene = new SceneLayout().layout(input, null);

        String svg = SvgWriter.write(scene, Palette.light());

        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        var groups = doc.getElementsByTagName("g");
        assertThat(groups.getLength()).isEqualTo(3);
        assertThat(svg).doesNotContain("<script>").contains("&lt;script&gt;").doesNotContain("\u001b")
                .doesNotContain("\u0007").contains("stroke-dasharray=\"6 4\"");
    }

    @Test
    void thePngDecodesAtTheScenesSizeWithNodesDrawn() throws Exception {
        var scene = new SceneLayout().layout(sample(), null);
        var out = new ByteArrayOutputStream();

        PngWriter.write(scene, Palette.light(), 1.0, out);

        var image = ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
        assertThat(image.getWidth()).isEqualTo((int) Math.ceil(scene.width()));
        var agent = scene.node("a").orElseThrow();
        int fill = image.getRGB((int) (agent.x() + 20), (int) (agent.y() + agent.height() / 2 + 10)) & 0xffffff;
        assertThat(fill).as("the agent's fill, not the background").isNotEqualTo(0xffffff);
    }

    @Test
    void problemsDifferByPatternOrMarkerNotColourAlone() {
        var seen = new HashSet<String>();
        for (var problem : EdgeProblem.values()) {
            if (problem == EdgeProblem.NONE) {
                continue;
            }
            String key = java.util.Arrays.toString(Strokes.dash(EdgeLine.SKILL_DEPENDENCY, problem)) + " "
                    + Strokes.marker(problem);
            assertThat(seen.add(key)).as(problem.name()).isTrue();
            assertThat(Strokes.marker(problem)).isNotEmpty();
        }
    }

    @Test
    void largeGraphsTakeTheCheaperStrategiesAndStillPlaceEveryNode() {
        var random = new Random(7);
        var nodes = new ArrayList<SceneNode>();
        var edges = new ArrayList<SceneEdge>();
        for (int i = 0; i < 500; i++) {
            nodes.add(node("n" + i, NodeShape.SKILL, "s" + i));
        }
        for (int i = 0; i < 1500; i++) {
            int a = random.nextInt(499);
            int b = a + 1 + random.nextInt(499 - a);
            edges.add(new SceneEdge("e" + i, "n" + a, "n" + b, EdgeLine.SKILL_DEPENDENCY, EdgeProblem.NONE, "",
                    Set.of()));
        }
        var scene = new SceneLayout().layout(new SceneInput(nodes, edges), null);
        assertThat(scene.nodes()).hasSize(500);
        assertThat(scene.edges()).hasSize(1500).allMatch(e -> e.points().size() >= 2);
    }
}
