package dev.catalogstudio.model.text;

import java.util.Locale;

/**
 * What a highlighted span of source text is. Each constant maps to one CSS style class ({@link #cssClass()}) that
 * {@code code-editor.css} colours with AtlantaFX tokens.
 */
public enum SyntaxStyle {
    /** A language keyword: {@code def}, {@code if}, a YAML directive. */
    KEYWORD,
    /** A constant: {@code true}, {@code false}, {@code null}, {@code ~}; Starlark's {@code True}, {@code None}. */
    LITERAL,
    /** A quoted string or a YAML block scalar's content. */
    STRING,
    /** A number literal. */
    NUMBER,
    /** A comment: {@code # …} in YAML and Starlark, {@code <!-- … -->} in Markdown. */
    COMMENT,
    /** A mapping key: a YAML or 3md frontmatter key, a JSON object member name. */
    KEY,
    /** Structural punctuation: {@code :}, {@code ,}, brackets, a YAML list dash. */
    PUNCTUATION,
    /** The {@code ---} lines that open and close a frontmatter block. */
    DELIMITER,
    /** A Markdown ATX heading line. */
    HEADING,
    /** Markdown emphasis ({@code *text*}). */
    EMPHASIS,
    /** Markdown strong emphasis ({@code **text**}). */
    STRONG,
    /** Markdown inline code or a fenced code block. */
    CODE,
    /** The text of a Markdown link. */
    LINK,
    /** The destination of a Markdown link or an autolink. */
    URL,
    /** A Markdown block-quote marker. */
    QUOTE,
    /** A Markdown list bullet or ordinal. */
    LIST_MARKER,
    /** A 3md directive name: {@code @plane}. */
    DIRECTIVE,
    /** A 3md directive attribute name ({@code z}, {@code label}). */
    ATTRIBUTE,
    /** A 3md cross-plane link: {@code [[z=2|text]]}. */
    PLANE_LINK,
    /** A YAML anchor ({@code &a}) or alias ({@code *a}). */
    ANCHOR,
    /** A YAML tag ({@code !!str}). */
    TAG,
    /** A function name where it is defined ({@code def name}). */
    FUNCTION,
    /** A Starlark built-in function where it is called ({@code len(x)}). */
    BUILTIN,
    /** A {@code {placeholder}} in a 3md tool template. */
    PLACEHOLDER;

    private final String cssClass = "tok-" + name().toLowerCase(Locale.ROOT).replace('_', '-');

    /** The CSS style class, e.g. {@code tok-list-marker}. */
    public String cssClass() {
        return cssClass;
    }
}
