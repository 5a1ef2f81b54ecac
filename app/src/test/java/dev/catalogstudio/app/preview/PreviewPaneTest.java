package dev.catalogstudio.app.preview;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.render.PreviewHtmlTest;
import dev.catalogstudio.app.shell.MainWindow;
import java.io.IOException;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The live preview in the real main window, headless (under Monocle), on a copy of the sample. */
@ExtendWith(ApplicationExtension.class)
class PreviewPaneTest {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";
    private static final String AGENT = "agents3md/platform-ops.3md";
    private static final String EVIL = "skills/evil/SKILL.md";
    private static final String TABLE = "skills/table/SKILL.md";
    private static final String REMOTE = "skills/remote/SKILL.md";

    /** A loopback server for remote images: every request it answered. */
    private static final java.util.concurrent.atomic.AtomicInteger SERVED = new java.util.concurrent.atomic.AtomicInteger();
    private com.sun.net.httpserver.HttpServer server;

    /** Every URI the JVM's HTTP stack (which an image's loader would use) was asked to connect to. */
    private static final List<URI> REQUESTED = new CopyOnWriteArrayList<>();

    private MainWindow window;
    private ProxySelector previous;

    @Start
    void start(Stage stage) throws Exception {
        previous = ProxySelector.getDefault();
        ProxySelector.setDefault(new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                REQUESTED.add(uri);
                return List.of(Proxy.NO_PROXY);
            }

            @Override
            public void connectFailed(URI uri, SocketAddress address, IOException e) {
            }
        });
        Path root = StudioFixture.sampleCopy("preview");
        Files.createDirectories(root.resolve(TABLE).getParent());
        Files.writeString(root.resolve(TABLE), "---\nname: table\ndescription: A table.\n---\n# Table\n\n"
                + "| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n");
        server = com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 0);
        var png = new java.io.ByteArrayOutputStream();
        javax.imageio.ImageIO.write(new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB),
                "png", png);
        server.createContext("/badge.png", exchange -> {
            SERVED.incrementAndGet();
            exchange.getResponseHeaders().add("Content-Type", "image/png");
            exchange.sendResponseHeaders(200, png.size());
            exchange.getResponseBody().write(png.toByteArray());
            exchange.close();
        });
        server.start();
        String badge = "http://127.0.0.1:" + server.getAddress().getPort() + "/badge.png";
        Files.createDirectories(root.resolve(REMOTE).getParent());
        Files.writeString(root.resolve(REMOTE), "---\nname: remote\ndescription: Badges.\n---\n# Remote\n\n"
                + "![one](" + badge + ") and [![two](" + badge + ")](https://example.org/)\n");
        Files.createDirectories(root.resolve(EVIL).getParent());
        Files.writeString(root.resolve(EVIL), PreviewHtmlTest.HOSTILE.replace("# Title", "# Evil"));
        window = StudioFixture.window(stage, "preview", false);
        window.graphVisibleProperty().set(false);
        window.previewVisibleProperty().set(true);
        window.open(root);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        ProxySelector.setDefault(previous);
        server.stop(0);
        fx(() -> {
            window.graph().close();
            window.preview().close();
            window.session().background().shutdown();
            return null;
        });
    }

    @Test
    void typingChangesThePreviewInPlaceWhileItsScrollPositionStays(FxRobot robot) throws Exception {
        open(SKILL);
        var pane = window.previewPane();
        var heading = fx(() -> first(pane.content(), "cs-h1"));
        fx(() -> {
            pane.scrollTo(120);
            return null;
        });
        assertThat(fx(pane::scrollTop)).isCloseTo(120, within(0.5));

        fx(() -> {
            var editor = window.tabsView().editor(window.tabs().tab(SKILL).orElseThrow());
            String text = editor.getText();
            int offset = text.indexOf("human decision.") + "human decision.".length();
            var at = new dev.catalogstudio.model.text.Position(15, 75, offset);
            editor.goTo(new dev.catalogstudio.model.text.Range(at, at));
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.write(" Always.");

        waitUntil(() -> PreviewNodes.textOf(pane.content()).contains("human decision. Always."));
        assertThat(fx(() -> first(pane.content(), "cs-h1"))).as("the heading is the same node").isSameAs(heading);
        assertThat(fx(() -> pane.content().getChildren().contains(heading))).isTrue();
        assertThat(fx(pane::scrollTop)).isCloseTo(120, within(0.5));
    }

    @Test
    void theHighlightFollowsTheCaretAndAClickMovesTheCaret() throws Exception {
        open(SKILL);
        var pane = window.previewPane();

        caret(SKILL, 20);
        waitUntil(() -> pane.highlighted().equals("19-22"));
        caret(SKILL, 42);
        waitUntil(() -> pane.highlighted().equals("41-42"));
        assertThat(fx(() -> PreviewNodes.textOf(first(pane.content(), "cs-current")))).startsWith("Pending");
        assertThat(fx(() -> all(pane.content(), "cs-current"))).hasSize(1);

        fx(() -> {
            pane.click(all(pane.content(), "cs-h2").stream()
                    .filter(n -> Integer.valueOf(31).equals(n.getProperties().get(PreviewNodes.LINE)))
                    .findFirst().orElseThrow());
            return null;
        });
        waitUntil(() -> window.session().navigation().caretLineProperty().get() == 31);
        waitUntil(() -> pane.highlighted().equals("31-31"));
    }

    @Test
    void theHighlightComesBackIntoViewWhenTheCaretMovesAndCoversATablesRow() throws Exception {
        open(SKILL);
        var pane = window.previewPane();
        caret(SKILL, 42);
        waitUntil(() -> pane.highlighted().equals("41-42"));
        fx(() -> {
            pane.scrollTo(0);
            return null;
        });
        caret(SKILL, 41); // the same block: it is brought back into view
        waitUntil(() -> fx(pane::scrollTop) > 0);
        var block = fx(() -> first(pane.content(), "cs-current"));
        assertThat(fx(() -> {
            var bounds = pane.content().sceneToLocal(block.localToScene(block.getBoundsInLocal()));
            return bounds.getMinY() >= pane.scrollTop()
                    && bounds.getMinY() <= pane.scrollTop() + pane.scroll().getViewportBounds().getHeight();
        })).as("the highlighted block is in view").isTrue();

        open(TABLE);
        caret(TABLE, 10);
        waitUntil(() -> pane.highlighted().equals("10-10"));
        assertThat(fx(() -> all(pane.content(), "cs-current").stream().map(PreviewNodes::textOf).toList()))
                .as("the row's cells").containsExactly("3", "4");
    }

    @Test
    void aRemoteImageLoadsOnceOnAClickAndReplacesEachOfItsPlaceholders() throws Exception {
        SERVED.set(0);
        open(REMOTE);
        var pane = window.previewPane();
        var placeholders = fx(() -> all(pane.content(), "cs-remote"));
        assertThat(placeholders).hasSize(2);
        assertThat(SERVED.get()).as("nothing is fetched before a click").isZero();

        fx(() -> {
            pane.click(placeholders.get(0));
            pane.click(placeholders.get(1)); // while the first fetch runs: no second fetch
            return null;
        });
        waitUntil(() -> fx(() -> all(pane.content(), "cs-img").size() == 2));
        assertThat(fx(() -> all(pane.content(), "cs-remote"))).isEmpty();
        assertThat(SERVED.get()).isEqualTo(1);
        var linked = fx(() -> all(pane.content(), "cs-img").get(1));
        assertThat(linked.getProperties().get(PreviewNodes.ACTION))
                .as("the image inside a link takes the link").isEqualTo(
                        new PreviewNodes.Action.External("https://example.org/"));

        fx(() -> { // the block rebuilt (an edit): the image is shown at once, not fetched again
            String text = window.session().getSnapshot().text(REMOTE).orElseThrow().text();
            window.session().update(REMOTE, text.replace("and [", "and, again, ["));
            return null;
        });
        waitUntil(() -> PreviewNodes.textOf(pane.content()).contains("again"));
        assertThat(fx(() -> all(pane.content(), "cs-img"))).hasSize(2);
        assertThat(SERVED.get()).isEqualTo(1);
    }

    @Test
    void aLinkOrChipToAWorkspaceFileOpensItAndAnExternalLinkIsOnlyCopied() throws Exception {
        open(SKILL);
        var pane = window.previewPane();
        var link = fx(() -> all(pane.content(), "cs-a").stream()
                .filter(n -> n instanceof Text t && t.getText().equals("the failure modes")).findFirst()
                .orElseThrow());
        assertThat(link.getProperties().get(PreviewNodes.ACTION))
                .isEqualTo(new PreviewNodes.Action.Open("skills/k8s-triage/references/FAILURE-MODES.md"));
        var chip = fx(() -> first(pane.content(), "cs-chip"));
        assertThat(chip.getProperties().get(PreviewNodes.ACTION))
                .isEqualTo(new PreviewNodes.Action.Open("mcps/com.acme_kubernetes.json"));

        fx(() -> {
            pane.click(chip);
            return null;
        });
        waitUntil(() -> "mcps/com.acme_kubernetes.json".equals(window.session().navigation().currentPathProperty()
                .get()));

        open(SKILL);
        var again = fx(() -> all(window.previewPane().content(), "cs-a").stream()
                .filter(n -> n instanceof Text t && t.getText().equals("the failure modes")).findFirst()
                .orElseThrow());
        fx(() -> {
            window.previewPane().click(again); // a file of the skill that is no document the model reads
            return null;
        });
        waitUntil(() -> "skills/k8s-triage/references/FAILURE-MODES.md".equals(window.session().navigation()
                .currentPathProperty().get()));
    }

    @Test
    void theRouteTesterRanksTheSample3mdAgentsSkillsAndTheCommandFillerQuotesInputs() throws Exception {
        open(AGENT);
        var tools = window.previewPane().agentTools();

        fx(() -> {
            tools.request().setText("pod restarts in a crashloop");
            return null;
        });
        assertThat(fx(tools::routeLines).get(0)).startsWith("1. pods (z=1) score");
        assertThat(fx(tools::routeLines)).last().asString().contains("pods");

        fx(() -> {
            tools.skill().getSelectionModel().select(tools.skill().getItems().stream()
                    .filter(s -> "pods".equals(s.name())).findFirst().orElseThrow());
            ((TextField) tools.input("namespace")).setText("shop-prod");
            ((TextField) tools.input("selector")).setText("app=checkout api");
            return null;
        });
        assertThat(fx(tools::command)).isEqualTo("kubectl get pods -n 'shop-prod' -l 'app=checkout api' -o wide");

        // An edit of the document rebuilds the agent; what was typed into the filler stays.
        long before = fx(() -> window.session().getSnapshot().version());
        fx(() -> {
            String text = window.session().getSnapshot().text(AGENT).orElseThrow().text();
            window.session().update(AGENT, text + "\nOne more line.\n");
            return null;
        });
        waitUntil(() -> window.session().getSnapshot().version() > before && window.preview().agentProperty().get()
                != null && tools.skill().getValue() != null);
        assertThat(fx(tools::command)).isEqualTo("kubectl get pods -n 'shop-prod' -l 'app=checkout api' -o wide");
        assertThat(fx(() -> window.previewPane().content().getChildren().stream()
                .filter(n -> n.getStyleClass().contains("cs-plane")).count())).isEqualTo(7L);
    }

    /**
     * Issue 24, defect 6: at the default window size the command filler follows the skill the route tester ranks
     * first, and its inputs and command are in view without scrolling (they sat below the visible area).
     */
    @Test
    void theCommandFillerFollowsTheRouteTestersChoiceWithItsInputsInView() throws Exception {
        fx(() -> {
            var stage = window.previewPane().getScene().getWindow();
            stage.setWidth(1280);
            stage.setHeight(800);
            return null;
        });
        open(AGENT);
        var tools = window.previewPane().agentTools();

        fx(() -> {
            tools.request().setText("why is the checkout pod pending");
            return null;
        });
        settle(tools, "namespace", "selector");
        assertThat(fx(() -> tools.skill().getValue() == null ? null : tools.skill().getValue().name()))
                .isEqualTo("pods");
        for (String input : List.of("namespace", "selector")) {
            assertThat(fx(() -> inView(tools, tools.input(input)))).as("input " + input + " in view").isTrue();
        }
        assertThat(fx(() -> inView(tools, tools.lookup("#preview-command")))).as("the command in view").isTrue();

        fx(() -> {
            tools.request().setText("helm history of the checkout release");
            return null;
        });
        settle(tools, "release");
        assertThat(fx(() -> tools.skill().getValue() == null ? null : tools.skill().getValue().name()))
                .isEqualTo("history");
        assertThat(fx(() -> inView(tools, tools.input("release")))).as("input release in view").isTrue();
    }

    /**
     * Lets the layout settle: fitting the tools moves the divider, which can re-wrap their text and fit them again, a
     * pulse each. At most twenty rounds of FX events, until the inputs are in view (the test asserts after it).
     */
    private static void settle(AgentTools tools, String... inputs) throws Exception {
        // Until the inputs and the command are laid out in view, however long the pulses take on a loaded machine
        // (twenty rounds of FX events were not always enough under CI); the assertions after it say what is not.
        try {
            dev.catalogstudio.app.StudioFixture.waitUntil(() -> fx(() -> {
                boolean all = inView(tools, tools.lookup("#preview-command"));
                for (String input : inputs) {
                    all &= inView(tools, tools.input(input));
                }
                return all;
            }));
        } catch (java.util.concurrent.TimeoutException e) {
            // reported by the assertions that follow
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Whether {@code node} lies whole inside the visible part of {@code scroll} and of the window. */
    private static boolean inView(javafx.scene.control.ScrollPane scroll, javafx.scene.Node node) {
        if (node == null || !node.isVisible()) {
            return false;
        }
        var bounds = node.localToScene(node.getBoundsInLocal());
        var viewport = scroll.lookup(".viewport");
        var shown = viewport.localToScene(viewport.getBoundsInLocal());
        var scene = node.getScene();
        return bounds.getHeight() > 0 && bounds.getMinY() >= shown.getMinY() - 0.5
                && bounds.getMaxY() <= shown.getMaxY() + 0.5 && bounds.getMaxY() <= scene.getHeight()
                && bounds.getMinX() >= shown.getMinX() - 0.5 && bounds.getMaxX() <= scene.getWidth() + 0.5;
    }

    @Test
    void aHostileDocumentRunsNoScriptAndLoadsNothingFromTheNetwork() throws Exception {
        REQUESTED.clear();
        open(EVIL);
        var pane = window.previewPane();
        waitUntil(() -> PreviewNodes.textOf(pane.content()).contains("Evil"));

        String text = fx(() -> PreviewNodes.textOf(pane.content()));
        assertThat(text).as("raw HTML is shown as text").contains("<script>document.title = 'pwned'</script>")
                .doesNotContain("\u001b");
        assertThat(fx(() -> all(pane.content(), "cs-img"))).as("images drawn").isEmpty();
        var remote = fx(() -> all(pane.content(), "cs-remote"));
        assertThat(remote).hasSize(2).allMatch(n -> n.getProperties().get(PreviewNodes.ACTION)
                instanceof PreviewNodes.Action.LoadImage);
        for (String link : List.of("click", "data", "vb", "file")) {
            var texts = fx(() -> all(pane.content(), "cs-a").stream()
                    .filter(n -> n instanceof Text t && t.getText().equals(link)).toList());
            assertThat(texts).as("the link " + link).isNotEmpty()
                    .allSatisfy(n -> assertThat(n.getProperties()).as("a click on " + link + " does nothing")
                            .doesNotContainKey(PreviewNodes.ACTION));
        }
        assertThat(REQUESTED).as("connections the page asked for").noneMatch(u -> u.getScheme().startsWith("http")
                || u.getScheme().startsWith("socket"));
    }

    // Helpers

    private void open(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(path, null, "test");
            return null;
        });
        waitUntil(() -> window.preview().renderedProperty().get() != null
                && path.equals(window.preview().renderedProperty().get().path())
                && window.previewPane().patchedVersionProperty().get()
                == window.preview().renderedProperty().get().snapshot());
    }

    /** The nodes under {@code parent} with the style class {@code styleClass}, in document order. */
    private static List<Node> all(Parent parent, String styleClass) {
        var out = new java.util.ArrayList<Node>();
        for (var child : parent.getChildrenUnmodifiable()) {
            if (child.getStyleClass().contains(styleClass)) {
                out.add(child);
            }
            if (child instanceof Parent inner) {
                out.addAll(all(inner, styleClass));
            }
        }
        return out;
    }

    private static Node first(Parent parent, String styleClass) {
        return all(parent, styleClass).stream().findFirst().orElseThrow();
    }

    private void caret(String path, int line) throws Exception {
        fx(() -> {
            window.session().navigation().open(path, line, 1, "test");
            return null;
        });
        waitUntil(() -> window.session().navigation().caretLineProperty().get() == line);
    }


}
