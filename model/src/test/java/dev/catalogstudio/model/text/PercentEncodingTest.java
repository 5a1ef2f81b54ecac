package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The one percent-encoding of the project. */
class PercentEncodingTest {

    @Test
    void decodesEscapesAsBytesAndKeepsMalformedOnes() {
        assertThat(PercentEncoding.decode("a%20b%3A%zz%E2%82%AC%")).isEqualTo("a b:%zz\u20ac%");
        assertThat(PercentEncoding.decodeBytes("caf%E9")).containsExactly('c', 'a', 'f', 0xE9 - 256);
        assertThat(PercentEncoding.decode("\uD83D\uDE00%41")).isEqualTo("\uD83D\uDE00A");
        assertThat(PercentEncoding.decode("plain")).isSameAs("plain");
    }

    @Test
    void encodesAllButUnreservedAndWhatTheCallerKeeps() {
        byte[] name = "javascript:alert(1)/é".getBytes(StandardCharsets.UTF_8);
        assertThat(PercentEncoding.encode(name, "/")).isEqualTo("javascript%3Aalert%281%29/%C3%A9");
        assertThat(PercentEncoding.encode(name, "/:()")).isEqualTo("javascript:alert(1)/%C3%A9");
        assertThat(PercentEncoding.decode(PercentEncoding.encode(name, ""))).isEqualTo("javascript:alert(1)/é");
    }
}
