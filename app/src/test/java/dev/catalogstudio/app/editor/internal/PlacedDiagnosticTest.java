package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.text.LineIndex;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlacedDiagnosticTest {

    private static final String CRLF = "---\r\nname: Bad_Name\r\ndescription: x\r\n---\r\n# Body\r\n";
    private static final String LF = CRLF.replace("\r\n", "\n");

    private static String underlined(String text, Diagnostic d) {
        var placed = PlacedDiagnostic.placeAll(text, LineIndex.of(text), List.of(d)).get(0);
        return text.substring(placed.start(), placed.end());
    }

    @Test
    void aCrlfOriginRangeLandsOnTheSameCharactersInLfText() {
        var d = Diags.over(CRLF, "Bad_Name", Severity.ERROR);
        assertThat(d.range().startOffset()).isEqualTo(11);
        assertThat(underlined(LF, d)).isEqualTo("Bad_Name");
        assertThat(underlined(LF, Diags.over(CRLF, "# Body", Severity.INFO))).isEqualTo("# Body");
    }

    @Test
    void aMultiLineCrlfRangeKeepsItsLines() {
        var d = Diags.at(CRLF, CRLF.indexOf("Bad"), CRLF.indexOf("x\r\n") + 1, Severity.WARNING);
        assertThat(underlined(LF, d)).isEqualTo("Bad_Name\ndescription: x");
    }

    @Test
    void anEmptyRangeUnderlinesTheNextCharacterOrThePreviousAtTheLineEnd() {
        var text = "ab\ncd\n\n";
        assertThat(underlined(text, diagnostic(1, 2, 1, 2))).isEqualTo("b");
        assertThat(underlined(text, diagnostic(1, 3, 1, 3))).isEqualTo("b");
        assertThat(underlined(text, diagnostic(3, 1, 3, 1))).isEmpty();
        assertThat(underlined("a\uD83D\uDE00", diagnostic(1, 2, 1, 2))).isEqualTo("\uD83D\uDE00");
        assertThat(underlined("a\uD83D\uDE00", diagnostic(1, 4, 1, 4))).isEqualTo("\uD83D\uDE00");
    }

    @Test
    void rangesOutsideTheTextAreClamped() {
        var text = "name: x\nend";
        assertThat(underlined(text, diagnostic(1, 7, 1, 40))).isEqualTo("x");
        assertThat(underlined(text, diagnostic(2, 1, 9, 1))).isEqualTo("end");
        assertThat(underlined(text, diagnostic(7, 1, 9, 1))).isEqualTo("d");
        assertThat(underlined("", diagnostic(3, 3, 3, 3))).isEmpty();
    }

    @Test
    void theCaretTouchesARangeAtItsEnd() {
        var placed = new PlacedDiagnostic(diagnostic(1, 1, 1, 1), 2, 5);
        assertThat(placed.touches(5)).isTrue();
        assertThat(placed.covers(5)).isFalse();
        assertThat(placed.touches(1)).isFalse();
    }

    /** A diagnostic with positions only (its offsets are deliberately wrong, as a CRLF model's may be). */
    private static Diagnostic diagnostic(int line, int column, int endLine, int endColumn) {
        var range = new Range(new Position(line, column, 9_999), new Position(endLine, endColumn, 9_999));
        return new Diagnostic(Rule.NAME_FORMAT, Severity.ERROR, range, "m", List.of());
    }
}
