package dev.catalogstudio.model.starlark;

/**
 * A static problem in a Starlark file: a lexical or syntax error, or a resolver error.
 *
 * @param kind    which stage found it
 * @param start   0-based UTF-16 offset where it starts in the source
 * @param end     0-based UTF-16 offset where it ends ({@code >= start})
 * @param message starlark-go's wording, without a position prefix
 */
public record Problem(Kind kind, int start, int end, String message) {

    /** The stage that found a problem. */
    public enum Kind {
        /** The lexer or the parser (RULES.md {@code starlark-syntax}). */
        SYNTAX,
        /** The resolver: a name bound nowhere (RULES.md {@code starlark-undefined}). */
        UNDEFINED,
        /** The resolver: any other static error (a reassigned global, a misplaced statement …). */
        RESOLVE
    }
}
