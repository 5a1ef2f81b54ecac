package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Position and Range compare and hash by value exactly as the records' generated methods did (their equals and
 * hashCode are written out so that no invokedynamic bootstrap runs at first use).
 */
class RangeEqualityTest {

    /** The same components as a plain record, whose equals and hashCode the compiler generates. */
    private record GeneratedPosition(int line, int column, int offset) {
    }

    private record GeneratedRange(GeneratedPosition start, GeneratedPosition end) {
    }

    @Test
    void positionsAreEqualByEveryComponentAndHashAsTheRecordDid() {
        var a = new Position(3, 7, 45);
        assertThat(a).isEqualTo(new Position(3, 7, 45)).hasSameHashCodeAs(new Position(3, 7, 45));
        assertThat(a).isNotEqualTo(new Position(3, 8, 45)).isNotEqualTo(new Position(4, 7, 45))
                .isNotEqualTo(new Position(3, 7, 46)).isNotEqualTo(null).isNotEqualTo("3:7");
        assertThat(a.hashCode()).isEqualTo(new GeneratedPosition(3, 7, 45).hashCode());
    }

    @Test
    void rangesAreEqualByBothEndsAndHashAsTheRecordDid() {
        var text = SourceText.of("ab\ncd\n");
        var r = text.range(1, 4);
        assertThat(r).isEqualTo(text.range(1, 4)).hasSameHashCodeAs(SourceText.of("ab\ncd\n").range(1, 4));
        assertThat(r).isNotEqualTo(text.range(1, 5)).isNotEqualTo(text.range(0, 4)).isNotEqualTo(null);
        var expected = new GeneratedRange(new GeneratedPosition(1, 2, 1), new GeneratedPosition(2, 2, 4));
        assertThat(r.hashCode()).isEqualTo(expected.hashCode());
    }
}
