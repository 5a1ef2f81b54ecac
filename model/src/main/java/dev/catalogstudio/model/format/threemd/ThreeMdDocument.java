package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed 3md document (3md-base.md section 2): frontmatter, optional preamble, planes. Immutable.
 *
 * <p>A document the format rejects still comes back, with its errors in {@link #diagnostics()} and as much structure
 * as could be read (planes with a bad directive, or a {@code z} already taken, are left out).
 *
 * @param source      the text (a BOM is stripped and remembered by {@link SourceText})
 * @param version     the {@code 3md} value, or {@code null} when absent or empty
 * @param axis        the {@code axis} value, trimmed and lowercased; {@code layer} by default
 * @param title       the {@code title} value, or {@code null}
 * @param metadata    every other key, verbatim, last occurrence winning, in first-seen order
 * @param frontmatter every {@code key: value} line, in source order (repeats included)
 * @param fence       the opening {@code ---} line, or {@code null} when there is no frontmatter
 * @param preamble    the Markdown before the first plane, trimmed of blank lines, or {@code null}
 * @param planes      the planes, in source order
 * @param diagnostics the base-format errors (codes {@code missing-frontmatter} ... {@code duplicate-plane}), sorted
 */
public record ThreeMdDocument(SourceText source, String version, String axis, String title,
                              Map<String, String> metadata, List<FrontmatterEntry> frontmatter, Range fence,
                              String preamble, List<Plane> planes, List<Diagnostic> diagnostics)
        implements Parsed.OwnSyntax {

    public ThreeMdDocument {
        metadata = Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
        frontmatter = List.copyOf(frontmatter);
        planes = List.copyOf(planes);
        diagnostics = List.copyOf(diagnostics);
    }

    /** Whether the format accepts the document (no error diagnostic). */
    public boolean isValid() {
        return diagnostics.stream().noneMatch(d -> d.severity() == Severity.ERROR);
    }

    /** The first error, if the document is rejected. */
    public Optional<Diagnostic> firstError() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).findFirst();
    }

    /** The plane at {@code z} (numeric equality). */
    public Optional<Plane> plane(double z) {
        return planes.stream().filter(p -> p.z() == z + 0.0).findFirst();
    }

    /** Every cross-plane link, planes in source order, then left to right (section 8). */
    public List<PlaneLink> links() {
        return planes.stream().flatMap(p -> p.links().stream()).toList();
    }

    /** The frontmatter line that set non-reserved key {@code key} (exact spelling; the last one when repeated). */
    public Optional<FrontmatterEntry> entry(String key) {
        for (int i = frontmatter.size() - 1; i >= 0; i--) {
            if (frontmatter.get(i).key().equals(key)) {
                return Optional.of(frontmatter.get(i));
            }
        }
        return Optional.empty();
    }

    /** The editor's highlighting of {@link #source()} (3md-base.md §§ 3, 4, 8). */
    @Override
    public Highlighting highlighting() {
        return ThreeMdHighlighter.highlight(source);
    }
}
