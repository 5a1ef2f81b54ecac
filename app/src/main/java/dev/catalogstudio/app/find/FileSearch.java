package dev.catalogstudio.app.find;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Searching one file's text for Find in Files: a literal text or a regular expression, with or without case, line by
 * line (a match never spans lines). Pure: no IO, safe on any thread.
 */
public final class FileSearch {

    /** A snippet shows at most this many characters of its line. */
    public static final int SNIPPET = 160;

    private final Pattern pattern;

    /**
     * One match.
     *
     * @param path         the file, {@code /}-separated, relative to the workspace root
     * @param line         1-based line
     * @param column       1-based column of the match's first character, in UTF-16 code units
     * @param length       the match's length in UTF-16 code units (0 for an empty match)
     * @param snippet      the line, cut to at most {@link #SNIPPET} characters around the match, tabs as spaces
     * @param snippetStart 0-based index of the match in {@code snippet}
     * @param snippetEnd   0-based index just after the match in {@code snippet} (cut at its end)
     */
    public record Hit(String path, int line, int column, int length, String snippet, int snippetStart,
                      int snippetEnd) {
    }

    /**
     * @param query     the text or expression; not empty
     * @param regex     whether {@code query} is a {@link Pattern} (else it is found literally)
     * @param matchCase whether case must match
     * @throws PatternSyntaxException when {@code regex} and {@code query} is not a valid expression
     */
    public FileSearch(String query, boolean regex, boolean matchCase) {
        int flags = matchCase ? 0 : Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
        this.pattern = Pattern.compile(regex ? query : Pattern.quote(query), flags);
    }

    /**
     * Adds the matches of {@code text} (LF or CRLF line endings) to {@code out}, at most {@code budget}, stopping early
     * when {@code cancelled} says so (checked while the expression runs, too, so a runaway expression stops).
     *
     * @return how many were added
     */
    public int search(String path, String text, int budget, List<Hit> out, BooleanSupplier cancelled) {
        int added = 0;
        int lineNumber = 1;
        int lineStart = 0;
        var chars = new Cancellable(text, cancelled);
        Matcher matcher = pattern.matcher(chars);
        try {
            while (lineStart <= text.length() && added < budget && !cancelled.getAsBoolean()) {
                int newline = text.indexOf('\n', lineStart);
                int lineEnd = newline < 0 ? text.length() : newline;
                int contentEnd = lineEnd > lineStart && text.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
                matcher.region(lineStart, contentEnd);
                while (added < budget && matcher.find()) {
                    int start = matcher.start();
                    int end = matcher.end();
                    out.add(hit(path, text, lineNumber, lineStart, contentEnd, start, end));
                    added++;
                }
                if (newline < 0) {
                    break;
                }
                lineStart = newline + 1;
                lineNumber++;
            }
        } catch (Cancelled e) {
            // Stopped while the expression ran: what was found so far stays.
        }
        return added;
    }

    private static Hit hit(String path, String text, int line, int lineStart, int lineEnd, int start, int end) {
        // Leading indentation is dropped; a long line is cut around the match.
        int from = lineStart;
        while (from < start && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        int to = lineEnd;
        if (to - from > SNIPPET) {
            int before = Math.min(start - from, SNIPPET / 3);
            from = start - before;
            to = Math.min(lineEnd, from + SNIPPET);
        }
        boolean cutBefore = from > lineStart && !text.substring(lineStart, from).isBlank();
        String snippet = (cutBefore ? "\u2026" : "") + text.substring(from, to).replace('\t', ' ')
                + (to < lineEnd ? "\u2026" : "");
        int shift = cutBefore ? 1 : 0;
        int snippetStart = start - from + shift;
        int snippetEnd = Math.min(end, to) - from + shift;
        return new Hit(path, line, start - lineStart + 1, end - start, snippet, snippetStart, snippetEnd);
    }

    /** Thrown from inside the expression when the search is cancelled. */
    private static final class Cancelled extends RuntimeException {
        Cancelled() {
            super(null, null, false, false);
        }
    }

    /** The text, asking every few thousand reads whether the search was cancelled. */
    private static final class Cancellable implements CharSequence {
        private final String text;
        private final BooleanSupplier cancelled;
        private int reads;

        Cancellable(String text, BooleanSupplier cancelled) {
            this.text = text;
            this.cancelled = cancelled;
        }

        @Override
        public char charAt(int index) {
            if (++reads == 4096) {
                reads = 0;
                if (cancelled.getAsBoolean()) {
                    throw new Cancelled();
                }
            }
            return text.charAt(index);
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return text.subSequence(start, end);
        }

        @Override
        public String toString() {
            return text;
        }
    }
}
