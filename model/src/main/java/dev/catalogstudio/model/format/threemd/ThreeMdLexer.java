package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * The lexemes of 3md (3md-base.md): the one implementation that both {@link ThreeMdParser} and the studio's
 * highlighters read, so what is a directive, an attribute, a quoted value, a frontmatter entry or a plane link cannot
 * differ between them. Stateless apart from {@link BodyLines}; no toolkit types; never throws on any input.
 *
 * <p>All offsets are 0-based indexes into the {@code String} passed in, counted in UTF-16 code units; every range is
 * half-open {@code [start, end)}. A "line" is its content without the terminator ({@code \n}, {@code \r\n} or
 * {@code \r}). Tokens are reported to a {@link Sink} left to right, each in time linear in the line or text scanned.
 */
public final class ThreeMdLexer {

    /** The directive keyword. */
    public static final String KEYWORD = "@plane";

    /** What a lexeme is. */
    public enum Kind {
        /** The {@code @plane} keyword at column 0 of a directive line. */
        DIRECTIVE,
        /** A directive attribute key as written (the parser lowercases it), before the first {@code =}. */
        ATTRIBUTE_KEY,
        /** The first {@code =} of a directive attribute token. */
        EQUALS,
        /** A frontmatter key, trimmed, before the first colon. */
        FRONTMATTER_KEY,
        /** The first colon of a frontmatter line. */
        COLON,
        /**
         * An unquoted value (directive attribute or frontmatter), taken verbatim; may be empty (then it sits just after
         * the {@code =} or colon, or at the trimmed line end).
         */
        VALUE,
        /**
         * A value wrapped in a matching pair of double ({@code "}) or single ({@code '}) quotes, the quotes included;
         * {@link #quote} says which. Inside it {@code \\} and {@code \"} are escapes.
         */
        QUOTED_VALUE,
        /** From a quote that is never closed to the end of the directive line; the directive is invalid. */
        UNCLOSED_QUOTE,
        /**
         * A directive token without {@code =}, or with nothing before its first {@code =}; the directive is invalid.
         */
        NOT_ATTRIBUTE,
        /** A frontmatter line without a colon (trimmed); the frontmatter is invalid. */
        NOT_ENTRY,
        /** A frontmatter comment line, trimmed, from its {@code #}. */
        COMMENT,
        /** The target of a plane link: the decimal after {@code [[z=}, before the {@code |} or {@code ]]}. */
        LINK_TARGET,
        /** The text of a plane link after the {@code |}, before {@code ]]}; absent when there is no {@code |}. */
        LINK_TEXT,
        /** A whole plane link {@code [[z=N]]} or {@code [[z=N|text]]}; reported after its target and text. */
        LINK
    }

    /** Receives lexemes. */
    @FunctionalInterface
    public interface Sink {
        /**
         * One lexeme.
         *
         * @param kind  what it is
         * @param start 0-based UTF-16 offset of its first character
         * @param end   0-based exclusive end offset ({@code start} for an empty value)
         */
        void token(Kind kind, int start, int end);
    }

    private ThreeMdLexer() {
    }

    // ---------------------------------------------------------------- values

    /**
     * The quote ({@code '"'} or {@code '\''}) wrapping the raw value {@code text[start, end)} as a matching pair, or
     * {@code 0} when the value is taken verbatim (3md-base.md sections 3.1 and 4.1).
     */
    public static char quote(String text, int start, int end) {
        char first = end - start >= 2 ? text.charAt(start) : 0;
        return (first == '"' || first == '\'') && text.charAt(end - 1) == first ? first : 0;
    }

    /** Whether {@code text} is a number as {@code z}, {@code x} and {@code y} take it (finite decimal, section 4.1). */
    public static boolean isNumber(CharSequence text) {
        return Decimal.parse(text).isPresent();
    }

    private static void value(String text, int start, int end, Sink sink) {
        sink.token(quote(text, start, end) != 0 ? Kind.QUOTED_VALUE : Kind.VALUE, start, end);
    }

    // ---------------------------------------------------------------- directives

    /**
     * Whether the line {@code text[start, end)} is a directive by its text: {@code @plane} at its start (column 0),
     * then a blank or the end. Whether it lies in a fence is {@link BodyLines}'s question.
     */
    public static boolean isDirective(String text, int start, int end) {
        return end - start >= KEYWORD.length() && text.startsWith(KEYWORD, start)
                && (end == start + KEYWORD.length() || Blanks.isBlank(text.charAt(start + KEYWORD.length())));
    }

    /**
     * Lexes the directive line {@code text[start, end)} (one for which {@link #isDirective} holds), section 4.1:
     * {@link Kind#DIRECTIVE}, then per blank-separated token (a quoted span, where a backslash protects the next
     * character, keeps its blanks) either {@link Kind#ATTRIBUTE_KEY}, {@link Kind#EQUALS} and {@link Kind#VALUE} or
     * {@link Kind#QUOTED_VALUE}, or {@link Kind#NOT_ATTRIBUTE}. A last token whose quote never closes gives its key and
     * {@code =} when they precede the quote, then {@link Kind#UNCLOSED_QUOTE} from that quote to {@code end}. One pass,
     * no backtracking.
     *
     * @return whether the line is well formed (no {@code NOT_ATTRIBUTE} and no {@code UNCLOSED_QUOTE})
     */
    public static boolean directive(String text, int start, int end, Sink sink) {
        sink.token(Kind.DIRECTIVE, start, start + KEYWORD.length());
        boolean ok = true;
        int tokenStart = -1;
        int quoteStart = -1;
        char quote = 0;
        boolean escaped = false;
        for (int i = start + KEYWORD.length(); i < end; i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == quote) {
                    quote = 0;
                }
            } else if (Blanks.isBlank(c)) {
                if (tokenStart >= 0) {
                    ok &= attribute(text, tokenStart, i, sink);
                    tokenStart = -1;
                }
            } else {
                tokenStart = tokenStart < 0 ? i : tokenStart;
                if (c == '"' || c == '\'') {
                    quote = c;
                    quoteStart = i;
                }
            }
        }
        if (quote != 0) {
            int eq = indexOf(text, '=', tokenStart, quoteStart);
            if (eq > tokenStart) {
                sink.token(Kind.ATTRIBUTE_KEY, tokenStart, eq);
                sink.token(Kind.EQUALS, eq, eq + 1);
            }
            sink.token(Kind.UNCLOSED_QUOTE, quoteStart, end);
            return false;
        }
        if (tokenStart >= 0) {
            ok &= attribute(text, tokenStart, end, sink);
        }
        return ok;
    }

    private static boolean attribute(String text, int start, int end, Sink sink) {
        int eq = indexOf(text, '=', start, end);
        if (eq <= start) {
            sink.token(Kind.NOT_ATTRIBUTE, start, end);
            return false;
        }
        sink.token(Kind.ATTRIBUTE_KEY, start, eq);
        sink.token(Kind.EQUALS, eq, eq + 1);
        value(text, Blanks.skip(text, eq + 1, end), end, sink);
        return true;
    }

    private static int indexOf(String text, char c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Says which body lines are directives (section 4): a line for which {@link #isDirective} holds, outside a fence.
     * A fence opens on a line whose first non-blank characters are {@code ```} or {@code ~~~} and closes on the next
     * line that starts (after blanks) with three of the same character. Feed every line after the frontmatter, in
     * order, once. Not thread-safe; one instance per scan.
     */
    public static final class BodyLines {

        private char fence;

        /** Whether the next line, {@code text[start, end)}, is a directive. */
        public boolean next(String text, int start, int end) {
            int first = Blanks.skip(text, start, end);
            if (fence != 0) {
                if (text.startsWith(String.valueOf(fence).repeat(3), first)) {
                    fence = 0;
                }
                return false;
            }
            if (text.startsWith("```", first) || text.startsWith("~~~", first)) {
                fence = text.charAt(first);
                return false;
            }
            return isDirective(text, start, end);
        }
    }

    // ---------------------------------------------------------------- frontmatter

    /** Whether the line {@code text[start, end)} is a frontmatter fence: {@code ---} with optional blanks around it. */
    public static boolean isFence(String text, int start, int end) {
        int first = Blanks.skip(text, start, end);
        return Blanks.back(text, first, end) - first == 3 && text.startsWith("---", first);
    }

    /**
     * Lexes the frontmatter line {@code text[start, end)} (section 3.1): nothing for a blank line,
     * {@link Kind#COMMENT} for a {@code #} line, {@link Kind#NOT_ENTRY} for a line without a colon, else
     * {@link Kind#FRONTMATTER_KEY} (trimmed, possibly empty), {@link Kind#COLON} and {@link Kind#VALUE} or
     * {@link Kind#QUOTED_VALUE} (trimmed).
     */
    public static void frontmatterLine(String text, int start, int end, Sink sink) {
        int first = Blanks.skip(text, start, end);
        int last = Blanks.back(text, first, end);
        if (first == last) {
            return;
        }
        if (text.charAt(first) == '#') {
            sink.token(Kind.COMMENT, first, last);
            return;
        }
        int colon = indexOf(text, ':', first, last);
        if (colon < 0) {
            sink.token(Kind.NOT_ENTRY, first, last);
            return;
        }
        sink.token(Kind.FRONTMATTER_KEY, first, Blanks.back(text, first, colon));
        sink.token(Kind.COLON, colon, colon + 1);
        value(text, Blanks.skip(text, colon + 1, last), last, sink);
    }

    /**
     * Where the frontmatter block of a 3md document is (section 3).
     *
     * @param open      the opening {@code ---}, trimmed
     * @param openLine  its 1-based line
     * @param closeLine the 1-based line of the closing {@code ---}, or {@code -1} when the block is never closed
     * @param close     the closing {@code ---}, trimmed, or {@code null} when never closed
     */
    public record Fences(Range open, int openLine, int closeLine, Range close) {

        /** Whether the block is closed. */
        public boolean closed() {
            return closeLine > 0;
        }
    }

    /**
     * The frontmatter fences of {@code source}: blank lines may precede the opening {@code ---}; the block runs to the
     * next {@code ---} line. {@code null} when the first non-blank line is not a fence (no frontmatter). Linear in the
     * lines up to the closing fence.
     */
    public static Fences frontmatter(SourceText source) {
        String text = source.text();
        int line = 1;
        while (line <= source.lineCount() && Blanks.allBlank(text, source.lineStart(line), source.lineEnd(line))) {
            line++;
        }
        if (line > source.lineCount() || !isFence(text, source.lineStart(line), source.lineEnd(line))) {
            return null;
        }
        Range open = trimmedLine(source, line);
        for (int close = line + 1; close <= source.lineCount(); close++) {
            if (isFence(text, source.lineStart(close), source.lineEnd(close))) {
                return new Fences(open, line, close, trimmedLine(source, close));
            }
        }
        return new Fences(open, line, -1, null);
    }

    /** Line {@code line} without its leading and trailing blanks. */
    static Range trimmedLine(SourceText source, int line) {
        String text = source.text();
        int start = Blanks.skip(text, source.lineStart(line), source.lineEnd(line));
        return source.range(start, Blanks.back(text, start, source.lineEnd(line)));
    }

    // ---------------------------------------------------------------- links

    /**
     * Lexes the plane links of the body text {@code text[start, end)} (section 8) with the semantics of
     * {@code \[\[z=([^\]|]+)(?:\|([^\]]*))?\]\]} applied left to right: a match whose target is not a finite decimal
     * is not a link and scanning resumes after it. Per link: {@link Kind#LINK_TARGET}, {@link Kind#LINK_TEXT} when
     * there is a {@code |}, then {@link Kind#LINK} for the whole. Target and text may span lines. Linear in
     * {@code end - start}.
     */
    public static void links(String text, int start, int end, Sink sink) {
        new LinkScanner(text, end).scan(start, sink);
    }
}
