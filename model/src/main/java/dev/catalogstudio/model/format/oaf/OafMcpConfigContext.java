package dev.catalogstudio.model.format.oaf;

import java.util.Optional;

/**
 * What the rules for an agent's {@code mcp-configs/<server>/ActiveMCP.json} and {@code config.yaml} need beyond the
 * file's text.
 *
 * @param configDir the folder holding the file, relative to the agent folder and {@code /}-separated, e.g.
 *                  {@code mcp-configs/filesystem}
 * @param agent     the agent's root AGENTS.md, when it is an OAF manifest; its {@code mcpServers} entry whose
 *                  {@code configDir} names this folder is what {@code oaf-activemcp-mismatch} compares against
 */
record OafMcpConfigContext(String configDir, Optional<OafAgent> agent) {
}
