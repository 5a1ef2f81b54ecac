package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the frontmatter block (3md-base.md section 3): blank lines, a {@code ---} line, {@code key: value} lines
 * ({@code #} comments and blank lines ignored), a closing {@code ---} line. Not YAML.
 */
final class FrontmatterReader {

    /** What was read: the entries, the opening fence, and the 1-based line the body starts on. */
    record Block(List<FrontmatterEntry> entries, Range fence, int bodyLine) {
    }

    private FrontmatterReader() {
    }

    /** The block, or {@code null} after reporting {@code missing-frontmatter} or an unclosed block. */
    static Block read(SourceText source, Diagnostics out) {
        String text = source.text();
        int line = 1;
        while (line <= source.lineCount() && Blanks.allBlank(text, source.lineStart(line), source.lineEnd(line))) {
            line++;
        }
        if (line > source.lineCount() || !isFence(source, line)) {
            Range at = line > source.lineCount() ? source.range(0, 0) : trimmedLine(source, line);
            out.report(Rule.MISSING_FRONTMATTER, at, "A 3md document must begin with a '---' frontmatter block "
                    + "holding at least '3md: 1.0'.");
            return null;
        }
        Range fence = trimmedLine(source, line);
        var entries = new ArrayList<FrontmatterEntry>();
        for (line++; line <= source.lineCount(); line++) {
            if (isFence(source, line)) {
                return new Block(entries, fence, line + 1);
            }
            int start = Blanks.skip(text, source.lineStart(line), source.lineEnd(line));
            int end = Blanks.back(text, start, source.lineEnd(line));
            if (start == end || text.charAt(start) == '#') {
                continue;
            }
            int colon = start;
            while (colon < end && text.charAt(colon) != ':') {
                colon++;
            }
            if (colon == end) {
                out.report(Rule.INVALID_FRONTMATTER, source.range(start, end), "A frontmatter line must be "
                        + "'key: value'; this one has no colon. Add one, or start the line with '#' for a comment.");
                continue;
            }
            entries.add(entry(source, start, colon, end));
        }
        out.report(Rule.INVALID_FRONTMATTER, fence, "The frontmatter block opened here is never closed; "
                + "add a line holding exactly '---' after the last 'key: value' line.");
        return null;
    }

    private static FrontmatterEntry entry(SourceText source, int start, int colon, int end) {
        String text = source.text();
        int keyEnd = Blanks.back(text, start, colon);
        int valueStart = Blanks.skip(text, colon + 1, end);
        var decoded = ValueSpan.decode(source, valueStart, end);
        return new FrontmatterEntry(text.substring(start, keyEnd), decoded.value(), source.range(start, end),
                source.range(start, keyEnd), source.range(valueStart, end), decoded.span());
    }

    private static boolean isFence(SourceText source, int line) {
        String text = source.text();
        int start = Blanks.skip(text, source.lineStart(line), source.lineEnd(line));
        int end = Blanks.back(text, start, source.lineEnd(line));
        return end - start == 3 && text.startsWith("---", start);
    }

    private static Range trimmedLine(SourceText source, int line) {
        String text = source.text();
        int start = Blanks.skip(text, source.lineStart(line), source.lineEnd(line));
        return source.range(start, Blanks.back(text, start, source.lineEnd(line)));
    }
}
