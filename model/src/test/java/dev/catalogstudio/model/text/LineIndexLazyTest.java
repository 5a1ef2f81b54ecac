package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** The line index scans only as far as it is asked, and answers as a whole-text index would, from any thread. */
class LineIndexLazyTest {

    /** A text that counts how many of its characters were read. */
    private static final class Counting implements CharSequence {
        final String text;
        int reads;

        Counting(String text) {
            this.text = text;
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public char charAt(int index) {
            reads++;
            return text.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return text.subSequence(start, end);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    @Test
    void aPositionNearTheStartScansNoFurtherThanItsLine() {
        var text = new Counting("---\nname: a\n---\n" + "body line\n".repeat(10_000));
        var index = LineIndex.of(text);
        assertThat(index.lineOf(5)).isEqualTo(2);
        assertThat(index.columnOf(9)).isEqualTo(6);
        assertThat(text.reads).isLessThan(40);
        assertThat(index.lineCount()).isEqualTo(10_004);
        assertThat(text.reads).isGreaterThan(100_000);
    }

    @Test
    void askingWhetherALineExistsReadsNoFurtherThanItsStart() {
        var text = new Counting("a\nb\nc\n" + "body line\n".repeat(10_000));
        var index = LineIndex.of(text);
        assertThat(index.hasLine(3)).isTrue();
        assertThat(index.hasLine(0)).isFalse();
        assertThat(text.reads).isLessThan(10);
        assertThat(index.scanned()).isLessThan(10);
        assertThat(index.hasLine(10_005)).isFalse();
        assertThat(index.hasLine(10_004)).isTrue();
        assertThat(index.scanned()).isEqualTo(text.length());
        assertThat(LineIndex.of("").hasLine(1)).isTrue();
        assertThat(LineIndex.of("").hasLine(2)).isFalse();
        assertThat(LineIndex.of("x\n").hasLine(2)).isTrue();
    }

    @Test
    void answersAsAnIndexBuiltWholeDoes() {
        String s = "a\r\nbb\rccc\n\nd";
        var lazy = LineIndex.of(s);
        assertThat(lazy.lineEnd(1)).isEqualTo(1);
        assertThat(lazy.lineStart(3)).isEqualTo(6);
        assertThat(lazy.offset(4, 1)).isEqualTo(10);
        assertThat(lazy.firstLineEnding()).isEqualTo(LineEnding.CRLF);
        for (int offset = 0; offset <= s.length(); offset++) {
            var fresh = LineIndex.of(s);
            fresh.lineCount();
            assertThat(LineIndex.of(s).lineOf(offset)).as("line of %d", offset).isEqualTo(fresh.lineOf(offset));
            assertThat(LineIndex.of(s).columnOf(offset)).as("column of %d", offset).isEqualTo(fresh.columnOf(offset));
        }
        assertThat(lazy.lineCount()).isEqualTo(5);
        assertThat(lazy.lineStart(99)).isEqualTo(11);
    }

    @Test
    void threadsAskingAtOnceSeeOneIndex() throws InterruptedException {
        String s = "line\n".repeat(50_000);
        var index = LineIndex.of(s);
        var start = new CountDownLatch(1);
        var threads = new ArrayList<Thread>();
        var results = new int[8];
        for (int t = 0; t < 8; t++) {
            int which = t;
            var thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                results[which] = index.lineOf(5 * (which * 6_000 + 3) + 2);
            });
            threads.add(thread);
            thread.start();
        }
        start.countDown();
        for (var thread : threads) {
            thread.join();
        }
        for (int t = 0; t < 8; t++) {
            assertThat(results[t]).isEqualTo(t * 6_000 + 4);
        }
        assertThat(index.lineCount()).isEqualTo(50_001);
    }
}
