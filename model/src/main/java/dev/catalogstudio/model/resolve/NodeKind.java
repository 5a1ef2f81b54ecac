package dev.catalogstudio.model.resolve;

/** What a node of the {@link DependencyGraph} stands for. */
public enum NodeKind {
    /** A MetaAgents agent, an OAF agent, an OAF sub-agent reference or a 3md agent. */
    AGENT,
    /** A skill: MetaAgents, Agent Skills, workspace, OAF local or registry skill. */
    SKILL,
    /** An MCP server: a MetaAgents MCP file, a {@code .mcp.json} server or an OAF MCP server. */
    MCP_SERVER,
    /** An OAF pack reference. */
    PACK,
    /** An OAF weblet reference. */
    WEBLET,
    /** One {@code @plane} slice of a 3md agent. */
    PLANE,
    /** A plugin package: a Claude Code plugin or an Agent Plugins 1.0 plugin. */
    PLUGIN,
    /** A Claude Code plugin marketplace ({@code .claude-plugin/marketplace.json}). */
    MARKETPLACE,
    /** A slash command ({@code commands/*.md}). */
    COMMAND,
    /** A hook: one handler of a hook event ({@code hooks/hooks.json} or inline {@code hooks}). */
    HOOK;

    /** The name used in messages, e.g. {@code MCP server}. */
    public String displayName() {
        return this == MCP_SERVER ? "MCP server" : name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The lower-case name used in {@code graph} output, e.g. {@code mcp-server}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
