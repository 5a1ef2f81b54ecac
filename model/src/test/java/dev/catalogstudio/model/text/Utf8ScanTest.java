package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The strict reading of well-formed UTF-8 ({@link Utf8Scan}) gives the JDK's text for exactly the bytes the JDK's strict
 * decoder accepts, and nothing for the rest: on seeded random byte strings made of ASCII runs, well-formed sequences
 * of each length and the malformed ones (overlong, surrogate, beyond U+10FFFF, truncated, stray continuation).
 */
class Utf8ScanTest {

    /** Pieces of byte strings, well-formed or not. */
    private static final int[][] PIECES = {
        {'a'}, {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'}, {'\n'}, {0x7F},
        {0xC3, 0xA9}, {0xC2, 0x80}, {0xDF, 0xBF}, {0xE2, 0x86, 0x92}, {0xE0, 0xA0, 0x80}, {0xEF, 0xBF, 0xBD},
        {0xEF, 0xBB, 0xBF}, {0xED, 0x9F, 0xBF}, {0xEE, 0x80, 0x80}, {0xF0, 0x9F, 0x98, 0x80}, {0xF4, 0x8F, 0xBF, 0xBF},
        {0xF0, 0x90, 0x80, 0x80},
        // malformed
        {0xC0, 0xAF}, {0xC1, 0xBF}, {0xE0, 0x80, 0xAF}, {0xED, 0xA0, 0x80}, {0xED, 0xBF, 0xBF}, {0xF0, 0x80, 0x80, 0xAF},
        {0xF4, 0x90, 0x80, 0x80}, {0xF5, 0x80, 0x80, 0x80}, {0xF8}, {0xFF}, {0x80}, {0xBF}, {0xC3}, {0xE2, 0x86},
        {0xF0, 0x9F, 0x98}, {0xC3, 'a'}, {0xE2, 'a', 0x92},
    };

    @Test
    void readsExactlyWhatTheStrictDecoderAcceptsAsTheJdkReadsIt() {
        var random = new Random(8);
        int accepted = 0;
        int refused = 0;
        for (int i = 0; i < 50_000; i++) {
            var bytes = new ByteArrayOutputStream();
            int pieces = random.nextInt(10);
            for (int p = 0; p < pieces; p++) {
                // Mostly well-formed pieces, so that long well-formed strings are many.
                int[] piece = PIECES[random.nextInt(random.nextInt(4) == 0 ? PIECES.length : 16)];
                for (int b : piece) {
                    bytes.write(b);
                }
            }
            byte[] input = bytes.toByteArray();
            SourceText read = Utf8Scan.decodeWellFormed(input);
            String strict = strict(input);
            if (strict == null) {
                assertThat(read).as("%s", java.util.HexFormat.of().formatHex(input)).isNull();
                refused++;
            } else {
                assertThat(read).as("%s", java.util.HexFormat.of().formatHex(input)).isNotNull();
                assertThat(read.text()).isEqualTo(SourceText.of(strict).text());
                assertThat(read.hasBom()).isEqualTo(strict.startsWith("\uFEFF"));
                assertThat(read.codePointCount(0, read.length()))
                        .isEqualTo(read.text().codePointCount(0, read.length()));
                accepted++;
            }
        }
        assertThat(accepted).isGreaterThan(10_000);
        assertThat(refused).isGreaterThan(10_000);
    }

    @Test
    void aTextWithASurrogatePairCountsItAsOneCodePoint() {
        var text = Utf8Scan.decodeWellFormed("a\uD83D\uDE00b".getBytes(StandardCharsets.UTF_8));
        assertThat(text.length()).isEqualTo(4);
        assertThat(text.codePointCount(0, 4)).isEqualTo(3);
        assertThat(text.codePointCount(1, 3)).isEqualTo(1);
        var bmp = Utf8Scan.decodeWellFormed("a\u2192b".getBytes(StandardCharsets.UTF_8));
        assertThat(bmp.codePointCount(0, 3)).isEqualTo(3);
        assertThat(SourceText.of("a\uD83D\uDE00").codePointCount(0, 3)).isEqualTo(2);
    }

    @Test
    void aMalformedFileIsStillReportedWhereItBreaks() {
        byte[] bad = {'o', 'k', '\n', 'x', (byte) 0xC3, 'y'};
        var decoded = DecodedText.decode(bad);
        assertThat(decoded.problem().kind()).isEqualTo(DecodedText.Kind.MALFORMED_UTF8);
        assertThat(decoded.problem().byteOffset()).isEqualTo(4);
        assertThat(decoded.problem().line()).isEqualTo(2);
        assertThat(decoded.problem().column()).isEqualTo(2);
        // A U+FFFD the file really holds is text, not a problem.
        assertThat(DecodedText.decode("\uFFFD".getBytes(StandardCharsets.UTF_8)).isClean()).isTrue();
    }

    /** The JDK's strict decoding, or {@code null} when it refuses the bytes. */
    private static String strict(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
