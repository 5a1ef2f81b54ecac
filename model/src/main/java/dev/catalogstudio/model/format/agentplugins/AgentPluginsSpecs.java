package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.MAP_OF_OBJECTS;
import static dev.catalogstudio.model.format.FieldType.MAP_OF_STRINGS;
import static dev.catalogstudio.model.format.FieldType.OBJECT;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.FieldType.STRING_LIST;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.LengthUnit;
import dev.catalogstudio.model.format.UnknownKeys;
import java.util.List;
import java.util.Optional;

/**
 * The field specifications of Agent Plugins 1.0 documents: the manifest {@code plugin.json} (§ 5) and the plugin's
 * {@code mcp.json} (§ 7.2.1), for the form, the editor's key order and {@code catalog-studio schema}. They say what the
 * official schemas ({@code schemas/1.0.0/*.schema.json} of agent-plugins-spec) say, as far as a field specification
 * can: the server variants become one closed object whose {@code type} is one of three values (the fields a variant
 * may not have are the rules' {@code agent-plugin-mcp-server}), and {@code env} names are not restricted here
 * ({@code agent-plugin-env-reserved}). The manifest rejects unknown top-level keys like the official schema, though
 * {@code check} only warns of them (clients report and ignore them, § 5.2).
 */
final class AgentPluginsSpecs {

    private static final String MANIFEST_SECTION = "Agent Plugins 1.0 § 5.2";
    private static final String METADATA_SECTION = "Agent Plugins 1.0 § 5.4";
    private static final String MCP_SECTION = "Agent Plugins 1.0 § 7.2.1";
    /** The pattern of {@code cwd}, as the official schema writes it (§ 7.2.1): containment is the rules' part. */
    static final String CWD_PATTERN = "^(?:\\./|\\$\\{PLUGIN_ROOT\\}(?:/|$)|\\$\\{PLUGIN_DATA\\}(?:/|$))";

    /** {@code agent-plugin-manifest}. */
    static final KindSpec MANIFEST = manifest();
    /** {@code agent-plugin-mcp-config}. */
    static final KindSpec MCP_CONFIG = mcpConfig();

    private AgentPluginsSpecs() {
    }

    private static KindSpec manifest() {
        List<FieldSpec> fields = List.of(
                field("$schema", STRING).required().allowed(SchemaId.MANIFEST).help("The Agent Plugins version the "
                        + "plugin targets, as the canonical manifest schema identifier; clients never fetch it.")
                        .spec(MANIFEST_SECTION).build(),
                field("name", STRING).required().pattern(PluginName.PATTERN).length(1, PluginName.MAX_LENGTH,
                        LengthUnit.CHARACTERS).help("The plugin's name: a-z, 0-9, '-' and '.', alphanumeric at both "
                        + "ends, no '--' or '..', e.g. my-plugin or acme.tools.").spec("Agent Plugins 1.0 § 5.5")
                        .build(),
                field("version", STRING).help("The plugin's version; Semantic Versioning (1.2.0) is recommended, for "
                        + "update checks and cache freshness.").spec("Agent Plugins 1.0 § 10.2").build(),
                field("description", STRING).help("A short description of what the plugin is for.")
                        .spec(METADATA_SECTION).build(),
                field("author", OBJECT).fields(
                        field("name", STRING).help("The author's name.").spec(METADATA_SECTION).build(),
                        field("email", STRING).help("The author's email address.").spec(METADATA_SECTION).build(),
                        field("url", STRING).help("The author's web page.").spec(METADATA_SECTION).build())
                        .unknownKeys(UnknownKeys.REJECTED).help("Who wrote the plugin: name, email and url only.")
                        .spec(METADATA_SECTION).build(),
                field("homepage", STRING).help("The plugin's documentation or home page URL.").spec(METADATA_SECTION)
                        .build(),
                field("repository", STRING).help("The plugin's source repository URL (a string, not an object).")
                        .spec(METADATA_SECTION).build(),
                field("license", STRING).help("The license; an SPDX identifier or expression such as MIT or "
                        + "Apache-2.0 is recommended.").spec(METADATA_SECTION).build(),
                field("keywords", STRING_LIST).help("Tags for search and discovery.").spec(METADATA_SECTION).build(),
                field("extensions", MAP_OF_OBJECTS).help("Client-specific data, one object per reverse-domain "
                        + "namespace such as com.example.client; clients ignore namespaces they do not implement.")
                        .spec("Agent Plugins 1.0 § 8.1").build());
        return new KindSpec("agent-plugin-manifest", "Agent Plugins manifest (plugin.json)", "The manifest at an Agent "
                + "Plugins root: the version targeted, the plugin's name and metadata; skills and MCP servers sit in "
                + "skills/ and mcp.json beside it.", MANIFEST_SECTION, DocumentFormat.JSON_FILE, "plugin.json",
                Optional.of(AgentPluginsFormat.MANIFEST), fields, UnknownKeys.REJECTED, List.of());
    }

    private static KindSpec mcpConfig() {
        var server = field("mcpServers", MAP_OF_OBJECTS).required().fields(
                field("type", STRING).required().allowed(ServerRules.STDIO, ServerRules.STREAMABLE_HTTP,
                        ServerRules.SSE).help("The transport: stdio (launches command), streamable-http or the "
                        + "deprecated sse (connect to url).").spec(MCP_SECTION).build(),
                field("command", STRING).length(1, null, LengthUnit.CHARACTERS).help("stdio: one executable token, a "
                        + "bare name such as node or a plugin-relative ./bin/server; never expanded.")
                        .spec(MCP_SECTION).build(),
                field("args", STRING_LIST).help("stdio: the arguments, passed separately; ${PLUGIN_ROOT} and "
                        + "${PLUGIN_DATA} are expanded.").spec(MCP_SECTION).build(),
                field("env", MAP_OF_STRINGS).help("stdio: environment variables for the process (not PLUGIN_ROOT or "
                        + "PLUGIN_DATA, which the client sets); values expand the two placeholders; no secrets.")
                        .spec("Agent Plugins 1.0 § 9.2").build(),
                field("cwd", STRING).pattern(CWD_PATTERN).help("stdio: the working directory, ./…, ${PLUGIN_ROOT}[/…] or "
                        + "${PLUGIN_DATA}[/…], staying inside its root; the plugin root when absent.")
                        .spec(MCP_SECTION).build(),
                field("url", STRING).length(1, null, LengthUnit.CHARACTERS).help("streamable-http and sse: the "
                        + "absolute https endpoint (http only for localhost), without user information or fragment.")
                        .spec(MCP_SECTION).build(),
                field("headers", MAP_OF_STRINGS).help("streamable-http and sse: fixed HTTP headers, each name once in "
                        + "any case; never expanded; no secrets.").spec(MCP_SECTION).build())
                .unknownKeys(UnknownKeys.REJECTED).anyRequired("command", "url").help("The servers by name, each one "
                        + "closed variant: stdio (type, command, args, env, cwd) or streamable-http and sse (type, url, "
                        + "headers).").spec(MCP_SECTION).build();
        return new KindSpec("agent-plugin-mcp-config", "Agent Plugins MCP config (mcp.json)", "The MCP servers of an "
                + "Agent Plugins plugin, at its root beside plugin.json; any problem of the top level disables them "
                + "all.", MCP_SECTION, DocumentFormat.JSON_FILE, "mcp.json", Optional.of(AgentPluginsFormat.MCP_CONFIG),
                List.of(field("$schema", STRING).required().allowed(SchemaId.MCP).help("The Agent Plugins version "
                        + "targeted, as the canonical MCP schema identifier; the same version as plugin.json's.")
                        .spec(MCP_SECTION).build(), server), UnknownKeys.REJECTED, List.of());
    }
}
