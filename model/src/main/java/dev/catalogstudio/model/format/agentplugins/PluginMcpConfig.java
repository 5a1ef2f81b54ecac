package dev.catalogstudio.model.format.agentplugins;

import dev.catalogstudio.model.format.common.McpServersJson;
import dev.catalogstudio.model.text.SourceText;

/**
 * A parsed {@code mcp.json} at an Agent Plugins root (Agent Plugins 1.0 § 7.2.1): a JSON object with exactly
 * {@code $schema} and {@code mcpServers}, the latter mapping server names to one of the closed variants
 * {@code stdio}, {@code streamable-http} and {@code sse}, read as {@link McpServersJson} reads it.
 *
 * <p>Immutable. Ranges are in {@link #text()}: 1-based lines and columns, 0-based offsets, UTF-16 code units. Parsing
 * never throws and is linear in the text; nesting deeper than
 * {@link dev.catalogstudio.model.json.JsonParser#MAX_DEPTH} is a syntax error kept in {@link #result()}.
 */
public final class PluginMcpConfig extends McpServersJson {

    private PluginMcpConfig(SourceText text) {
        super(text);
    }

    /** Parses the text of an {@code mcp.json}. */
    public static PluginMcpConfig parse(SourceText text) {
        return new PluginMcpConfig(text);
    }
}
