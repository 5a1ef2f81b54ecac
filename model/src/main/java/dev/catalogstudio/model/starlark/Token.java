package dev.catalogstudio.model.starlark;

/**
 * One token of a Starlark file.
 *
 * @param kind  what it is
 * @param start 0-based offset of its first character in the source, in UTF-16 code units
 * @param end   0-based offset just past its last character
 * @param value the literal's value ({@link StarInt}, {@link Double}, a Starlark string, {@link StarBytes}), the
 *              identifier's name, or {@code null}
 */
public record Token(TokenKind kind, int start, int end, Object value) {

    /** The identifier's name; only for {@link TokenKind#IDENT}. */
    public String name() {
        return (String) value;
    }
}
