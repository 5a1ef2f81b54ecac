package dev.catalogstudio.model.format.skills;

import static dev.catalogstudio.model.format.common.SkillFields.NAME_SECTION;
import static dev.catalogstudio.model.format.common.SkillFields.description;
import static dev.catalogstudio.model.format.common.SkillFields.name;
import static dev.catalogstudio.model.format.common.SkillFields.optionalFields;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.UnknownKeys;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SKILL.md frontmatter: Agent Skills (agent-skills.md § SKILL.md format) and workspace skills (workspace-skills.md
 * § SKILL.md format), built from the shared {@link dev.catalogstudio.model.format.common.SkillFields}.
 */
final class SkillSpecs {

    /** {@code agent-skill}. */
    static final KindSpec AGENT_SKILL = agentSkill();
    /** {@code workspace-skill}. */
    static final KindSpec WORKSPACE_SKILL = workspaceSkill();

    private SkillSpecs() {
    }

    /** {@code agent-skill}: any SKILL.md. */
    private static KindSpec agentSkill() {
        var fields = new ArrayList<FieldSpec>();
        fields.add(name("The skill's identifier: lowercase letters, digits and single hyphens, not at either end; the "
                + "same as its folder's name.", NAME_SECTION));
        fields.add(description(true));
        fields.addAll(optionalFields());
        return new KindSpec("agent-skill", "Agent Skill (SKILL.md frontmatter)", "The frontmatter of a SKILL.md: a "
                + "skill's name and description, which agents read at startup, and optional details.",
                "agent-skills.md § Frontmatter", DocumentFormat.YAML_FRONTMATTER, "SKILL.md",
                Optional.of(SkillsFormat.AGENT_SKILL), fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    /** {@code workspace-skill}: {@code .agents/skills/<n>/SKILL.md}. */
    private static KindSpec workspaceSkill() {
        var fields = new ArrayList<FieldSpec>();
        fields.add(name("The skill's identifier in kebab-case, exactly its folder's name (workspace-skills.md); at "
                + "most 64 characters as for every Agent Skill.", "workspace-skills.md § Naming and size constraints"));
        fields.add(description(false));
        fields.addAll(optionalFields());
        return new KindSpec("workspace-skill", "Workspace skill (.agents/skills/*/SKILL.md frontmatter)", "The "
                + "frontmatter of a workspace skill, which the agent lists in its prompt when a chat attaches to the "
                + "workspace.", "workspace-skills.md § SKILL.md format", DocumentFormat.YAML_FRONTMATTER, "SKILL.md",
                Optional.of(SkillsFormat.WORKSPACE_SKILL), fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }
}
