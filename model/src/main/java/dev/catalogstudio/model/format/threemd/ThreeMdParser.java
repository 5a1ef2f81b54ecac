package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;

/**
 * The 3md 1.0 parser (3md-base.md). Stateless and thread-safe: {@link #parse} never throws on any input; what the
 * format rejects becomes a diagnostic with a precise range ({@code missing-frontmatter}, {@code invalid-frontmatter},
 * {@code missing-version}, {@code missing-plane-position}, {@code invalid-plane-directive}, {@code duplicate-plane}).
 * Linear in the length of the text; no recursion.
 */
public final class ThreeMdParser {

    private ThreeMdParser() {
    }

    /** Parses {@code text} (a leading BOM is ignored; CRLF is read as LF). */
    public static ThreeMdDocument parse(String text) {
        return parse(SourceText.of(text));
    }

    /** Parses {@code source}. */
    public static ThreeMdDocument parse(SourceText source) {
        var out = new Diagnostics();
        var block = FrontmatterReader.read(source, out);
        if (block == null) {
            return new ThreeMdDocument(source, null, "layer", null, java.util.Map.of(), List.of(), null, null,
                    List.of(), out.sorted());
        }
        String version = null;
        String axis = "layer";
        String title = null;
        var metadata = new LinkedHashMap<String, String>();
        for (var entry : block.entries()) {
            if (entry.is("3md")) {
                version = entry.value();
            } else if (entry.is("axis")) {
                axis = entry.value().strip().toLowerCase(Locale.ROOT);
            } else if (entry.is("title")) {
                title = entry.value();
            } else {
                metadata.put(entry.key(), entry.value());
            }
        }
        if (version == null || version.isEmpty()) {
            version = null;
            out.report(Rule.MISSING_VERSION, block.fence(), "The frontmatter needs the '3md' key, the format's "
                    + "marker: add '3md: 1.0'.");
        }
        var body = PlaneReader.read(source, block.bodyLine(), out);
        return new ThreeMdDocument(source, version, axis, title, metadata, block.entries(), block.fence(),
                body.preamble(), body.planes(), out.sorted());
    }
}
