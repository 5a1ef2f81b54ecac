package dev.catalogstudio.model.formats;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.FieldType;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.LengthUnit;
import dev.catalogstudio.model.format.UnknownKeys;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The shape of the generated schemas: what each part of a field specification becomes in JSON Schema 2020-12. */
class JsonSchemasTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aSchemaNamesItsDialectIdTitleAndRequiredKeys() {
        var spec = Specs.byId("agent-skill").orElseThrow();
        var schema = JsonSchemas.of(spec);

        assertThat(schema.get("$schema").asText()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
        assertThat(schema.get("$id").asText()).isEqualTo("https://catalog-studio.dev/schemas/agent-skill.schema.json");
        assertThat(schema.get("title").asText()).isEqualTo(spec.title());
        assertThat(schema.get("description").asText()).isEqualTo(spec.help());
        assertThat(texts(schema.get("required"))).containsExactly("name", "description");
        var name = schema.get("properties").get("name");
        assertThat(name.get("description").asText()).isEqualTo(spec.field("name").orElseThrow().help());
        assertThat(name.get("pattern").asText()).isEqualTo("^[a-z0-9]+(-[a-z0-9]+)*$");
        assertThat(name.get("maxLength").asInt()).isEqualTo(64);
        assertThat(name.get("$comment").asText()).isEqualTo("agent-skills.md § name field");
    }

    @Test
    void unknownKeysBecomeAdditionalProperties() {
        var skill = JsonSchemas.of(Specs.byId("agent-skill").orElseThrow());
        assertThat(skill.get("additionalProperties").asBoolean(true)).isFalse();
        assertThat(skill.get("patternProperties").has("^x_")).isTrue();

        var settings = JsonSchemas.of(Specs.byId("catalog-studio-yaml").orElseThrow());
        assertThat(settings.get("additionalProperties").asBoolean(true)).isFalse();
        assertThat(settings.has("patternProperties")).isFalse();

        var mcp = JsonSchemas.of(Specs.byId("mcp-json").orElseThrow());
        assertThat(mcp.has("additionalProperties")).isFalse();
        assertThat(mcp.get("properties").get("mcpServers").get("additionalProperties").get("anyOf"))
                .as("each server needs command or url").hasSize(2);
    }

    @Test
    void propertiesAreInTheSpecsOrder() {
        for (var spec : Specs.all()) {
            var names = new ArrayList<String>();
            JsonSchemas.of(spec).get("properties").fieldNames().forEachRemaining(names::add);
            assertThat(names).as(spec.id()).isEqualTo(spec.fields().stream().map(FieldSpec::name).toList());
        }
    }

    @Test
    void eachTypeHasItsShape() {
        var spec = kind(
                field("s", FieldType.STRING).allowed("a", "b").defaultValue("a").help("S.").spec("t § s").build(),
                field("i", FieldType.INTEGER).range("1", null).defaultValue("3").help("I.").spec("t § i").build(),
                field("n", FieldType.NUMBER).range("0.0", "1.0").help("N.").spec("t § n").build(),
                field("b", FieldType.BOOLEAN).defaultValue("true").help("B.").spec("t § b").build(),
                field("l", FieldType.STRING_LIST).pattern("^x").help("L.").spec("t § l").build(),
                field("o", FieldType.OBJECT).unknownKeys(UnknownKeys.REJECTED).fields(field("k", FieldType.STRING)
                        .required().help("K.").spec("t § k").build()).help("O.").spec("t § o").build(),
                field("ol", FieldType.OBJECT_LIST).fields(field("k", FieldType.STRING).help("K.").spec("t § k")
                        .build()).help("OL.").spec("t § ol").build(),
                field("ms", FieldType.MAP_OF_STRINGS).help("MS.").spec("t § ms").build(),
                field("so", FieldType.STRING_OR_OBJECT).allowed("x").fields(field("k", FieldType.STRING).help("K.")
                        .spec("t § k").build()).help("SO.").spec("t § so").build(),
                field("sl", FieldType.STRING_OR_STRING_LIST).help("SL.").spec("t § sl").build(),
                field("sol", FieldType.STRING_OR_OBJECT_LIST).pattern("^o").fields(field("k", FieldType.STRING)
                        .help("K.").spec("t § k").build()).help("SOL.").spec("t § sol").build(),
                field("any", FieldType.ANY).help("Any.").spec("t § any").build(),
                field("no", FieldType.FORBIDDEN).help("No.").spec("t § no").build(),
                field("old", FieldType.STRING).deprecated().help("Old.").spec("t § old").build());
        var p = JsonSchemas.of(spec).get("properties");

        assertThat(texts(p.get("s").get("enum"))).containsExactly("a", "b");
        assertThat(p.get("s").get("default").asText()).isEqualTo("a");
        assertThat(p.get("i").get("type").asText()).isEqualTo("integer");
        assertThat(p.get("i").get("minimum").asInt()).isEqualTo(1);
        assertThat(p.get("i").get("default").isIntegralNumber()).isTrue();
        assertThat(p.get("i").has("maximum")).isFalse();
        assertThat(p.get("n").get("maximum").asDouble()).isEqualTo(1.0);
        assertThat(p.get("b").get("default").isBoolean()).isTrue();
        assertThat(p.get("l").get("items").get("pattern").asText()).isEqualTo("^x");
        assertThat(p.get("o").get("additionalProperties").asBoolean(true)).isFalse();
        assertThat(texts(p.get("o").get("required"))).containsExactly("k");
        assertThat(p.get("ol").get("items").get("properties").has("k")).isTrue();
        assertThat(p.get("ms").get("additionalProperties").get("type").asText()).isEqualTo("string");
        assertThat(texts(p.get("so").get("oneOf").get(0).get("enum"))).containsExactly("x");
        assertThat(p.get("so").get("oneOf").get(1).get("type").asText()).isEqualTo("object");
        assertThat(p.get("sl").get("oneOf").get(1).get("type").asText()).isEqualTo("array");
        assertThat(p.get("sol").get("items").get("oneOf").get(0).get("pattern").asText()).isEqualTo("^o");
        assertThat(p.get("any").has("type")).isFalse();
        assertThat(p.get("no").get("not").isEmpty()).isTrue();
        assertThat(p.get("old").get("deprecated").asBoolean()).isTrue();

        assertThat(SchemaValidator.errors(spec, "{\"s\": \"a\", \"i\": 2, \"n\": 0.5, \"sol\": [\"o1\", {\"k\": \"z\"}],"
                + " \"so\": {\"k\": \"v\"}, \"sl\": \"one\", \"any\": [1, {}]}")).isEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"s\": \"c\"}")).isNotEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"i\": 0}")).isNotEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"n\": 1.5}")).isNotEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"so\": \"y\"}")).isNotEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"sol\": [\"p\"]}")).isNotEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"o\": {\"k\": \"v\", \"other\": 1}}")).isNotEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"no\": null}")).isNotEmpty();
    }

    @Test
    void aByteLimitIsLeftToCheckAndSaidSo() {
        var spec = kind(field("title", FieldType.STRING).length(null, 10, LengthUnit.BYTES).help("T.")
                .spec("t § title").build());
        var title = JsonSchemas.of(spec).get("properties").get("title");

        assertThat(title.has("maxLength")).isFalse();
        assertThat(title.get("$comment").asText()).contains("at most 10 bytes").contains("cannot be expressed");
        assertThat(SchemaValidator.errors(spec, "{\"title\": \"ééééééééé\"}")).as("18 bytes: not checked").isEmpty();
    }

    @Test
    void characterLimitsCountCodePoints() {
        var spec = kind(field("t", FieldType.STRING).length(1, 2, LengthUnit.CHARACTERS).help("T.").spec("t § t")
                .build());
        assertThat(SchemaValidator.errors(spec, "{\"t\": \"\uD83D\uDE00\uD83D\uDE00\"}")).as("two emoji, 4 UTF-16 units")
                .isEmpty();
        assertThat(SchemaValidator.errors(spec, "{\"t\": \"abc\"}")).isNotEmpty();
    }

    @Test
    void theTextIsStablePrettyJsonWithATrailingNewline() throws Exception {
        for (var spec : Specs.all()) {
            String text = JsonSchemas.write(spec);
            assertThat(text).as(spec.id()).endsWith("}\n").doesNotEndWith("\n\n").doesNotContain("\r")
                    .startsWith("{\n  \"$schema\": ").isEqualTo(JsonSchemas.write(spec));
            JsonNode parsed = JSON.readTree(text);
            // Numbers compare by value: the tree holds 0.0 as a BigDecimal, the parser reads it as a double.
            assertThat(parsed.equals((a, b) -> a.isNumber() && b.isNumber()
                    ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1, JsonSchemas.of(spec)))
                    .as(spec.id()).isTrue();
        }
        assertThat(JsonSchemas.fileName(Specs.byId("oaf-agent").orElseThrow())).isEqualTo("oaf-agent.schema.json");
    }

    private static KindSpec kind(FieldSpec... fields) {
        return new KindSpec("test-kind", "Test kind", "A kind for tests.", "t § kind", DocumentFormat.JSON_FILE,
                "test.json", Optional.of(DocumentKind.OTHER), List.of(fields), UnknownKeys.ALLOWED, List.of());
    }

    private static List<String> texts(JsonNode array) {
        var out = new ArrayList<String>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
