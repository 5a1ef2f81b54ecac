package dev.catalogstudio.model.format.metaagents;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.markdown.MarkdownHighlighter;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.version.SemVer;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A parsed CHANGELOG.md: its {@code ## } version headers in document order (metaagents.md § CHANGELOG Conventions).
 * Headers inside fenced code blocks are ignored. A {@code ## } heading is a version header when its text starts with
 * a version-like token ({@code 1.2.0}, {@code v1.2}, {@code [1.2.0]}); other headings ({@code ## Unreleased},
 * {@code ## Notes}) are not.
 *
 * <p>A version header written at the end of a line of other text ({@code - Add the hand-off.## 2.0.1 (2026-09-30)},
 * what typing in front of a header gives) is not a heading in Markdown, so it is not among {@link #headers()}: it is
 * in {@link #glued()}, for the rules to report.
 *
 * @param source  the text
 * @param headers the version headers
 * @param glued   {@code ## X.Y.Z (YYYY-MM-DD)} headers that follow other text on their line, outside fenced code and
 *                code spans; each range covers the {@code ## } and the header's text
 */
public record Changelog(SourceText source, List<Header> headers, List<Header> glued) implements Parsed.OwnSyntax {

    private static final Pattern VERSION_LIKE = Pattern.compile("\\[?v?\\d+(\\.\\d+)*\\b.*");
    private static final Pattern WELL_FORMED = Pattern.compile("(\\S+) \\((\\d{4})-(\\d{2})-(\\d{2})\\)");
    private static final Pattern FENCE = Pattern.compile(" {0,3}(```|~~~).*");
    /** A dated version header at the end of a line, after text that is not part of a heading's {@code #}s. */
    private static final Pattern GLUED = Pattern.compile("(?<=[^#\\s]|[^#\\s]\\s{1,3})## (v?\\d+\\.\\d+\\.\\d+\\S* "
            + "\\(\\d{4}-\\d{2}-\\d{2}\\))\\s*$");

    /**
     * One {@code ## } version header.
     *
     * @param text    the heading text after {@code ## }, trimmed
     * @param range   the heading text's range
     * @param version the version when the header is well formed or at least starts with a semantic version
     * @param date    the date when the header is well formed
     */
    public record Header(String text, Range range, Optional<SemVer> version, Optional<LocalDate> date) {

        /** Whether the header is exactly {@code X.Y.Z (YYYY-MM-DD)} with a real date. */
        public boolean wellFormed() {
            return date.isPresent() && version.isPresent();
        }
    }

    public Changelog {
        headers = List.copyOf(headers);
        glued = List.copyOf(glued);
    }

    /** Parses {@code source}. Never throws. */
    public static Changelog parse(SourceText source) {
        var headers = new ArrayList<Header>();
        var glued = new ArrayList<Header>();
        String fence = null;
        for (int line = 1; line <= source.lineCount(); line++) {
            String text = source.lineText(line);
            if (FENCE.matcher(text).matches()) {
                String marker = text.strip().substring(0, 3);
                fence = fence == null ? marker : fence.equals(marker) ? null : fence;
                continue;
            }
            if (fence != null) {
                continue;
            }
            if (!text.startsWith("## ")) {
                var m = GLUED.matcher(text);
                if (!text.startsWith("#") && m.find() && outsideCodeSpan(text, m.start())) {
                    int start = source.lineStart(line) + m.start();
                    glued.add(header(m.group(1), source.range(start, start + m.end(1) - m.start())));
                }
                continue;
            }
            String heading = text.substring(3).strip();
            if (!VERSION_LIKE.matcher(heading).matches()) {
                continue;
            }
            int start = source.lineStart(line) + text.indexOf(heading, 3);
            headers.add(header(heading, source.range(start, start + heading.length())));
        }
        return new Changelog(source, headers, glued);
    }

    /** Whether {@code at} is outside an inline code span: an even number of backticks before it. */
    private static boolean outsideCodeSpan(String line, int at) {
        return line.substring(0, at).chars().filter(c -> c == '`').count() % 2 == 0;
    }

    private static Header header(String text, Range range) {
        var m = WELL_FORMED.matcher(text);
        if (m.matches()) {
            var version = SemVer.parse(m.group(1));
            Optional<LocalDate> date;
            try {
                date = Optional.of(LocalDate.of(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                        Integer.parseInt(m.group(4))));
            } catch (DateTimeException e) {
                date = Optional.empty();
            }
            return new Header(text, range, version, version.isPresent() ? date : Optional.empty());
        }
        String first = text.split("[\\s\\]]", 2)[0].replaceFirst("^\\[?v?", "");
        return new Header(text, range, SemVer.parse(first), Optional.empty());
    }

    /** The newest entry: the first version header, if any. */
    public Optional<Header> latest() {
        return headers.isEmpty() ? Optional.empty() : Optional.of(headers.get(0));
    }

    /** The editor's highlighting of {@link #source()}: a CHANGELOG is Markdown. */
    @Override
    public Highlighting highlighting() {
        return MarkdownHighlighter.highlight(source);
    }
}
