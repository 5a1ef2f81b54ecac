package dev.catalogstudio.model.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.text.SourceText;
import org.junit.jupiter.api.Test;

class JsonParserTest {

    private final JsonParser parser = new JsonParser();

    @Test
    void keepsRangesOfNamesAndValues() {
        var source = SourceText.of("{\n  \"a\": [1, \"x\\\"y\", true],\n  \"b\": null\n}\n");

        var root = (JsonObject) parser.parse(source).root();

        var a = root.member("a").orElseThrow();
        assertThat(source.slice(a.nameRange())).isEqualTo("\"a\"");
        var items = ((JsonArray) a.value()).items();
        assertThat(source.slice(items.get(1).range())).isEqualTo("\"x\\\"y\"");
        assertThat(((JsonValue.JsonString) items.get(1)).value()).isEqualTo("x\"y");
        assertThat(items.get(2).range().start()).hasToString("2:20");
        assertThat(source.slice(root.range())).endsWith("}");
    }

    @Test
    void reportsSyntaxErrorsWithAPosition() {
        var result = parser.parse(SourceText.of("{\n  \"a\": 1,\n}\n"));

        assertThat(result.root()).isNull();
        assertThat(result.error().range().start().line()).isEqualTo(3);
    }

    @Test
    void aJsonTextIsExactlyOneValue() {
        var result = parser.parse(SourceText.of("{\"mcpServers\": 3}\n[]\n"));

        assertThat(result.root()).as("a later value must not replace an invalid first one").isNull();
        assertThat(result.error().message()).contains("exactly one value");
        assertThat(result.error().range().start().line()).isEqualTo(2);
        assertThat(result.error().range().start().column()).isEqualTo(1);
        assertThat(parser.parse(SourceText.of("  {\"a\": 1}  \n\n")).error()).as("white space may follow").isNull();
    }

    @Test
    void keepsDuplicateMembers() {
        var result = parser.parse(SourceText.of("{\"a\": 1, \"a\": 2}"));

        assertThat(result.duplicates()).singleElement().satisfies(m -> assertThat(m.nameRange().start()).hasToString("1:10"));
    }

    @Test
    void deepNestingIsAnErrorNotAStackOverflow() {
        var result = parser.parse(SourceText.of("[".repeat(10_000) + "]".repeat(10_000)));

        assertThat(result.error().message()).contains("nesting depth");
    }

    @Test
    void layoutIsTwoSpaceWithVerbatimScalars() {
        var source = SourceText.of("{\"a\":[1.50,\"\\u00e9\"],\"b\":{},\"c\":[]}");

        var text = JsonLayout.render(parser.parse(source).root(), source, "\n");

        assertThat(text).isEqualTo("{\n  \"a\": [\n    1.50,\n    \"\\u00e9\"\n  ],\n  \"b\": {},\n  \"c\": []\n}\n");
    }
}
