package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Text;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.SymbolKind;

/**
 * {@code textDocument/documentSymbol}: a document's symbols are its frontmatter keys (nested mappings as children) and
 * its Markdown headings (nested by level). A function of a {@link RequestTarget}, called on the server's model thread.
 */
final class DocumentSymbols {

    private DocumentSymbols() {
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
        var body = MarkdownSpans.body(target, text);
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
            var span = MarkdownSpans.span(heading, body.offset());
            if (span == null) {
                continue;
            }
            // A heading's section runs to the next heading of the same or a higher level, else to the end.
            int end = text.length();
            for (int j = i + 1; j < found.size(); j++) {
                if (found.get(j).getLevel() <= heading.getLevel()) {
                    var next = MarkdownSpans.span(found.get(j), body.offset());
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
