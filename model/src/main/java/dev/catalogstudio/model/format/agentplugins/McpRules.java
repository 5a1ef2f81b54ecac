package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.ManifestJson.cite;
import static dev.catalogstudio.model.format.agentplugins.ManifestJson.quote;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonRanges;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The rules of the top level of a plugin's {@code mcp.json} (Agent Plugins 1.0 § 7.2.1, § 7.2.2, § 10.1): JSON, an
 * object with exactly {@code $schema} (the canonical identifier, of the version {@code plugin.json} targets) and an
 * {@code mcpServers} object. Any of these problems makes clients disable MCP for the whole plugin, so each is an
 * error; {@link ServerRules} then checks every entry, since an author fixes them all at once. Codes:
 * {@code agent-plugin-json-syntax}, {@code duplicate-key}, {@code agent-plugin-schema},
 * {@code agent-plugin-schema-mismatch}, {@code agent-plugin-mcp-config}, and those of {@link ServerRules}. Stateless
 * and thread-safe.
 */
final class McpRules {

    /** What clients do with an {@code mcp.json} whose top level is invalid (§ 7.2.2 rule 2). */
    private static final String DISABLING = "clients disable MCP for this plugin and load its other components";
    /** {@link #DISABLING}, cited. */
    private static final String DISABLED = DISABLING + " " + cite("7.2.2");

    /**
     * What the rules read of the plugin around the file.
     *
     * @param manifestVersion the version {@code plugin.json} targets ({@link PluginManifest#targetVersion()}), or
     *                        {@code null} when it names none
     * @param isFile          whether a file exists at a path relative to the plugin root ({@code bin/server})
     * @param isFolder        whether a folder with files exists at a path relative to the plugin root
     */
    record Plugin(String manifestVersion, Predicate<String> isFile, Predicate<String> isFolder) {
    }

    private McpRules() {
    }

    /** Checks one {@code mcp.json}; a text that is not JSON gets only {@code agent-plugin-json-syntax}. */
    static void check(PluginMcpConfig config, Plugin plugin, Diagnostics out) {
        var result = config.result();
        var text = config.text();
        if (result.error() != null) {
            out.report(Rule.AGENT_PLUGIN_JSON_SYNTAX, result.error().range(), "mcp.json is not JSON: "
                    + ManifestJson.syntaxError(result.error()) + "; " + DISABLED + ". " + ManifestJson.STRICT_JSON_ADVICE);
            return;
        }
        ManifestJson.reportDuplicates(result, "mcp.json", out);
        if (config.root().isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_JSON_SYNTAX, JsonRanges.opening(text, result.root()), "mcp.json holds "
                    + ManifestJson.typed(result.root()) + " but must be an object: {\"$schema\": " + quote(SchemaId.MCP)
                    + ", \"mcpServers\": {…}} " + cite("7.2.1") + "; " + DISABLED + ".");
            return;
        }
        var root = config.root().get();
        schema(root, text, plugin, out);
        for (var member : root.members()) {
            String key = member.name();
            if (key.equals(PluginManifest.SCHEMA) || key.equals(PluginMcpConfig.SERVERS)) {
                continue;
            }
            boolean server = member.value() instanceof JsonObject o && (o.member("type").isPresent()
                    || o.member("command").isPresent() || o.member("url").isPresent());
            out.report(Rule.AGENT_PLUGIN_MCP_CONFIG, member.nameRange(), quote(key) + " is not allowed at the top of "
                    + "mcp.json, which holds only \"$schema\" and \"mcpServers\" " + cite("7.2.1") + "; any other key "
                    + "makes the configuration invalid, so " + DISABLED + ". " + (server
                    ? "It looks like a server: move it into \"mcpServers\"." : "Remove it."));
        }
        var servers = root.member(PluginMcpConfig.SERVERS);
        if (servers.isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_MCP_CONFIG, JsonRanges.opening(text, root), "mcp.json has no \"mcpServers\" "
                    + "object, which is required (it may be empty) " + cite("7.2.1") + "; " + DISABLED + ". Add "
                    + "\"mcpServers\": {\"name\": {\"type\": \"stdio\", \"command\": \"…\"}}.");
            return;
        }
        if (!(servers.get().value() instanceof JsonObject)) {
            out.report(Rule.AGENT_PLUGIN_MCP_CONFIG, JsonRanges.opening(text, servers.get().value()), "\"mcpServers\" "
                    + "is " + ManifestJson.typed(servers.get().value()) + " but must be an object mapping server names to "
                    + "configurations " + cite("7.2.1") + "; " + DISABLED + ".");
            return;
        }
        for (var server : config.servers()) {
            ServerRules.check(server, text, plugin, out);
        }
    }

    private static void schema(JsonObject root, SourceText text, Plugin plugin, Diagnostics out) {
        var member = root.member(PluginManifest.SCHEMA);
        String expected = plugin.manifestVersion() == null ? SchemaId.MCP
                : SchemaId.of(plugin.manifestVersion(), SchemaId.MCP_FILE);
        if (member.isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_SCHEMA, JsonRanges.opening(text, root), "mcp.json has no \"$schema\", which "
                    + "is required " + cite("7.2.1") + "; without it " + DISABLED + ". Add \"$schema\": "
                    + quote(expected) + ".");
            return;
        }
        if (!(member.get().value() instanceof JsonString value)) {
            out.report(Rule.AGENT_PLUGIN_SCHEMA, member.get().value().range(), "\"$schema\" is "
                    + ManifestJson.typed(member.get().value()) + " but must be the string " + quote(expected) + " "
                    + cite("7.2.1") + "; " + DISABLED + ".");
            return;
        }
        Optional<SchemaId> id = SchemaId.parse(value.value()).filter(i -> i.file().equals(SchemaId.MCP_FILE));
        if (id.isEmpty()) {
            boolean manifest = SchemaId.parse(value.value()).filter(i -> i.file().equals(SchemaId.MANIFEST_FILE))
                    .isPresent();
            out.report(Rule.AGENT_PLUGIN_SCHEMA, value.range(), "\"$schema\": " + quote(value.value()) + " "
                    + (manifest ? "identifies the manifest schema, which only plugin.json declares"
                    : "is no Agent Plugins MCP configuration schema identifier") + "; it must be exactly "
                    + quote(expected) + " " + cite("7.2.1") + ", or " + DISABLED + ".", ManifestJson.replace(value, expected));
            return;
        }
        String version = id.get().version();
        if (plugin.manifestVersion() != null && !version.equals(plugin.manifestVersion())) {
            out.report(Rule.AGENT_PLUGIN_SCHEMA_MISMATCH, value.range(), "mcp.json targets Agent Plugins " + version
                    + " but plugin.json targets " + plugin.manifestVersion() + "; the versions must match, or the MCP "
                    + "configuration is invalid: " + DISABLING + " " + cite("10.1", "7.2.2") + ". Declare "
                    + quote(expected) + ".", ManifestJson.replace(value, expected));
            return;
        }
        if (!version.equals(SchemaId.SUPPORTED)) {
            out.report(Rule.AGENT_PLUGIN_SCHEMA, value.range(), "mcp.json targets Agent Plugins " + version + ", a "
                    + "version this checker does not implement (it implements " + SchemaId.SUPPORTED + "); a client "
                    + "without support for it disables MCP for this plugin " + cite("7.2.1", "7.2.2") + ".");
        }
    }
}
