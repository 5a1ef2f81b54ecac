package dev.catalogstudio.app.lsp;

import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;

/**
 * {@code textDocument/hover}: on a reference (a dependency origin, a plane link), the entry it resolves to or why it
 * resolves to none; on a frontmatter key, the field's help, type, limits, allowed values, spec section and the hosts
 * that read it. {@code null} (nothing to show) anywhere else.
 */
final class Hovers {

    private Hovers() {
    }

    static Hover hover(RequestTarget target, Position position) {
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return null;
        }
        String text = document.get().text().text();
        int offset = LspText.offset(text, position);
        var edge = ReferencedEntries.edgeAt(target, offset);
        if (edge.isPresent()) {
            var e = edge.get();
            var node = target.snapshot().graph().target(e);
            String value;
            if (node.isPresent()) {
                value = ReferencedEntries.describe(target.snapshot(), node.get());
            } else if (e.unresolved() != null) {
                value = "`" + e.written() + "`\n\nNot resolved: " + e.unresolved() + ".\n";
            } else {
                value = "`" + e.written() + "`\n\nResolves to no entry.\n";
            }
            return new Hover(new MarkupContent(MarkupKind.MARKDOWN, value), LspText.range(e.range()));
        }
        var spec = Fields.spec(document.get());
        var frontmatter = Fields.frontmatter(document.get());
        if (spec.isEmpty() || frontmatter.isEmpty()) {
            return null;
        }
        var key = Fields.keyAt(frontmatter.get(), offset);
        if (key.isEmpty()) {
            return null;
        }
        var field = spec.get().field(key.get().path());
        if (field.isEmpty()) {
            return null;
        }
        String help = Fields.help(field.get(), document.get().kind(), key.get().path().segments().size() == 1);
        return new Hover(new MarkupContent(MarkupKind.MARKDOWN, help), LspText.range(key.get().entry().key().range()));
    }
}
