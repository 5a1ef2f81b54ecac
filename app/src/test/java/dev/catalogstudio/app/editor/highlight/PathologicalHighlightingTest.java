package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.editor.Language;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every highlighter stays linear on hostile input: a megabyte in well under a second. */
class PathologicalHighlightingTest {

    private static final List<String> UNITS = List.of(
            "*", "`", "[[z=", "[", "<http", "\"", "'", "{", "@plane z=1 a=\"{\n", "- ", "a: ", "**x ", "_a",
            "'''", "<!--", "h", "# x\n", "```\n", "a: |\n  x\n", "[a](", "\\");

    @ParameterizedTest
    @EnumSource(Language.class)
    void aMegabyteOfRepeatedSyntaxIsFast(Language language) {
        for (String unit : UNITS) {
            String text = "---\nname: x\n---\n" + unit.repeat(1_000_000 / unit.length());
            Assertions.assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
                var spans = language.highlighter().highlight(text);
                Tokens.assertWellFormed(spans, text.length());
            }, () -> language + " on repeated " + unit);
        }
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void emptyAndOneCharacterTexts(Language language) {
        for (String text : List.of("", "\n", "\r\n", "-", "#", "\"", "---", "---\n", "---\n---", "@plane", "`")) {
            assertThat(language.highlighter().highlight(text))
                    .allSatisfy(s -> assertThat(s.end()).isLessThanOrEqualTo(text.length()));
        }
    }
}
