package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.text.LineIndex;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.app.editor.internal.Edits.OffsetEdit;
import dev.catalogstudio.app.editor.internal.TextSearch.Match;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchAndEditsTest {

    @Test
    void findAllIsLiteralNonOverlappingAndOptionallyCaseSensitive() {
        assertThat(TextSearch.findAll("aaaa", "aa", true)).containsExactly(new Match(0, 2), new Match(2, 4));
        assertThat(TextSearch.findAll("Name name NAME", "name", false)).hasSize(3);
        assertThat(TextSearch.findAll("Name name NAME", "name", true)).containsExactly(new Match(5, 9));
        assertThat(TextSearch.findAll("a.b", ".", true)).containsExactly(new Match(1, 2));
        assertThat(TextSearch.findAll("abc", "", true)).isEmpty();
    }

    @Test
    void nextAndPreviousWrapAround() {
        var matches = List.of(new Match(2, 3), new Match(6, 7));
        assertThat(TextSearch.nextIndex(matches, 3)).isEqualTo(1);
        assertThat(TextSearch.nextIndex(matches, 7)).isZero();
        assertThat(TextSearch.previousIndex(matches, 6)).isZero();
        assertThat(TextSearch.previousIndex(matches, 1)).isEqualTo(1);
        assertThat(TextSearch.nextIndex(List.of(), 0)).isEqualTo(-1);
    }

    @Test
    void lineColumnInput() {
        assertThat(LineColumn.parse("12")).contains(new LineColumn(12, 1));
        assertThat(LineColumn.parse(" 3 : 7 ")).contains(new LineColumn(3, 7));
        assertThat(LineColumn.parse("0")).isEmpty();
        assertThat(LineColumn.parse("a:1")).isEmpty();
        assertThat(LineColumn.parse("1:2:3")).isEmpty();
    }

    private static OffsetEdit edit(int start, int end, String newText) {
        return new OffsetEdit(start, end, newText);
    }

    @Test
    void editsAreSortedAndChecked() {
        var sorted = Edits.checked(List.of(edit(6, 8, "x"), edit(1, 2, "yy")), 10);
        assertThat(sorted).extracting(OffsetEdit::start).containsExactly(1, 6);
        assertThatThrownBy(() -> Edits.checked(List.of(edit(1, 5, ""), edit(4, 6, "")), 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("overlap");
        assertThatThrownBy(() -> Edits.checked(List.of(edit(1, 5, "")), 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("outside");
    }

    @Test
    void modelEditsByOffsetOrByLineAndColumn() {
        String crlf = "a: 1\r\nname: X\r\n";
        var source = SourceText.of(crlf);
        int x = crlf.indexOf('X');
        var edits = List.of(new TextEdit(source.range(x, x + 1), "y\r\nz"));
        assertThat(Edits.byOffset(edits)).containsExactly(edit(12, 13, "y\nz"));
        assertThat(Edits.byPosition(edits, LineIndex.of("a: 1\nname: X\n"))).containsExactly(edit(11, 12, "y\nz"));
    }

    @Test
    void caretFollowsTheEdits() {
        var edits = List.of(edit(1, 2, "yy"), edit(6, 8, "x"));
        assertThat(Edits.caretAfter(0, edits)).isZero();
        assertThat(Edits.caretAfter(1, edits)).isEqualTo(1);
        assertThat(Edits.caretAfter(4, edits)).isEqualTo(5);
        assertThat(Edits.caretAfter(7, edits)).isEqualTo(8);
        assertThat(Edits.caretAfter(9, edits)).isEqualTo(9);
        assertThat(Edits.caretAfter(3, List.of(edit(3, 3, "abc")))).isEqualTo(6);
        assertThat(Edits.caretAfter(5, List.of(edit(2, 9, "abcdefghij")))).isEqualTo(5);
        assertThat(Edits.caretAfter(8, List.of(edit(2, 9, "ab")))).isEqualTo(4);
    }

    /** Issue 24, defect 8: a form's new value replaced the whole line's value, and the caret went to its end. */
    @Test
    void editsAreCutToWhatTheyChangeSoTheCaretKeepsItsPlace() {
        String text = "description: Finds logs fast. Use it often.\n";
        int value = text.indexOf("Finds");
        var edits = List.of(edit(value, text.length() - 1, "Finds logs quickly. Use it often."));
        var trimmed = Edits.trimmed(text, edits);
        assertThat(trimmed).containsExactly(edit(text.indexOf("fast"), text.indexOf("fast") + 4, "quickly"));
        int inUse = text.indexOf("Use");
        assertThat(Edits.caretAfter(inUse, trimmed)).isEqualTo(inUse + 3);
        assertThat(Edits.caretAfter(value + 2, trimmed)).isEqualTo(value + 2);
        assertThat(Edits.trimmed(text, List.of(edit(0, 4, "desc")))).isEmpty();
        assertThat(Edits.trimmed("a\uD83D\uDE00b", List.of(edit(0, 4, "a\uD83D\uDE01b"))))
                .containsExactly(edit(1, 3, "\uD83D\uDE01"));
    }
}
