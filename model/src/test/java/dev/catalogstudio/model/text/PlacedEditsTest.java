package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Quick-fix edits land by line and column, so an edit computed on a CRLF file applies to the LF editor text. */
class PlacedEditsTest {

    @Test
    void anEditComputedOnCrlfTextLandsInTheLfText() {
        var crlf = SourceText.of("name: Bad\r\nversion: 1\r\n");
        int at = crlf.text().indexOf("1");
        var edit = new TextEdit(crlf.range(at, at + 1), "\"1.0.0\"\r\n# note");

        assertThat(PlacedEdits.apply("name: Bad\nversion: 1\n", List.of(edit)))
                .isEqualTo("name: Bad\nversion: \"1.0.0\"\n# note\n");
    }

    @Test
    void editsApplyTogetherWhateverTheirOrderAndOverlapsAreRefused() {
        var text = SourceText.of("abc\ndef\n");
        var first = new TextEdit(text.range(0, 1), "A");
        var second = new TextEdit(text.range(4, 5), "D");
        assertThat(PlacedEdits.apply(text.text(), List.of(second, first))).isEqualTo("Abc\nDef\n");
        assertThatThrownBy(() -> PlacedEdits.apply(text.text(), List.of(new TextEdit(text.range(0, 3), "x"),
                new TextEdit(text.range(1, 2), "y")))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void positionsPastTheTextAreClamped() {
        var old = SourceText.of("one\ntwo\nthree\n");
        var edit = new TextEdit(old.range(8, 13), "3");
        assertThat(PlacedEdits.apply("one\ntwo", List.of(edit))).isEqualTo("one\ntwo3");
    }
}
