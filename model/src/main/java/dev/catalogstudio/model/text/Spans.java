package dev.catalogstudio.model.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the spans a highlighter finds and keeps them sorted and non-overlapping: a span is cut where it
 * would overlap the previous one, empty spans are dropped, and touching spans of one style are joined.
 */
public final class Spans {

    private final List<StyledSpan> spans = new ArrayList<>();
    private int lastEnd;

    /**
     * Adds {@code [start, end)} with {@code style}. Spans must be added left to right; the part of a span before the
     * end of the previous one is dropped.
     */
    public void add(int start, int end, SyntaxStyle style) {
        int from = Math.max(start, lastEnd);
        if (end <= from) {
            return;
        }
        int last = spans.size() - 1;
        if (last >= 0 && from == lastEnd && spans.get(last).style() == style) {
            spans.set(last, new StyledSpan(spans.get(last).start(), end, style));
        } else {
            spans.add(new StyledSpan(from, end, style));
        }
        lastEnd = end;
    }

    /** The spans so far as the highlighting of a text of {@code length} UTF-16 code units. */
    public Highlighting highlighting(int length) {
        return new Highlighting(length, spans);
    }

    /** The spans so far, sorted and non-overlapping. */
    public List<StyledSpan> toList() {
        return List.copyOf(spans);
    }
}
