package dev.catalogstudio.model.format.metaagents;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.common.Patterns;
import dev.catalogstudio.model.resolve.Origin;
import dev.catalogstudio.model.version.SemVer;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The MetaAgents per-entry rules (metaagents.md § Naming Rules, § Frontmatter — Skill / Agent, § Origin URI Grammar,
 * § CHANGELOG Conventions). Skills are also read by the Agent Skills rules; agents only by these.
 */
public final class MetaAgentsRules {

    /** metaagents.md § Naming Rules: kebab-case segments separated by dots (reverse-DNS allowed). */
    public static final Pattern SCOPE = Patterns.SCOPE_NAME;
    /** Longest scope, in characters. */
    public static final int SCOPE_MAX = Patterns.SCOPE_MAX;

    private MetaAgentsRules() {
    }

    /**
     * Checks the MetaAgents fields of an agent or skill.
     *
     * @param doc        the AGENTS.md or SKILL.md
     * @param agent      whether it is an agent (then {@code prereqs} is rejected and name/description are checked here)
     * @param folderName the entry's folder name
     * @param changelog  the CHANGELOG.md beside it, if any
     */
    public static void check(FrontmatterDocument doc, boolean agent, String folderName, Optional<Changelog> changelog,
                             Diagnostics out) {
        if (agent) {
            switch (doc.frontmatter().status()) {
                case MISSING -> out.report(Rule.FRONTMATTER_MISSING, doc.source().lineRange(1), "A catalog agent must"
                        + " start with a '---' frontmatter block holding name, description and version.");
                case UNCLOSED, PRESENT -> out.addAll(doc.diagnostics());
            }
        }
        if (!doc.hasUsableFrontmatter()) {
            return;
        }
        var spec = agent ? MetaAgentsSpecs.AGENT : MetaAgentsSpecs.SKILL;
        var fields = new FrontmatterFields(doc, spec, out);
        if (agent) {
            // A skill's required and unknown fields are the Agent Skills rules' (SkillRules), with this same spec.
            fields.requiredFields();
            fields.string("name").ifPresent(n -> fields.name(n, folderName, true));
            fields.string("description").ifPresent(fields::description);
            fields.unknownFields("a MetaAgents agent");
            fields.fields().entry("prereqs").ifPresent(e -> out.report(Rule.PREREQS_ON_AGENT, e.key().range(),
                    "Agents reject 'prereqs'; put setup steps in the body under a '## Setup' section."));
        } else {
            fields.string("prereqs");
        }
        fields.string("scope").ifPresent(s -> scope(s, out));
        var version = version(fields, out);
        dependencies(fields, spec, out);
        Changelogs.checkEntry(version, changelog, doc, out);
    }

    private static void scope(YamlScalar scope, Diagnostics out) {
        String value = scope.value();
        if (value.codePointCount(0, value.length()) > SCOPE_MAX) {
            out.report(Rule.SCOPE_TOO_LONG, scope.range(), "'scope' is " + value.length() + " characters; the limit"
                    + " is " + SCOPE_MAX + ".");
        } else if (!SCOPE.matcher(value).matches()) {
            out.report(Rule.SCOPE_FORMAT, scope.range(), "'" + value + "' is not a valid scope: use lowercase"
                    + " kebab-case segments, optionally dot-separated (e.g. 'acme' or 'io.example').");
        }
    }

    /** {@code version}: required, 3-segment semver, bare or quoted; a YAML number is reported as the wrong format. */
    private static Optional<SemVer> version(FrontmatterFields fields, Diagnostics out) {
        if (fields.fields().entry("version").isEmpty()) {
            return Optional.empty();
        }
        YamlNode node = fields.fields().get("version").orElseThrow();
        if (!(node instanceof YamlScalar scalar) || scalar.type() == YamlScalar.Type.NULL
                || scalar.type() == YamlScalar.Type.BOOLEAN) {
            fields.typeError("version", node.range(), node.typeName(), "a version such as 1.0.0");
            return Optional.empty();
        }
        var parsed = SemVer.parse(scalar.value());
        if (parsed.isEmpty()) {
            out.report(Rule.VERSION_FORMAT, scalar.range(), "'" + scalar.value() + "' is not a 3-segment semantic"
                    + " version; write MAJOR.MINOR.PATCH, e.g. 1.0.0.");
        }
        return parsed;
    }

    private static void dependencies(FrontmatterFields fields, KindSpec spec, Diagnostics out) {
        var known = spec.keyOrder(FieldPath.of("dependencies"));
        fields.fields().get("dependencies").ifPresent(node -> {
            if (!(node instanceof YamlMapping deps)) {
                fields.typeError("dependencies", node.range(), node.typeName(), "a mapping with 'skills' and 'mcps'");
                return;
            }
            for (var entry : deps.entries()) {
                String key = entry.keyText();
                if (!known.contains(key)) {
                    out.report(Rule.FIELD_UNKNOWN, entry.key().range(), "'dependencies." + key + "' is not defined;"
                            + " dependencies has " + known.stream().map(k -> "'" + k + "'")
                            .collect(java.util.stream.Collectors.joining(" and ")) + ".");
                    continue;
                }
                var list = entry.value().resolved();
                if (list instanceof YamlScalar s && s.type() == YamlScalar.Type.NULL) {
                    continue;
                }
                if (!(list instanceof YamlSequence seq)) {
                    fields.typeError("dependencies." + key, list.range(), list.typeName(), "a list of origin URIs");
                    continue;
                }
                seq.items().forEach(item -> origin(fields, key, item.resolved(), out));
            }
        });
    }

    private static void origin(FrontmatterFields fields, String key, YamlNode item, Diagnostics out) {
        YamlScalar uri;
        if (item instanceof YamlMapping object) {
            out.report(Rule.DEPENDENCY_OBJECT_FORM, item.range(), "The object form is discouraged; write the origin"
                    + " as a bare string list item.");
            var origin = object.get("origin");
            if (origin.isEmpty() || !(origin.get() instanceof YamlScalar s && s.isString())) {
                fields.typeError("dependencies." + key + "[].origin", item.range(), item.typeName(),
                        "an object with a string 'origin'");
                return;
            }
            uri = (YamlScalar) origin.get();
        } else if (item instanceof YamlScalar s && s.isString()) {
            uri = s;
        } else {
            fields.typeError("dependencies." + key + "[]", item.range(), item.typeName(), "an origin URI string");
            return;
        }
        var parsed = Origin.parse(uri.value());
        if (parsed.isEmpty()) {
            out.report(Rule.DEPENDENCY_ORIGIN_INVALID, uri.range(), "'" + uri.value() + "' is not an origin; write"
                    + " https://github.com/<owner>/<repo>/tree/<ref>[/path] or file:<absolute-path>.");
        } else if (parsed.get() instanceof Origin.File) {
            out.report(Rule.DEPENDENCY_ORIGIN_FILE, uri.range(), "A file: origin works only on this machine; never"
                    + " commit it. Publish the dependency and use its GitHub origin.");
        }
    }
}
