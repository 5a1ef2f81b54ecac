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

    @Test
    void aPathBelowItsBaseIsCutFromItsTextAsItsNamesWouldJoin() {
        for (String base : java.util.List.of("/", "/w", "/w/x", "/w/sk ills", "/caf\u00e9")) {
            for (String rest : java.util.List.of("a", "a/b.md", "\u00fcn\u00ef/c\u00f8d\u00e9 x/a\\b.md", "x/.hidden/y")) {
                Path b = Path.of(base);
                Path p = b.resolve(rest);
                assertThat(SlashPath.relative(b, p)).as("%s under %s", rest, base)
                        .isEqualTo(SlashPath.of(b.relativize(p))).isEqualTo(rest);
            }
        }
        // Not below the base, or the base itself: as relativize gives it.
        assertThat(SlashPath.relative(Path.of("/w/x"), Path.of("/w/xy/a"))).isEqualTo("../xy/a");
        assertThat(SlashPath.relative(Path.of("/w/x"), Path.of("/w/x"))).isEmpty();
        assertThat(SlashPath.relative(Path.of("/w/x"), Path.of("/w"))).isEqualTo("..");
    }
}
