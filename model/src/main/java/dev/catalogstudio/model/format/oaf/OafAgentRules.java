package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.common.SpdxExpression;
import dev.catalogstudio.model.format.common.SpdxLicenses;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.version.SemVer;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The rules for an OAF AGENTS.md (open-agent-format.md § AGENTS.md Format, § Field Definitions; RULES.md § Open
 * Agent Format): the shared frontmatter rules, the identity and metadata fields ({@code oaf-slug-mismatch},
 * {@code oaf-key-format}, {@code oaf-name-length}, {@code oaf-description-length}, {@code oaf-license-spdx},
 * {@code version-format}), then {@link OafCompositionRules}, {@link OafSettingsRules} and {@link OafFolderRules}.
 * Stateless and thread-safe.
 */
final class OafAgentRules {

    /** Display name length limits, in characters (code points). */
    public static final int NAME_MIN = 1;
    public static final int NAME_MAX = 100;
    /** Description length limits, in characters (code points). */
    public static final int DESCRIPTION_MIN = 50;
    public static final int DESCRIPTION_MAX = 500;

    private static final SpdxExpression SPDX = new SpdxExpression(SpdxLicenses.bundled());

    private OafAgentRules() {
    }

    /** Checks one OAF AGENTS.md, a root manifest or a version snapshot. */
    public static void check(OafAgent agent, OafContext context, Diagnostics out) {
        var doc = agent.document();
        switch (doc.frontmatter().status()) {
            case MISSING -> out.report(Rule.FRONTMATTER_MISSING, doc.source().lineRange(1), "An OAF AGENTS.md must "
                    + "start with a '---' frontmatter block holding name, vendorKey, agentKey, version, slug, "
                    + "description, author, license and tags.");
            case UNCLOSED, PRESENT -> out.addAll(doc.diagnostics());
        }
        if (doc.hasUsableFrontmatter()) {
            var fields = new FrontmatterFields(doc, OafSpecs.AGENT, out);
            fields.requiredFields();
            var yaml = new OafYaml(fields::typeError, out);
            identity(agent, fields, out);
            metadata(fields, yaml, doc.source(), out);
            OafCompositionRules.check(agent, context, yaml);
            OafSettingsRules.check(agent, yaml);
            fields.unknownFields("an OAF agent");
        }
        OafFolderRules.check(agent, context, out);
    }

    private static void identity(OafAgent agent, FrontmatterFields fields, Diagnostics out) {
        fields.string("name").ifPresent(name -> {
            int length = name.value().codePointCount(0, name.value().length());
            if (length < NAME_MIN || length > NAME_MAX) {
                out.report(Rule.OAF_NAME_LENGTH, name.range(), "The display name is " + length + " characters; it "
                        + "must be " + NAME_MIN + "–" + NAME_MAX + (length == 0 ? " (say who this agent is)."
                        : " (keep it short; detail belongs in 'description')."));
            }
        });
        var vendorKey = key(fields, "vendorKey", out);
        var agentKey = key(fields, "agentKey", out);
        fields.string("version").ifPresent(v -> {
            if (SemVer.parse(v.value()).isEmpty()) {
                out.report(Rule.VERSION_FORMAT, v.range(), "'version' is '" + v.value() + "'; it must be a semantic "
                        + "version MAJOR.MINOR.PATCH such as '1.0.0'.");
            }
        });
        fields.string("slug").ifPresent(slug -> {
            if (vendorKey.isEmpty() || agentKey.isEmpty()) {
                return;
            }
            String expected = vendorKey.get().value() + "/" + agentKey.get().value();
            if (!slug.value().equals(expected)) {
                boolean safe = FrontmatterFields.NAME.matcher(vendorKey.get().value()).matches()
                        && FrontmatterFields.NAME.matcher(agentKey.get().value()).matches();
                QuickFix[] fix = safe ? new QuickFix[] {new QuickFix("Change to '" + expected + "'", List.of(
                        new TextEdit(slug.range(), OafYaml.requote(agent.document().source(), slug, expected))))}
                        : new QuickFix[0];
                out.report(Rule.OAF_SLUG_MISMATCH, slug.range(), "'slug' is '" + slug.value() + "' but vendorKey/"
                        + "agentKey is '" + expected + "'; the slug must be exactly vendorKey/agentKey.", fix);
            }
        });
    }

    private static Optional<YamlScalar> key(FrontmatterFields fields, String field, Diagnostics out) {
        var key = fields.string(field);
        key.ifPresent(k -> {
            if (!FrontmatterFields.NAME.matcher(k.value()).matches()) {
                String suggestion = k.value().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                        .replaceAll("^-+|-+$", "");
                out.report(Rule.OAF_KEY_FORMAT, k.range(), "'" + field + "' is '" + k.value() + "'; it must be "
                        + "kebab-case: lowercase letters and digits in words joined by single hyphens"
                        + (suggestion.isEmpty() ? "." : " (e.g. '" + suggestion + "')."));
            }
        });
        return key;
    }

    private static void metadata(FrontmatterFields fields, OafYaml yaml, SourceText source, Diagnostics out) {
        fields.string("description").ifPresent(d -> {
            int length = d.value().codePointCount(0, d.value().length());
            if (d.value().isBlank()) {
                out.report(Rule.DESCRIPTION_EMPTY, d.range(), "'description' is empty; say in " + DESCRIPTION_MIN
                        + "–" + DESCRIPTION_MAX + " characters what the agent does.");
            } else if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
                out.report(Rule.OAF_DESCRIPTION_LENGTH, d.range(), "'description' is " + length + " characters; OAF "
                        + "asks for " + DESCRIPTION_MIN + "–" + DESCRIPTION_MAX + (length < DESCRIPTION_MIN
                        ? ": say what the agent does and when to use it." : ": move detail into the body."));
            }
        });
        fields.string("author");
        fields.string("license").ifPresent(license -> {
            for (var problem : SPDX.check(license.value())) {
                out.report(Rule.OAF_LICENSE_SPDX, OafYaml.inner(source, license, problem.from(),
                        problem.to()), "'license' must be an "
                        + "SPDX identifier or expression: " + problem.message() + ".");
            }
        });
        if (fields.fields().entry("tags").isPresent()) {
            yaml.strings(fields.fields(), "tags", "tags");
        }
    }
}
