package dev.catalogstudio.model.format.skills;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.TreeMap;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The quick reading of a body's references ({@link QuickReferences#quickClean}) is linear in the body on hostile
 * input: reading 4n costs well under 16 times reading n, counted in characters its own scans visit
 * ({@link QuickReferences#CHARS_SCANNED}), never timed. A 1 MB body of {@code x[} and then {@code ]:} half a
 * million times took over two minutes to check before, each {@code ]:} looking back to the one {@code [}.
 */
class QuickReadingScalingTest {

    /** Linear is 4, quadratic 16; counts have no noise, so the bound only leaves room for constant terms. */
    private static final double MAX_RATIO = 4.5;

    private static final SkillContext CONTEXT = new SkillContext(SkillHost.AGENT_SKILLS, "a", 0, false,
            new TreeMap<>(java.util.Map.of("references/guide.md", 1L)));

    private static long work(IntFunction<String> body, int n) {
        String text = body.apply(n);
        long before = QuickReferences.CHARS_SCANNED.sum();
        QuickReferences.mayReference(text);
        QuickReferences.quickClean(text, CONTEXT);
        return QuickReferences.CHARS_SCANNED.sum() - before;
    }

    private static double ratio(IntFunction<String> body, int n) {
        long small = work(body, n);
        assertThat(small).isPositive();
        return (double) work(body, 4 * n) / small;
    }

    @Test
    void manyDefinitionColonsAfterOneBracketAreReadOnce() {
        assertThat(ratio(n -> "x[" + "]:".repeat(n) + "\n", 20_000)).isLessThan(MAX_RATIO);
        assertThat(ratio(n -> "text\n[" + "a]: references/guide.md ".repeat(n), 5_000)).isLessThan(MAX_RATIO);
    }

    @Test
    void theRunsHoldingUnsettledCandidatesAreWalkedOnce() {
        // Many missing files on one line: one run, found from the first of them. On lines of their own: a run each.
        assertThat(ratio(n -> "[x](references/none.md) ".repeat(n), 5_000)).isLessThan(MAX_RATIO);
        assertThat(ratio(n -> "text\n" + "[x](references/none.md)\n".repeat(n), 5_000)).isLessThan(MAX_RATIO);
        assertThat(ratio(n -> "[x](references/none.md)\n\n".repeat(n), 5_000)).isLessThan(MAX_RATIO);
    }

    @Test
    void manyLinksIntoOneLongDestinationAreReadOnce() {
        assertThat(ratio(n -> "[a](https://example.org/" + "](https://example.org/".repeat(n), 20_000))
                .isLessThan(MAX_RATIO);
        assertThat(ratio(n -> "[a](references/guide.md) ".repeat(n), 5_000)).isLessThan(MAX_RATIO);
    }
}
