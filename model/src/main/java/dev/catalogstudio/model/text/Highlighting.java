package dev.catalogstudio.model.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The editor's syntax highlighting of one text, as the model's own parsers read it: sorted, non-overlapping
 * {@link StyledSpan}s over {@code [0, length)}, in 0-based UTF-16 offsets into the text without its byte order mark
 * ({@link SourceText#text()}). Unstyled text has no span. Immutable.
 *
 * <p>A view that holds the highlighting of an older text {@linkplain #shifted shifts} it over each edit until the
 * model's highlighting of the new text arrives, the way language servers' semantic tokens are kept between two
 * answers: spans after an edit move with it, spans it touches are cut to what the edit left of them.
 *
 * @param length the length of the text highlighted, in UTF-16 code units
 * @param spans  sorted, non-overlapping spans within {@code [0, length)}
 */
public record Highlighting(int length, List<StyledSpan> spans) {

    /** No highlighting of an empty text. */
    public static final Highlighting NONE = new Highlighting(0, List.of());

    public Highlighting {
        Objects.requireNonNull(spans);
        spans = List.copyOf(spans);
        int end = 0;
        for (var span : spans) {
            if (span.start() < end || span.end() > length) {
                throw new IllegalArgumentException("spans must be sorted, disjoint and within " + length + ": " + span);
            }
            end = span.end();
        }
    }

    /** A text of {@code length} code units with no highlighting. */
    public static Highlighting plain(int length) {
        return new Highlighting(length, List.of());
    }

    /**
     * This highlighting after the edit that replaced {@code removed} code units at {@code position} with
     * {@code inserted} ones: spans before the edit stay, spans after it move by {@code inserted - removed}, a span the
     * edit falls inside grows or shrinks with it, and the part of a span the edit removed is dropped. Linear in the
     * number of spans.
     *
     * @param position 0-based offset of the edit in the old text
     * @param removed  code units removed there
     * @param inserted code units inserted there
     * @throws IllegalArgumentException when the edit does not fit the old text
     */
    public Highlighting shifted(int position, int removed, int inserted) {
        if (position < 0 || removed < 0 || inserted < 0 || position + removed > length) {
            throw new IllegalArgumentException("edit " + position + "+" + removed + " outside " + length);
        }
        int delta = inserted - removed;
        int editEnd = position + removed;
        var out = new ArrayList<StyledSpan>(spans.size());
        for (var span : spans) {
            int start = span.start();
            int end = span.end();
            if (end <= position) {
                out.add(span); // before the edit (text typed just after a span is not part of it)
            } else if (start >= editEnd) {
                out.add(new StyledSpan(start + delta, end + delta, span.style())); // after it
            } else if (start < position && end > editEnd) {
                out.add(new StyledSpan(start, end + delta, span.style())); // around it: typed text takes its style
            } else if (start < position) {
                out.add(new StyledSpan(start, position, span.style())); // its tail removed
            } else if (end > editEnd) {
                out.add(new StyledSpan(position + inserted, end + delta, span.style())); // its head removed
            }
        }
        return new Highlighting(length + delta, out);
    }

    /** The spans that overlap {@code [from, to)}, cut to it. */
    public List<StyledSpan> within(int from, int to) {
        var out = new ArrayList<StyledSpan>();
        for (var span : spans) {
            if (span.end() <= from) {
                continue;
            }
            if (span.start() >= to) {
                break;
            }
            out.add(new StyledSpan(Math.max(from, span.start()), Math.min(to, span.end()), span.style()));
        }
        return out;
    }
}
