package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A parsed workspace {@code .mcp.json} (workspace-skills.md § Workspace MCP tools, § Configuration): a JSON object
 * whose {@code mcpServers} object maps server names to definitions ({@code command}/{@code args}/{@code env} for
 * stdio, {@code url}/{@code headers} for http, optional {@code type}).
 *
 * <p>Immutable. Ranges are in {@link #text()}: 1-based lines and columns, 0-based offsets, UTF-16 code units. Parsing
 * never throws: a text that is not JSON keeps its {@link JsonParser.Error} for {@link McpConfigRules}.
 */
public final class McpConfig implements Parsed.Model {

    /** The member that holds the servers. */
    public static final String SERVERS = "mcpServers";

    private static final JsonParser PARSER = new JsonParser();

    private final SourceText text;
    private final JsonParser.Result result;

    /**
     * One {@code mcpServers} entry.
     *
     * @param name      the server name (tool names become {@code <name>__<tool>})
     * @param nameRange where the name is written, quotes included
     * @param value     the definition as written; normally an object, see {@link #definition()}
     */
    public record Server(String name, Range nameRange, JsonValue value) {

        /** The definition, when it is an object. */
        public Optional<JsonObject> definition() {
            return value instanceof JsonObject object ? Optional.of(object) : Optional.empty();
        }
    }

    private McpConfig(SourceText text, JsonParser.Result result) {
        this.text = text;
        this.result = result;
    }

    /** Parses the text of a {@code .mcp.json}. */
    public static McpConfig parse(SourceText text) {
        return new McpConfig(text, PARSER.parse(Objects.requireNonNull(text, "text")));
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

    /** The {@code mcpServers} member of the root object, whatever its value's type. */
    public Optional<JsonValue.Member> serversMember() {
        return root().flatMap(r -> r.member(SERVERS));
    }

    /**
     * The servers in document order, duplicates included; empty when there is no {@code mcpServers} object.
     */
    public List<Server> servers() {
        return serversMember().map(JsonValue.Member::value).filter(JsonObject.class::isInstance)
                .map(JsonObject.class::cast).map(o -> o.members().stream()
                        .map(m -> new Server(m.name(), m.nameRange(), m.value())).toList())
                .orElse(List.of());
    }

    /**
     * The servers of a Claude Code plugin's root {@code .mcp.json}, which may also be written flat, the servers
     * straight in the root object ({@code {"name": {"command": …}}}), as Claude Code reads it: the
     * {@code mcpServers} object's when there is one, else the root object's members.
     */
    public List<Server> pluginServers() {
        if (serversMember().isPresent()) {
            return servers();
        }
        return root().map(o -> o.members().stream().map(m -> new Server(m.name(), m.nameRange(), m.value()))
                .toList()).orElse(List.of());
    }
}
