package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file is read into one array of its size, whatever its size did since it was looked up, and never past the limit. */
class TextFileReaderTest {

    /** A stream that counts the bytes it hands out and the reads asked of it. */
    private static final class Counting extends ByteArrayInputStream {
        int calls;

        Counting(byte[] bytes) {
            super(bytes);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            calls++;
            return super.read(b, off, len);
        }
    }

    private static byte[] bytes(int n) {
        var b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) ('a' + i % 26);
        }
        return b;
    }

    @Test
    void aFileOfTheSizeLookedUpIsReadIntoOneArrayOfThatSize() throws IOException {
        var data = bytes(100_000);
        var in = new Counting(data);
        var read = TextFileReader.readBounded(in, data.length);
        assertThat(read).isEqualTo(data);
        assertThat(read.length).isEqualTo(data.length);
        // One bulk read fills the array; the end is then confirmed by one more (no 8 KiB chunks copied together).
        assertThat(in.calls).isLessThanOrEqualTo(2);
    }

    @Test
    void aFileThatGrewOrShrankIsReadAsItIsNow() throws IOException {
        var data = bytes(50_000);
        assertThat(TextFileReader.readBounded(new ByteArrayInputStream(data), 10_000)).isEqualTo(data);
        assertThat(TextFileReader.readBounded(new ByteArrayInputStream(data), 80_000)).isEqualTo(data);
        assertThat(TextFileReader.readBounded(new ByteArrayInputStream(data), 0)).isEqualTo(data);
        assertThat(TextFileReader.readBounded(new ByteArrayInputStream(new byte[0]), 0)).isEmpty();
        assertThat(TextFileReader.readBounded(new ByteArrayInputStream(new byte[0]), 5)).isEmpty();
    }

    @Test
    void noMoreThanTheLimitIsReadWhateverTheSizeSaid() throws IOException {
        int limit = (int) TextFileReader.MAX_FULL_READ_BYTES + 1;
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'x';
            }
        };
        assertThat(TextFileReader.readBounded(endless, 10)).hasSize(limit);
        assertThat(TextFileReader.readBounded(endless, Long.MAX_VALUE)).hasSize(limit);
    }

    @Test
    void readingFromDiskKeepsWholeFilesWholeAndCutsLargeOnes(@TempDir Path dir) throws IOException {
        var small = dir.resolve("SKILL.md");
        Files.write(small, bytes(20_000));
        var read = TextFileReader.read(small);
        assertThat(read.truncated()).isFalse();
        assertThat(read.bytes()).isEqualTo(Files.readAllBytes(small));

        var large = dir.resolve("big.md");
        var big = bytes((int) TextFileReader.MAX_FULL_READ_BYTES + 10);
        Arrays.fill(big, 1000, 1001, (byte) '\n');
        Files.write(large, big);
        var head = TextFileReader.read(large);
        assertThat(head.truncated()).isTrue();
        assertThat(head.bytes()).hasSize(1001);
    }
}
