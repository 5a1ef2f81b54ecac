package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * Where the characters of an unquoted, unescaped value sit in the source, so a rule can underline a part of a value
 * (one input of {@code inputs="a, b:int"}, one placeholder of a {@code tool} command) exactly.
 *
 * <p>Quoting (3md-base.md sections 3.1 and 4.1): a value wrapped in a matching pair of {@code "} or {@code '} loses the
 * pair, and inside it {@code \\} stands for a backslash and {@code \"} for a double quote. A backslash before any
 * other character is dropped and the character kept ({@code \=} reads {@code =}), as the three reference parsers
 * (Swift, TypeScript, Rust) do; the spec names only the two escapes. An unquoted value is taken verbatim.
 */
public final class ValueSpan {

    private final SourceText source;
    private final int base;
    private final int[] offsets; // null when value index i sits at base + i
    private final int end;
    private final int length;

    private ValueSpan(SourceText source, int base, int[] offsets, int end, int length) {
        this.source = source;
        this.base = base;
        this.offsets = offsets;
        this.end = end;
        this.length = length;
    }

    /** The decoded value and its span. */
    record Decoded(String value, ValueSpan span) {
    }

    /** Characters of raw values decoded by {@link #value}, ever (a work count for tests; never read by the product). */
    public static final java.util.concurrent.atomic.LongAdder CHARS_DECODED =
            new java.util.concurrent.atomic.LongAdder();

    /** The decoded value of the raw value {@code text[start, end)}, without building a span. */
    static String value(String text, int start, int end) {
        CHARS_DECODED.add(end - start);
        if (ThreeMdLexer.quote(text, start, end) == 0) {
            return text.substring(start, end);
        }
        int backslash = start + 1;
        while (backslash < end - 1 && text.charAt(backslash) != '\\') {
            backslash++;
        }
        if (backslash >= end - 1) {
            return text.substring(start + 1, end - 1);
        }
        var out = new StringBuilder(end - start - 2);
        for (int i = start + 1; i < end - 1; i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < end - 1) {
                c = text.charAt(++i);
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * Decodes the raw value {@code source.text()[start, end)} (already trimmed).
     *
     * @param start 0-based UTF-16 offset of the first raw character
     * @param end   0-based exclusive end offset
     */
    static Decoded decode(SourceText source, int start, int end) {
        String text = source.text();
        if (ThreeMdLexer.quote(text, start, end) == 0) {
            return new Decoded(text.substring(start, end), new ValueSpan(source, start, null, end, end - start));
        }
        var out = new StringBuilder(end - start - 2);
        int[] offsets = null;
        for (int i = start + 1; i < end - 1; i++) {
            int rawStart = i;
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < end - 1) {
                if (offsets == null) {
                    offsets = new int[end - start];
                    for (int k = 0; k < out.length(); k++) {
                        offsets[k] = start + 1 + k;
                    }
                }
                i++;
                c = text.charAt(i);
            }
            if (offsets != null) {
                offsets[out.length()] = rawStart;
            }
            out.append(c);
        }
        return new Decoded(out.toString(), new ValueSpan(source, start + 1, offsets, end - 1, out.length()));
    }

    /**
     * The source range of the decoded value's characters {@code [from, to)}.
     *
     * @param from 0-based index into the decoded value
     * @param to   exclusive end index, at most the value's length
     */
    public Range range(int from, int to) {
        return source.range(offset(from), offset(to));
    }

    /** Where the raw text of value character {@code index} starts (an escape's backslash), or the end. */
    private int offset(int index) {
        if (index >= length) {
            return end;
        }
        return offsets == null ? base + index : offsets[index];
    }
}
