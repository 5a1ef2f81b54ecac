package dev.catalogstudio.app.render;

import static dev.catalogstudio.app.render.SvgWriter.escape;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.Plane;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import dev.catalogstudio.model.format.threemd.agent.CommandTemplate;
import dev.catalogstudio.model.format.threemd.agent.Skill;
import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What the preview shows for one document of a snapshot, as a list of top-level HTML blocks: for Markdown (SKILL.md,
 * AGENTS.md, CHANGELOG.md, README.md) a header card made from the frontmatter and the rendered body; for a 3md
 * document a card per plane in z order (for an agent: identity and entry marked, each skill's triggers, typed inputs,
 * tool template with its placeholders, cost and dependencies). The same blocks make the studio's pane and the
 * standalone page of {@code catalog-studio render}. Stateless and thread-safe.
 */
public final class PreviewDocument {

    /**
     * A document's preview.
     *
     * @param title  a short title (the document's name, or its file name)
     * @param blocks the page's top-level blocks, in source order of their first line
     */
    public record Preview(String title, List<MarkdownHtml.Block> blocks) {
        public Preview {
            blocks = List.copyOf(blocks);
        }

        /**
         * The top-level block for a caret on {@code line} (1-based): the last block starting at or before the line, or
         * the first block when the caret is above all of them; empty without blocks. (The page highlights the innermost
         * element inside it.)
         */
        public Optional<MarkdownHtml.Block> blockAt(int line) {
            MarkdownHtml.Block found = null;
            for (var block : blocks) {
                if (block.line() <= line) {
                    found = block;
                }
            }
            return Optional.ofNullable(found != null ? found : blocks.isEmpty() ? null : blocks.get(0));
        }
    }

    private PreviewDocument() {
    }

    /** Whether the preview has something to show for {@code path}: a Markdown or 3md document. */
    public static boolean previews(Snapshot snapshot, String path) {
        return snapshot.document(path).map(d -> d.parsed() instanceof Parsed.Markdown
                || d.parsed().model(ThreeMdDocument.class).isPresent()).orElse(false);
    }

    /**
     * The preview of {@code path} in {@code snapshot}.
     *
     * @param fileUrls true in the studio (images and links as {@code file:} URLs), false for a standalone page
     * @return the preview; for a document that is not Markdown or 3md, one block saying so
     */
    public static Preview of(Snapshot snapshot, String path, boolean fileUrls) {
        var document = snapshot.document(path).orElse(null);
        String fileName = path.substring(path.lastIndexOf('/') + 1);
        if (document == null) {
            return new Preview(fileName, List.of(note("This file is not part of the workspace.")));
        }
        var threeMd = document.parsed().model(ThreeMdDocument.class);
        if (threeMd.isPresent()) {
            return threeMd(snapshot, path, threeMd.get(), fileUrls);
        }
        if (!(document.parsed() instanceof Parsed.Markdown markdown)) {
            return new Preview(fileName, List.of(note("The preview shows Markdown and 3md documents.")));
        }
        var doc = markdown.document();
        var links = new PreviewLinks(snapshot, path, fileUrls, z -> false);
        var blocks = new ArrayList<MarkdownHtml.Block>();
        String title = fileName;
        var mapping = doc.hasUsableFrontmatter() ? doc.mapping().orElse(null) : null;
        if (mapping != null) {
            title = string(mapping, "name").orElse(fileName);
            blocks.add(header(snapshot, path, doc, mapping));
        }
        blocks.addAll(MarkdownHtml.render(markdown.body(), doc.bodyRange().start().line(), links));
        return new Preview(title, blocks);
    }

    private static MarkdownHtml.Block header(Snapshot snapshot, String path, FrontmatterDocument doc,
                                             YamlMapping mapping) {
        int first = doc.frontmatter().open().start().line();
        int last = Math.max(first, doc.bodyRange().start().line() - 1);
        var html = new StringBuilder("<header class=\"cs-card cs-header\" data-line=\"" + first + "\" data-end=\""
                + last + "\">");
        html.append("<div class=\"cs-title\">");
        string(mapping, "scope").ifPresent(s -> html.append("<span class=\"cs-scope\">").append(escape(s))
                .append("/</span>"));
        html.append("<span class=\"cs-name\">").append(escape(string(mapping, "name").orElse("(no name)")))
                .append("</span>");
        string(mapping, "version").ifPresent(v -> html.append(" <span class=\"cs-version\">").append(escape(v))
                .append("</span>"));
        html.append("</div>");
        string(mapping, "description").ifPresent(d -> html.append("<p class=\"cs-description\">").append(escape(d))
                .append("</p>"));
        var edges = GraphView.of(snapshot).edgesFrom(path);
        if (!edges.isEmpty()) {
            html.append("<div class=\"cs-chips\">");
            for (var edge : edges) {
                String written = edge.edge().written();
                String label = lastSegment(written);
                boolean ok = edge.status() == GraphView.Status.RESOLVED;
                String tip = ok ? written : edge.diagnostics().stream().findFirst()
                        .map(d -> d.rule().id() + ": " + d.message()).orElse(edge.status().toString());
                html.append("<span class=\"cs-chip ").append(ok ? "cs-ok" : "cs-bad").append('"');
                if (ok && edge.to().isPresent() && edge.to().get().path() != null) {
                    html.append(" data-open=\"").append(escape(edge.to().get().path())).append('"');
                }
                html.append(" title=\"").append(escape(tip)).append("\">").append(ok ? "\u2713 " : "\u2717 ")
                        .append(escape(edge.edge().kind().toString().toLowerCase(java.util.Locale.ROOT)
                                .replace("_dependency", "").replace('_', ' ')))
                        .append(": ").append(escape(label)).append("</span>");
            }
            html.append("</div>");
        }
        html.append("</header>");
        return new MarkdownHtml.Block(first, last, html.toString());
    }

    private static Preview threeMd(Snapshot snapshot, String path, ThreeMdDocument doc, boolean fileUrls) {
        var links = new PreviewLinks(snapshot, path, fileUrls, z -> doc.plane(z).isPresent());
        var blocks = new ArrayList<MarkdownHtml.Block>();
        boolean agentDoc = Agent.isAgent(doc);
        Agent agent = agentDoc ? Agent.of(doc) : null;
        String title = agent != null && agent.name() != null ? agent.name()
                : doc.title() != null ? doc.title() : path.substring(path.lastIndexOf('/') + 1);
        if (doc.fence() != null) {
            int first = doc.fence().start().line();
            int last = doc.planes().isEmpty() ? first : doc.planes().get(0).range().start().line() - 1;
            var html = new StringBuilder("<header class=\"cs-card cs-header\" data-line=\"" + first
                    + "\" data-end=\"" + last + "\"><div class=\"cs-title\"><span class=\"cs-name\">"
                    + escape(title) + "</span>");
            if (doc.metadata().containsKey("version")) {
                html.append(" <span class=\"cs-version\">").append(escape(doc.metadata().get("version")))
                        .append("</span>");
            }
            html.append("</div><p class=\"cs-description\">").append(agentDoc ? "3md agent" : "3md document")
                    .append(" \u00b7 axis ").append(escape(doc.axis())).append(" \u00b7 ").append(doc.planes().size())
                    .append(doc.planes().size() == 1 ? " plane" : " planes");
            if (agent != null && !agent.tools().isEmpty()) {
                html.append(" \u00b7 tools ").append(escape(String.join(", ", agent.tools())));
            }
            html.append("</p>");
            if (doc.preamble() != null) {
                // The preamble is Markdown (3md-base.md § 4): soft breaks flow as spaces, as in a plane's body.
                html.append("<div class=\"cs-preamble\">");
                for (var block : MarkdownHtml.render(doc.preamble(), preambleLine(doc), links, true)) {
                    html.append(block.html());
                }
                html.append("</div>");
            }
            html.append("</header>");
            blocks.add(new MarkdownHtml.Block(first, last, html.toString()));
        }
        var planes = new ArrayList<>(doc.planes());
        planes.sort(Comparator.comparingDouble(Plane::z));
        for (var plane : planes) {
            blocks.add(planeCard(plane, agent, links));
        }
        return new Preview(title, blocks);
    }

    /**
     * The 1-based line on which {@code doc}'s preamble starts: the parser keeps its text trimmed of blank lines, so
     * count back from its last non-blank line before the first plane's directive (or the end of the file).
     */
    static int preambleLine(ThreeMdDocument doc) {
        var source = doc.source();
        int end = doc.planes().stream().mapToInt(p -> p.range().start().line() - 1).min().orElse(source.lineCount());
        while (end > 1 && source.lineText(end).isBlank()) {
            end--;
        }
        return Math.max(1, end - (int) doc.preamble().lines().count() + 1);
    }

    private static MarkdownHtml.Block planeCard(Plane plane, Agent agent, PreviewLinks links) {
        int first = plane.range().start().line();
        int last = Math.max(first, plane.range().end().line());
        String z = Decimal.format(plane.z());
        Skill skill = agent == null ? null : agent.skill(plane.z()).orElse(null);
        var html = new StringBuilder("<section class=\"cs-card cs-plane\" id=\"z-" + escape(z) + "\" data-line=\""
                + first + "\" data-end=\"" + last + "\"><div class=\"cs-plane-head\"><span class=\"cs-z\">z="
                + escape(z) + "</span>");
        if (plane.label() != null) {
            html.append(" <span class=\"cs-label\">").append(escape(plane.label())).append("</span>");
        }
        boolean identity = agent != null && agent.identity() == plane;
        // The identity plane is tagged once: its badge stands for a kind attribute that says "identity" too.
        plane.attribute("kind").filter(k -> !(identity && k.value().strip().equalsIgnoreCase("identity")))
                .ifPresent(k -> html.append(" <span class=\"cs-kind\">").append(escape(k.value())).append("</span>"));
        if (identity) {
            html.append(" <span class=\"cs-badge\">identity</span>");
        }
        if (skill != null && skill.triggers().isEmpty()) {
            html.append(" <span class=\"cs-badge cs-bad\" title=\"No triggers: no request can route here\">never "
                    + "routed</span>");
        }
        html.append("</div>");
        if (skill != null) {
            skillFacts(skill, agent, html);
        }
        for (var block : MarkdownHtml.render(plane.body(), plane.bodyRange().start().line(), links, true)) {
            html.append(block.html());
        }
        html.append("</section>");
        return new MarkdownHtml.Block(first, last, html.toString());
    }

    private static void skillFacts(Skill skill, Agent agent, StringBuilder html) {
        html.append("<dl class=\"cs-facts\">");
        if (!skill.triggers().isEmpty()) {
            html.append("<dt>triggers</dt><dd>");
            for (var trigger : skill.triggers()) {
                html.append("<span class=\"cs-chip\">").append(escape(trigger.phrase())).append("</span> ");
            }
            html.append("</dd>");
        }
        if (!skill.inputs().isEmpty()) {
            html.append("<dt>inputs</dt><dd>");
            for (var input : skill.inputs()) {
                html.append("<span class=\"cs-input\"><b>").append(escape(input.name())).append("</b>: ")
                        .append(escape(input.type())).append(input.required() ? "" : " (optional)")
                        .append("</span> ");
            }
            html.append("</dd>");
        }
        if (skill.tool() != null) {
            html.append("<dt>tool</dt><dd><code class=\"cs-tool\">").append(template(skill.tool()))
                    .append("</code></dd>");
        }
        if (skill.cost() != null) {
            html.append("<dt>cost</dt><dd>").append(escape(skill.cost())).append("</dd>");
        }
        var needs = agent.resolve(skill).stream().filter(s -> s != skill).toList();
        if (!needs.isEmpty()) {
            html.append("<dt>pulls in</dt><dd>");
            for (var dependency : needs) {
                String z = Decimal.format(dependency.z());
                html.append("<a class=\"cs-plane-link\" href=\"#z-").append(escape(z)).append("\" data-plane=\"")
                        .append(escape(z)).append("\">").append(escape(dependency.displayName())).append("</a> ");
            }
            html.append("</dd>");
        }
        html.append("</dl>");
    }

    /** The tool template with each placeholder in a {@code <mark>}. */
    private static String template(CommandTemplate tool) {
        String text = tool.text();
        var html = new StringBuilder();
        int at = 0;
        for (var placeholder : tool.placeholders()) {
            String written = "{" + placeholder.name() + "}";
            int start = text.indexOf(written, at);
            if (start < 0) {
                continue;
            }
            int end = start + written.length();
            html.append(escape(text.substring(at, start))).append("<mark class=\"cs-ph\">")
                    .append(escape(text.substring(start, end))).append("</mark>");
            at = end;
        }
        return html.append(escape(text.substring(at))).toString();
    }

    private static MarkdownHtml.Block note(String text) {
        return new MarkdownHtml.Block(1, 1, "<p class=\"cs-note\" data-line=\"1\" data-end=\"1\">" + escape(text)
                + "</p>");
    }

    private static Optional<String> string(YamlMapping mapping, String key) {
        return mapping.get(key).filter(n -> n instanceof YamlScalar s && s.type() != YamlScalar.Type.NULL)
                .map(n -> ((YamlScalar) n).value());
    }

    /** The last segment of an origin, trailing slashes ignored; linear (a regex on a run of slashes was quadratic). */
    static String lastSegment(String written) {
        int end = written.length();
        while (end > 0 && written.charAt(end - 1) == '/') {
            end--;
        }
        return written.substring(written.lastIndexOf('/', end - 1) + 1);
    }
}
