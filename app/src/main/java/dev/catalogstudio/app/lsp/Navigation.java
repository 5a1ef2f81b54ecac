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

    static List<Location> definition(CatalogLanguageServer.Target target, Position position) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return List.of();
        }
        var text = document.get().text();
        int offset = LspText.offset(text.text(), position);
        var edge = Entries.edgeAt(target, offset);
        if (edge.isPresent()) {
            return target.snapshot().graph().targets(edge.get()).stream()
                    .flatMap(n -> LspDiagnostics.location(target.folder(), target.snapshot(), n).stream()).toList();
        }
        if (!document.get().fileName().endsWith(".md")) {
            return List.of();
        }
        return link(target, text, offset).map(List::of).orElse(List.of());
    }

    /** The file a relative Markdown link at {@code offset} names, when it exists. */
    private static Optional<Location> link(CatalogLanguageServer.Target target, SourceText text, int offset) {
        var body = body(target, text);
        var found = new ArrayList<Link>();
        body.tree().accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                var span = span(link, body.offset());
                if (span != null && offset >= span[0] && offset <= span[1]) {
                    found.add(link);
                }
                visitChildren(link);
            }
        });
        for (Link link : found) {
            String destination = link.getDestination();
            int hash = destination.indexOf('#');
            if (hash >= 0) {
                destination = destination.substring(0, hash);
            }
            if (destination.isEmpty() || destination.matches("[a-zA-Z][a-zA-Z0-9+.-]*:.*")
                    || destination.startsWith("/")) {
                continue;
            }
            String decoded = dev.catalogstudio.model.text.PercentEncoding.decode(destination);
            Path file = target.folder().absolute(target.path()).getParent().resolve(decoded).normalize();
            if (Files.isRegularFile(file)) {
                return Optional.of(new Location(file.toUri().toString(), new Range(new Position(0, 0),
                        new Position(0, 0))));
            }
        }
        return Optional.empty();
    }

    private static MarkdownBody body(CatalogLanguageServer.Target target, SourceText text) {
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

    static List<DocumentSymbol> symbols(CatalogLanguageServer.Target target) {
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

    private static List<DocumentSymbol> headings(CatalogLanguageServer.Target target, SourceText text) {
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
