package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.loads.HostLoads;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;

/**
 * {@code textDocument/hover}: on a reference (a dependency origin, a plane link), the entry it resolves to or why it
 * resolves to none; on a frontmatter key, the field's help, type, limits, allowed values, spec section and the hosts
 * that read it, and on a skill's, subagent's or command's {@code name} also which hosts load the file and why any does
 * not. {@code null} (nothing to show) anywhere else.
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
        if (key.get().path().toString().equals("name")) {
            help += hosts(target);
        }
        return new Hover(new MarkupContent(MarkupKind.MARKDOWN, help), LspText.range(key.get().entry().key().range()));
    }

    /**
     * On a skill's, subagent's or command's {@code name}: which hosts load it, and why any of them does not
     * ({@link HostLoads#ofDocument}, what {@code catalog-studio hosts} says of this file); empty for other documents.
     */
    private static String hosts(RequestTarget target) {
        var verdicts = HostLoads.ofDocument(target.snapshot(), target.path());
        if (verdicts.isEmpty()) {
            return "";
        }
        var out = new StringBuilder("\n\n**Hosts** (").append(LspText.markdown(
                target.snapshot().hostsOf(target.path()).why())).append("):\n");
        for (var v : verdicts) {
            out.append("\n- ").append(v.displayName()).append(": ").append(v.loaded() ? "loads it" : "does not load it")
                    .append(v.reason() == null ? "" : " — " + LspText.markdown(v.reason()));
        }
        return out.append('\n').toString();
    }
}
