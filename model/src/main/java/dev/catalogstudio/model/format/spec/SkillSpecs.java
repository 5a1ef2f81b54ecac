package dev.catalogstudio.model.format.spec;

import static dev.catalogstudio.model.format.spec.FieldSpec.field;
import static dev.catalogstudio.model.format.spec.FieldType.MAP_OF_STRINGS;
import static dev.catalogstudio.model.format.spec.FieldType.STRING;
import static dev.catalogstudio.model.format.spec.FieldType.STRING_OR_STRING_LIST;

import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.FrontmatterFields;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SKILL.md frontmatter: Agent Skills (agent-skills.md § SKILL.md format), workspace skills (workspace-skills.md
 * § SKILL.md format) and metaSKILLs (metaskills.md § 3 Package format). MetaAgents skills add theirs in
 * {@link MetaAgentsSpecs}.
 */
final class SkillSpecs {

    static final String NAME_SECTION = "agent-skills.md § name field";

    private SkillSpecs() {
    }

    /** {@code agent-skill}: any SKILL.md. */
    static KindSpec agentSkill() {
        var fields = new ArrayList<FieldSpec>();
        fields.add(name("The skill's identifier: lowercase letters, digits and single hyphens, not at either end; the "
                + "same as its folder's name.", NAME_SECTION));
        fields.add(description(true));
        fields.addAll(optionalFields());
        return new KindSpec("agent-skill", "Agent Skill (SKILL.md frontmatter)", "The frontmatter of a SKILL.md: a "
                + "skill's name and description, which agents read at startup, and optional details.",
                "agent-skills.md § Frontmatter", DocumentFormat.YAML_FRONTMATTER, "SKILL.md",
                Optional.of(DocumentKind.AGENT_SKILL), fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    /** {@code workspace-skill}: {@code .agents/skills/<n>/SKILL.md}. */
    static KindSpec workspaceSkill() {
        var fields = new ArrayList<FieldSpec>();
        fields.add(name("The skill's identifier in kebab-case, exactly its folder's name (workspace-skills.md); at "
                + "most 64 characters as for every Agent Skill.", "workspace-skills.md § Naming and size constraints"));
        fields.add(description(false));
        fields.addAll(optionalFields());
        return new KindSpec("workspace-skill", "Workspace skill (.agents/skills/*/SKILL.md frontmatter)", "The "
                + "frontmatter of a workspace skill, which the agent lists in its prompt when a chat attaches to the "
                + "workspace.", "workspace-skills.md § SKILL.md format", DocumentFormat.YAML_FRONTMATTER, "SKILL.md",
                Optional.of(DocumentKind.WORKSPACE_SKILL), fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    /** {@code metaskill}: the frontmatter fields metaSKILLs define; the skill's own kind adds the rest. */
    static KindSpec metaskill() {
        var fields = List.of(
                name("Stable skill identifier: lowercase ASCII letters, digits and single hyphens, the same as the "
                        + "skill folder's name.", "metaskills.md § 3 Package format"),
                field("description", STRING).required().length(1, FrontmatterFields.DESCRIPTION_MAX,
                        LengthUnit.CHARACTERS).pattern(Patterns.NOT_BLANK).help("Short catalog description for users "
                        + "and routing models; say when to use the skill (metaSKILLs say SHOULD stay within 1,024 "
                        + "characters, Agent Skills say must).").spec("metaskills.md § 3 Package format").build(),
                metaskillPath(true),
                metaskillLanguage());
        return new KindSpec("metaskill", "metaSKILL (SKILL.md frontmatter)", "The frontmatter fields of a metaskill: "
                + "a skill whose folder holds a Starlark program that the host runs with ask, command and trace.",
                "metaskills.md § 3 Package format", DocumentFormat.YAML_FRONTMATTER, "SKILL.md", Optional.empty(),
                fields, UnknownKeys.ALLOWED, List.of());
    }

    /** The required {@code name}: kebab-case, 1–64 characters. */
    static FieldSpec name(String help, String section) {
        return field("name", STRING).required().pattern(Patterns.NAME)
                .length(1, FrontmatterFields.NAME_MAX, LengthUnit.CHARACTERS).help(help).spec(section).build();
    }

    /** {@code description}: 1–1024 characters, required for every skill but a workspace skill. */
    static FieldSpec description(boolean required) {
        var builder = field("description", STRING).length(1, FrontmatterFields.DESCRIPTION_MAX, LengthUnit.CHARACTERS)
                .pattern(Patterns.NOT_BLANK);
        if (required) {
            return builder.required().help("What the skill does and when to use it, with the keywords a request "
                    + "would contain; agents read it to decide whether to load the skill.")
                    .spec("agent-skills.md § description field").build();
        }
        return builder.help("What the skill does and when to use it; optional for workspace skills, listed in the "
                + "agent's available skills.").spec("workspace-skills.md § SKILL.md format").build();
    }

    /** The optional Agent Skills fields after name and description, and the metaSKILL fields, in writing order. */
    static List<FieldSpec> optionalFields() {
        return List.of(
                field("license", STRING).help("The licence: a licence name such as Apache-2.0, or the name of a "
                        + "bundled licence file.").spec("agent-skills.md § license field").build(),
                field("compatibility", STRING).length(1, 500, LengthUnit.CHARACTERS).help("Only if the skill has "
                        + "environment requirements: intended product, system packages, network access.")
                        .spec("agent-skills.md § compatibility field").build(),
                field("metadata", MAP_OF_STRINGS).help("Further properties for clients, string keys to string values "
                        + "(quote numbers and booleans); choose keys unlikely to clash.")
                        .spec("agent-skills.md § metadata field").build(),
                field("allowed-tools", STRING_OR_STRING_LIST).help("Experimental: tools pre-approved to run, "
                        + "separated by spaces, e.g. 'Bash(git:*) Read' (a list of strings is accepted too).")
                        .spec("agent-skills.md § allowed-tools field").build(),
                metaskillPath(false),
                metaskillLanguage());
    }

    /** {@code metaskill}; its default is {@code SKILL.star} only in a metaskill (elsewhere absence means "no program"). */
    private static FieldSpec metaskillPath(boolean isMetaskill) {
        return field("metaskill", STRING).pattern(Patterns.RELATIVE_PATH).defaultValue(isMetaskill ? "SKILL.star" : null)
                .help("Makes the skill a metaskill: its program file, a path relative to the skill folder (SKILL.star "
                        + "when that file exists).").spec("metaskills.md § 3 Package format").build();
    }

    private static FieldSpec metaskillLanguage() {
        return field("metaskill_language", STRING).allowed("starlark").defaultValue("starlark")
                .help("The metaskill program's language; this version of metaSKILLs defines only starlark.")
                .spec("metaskills.md § 3 Package format").build();
    }
}
