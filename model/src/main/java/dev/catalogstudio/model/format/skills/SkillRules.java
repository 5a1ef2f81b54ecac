package dev.catalogstudio.model.format.skills;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;

/**
 * The Agent Skills baseline for every SKILL.md (agent-skills.md § SKILL.md format, RULES.md § Shared), with the
 * stricter limits of workspace skills (workspace-skills.md § Naming and size constraints, § Path safety). The
 * MetaAgents-only fields are checked by {@code MetaAgentsRules}.
 */
public final class SkillRules {

    /** Largest SKILL.md, in bytes (64 KiB). */
    public static final long MAX_FILE_BYTES = 64L * 1024;
    /** Longest body before hosts may truncate it, in characters. */
    public static final int MAX_BODY_CHARS = 20_000;
    /** Longest {@code compatibility}, in characters. */
    public static final int MAX_COMPATIBILITY = 500;

    private SkillRules() {
    }

    /** Checks one SKILL.md. */
    public static void check(FrontmatterDocument doc, SkillContext context, Diagnostics out) {
        boolean workspace = context.host() == SkillHost.WORKSPACE;
        var source = doc.source();
        if (context.fileBytes() > MAX_FILE_BYTES) {
            out.report(Rule.SKILL_FILE_TOO_LARGE, workspace ? Severity.ERROR : Severity.WARNING, source.lineRange(1),
                    "SKILL.md is " + context.fileBytes() / 1024 + " KiB; hosts " + (workspace ? "refuse" : "may truncate")
                            + " files over 64 KiB. Move reference material into references/.");
        }
        switch (doc.frontmatter().status()) {
            case MISSING -> out.report(Rule.FRONTMATTER_MISSING, source.lineRange(1), "A SKILL.md must start with a"
                    + " '---' frontmatter block holding at least 'name' and 'description'.");
            case UNCLOSED, PRESENT -> out.addAll(doc.diagnostics());
        }
        if (doc.hasUsableFrontmatter()) {
            fields(doc, context, out);
        }
        if (!context.truncated()) {
            // Counted in place, not in a copy of the body; reported on the body's first line, which is all of the
            // text the line index then reads (the body's end is never asked for). A body of at most the limit in
            // UTF-16 code units holds at most as many code points, and a text decoded without supplementary
            // characters counts in constant time: only a longer body with a surrogate pair is counted unit by unit.
            int bodyStart = doc.frontmatter().bodyStart();
            int bodyUnits = source.length() - bodyStart;
            int bodyChars = bodyUnits <= MAX_BODY_CHARS ? bodyUnits : source.codePointCount(bodyStart, source.length());
            if (bodyChars > MAX_BODY_CHARS) {
                out.report(Rule.BODY_TOO_LONG, source.lineRange(source.positionAt(bodyStart).line()), "The body is "
                        + bodyChars + " characters; hosts may truncate bodies over " + MAX_BODY_CHARS
                        + ". Move detail into referenced files.");
            }
            SkillReferences.check(doc, context, out);
        }
    }

    private static void fields(FrontmatterDocument doc, SkillContext context, Diagnostics out) {
        var fields = new FrontmatterFields(doc, context.spec(), out);
        boolean metaAgents = context.host() == SkillHost.METAAGENTS;
        fields.requiredFields();
        fields.string("name").ifPresent(n -> fields.name(n, context.folderName(), metaAgents));
        fields.string("description").ifPresent(fields::description);
        fields.string("license");
        // Their type here; what they point at is the metaSKILL format's to check.
        fields.string("metaskill");
        fields.string("metaskill_language");
        fields.string("compatibility").ifPresent(c -> {
            int length = c.value().codePointCount(0, c.value().length());
            if (length > MAX_COMPATIBILITY) {
                out.report(Rule.COMPATIBILITY_TOO_LONG, c.range(), "'compatibility' is " + length
                        + " characters; the limit is " + MAX_COMPATIBILITY + ".");
            }
        });
        metadata(fields);
        allowedTools(fields);
        fields.unknownFields(metaAgents ? "a MetaAgents skill" : "an Agent Skill");
    }

    /** {@code metadata}: a mapping from string keys to string values. */
    private static void metadata(FrontmatterFields fields) {
        fields.fields().get("metadata").ifPresent(node -> {
            if (!(node instanceof YamlMapping map)) {
                fields.typeError("metadata", node.range(), node.typeName(), "a mapping of string keys to strings");
                return;
            }
            for (var entry : map.entries()) {
                var value = entry.value().resolved();
                if (!(value instanceof YamlScalar s && s.isString())) {
                    fields.typeError("metadata." + entry.keyText(), value.range(), value.typeName(), "a string");
                }
            }
        });
    }

    /** {@code allowed-tools}: a space-separated string (a list of strings is accepted too, as hosts do). */
    private static void allowedTools(FrontmatterFields fields) {
        fields.fields().get("allowed-tools").ifPresent(node -> {
            if (node instanceof YamlScalar s && s.isString()) {
                return;
            }
            if (node instanceof YamlSequence seq && seq.items().stream()
                    .allMatch(i -> i.resolved() instanceof YamlScalar s && s.isString())) {
                return;
            }
            fields.typeError("allowed-tools", node.range(), node.typeName(), "a space-separated string");
        });
    }
}
