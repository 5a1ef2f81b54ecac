package dev.catalogstudio.model.resolve;

/**
 * The format that declared a graph {@link Node}: the {@code format} field of {@code catalog-studio graph}'s JSON.
 * Lives beside the graph (not under {@code format}) because the resolver reads it and the formats depend on the
 * resolver, never the reverse.
 */
public enum FormatName {
    /** MetaAgents agents, skills and {@code mcps/*.json} (metaagents.md). */
    METAAGENTS("metaagents"),
    /** Agent Skills outside a MetaAgents catalog (agent-skills.md). */
    AGENT_SKILLS("agent-skills"),
    /** Workspace skills ({@code .agents/skills/}) and {@code .mcp.json} servers (workspace-skills.md). */
    WORKSPACE("workspace"),
    /** Open Agent Format agents and the references they declare (open-agent-format.md). */
    OAF("oaf"),
    /** 3md agents and their planes (agent-3md.md). */
    THREEMD("3md"),
    /** Claude Code plugins, marketplaces, subagents, commands and hooks (Claude Code plugins reference). */
    CLAUDE_CODE("claude-code"),
    /** Agent Plugins 1.0 packages (agent-plugins-spec 1.0.0). */
    AGENT_PLUGINS("agent-plugins"),
    /** GitHub Copilot custom agents and prompt files (docs.github.com custom agents configuration). */
    COPILOT("copilot");

    private final String id;

    FormatName(String id) {
        this.id = id;
    }

    /** The name as written in JSON and DOT output, e.g. {@code agent-skills}. */
    public String id() {
        return id;
    }
}
