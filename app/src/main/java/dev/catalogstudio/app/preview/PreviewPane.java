package dev.catalogstudio.app.preview;

import dev.catalogstudio.app.render.MarkdownHtml;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;

/**
 * The live preview beside the editor: the blocks of the current document's preview ({@link PreviewNodes} reads each
 * block's HTML into JavaFX nodes), patched on every snapshot (only the blocks that changed are rebuilt, so the scroll
 * position stays and nothing flashes), the block under the caret highlighted, a click on a block moving the caret
 * there; for a 3md agent, the {@link AgentTools} below it, at most {@value #MOST_FOR_TOOLS} of its height (the preview
 * keeps the most room), hidden by the button before their title and shown again from the bar left at the bottom.
 *
 * <p>No browser engine draws the page, so nothing in a document can run, style the studio or connect anywhere: raw
 * HTML is escaped when the Markdown is rendered, links act only through {@link PreviewNodes.Action}s, and remote
 * images load only on a click, fetched once by {@link PreviewImages#fetch}. Right-click → Copy Text copies a block's text.
 */
public final class PreviewPane extends BorderPane {

    private static final String CSS = Objects.requireNonNull(PreviewPane.class.getResource("preview.css"))
            .toExternalForm();
    /** The space below a card ({@code header}, 3md plane), in pixels. */
    private static final double CARD_GAP = 14;

    private final PreviewViewModel model;
    private final VBox content = new VBox();
    private final ScrollPane scroll = new ScrollPane(content);
    private final PreviewNodes nodes;
    private final ReadOnlyLongWrapper patchedVersion = new ReadOnlyLongWrapper(-1);
    private final Label status = new Label();
    private final AgentTools tools;
    private final SplitPane split = new SplitPane();
    private final ContextMenu menu = new ContextMenu();
    /** The largest share of the pane's height the agent tools take by themselves: the preview keeps the most room. */
    static final double MOST_FOR_TOOLS = 0.45;
    /** The button before the route tester's title that hides the agent tools. */
    private final javafx.scene.control.Button hideTools = new javafx.scene.control.Button("\u25BE");
    /** The bar at the bottom while the agent tools are hidden, with the button that shows them again. */
    private final javafx.scene.layout.HBox toolsBar = new javafx.scene.layout.HBox(6);
    /** Whether the author hid the agent tools (kept across documents). */
    private boolean toolsHidden;

    /** The HTML of each block shown, in order: what {@link #show} compares to patch only what changed. */
    private List<String> shown = List.of();
    /** Whether the author placed the divider above the agent tools (then it stays where they put it). */
    private boolean toolsSized;
    /** Whether {@link #fitTools()} is moving the divider (not the author). */
    private boolean fitting;
    /** The highlighted nodes: a block, or a table row's cells. */
    private List<Node> current = List.of();
    private String highlighted = "";
    /** The path of the document shown, or null. */
    private String shownPath;
    private final PreviewImages images;
    /** The block the context menu was opened on. */
    private Node menuTarget;

    public PreviewPane(PreviewViewModel model) {
        this.model = model;
        this.tools = new AgentTools(model);
        setId("preview-pane");
        getStyleClass().add("preview-pane");
        getStylesheets().add(CSS);
        content.setId("preview-content");
        content.setFillWidth(true);
        content.setMinWidth(0); // as wide as the pane, however narrow: text wraps, nothing pushes it wider
        scroll.setId("preview-scroll");
        scroll.getStyleClass().add("preview-scroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // A position the preview set (after an edit, a reveal) is kept in pixels while the content's height settles
        // in later layout passes (a block re-wrapped, an image loaded), until the user scrolls: the vertical bar
        // keeps a fraction, which alone would move the text by the height that came or went above the fold.
        content.heightProperty().addListener((o, old, now) -> {
            double range = now.doubleValue() - scroll.getViewportBounds().getHeight();
            if (pinned >= 0 && range > 0) {
                scroll.setVvalue(Math.min(1, pinned / range));
            }
        });
        scroll.addEventFilter(javafx.scene.input.ScrollEvent.SCROLL, e -> pinned = -1);
        scroll.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> pinned = -1);
        scroll.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> pinned = -1);
        images = new PreviewImages(content.widthProperty().subtract(40));
        nodes = new PreviewNodes(images);
        status.getStyleClass().addAll("text-muted", "preview-status");
        status.managedProperty().bind(status.textProperty().isNotEmpty());
        split.setOrientation(Orientation.VERTICAL);
        hideTools.setId("preview-tools-hide");
        hideTools.getStyleClass().addAll("flat", "small");
        hideTools.setTooltip(new javafx.scene.control.Tooltip("Hide the route tester and the command filler: the "
                + "preview takes their room"));
        hideTools.setOnAction(e -> {
            toolsHidden = true;
            layoutTools(model.agentProperty().get() != null);
        });
        tools.headWith(hideTools);
        var showTools = new javafx.scene.control.Button("\u25B8 Route tester \u00b7 Command filler");
        showTools.setId("preview-tools-show");
        showTools.getStyleClass().addAll("flat", "small");
        showTools.setTooltip(new javafx.scene.control.Tooltip("Show the route tester and the command filler"));
        showTools.setOnAction(e -> {
            toolsHidden = false;
            layoutTools(model.agentProperty().get() != null);
            tools.request().requestFocus();
        });
        toolsBar.getStyleClass().add("preview-tools-bar");
        toolsBar.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        toolsBar.setPadding(new Insets(1, 6, 1, 6));
        toolsBar.getChildren().add(showTools);
        setTop(status);
        setCenter(scroll);
        content.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
        var copy = new MenuItem("Copy Text");
        copy.setOnAction(e -> {
            if (menuTarget != null) {
                var text = new ClipboardContent();
                text.putString(PreviewNodes.textOf(menuTarget).strip());
                Clipboard.getSystemClipboard().setContent(text);
            }
        });
        menu.getItems().add(copy);
        content.setOnContextMenuRequested(e -> {
            menuTarget = lined(e.getPickResult().getIntersectedNode());
            if (menuTarget != null) {
                menu.show(content, e.getScreenX(), e.getScreenY());
            }
            e.consume();
        });
        model.renderedProperty().addListener((o, old, now) -> show(now));
        model.caretLineProperty().addListener((o, old, now) -> highlight(true));
        model.topLineProperty().addListener((o, old, now) -> follow(now.intValue()));
        model.agentProperty().addListener((o, old, now) -> layoutTools(now != null));
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
        show(model.renderedProperty().get());
    }

    /** Fits the tools again when what they hold grows or shrinks (a skill's inputs, the ranked routes). */
    private void watchToolsHeight(javafx.scene.Node content) {
        if (content instanceof javafx.scene.layout.Region region
                && region.getProperties().putIfAbsent(PreviewPane.class, Boolean.TRUE) == null) {
            region.heightProperty().addListener((o, old, now) -> fitTools());
        }
    }

    /** The snapshot version of the preview the pane shows now: tests and the probe wait on it. */
    public ReadOnlyLongProperty patchedVersionProperty() {
        return patchedVersion.getReadOnlyProperty();
    }

    /** The {@code line-end} source lines of the highlighted block, or empty (tests). */
    public String highlighted() {
        return highlighted;
    }

    /** The top-level nodes of the preview, one per block (tests and screenshots). */
    public VBox content() {
        return content;
    }

    /** The scroll pane around {@link #content()} (tests and screenshots). */
    public ScrollPane scroll() {
        return scroll;
    }

    /** How far the preview is scrolled down, in pixels. */
    public double scrollTop() {
        double range = content.getHeight() - scroll.getViewportBounds().getHeight();
        return range <= 0 ? 0 : scroll.getVvalue() * range;
    }

    /**
     * Scrolls the preview so that {@code top} pixels of it are above the visible part (clamped), and keeps them there
     * while the content's height changes, until the user scrolls.
     */
    public void scrollTo(double top) {
        scroll.applyCss();
        scroll.layout();
        double range = content.getHeight() - scroll.getViewportBounds().getHeight();
        scroll.setVvalue(range <= 0 ? 0 : Math.max(0, Math.min(1, top / range)));
        pinned = Math.max(0, top);
    }

    /** The pixel position {@link #scrollTo} set and the content keeps while it settles, or -1 once the user scrolled. */
    private double pinned = -1;

    /** The route tester and command filler (tests). */
    public AgentTools agentTools() {
        return tools;
    }

    /**
     * Shows the agent tools under the preview in a split, the button before their title hiding them (then a bar at the
     * bottom shows them again); without an agent, the preview alone.
     */
    private void layoutTools(boolean agent) {
        if (agent && !toolsHidden) {
            setBottom(null);
            if (split.getItems().isEmpty()) {
                // A rebuilt agent (every edit) keeps the divider where it is; a newly shown one fits its tools.
                split.getItems().setAll(scroll, tools);
                toolsSized = false;
                fitTools();
            }
            setCenter(split);
        } else {
            split.getItems().clear();
            setCenter(scroll);
            setBottom(agent ? toolsBar : null);
        }
    }

    /**
     * Gives the agent tools the height their content wants (the filler's inputs and command in view), at least a
     * fifth and at most {@value #MOST_FOR_TOOLS} of the pane (the rest scrolls), until the author drags the divider.
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

    /**
     * Shows {@code rendered}: the blocks before and after the change keep their nodes (and so the highlight, the
     * loaded images and the scroll position); only those between are rebuilt.
     */
    private void show(PreviewViewModel.Rendered rendered) {
        var next = rendered == null ? List.<String>of()
                : rendered.preview().blocks().stream().map(MarkdownHtml.Block::html).toList();
        int prefix = 0;
        while (prefix < shown.size() && prefix < next.size() && shown.get(prefix).equals(next.get(prefix))) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < shown.size() - prefix && suffix < next.size() - prefix
                && shown.get(shown.size() - 1 - suffix).equals(next.get(next.size() - 1 - suffix))) {
            suffix++;
        }
        String path = rendered == null ? null : rendered.path();
        boolean newDocument = !java.util.Objects.equals(path, shownPath);
        shownPath = path;
        if (newDocument) {
            highlighted = ""; // another document: its highlight is brought into view
            pinned = -1; // and no position of the last one is kept
        }
        if (prefix < shown.size() - suffix || prefix < next.size() - suffix) {
            double top = newDocument ? 0 : scrollTop();
            var made = new ArrayList<Node>();
            for (String html : next.subList(prefix, next.size() - suffix)) {
                var node = nodes.block(html);
                if (node.getStyleClass().contains("cs-card")) {
                    VBox.setMargin(node, new Insets(0, 0, CARD_GAP, 0));
                }
                made.add(node);
            }
            content.getChildren().remove(prefix, shown.size() - suffix);
            content.getChildren().addAll(prefix, made);
            shown = next;
            if (top > 0) {
                scrollTo(top); // the same pixels stay in view, however the content's height changed
            }
        }
        status.setText(rendered == null ? "Open a Markdown or 3md document to preview it." : "");
        highlight(false);
        patchedVersion.set(rendered == null ? -1 : rendered.snapshot());
    }

    /**
     * Highlights the innermost block whose source lines hold the caret's line (else the last top-level block starting
     * before it; in a table, the row's cells), and scrolls it into view when it is outside: always after the caret
     * moved, and after a patch only when the highlighted lines changed (typing in a block keeps the view where it is).
     */
    private void highlight(boolean caretMoved) {
        int line = model.caretLineProperty().get();
        var lined = new ArrayList<Node>();
        collectLined(content, lined);
        Node inside = null;
        Node before = null;
        for (var node : lined) {
            int start = (Integer) node.getProperties().get(PreviewNodes.LINE);
            int end = (Integer) node.getProperties().get(PreviewNodes.END);
            if (start <= line && line <= end) {
                inside = node;
            }
            if (start <= line && (before == null || node.getParent() == content)) {
                before = node;
            }
        }
        Node chosen = inside != null ? inside : before != null ? before : lined.isEmpty() ? null : lined.get(0);
        String lines = chosen == null ? "" : chosen.getProperties().get(PreviewNodes.LINE) + "-"
                + chosen.getProperties().get(PreviewNodes.END);
        var group = chosen == null ? List.<Node>of() : row(chosen);
        if (!group.equals(current)) {
            current.forEach(n -> n.getStyleClass().remove("cs-current"));
            current = group;
            current.forEach(n -> n.getStyleClass().add("cs-current"));
        }
        if (chosen != null && (caretMoved || !lines.equals(highlighted))) {
            reveal(chosen);
        }
        highlighted = lines;
    }

    /** {@code node} and, when it is a table's cell, the other cells of its row (they share its lines). */
    private static List<Node> row(Node node) {
        if (!(node.getParent() instanceof javafx.scene.layout.GridPane grid) || !grid.getStyleClass().contains("cs-table")) {
            return List.of(node);
        }
        Object line = node.getProperties().get(PreviewNodes.LINE);
        return grid.getChildren().stream().filter(n -> line.equals(n.getProperties().get(PreviewNodes.LINE))).toList();
    }

    /** The nodes carrying source lines under {@code parent}, in document order (a parent before its children). */
    private static void collectLined(Parent parent, List<Node> out) {
        for (var child : parent.getChildrenUnmodifiable()) {
            if (child.getProperties().containsKey(PreviewNodes.LINE)) {
                out.add(child);
            }
            if (child instanceof Pane pane) {
                collectLined(pane, out);
            }
        }
    }

    /** Scrolls so that {@code node} is in view, 40 pixels below the top, when it is not in view already. */
    private void reveal(Node node) {
        scroll.applyCss();
        scroll.layout();
        Bounds bounds = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        if (bounds == null) {
            return;
        }
        double top = scrollTop();
        double height = scroll.getViewportBounds().getHeight();
        if (bounds.getMaxY() < top || bounds.getMinY() > top + height) {
            scrollTo(bounds.getMinY() - 40);
        }
    }

    /**
     * Scroll sync, editor to preview: the top-level block holding {@code line} (else the last one starting above it)
     * comes to the top of the preview, where it was in the editor. One way only: scrolling the preview moves nothing
     * else, and the block under the caret is still brought into view when the caret moves. While the caret is in the
     * editor's view, its block stays in the preview's view: the editor scrolls (and tells its top line, a pulse later)
     * after the caret moved and its block was revealed, and the preview, narrower than the editor, wraps its blocks
     * taller, so the block at the editor's top line brought to the top could push the caret's block out (issue 41).
     */
    private void follow(int line) {
        scrollToTopBlock(line);
        int caret = model.caretLineProperty().get();
        if (!current.isEmpty() && line <= caret && caret <= model.bottomLineProperty().get()) {
            reveal(current.get(0));
        }
    }

    /** The top-level block holding {@code line} (else the last one starting above it) at the top of the preview. */
    private void scrollToTopBlock(int line) {
        Node at = null;
        for (var node : content.getChildren()) {
            Object start = node.getProperties().get(PreviewNodes.LINE);
            if (start instanceof Integer s && s <= line) {
                at = node;
            }
        }
        if (line <= 1 || at == null) {
            scrollTo(0);
            return;
        }
        scroll.applyCss();
        scroll.layout();
        scrollTo(at.getBoundsInParent().getMinY());
    }

    /** A click: a link, chip or remote image does what it says; anywhere else in a block moves the caret there. */
    private void clicked(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY || event.getClickCount() != 1) {
            return;
        }
        for (Node at = event.getPickResult().getIntersectedNode(); at != null && at != content; at = at.getParent()) {
            if (at.getProperties().get(PreviewNodes.ACTION) instanceof PreviewNodes.Action action) {
                act(action);
                event.consume();
                return;
            }
        }
        var block = lined(event.getPickResult().getIntersectedNode());
        if (block != null) {
            model.goToLine((Integer) block.getProperties().get(PreviewNodes.LINE));
            event.consume();
        }
    }

    /** The innermost node carrying source lines at or above {@code node}, or null. */
    private Node lined(Node node) {
        for (Node at = node; at != null && at != content; at = at.getParent()) {
            if (at.getProperties().containsKey(PreviewNodes.LINE)) {
                return at;
            }
        }
        return null;
    }

    /** Does what a click on {@code source} asks. */
    private void act(PreviewNodes.Action action) {
        if (action instanceof PreviewNodes.Action.Open open) {
            model.open(open.path());
        } else if (action instanceof PreviewNodes.Action.Plane plane) {
            try {
                model.openPlane(Double.parseDouble(plane.z()));
            } catch (NumberFormatException e) {
                status.setText("'" + plane.z() + "' is not a plane's z.");
            }
        } else if (action instanceof PreviewNodes.Action.External external) {
            var text = new ClipboardContent();
            text.putString(external.url());
            Clipboard.getSystemClipboard().setContent(text);
            status.setText("Copied " + external.url() + " (the preview opens nothing on the network).");
        } else if (action instanceof PreviewNodes.Action.LoadImage load) {
            loadImage(load.url());
        }
    }

    /**
     * Fetches the remote image {@code url} once ({@link PreviewImages#fetch}) and shows it in place of every placeholder
     * for it then shown; blocks rebuilt later show it too.
     */
    private void loadImage(String url) {
        status.setText("Loading " + url + " \u2026");
        images.fetch(url, image -> {
            for (var placeholder : placeholders(content, url)) {
                var view = images.view(image, placeholder instanceof Label l ? l.getText() : url);
                Object link = placeholder.getProperties().get(PreviewNodes.LINK);
                if (link != null) { // the image follows its link once it is shown
                    view.getProperties().put(PreviewNodes.ACTION, link);
                    view.setCursor(javafx.scene.Cursor.HAND);
                }
                PreviewImages.replace(placeholder, view);
            }
            status.setText("");
        }, status::setText);
    }

    /** The placeholders of the remote image {@code url} under {@code parent}. */
    private static List<Node> placeholders(Parent parent, String url) {
        var out = new ArrayList<Node>();
        for (var child : parent.getChildrenUnmodifiable()) {
            if (child.getProperties().get(PreviewNodes.ACTION) instanceof PreviewNodes.Action.LoadImage load
                    && load.url().equals(url)) {
                out.add(child);
            } else if (child instanceof Pane pane) {
                out.addAll(placeholders(pane, url));
            }
        }
        return out;
    }

    /**
     * Clicks {@code node} as a user would (tests: a pick on a {@link javafx.scene.text.Text} needs a real mouse).
     */
    public void click(Node node) {
        var bounds = node.localToScreen(node.getBoundsInLocal());
        double x = bounds == null ? 0 : bounds.getCenterX();
        double y = bounds == null ? 0 : bounds.getCenterY();
        var pick = new javafx.scene.input.PickResult(node, x, y);
        clicked(new MouseEvent(MouseEvent.MOUSE_CLICKED, x, y, x, y, MouseButton.PRIMARY, 1, false, false, false,
                false, true, false, false, true, false, false, pick));
    }
}
