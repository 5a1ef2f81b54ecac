package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.model.text.SlashPath;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/** The shared Jackson mapper of the JSON and SARIF reports: pretty-printed, one trailing newline. */
final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

    private Json() {
    }

    /** A new empty JSON object. */
    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** {@code value} (maps, lists, strings, numbers, booleans, null) as a JSON tree. */
    static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /**
     * Writes {@code node} pretty-printed, then a newline. The writer's encoding decides the bytes (UTF-8). A file
     * name's byte that is not UTF-8 ({@link SlashPath}), which UTF-8 cannot write, is written {@code %XX}.
     */
    static void print(JsonNode node, PrintWriter out) {
        try {
            out.println(escapeBytes(MAPPER.writeValueAsString(node)));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code json} with each escaped byte of a file name ({@link SlashPath}) as {@code %XX}: only strings hold them. */
    static String escapeBytes(String json) {
        if (!SlashPath.hasEscapedBytes(json)) {
            return json;
        }
        var out = new StringBuilder(json.length() + 16);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            out.append(SlashPath.isEscapedByte(json, i) ? String.format("%%%02X", c & 0xFF) : String.valueOf(c));
        }
        return out.toString();
    }
}
