package dev.catalogstudio.app.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.text.TextFlow;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;

/**
 * Reads one block of the preview's HTML (a {@code MarkdownHtml.Block}'s, the markup {@code catalog-studio render}
 * prints) into JavaFX nodes: no browser engine, so a document's text can never become a script, a style or a request.
 *
 * <p>The markup is the small, closed set our renderers write: CommonMark's blocks and inlines (GFM tables, task lists,
 * strikethrough), and the cards of {@code PreviewDocument} ({@code header}, {@code section}, {@code dl.cs-facts},
 * chips). Block elements become regions, inline runs become a {@link TextFlow} of {@link Text}s; every node gets the
 * style classes {@code cs-TAG} of its element and of the inline elements around it, plus the element's own classes,
 * which {@code preview.css} beside this class styles with the theme's colours. An element carrying
 * {@code data-line}/{@code data-end} gives its node the properties {@link #LINE} and {@link #END} (1-based source
 * lines, {@link Integer}); a link, chip or remote image that does something when clicked gets {@link #ACTION}. An
 * element not in that set is read as its content.
 *
 * <p>Images come from {@link PreviewImages}, within its bounds; one JavaFX cannot draw (SVG, WebP) shows its
 * alternative text. Call on the FX thread.
 */
final class PreviewNodes {

    /** Node property: the element's first source line, 1-based ({@link Integer}). */
    static final String LINE = "cs-line";
    /** Node property: the element's last source line, 1-based, inclusive ({@link Integer}). */
    static final String END = "cs-end";
    /** Node property: what a click on the node does ({@link Action}). */
    static final String ACTION = "cs-action";
    /** Node property: a remote image's placeholder's link, which the image takes once loaded ({@link Action}). */
    static final String LINK = "cs-link";

    /** What a click on a node does. */
    sealed interface Action {
        /** Opens the workspace file {@code path} in the editor. */
        record Open(String path) implements Action {
        }

        /** Moves the caret to the plane {@code z} of the current 3md document. */
        record Plane(String z) implements Action {
        }

        /** Copies the external {@code url} (the preview opens nothing on the network). */
        record External(String url) implements Action {
        }

        /** Fetches the remote image {@code url} once and shows it in place of its placeholders. */
        record LoadImage(String url) implements Action {
        }
    }

    /** Elements whose content is blocks (or inline text, read as one flow). */
    private static final Set<String> BLOCKS = Set.of("p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote",
            "ul", "ol", "li", "table", "hr", "header", "section", "div", "dl", "dt", "dd", "main");
    /** Spans drawn as a box of their own (a chip, a badge, the placeholder of a remote image). */
    private static final Set<String> BOXES = Set.of("cs-chip", "cs-version", "cs-kind", "cs-badge", "cs-remote");
    /** Code spans up to this many characters are a shaded box; longer ones flow (and wrap) as text. */
    private static final int BOXED_CODE = 48;

    /** The images of the pane these nodes are for. */
    private final PreviewImages images;

    /** @param images where images come from (their bounds, their cache) */
    PreviewNodes(PreviewImages images) {
        this.images = images;
    }

    /**
     * The nodes of one block.
     *
     * @param html one block's HTML: an element, or a run of inline content
     * @return one node (a region); empty markup gives an empty {@link VBox}
     */
    Node block(String html) {
        Element body = Jsoup.parseBodyFragment(html).body();
        var nodes = blocks(body, List.of());
        if (nodes.size() == 1) {
            return nodes.get(0);
        }
        var box = new VBox();
        box.getStyleClass().add("cs-group");
        box.getChildren().setAll(nodes);
        return box;
    }

    /** The nodes of {@code parent}'s content: its block elements, and each run of inline content as one flow. */
    private List<Node> blocks(Element parent, List<String> inherited) {
        var out = new ArrayList<Node>();
        TextFlow run = null;
        for (var child : parent.childNodes()) {
            if (child instanceof Element element && BLOCKS.contains(element.normalName())) {
                finish(run);
                run = null;
                out.add(block(element, inherited));
            } else {
                if (run == null) {
                    if (child instanceof TextNode text && text.isBlank()) {
                        continue; // the line breaks between block elements
                    }
                    run = flow(List.of("cs-run"));
                    out.add(run);
                }
                inline(child, run, inherited, null);
            }
        }
        finish(run);
        return out;
    }

    private Node block(Element element, List<String> inherited) {
        String tag = element.normalName();
        var classes = classes(element, inherited);
        Region node = switch (tag) {
            case "p", "h1", "h2", "h3", "h4", "h5", "h6", "dt" -> inlineFlow(element, classes);
            case "pre" -> code(element, classes);
            case "ul", "ol" -> list(element, classes);
            case "table" -> table(element, classes);
            case "hr" -> new Region();
            case "dl" -> facts(element, classes);
            default -> {
                if (element.hasClass("cs-chips")) {
                    var chips = new FlowPane(6, 6);
                    chips.setPrefWrapLength(200);
                    chips.setMinWidth(0); // a chip wider than the pane is clipped; the pane is never held wider
                    for (var chip : element.children()) {
                        var box = inlineNode(chip, classes);
                        if (box instanceof Label label) { // no wider than the row: a long one ends in an ellipsis
                            label.setMinWidth(0);
                            label.maxWidthProperty().bind(chips.widthProperty());
                        }
                        chips.getChildren().add(box);
                    }
                    yield chips;
                }
                if (element.hasClass("cs-title") || element.hasClass("cs-plane-head") || isInline(element)) {
                    yield inlineFlow(element, classes);
                }
                var box = new VBox();
                box.getChildren().setAll(blocks(element, classes));
                yield box;
            }
        };
        decorate(node, element, own(element));
        return node;
    }

    /** Whether {@code element} holds no block element. */
    private static boolean isInline(Element element) {
        for (var child : element.children()) {
            if (BLOCKS.contains(child.normalName())) {
                return false;
            }
        }
        return true;
    }

    /** A flow of {@code element}'s inline content; its texts get {@code classes}, the flow the element's own. */
    private TextFlow inlineFlow(Element element, List<String> classes) {
        var flow = flow(own(element));
        for (var child : element.childNodes()) {
            inline(child, flow, classes, null);
        }
        finish(flow);
        return flow;
    }

    /** A code block: its text as written (tabs and spaces kept), without the final line break. */
    private static Region code(Element pre, List<String> classes) {
        String text = pre.wholeText();
        if (text.endsWith("\n")) {
            text = text.substring(0, text.length() - 1);
        }
        var flow = new TextFlow(text(text, with(classes, "cs-code")));
        flow.getStyleClass().add("cs-flow");
        flow.setTabSize(4);
        return flow;
    }

    private Region list(Element list, List<String> classes) {
        var box = new VBox();
        boolean ordered = list.normalName().equals("ol");
        int number = ordered ? start(list) : 0;
        for (var item : list.children()) {
            if (!item.normalName().equals("li")) {
                continue;
            }
            var itemClasses = classes(item, classes);
            var first = item.children().isEmpty() ? null : item.child(0);
            boolean task = first != null && first.normalName().equals("input")
                    && "checkbox".equalsIgnoreCase(first.attr("type"));
            var marker = new Label(task ? "" : ordered ? number + "." : list.parents().stream()
                    .anyMatch(p -> p.normalName().equals("li")) ? "\u25e6" : "\u2022");
            marker.getStyleClass().add("cs-marker");
            marker.setMinWidth(Region.USE_PREF_SIZE);
            var content = new VBox();
            content.getChildren().setAll(blocks(item, itemClasses));
            HBox.setHgrow(content, Priority.ALWAYS);
            var row = new HBox(marker, content);
            row.setAlignment(Pos.TOP_LEFT);
            decorate(row, item, own(item));
            box.getChildren().add(row);
            number++;
        }
        return box;
    }

    private static int start(Element list) {
        try {
            return list.hasAttr("start") ? Integer.parseInt(list.attr("start").strip()) : 1;
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /** A GFM table: a grid of cells, each at most {@code 400} pixels wide (longer text wraps). */
    private Region table(Element table, List<String> classes) {
        var grid = new GridPane();
        int row = 0;
        int columns = 0;
        for (var tr : table.select("tr")) {
            int column = 0;
            for (var cell : tr.children()) {
                if (!cell.normalName().equals("th") && !cell.normalName().equals("td")) {
                    continue;
                }
                var cellClasses = classes(cell, classes);
                var flow = inlineFlow(cell, cellClasses);
                decorate(flow, tr, List.of()); // a row's source lines: the pane highlights the row's cells
                if (row % 2 == 0 && cell.normalName().equals("td")) {
                    flow.getStyleClass().add("cs-even");
                }
                flow.setMaxWidth(400);
                flow.setTextAlignment(switch (cell.attr("align").toLowerCase(Locale.ROOT)) {
                    case "center" -> TextAlignment.CENTER;
                    case "right" -> TextAlignment.RIGHT;
                    default -> TextAlignment.LEFT;
                });
                flow.setMaxHeight(Double.MAX_VALUE);
                grid.add(flow, column++, row);
            }
            columns = Math.max(columns, column);
            row++;
        }
        for (int c = 0; c < columns; c++) {
            var constraints = new ColumnConstraints();
            constraints.setFillWidth(true);
            grid.getColumnConstraints().add(constraints);
        }
        grid.setMaxWidth(Region.USE_PREF_SIZE);
        return grid;
    }

    /** A card's facts ({@code dl.cs-facts}): terms in the first column, their descriptions in the second. */
    private Region facts(Element dl, List<String> classes) {
        var grid = new GridPane();
        var terms = new ColumnConstraints();
        terms.setMinWidth(Region.USE_PREF_SIZE);
        var values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(terms, values);
        int row = -1;
        for (var child : dl.children()) {
            var childClasses = classes(child, classes);
            if (child.normalName().equals("dt")) {
                row++;
                grid.add(decorate(inlineFlow(child, childClasses), child, List.of()), 0, row);
            } else if (child.normalName().equals("dd")) {
                Region value;
                if (isInline(child)) {
                    value = decorate(inlineFlow(child, childClasses), child, List.of());
                } else {
                    var box = new VBox();
                    box.getChildren().setAll(blocks(child, childClasses));
                    value = decorate(box, child, own(child));
                }
                grid.add(value, 1, Math.max(row, 0));
            }
        }
        return grid;
    }

    /** Adds {@code n}'s inline content to {@code flow}; {@code action} is the enclosing link's. */
    private void inline(org.jsoup.nodes.Node n, TextFlow flow, List<String> classes, Action action) {
        if (n instanceof TextNode text) {
            var node = text(text.text(), classes);
            act(node, action, null);
            flow.getChildren().add(node);
            return;
        }
        if (!(n instanceof Element element)) {
            return; // a comment or a data node: our renderers write none
        }
        switch (element.normalName()) {
            case "br" -> flow.getChildren().add(text("\n", classes));
            case "input" -> flow.getChildren().add(text(element.hasAttr("checked") ? "\u2611" : "\u2610",
                    with(classes, "cs-task")));
            default -> {
                var node = inlineNode(element, classes, flow, action);
                if (node != null) {
                    flow.getChildren().add(node);
                }
            }
        }
    }

    /** A box-like inline element (a chip), or the inline content of {@code element} in a flow of its own. */
    private Node inlineNode(Element element, List<String> inherited) {
        var flow = flow(List.of("cs-run"));
        var node = inlineNode(element, inherited, flow, null);
        if (node != null) {
            return node;
        }
        finish(flow);
        return flow;
    }

    /**
     * A box or an image for {@code element}, which the caller adds; or null, when {@code element}'s content went into
     * {@code flow} as text.
     */
    private Node inlineNode(Element element, List<String> inherited, TextFlow flow, Action enclosing) {
        var classes = classes(element, inherited);
        String tag = element.normalName();
        // An element's own action first (a remote image's placeholder inside a link loads the image), else its link's.
        Action own = action(element);
        Action action = own != null ? own : enclosing;
        if (tag.equals("img")) {
            var image = image(element);
            act(image, action, null); // an image inside a link opens the link
            return image;
        }
        var fetched = own instanceof Action.LoadImage load ? images.fetched(load.url()) : Optional.<Image>empty();
        if (fetched.isPresent()) {
            var view = images.view(fetched.get(), element.text());
            act(view, enclosing, null);
            return view;
        }
        boolean box = element.classNames().stream().anyMatch(BOXES::contains)
                || tag.equals("code") && element.children().isEmpty() && element.text().length() <= BOXED_CODE;
        if (box) {
            var label = new Label(element.text());
            label.getStyleClass().setAll(own(element));
            label.getStyleClass().add("cs-box");
            if (classes.contains("cs-a")) {
                label.getStyleClass().add("cs-a");
            }
            label.setMinWidth(Region.USE_PREF_SIZE);
            act(label, action, element.attr("title"));
            if (own instanceof Action.LoadImage && enclosing != null) {
                label.getProperties().put(LINK, enclosing);
            }
            return label;
        }
        int before = flow.getChildren().size();
        for (var child : element.childNodes()) {
            inline(child, flow, classes, action);
        }
        if (element.hasAttr("title")) {
            for (int i = before; i < flow.getChildren().size(); i++) {
                Tooltip.install(flow.getChildren().get(i), new Tooltip(element.attr("title")));
            }
        }
        return null;
    }

    /** What a click on {@code element} does, from the attributes our renderers write; null for nothing. */
    private static Action action(Element element) {
        if (element.hasAttr("data-open")) {
            return new Action.Open(element.attr("data-open"));
        }
        if (element.hasAttr("data-plane")) {
            return new Action.Plane(element.attr("data-plane"));
        }
        if (element.hasAttr("data-external")) {
            return new Action.External(element.attr("data-external"));
        }
        if (element.hasClass("cs-remote") && element.hasAttr("data-src")) {
            return new Action.LoadImage(element.attr("data-src"));
        }
        return null;
    }

    private static void act(Node node, Action action, String title) {
        if (action != null) {
            node.getProperties().put(ACTION, action);
            node.setCursor(Cursor.HAND);
        }
        if (title != null && !title.isEmpty()) {
            Tooltip.install(node, new Tooltip(title));
        }
    }

    /** An image of the workspace, or its alternative text when it cannot be drawn. */
    private Node image(Element img) {
        String alt = img.attr("alt");
        String source = img.attr("src");
        return source.regionMatches(true, 0, "file:", 0, 5) ? images.file(source, alt)
                : PreviewImages.refused(alt, "not a workspace file");
    }

    private static TextFlow flow(List<String> classes) {
        var flow = new TextFlow();
        flow.getStyleClass().addAll(classes);
        flow.getStyleClass().add("cs-flow");
        return flow;
    }

    /** Trims a finished flow as HTML collapses white space: none at its start or end, or after a hard line break. */
    private static void finish(TextFlow flow) {
        if (flow == null) {
            return;
        }
        var children = flow.getChildren();
        boolean lineStart = true;
        for (var child : children) {
            if (child instanceof Text text) {
                String value = text.getText();
                if (lineStart) {
                    value = value.stripLeading();
                }
                text.setText(value);
                lineStart = value.isEmpty() ? lineStart : value.endsWith("\n");
            } else {
                lineStart = false;
            }
        }
        for (int i = children.size() - 1; i >= 0; i--) {
            if (!(children.get(i) instanceof Text text)) {
                break;
            }
            String value = text.getText().stripTrailing();
            text.setText(value);
            if (!value.isEmpty()) {
                break;
            }
        }
        children.removeIf(n -> n instanceof Text t && t.getText().isEmpty());
    }

    private static Text text(String value, List<String> classes) {
        var text = new Text(value);
        text.getStyleClass().addAll(classes);
        text.getStyleClass().add("cs-text");
        return text;
    }

    /** Gives {@code node} its element's classes and source lines. */
    private static Region decorate(Region node, Element element, List<String> classes) {
        node.getStyleClass().addAll(classes);
        if (element.hasAttr("data-line") && element.hasAttr("data-end")) {
            try {
                node.getProperties().put(LINE, Integer.parseInt(element.attr("data-line")));
                node.getProperties().put(END, Integer.parseInt(element.attr("data-end")));
            } catch (NumberFormatException e) {
                // our renderers write numbers; anything else carries no lines
            }
        }
        return node;
    }

    /** The classes of {@code element}'s own node: {@code cs-TAG}, then the element's classes. */
    private static List<String> own(Element element) {
        return classes(element, List.of());
    }

    /** {@code inherited}, then {@code cs-TAG}, then the element's own classes: what a text inside it gets. */
    private static List<String> classes(Element element, List<String> inherited) {
        var classes = new ArrayList<>(inherited);
        add(classes, "cs-" + element.normalName());
        for (String name : element.classNames()) {
            add(classes, name);
        }
        return List.copyOf(classes);
    }

    private static List<String> with(List<String> classes, String more) {
        var all = new ArrayList<>(classes);
        add(all, more);
        return List.copyOf(all);
    }

    private static void add(List<String> classes, String name) {
        if (!classes.contains(name)) {
            classes.add(name);
        }
    }

    /** The text a node shows, in order, without list markers; a line per block (a block's text for Copy, tests). */
    static String textOf(Node node) {
        var out = new StringBuilder();
        collect(node, out);
        return out.toString();
    }

    private static void collect(Node node, StringBuilder out) {
        if (node instanceof Text text) {
            out.append(text.getText());
        } else if (node instanceof Label label) {
            if (!label.getStyleClass().contains("cs-marker")) { // a list's bullet or number is not the item's text
                out.append(label.getText());
            }
        } else if (node instanceof Pane pane) {
            boolean block = !(pane instanceof TextFlow);
            for (var child : pane.getChildrenUnmodifiable()) {
                collect(child, out);
                if (block && !out.isEmpty() && out.charAt(out.length() - 1) != '\n') {
                    out.append('\n');
                }
            }
        } else if (node instanceof javafx.scene.Parent parent) {
            for (var child : parent.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }
}
