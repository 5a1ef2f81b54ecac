package dev.catalogstudio.model.format.common;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.MAP_OF_STRINGS;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.FieldType.STRING_OR_STRING_LIST;

import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.LengthUnit;
import java.util.List;

/**
 * The Agent Skills fields every flavour of SKILL.md shares (agent-skills.md § SKILL.md format, with the metaSKILL
 * fields of metaskills.md § 3 Package format): the Agent Skills, workspace skill, metaSKILL and MetaAgents skill
 * specifications each build theirs from these, so a field reads the same in each.
 */
public final class SkillFields {

    /** The spec section of {@code name}. */
    public static final String NAME_SECTION = "agent-skills.md § name field";

    private SkillFields() {
    }

    /** The required {@code name}: kebab-case, 1–64 characters. */
    public static FieldSpec name(String help, String section) {
        return field("name", STRING).required().pattern(Patterns.NAME)
                .length(1, FrontmatterFields.NAME_MAX, LengthUnit.CHARACTERS).help(help).spec(section).build();
    }

    /** {@code description}: 1–1024 characters, required for every skill but a workspace skill. */
    public static FieldSpec description(boolean required) {
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
    public static List<FieldSpec> optionalFields() {
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
    public static FieldSpec metaskillPath(boolean isMetaskill) {
        return field("metaskill", STRING).pattern(Patterns.RELATIVE_PATH).defaultValue(isMetaskill ? "SKILL.star" : null)
                .help("Makes the skill a metaskill: its program file, a path relative to the skill folder (SKILL.star "
                        + "when that file exists).").spec("metaskills.md § 3 Package format").build();
    }

    public static FieldSpec metaskillLanguage() {
        return field("metaskill_language", STRING).allowed("starlark").defaultValue("starlark")
                .help("The metaskill program's language; this version of metaSKILLs defines only starlark.")
                .spec("metaskills.md § 3 Package format").build();
    }
}
