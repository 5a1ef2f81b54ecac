package dev.catalogstudio.model.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.Spans;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Turning scanner marks into offsets walks each line once, however many tokens it holds. Counted, never timed. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class YamlHighlighterScalingTest {

    private static long walked(String text) {
        long before = YamlHighlighter.CODE_POINTS_WALKED.sum() + YamlHighlighter.CHARS_SCANNED.sum();
        var spans = new Spans();
        YamlHighlighter.highlight(SourceText.of(text), spans);
        assertThat(spans.toList()).isNotEmpty();
        return YamlHighlighter.CODE_POINTS_WALKED.sum() + YamlHighlighter.CHARS_SCANNED.sum() - before;
    }

    @Test
    void aLongFlowLineCostsItsLengthOnce() {
        int n = 5_000;
        long small = walked("k: [" + "1, ".repeat(n) + "2]\n");
        long large = walked("k: [" + "1, ".repeat(4 * n) + "2]\n");
        assertThat(large).isLessThanOrEqualTo(small * 9 / 2);
        assertThat(small).isLessThan(2L * 4 * 3 * n);
    }

    @Test
    void aBrokenLineRestartsTheScanWithoutRescanningWhatCameBefore() {
        int n = 2_000;
        long small = walked("a: 1\n" + "b: c: d\n".repeat(n) + "e: true\n");
        long large = walked("a: 1\n" + "b: c: d\n".repeat(4 * n) + "e: true\n");
        assertThat(large).isLessThanOrEqualTo(small * 9 / 2 + 16);
    }
}
