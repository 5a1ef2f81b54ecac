package dev.catalogstudio.app.editor.highlight;

import java.util.List;

/**
 * Finds the syntax of one language in a text. Implementations are stateless, thread-safe, run in time linear in the
 * text (a 1 MB file, or a 1 MB line, takes milliseconds) and never throw on malformed input: they highlight what they
 * recognise and leave the rest plain.
 */
public interface Highlighter {

    /**
     * Highlights {@code text[from, to)} into {@code out}, left to right. Offsets are 0-based UTF-16 code units into
     * {@code text}; lines end at {@code \n} (a {@code \r} before it is treated as part of the terminator).
     */
    void highlight(String text, int from, int to, Spans out);

    /** Highlights the whole text: sorted, non-overlapping spans; unstyled text has no span. */
    default List<StyledSpan> highlight(String text) {
        var out = new Spans();
        highlight(text, 0, text.length(), out);
        return out.toList();
    }

    /** A highlighter that finds nothing (plain text). */
    Highlighter NONE = (text, from, to, out) -> { };
}
