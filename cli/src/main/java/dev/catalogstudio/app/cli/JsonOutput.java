package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.model.text.SlashPath;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The command line's JSON output, pretty-printed with one trailing newline, two ways that write the same bytes: a
 * streaming generator ({@link #write}, jackson-core only) for the reports a CI job reads after every check, and
 * Jackson's tree ({@link #object}, {@link #tree}, {@link #print}) for the rest. Loading databind's mapper and its
 * serializers is most of a tenth of a second in a fresh JVM, which a check's JSON or SARIF report does not pay.
 */
final class JsonOutput {

    /** What writes a JSON value on a generator. */
    @FunctionalInterface
    interface Body {
        void write(JsonGenerator json) throws IOException;
    }

    private static final JsonFactory FACTORY = new JsonFactory(); // writes to a StringWriter only

    /** The tree's mapper, made on first use (a holder class): {@link #write} does without it. */
    private static final class Tree {
        static final ObjectMapper MAPPER = new ObjectMapper()
                .enable(SerializationFeature.INDENT_OUTPUT)
                .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    }

    private JsonOutput() {
    }

    /** A new empty JSON object. */
    static ObjectNode object() {
        return Tree.MAPPER.createObjectNode();
    }

    /** {@code value} (maps, lists, strings, numbers, booleans, null) as a JSON tree. */
    static JsonNode tree(Object value) {
        return Tree.MAPPER.valueToTree(value);
    }

    /**
     * Writes {@code node} pretty-printed, then a newline. The writer's encoding decides the bytes (UTF-8). A file
     * name's byte that is not UTF-8 ({@link SlashPath}), which UTF-8 cannot write, is written {@code %XX}.
     */
    static void print(JsonNode node, PrintWriter out) {
        try {
            out.println(escapeBytes(Tree.MAPPER.writeValueAsString(node)));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the value {@code body} writes, pretty-printed as {@link #print} does (Jackson's default pretty printer),
     * then a newline; file names' escaped bytes as {@link #print} writes them.
     */
    static void write(PrintWriter out, Body body) {
        var text = new StringWriter();
        try (var json = FACTORY.createGenerator(text)) {
            json.useDefaultPrettyPrinter();
            body.write(json);
            if (!json.getOutputContext().inRoot()) {
                // closing would end the open arrays and objects silently: a report left half-written is a bug
                throw new IllegalStateException("a JSON body left " + json.getOutputContext().typeDesc() + " open");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail; a Body may
        }
        out.println(escapeBytes(text.toString()));
    }

    /** Writes the field {@code name}: {@code value}, or {@code null} for an empty {@code value}. */
    static void stringOrNull(JsonGenerator json, String name, String value) throws IOException {
        if (value.isEmpty()) {
            json.writeNullField(name);
        } else {
            json.writeStringField(name, value);
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
