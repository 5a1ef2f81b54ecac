package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.editor.Language;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The 3md highlighter's model passes (directive lines, then links per body) stay linear: on shapes that cut many bodies,
 * each with an unclosed comment, link or quote, highlighting 4n characters takes less than 8 times as long as n (a
 * quadratic pass would take 16 times), best of three runs each; a 60-second guard only catches a hang. A ratio, not a
 * time budget, so a loaded build machine cannot fail it.
 */
class ThreeMdHighlightPathologicalTest {

    private static final List<String> UNITS = List.of(
            "@plane z=1\n<!--\n", "@plane z=1\n[[z=1|\n", "@plane z=1 a='\n", "````\n@plane z=1\n```\n",
            "[[z=1]]", "[[z=1|", "[[z=", "@plane z=1 label='x y' tool=\"{a}\"\n", "<!--\n@plane\n",
            "![[z=1]]", "@plane z=1\n[[z=1|a\n]]\n");

    @Test
    void highlightingScalesLinearlyOnRepeatedPlanes() {
        var highlighter = Language.THREEMD.highlighter();
        highlighter.highlight("---\n3md: 1\n---\n" + String.join("", UNITS).repeat(200)); // warm up
        for (String unit : UNITS) {
            String small = "---\n3md: 1\n---\n" + unit.repeat(250_000 / unit.length());
            String large = "---\n3md: 1\n---\n" + unit.repeat(1_000_000 / unit.length());
            long[] nanos = new long[2];
            Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                nanos[0] = best(highlighter, small);
                nanos[1] = best(highlighter, large);
            }, () -> "3md on repeated " + unit);
            double ratio = (double) nanos[1] / Math.max(1, nanos[0]);
            assertThat(ratio).as("3md on repeated %s: %d ms for 250 KB, %d ms for 1 MB", unit.replace("\n", "\\n"),
                    nanos[0] / 1_000_000, nanos[1] / 1_000_000).isLessThan(8.0);
        }
    }

    private static long best(Highlighter highlighter, String text) {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long start = System.nanoTime();
            var spans = highlighter.highlight(text);
            best = Math.min(best, System.nanoTime() - start);
            Tokens.assertWellFormed(spans, text.length());
        }
        return best;
    }
}
