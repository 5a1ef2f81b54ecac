package dev.catalogstudio.model.format.metaagents;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.version.SemVer;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;

/** The CHANGELOG rules (metaagents.md § CHANGELOG Conventions). */
final class Changelogs {

    private Changelogs() {
    }

    /**
     * {@code changelog-header-format}, {@code changelog-order} and {@code changelog-empty-entry}, reported on the
     * CHANGELOG.md itself. A version
     * header glued to the text before it on its line is a header-format problem too: Markdown reads it as that text's
     * end, so the version silently drops out of the history; its quick fix starts it on its own line after a blank
     * line.
     */
    public static void check(Changelog changelog, Diagnostics out) {
        for (var glued : changelog.glued()) {
            var source = changelog.source();
            int at = glued.range().startOffset();
            int textEnd = at;
            while (textEnd > source.lineStart(glued.range().start().line())
                    && Character.isWhitespace(source.text().charAt(textEnd - 1))) {
                textEnd--;
            }
            String eol = source.lineEnding().chars();
            var fix = new QuickFix("Start '## " + glued.text() + "' on its own line",
                    List.of(new TextEdit(source.range(textEnd, at), eol + eol)));
            out.report(Rule.CHANGELOG_HEADER_FORMAT, glued.range(), "'## " + glued.text() + "' follows other text on"
                    + " its line, so it is not a heading and version " + glued.version().map(SemVer::toString)
                    .orElse(glued.text()) + " drops out of the history; start it on its own line"
                    + " after a blank line.", fix);
        }
        var seen = new HashMap<SemVer, Integer>();
        SemVer previous = null;
        for (var header : changelog.headers()) {
            if (!header.wellFormed()) {
                out.report(Rule.CHANGELOG_HEADER_FORMAT, header.range(), "'" + header.text() + "' is not a version"
                        + " header of the form 'X.Y.Z (YYYY-MM-DD)', e.g. '1.2.0 (2026-04-17)'.");
            }
            if (header.version().isEmpty()) {
                continue;
            }
            SemVer version = header.version().get();
            Integer first = seen.putIfAbsent(version, header.range().start().line());
            if (first != null) {
                out.report(Rule.CHANGELOG_ORDER, header.range(), "Version " + version + " appears twice (first at"
                        + " line " + first + "); each version gets one entry.");
            } else if (previous != null && version.compareTo(previous) > 0) {
                out.report(Rule.CHANGELOG_ORDER, header.range(), "Version " + version + " comes after the older "
                        + previous + "; list entries newest first.");
            }
            previous = version;
        }
        checkEmptyEntries(changelog, out);
    }

    /**
     * {@code changelog-empty-entry}: a version header with nothing under it before the next {@code # } or {@code ## }
     * heading but blank lines, bare list markers ({@code -}, {@code *}, {@code +}: what Bump leaves for the first line)
     * and sub-headings. Reported on the first bare marker, where the entry's text goes, else on the header.
     */
    private static void checkEmptyEntries(Changelog changelog, Diagnostics out) {
        var source = changelog.source();
        for (var header : changelog.headers()) {
            Range placeholder = null;
            boolean empty = true;
            for (int line = header.range().start().line() + 1; line <= source.lineCount() && empty; line++) {
                String text = source.lineText(line);
                if (text.startsWith("# ") || text.startsWith("## ")) {
                    break;
                }
                String bare = text.strip();
                if (bare.equals("-") || bare.equals("*") || bare.equals("+")) {
                    if (placeholder == null) {
                        int at = source.lineStart(line) + text.indexOf(bare);
                        placeholder = source.range(at, at + 1);
                    }
                } else if (!bare.isEmpty() && !bare.startsWith("#")) {
                    empty = false; // text, a list item, a fence or a table: the entry says something
                }
            }
            if (empty) {
                String name = header.version().map(SemVer::toString).orElse(header.text());
                out.report(Rule.CHANGELOG_EMPTY_ENTRY, placeholder != null ? placeholder : header.range(), "The entry"
                        + " for " + name + " says nothing: write what changed under '## " + header.text() + "'.");
            }
        }
    }

    /**
     * {@code changelog-missing} and {@code changelog-version-mismatch}, reported on the entry's {@code version} value.
     *
     * A CHANGELOG is missing whether or not the version is well-formed ({@code version-format} reports that on its
     * own), so {@code changelog-missing} needs only a {@code version} scalar; the mismatch needs a parsed version.
     *
     * @param version   the entry's parsed frontmatter version; empty when it is absent or malformed
     * @param changelog the CHANGELOG.md beside the entry, if there is one
     */
    static void checkEntry(Optional<SemVer> version, Optional<Changelog> changelog, FrontmatterDocument doc,
                           Diagnostics out) {
        var written = doc.mapping().flatMap(m -> m.get("version")).filter(YamlScalar.class::isInstance)
                .map(YamlScalar.class::cast);
        if (written.isEmpty()) {
            return;
        }
        var node = written.get();
        if (changelog.isEmpty()) {
            String heading = version.map(SemVer::toString).orElse("MAJOR.MINOR.PATCH");
            out.report(Rule.CHANGELOG_MISSING, node.range(), "A published entry ships a CHANGELOG.md beside it, with"
                    + " a '## " + heading + " (YYYY-MM-DD)' entry for this version.");
            return;
        }
        if (version.isEmpty()) {
            return;
        }
        var latest = changelog.get().latest().flatMap(Changelog.Header::version);
        var v = version.get();
        if (latest.isEmpty() || latest.get().compareTo(v) != 0 || !latest.get().build().equals(v.build())) {
            out.report(Rule.CHANGELOG_VERSION_MISMATCH, node.range(), "'version' is " + v + " but the latest"
                    + " CHANGELOG.md entry is " + latest.map(SemVer::toString).orElse("missing")
                    + "; bump both together.");
        }
    }
}
