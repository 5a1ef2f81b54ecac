package dev.catalogstudio.model.format;

/**
 * The kinds of document a workspace holds (RULES.md "Document kinds and how they are recognised"). A file has one kind,
 * decided by the first {@link Format} of {@link Formats#ALL} that claims it; the rule sets that read it follow from the
 * kind (a MetaAgents skill is read by the Agent Skills rules too). Each kind carries what the studio shows of it.
 */
public enum DocumentKind {
    /** {@code agents/<n>/AGENTS.md} in a MetaAgents catalog. */
    METAAGENTS_AGENT("MetaAgents agent", "A", EditorLanguage.MARKDOWN_FRONTMATTER),
    /** {@code skills/<n>/SKILL.md} in a MetaAgents catalog. */
    METAAGENTS_SKILL("MetaAgents skill", "S", EditorLanguage.MARKDOWN_FRONTMATTER),
    /** {@code mcps/*.json} with {@code _meta}. */
    METAAGENTS_MCP("MetaAgents MCP", "M", EditorLanguage.JSON),
    /** {@code CHANGELOG.md} beside an AGENTS.md or SKILL.md. */
    CHANGELOG("CHANGELOG", "C", EditorLanguage.MARKDOWN_FRONTMATTER),
    /** Any other {@code SKILL.md}. */
    AGENT_SKILL("Agent Skill", "S", EditorLanguage.MARKDOWN_FRONTMATTER),
    /** {@code .agents/skills/<n>/SKILL.md}. */
    WORKSPACE_SKILL("Workspace skill", "S", EditorLanguage.MARKDOWN_FRONTMATTER),
    /** {@code .mcp.json}. */
    WORKSPACE_MCP_CONFIG("Workspace MCP config", "M", EditorLanguage.JSON),
    /** {@code AGENTS.md} whose frontmatter has {@code vendorKey}, {@code agentKey} or {@code slug}. */
    OAF_AGENT("Open Agent Format agent", "A", EditorLanguage.MARKDOWN_FRONTMATTER),
    /** {@code mcp-configs/<server>/ActiveMCP.json} or {@code config.yaml} in an OAF agent's folder. */
    OAF_MCP_CONFIG("OAF MCP config", "M", null),
    /** Any other {@code AGENTS.md}: Markdown, no rules. */
    PLAIN_AGENTS_MD("AGENTS.md", "A", EditorLanguage.MARKDOWN_FRONTMATTER),
    /**
     * A {@code *.3md} that declares itself an agent ({@code agent:} or {@code axis: skill} frontmatter, or a plane of
     * {@code kind=identity} or {@code kind=skill}): the base format's rules and agent3md/1's.
     */
    THREEMD_AGENT("3md agent", "3", EditorLanguage.THREEMD),
    /** Any other {@code *.3md} (a flipbook, a timeline, a deck): the base format's rules only. */
    THREEMD_DOCUMENT("3md document", "3", EditorLanguage.THREEMD),
    /** {@code SKILL.star} beside a {@code SKILL.md}: a metaSKILL's Starlark program (metaskills.md § 3). */
    METASKILL_PROGRAM("metaSKILL program", "P", EditorLanguage.STARLARK),
    /** Anything else: a supporting file. */
    OTHER("Supporting file", "\u2022", null);

    private final String displayName;
    private final String glyph;
    private final EditorLanguage language;

    DocumentKind(String displayName, String glyph, EditorLanguage language) {
        this.displayName = displayName;
        this.glyph = glyph;
        this.language = language;
    }

    /** A short human name, e.g. {@code Workspace skill}, for tooltips and headers. */
    public String displayName() {
        return displayName;
    }

    /** The one-character badge the file tree shows before a document of this kind. */
    public String glyph() {
        return glyph;
    }

    /**
     * The editor language of a file of this kind named {@code fileName}: fixed for most kinds; for OAF MCP configs and
     * supporting files it follows the file name's extension ({@code .json}, {@code .yaml}, {@code .star} …).
     */
    public EditorLanguage language(String fileName) {
        return language != null ? language : EditorLanguage.ofFileName(fileName);
    }

    /** Whether documents of this kind are skills. */
    public boolean isSkill() {
        return this == METAAGENTS_SKILL || this == AGENT_SKILL || this == WORKSPACE_SKILL;
    }

    /** Whether documents of this kind are MetaAgents entries (versioned, with dependencies and a CHANGELOG). */
    public boolean isMetaAgentsEntry() {
        return this == METAAGENTS_AGENT || this == METAAGENTS_SKILL;
    }
}
