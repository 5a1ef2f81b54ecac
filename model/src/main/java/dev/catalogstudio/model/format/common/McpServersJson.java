package dev.catalogstudio.model.format.common;

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
 * A parsed JSON document whose root object's {@code mcpServers} object maps server names to their definitions: the
 * reading a workspace or Claude Code plugin {@code .mcp.json} ({@code format.mcp}'s {@code McpConfig}) and an Agent
 * Plugins {@code mcp.json} ({@code format.agentplugins}' {@code PluginMcpConfig}) share. Each format judges the
 * servers by its own rules; this only reads them.
 *
 * <p>Immutable. Ranges are in {@link #text()}: 1-based lines and columns, 0-based offsets, UTF-16 code units. Parsing
 * never throws and is linear in the text: a text that is not JSON, or nests deeper than {@link JsonParser#MAX_DEPTH},
 * keeps its {@link JsonParser.Error} in {@link #result()}.
 */
public abstract class McpServersJson implements Parsed.Model {

    /** The member of the root object that holds the servers. */
    public static final String SERVERS = "mcpServers";

    private static final JsonParser PARSER = new JsonParser();

    private final SourceText text;
    private final JsonParser.Result result;

    /**
     * One server: a member of the {@code mcpServers} object (or, where a format reads them so, of the root object).
     *
     * @param name      the server name, as the member names it (tool names become {@code <name>__<tool>})
     * @param nameRange where the name is written, quotes included
     * @param value     the definition as written; an object when well-formed, see {@link #definition()}
     */
    public record Server(String name, Range nameRange, JsonValue value) {

        /** The definition, when it is an object. */
        public Optional<JsonObject> definition() {
            return value instanceof JsonObject object ? Optional.of(object) : Optional.empty();
        }
    }

    /** Parses {@code text}. */
    protected McpServersJson(SourceText text) {
        this.text = Objects.requireNonNull(text, "text");
        this.result = PARSER.parse(text);
    }

    /** The text it was parsed from. */
    public final SourceText text() {
        return text;
    }

    /** The JSON parse result: a root value (and duplicate members), or a syntax error. */
    public final JsonParser.Result result() {
        return result;
    }

    /** The root object, when the text is JSON whose root is an object. */
    public final Optional<JsonObject> root() {
        return result.rootObject();
    }

    /** The first {@code mcpServers} member of the root object, whatever its value's type. */
    public final Optional<JsonValue.Member> serversMember() {
        return root().flatMap(r -> r.member(SERVERS));
    }

    /**
     * The members of the {@code mcpServers} object as servers in document order, a repeated name included; empty when
     * there is no {@code mcpServers} object.
     */
    public final List<Server> servers() {
        return serversMember().map(JsonValue.Member::value).filter(JsonObject.class::isInstance)
                .map(JsonObject.class::cast).map(McpServersJson::serversOf).orElse(List.of());
    }

    /** Each member of {@code object} as a server, in document order. */
    protected static List<Server> serversOf(JsonObject object) {
        return object.members().stream().map(m -> new Server(m.name(), m.nameRange(), m.value())).toList();
    }
}
