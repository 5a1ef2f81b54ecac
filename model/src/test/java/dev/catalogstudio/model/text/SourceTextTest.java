package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SourceTextTest {

    @Test
    void positionsAreOneBasedLinesAndColumnsOverZeroBasedOffsets() {
        var text = SourceText.of("ab\ncd\r\nef\rg");

        assertThat(text.lineCount()).isEqualTo(4);
        assertThat(text.positionAt(0)).isEqualTo(new Position(1, 1, 0));
        assertThat(text.positionAt(4)).isEqualTo(new Position(2, 2, 4));
        assertThat(text.positionAt(7)).isEqualTo(new Position(3, 1, 7));
        assertThat(text.positionAt(11)).isEqualTo(new Position(4, 2, 11));
        assertThat(text.lineText(2)).isEqualTo("cd");
        assertThat(text.lineText(3)).isEqualTo("ef");
        assertThat(text.offsetAt(2, 99)).as("clamped to the line end").isEqualTo(5);
        assertThat(text.lineEnding()).isEqualTo(LineEnding.LF);
    }

    @Test
    void aByteOrderMarkIsRememberedButNotCounted() {
        var text = SourceText.of("\uFEFF---\r\nx");

        assertThat(text.hasBom()).isTrue();
        assertThat(text.text()).startsWith("---");
        assertThat(text.lineEnding()).isEqualTo(LineEnding.CRLF);
        assertThat(text.positionAt(0).column()).isEqualTo(1);
    }

    @Test
    void codePointColumnsMapToUtf16Offsets() {
        var text = SourceText.of("a😀b: x");

        assertThat(text.offsetAtCodePoint(0, 2)).isEqualTo(3);
    }

    @Test
    void outOfRangeOffsetsThrow() {
        assertThatThrownBy(() -> SourceText.of("ab").positionAt(3)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void decodingFindsTheFirstMalformedByte() {
        byte[] bytes = "ok\nab".getBytes(StandardCharsets.UTF_8);
        byte[] bad = new byte[bytes.length + 2];
        System.arraycopy(bytes, 0, bad, 0, bytes.length);
        bad[bytes.length] = (byte) 0xC3; // a truncated two-byte sequence
        bad[bytes.length + 1] = 'z';

        var decoded = DecodedText.decode(bad);

        assertThat(decoded.problem().kind()).isEqualTo(DecodedText.Kind.MALFORMED_UTF8);
        assertThat(decoded.problem().byteOffset()).isEqualTo(5);
        assertThat(decoded.problem().line()).isEqualTo(2);
        assertThat(decoded.problem().column()).isEqualTo(3);
        assertThat(decoded.text().text()).isEqualTo("ok\nab\uFFFDz");
    }

    @Test
    void cleanUtf8DecodesWithoutProblem() {
        var decoded = DecodedText.decode("héllo ✓".getBytes(StandardCharsets.UTF_8));

        assertThat(decoded.isClean()).isTrue();
        assertThat(decoded.text().text()).isEqualTo("héllo ✓");
    }

    @Test
    void aReplacementCharacterTheFileHoldsIsCleanAndAMalformedByteAfterItIsFound() {
        var clean = DecodedText.decode("a \uFFFD b\uFEFF".getBytes(StandardCharsets.UTF_8));
        assertThat(clean.isClean()).isTrue();
        assertThat(clean.text().text()).isEqualTo("a \uFFFD b\uFEFF");

        byte[] text = "\uFFFD\nxy".getBytes(StandardCharsets.UTF_8);
        byte[] bad = java.util.Arrays.copyOf(text, text.length + 1);
        bad[text.length] = (byte) 0xFF; // never valid in UTF-8
        var decoded = DecodedText.decode(bad);
        assertThat(decoded.problem().kind()).isEqualTo(DecodedText.Kind.MALFORMED_UTF8);
        assertThat(decoded.problem().byteOffset()).isEqualTo(text.length);
        assertThat(decoded.problem().line()).isEqualTo(2);
        assertThat(decoded.problem().column()).isEqualTo(3);
    }

    @Test
    void textEditsReplaceTheirRange() {
        var text = SourceText.of("name: pdf");

        assertThat(new TextEdit(text.range(6, 9), "docs").applyTo(text.text())).isEqualTo("name: docs");
    }

    @Test
    void aNulIsFoundWhereverItIsInTheSniffedHead() {
        var random = new java.util.Random(7);
        for (int length = 0; length < 40; length++) {
            for (int nul = -1; nul < length; nul++) {
                byte[] bytes = new byte[length];
                for (int i = 0; i < length; i++) {
                    bytes[i] = (byte) (1 + random.nextInt(255)); // never 0, sometimes 0x80 and above
                }
                if (nul >= 0) {
                    bytes[nul] = 0;
                }
                assertThat(Utf8Scan.indexOfNul(bytes, length)).as("length %d, NUL at %d", length, nul).isEqualTo(nul);
            }
        }
        // Only the head is sniffed: a NUL past it is not looked for.
        byte[] late = new byte[DecodedText.BINARY_SNIFF_BYTES + 8];
        java.util.Arrays.fill(late, (byte) 'a');
        late[DecodedText.BINARY_SNIFF_BYTES + 3] = 0;
        assertThat(DecodedText.decode(late).problem()).isNull();
        late[DecodedText.BINARY_SNIFF_BYTES - 1] = 0;
        assertThat(DecodedText.decode(late).problem().byteOffset()).isEqualTo(DecodedText.BINARY_SNIFF_BYTES - 1);
    }
}
