package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.SpanPainter;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Highlighting hostile texts costs work linear in their size: the characters painted for a text of 4n units are at
 * most 4.5 times those of n (a quadratic painter would give 16). Counted, never timed; the timeout only catches a hang.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HighlightScalingTest {

    private static long painted(EditorLanguage language, String text) {
        long before = SpanPainter.PAINTED.sum();
        Highlights.of(language, SourceText.of(text));
        return SpanPainter.PAINTED.sum() - before;
    }

    private static IntFunction<String> shape(String name) {
        return switch (name) {
            case "nested-emphasis" -> n -> "*".repeat(n) + "a" + "*".repeat(n) + "\n";
            case "nested-quotes" -> n -> ">".repeat(Math.min(n, 200)) + " q\n".repeat(1) + "> line\n".repeat(n);
            case "nested-lists" -> n -> "- a\n".repeat(n) + "  - b\n".repeat(n);
            case "many-links" -> n -> "[a](b) ".repeat(n) + "\n";
            case "open-brackets" -> n -> "[".repeat(n) + "\n";
            case "headings" -> n -> "# h *e* `c`\n".repeat(n);
            case "plane-links" -> n -> "@plane z=1\n" + "[[z=1|x]] ".repeat(n) + "\n";
            default -> throw new IllegalArgumentException(name);
        };
    }

    @ParameterizedTest
    @CsvSource({"nested-emphasis, MARKDOWN_FRONTMATTER", "nested-quotes, MARKDOWN_FRONTMATTER",
            "nested-lists, MARKDOWN_FRONTMATTER", "many-links, MARKDOWN_FRONTMATTER",
            "open-brackets, MARKDOWN_FRONTMATTER", "headings, MARKDOWN_FRONTMATTER", "plane-links, THREEMD",
            "headings, THREEMD"})
    void paintingIsLinear(String name, EditorLanguage language) {
        var text = shape(name);
        int n = 5_000;
        long small = painted(language, text.apply(n));
        long large = painted(language, text.apply(4 * n));
        assertThat(large).as("%s: painted for 4n against n (%d)", name, small).isLessThanOrEqualTo(small * 9 / 2 + 64);
    }
}
