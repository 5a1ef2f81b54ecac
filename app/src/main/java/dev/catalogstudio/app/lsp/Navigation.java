package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolKind;

/**
 * {@code textDocument/definition} and {@code textDocument/documentSymbol}. A reference (a dependency origin, a plane
 * link) leads to the entry it resolves to; a relative Markdown link of the body to the file it names. A document's
 * symbols are its frontmatter keys (nested mappings as children) and its Markdown headings (nested by level).
 */
final class Navigation {

    private Navigation() {
    }

    static List<Location> definition(RequestTarget target, Position position) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return List.of();
        }
        var text = document.get().text();
        int offset = LspText.offset(text.text(), position);
        var edge = ReferencedEntries.edgeAt(target, offset);
        if (edge.isPresent()) {
            return target.snapshot().graph().targets(edge.get()).stream()
                    .flatMap(n -> LspDiagnostics.location(target.folder(), target.snapshot(), n).stream()).toList();
        }
        var script = pluginPath(target, text.text(), offset);
        if (script.isPresent()) {
            return List.of(script.get());
        }
        if (!document.get().fileName().endsWith(".md")) {
            return List.of();
        }
        return link(target, text, offset).map(List::of).orElse(List.of());
    }

    /**
     * The file a {@code ${CLAUDE_PLUGIN_ROOT}/…} path at {@code offset} names (a hook's script, an MCP server's
     * command), when the document is inside a plugin and the file exists. The plugin root is that of the innermost
     * plugin entry of the graph whose folder holds the document.
     */
    private static Optional<Location> pluginPath(RequestTarget target, String text, int offset) {
        if (!text.contains("CLAUDE_PLUGIN_ROOT")) {
            return Optional.empty();
        }
        for (var reference : dev.catalogstudio.model.format.common.PluginPaths.references(text)) {
            if (offset < reference.from() || offset > reference.to()) {
                continue;
            }
            var root = pluginRoot(target);
            if (root.isEmpty()) {
                return Optional.empty();
            }
            var path = dev.catalogstudio.model.format.common.PluginPaths.resolve(root.get(), reference.relative());
            if (path.isEmpty()) {
                return Optional.empty();
            }
            Path file = target.folder().absolute(path.get());
            if (!Files.exists(file)) {
                return Optional.empty();
            }
            return Optional.of(new Location(file.toUri().toString(), new Range(new Position(0, 0),
                    new Position(0, 0))));
        }
        return Optional.empty();
    }

    /**
     * The root of the plugin holding the target's document: the folder of the innermost plugin node of the graph
     * ({@code <root>/.claude-plugin/plugin.json}, {@code <root>/plugin.json}, or a marketplace's entry standing for
     * it under the same id) that is an ancestor of the document.
     */
    private static Optional<String> pluginRoot(RequestTarget target) {
        String best = null;
        for (var node : target.snapshot().graph().nodes().values()) {
            if (node.kind() != dev.catalogstudio.model.resolve.NodeKind.PLUGIN
                    || !dev.catalogstudio.model.resolve.Layer.WORKSPACE.equals(node.layer())) {
                continue;
            }
            String id = node.id();
            String root;
            if (id.equals(dev.catalogstudio.model.format.common.PluginPaths.MANIFEST) || id.equals("plugin.json")) {
                root = "";
            } else if (id.endsWith("/" + dev.catalogstudio.model.format.common.PluginPaths.MANIFEST)) {
                root = id.substring(0, id.length() - dev.catalogstudio.model.format.common.PluginPaths.MANIFEST.length()
                        - 1);
            } else if (id.endsWith("/plugin.json")) {
                root = id.substring(0, id.length() - "/plugin.json".length());
            } else {
                continue;
            }
            if ((root.isEmpty() || target.path().startsWith(root + "/"))
                    && (best == null || root.length() > best.length())) {
                best = root;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The file a relative Markdown link at {@code offset} names, when it exists. */
    private static Optional<Location> link(RequestTarget target, SourceText text, int offset) {
        for (var link : links(target, text)) {
            if (offset >= link.start() && offset <= link.end()) {
                return Optional.of(new Location(link.file().toUri().toString(), new Range(new Position(0, 0),
                        new Position(0, 0))));
            }
        }
        return Optional.empty();
    }

    /**
     * A relative Markdown link of the body that names an existing file.
     *
     * @param start the link's first offset in the document
     * @param end   just after its last character
     * @param file  the file it names
     */
    record FileLink(int start, int end, Path file) {
    }

    /** The relative links of a Markdown document's body that name existing files, in document order. */
    static List<FileLink> links(RequestTarget target, SourceText text) {
        var body = body(target, text);
        var found = new ArrayList<FileLink>();
        Path folder = target.folder().absolute(target.path()).getParent();
        body.tree().accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                var span = span(link, body.offset());
                String destination = link.getDestination();
                int hash = destination.indexOf('#');
                if (hash >= 0) {
                    destination = destination.substring(0, hash);
                }
                if (span != null && !destination.isEmpty() && !destination.matches("[a-zA-Z][a-zA-Z0-9+.-]*:.*")
                        && !destination.startsWith("/")) {
                    try {
                        Path file = folder.resolve(dev.catalogstudio.model.text.PercentEncoding.decode(destination))
                                .normalize();
                        if (Files.isRegularFile(file)) {
                            found.add(new FileLink(span[0], span[1], file));
                        }
                    } catch (java.nio.file.InvalidPathException e) {
                        // no file can have that name
                    }
                }
                visitChildren(link);
            }
        });
        return found;
    }

    /**
     * {@code textDocument/references}: on a reference or on an entry's own declaration (its name), every reference in
     * the workspace that resolves to that entry, plus the declaration when asked.
     */
    static List<Location> references(RequestTarget target, Position position,
                                     boolean includeDeclaration) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return List.of();
        }
        var snapshot = target.snapshot();
        var graph = snapshot.graph();
        int offset = LspText.offset(document.get().text().text(), position);
        Optional<dev.catalogstudio.model.resolve.Node> entry = ReferencedEntries.edgeAt(target, offset)
                .flatMap(graph::target);
        if (entry.isEmpty()) {
            entry = graph.contribution(target.path()).nodes().stream().filter(n -> n.range() != null
                    && offset >= n.range().startOffset() && offset <= n.range().endOffset()).findFirst();
        }
        if (entry.isEmpty()) {
            return List.of();
        }
        var out = new ArrayList<Location>();
        if (includeDeclaration) {
            LspDiagnostics.location(target.folder(), snapshot, entry.get()).ifPresent(out::add);
        }
        for (String address : entry.get().addresses()) {
            for (String owner : new java.util.TreeSet<>(graph.referrers(address))) {
                if (!snapshot.files().containsKey(owner)) {
                    continue; // an owner of another layer: not a file of this workspace
                }
                for (var edge : graph.contribution(owner).edges()) {
                    if (address.equals(edge.target())) {
                        out.add(new Location(target.folder().uri(owner), LspText.range(edge.range())));
                    }
                }
            }
        }
        return out;
    }

    /** {@code textDocument/documentLink}: every reference that resolves to an entry, and every relative link to a file. */
    static List<org.eclipse.lsp4j.DocumentLink> documentLinks(RequestTarget target) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return List.of();
        }
        var out = new ArrayList<org.eclipse.lsp4j.DocumentLink>();
        var snapshot = target.snapshot();
        for (var edge : snapshot.graph().contribution(target.path()).edges()) {
            snapshot.graph().target(edge).flatMap(n -> LspDiagnostics.location(target.folder(), snapshot, n))
                    .filter(l -> !l.getUri().equals(target.uri()))
                    .ifPresent(l -> out.add(new org.eclipse.lsp4j.DocumentLink(LspText.range(edge.range()),
                            l.getUri())));
        }
        if (document.get().fileName().endsWith(".md")) {
            var text = document.get().text();
            for (var link : links(target, text)) {
                out.add(new org.eclipse.lsp4j.DocumentLink(LspText.range(text.text(), link.start(), link.end()),
                        link.file().toUri().toString()));
            }
        }
        return out;
    }

    /**
     * A relative link destination of a Markdown body, as written.
     *
     * @param start       the destination's first offset in the document
     * @param destination its text up to a {@code #} fragment, as written (not percent-decoded)
     */
    record Destination(int start, String destination) {
    }

    /**
     * The relative destinations of a Markdown document's links ({@code [text](destination)}), whether or not they name
     * an existing file; links whose destination is not written literally in the text (a reference link, escapes,
     * angle brackets) are left out.
     */
    static List<Destination> destinations(RequestTarget target, SourceText text) {
        var body = body(target, text);
        var found = new ArrayList<Destination>();
        body.tree().accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                var span = span(link, body.offset());
                String destination = link.getDestination();
                int hash = destination.indexOf('#');
                if (hash >= 0) {
                    destination = destination.substring(0, hash);
                }
                if (span != null && !destination.isEmpty() && !destination.matches("[a-zA-Z][a-zA-Z0-9+.-]*:.*")
                        && !destination.startsWith("/")) {
                    int at = text.text().substring(span[0], span[1]).lastIndexOf("](" + destination);
                    if (at >= 0) {
                        found.add(new Destination(span[0] + at + 2, destination));
                    }
                }
                visitChildren(link);
            }
        });
        return found;
    }

    private static MarkdownBody body(RequestTarget target, SourceText text) {
        var doc = target.snapshot().document(target.path()).orElseThrow();
        int start = Fields.frontmatter(doc).map(d -> d.frontmatter().bodyStart()).orElse(0);
        return MarkdownBody.of(text.text(), start);
    }

    /** A node's first and last offsets in the document (just after its last character), or null without spans. */
    private static int[] span(Node node, int bodyOffset) {
        List<SourceSpan> spans = node.getSourceSpans();
        if (spans == null || spans.isEmpty()) {
            return null;
        }
        var first = spans.get(0);
        var last = spans.get(spans.size() - 1);
        return new int[] {bodyOffset + first.getInputIndex(), bodyOffset + last.getInputIndex() + last.getLength()};
    }

    static List<DocumentSymbol> symbols(RequestTarget target) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return List.of();
        }
        var out = new ArrayList<DocumentSymbol>();
        var frontmatter = Fields.frontmatter(document.get());
        frontmatter.flatMap(d -> d.mapping()).ifPresent(m -> out.addAll(keys(m)));
        if (document.get().fileName().endsWith(".md")) {
            out.addAll(headings(target, document.get().text()));
        }
        return out;
    }

    private static List<DocumentSymbol> keys(YamlMapping mapping) {
        var out = new ArrayList<DocumentSymbol>();
        for (var entry : mapping.entries()) {
            YamlNode value = entry.value();
            var whole = new dev.catalogstudio.model.text.Range(entry.key().range().start(),
                    value.range().endOffset() >= entry.key().range().endOffset() ? value.range().end()
                            : entry.key().range().end());
            var symbol = new DocumentSymbol(entry.keyText(), SymbolKind.Key, LspText.range(whole),
                    LspText.range(entry.key().range()));
            if (value instanceof YamlMapping nested) {
                symbol.setChildren(keys(nested));
            }
            out.add(symbol);
        }
        return out;
    }

    private static List<DocumentSymbol> headings(RequestTarget target, SourceText text) {
        var body = body(target, text);
        var found = new ArrayList<Heading>();
        body.tree().accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                found.add(heading);
            }
        });
        var roots = new ArrayList<DocumentSymbol>();
        Deque<Object[]> open = new ArrayDeque<>(); // {level, symbol}
        for (int i = 0; i < found.size(); i++) {
            var heading = found.get(i);
            var span = span(heading, body.offset());
            if (span == null) {
                continue;
            }
            // A heading's section runs to the next heading of the same or a higher level, else to the end.
            int end = text.length();
            for (int j = i + 1; j < found.size(); j++) {
                if (found.get(j).getLevel() <= heading.getLevel()) {
                    var next = span(found.get(j), body.offset());
                    if (next != null) {
                        end = next[0];
                    }
                    break;
                }
            }
            while (end > span[1] && Character.isWhitespace(text.text().charAt(end - 1))) {
                end--;
            }
            String name = title(heading);
            var symbol = new DocumentSymbol(name.isEmpty() ? "#".repeat(heading.getLevel()) : name, SymbolKind.String,
                    LspText.range(text.text(), span[0], Math.max(end, span[1])),
                    LspText.range(text.text(), span[0], span[1]));
            symbol.setChildren(new ArrayList<>());
            while (!open.isEmpty() && (int) open.peek()[0] >= heading.getLevel()) {
                open.pop();
            }
            if (open.isEmpty()) {
                roots.add(symbol);
            } else {
                ((DocumentSymbol) open.peek()[1]).getChildren().add(symbol);
            }
            open.push(new Object[] {heading.getLevel(), symbol});
        }
        return roots;
    }

    private static String title(Heading heading) {
        var out = new StringBuilder();
        heading.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                out.append(text.getLiteral());
            }

            @Override
            public void visit(org.commonmark.node.Code code) {
                out.append(code.getLiteral());
            }
        });
        return out.toString().strip();
    }
}
