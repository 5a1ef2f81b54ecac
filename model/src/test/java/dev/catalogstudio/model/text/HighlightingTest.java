package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** How an editor keeps an older highlighting over edits until the model's new one arrives. */
class HighlightingTest {

    private static final SyntaxStyle K = SyntaxStyle.KEY;
    private static final SyntaxStyle S = SyntaxStyle.STRING;

    /** {@code key: "value"} as KEY [0,3) and STRING [5,12). */
    private static Highlighting sample() {
        return new Highlighting(12, List.of(new StyledSpan(0, 3, K), new StyledSpan(5, 12, S)));
    }

    @Test
    void spansAfterAnEditMoveAndSpansBeforeStay() {
        var shifted = sample().shifted(4, 0, 2);
        assertThat(shifted.length()).isEqualTo(14);
        assertThat(shifted.spans()).containsExactly(new StyledSpan(0, 3, K), new StyledSpan(7, 14, S));
    }

    @Test
    void textTypedInsideASpanTakesItsStyleAndTextTypedAtItsEdgesDoesNot() {
        assertThat(sample().shifted(8, 0, 3).spans()).containsExactly(new StyledSpan(0, 3, K),
                new StyledSpan(5, 15, S));
        assertThat(sample().shifted(3, 0, 1).spans()).containsExactly(new StyledSpan(0, 3, K),
                new StyledSpan(6, 13, S));
        assertThat(sample().shifted(0, 0, 1).spans()).containsExactly(new StyledSpan(1, 4, K),
                new StyledSpan(6, 13, S));
    }

    @Test
    void aDeletionCutsTheSpansItTouchesAndDropsTheOnesItCovers() {
        // Delete "y: " (1..5): the key keeps "k", the string keeps its whole text, moved.
        assertThat(sample().shifted(1, 4, 0).spans()).containsExactly(new StyledSpan(0, 1, K),
                new StyledSpan(1, 8, S));
        // Delete everything but the closing quote.
        assertThat(sample().shifted(0, 11, 0).spans()).containsExactly(new StyledSpan(0, 1, S));
        assertThat(sample().shifted(0, 12, 5).spans()).isEmpty();
        assertThat(sample().shifted(0, 12, 5).length()).isEqualTo(5);
    }

    @Test
    void anEditOutsideTheTextIsRefused() {
        assertThatThrownBy(() -> sample().shifted(10, 5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Highlighting(3, List.of(new StyledSpan(0, 4, K))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** Random edits keep the spans sorted, disjoint and within the text; unstyled text never gains a style. */
    @Test
    void randomEditsKeepTheInvariants() {
        var random = new Random(21);
        for (int round = 0; round < 200; round++) {
            var highlighting = sample();
            for (int step = 0; step < 30; step++) {
                int length = highlighting.length();
                int position = random.nextInt(length + 1);
                int removed = random.nextInt(length - position + 1);
                int inserted = random.nextInt(4);
                var next = highlighting.shifted(position, removed, inserted);
                assertThat(next.length()).isEqualTo(length - removed + inserted);
                int styled = highlighting.spans().stream().mapToInt(StyledSpan::length).sum();
                int styledNow = next.spans().stream().mapToInt(StyledSpan::length).sum();
                assertThat(styledNow).isLessThanOrEqualTo(styled + inserted);
                highlighting = next;
            }
        }
    }

    @Test
    void aPainterGivesEachCharacterItsLastStyle() {
        var painter = new SpanPainter(10);
        painter.paint(0, 10, SyntaxStyle.STRONG);
        painter.paint(3, 6, SyntaxStyle.CODE);
        painter.paint(8, 20, null);
        assertThat(painter.highlighting().spans()).containsExactly(new StyledSpan(0, 3, SyntaxStyle.STRONG),
                new StyledSpan(3, 6, SyntaxStyle.CODE), new StyledSpan(6, 8, SyntaxStyle.STRONG));
    }
}
