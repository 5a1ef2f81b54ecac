package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.UriReferences;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Link;

/**
 * {@code textDocument/documentLink}, and the relative links of a Markdown body that definitions and renames follow:
 * every reference that resolves to an entry, every relative link to an existing file, and the destinations of the
 * relative links as written. Functions of a {@link RequestTarget}, called on the server's model thread.
 */
final class DocumentLinks {

    private DocumentLinks() {
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
        var found = new ArrayList<FileLink>();
        Path folder = target.folder().absolute(target.path()).getParent();
        forEachRelativeLink(target, text, (span, destination) -> {
            try {
                Path file = folder.resolve(dev.catalogstudio.model.text.PercentEncoding.decode(destination))
                        .normalize();
                if (Files.isRegularFile(file)) {
                    found.add(new FileLink(span[0], span[1], file));
                }
            } catch (java.nio.file.InvalidPathException e) {
                // no file can have that name
            }
        });
        return found;
    }

    /**
     * Calls {@code each} with the span ({@code [start, end)} offsets in the document) and the destination (up to a
     * {@code #} fragment, as written) of every link of the body whose destination is relative: not empty, no URL
     * ({@link UriReferences#hasScheme}), not rooted at {@code /}; in document order.
     */
    private static void forEachRelativeLink(RequestTarget target, SourceText text,
                                            java.util.function.BiConsumer<int[], String> each) {
        var body = MarkdownSpans.body(target, text);
        body.tree().accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                var span = MarkdownSpans.span(link, body.offset());
                String destination = link.getDestination();
                int hash = destination.indexOf('#');
                if (hash >= 0) {
                    destination = destination.substring(0, hash);
                }
                if (span != null && !destination.isEmpty() && !UriReferences.hasScheme(destination)
                        && !destination.startsWith("/")) {
                    each.accept(span, destination);
                }
                visitChildren(link);
            }
        });
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
        var found = new ArrayList<Destination>();
        forEachRelativeLink(target, text, (span, destination) -> {
            int at = text.text().substring(span[0], span[1]).lastIndexOf("](" + destination);
            if (at >= 0) {
                found.add(new Destination(span[0] + at + 2, destination));
            }
        });
        return found;
    }
}
