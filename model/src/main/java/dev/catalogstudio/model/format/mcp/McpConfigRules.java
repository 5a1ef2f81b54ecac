package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;

/**
 * The rules for a workspace {@code .mcp.json} (RULES.md § Workspace skills and .mcp.json; workspace-skills.md
 * § Configuration, § Tool naming): {@code mcp-config-syntax}, {@code duplicate-key}, {@code mcp-server-name},
 * {@code mcp-server-transport}, {@code field-type} (the shared client-config field types) and
 * {@code secret-literal}. Hosts of {@code .mcp.json} expand {@code ${VAR}}, so the MCP file's expansion, placeholder
 * and command-path rules do not apply here. Stateless and thread-safe.
 */
final class McpConfigRules {

    private McpConfigRules() {
    }

    /** Checks one {@code .mcp.json}; a text that is not JSON gets only {@code mcp-config-syntax}. */
    public static void check(McpConfig config, Diagnostics out) {
        check(config, false, out);
    }

    /**
     * Checks one {@code .mcp.json}.
     *
     * @param pluginRoot whether it sits at a Claude Code plugin's root (beside {@code .claude-plugin/}), where the
     *                   servers may also be written flat in the root object
     */
    public static void check(McpConfig config, boolean pluginRoot, Diagnostics out) {
        var result = config.result();
        var text = config.text();
        if (result.error() != null) {
            out.report(Rule.MCP_CONFIG_SYNTAX, result.error().range(), ".mcp.json is not JSON: "
                    + result.error().message() + ". " + JsonText.STRICT_JSON_ADVICE);
            return;
        }
        JsonText.reportDuplicates(result, out);
        if (config.root().isEmpty()) {
            out.report(Rule.MCP_CONFIG_SYNTAX, JsonText.opening(text, result.root()), ".mcp.json holds "
                    + result.root().typeName() + " but must be an object: {\"mcpServers\": {…}}.");
            return;
        }
        var servers = config.serversMember();
        if (servers.isEmpty() && pluginRoot) {
            checkServers(config, config.pluginServers(), out);
            return;
        }
        if (servers.isEmpty()) {
            out.report(Rule.MCP_CONFIG_SYNTAX, JsonText.opening(text, result.root()), ".mcp.json has no \""
                    + McpConfig.SERVERS + "\" object; put the servers under it: {\"mcpServers\": {\"name\": {…}}}.");
            return;
        }
        if (!(servers.get().value() instanceof JsonObject)) {
            out.report(Rule.MCP_CONFIG_SYNTAX, JsonText.opening(text, servers.get().value()), "\""
                    + McpConfig.SERVERS + "\" is " + servers.get().value().typeName() + " but must be an object "
                    + "mapping server names to definitions: {\"name\": {\"command\": \"…\"}}.");
            return;
        }
        checkServers(config, config.servers(), out);
    }

    private static void checkServers(McpConfig config, java.util.List<McpConfig.Server> servers, Diagnostics out) {
        var text = config.text();
        for (var server : servers) {
            if (server.name().contains("__")) {
                out.report(Rule.MCP_SERVER_NAME, server.nameRange(), "The server name \"" + server.name()
                        + "\" contains \"__\", but tool names become \"<server>__<tool>\" and this one would be "
                        + "ambiguous; use single \"_\" or \"-\", e.g. \"" + server.name().replaceAll("_{2,}", "-")
                        + "\".");
            }
            var definition = server.definition();
            if (definition.isEmpty()) {
                out.report(Rule.MCP_CONFIG_SYNTAX, JsonText.opening(text, server.value()), "The server \""
                        + server.name() + "\" is " + server.value().typeName() + " but must be an object with "
                        + "\"command\" or \"url\".");
                continue;
            }
            McpFields.checkTypes(definition.get(), out);
            checkTransport(server, definition.get(), out);
            SecretLiterals.check(definition.get(), text, SecretLiterals.Remedy.ENV_REFERENCE, out);
        }
    }

    private static void checkTransport(McpConfig.Server server, JsonObject definition, Diagnostics out) {
        var type = definition.get("type");
        if (type.isPresent() && !(type.get() instanceof JsonString)) {
            return;
        }
        boolean hasCommand = definition.member("command").isPresent();
        boolean hasUrl = definition.member("url").isPresent();
        String transport = type.map(t -> ((JsonString) t).value()).orElse(null);
        String who = "The server \"" + server.name() + "\"";
        if (!hasCommand && !hasUrl) {
            out.report(Rule.MCP_SERVER_TRANSPORT, server.nameRange(), who + " has neither \"command\" nor \"url\"; "
                    + "add \"command\" to run a local (stdio) server or \"url\" to connect to an http one.");
        } else if (transport == null) {
            return;
        } else if (!McpFields.TRANSPORTS.contains(transport)) {
            out.report(Rule.MCP_SERVER_TRANSPORT, type.get().range(), who + " has \"type\": \"" + transport
                    + "\", which no host knows; use \"stdio\" with \"command\", or \"http\" or \"sse\" with \"url\".");
        } else if (transport.equals(McpFields.STDIO) && !hasCommand) {
            out.report(Rule.MCP_SERVER_TRANSPORT, type.get().range(), who + " has \"type\": \"stdio\" but only a "
                    + "\"url\"; set \"type\": \"http\" (or \"sse\"), or give it a \"command\" to run.");
        } else if (!transport.equals(McpFields.STDIO) && !hasUrl) {
            out.report(Rule.MCP_SERVER_TRANSPORT, type.get().range(), who + " has \"type\": \"" + transport
                    + "\" but only a \"command\"; set \"type\": \"stdio\", or give it a \"url\" to connect to.");
        }
    }
}
