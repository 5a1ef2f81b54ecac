package dev.catalogstudio.model.format.metaagents;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.FORBIDDEN;
import static dev.catalogstudio.model.format.FieldType.MAP_OF_STRINGS;
import static dev.catalogstudio.model.format.FieldType.OBJECT;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.FieldType.STRING_OR_OBJECT_LIST;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.LengthUnit;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.Patterns;
import dev.catalogstudio.model.format.common.SkillFields;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * MetaAgents catalog entries: {@code agents/<n>/AGENTS.md} and {@code skills/<n>/SKILL.md} frontmatter
 * (metaagents.md § Frontmatter — Skill, § Frontmatter — Agent, § Naming Rules, § Origin URI Grammar). The MCP file is
 * in the MCP format's specification.
 */
final class MetaAgentsSpecs {

    private static final String SKILL_SECTION = "metaagents.md § Frontmatter — Skill";
    private static final String AGENT_SECTION = "metaagents.md § Frontmatter — Agent";

    /** {@code metaagents-agent}. */
    static final KindSpec AGENT = agent();
    /** {@code metaagents-skill}. */
    static final KindSpec SKILL = skill();

    private MetaAgentsSpecs() {
    }

    /** {@code metaagents-skill}: the MetaAgents fields, then the Agent Skills ones (a MetaAgents skill is both). */
    private static KindSpec skill() {
        var fields = new ArrayList<FieldSpec>();
        fields.add(SkillFields.name("The skill's name within its scope: kebab-case, no '/', the same as its folder's "
                + "name.", "metaagents.md § Naming Rules"));
        fields.add(scope("skills"));
        fields.add(description("What the skill does, in one short sentence."));
        fields.add(version());
        fields.add(field("prereqs", STRING).help("Skills only: a short setup summary as a literal block (|); link to "
                + "references/SETUP.md for the long version.").spec(SKILL_SECTION).build());
        fields.add(dependencies());
        fields.addAll(SkillFields.optionalFields());
        return new KindSpec("metaagents-skill", "MetaAgents skill (skills/*/SKILL.md frontmatter)", "The frontmatter "
                + "of a skill in a MetaAgents catalog: an Agent Skill with a scope, a version and dependencies.",
                SKILL_SECTION, DocumentFormat.YAML_FRONTMATTER, "SKILL.md", Optional.of(MetaAgentsFormat.SKILL),
                fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    /** {@code metaagents-agent}: the skill's shape without {@code prereqs}. */
    private static KindSpec agent() {
        var fields = List.of(
                SkillFields.name("The agent's name within its scope: kebab-case, no '/', the same as its folder's name.",
                        "metaagents.md § Naming Rules"),
                scope("agents"),
                description("What the agent does, in one short sentence."),
                version(),
                dependencies(),
                field("license", STRING).help("The licence: not in metaagents.md's agent list, accepted as in Agent "
                        + "Skills (a licence name or a bundled file).").spec("agent-skills.md § license field").build(),
                field("metadata", MAP_OF_STRINGS).help("Further properties, string keys to string values: not in "
                        + "metaagents.md's agent list, accepted as in Agent Skills.")
                        .spec("agent-skills.md § metadata field").build(),
                field("prereqs", FORBIDDEN).help("Agents reject prereqs: put setup steps in the body under a '## Setup' "
                        + "section.").spec(AGENT_SECTION).build());
        return new KindSpec("metaagents-agent", "MetaAgents agent (agents/*/AGENTS.md frontmatter)", "The frontmatter "
                + "of an agent in a MetaAgents catalog: instructions that combine skills and MCPs.", AGENT_SECTION,
                DocumentFormat.YAML_FRONTMATTER, "AGENTS.md", Optional.of(MetaAgentsFormat.AGENT), fields,
                UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    private static FieldSpec scope(String entries) {
        return field("scope", STRING).pattern(Patterns.SCOPE).length(1, Patterns.SCOPE_MAX, LengthUnit.CHARACTERS)
                .help("The publisher's namespace, usually shared by a catalog's " + entries + ": kebab-case segments, "
                        + "dot-separated for reverse DNS (io.example); the FQN is <scope>/<name>.")
                .spec("metaagents.md § Naming Rules").build();
    }

    private static FieldSpec description(String help) {
        return field("description", STRING).required()
                .length(1, FrontmatterFields.DESCRIPTION_MAX, LengthUnit.CHARACTERS).pattern(Patterns.NOT_BLANK)
                .help(help + " Required, 1 to 1024 characters.").spec("metaagents.md § Frontmatter — Skill").build();
    }

    private static FieldSpec version() {
        return field("version", STRING).required().pattern(Patterns.SEMVER).help("The entry's version, 3-segment "
                + "semver such as 1.0.0 (bare or quoted); it must match the newest CHANGELOG.md entry.")
                .spec("metaagents.md § Frontmatter — Skill").build();
    }

    private static FieldSpec dependencies() {
        return field("dependencies", OBJECT).unknownKeys(UnknownKeys.REJECTED).fields(
                origins("skills", "Skills this entry needs: origin URIs of skill folders, "
                        + "https://github.com/<owner>/<repo>/tree/<ref>/skills/<name>."),
                origins("mcps", "MCP servers this entry needs: origin URIs of MCP files, "
                        + "https://github.com/<owner>/<repo>/tree/<ref>/mcps/<file>.json."))
                .help("What this entry depends on, by origin URI: resolved depth-first, no cycles, MCPs are leaves.")
                .spec("metaagents.md § Frontmatter — Skill").build();
    }

    private static FieldSpec origins(String key, String help) {
        return field(key, STRING_OR_OBJECT_LIST).pattern(Patterns.ORIGIN)
                .fields(field("origin", STRING).required().pattern(Patterns.ORIGIN).help("The dependency's origin URI.")
                        .spec("metaagents.md § Origin URI Grammar").build())
                .help(help + " Write bare strings; the {origin: …} form is parsed but discouraged, and file: origins "
                        + "are local only.").spec("metaagents.md § Origin URI Grammar").build();
    }
}
