package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * Where a document's YAML frontmatter is: an opening {@code ---} on the first line (after an optional byte order mark),
 * the YAML lines, and a closing {@code ---} line. Fence lines may carry trailing spaces or tabs. Works with LF, CRLF
 * and CR line endings.
 *
 * @param status    whether the block is present, absent or never closed
 * @param open      the opening fence line ({@code null} when {@link Status#MISSING})
 * @param yaml      the YAML between the fences, from the start of the line after the opening fence to the start of the
 *                  closing fence line ({@code null} unless {@link Status#PRESENT})
 * @param close     the closing fence line ({@code null} unless {@link Status#PRESENT})
 * @param bodyStart offset where the Markdown body starts: after the closing fence's line terminator, or 0 when there
 *                  is no complete frontmatter block
 */
public record Frontmatter(Status status, Range open, Range yaml, Range close, int bodyStart) {

    /** Whether a frontmatter block is there. */
    public enum Status {
        /** Opening and closing fences found. */
        PRESENT,
        /** The document does not start with a {@code ---} line. */
        MISSING,
        /** A {@code ---} first line with no closing {@code ---} line. */
        UNCLOSED
    }

    /** Finds the frontmatter of {@code source}. Never throws; linear in the number of lines. */
    public static Frontmatter split(SourceText source) {
        if (!isFence(source, 1)) {
            return new Frontmatter(Status.MISSING, null, null, null, 0);
        }
        Range open = source.lineRange(1);
        // hasLine, not lineCount: finding the closing fence reads no further than it, never the body.
        for (int line = 2; source.hasLine(line); line++) {
            if (isFence(source, line)) {
                int yamlStart = source.lineStart(2);
                Range yaml = source.range(yamlStart, source.lineStart(line));
                int bodyStart = source.hasLine(line + 1) ? source.lineStart(line + 1) : source.length();
                return new Frontmatter(Status.PRESENT, open, yaml, source.lineRange(line), bodyStart);
            }
        }
        return new Frontmatter(Status.UNCLOSED, open, null, null, 0);
    }

    private static boolean isFence(SourceText source, int line) {
        int start = source.lineStart(line);
        int end = source.lineEnd(line);
        String text = source.text();
        if (end - start < 3 || !text.startsWith("---", start)) {
            return false;
        }
        for (int i = start + 3; i < end; i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return true;
    }
}
