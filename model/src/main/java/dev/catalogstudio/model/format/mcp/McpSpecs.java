package dev.catalogstudio.model.format.mcp;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.FORBIDDEN;
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
import dev.catalogstudio.model.format.common.Patterns;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * MCP server definitions: a MetaAgents {@code mcps/<namespace>_<short>.json} (metaagents.md § Frontmatter / format —
 * MCP, § MCP cross-platform rules) and a workspace {@code .mcp.json} (workspace-skills.md § Workspace MCP tools). Both
 * use the MCP client-config fields {@code type}, {@code command}, {@code args}, {@code env}, {@code url},
 * {@code headers}.
 */
final class McpSpecs {

    /** The {@code type} values hosts accept: {@code stdio} runs {@code command}, the others connect to {@code url}. */
    static final String[] TRANSPORTS = {"stdio", "http", "sse", "streamable-http"};

    private static final String MCP_SECTION = "metaagents.md § Frontmatter / format — MCP";
    private static final String CONFIG_SECTION = "workspace-skills.md § Configuration";

    /** {@code metaagents-mcp}. */
    static final KindSpec METAAGENTS_MCP = metaAgentsMcp();
    /** {@code mcp-json}. */
    static final KindSpec MCP_JSON = mcpJson();

    private McpSpecs() {
    }

    /** {@code metaagents-mcp}: one server per file, named by {@code _meta.name}. */
    private static KindSpec metaAgentsMcp() {
        var fields = new ArrayList<FieldSpec>();
        fields.add(field("_meta", OBJECT).required().fields(
                field("name", STRING).required().pattern(Patterns.MCP_NAME).length(3, 200, LengthUnit.CHARACTERS)
                        .help("The MCP's FQN <namespace>/<name> (reverse DNS preferred, e.g. io.example/mcp); the file "
                                + "is named after it with '/' replaced by '_'.").spec("metaagents.md § MCP names")
                        .build())
                .help("Catalog metadata: name is required; other _meta keys (registry sub-objects) are kept as they "
                        + "are.").spec(MCP_SECTION).build());
        fields.addAll(serverFields(true));
        fields.add(field("dependencies", FORBIDDEN).help("MCPs are leaves and cannot declare dependencies; declare "
                + "them on the agent or skill that uses the MCP.").spec("metaagents.md § Resolution Rules").build());
        return new KindSpec("metaagents-mcp", "MetaAgents MCP (mcps/*.json)", "One MCP server of a MetaAgents catalog, "
                + "in the MCP client-config shape, cross-platform: a bare command, literal args, explicit env.",
                MCP_SECTION, DocumentFormat.JSON_FILE, "*.json", Optional.of(McpFormat.METAAGENTS_MCP), fields,
                UnknownKeys.ALLOWED, List.of("command", "url"));
    }

    /** {@code mcp-json}: a workspace's {@code mcpServers} map. */
    private static KindSpec mcpJson() {
        var server = field("mcpServers", MAP_OF_OBJECTS).required().fields(serverFields(false).toArray(FieldSpec[]::new))
                .anyRequired("command", "url").help("The servers by name; tools appear as <server>__<tool>, so avoid "
                        + "'__' in names. Each has command (stdio) or url (http).").spec(CONFIG_SECTION).build();
        return new KindSpec("mcp-json", "Workspace MCP config (.mcp.json)", "The MCP servers a workspace exposes to the "
                + "agent, discovered on each chat turn.", CONFIG_SECTION, DocumentFormat.JSON_FILE, ".mcp.json",
                Optional.of(McpFormat.WORKSPACE_MCP_CONFIG), List.of(server), UnknownKeys.ALLOWED, List.of());
    }

    /**
     * The client-config fields of one server, in the order the specs' examples write them.
     *
     * @param catalog whether it is a MetaAgents MCP file (a bare {@code command}, no shell expansion) rather than a
     *                {@code .mcp.json} entry (whose host expands {@code ${VAR}})
     */
    private static List<FieldSpec> serverFields(boolean catalog) {
        String section = catalog ? "metaagents.md § MCP cross-platform rules" : CONFIG_SECTION;
        var command = field("command", STRING).spec(section);
        if (catalog) {
            command.pattern(Patterns.BARE_COMMAND).help("A bare executable name such as npx, node or uvx, resolved "
                    + "through PATH on every host: no path, no shell wrapper.");
        } else {
            command.help("Stdio transport: the program the agent spawns in the workspace.");
        }
        return List.of(
                field("type", STRING).allowed(TRANSPORTS).help(catalog
                        ? "The transport: stdio (runs command; assumed when absent) or http, sse, streamable-http "
                                + "(connects to url)."
                        : "The transport, set explicitly; otherwise inferred from command (stdio) or url (http).")
                        .spec(section).build(),
                command.build(),
                field("args", STRING_LIST).help(catalog
                        ? "Literal arguments, passed verbatim: no $VAR or ~/; use ${workspaceDir} or ${sharedDir} for "
                                + "paths."
                        : "Stdio transport: the program's arguments.").spec(section).build(),
                field("env", MAP_OF_STRINGS).help(catalog
                        ? "Environment variables for the server, names to literal string values."
                        : "Stdio transport: environment variables for the process, names to string values.")
                        .spec(section).build(),
                field("url", STRING).help("HTTP transport: the server's endpoint.").spec(section).build(),
                field("headers", MAP_OF_STRINGS).help(catalog
                        ? "HTTP transport: request headers, names to string values; ship a stand-in such as "
                                + "<your-token> rather than a real secret."
                        : "HTTP transport: request headers, names to string values; reference secrets as ${VAR} "
                                + "rather than writing them.").spec(section).build());
    }
}
