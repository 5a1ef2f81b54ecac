package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.format.common.McpServersJson;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;

/**
 * A parsed workspace {@code .mcp.json} (workspace-skills.md § Workspace MCP tools, § Configuration): a JSON object
 * whose {@code mcpServers} object maps server names to definitions ({@code command}/{@code args}/{@code env} for
 * stdio, {@code url}/{@code headers} for http, optional {@code type}), read as {@link McpServersJson} reads it.
 *
 * <p>Immutable. Ranges are in {@link #text()}: 1-based lines and columns, 0-based offsets, UTF-16 code units. Parsing
 * never throws: a text that is not JSON keeps its {@link dev.catalogstudio.model.json.JsonParser.Error} for
 * {@link McpConfigRules}.
 */
public final class McpConfig extends McpServersJson {

    private McpConfig(SourceText text) {
        super(text);
    }

    /** Parses the text of a {@code .mcp.json}. */
    public static McpConfig parse(SourceText text) {
        return new McpConfig(text);
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
        return root().map(McpServersJson::serversOf).orElse(List.of());
    }
}
