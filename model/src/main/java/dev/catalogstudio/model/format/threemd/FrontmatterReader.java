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

    /**
     * The block, or {@code null} after reporting {@code missing-frontmatter} or an unclosed block. The fences are
     * {@link ThreeMdLexer#frontmatter}'s and the lines {@link ThreeMdLexer#frontmatterLine}'s, as the highlighter's.
     */
    static Block read(SourceText source, Diagnostics out) {
        String text = source.text();
        var fences = ThreeMdLexer.frontmatter(source);
        if (fences == null) {
            int line = 1;
            while (line <= source.lineCount()
                    && Blanks.allBlank(text, source.lineStart(line), source.lineEnd(line))) {
                line++;
            }
            Range at = line > source.lineCount() ? source.range(0, 0) : ThreeMdLexer.trimmedLine(source, line);
            out.report(Rule.MISSING_FRONTMATTER, at, "A 3md document must begin with a '---' frontmatter block "
                    + "holding at least '3md: 1.0'.");
            return null;
        }
        var entries = new ArrayList<FrontmatterEntry>();
        var sink = new ThreeMdLexer.Sink() {
            int keyStart;
            int keyEnd;

            @Override
            public void token(ThreeMdLexer.Kind kind, int start, int end) {
                switch (kind) {
                    case FRONTMATTER_KEY -> {
                        keyStart = start;
                        keyEnd = end;
                    }
                    case VALUE, QUOTED_VALUE -> entries.add(entry(source, keyStart, keyEnd, start, end));
                    case NOT_ENTRY -> out.report(Rule.INVALID_FRONTMATTER, source.range(start, end), "A frontmatter "
                            + "line must be 'key: value'; this one has no colon. Add one, or start the line with '#' "
                            + "for a comment.");
                    default -> {
                        // COLON, COMMENT
                    }
                }
            }
        };
        int last = fences.closed() ? fences.closeLine() - 1 : source.lineCount();
        for (int line = fences.openLine() + 1; line <= last; line++) {
            ThreeMdLexer.frontmatterLine(text, source.lineStart(line), source.lineEnd(line), sink);
        }
        if (fences.closed()) {
            return new Block(entries, fences.open(), fences.closeLine() + 1);
        }
        out.report(Rule.INVALID_FRONTMATTER, fences.open(), "The frontmatter block opened here is never closed; "
                + "add a line holding exactly '---' after the last 'key: value' line.");
        return null;
    }

    private static FrontmatterEntry entry(SourceText source, int start, int keyEnd, int valueStart, int end) {
        String text = source.text();
        var decoded = ValueSpan.decode(source, valueStart, end);
        return new FrontmatterEntry(text.substring(start, keyEnd), decoded.value(), source.range(start, end),
                source.range(start, keyEnd), source.range(valueStart, end), decoded.span());
    }
}
