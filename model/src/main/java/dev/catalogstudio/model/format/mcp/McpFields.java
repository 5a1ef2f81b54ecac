package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The client-config fields a server definition shares between a MetaAgents MCP file and a {@code .mcp.json} entry
 * ({@code type}, {@code command}, {@code args}, {@code env}, {@code url}, {@code headers}), their expected JSON types
 * and typed accessors that ignore values of the wrong type (which {@link #checkTypes} reports).
 */
final class McpFields {

    /** The {@code type} values hosts accept; {@code stdio} runs {@code command}, the others connect to {@code url}. */
    static final Set<String> TRANSPORTS = Set.of("stdio", "http", "sse", "streamable-http");

    /** The transport that runs a local process. */
    static final String STDIO = "stdio";

    private static final List<String> STRING_FIELDS = List.of("type", "command", "url");
    private static final List<String> MAP_FIELDS = List.of("env", "headers");

    private McpFields() {
    }

    /**
     * Reports {@code field-type} for a definition whose {@code type}, {@code command} or {@code url} is not a string,
     * whose {@code args} is not an array of strings, or whose {@code env} or {@code headers} is not an object of
     * strings. The range is the offending value.
     */
    static void checkTypes(JsonObject server, Diagnostics out) {
        for (String field : STRING_FIELDS) {
            server.get(field).filter(v -> !(v instanceof JsonString)).ifPresent(v -> wrongType(out, v,
                    "\"" + field + "\"", "a string", field.equals("type") ? "\"stdio\"" : "\"npx\""));
        }
        server.get("args").ifPresent(args -> {
            if (!(args instanceof JsonArray array)) {
                wrongType(out, args, "\"args\"", "an array of strings", "[\"-y\", \"@scope/server\"]");
                return;
            }
            array.items().stream().filter(v -> !(v instanceof JsonString))
                    .forEach(v -> wrongType(out, v, "an \"args\" item", "a string", "\"--port\", \"8080\""));
        });
        for (String field : MAP_FIELDS) {
            server.get(field).ifPresent(map -> {
                if (!(map instanceof JsonObject object)) {
                    wrongType(out, map, "\"" + field + "\"", "an object of strings", "{\"NAME\": \"value\"}");
                    return;
                }
                object.members().stream().filter(m -> !(m.value() instanceof JsonString)).forEach(m -> wrongType(
                        out, m.value(), "\"" + field + "." + m.name() + "\"", "a string", "\"value\""));
            });
        }
    }

    /** The string items of {@code args}, in order (empty when {@code args} is absent or not an array). */
    static List<JsonString> args(JsonObject server) {
        return server.get("args").filter(JsonArray.class::isInstance).map(JsonArray.class::cast)
                .map(a -> a.items().stream().filter(JsonString.class::isInstance).map(JsonString.class::cast).toList())
                .orElse(List.of());
    }

    /** The members of {@code field} ({@code env}, {@code headers}) whose value is a string. */
    static Stream<JsonValue.Member> stringEntries(JsonObject server, String field) {
        return server.get(field).filter(JsonObject.class::isInstance).map(JsonObject.class::cast).stream()
                .flatMap(o -> o.members().stream()).filter(m -> m.value() instanceof JsonString);
    }

    private static void wrongType(Diagnostics out, JsonValue value, String what, String expected, String example) {
        out.report(Rule.FIELD_TYPE, value.range(), what + " is " + article(value.typeName()) + " but must be "
                + expected + ", e.g. " + example + ".");
    }

    private static String article(String typeName) {
        if (typeName.equals("null")) {
            return "null";
        }
        return (typeName.startsWith("a") || typeName.startsWith("o") ? "an " : "a ") + typeName;
    }
}
