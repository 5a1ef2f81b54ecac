package dev.catalogstudio.model.formats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.catalogstudio.model.format.KindSpec;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Validates instances against the generated schemas with an independent JSON Schema implementation (networknt, draft
 * 2020-12), reading each schema from its written text, as an editor would.
 */
final class SchemaValidator {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    /** By schema text: tests build several kinds with one id. */
    private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();

    private SchemaValidator() {
    }

    /** The validator's messages for {@code instance} against {@code spec}'s schema; empty when it is valid. */
    static List<String> errors(KindSpec spec, JsonNode instance) {
        var schema = SCHEMAS.computeIfAbsent(JsonSchemas.write(spec), text -> REGISTRY.getSchema(text,
                InputFormat.JSON));
        try {
            return schema.validate(JSON.writeValueAsString(instance), InputFormat.JSON).stream()
                    .map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@link #errors} of a JSON text. */
    static List<String> errors(KindSpec spec, String json) {
        try {
            return errors(spec, JSON.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
