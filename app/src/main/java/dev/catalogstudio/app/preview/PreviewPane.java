package dev.catalogstudio.app.preview;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.app.render.PreviewDocument;
import dev.catalogstudio.app.render.PreviewPage;
import java.io.UncheckedIOException;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.concurrent.Worker;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;
import netscape.javascript.JSObject;

/**
 * The live preview beside the editor: a {@link WebView} showing {@link PreviewPage} for the current document, patched
 * block by block on every snapshot (no reload, so no flash and the scroll position stays), the block under the caret
 * highlighted, a click on a block moving the caret there; for a 3md agent, the {@link AgentTools} below it.
 *
 * <p>The page never runs a script of the document: raw HTML is escaped when the Markdown is rendered, and the page's
 * Content Security Policy allows no script, connection or remote image. The only script is the studio's own,
 * {@code preview.js}, evaluated through the engine. Remote images load only on a click, fetched by {@link
 * RemoteImages}, once.
 */
public final class PreviewPane extends BorderPane {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCRIPT = PreviewPage.resourceText(PreviewPane.class, "preview.js");

    private final PreviewViewModel model;
    private final WebView web = new WebView();
    private final WebEngine engine = web.getEngine();
    private final Bridge bridge = new Bridge();
    private final BooleanProperty dark = new SimpleBooleanProperty(false);
    private final ReadOnlyLongWrapper patchedVersion = new ReadOnlyLongWrapper(-1);
    private final Label status = new Label();
    private final AgentTools tools;
    private final SplitPane split = new SplitPane();
    /** The largest share of the pane's height the agent tools take by themselves. */
    private static final double MOST_FOR_TOOLS = 0.55;

    private boolean ready;
    /** Whether the author placed the divider above the agent tools (then it stays where they put it). */
    private boolean toolsSized;
    /** Whether {@link #fitTools()} is moving the divider (not the author). */
    private boolean fitting;
    private String highlighted = "";

    public PreviewPane(PreviewViewModel model) {
        this.model = model;
        this.tools = new AgentTools(model);
        setId("preview-pane");
        getStyleClass().add("preview-pane");
        web.setId("preview-web");
        web.setContextMenuEnabled(false);
        engine.setJavaScriptEnabled(true);
        engine.setUserAgent("CatalogStudioPreview");
        status.getStyleClass().addAll("text-muted", "preview-status");
        status.managedProperty().bind(status.textProperty().isNotEmpty());
        split.setOrientation(Orientation.VERTICAL);
        setTop(status);
        setCenter(web);
        engine.getLoadWorker().stateProperty().addListener((o, old, now) -> {
            if (now == Worker.State.SUCCEEDED && !ready) {
                ((JSObject) engine.executeScript("window")).setMember("csBridge", bridge);
                engine.executeScript(SCRIPT);
                ready = true;
                show(model.renderedProperty().get());
            }
        });
        engine.loadContent(PreviewPage.html(new PreviewDocument.Preview("Preview", List.of()), false));
        model.renderedProperty().addListener((o, old, now) -> show(now));
        model.caretLineProperty().addListener((o, old, now) -> highlight());
        model.agentProperty().addListener((o, old, now) -> layoutTools(now != null));
        dark.addListener((o, old, now) -> {
            if (ready) {
                ((JSObject) engine.executeScript("window")).call("csSetDark", now);
            }
        });
        split.heightProperty().addListener((o, old, now) -> fitTools());
        split.widthProperty().addListener((o, old, now) -> fitTools());
        tools.contentProperty().addListener((o, old, now) -> watchToolsHeight(now));
        watchToolsHeight(tools.getContent());
        split.getDividers().addListener((javafx.collections.ListChangeListener<SplitPane.Divider>) c -> {
            for (var divider : split.getDividers()) {
                divider.positionProperty().addListener((o, old, now) -> {
                    if (!fitting && split.isPressed()) {
                        toolsSized = true;
                    }
                });
            }
        });
        layoutTools(model.agentProperty().get() != null);
    }

    /** Fits the tools again when what they hold grows or shrinks (a skill's inputs, the ranked routes). */
    private void watchToolsHeight(javafx.scene.Node content) {
        if (content instanceof javafx.scene.layout.Region region
                && region.getProperties().putIfAbsent(PreviewPane.class, Boolean.TRUE) == null) {
            region.heightProperty().addListener((o, old, now) -> fitTools());
        }
    }

    /** Dark colours for the page (bound to the studio's theme). */
    public BooleanProperty darkProperty() {
        return dark;
    }

    /** The snapshot version of the preview the page shows now: tests and the probe wait on it. */
    public ReadOnlyLongProperty patchedVersionProperty() {
        return patchedVersion.getReadOnlyProperty();
    }

    /** The {@code line-end} source lines of the highlighted element, or empty (tests). */
    public String highlighted() {
        return highlighted;
    }

    /** The web view (tests and screenshots). */
    public WebView webView() {
        return web;
    }

    /** The route tester and command filler (tests). */
    public AgentTools agentTools() {
        return tools;
    }

    /** Evaluates {@code script} in the page (tests: scroll position, DOM checks); call on the FX thread. */
    public Object evaluate(String script) {
        return engine.executeScript(script);
    }

    private void layoutTools(boolean agent) {
        if (agent) {
            if (split.getItems().isEmpty()) {
                // A rebuilt agent (every edit) keeps the divider where it is; a newly shown one fits its tools.
                split.getItems().setAll(web, tools);
                toolsSized = false;
                fitTools();
            }
            setCenter(split);
        } else {
            split.getItems().clear();
            setCenter(web);
        }
    }

    /**
     * Gives the agent tools the height their content wants (the filler's inputs and command in view), at least a
     * fifth and at most {@value #MOST_FOR_TOOLS} of the pane, until the author drags the divider.
     */
    private void fitTools() {
        double height = split.getHeight();
        if (toolsSized || split.getItems().isEmpty() || height <= 0 || tools.getContent() == null) {
            return;
        }
        double want = tools.getContent().prefHeight(split.getWidth()) + tools.snappedTopInset()
                + tools.snappedBottomInset() + 8;
        double position = Math.min(0.8, Math.max(1 - MOST_FOR_TOOLS, 1 - want / height));
        if (split.getDividers().isEmpty() || Math.abs(split.getDividers().get(0).getPosition() - position) < 1e-3) {
            return;
        }
        fitting = true;
        split.setDividerPositions(position);
        fitting = false;
    }

    private void show(PreviewViewModel.Rendered rendered) {
        if (!ready) {
            return;
        }
        var blocks = rendered == null ? List.<String>of()
                : rendered.preview().blocks().stream().map(PreviewPage::block).toList();
        try {
            ((JSObject) engine.executeScript("window")).call("csPatch", JSON.writeValueAsString(blocks));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        status.setText(rendered == null ? "Open a Markdown or 3md document to preview it." : "");
        highlight();
        patchedVersion.set(rendered == null ? -1 : rendered.snapshot());
    }

    private void highlight() {
        if (ready) {
            Object result = ((JSObject) engine.executeScript("window")).call("csHighlight",
                    model.caretLineProperty().get());
            highlighted = result == null ? "" : result.toString();
        }
    }

    /** What the page's script may ask of the studio. Public for the web engine's reflection; not an API. */
    public final class Bridge {
        /** A click on a block: move the caret to its first line. */
        public void line(int line) {
            model.goToLine(line);
        }

        /** A click on a link to a workspace file. */
        public void open(String path) {
            model.open(path);
        }

        /** A click on a {@code [[z=N]]} link. */
        public void plane(String z) {
            try {
                model.openPlane(Double.parseDouble(z));
            } catch (NumberFormatException e) {
                status.setText("'" + z + "' is not a plane's z.");
            }
        }

        /** A click on an external link: copied, never fetched by the preview. */
        public void external(String url) {
            var content = new ClipboardContent();
            content.putString(url);
            Clipboard.getSystemClipboard().setContent(content);
            status.setText("Copied " + url + " (the preview opens nothing on the network).");
        }

        /** A click on a remote image's placeholder: fetch it once and show it. */
        public void loadImage(String url) {
            status.setText("Loading " + url + " …");
            RemoteImages.fetch(url, dataUri -> {
                ((JSObject) engine.executeScript("window")).call("csShowImage", url, dataUri);
                status.setText("");
            }, message -> status.setText(message), javafx.application.Platform::runLater);
        }
    }
}
