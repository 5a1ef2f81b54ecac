package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.Objects;
import java.util.Optional;

/**
 * A parsed MetaAgents MCP file, {@code mcps/<namespace>_<short>.json} (metaagents.md § Frontmatter / format — MCP):
 * a JSON object with {@code _meta.name} (the MCP FQN, e.g. {@code io.example/mcp}) and client-config fields
 * ({@code type}, {@code command}, {@code args}, {@code env}, {@code url}, {@code headers}).
 *
 * <p>Immutable. Ranges are in {@link #text()}: 1-based lines and columns, 0-based offsets, UTF-16 code units. Parsing
 * never throws: a file that is not JSON keeps its {@link JsonParser.Error} for {@link McpFileRules}.
 */
public final class McpFile implements Parsed.Model {

    private static final JsonParser PARSER = new JsonParser();

    private final SourceText text;
    private final String fileName;
    private final JsonParser.Result result;

    private McpFile(SourceText text, String fileName, JsonParser.Result result) {
        this.text = text;
        this.fileName = fileName;
        this.result = result;
    }

    /**
     * Parses an MCP file.
     *
     * @param text     the file's text
     * @param fileName the file's name, e.g. {@code io.example_mcp.json}; a path is accepted and only its last segment
     *                 is used
     */
    public static McpFile parse(SourceText text, String fileName) {
        Objects.requireNonNull(fileName, "fileName");
        String name = fileName.substring(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
        return new McpFile(text, name, PARSER.parse(Objects.requireNonNull(text, "text")));
    }

    /** The text the file was parsed from. */
    public SourceText text() {
        return text;
    }

    /** The file's name without folders, e.g. {@code io.example_mcp.json}. */
    public String fileName() {
        return fileName;
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
     * Whether this is an MCP file at all: the text is not JSON (so it may be a broken one), or its root object has a
     * {@code _meta} member. A {@code mcps/*.json} that parses without {@code _meta} is some other file and gets no
     * diagnostics (RULES.md § Document kinds).
     */
    public boolean isMcp() {
        return result.error() != null || root().flatMap(r -> r.member("_meta")).isPresent();
    }

    /** The {@code _meta.name} string (the MCP FQN), when {@code _meta} is an object and its {@code name} a string. */
    public Optional<String> name() {
        return nameString().map(JsonString::value);
    }

    /** Where the {@code _meta.name} string is written, quotes included (present exactly when {@link #name()} is). */
    public Optional<Range> nameRange() {
        return nameString().map(JsonString::range);
    }

    /** Whether the root object declares {@code dependencies} (which an MCP must not: MCPs are leaves). */
    public boolean declaresDependencies() {
        return dependenciesRange().isPresent();
    }

    /** Where the {@code "dependencies"} member name is written, when the root object declares it. */
    public Optional<Range> dependenciesRange() {
        return root().flatMap(r -> r.member("dependencies")).map(JsonValue.Member::nameRange);
    }

    private Optional<JsonString> nameString() {
        return root().flatMap(r -> r.get("_meta")).filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .flatMap(meta -> meta.string("name"));
    }
}
