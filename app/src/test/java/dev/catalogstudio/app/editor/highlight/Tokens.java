package dev.catalogstudio.app.editor.highlight;

import java.util.List;
import java.util.stream.Collectors;

/** Renders spans as {@code STYLE'text'} strings so tests read like the source they highlight. */
final class Tokens {

    private Tokens() {
    }

    static List<String> of(Highlighter highlighter, String text) {
        List<StyledSpan> spans = highlighter.highlight(text);
        assertWellFormed(spans, text.length());
        return spans.stream()
                .map(s -> s.style() + "'" + text.substring(s.start(), s.end()) + "'")
                .collect(Collectors.toList());
    }

    static void assertWellFormed(List<StyledSpan> spans, int length) {
        int last = 0;
        for (StyledSpan span : spans) {
            if (span.start() < last || span.end() > length) {
                throw new AssertionError("span out of order or bounds: " + span + " after " + last);
            }
            last = span.end();
        }
    }
}
