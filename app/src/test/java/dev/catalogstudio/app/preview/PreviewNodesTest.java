package dev.catalogstudio.app.preview;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.render.MarkdownHtml;
import dev.catalogstudio.app.render.PreviewLinks;
import dev.catalogstudio.model.markdown.MarkdownBody;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.text.TextFlow;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The preview's HTML read into nodes: what each element becomes, the source lines and click actions it carries, how
 * white space collapses, and images decoded within bounds. The markup comes from our own renderer where it can
 * ({@link MarkdownHtml}), so a change there that these nodes do not follow fails here.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewNodesTest {

    @TempDir
    Path dir;

    private final PreviewImages images = new PreviewImages(new SimpleDoubleProperty(600));
    private final PreviewNodes nodes = new PreviewNodes(images);

    /** The nodes of a Markdown text as the studio renders it (line numbers from 1), one per top-level block. */
    private List<Node> markdown(String text) throws Exception {
        var links = new PreviewLinks(null, "doc.md", true, z -> true);
        var blocks = MarkdownHtml.render(new MarkdownBody(text, 0), 1, links);
        return fx(() -> blocks.stream().map(b -> nodes.block(b.html())).toList());
    }

    @Test
    void paragraphsHeadingsAndEmphasisAreFlowsOfStyledTextWithTheirSourceLines() throws Exception {
        var blocks = markdown("# Title\n\nSome *soft*\n**broken** ~~gone~~ text.  \nAfter a hard break.\n");

        assertThat(blocks).hasSize(2);
        var heading = (TextFlow) blocks.get(0);
        assertThat(heading.getStyleClass()).contains("cs-h1", "cs-flow");
        assertThat(lines(heading)).isEqualTo("1-1");
        var paragraph = (TextFlow) blocks.get(1);
        assertThat(lines(paragraph)).isEqualTo("3-5");
        assertThat(PreviewNodes.textOf(paragraph)).as("a soft break is a space, a hard break a new line")
                .isEqualTo("Some soft broken gone text.\nAfter a hard break.");
        assertThat(text(paragraph, "soft").getStyleClass()).contains("cs-em");
        assertThat(text(paragraph, "broken").getStyleClass()).contains("cs-strong");
        assertThat(text(paragraph, "gone").getStyleClass()).contains("cs-del");
    }

    @Test
    void listsNestAndNumberFromTheirStartAndTaskItemsShowTheirBox() throws Exception {
        var blocks = markdown("3. three\n4. four\n   - inner\n\n---\n\n- [x] done\n- [ ] open\n");

        var ordered = (VBox) blocks.get(0);
        assertThat(ordered.getChildren()).hasSize(2);
        assertThat(markers(ordered)).startsWith("3.", "4.");
        var four = (HBox) ordered.getChildren().get(1);
        assertThat(lines(four)).isEqualTo("2-3");
        assertThat(markers(four)).as("a nested list's bullet").contains("\u25e6");
        assertThat(blocks.get(1).getStyleClass()).contains("cs-hr");
        assertThat(PreviewNodes.textOf(blocks.get(2))).contains("\u2611 done").contains("\u2610 open");
        assertThat(markers(blocks.get(2))).as("a task item has no bullet").containsOnly("");
    }

    @Test
    void aTableIsAGridWithItsHeaderAlignmentAndStripes() throws Exception {
        var blocks = markdown("| a | b |\n|---|--:|\n| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |\n");

        var grid = (GridPane) blocks.get(0);
        assertThat(grid.getStyleClass()).contains("cs-table");
        assertThat(lines(grid)).isEqualTo("1-5");
        assertThat(grid.getChildren()).hasSize(8);
        var cells = grid.getChildren().stream().map(TextFlow.class::cast).toList();
        assertThat(cells.get(0).getStyleClass()).contains("cs-th");
        assertThat(cells.get(3).getTextAlignment()).isEqualTo(TextAlignment.RIGHT);
        assertThat(cells.stream().filter(c -> c.getStyleClass().contains("cs-even"))
                .map(PreviewNodes::textOf).toList()).as("the second body row is shaded").containsExactly("3", "4");
        assertThat(cells.stream().map(PreviewNodesTest::lines).toList()).as("each cell carries its row's lines")
                .containsExactly("1-1", "1-1", "3-3", "3-3", "4-4", "4-4", "5-5", "5-5");
    }

    @Test
    void codeBlocksKeepTheirWhiteSpaceAndShortCodeSpansAreBoxes() throws Exception {
        var blocks = markdown("```\nif x:\n    y  =  1\n```\n\nRun `make` or `" + "x".repeat(60) + "`.\n");

        assertThat(PreviewNodes.textOf(blocks.get(0))).isEqualTo("if x:\n    y  =  1");
        assertThat(blocks.get(0).getStyleClass()).contains("cs-pre");
        var paragraph = (TextFlow) blocks.get(1);
        assertThat(paragraph.getChildren()).anyMatch(n -> n instanceof Label l && l.getText().equals("make")
                && l.getStyleClass().contains("cs-box"));
        assertThat(paragraph.getChildren()).as("a long code span flows (and wraps) as text")
                .anyMatch(n -> n instanceof Text t && t.getText().equals("x".repeat(60))
                        && t.getStyleClass().contains("cs-code"));
    }

    @Test
    void linksAndChipsCarryWhatAClickDoesAndTheirTitleAsATooltip() throws Exception {
        String html = "<header class=\"cs-card cs-header\" data-line=\"1\" data-end=\"4\"><div class=\"cs-title\">"
                + "<span class=\"cs-scope\">acme/</span><span class=\"cs-name\">x</span> "
                + "<span class=\"cs-version\">1.0.0</span></div><div class=\"cs-chips\"><span class=\"cs-chip cs-ok\" "
                + "data-open=\"mcps/a.json\" title=\"https://example/a.json\">\u2713 mcp: a.json</span></div>"
                + "<p data-line=\"3\" data-end=\"3\"><a href=\"#z-2\" data-plane=\"2\" class=\"cs-plane-link\">two</a> "
                + "<a href=\"https://x.example/\" data-external=\"https://x.example/\">site</a> "
                + "<span class=\"cs-remote\" data-src=\"https://img.example/a.png\">\u2601 pic</span> "
                + "<blink>unknown</blink></p></header>";
        var card = (VBox) fx(() -> nodes.block(html));

        assertThat(card.getStyleClass()).contains("cs-header", "cs-card");
        assertThat(lines(card)).isEqualTo("1-4");
        var all = descendants(card);
        assertThat(all).filteredOn(n -> n instanceof Label l && l.getText().equals("1.0.0")).singleElement()
                .satisfies(n -> assertThat(n.getStyleClass()).contains("cs-version", "cs-box"));
        var chip = all.stream().filter(n -> n.getStyleClass().contains("cs-chip")).findFirst().orElseThrow();
        assertThat(chip.getProperties().get(PreviewNodes.ACTION)).isEqualTo(new PreviewNodes.Action.Open("mcps/a.json"));
        assertThat(chip.getProperties()).as("a tooltip is installed").containsKey("javafx.scene.control.Tooltip");
        assertThat(action(all, "two")).isEqualTo(new PreviewNodes.Action.Plane("2"));
        assertThat(action(all, "site")).isEqualTo(new PreviewNodes.Action.External("https://x.example/"));
        assertThat(all).filteredOn(n -> n.getStyleClass().contains("cs-remote")).singleElement()
                .satisfies(n -> assertThat(n.getProperties().get(PreviewNodes.ACTION))
                        .isEqualTo(new PreviewNodes.Action.LoadImage("https://img.example/a.png")));
        assertThat(PreviewNodes.textOf(card)).as("an element we do not write is read as its content")
                .contains("unknown").contains("acme/x 1.0.0");
    }

    @Test
    void nothingInABlockHoldsItWiderThanANarrowPane() throws Exception {
        String chip = "<span class=\"cs-chip\">" + "dependency-with-a-long-name/".repeat(4) + "</span>";
        var card = (VBox) fx(() -> nodes.block("<header class=\"cs-card\" data-line=\"1\" data-end=\"2\">"
                + "<div class=\"cs-title\"><span class=\"cs-name\">x</span></div><p>" + "word ".repeat(200)
                + "</p><div class=\"cs-chips\">" + chip + chip + "</div></header>"));
        var list = fx(() -> nodes.block("<ul><li>" + "word ".repeat(100) + "<code>short</code></li></ul>"));

        assertThat(fx(() -> card.minWidth(-1))).as("the card's narrowest width, in pixels").isLessThan(60);
        var chips = (javafx.scene.layout.FlowPane) card.getChildren().get(2);
        fx(() -> {
            var root = new javafx.scene.layout.StackPane(card);
            new javafx.scene.Scene(root, 150, 600); // skins and CSS: a label has a width only in a scene
            root.applyCss();
            root.layout();
            return null;
        });
        assertThat(chips.getWidth()).isLessThanOrEqualTo(150);
        assertThat(chips.getChildren()).allSatisfy(n -> assertThat(n.getLayoutBounds().getWidth())
                .as("a long chip in a 150-pixel pane").isGreaterThan(20).isLessThanOrEqualTo(chips.getWidth()));
        assertThat(fx(() -> list.minWidth(-1))).as("the list's narrowest width, in pixels").isLessThan(60);
    }

    @Test
    void factsAreATwoColumnGrid() throws Exception {
        String html = "<dl class=\"cs-facts\"><dt>triggers</dt><dd><span class=\"cs-chip\">a</span> "
                + "<span class=\"cs-chip\">b</span> </dd><dt>tool</dt><dd><code class=\"cs-tool\">run "
                + "<mark class=\"cs-ph\">{x}</mark></code></dd></dl>";
        var grid = (GridPane) fx(() -> nodes.block(html));

        assertThat(grid.getChildren()).hasSize(4);
        assertThat(GridPane.getColumnIndex(grid.getChildren().get(2))).isZero();
        assertThat(GridPane.getRowIndex(grid.getChildren().get(3))).isEqualTo(1);
        var tool = (TextFlow) grid.getChildren().get(3);
        assertThat(PreviewNodes.textOf(tool)).isEqualTo("run {x}");
        assertThat(text(tool, "{x}").getStyleClass()).as("a placeholder in a tool template").contains("cs-ph",
                "cs-code");
    }

    @Test
    void anImageIsReadOffTheFxThreadAndKeptAtMostTheLongestSideAllowed() throws Exception {
        Path small = png("small.png", 40, 20);
        Path wide = png("wide.png", PreviewImages.MAX_SIDE * 3, 10);
        Path svg = dir.resolve("a.svg");
        Files.writeString(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");

        var flow = (TextFlow) fx(() -> nodes.block("<p>" + img(small, "s") + img(wide, "w") + img(svg, "vector")
                + "</p>"));
        waitUntil(() -> fx(() -> flow.getChildren().stream().noneMatch(n -> n.getStyleClass()
                .contains("cs-img-loading"))));
        var views = fx(() -> flow.getChildren().stream().filter(ImageView.class::isInstance)
                .map(ImageView.class::cast).toList());
        assertThat(views).hasSize(2);
        waitUntil(() -> views.stream().allMatch(v -> v.getImage().getProgress() >= 1));
        assertThat(views.get(0).getImage().getWidth()).isEqualTo(40);
        assertThat(views.get(1).getImage().getWidth()).isEqualTo(PreviewImages.MAX_SIDE);
        assertThat(views.get(1).getFitWidth()).as("no wider than the preview").isEqualTo(600);
        assertThat(refusals(flow)).singleElement().asString().contains("vector", "not a PNG, JPEG, GIF or BMP");

        var again = (TextFlow) fx(() -> nodes.block("<p>" + img(small, "s") + "</p>"));
        assertThat(again.getChildren()).as("an image read before shows at once, from the cache")
                .singleElement().isInstanceOf(ImageView.class);
    }

    @Test
    void anImageThatWouldDecodeToTooManyPixelsOrIsNoFileIsRefusedWithoutDecodingIt() throws Exception {
        Path bomb = png("bomb.png", 5_000, 5_000); // a few KB on disk, 100 MB decoded
        Path gif = dir.resolve("screen.gif");
        ImageIO.write(new BufferedImage(1, 1, BufferedImage.TYPE_BYTE_INDEXED), "gif", gif.toFile());
        byte[] bytes = Files.readAllBytes(gif);
        bytes[6] = (byte) 0x80; // logical screen 16,000 x 16,000: what JavaFX allocates, whatever the frame's size
        bytes[7] = 0x3e;
        bytes[8] = (byte) 0x80;
        bytes[9] = 0x3e;
        Files.write(gif, bytes);
        Path fifo = dir.resolve("pipe.png");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();

        var flow = (TextFlow) fx(() -> nodes.block("<p>" + img(bomb, "bomb") + img(gif, "gif") + img(fifo, "pipe")
                + "</p>"));
        waitUntil(() -> fx(() -> refusals(flow).size() == 3));
        assertThat(refusals(flow)).containsExactly("\u2716 bomb (5000 \u00d7 5000 pixels: too large to show)",
                "\u2716 gif (16000 \u00d7 16000 pixels: too large to show)", "\u2716 pipe (not a file)");
        assertThat(PreviewImages.probe(new java.io.ByteArrayInputStream(new byte[] {1, 2, 3})).refusal())
                .isEqualTo("not a PNG, JPEG, GIF or BMP image");
        org.assertj.core.api.Assertions.assertThatIOException()
                .isThrownBy(() -> PreviewImages.decodeOrThrow(Files.readAllBytes(bomb)))
                .withMessageContaining("too large");
    }

    @Test
    void anImageInsideALinkOpensTheLinkAndARemoteImagesPlaceholderInsideALinkLoadsTheImage() throws Exception {
        Path logo = png("logo.png", 8, 8);
        var flow = (TextFlow) fx(() -> nodes.block("<p><a href=\"docs/x.md\" data-open=\"docs/x.md\">"
                + img(logo, "logo") + "</a> <a href=\"https://github.com/x\" data-external=\"https://github.com/x\">"
                + "<span class=\"cs-remote\" data-src=\"https://img.example/badge.png\">\u2601 badge</span></a></p>"));
        waitUntil(() -> fx(() -> flow.getChildren().stream().anyMatch(ImageView.class::isInstance)));

        var view = fx(() -> flow.getChildren().stream().filter(ImageView.class::isInstance).findFirst().orElseThrow());
        assertThat(view.getProperties().get(PreviewNodes.ACTION)).isEqualTo(new PreviewNodes.Action.Open("docs/x.md"));
        var badge = flow.getChildren().stream().filter(n -> n.getStyleClass().contains("cs-remote")).findFirst()
                .orElseThrow();
        assertThat(badge.getProperties().get(PreviewNodes.ACTION))
                .isEqualTo(new PreviewNodes.Action.LoadImage("https://img.example/badge.png"));
        assertThat(badge.getProperties().get(PreviewNodes.LINK))
                .isEqualTo(new PreviewNodes.Action.External("https://github.com/x"));
    }

    private Path png(String name, int width, int height) throws Exception {
        Path file = dir.resolve(name);
        ImageIO.write(new BufferedImage(width, height, BufferedImage.TYPE_BYTE_BINARY), "png", file.toFile());
        return file;
    }

    private static String img(Path file, String alt) {
        return "<img src=\"" + file.toUri() + "\" alt=\"" + alt + "\">";
    }

    private static List<String> refusals(TextFlow flow) {
        return flow.getChildren().stream().filter(n -> n.getStyleClass().contains("cs-broken"))
                .map(n -> ((Label) n).getText()).toList();
    }

    // Helpers

    private static String lines(Node node) {
        return node.getProperties().get(PreviewNodes.LINE) + "-" + node.getProperties().get(PreviewNodes.END);
    }

    private static Text text(Parent parent, String value) {
        return descendants(parent).stream().filter(n -> n instanceof Text t && t.getText().strip().equals(value))
                .map(Text.class::cast).findFirst().orElseThrow(() -> new AssertionError("no text " + value));
    }

    private static Object action(List<Node> nodes, String text) {
        return nodes.stream().filter(n -> n instanceof Text t && t.getText().strip().equals(text)).findFirst()
                .orElseThrow().getProperties().get(PreviewNodes.ACTION);
    }

    private static List<String> markers(Node node) {
        return descendants((Parent) node).stream().filter(n -> n.getStyleClass().contains("cs-marker"))
                .map(n -> ((Label) n).getText()).toList();
    }

    private static List<Node> descendants(Parent parent) {
        var out = new ArrayList<Node>();
        for (var child : parent.getChildrenUnmodifiable()) {
            out.add(child);
            if (child instanceof Parent inner && !(child instanceof Label)) {
                out.addAll(descendants(inner));
            }
        }
        return out;
    }
}
