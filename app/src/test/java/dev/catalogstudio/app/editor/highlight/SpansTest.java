package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SpansTest {

    @Test
    void joinsTouchingSpansOfOneStyle() {
        var spans = new Spans();
        spans.add(0, 2, SyntaxStyle.KEY);
        spans.add(2, 5, SyntaxStyle.KEY);
        spans.add(5, 6, SyntaxStyle.PUNCTUATION);
        assertThat(spans.toList()).containsExactly(
                new StyledSpan(0, 5, SyntaxStyle.KEY), new StyledSpan(5, 6, SyntaxStyle.PUNCTUATION));
    }

    @Test
    void cutsOverlapsAndDropsEmptySpans() {
        var spans = new Spans();
        spans.add(0, 4, SyntaxStyle.STRING);
        spans.add(2, 6, SyntaxStyle.COMMENT);
        spans.add(6, 6, SyntaxStyle.KEY);
        spans.add(3, 5, SyntaxStyle.KEY);
        assertThat(spans.toList()).containsExactly(
                new StyledSpan(0, 4, SyntaxStyle.STRING), new StyledSpan(4, 6, SyntaxStyle.COMMENT));
    }

    @Test
    void cssClassesArePrefixedSoTheyCannotCollideWithThemeClasses() {
        assertThat(SyntaxStyle.LIST_MARKER.cssClass()).isEqualTo("tok-list-marker");
        assertThat(SyntaxStyle.KEYWORD.cssClass()).isEqualTo("tok-keyword");
    }
}
