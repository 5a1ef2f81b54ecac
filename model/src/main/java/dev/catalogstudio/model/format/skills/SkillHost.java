package dev.catalogstudio.model.format.skills;

/** Which rule book a SKILL.md is read by, beyond the Agent Skills baseline. */
public enum SkillHost {
    /** A plain Agent Skill (agent-skills.md). */
    AGENT_SKILLS,
    /** A MetaAgents catalog skill (metaagents.md): also versioned, scoped, with dependencies. */
    METAAGENTS,
    /** A workspace skill under {@code .agents/skills/} (workspace-skills.md): size and path limits are hard. */
    WORKSPACE
}
