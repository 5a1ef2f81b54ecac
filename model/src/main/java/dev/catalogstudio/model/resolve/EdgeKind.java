package dev.catalogstudio.model.resolve;

/** The type of a reference between two nodes, and the node kind it must reach. */
public enum EdgeKind {
    /** A {@code dependencies.skills} entry, or an OAF {@code skills[]} reference. */
    SKILL_DEPENDENCY(NodeKind.SKILL),
    /** A {@code dependencies.mcps} entry, or an OAF {@code mcpServers[]} reference. */
    MCP_DEPENDENCY(NodeKind.MCP_SERVER),
    /** An OAF {@code agents[]} sub-agent the agent delegates to. */
    SUB_AGENT(NodeKind.AGENT),
    /** An OAF {@code packs[]} or {@code weblets[]} reference. */
    COMPONENT(null),
    /** A 3md agent's {@code [[z=N|…]]} link from one skill plane to another: a dependency (agent-3md.md § 3). */
    PLANE_LINK(NodeKind.PLANE),
    /**
     * A {@code [[z=N|…]]} cross-plane link of a 3md document that is not an agent: navigation only, so it may loop
     * (3md-base.md § 8) and orders nothing.
     */
    PLANE_REFERENCE(NodeKind.PLANE),
    /** An OAF MCP server to its {@code configDir} folder ({@code ActiveMCP.json} and {@code config.yaml}). */
    MCP_CONFIG(NodeKind.MCP_SERVER),
    /**
     * Containment, never part of a cycle: a 3md agent to each of its planes, a marketplace to each plugin it lists, a
     * plugin to its agents, skills, commands, hooks and MCP servers.
     */
    CONTAINS(null);

    private final NodeKind expected;

    EdgeKind(NodeKind expected) {
        this.expected = expected;
    }

    /** The node kind the target must have, or {@code null} when any kind will do. */
    public NodeKind expected() {
        return expected;
    }

    /** Whether a loop through edges of this kind is an error (containment and configuration edges cannot loop). */
    public boolean ordersInstall() {
        return this == SKILL_DEPENDENCY || this == MCP_DEPENDENCY || this == SUB_AGENT || this == PLANE_LINK;
    }

    /** The lower-case name used in {@code graph} output, e.g. {@code skill-dependency}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
