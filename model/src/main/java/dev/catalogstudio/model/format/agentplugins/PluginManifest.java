package dev.catalogstudio.model.format.agentplugins;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A parsed {@code plugin.json}, the manifest at an Agent Plugins root (Agent Plugins 1.0 § 5): a JSON object with
 * {@code $schema}, {@code name} and optional metadata. Whether the file is a manifest at all is what it
 * {@linkplain #declaresAgentPlugins() declares}: other tools write files named {@code plugin.json} too.
 *
 * <p>Immutable. Ranges are in {@link #text()}: 1-based lines and columns, 0-based offsets, UTF-16 code units. Parsing
 * never throws and is linear in the text; nesting deeper than {@link JsonParser#MAX_DEPTH} is a syntax error kept in
 * {@link #result()}, not a stack overflow.
 */
public final class PluginManifest implements Parsed.Model {

    /** The member naming the schema, and so the specification version (§ 5.2). */
    static final String SCHEMA = "$schema";

    private static final JsonParser PARSER = new JsonParser();
    /**
     * A {@code $schema} member declaring an Agent Plugins identifier, searched for in a text that is not JSON: a
     * manifest broken by a stray comma is still a manifest, and its author is told why it is rejected.
     */
    private static final Pattern DECLARATION = Pattern.compile("\"\\$schema\"\\s*:\\s*\""
            + Pattern.quote(SchemaId.PREFIX));

    private final SourceText text;
    private final JsonParser.Result result;
    private final boolean declares;

    private PluginManifest(SourceText text, JsonParser.Result result) {
        this.text = text;
        this.result = result;
        this.declares = result.error() != null ? DECLARATION.matcher(text.text()).find()
                : schema().map(s -> s.value().startsWith(SchemaId.PREFIX)).orElse(false);
    }

    /** Parses the text of a {@code plugin.json}. */
    public static PluginManifest parse(SourceText text) {
        return new PluginManifest(text, PARSER.parse(Objects.requireNonNull(text, "text")));
    }

    /** The text it was parsed from. */
    public SourceText text() {
        return text;
    }

    /** The JSON parse result: a root value (and duplicate members), or a syntax error. */
    public JsonParser.Result result() {
        return result;
    }

    /**
     * Whether the file says it is an Agent Plugins manifest: its {@code $schema} is a string starting with
     * {@code https://agent-plugins.org/schemas/} (any version, supported or not), or, in a text that is not JSON, a
     * {@code "$schema": "https://agent-plugins.org/schemas/…} member is written. Only then is its folder a plugin root.
     */
    public boolean declaresAgentPlugins() {
        return declares;
    }

    /** The root object, when the text is JSON whose root is an object. */
    public Optional<JsonObject> root() {
        return result.rootObject();
    }

    /** The first {@code $schema} member's value when it is a string. */
    public Optional<JsonString> schema() {
        return root().flatMap(r -> r.string(SCHEMA));
    }

    /**
     * The specification version the manifest targets: that of a well-formed manifest schema identifier
     * ({@code …/schemas/<version>/plugin.schema.json}), whether this checker supports it or not.
     */
    public Optional<String> targetVersion() {
        return schema().flatMap(s -> SchemaId.parse(s.value())).filter(id -> id.file().equals(SchemaId.MANIFEST_FILE))
                .map(SchemaId::version);
    }

    /** The {@code name} member's value when it is a string (valid or not). */
    public Optional<JsonString> name() {
        return root().flatMap(r -> r.string("name"));
    }

    /** The {@code version} member's value when it is a string. */
    public Optional<JsonString> version() {
        return root().flatMap(r -> r.string("version"));
    }
}
