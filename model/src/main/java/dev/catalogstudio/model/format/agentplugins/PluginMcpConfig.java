package dev.catalogstudio.model.format.agentplugins;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A parsed {@code mcp.json} at an Agent Plugins root (Agent Plugins 1.0 § 7.2.1): a JSON object with exactly
 * {@code $schema} and {@code mcpServers}, the latter mapping server names to one of the closed variants
 * {@code stdio}, {@code streamable-http} and {@code sse}.
 *
 * <p>Immutable. Ranges are in {@link #text()}: 1-based lines and columns, 0-based offsets, UTF-16 code units. Parsing
 * never throws and is linear in the text; nesting deeper than {@link JsonParser#MAX_DEPTH} is a syntax error kept in
 * {@link #result()}.
 */
public final class PluginMcpConfig implements Parsed.Model {

    /** The member that holds the servers. */
    static final String SERVERS = "mcpServers";

    private static final JsonParser PARSER = new JsonParser();

    private final SourceText text;
    private final JsonParser.Result result;

    /**
     * One {@code mcpServers} member.
     *
     * @param name      the server name, as the member names it
     * @param nameRange where the name is written, quotes included
     * @param value     the configuration as written; an object when well-formed
     */
    public record Server(String name, Range nameRange, JsonValue value) {
    }

    private PluginMcpConfig(SourceText text, JsonParser.Result result) {
        this.text = text;
        this.result = result;
    }

    /** Parses the text of an {@code mcp.json}. */
    public static PluginMcpConfig parse(SourceText text) {
        return new PluginMcpConfig(text, PARSER.parse(Objects.requireNonNull(text, "text")));
    }

    /** The text it was parsed from. */
    public SourceText text() {
        return text;
    }

    /** The JSON parse result: a root value (and duplicate members), or a syntax error. */
    public JsonParser.Result result() {
        return result;
    }

    /** The root object, when the text is JSON whose root is an object. */
    public Optional<JsonObject> root() {
        return result.rootObject();
    }

    /**
     * The members of the {@code mcpServers} object in document order, a repeated name included; empty when there is
     * no {@code mcpServers} object.
     */
    public List<Server> servers() {
        return root().flatMap(r -> r.get(SERVERS)).filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .map(o -> o.members().stream().map(m -> new Server(m.name(), m.nameRange(), m.value())).toList())
                .orElse(List.of());
    }
}
