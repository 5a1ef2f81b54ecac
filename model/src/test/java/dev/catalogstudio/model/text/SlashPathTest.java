package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** File names as the model writes them: UTF-8 read from the bytes, other bytes kept (never U+FFFD). */
class SlashPathTest {

    @Test
    void bytesThatAreNotUtf8AreKeptAndGivenBack() {
        byte[] name = {'c', 'a', 'f', (byte) 0xE9, '-', (byte) 0xC3, (byte) 0xA9, (byte) 0xF0, (byte) 0x9F,
            (byte) 0x98, (byte) 0x80, (byte) 0xFF};
        String text = SlashPath.decode(name);

        assertThat(text).isEqualTo("caf\uDCE9-\u00e9\uD83D\uDE00\uDCFF").doesNotContain("\uFFFD");
        assertThat(SlashPath.hasEscapedBytes(text)).isTrue();
        assertThat(SlashPath.bytes(text)).isEqualTo(name);
        assertThat(SlashPath.hasEscapedBytes("caf\u00e9 \uD83D\uDE00")).isFalse();
        assertThat(SlashPath.bytes("caf\u00e9")).isEqualTo("caf\u00e9".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void utf8NamesAndBackslashesAreKeptAsWritten() {
        assertThat(SlashPath.of(Path.of("skills", "ünï cødé", "a\\b.md"))).isEqualTo("skills/ünï cødé/a\\b.md");
        assertThat(SlashPath.of(Path.of(""))).isEmpty();
    }
}
