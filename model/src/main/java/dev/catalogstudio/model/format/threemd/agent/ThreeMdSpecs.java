package dev.catalogstudio.model.format.threemd.agent;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.STRING;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.Patterns;
import java.util.List;
import java.util.Optional;

/**
 * 3md: the frontmatter of any {@code .3md} (3md-base.md § 3), the manifest of an agent (agent-3md.md § 2.1) and the
 * attributes of an agent's {@code @plane} lines (3md-base.md § 4.1, agent-3md.md § 3). Every value is a string: the
 * 3md frontmatter is not YAML and never coerces values, and plane attributes are strings too.
 */
final class ThreeMdSpecs {

    private static final String BASE = "3md-base.md § 3.2 Reserved keys";
    private static final String MANIFEST = "agent-3md.md § 2.1 Frontmatter";
    private static final String PLANE = "3md-base.md § 4.1 Attributes";
    private static final String SKILL = "agent-3md.md § 3 The skill plane contract";

    /** {@code frontmatter}. */
    static final KindSpec FRONTMATTER = frontmatter();
    /** {@code agent}. */
    static final KindSpec AGENT = agent();
    /** {@code agentPlane}. */
    static final KindSpec AGENT_PLANE = agentPlane();

    private ThreeMdSpecs() {
    }

    /** {@code threemd-frontmatter}: the base format's keys. */
    private static KindSpec frontmatter() {
        var fields = List.of(
                version(BASE),
                field("axis", STRING).defaultValue("layer").help("What the Z axis means, e.g. time, depth, layer, "
                        + "frame, space; any string, read lowercased.").spec(BASE).build(),
                field("title", STRING).help("A human-readable title.").spec(BASE).build(),
                field("view", STRING).help("The view a renderer opens first: stack, play, single, present, blend or "
                        + "map (older names are accepted; the parser does not check it).").spec(BASE).build(),
                field("legend", STRING).help("A character map for fenced blocks, as char=replacement pairs such as "
                        + "'g=🟩 w=🟦'.").spec(BASE).build());
        return new KindSpec("threemd-frontmatter", "3md document (frontmatter)", "The frontmatter of a 3md document: "
                + "the format version, what the Z axis means, and a title; any other key is kept as string metadata.",
                "3md-base.md § 3 Frontmatter", DocumentFormat.THREEMD_FRONTMATTER, "*.3md",
                Optional.of(ThreeMdFormat.DOCUMENT), fields, UnknownKeys.ALLOWED, List.of());
    }

    /** {@code threemd-agent}: an agent3md/1 manifest; {@code title} or {@code agent} names it. */
    private static KindSpec agent() {
        var fields = List.of(
                version(MANIFEST),
                field("axis", STRING).help("Should be skill: the Z axis enumerates the agent's "
                        + "skills (the base format's default is layer).").spec(MANIFEST).build(),
                field("agent", STRING).help("The agent's short id; an agent needs agent or title.").spec(MANIFEST)
                        .build(),
                field("title", STRING).help("The agent's display name; an agent needs title or agent.").spec(MANIFEST)
                        .build(),
                field("model", STRING).help("A suggested default model, only a hint: runners may override it; omit "
                        + "it to stay model-agnostic.").spec(MANIFEST).build(),
                field("persona", STRING).help("A one-line behavioural summary.").spec(MANIFEST).build(),
                field("tools", STRING).help("Comma-separated names of the binaries the skills run, e.g. 'rg, jq, git'; "
                        + "each skill's command should use one of them.").spec(MANIFEST).build(),
                field("version", STRING).help("The agent's version, distinct from the format version (the spec does "
                        + "not fix its form).").spec(MANIFEST).build(),
                field("entry", STRING).pattern(Patterns.INTEGER_TEXT).help("The z of the plane to start from, an "
                        + "integer naming an existing plane (default: the identity plane).").spec(MANIFEST).build());
        return new KindSpec("threemd-agent", "3md agent (agent3md/1 frontmatter)", "The manifest of an agent.3md: the "
                + "agent's name and optional hints; other keys are kept as agent metadata.", MANIFEST,
                DocumentFormat.THREEMD_FRONTMATTER, "*.3md", Optional.of(ThreeMdFormat.AGENT), fields,
                UnknownKeys.ALLOWED, List.of("agent", "title"));
    }

    /** {@code threemd-agent-plane}: one {@code @plane} line of an agent (identity or skill). */
    private static KindSpec agentPlane() {
        var fields = List.of(
                field("z", STRING).required().pattern(Patterns.DECIMAL).help("The plane's position on the Z axis, a "
                        + "finite decimal unique in the document (0 for the identity plane by convention).")
                        .spec(PLANE).build(),
                field("label", STRING).help("The plane's name; for a skill plane its unique, non-empty skill name.")
                        .spec("agent-3md.md § 2.2 Planes").build(),
                field("kind", STRING).help("identity for the one identity plane (the system prompt), skill for a skill; "
                        + "other values are not defined.").spec("agent-3md.md § 2.2 Planes").build(),
                field("triggers", STRING).help("Comma-separated trigger phrases; a phrase matches when every word of it "
                        + "is in the request. A skill should have some.").spec(SKILL).build(),
                field("inputs", STRING).help("Comma-separated typed inputs: name, name:type or name:type? (optional), "
                        + "type one of string, number, boolean, object, array.").spec(SKILL).build(),
                field("tool", STRING).help("The command the skill drives, e.g. 'rg --line-number {pattern} {path}': "
                        + "every {placeholder} must be a declared input.").spec(SKILL).build(),
                field("cost", STRING).help("A tag for the side-effect or resource class, e.g. net or db.").spec(SKILL)
                        .build(),
                field("x", STRING).pattern(Patterns.DECIMAL).help("An in-plane x offset for spatial viewers, a finite "
                        + "decimal.").spec(PLANE).build(),
                field("y", STRING).pattern(Patterns.DECIMAL).help("An in-plane y offset for spatial viewers, a finite "
                        + "decimal.").spec(PLANE).build());
        return new KindSpec("threemd-agent-plane", "3md agent plane (@plane attributes)", "The key=value attributes of "
                + "one @plane line of an agent: the identity plane or a skill; unknown attributes are ignored.", SKILL,
                DocumentFormat.THREEMD_PLANE_ATTRIBUTES, "*.3md", Optional.of(ThreeMdFormat.AGENT), fields,
                UnknownKeys.ALLOWED, List.of());
    }

    private static FieldSpec version(String section) {
        return field("3md", STRING).required().help("The 3md format version, e.g. 1.0: its presence marks the file "
                + "as 3md; the value is never validated.").spec(section).build();
    }
}
