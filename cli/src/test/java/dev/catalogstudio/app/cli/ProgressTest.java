package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The self-overwriting progress line. */
class ProgressTest {

    private final StringWriter err = new StringWriter();
    private final AtomicLong now = new AtomicLong(1_000);

    @Test
    void disabledWritesNothing() {
        try (var progress = progress(false)) {
            progress.progress(1, 5_000, "reading");
            now.addAndGet(TimeUnit.SECONDS.toNanos(10));
            progress.progress(4_000, 5_000, "reading");
        }
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void smallQuickCheckWritesNothing() {
        try (var progress = progress(true)) {
            progress.progress(10, Progress.MANY_FILES, "reading");
            progress.progress(Progress.MANY_FILES, Progress.MANY_FILES, "done");
        }
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void largeCheckDrawsOneOverwritingLineAndErasesIt() {
        try (var progress = progress(true)) {
            progress.progress(1, 300, "reading");
            now.addAndGet(Progress.REDRAW_NANOS);
            progress.progress(100, 300, "reading");
            progress.progress(300, 300, "done");
        }
        assertThat(err.toString()).isEqualTo("\rreading 1/300\rreading 100/300\rdone 300/300   \r"
                + " ".repeat(15) + "\r");
        assertThat(err.toString()).doesNotContain("\n");
    }

    @Test
    void slowCheckDrawsAfterOneSecondWhateverItsSize() {
        try (var progress = progress(true)) {
            progress.progress(1, 10, "reading");
            now.addAndGet(Progress.SLOW_NANOS);
            progress.progress(2, 10, "reading");
        }
        assertThat(err.toString()).startsWith("\rreading 2/10\r").doesNotContain("1/10");
    }

    @Test
    void redrawsAtMostTenTimesASecond() {
        try (var progress = progress(true)) {
            for (int i = 1; i < 250; i++) {
                progress.progress(i, 1_000, "reading");
            }
        }
        assertThat(err.toString()).contains("reading 1/1000").doesNotContain("reading 2/1000");
    }

    private Progress progress(boolean enabled) {
        return new Progress(new PrintWriter(err), enabled, now::get);
    }
}
