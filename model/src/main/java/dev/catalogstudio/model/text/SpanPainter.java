package dev.catalogstudio.model.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a {@link Highlighting} from spans that may nest, the way a syntax tree's nodes do: a later
 * {@linkplain #paint paint} wins over an earlier one where they overlap, so painting a tree parent first and its
 * children after gives each character its innermost style ({@code **bold `code`**}: the code span stays code). Holds
 * one byte per character of the text; {@link #highlighting()} is linear in the length.
 */
public final class SpanPainter {

    private static final SyntaxStyle[] STYLES = SyntaxStyle.values();

    /** Characters painted by every painter so far: a work count for tests that prove highlighting linear. */
    public static final java.util.concurrent.atomic.LongAdder PAINTED = new java.util.concurrent.atomic.LongAdder();

    private final byte[] styles;

    /** A painter for a text of {@code length} UTF-16 code units, all unstyled. */
    public SpanPainter(int length) {
        this.styles = new byte[length];
    }

    /** The length of the text, in UTF-16 code units. */
    public int length() {
        return styles.length;
    }

    /** Styles {@code [from, to)} (clipped to the text) with {@code style}; {@code null} clears it. */
    public void paint(int from, int to, SyntaxStyle style) {
        int start = Math.max(0, from);
        int end = Math.min(styles.length, to);
        byte value = (byte) (style == null ? 0 : style.ordinal() + 1);
        if (end > start) {
            PAINTED.add(end - start);
        }
        for (int i = start; i < end; i++) {
            styles[i] = value;
        }
    }

    /** Paints the spans collected in {@code spans} over what is painted. */
    public void paint(Spans spans) {
        for (var span : spans.toList()) {
            paint(span.start(), span.end(), span.style());
        }
    }

    /** The painted text as sorted, disjoint spans; touching runs of one style are one span. */
    public Highlighting highlighting() {
        List<StyledSpan> out = new ArrayList<>();
        int i = 0;
        while (i < styles.length) {
            byte value = styles[i];
            int start = i;
            while (i < styles.length && styles[i] == value) {
                i++;
            }
            if (value != 0) {
                out.add(new StyledSpan(start, i, STYLES[value - 1]));
            }
        }
        return new Highlighting(styles.length, out);
    }
}
