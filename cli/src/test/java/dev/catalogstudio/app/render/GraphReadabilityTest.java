package dev.catalogstudio.app.render;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.cli.Cli;
import dev.catalogstudio.model.generate.CatalogGenerator;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.graph.Overview;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * Issue 24, "a graph a reviewer can read": what the overview draws at the graph pane's default size (the studio's
 * 1,280 × 800 window), fitted to the pane, and that {@code graph --format svg} draws the same nodes and labels.
 */
class GraphReadabilityTest {

    private static final Path SAMPLE = Path.of("../resources/samples/catalog");

    @TempDir
    Path temp;

    /** The overview scene of {@code folder}, laid out as the pane lays it out at its default size. */
    private static GraphScene overview(Path folder) throws Exception {
        var view = GraphView.of(Workspace.open(folder, ProgressListener.NONE).snapshot());
        var graph = Overview.of(view, GraphFilter.ALL, Set.of());
        var input = SceneMapper.overview(view, graph, GraphFilter.ALL, SceneMapper::none);
        return new SceneLayout().layoutToFit(input, null, SceneLayout.DEFAULT_VIEW_WIDTH,
                SceneLayout.DEFAULT_VIEW_HEIGHT);
    }

    private static double fit(GraphScene scene) {
        return SceneLayout.fitScale(scene.width(), scene.height(), SceneLayout.DEFAULT_VIEW_WIDTH,
                SceneLayout.DEFAULT_VIEW_HEIGHT);
    }

    /** Every text the painter draws on the scene at {@code scale}: titles, subtitles, badges, counts, markers. */
    private static List<ScenePainter.Text> drawn(GraphScene scene, double scale) {
        var texts = new ArrayList<ScenePainter.Text>();
        for (var node : scene.nodes()) {
            texts.addAll(ScenePainter.texts(node, scale, scene.textScale()));
            ScenePainter.badges(node, scale, scene.textScale()).forEach(p -> texts.add(p.text()));
        }
        for (var edge : scene.edges()) {
            var label = ScenePainter.label(edge, scale, scene.textScale());
            if (label != null) {
                texts.add(label.text());
            }
            var marker = ScenePainter.marker(edge, scale, scene.textScale());
            if (marker != null) {
                texts.add(marker.text());
            }
        }
        return texts;
    }

    @Test
    void theSampleOpensNodeByNodeAndAtFitEveryNodeHasANameOfAtLeast11Pixels() throws Exception {
        var scene = overview(SAMPLE);
        double fit = fit(scene);

        assertThat(scene.nodes()).as("the 29-node sample opens expanded, not as groups")
                .hasSize(29).noneMatch(n -> n.node().shape() == NodeShape.GROUP);
        var texts = drawn(scene, fit);
        assertThat(texts).isNotEmpty().allSatisfy(t -> assertThat(t.size() * fit).as(t.text())
                .isGreaterThanOrEqualTo(ScenePainter.MIN_TEXT_PX - 1e-9));
        assertThat(scene.nodes()).as("every node named at fit, at least its first three letters")
                .allSatisfy(n -> assertThat(ScenePainter.texts(n, fit, scene.textScale()))
                        .anyMatch(t -> t.role() == ScenePainter.Role.TITLE));
    }

    @Test
    void aGenerated400EntryCatalogIsAFewGroupsWithCountedEdgesAndNamesOfAtLeast11Pixels() throws Exception {
        Path root = temp.resolve("catalog");
        CatalogGenerator.generate(root, 400, 1);

        var scene = overview(root);
        double fit = fit(scene);

        assertThat(scene.nodes()).hasSizeBetween(3, Overview.Options.DEFAULT.maxGroups())
                .allMatch(n -> n.node().shape() == NodeShape.GROUP);
        assertThat(drawn(scene, fit)).allSatisfy(t -> assertThat(t.size() * fit).as(t.text())
                .isGreaterThanOrEqualTo(ScenePainter.MIN_TEXT_PX - 1e-9));
        assertThat(scene.nodes()).as("every group named at fit, in full")
                .allSatisfy(n -> assertThat(ScenePainter.texts(n, fit, scene.textScale()))
                        .anyMatch(t -> t.role() == ScenePainter.Role.TITLE && t.text().equals(n.node().title())));
        assertThat(scene.edges()).as("the groups' edges, each with how many references it stands for").isNotEmpty()
                .allSatisfy(e -> {
                    assertThat(e.edge().label()).matches("\\d+");
                    assertThat(e.edge().tooltip()).startsWith(e.edge().label() + " reference");
                    assertThat(ScenePainter.label(e, fit, scene.textScale())).isNotNull();
                });
        assertThat(scene.edges()).anyMatch(e -> e.edge().from().equals("group:agent:agents")
                && e.edge().to().equals("group:skill:skills") && Integer.parseInt(e.edge().label()) > 40);
    }

    @Test
    void theSvgOfTheOverviewDrawsTheSameNodesAndNamesAsThePane() throws Exception {
        var scene = overview(SAMPLE);
        var run = Cli.run("graph", SAMPLE.toString(), "--format", "svg");
        assertThat(run.exitCode()).isZero();
        var svg = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(run.out().getBytes(StandardCharsets.UTF_8)));

        var ids = new TreeSet<String>();
        var titles = new TreeSet<String>();
        var groups = svg.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            var g = (Element) groups.item(i);
            if (g.getAttribute("class").startsWith("node ")) {
                ids.add(g.getAttribute("data-id"));
            }
        }
        var texts = svg.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            var text = (Element) texts.item(i);
            if (text.getAttribute("class").equals("title")) {
                titles.add(text.getTextContent());
            }
        }
        assertThat(ids).isEqualTo(new TreeSet<>(scene.nodes().stream().map(n -> n.node().id()).toList()));
        assertThat(titles).as("every node named, in full").isEqualTo(new TreeSet<>(scene.nodes().stream()
                .map(n -> n.node().title()).toList()));
        assertThat(titles).contains("oncall-engineer", "k8s-triage", "incident-response");
    }
}
