package dev.catalogstudio.app.editor.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.LineIndex;
import org.junit.jupiter.api.Test;

/** The editor places squiggles and edits through the model's {@link LineIndex}: the contract it relies on. */
class LineIndexTest {

    @Test
    void linesAndColumnsAreOneBased() {
        var index = LineIndex.of("ab\n\ncd");
        assertThat(index.lineCount()).isEqualTo(3);
        assertThat(index.offset(1, 1)).isZero();
        assertThat(index.offset(3, 2)).isEqualTo(5);
        assertThat(index.lineEnd(1)).isEqualTo(2);
        assertThat(index.lineEnd(2)).isEqualTo(3);
        assertThat(index.lineOf(4)).isEqualTo(3);
        assertThat(index.columnOf(5)).isEqualTo(2);
        assertThat(index.lineOf(2)).isEqualTo(1);
        assertThat(index.lineOf(3)).isEqualTo(2);
    }

    @Test
    void outOfRangePositionsClamp() {
        var index = LineIndex.of("ab\ncd\n");
        assertThat(index.offset(0, 5)).isZero();
        assertThat(index.offset(1, 99)).isEqualTo(2);
        assertThat(index.offset(1, -3)).isZero();
        assertThat(index.offset(99, 1)).isEqualTo(6);
        assertThat(index.lineOf(99)).isEqualTo(3);
    }
}
