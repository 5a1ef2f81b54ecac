package dev.catalogstudio.model.hosts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The profiles' own reader reads every profile file exactly as the model's JSON parser does, and refuses non-JSON. */
class ProfileJsonTest {

    private static String resource(String name) throws IOException {
        try (InputStream in = HostProfiles.class.getResourceAsStream(name + ".json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The model parser's tree as plain values, the shapes ProfileJson gives. */
    private static Object plain(JsonValue value) {
        if (value instanceof JsonValue.JsonObject o) {
            var map = new LinkedHashMap<String, Object>();
            o.members().forEach(m -> map.put(m.name(), plain(m.value())));
            return map;
        }
        if (value instanceof JsonValue.JsonArray a) {
            var list = new ArrayList<Object>();
            a.items().forEach(i -> list.add(plain(i)));
            return list;
        }
        if (value instanceof JsonValue.JsonString s) {
            return s.value();
        }
        if (value instanceof JsonValue.JsonNumber n) {
            return n.text().matches("-?\\d+") ? (Object) Long.valueOf(n.text()) : (Object) Double.valueOf(n.text());
        }
        if (value instanceof JsonValue.JsonBoolean b) {
            return b.value();
        }
        return null;
    }

    @Test
    void everyProfileFileReadsAsTheJsonParserReadsIt() throws IOException {
        for (String host : Hosts.NAMES) {
            String text = resource(host);
            var expected = new JsonParser().parse(SourceText.of(text));
            assertThat(expected.error()).as(host).isNull();
            assertThat(ProfileJson.read(text)).as(host).isEqualTo(plain(expected.root()));
        }
    }

    @Test
    void readsEveryKindOfValue() {
        var value = ProfileJson.read(" {\"a\": [1, -2, 2.5, true, false, null, \"x\\\"\\\\\\/\\n\\u00e9\"], \"b\": {}, "
                + "\"c\": []}\n");
        assertThat(value).isEqualTo(Map.of("a", java.util.Arrays.asList(1L, -2L, 2.5, true, false, null,
                "x\"\\/\n\u00e9"), "b", Map.of(), "c", List.of()));
    }

    @Test
    void refusesWhatIsNotOneJsonValue() {
        for (String bad : List.of("", "{", "{\"a\" 1}", "[1 2]", "{\"a\": 1} x", "\"\\q\"", "[tru]", "\"\\u12\"")) {
            assertThatThrownBy(() -> ProfileJson.read(bad)).as(bad).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("at offset");
        }
    }
}
