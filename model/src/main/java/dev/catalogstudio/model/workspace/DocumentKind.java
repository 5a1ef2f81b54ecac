package dev.catalogstudio.model.workspace;

/**
 * The kinds of document a workspace holds (RULES.md "Document kinds and how they are recognised"). A file has one kind;
 * the rule sets that read it follow from the kind (a MetaAgents skill is read by the Agent Skills rules too).
 */
public enum DocumentKind {
    /** {@code agents/<n>/AGENTS.md} in a MetaAgents catalog. */
    METAAGENTS_AGENT,
    /** {@code skills/<n>/SKILL.md} in a MetaAgents catalog. */
    METAAGENTS_SKILL,
    /** {@code mcps/*.json} with {@code _meta}. */
    METAAGENTS_MCP,
    /** {@code CHANGELOG.md} beside an AGENTS.md or SKILL.md. */
    CHANGELOG,
    /** Any other {@code SKILL.md}. */
    AGENT_SKILL,
    /** {@code .agents/skills/<n>/SKILL.md}. */
    WORKSPACE_SKILL,
    /** {@code .mcp.json}. */
    WORKSPACE_MCP_CONFIG,
    /** {@code AGENTS.md} whose frontmatter has {@code vendorKey}, {@code agentKey} or {@code slug}. */
    OAF_AGENT,
    /** {@code mcp-configs/<server>/ActiveMCP.json} or {@code config.yaml} in an OAF agent's folder. */
    OAF_MCP_CONFIG,
    /** Any other {@code AGENTS.md}: Markdown, no rules. */
    PLAIN_AGENTS_MD,
    /** {@code *.3md}. */
    THREEMD_AGENT,
    /** Anything else: a supporting file. */
    OTHER;

    /** Whether documents of this kind are skills. */
    public boolean isSkill() {
        return this == METAAGENTS_SKILL || this == AGENT_SKILL || this == WORKSPACE_SKILL;
    }

    /** Whether documents of this kind are MetaAgents entries (versioned, with dependencies and a CHANGELOG). */
    public boolean isMetaAgentsEntry() {
        return this == METAAGENTS_AGENT || this == METAAGENTS_SKILL;
    }
}
