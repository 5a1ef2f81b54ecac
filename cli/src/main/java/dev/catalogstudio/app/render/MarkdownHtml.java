package dev.catalogstudio.app.render;

import dev.catalogstudio.model.format.threemd.ThreeMdLexer;
import dev.catalogstudio.model.markdown.MarkdownBody;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Markdown to the preview's HTML with commonmark-java (CommonMark plus the GFM tables, strikethrough, autolinks and
 * task lists), safe for untrusted documents: raw HTML is escaped (shown as text, never parsed), every link and image
 * goes through {@link PreviewLinks}, and no element carries a script or an event handler. Each block element carries
 * its 1-based source lines as {@code data-line} and {@code data-end}, from commonmark's source spans, for scroll and
 * caret sync. Stateless and thread-safe.
 */
public final class MarkdownHtml {

    /**
     * One top-level block of the page.
     *
     * @param line    its first source line, 1-based, in the whole file
     * @param endLine its last source line, 1-based, inclusive
     * @param html    its HTML: one element carrying {@code data-line}/{@code data-end}
     */
    public record Block(int line, int endLine, String html) {
    }

    /** {@code [[z=N]]}: a 3md plane link (3md-base.md § 5), rewritten to a Markdown link before parsing. */

    /** Control characters other than tab and line breaks: invalid in HTML, and never sent raw to a terminal. */
    private static final Pattern CONTROL = Pattern.compile("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F\\x80-\\x9F]");

    private MarkdownHtml() {
    }

    /**
     * Renders {@code markdown}, a text that is not a document's body as the model holds it (a 3md plane's body, whose
     * plane links are rewritten to links first): the model reads it into a tree of its own.
     *
     * @param markdown  the Markdown text (a body, without frontmatter); any line endings
     * @param firstLine the 1-based line of the file on which {@code markdown} starts
     * @param links     where links and images lead
     * @param planeLinks whether {@code [[z=N]]} is a plane link (3md bodies) rather than text
     * @return the top-level blocks in order; link reference definitions and blank input give none
     */
    public static List<Block> render(String markdown, int firstLine, PreviewLinks links, boolean planeLinks) {
        String visible = CONTROL.matcher(markdown).replaceAll("\uFFFD");
        String text = planeLinks ? rewritePlaneLinks(visible) : visible;
        return render(new MarkdownBody(text, 0), firstLine, links);
    }

    /**
     * Renders a document's body from the tree the model already read for its rules and highlighting (no second
     * parse). Control characters in the output are shown as U+FFFD.
     *
     * @param body      the body; its tree is read, never changed
     * @param firstLine the 1-based line of the file on which the body starts
     * @param links     where links and images lead
     * @return the top-level blocks in order; link reference definitions and blank input give none
     */
    public static List<Block> render(MarkdownBody body, int firstLine, PreviewLinks links) {
        Node document = body.tree();
        HtmlRenderer renderer = HtmlRenderer.builder().extensions(MarkdownBody.EXTENSIONS).escapeHtml(true)
                .sanitizeUrls(true)
                .attributeProviderFactory(context -> (node, tag, attributes) -> attributes(node, tag, attributes,
                        firstLine, links))
                .nodeRendererFactory(context -> new ImageRenderer(context, links))
                .build();
        var blocks = new ArrayList<Block>();
        for (Node child = document.getFirstChild(); child != null; child = child.getNext()) {
            String html = CONTROL.matcher(renderer.render(child)).replaceAll("\uFFFD");
            var spans = child.getSourceSpans();
            if (html.isBlank() || spans.isEmpty()) {
                continue;
            }
            blocks.add(new Block(firstLine + spans.get(0).getLineIndex(),
                    firstLine + spans.get(spans.size() - 1).getLineIndex(), html.strip()));
        }
        return blocks;
    }

    /**
     * {@code [[z=N]]} → {@code [z=N](cs-plane:N)} and {@code [[z=N|text]]} → {@code [text](cs-plane:N)}, where the
     * model's 3md lexer finds plane links (3md-base.md § 8, the parser's own scan: linear, whatever the input), outside
     * code spans on a best-effort basis (a link in a fenced block is drawn as a link); lines and line count are kept,
     * so source lines still match.
     */
    static String rewritePlaneLinks(String markdown) {
        var out = new StringBuilder(markdown.length() + 16);
        int[] copied = {0};
        int[] target = {0, 0};
        int[] text = {-1, -1};
        ThreeMdLexer.links(markdown, 0, markdown.length(), (kind, start, end) -> {
            switch (kind) {
                case LINK_TARGET -> {
                    target[0] = start;
                    target[1] = end;
                    text[0] = -1;
                }
                case LINK_TEXT -> {
                    text[0] = start;
                    text[1] = end;
                }
                case LINK -> {
                    String z = markdown.substring(target[0], target[1]).strip();
                    String written = text[0] < 0 ? "" : markdown.substring(text[0], text[1]);
                    String label = written.isBlank() ? "z=" + z : written.strip();
                    out.append(markdown, copied[0], start).append('[')
                            .append(label.replace("[", "\\[").replace("]", "\\]")).append("](")
                            .append(PreviewLinks.PLANE_SCHEME).append(z).append(')');
                    copied[0] = end;
                    text[0] = -1;
                }
                default -> {
                }
            }
        });
        return out.append(markdown, copied[0], markdown.length()).toString();
    }

    private static void attributes(Node node, String tag, Map<String, String> attributes, int firstLine,
                                   PreviewLinks links) {
        if ((node instanceof org.commonmark.node.Block || node instanceof TableRow) && !(tag.equals("code") && isCodeBlock(node))) {
            var spans = node.getSourceSpans();
            if (!spans.isEmpty()) {
                attributes.put("data-line", Integer.toString(firstLine + spans.get(0).getLineIndex()));
                attributes.put("data-end", Integer.toString(firstLine + last(spans).getLineIndex()));
            }
        }
        if (node instanceof TableBlock && tag.equals("table")) {
            attributes.put("class", "cs-table");
        }
        if (node instanceof Link link) {
            var target = links.resolve(link.getDestination(), false);
            attributes.remove("href");
            switch (target.kind()) {
                case ANCHOR -> attributes.put("href", target.url());
                case EXTERNAL -> {
                    attributes.put("href", target.url());
                    attributes.put("data-external", target.url());
                    attributes.put("title", target.url());
                }
                case FILE -> {
                    attributes.put("href", target.url());
                    attributes.put("data-open", target.path());
                }
                case PLANE -> {
                    attributes.put("href", "#z-" + target.path());
                    attributes.put("data-plane", target.path());
                    attributes.put("class", "cs-plane-link");
                }
                default -> {
                    attributes.put("class", target.kind() == PreviewLinks.Kind.UNSAFE ? "cs-unsafe" : "cs-broken");
                    attributes.put("title", target.message());
                }
            }
        }
    }

    private static boolean isCodeBlock(Node node) {
        return node instanceof FencedCodeBlock || node instanceof IndentedCodeBlock;
    }

    private static SourceSpan last(List<SourceSpan> spans) {
        return spans.get(spans.size() - 1);
    }

    /** Images as {@link PreviewLinks} decides: a workspace file, a click-to-load placeholder, or a broken marker. */
    private static final class ImageRenderer implements NodeRenderer {
        private final HtmlNodeRendererContext context;
        private final PreviewLinks links;

        ImageRenderer(HtmlNodeRendererContext context, PreviewLinks links) {
            this.context = context;
            this.links = links;
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(Image.class);
        }

        @Override
        public void render(Node node) {
            var image = (Image) node;
            String alt = altText(image);
            var target = links.resolve(image.getDestination(), true);
            var html = context.getWriter();
            switch (target.kind()) {
                case FILE -> {
                    html.tag("img", ordered("src", target.url(), "alt", alt), true);
                }
                case REMOTE_IMAGE -> {
                    String host = hostOf(target.url());
                    html.tag("span", ordered("class", "cs-remote", "data-src", target.url(), "title",
                            "Remote image from " + host + ": click to load it once"));
                    html.text("\u2601 " + (alt.isEmpty() ? "image" : alt) + " (" + host + ")");
                    html.tag("/span");
                }
                default -> {
                    html.tag("span", ordered("class", target.kind() == PreviewLinks.Kind.UNSAFE ? "cs-unsafe"
                            : "cs-broken", "title", target.message()));
                    html.text("\u2716 " + (alt.isEmpty() ? "image" : alt));
                    html.tag("/span");
                }
            }
        }

        /** Attributes in the order given, so the same input always gives the same HTML. */
        private static Map<String, String> ordered(String... keysAndValues) {
            var map = new java.util.LinkedHashMap<String, String>();
            for (int i = 0; i < keysAndValues.length; i += 2) {
                map.put(keysAndValues[i], keysAndValues[i + 1]);
            }
            return map;
        }

        private static String altText(Image image) {
            var text = new StringBuilder();
            for (Node n = image.getFirstChild(); n != null; n = next(n, image)) {
                if (n instanceof Text t) {
                    text.append(t.getLiteral());
                } else if (n instanceof Code c) {
                    text.append(c.getLiteral());
                }
            }
            return text.toString();
        }

        /** The next node of a depth-first walk below {@code root}, or null at the end. */
        private static Node next(Node n, Node root) {
            if (n.getFirstChild() != null) {
                return n.getFirstChild();
            }
            for (Node at = n; at != root; at = at.getParent()) {
                if (at.getNext() != null) {
                    return at.getNext();
                }
            }
            return null;
        }

        private static String hostOf(String url) {
            try {
                String host = java.net.URI.create(url).getHost();
                return host == null ? "remote" : host;
            } catch (IllegalArgumentException e) {
                return "remote";
            }
        }
    }
}
