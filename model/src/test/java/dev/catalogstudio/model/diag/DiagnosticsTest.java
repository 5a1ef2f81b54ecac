package dev.catalogstudio.model.diag;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The bounded collector: the first diagnostics by position whatever the report order, and a count of the rest. */
class DiagnosticsTest {

    private static final SourceText TEXT = SourceText.of("x\n".repeat(10_000));

    private static Range line(int line) {
        int offset = (line - 1) * 2;
        return TEXT.range(offset, offset + 1);
    }

    @Test
    void keepsTheFirstByPositionWhateverTheOrderTheyAreReportedIn() {
        var random = new Random(38);
        for (int round = 0; round < 50; round++) {
            int n = 1 + random.nextInt(400);
            int max = 1 + random.nextInt(100);
            var reported = new ArrayList<Diagnostic>();
            for (int i = 0; i < n; i++) {
                var rule = random.nextBoolean() ? Rule.FIELD_UNKNOWN : Rule.FIELD_TYPE;
                var severity = Severity.values()[random.nextInt(3)];
                reported.add(new Diagnostic(rule, severity, line(1 + random.nextInt(200)), "m" + i, List.of()));
            }
            var out = new Diagnostics(max);
            reported.forEach(d -> out.report(d.rule(), d.severity(), d.range(), d.message()));

            var expected = new ArrayList<>(reported);
            Collections.sort(expected);
            var found = out.sorted();
            if (n <= max) {
                assertThat(found).isEqualTo(expected);
                continue;
            }
            assertThat(found.subList(0, max)).extracting(Diagnostic::range, Diagnostic::severity, Diagnostic::code)
                    .isEqualTo(expected.subList(0, max).stream().map(d -> org.assertj.core.groups.Tuple.tuple(
                            d.range(), d.severity(), d.code())).toList());
            var summary = found.get(max);
            assertThat(found).hasSize(max + 1);
            assertThat(summary.code()).isEqualTo("diagnostics-truncated");
            assertThat(summary.leftOut()).isEqualTo(n - max);
            assertThat(summary.range()).isEqualTo(expected.get(max).range());
            assertThat(summary.severity()).isEqualTo(expected.subList(max, n).stream().map(Diagnostic::severity)
                    .min(Enum::compareTo).orElseThrow());
        }
    }

    @Test
    void aMessageIsBuiltOnlyForADiagnosticKept() {
        var built = new AtomicInteger();
        var out = new Diagnostics(10);
        for (int i = 1; i <= 1_000; i++) {
            int n = i;
            out.report(Rule.FIELD_UNKNOWN, line(i), () -> "key " + n + " #" + built.incrementAndGet());
        }
        assertThat(built).hasValue(10);
        assertThat(out.leftOut()).isEqualTo(990);
        assertThat(out.sorted().get(10).message()).startsWith("990 more diagnostics of this file were left out");
    }

    @Test
    void anotherCollectorsSummaryCountsForWhatItLeftOut() {
        var parse = new Diagnostics(3);
        for (int i = 1; i <= 8; i++) {
            parse.report(Rule.DUPLICATE_KEY, line(10 + i), "duplicate " + i);
        }
        var out = new Diagnostics(5);
        out.report(Rule.FIELD_UNKNOWN, line(1), "first");
        out.addAll(parse.sorted());
        out.report(Rule.FIELD_UNKNOWN, line(2), "second");

        var found = out.sorted();

        assertThat(found).extracting(d -> d.range().start().line()).containsExactly(1, 2, 11, 12, 13, 14);
        assertThat(found.get(5).leftOut()).isEqualTo(5);
        assertThat(found.get(5).severity()).isEqualTo(Severity.ERROR);
    }

    @Test
    void anIgnoredDiagnosticIsNeitherKeptNorCounted() {
        var out = new Diagnostics(2);
        out.ignore(Rule.FIELD_UNKNOWN, range -> range.equals(line(1)));
        out.report(Rule.FIELD_UNKNOWN, line(1), "taken back");
        out.report(Rule.FIELD_TYPE, line(1), "kept");
        out.report(Rule.FIELD_UNKNOWN, line(2), "kept");

        assertThat(out.sorted()).extracting(Diagnostic::message).containsExactly("kept", "kept");
        assertThat(out.leftOut()).isZero();
    }
}
