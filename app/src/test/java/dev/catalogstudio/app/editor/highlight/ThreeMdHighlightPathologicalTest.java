package dev.catalogstudio.app.editor.highlight;

import dev.catalogstudio.app.editor.Language;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The 3md highlighter's model passes (directive lines, then links per body) stay linear: shapes that cut many bodies,
 * each with an unclosed comment, link or quote, highlight a megabyte within the budget (a quadratic pass would take
 * minutes; the budget is generous because a megabyte of one-line planes is a lot of spans on a loaded build machine).
 */
class ThreeMdHighlightPathologicalTest {

    private static final List<String> UNITS = List.of(
            "@plane z=1\n<!--\n", "@plane z=1\n[[z=1|\n", "@plane z=1 a='\n", "````\n@plane z=1\n```\n",
            "[[z=1]]", "[[z=1|", "[[z=", "@plane z=1 label='x y' tool=\"{a}\"\n", "<!--\n@plane\n",
            "![[z=1]]", "@plane z=1\n[[z=1|a\n]]\n");

    @Test
    void aMegabyteOfRepeatedPlanesIsFast() {
        var highlighter = Language.THREEMD.highlighter();
        highlighter.highlight("---\n3md: 1\n---\n" + String.join("", UNITS).repeat(100)); // warm up
        for (String unit : UNITS) {
            String text = "---\n3md: 1\n---\n" + unit.repeat(1_000_000 / unit.length());
            Assertions.assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
                var spans = highlighter.highlight(text);
                Tokens.assertWellFormed(spans, text.length());
            }, () -> "3md on repeated " + unit);
        }
    }
}
