package dev.catalogstudio.model.spec;

import static dev.catalogstudio.model.spec.FieldSpec.FieldType.BLOCK_STRING;
import static dev.catalogstudio.model.spec.FieldSpec.FieldType.MAP_OF_STRINGS;
import static dev.catalogstudio.model.spec.FieldSpec.FieldType.STRING;
import static dev.catalogstudio.model.spec.FieldSpec.FieldType.STRING_LIST;

import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.FrontmatterFields;
import java.util.List;
import java.util.Optional;

/**
 * The field specifications of the frontmatter kinds written so far: Agent Skills and workspace skills
 * (agent-skills.md § Frontmatter), MetaAgents skills and agents (metaagents.md § Frontmatter — Skill, — Agent). The
 * form draws its rows and the lossless editor its key order from them.
 */
public final class Specs {

    private static final String SKILLS = "agent-skills.md § Frontmatter";
    private static final String META_SKILL = "metaagents.md § Frontmatter — Skill";
    private static final String META_AGENT = "metaagents.md § Frontmatter — Agent";
    private static final String NAME = FrontmatterFields.NAME.pattern();
    private static final String SCOPE = "[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*";
    private static final String SEMVER = "(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)";

    private static final List<FieldSpec> AGENT_SKILL_FIELDS = List.of(
            new FieldSpec("name", STRING, true, NAME, FrontmatterFields.NAME_MAX,
                    "Lowercase letters, digits and single hyphens; the same as the skill's folder.", SKILLS),
            new FieldSpec("description", STRING, true, null, FrontmatterFields.DESCRIPTION_MAX,
                    "What the skill does and when to use it: what an agent reads to decide.", SKILLS),
            new FieldSpec("license", STRING, false, null, null,
                    "A license name or the name of a license file in the skill's folder.", SKILLS),
            new FieldSpec("compatibility", STRING, false, null, 500,
                    "Environment requirements: the product it is for, system packages, network access.", SKILLS),
            new FieldSpec("metadata", MAP_OF_STRINGS, false, null, null,
                    "Any further key-value pairs, strings only.", SKILLS),
            new FieldSpec("allowed-tools", STRING, false, null, null,
                    "Space-separated tools the skill may use without asking (experimental).", SKILLS));

    private static List<FieldSpec> metaAgents(String section, boolean skill) {
        var fields = new java.util.ArrayList<FieldSpec>(List.of(
                new FieldSpec("name", STRING, true, NAME, FrontmatterFields.NAME_MAX,
                        "Kebab-case identifier within the scope; the same as the entry's folder.", section),
                new FieldSpec("scope", STRING, false, SCOPE, 64,
                        "The catalog's scope (reverse-DNS allowed); the FQN is scope/name.", section),
                new FieldSpec("description", STRING, true, null, FrontmatterFields.DESCRIPTION_MAX,
                        "What it does, one short sentence.", section),
                new FieldSpec("version", STRING, true, SEMVER, null,
                        "Three-segment semver; must match the newest CHANGELOG.md entry.", section)));
        if (skill) {
            fields.add(new FieldSpec("prereqs", BLOCK_STRING, false, null, null,
                    "A short literal block on setup; link references/SETUP.md for the long version.", section));
        }
        fields.add(new FieldSpec("dependencies.skills", STRING_LIST, false, null, null,
                "Origins of the skills it needs (GitHub tree URLs).", section));
        fields.add(new FieldSpec("dependencies.mcps", STRING_LIST, false, null, null,
                "Origins of the MCP server files it needs (GitHub tree URLs).", section));
        return fields;
    }

    private static final List<KindSpec> ALL = List.of(
            new KindSpec(DocumentKind.AGENT_SKILL, "Agent Skill", AGENT_SKILL_FIELDS),
            new KindSpec(DocumentKind.WORKSPACE_SKILL, "Workspace skill", AGENT_SKILL_FIELDS),
            new KindSpec(DocumentKind.METAAGENTS_SKILL, "MetaAgents skill", metaAgents(META_SKILL, true)),
            new KindSpec(DocumentKind.METAAGENTS_AGENT, "MetaAgents agent", metaAgents(META_AGENT, false)));

    private Specs() {
    }

    /** Every specification written so far, in a stable order. */
    public static List<KindSpec> all() {
        return ALL;
    }

    /** The specification of {@code kind}, if one is written. */
    public static Optional<KindSpec> forKind(DocumentKind kind) {
        return ALL.stream().filter(s -> s.kind() == kind).findFirst();
    }
}
