package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.ManifestJson.cite;
import static dev.catalogstudio.model.format.agentplugins.ManifestJson.quote;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.json.JsonRanges;
import dev.catalogstudio.model.format.common.SpdxExpression;
import dev.catalogstudio.model.format.common.SpdxLicenses;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.version.SemVer;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules of one {@code plugin.json} (Agent Plugins 1.0 § 5, § 8.1, § 10.2). The severities follow what a client
 * does with the problem: a violation that makes clients reject the plugin (§ 5.2, § 5.3: the {@code $schema}, the
 * name, a metadata field of the wrong type, a bad {@code author}) is an error; what clients "report and ignore" (an
 * unknown top-level field, an {@code extensions} that is no object) and a SHOULD or RECOMMENDED deviation (SemVer,
 * SPDX) is a warning. Codes: {@code agent-plugin-json-syntax}, {@code duplicate-key}, {@code agent-plugin-schema},
 * {@code field-required}, {@code field-type}, {@code agent-plugin-name}, {@code agent-plugin-author},
 * {@code agent-plugin-field-unknown}, {@code agent-plugin-extensions}, {@code agent-plugin-extension-value},
 * {@code agent-plugin-extension-namespace}, {@code agent-plugin-version}, {@code agent-plugin-license}. Stateless and
 * thread-safe.
 */
final class AgentPluginManifestRules {

    /** The top-level fields of a 1.0.0 manifest, the only ones allowed (§ 5.2). */
    static final List<String> FIELDS = List.of(PluginManifest.SCHEMA, "name", "version", "description", "author",
            "homepage", "repository", "license", "keywords", "extensions");
    /** The members an {@code author} object may hold (§ 5.4). */
    static final List<String> AUTHOR_FIELDS = List.of("name", "email", "url");

    /** What clients do with a manifest that violates its schema otherwise than by an unknown field (§ 5.2). */
    private static final String REJECTS = "clients reject the plugin and load none of its components";
    /** {@link #REJECTS} for a metadata field of the wrong type. */
    private static final String REJECTED = REJECTS + " " + cite("5.4", "5.2");
    private static final Set<String> STRING_FIELDS = Set.of("version", "description", "homepage", "repository",
            "license");
    private static final Map<String, String> EXAMPLES = Map.of("version", "\"1.2.0\"", "description",
            "\"Brief plugin description\"", "homepage", "\"https://docs.example.com/plugin\"", "repository",
            "\"https://github.com/example/plugin\"", "license", "\"MIT\"");
    /** Keys people write for component types or settings that Agent Plugins keeps elsewhere, and where they go. */
    private static final Set<String> MCP_KEYS = Set.of("mcpservers", "mcp", "mcp_servers", "mcp-servers", "servers");
    private static final Set<String> OTHER_COMPONENTS = Set.of("commands", "agents", "hooks", "rules", "lspservers",
            "outputstyles", "subagents", "prompts", "tools", "apps");
    private static final Map<String, String> MISSPELLINGS = Map.of("licence", "license", "keyword", "keywords",
            "authors", "author", "repo", "repository", "extension", "extensions", "schema", "$schema", "desc",
            "description");
    /** A reverse-domain name: two or more DNS labels separated by dots (§ 8 gives no grammar; this is a heuristic). */
    private static final Pattern REVERSE_DOMAIN = Pattern.compile(
            "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+");
    private static final SpdxExpression SPDX = new SpdxExpression(SpdxLicenses.bundled());

    private AgentPluginManifestRules() {
    }

    /**
     * Checks one manifest.
     *
     * @param folderName the plugin root's folder name, for the example of a missing name
     */
    static void check(PluginManifest manifest, String folderName, Diagnostics out) {
        var result = manifest.result();
        var text = manifest.text();
        if (result.error() != null) {
            out.report(Rule.AGENT_PLUGIN_JSON_SYNTAX, result.error().range(), "plugin.json is not JSON: "
                    + ManifestJson.syntaxError(result.error()) + "; " + REJECTS + " " + cite("5.2") + ". "
                    + ManifestJson.STRICT_JSON_ADVICE);
            return;
        }
        ManifestJson.reportDuplicates(result, "plugin.json", out);
        if (manifest.root().isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_JSON_SYNTAX, JsonRanges.opening(text, result.root()), "plugin.json holds "
                    + ManifestJson.typed(result.root()) + " but must be an object: {\"$schema\": " + quote(SchemaId.MANIFEST)
                    + ", \"name\": \"…\"}; " + REJECTS + " " + cite("5.2") + ".");
            return;
        }
        var root = manifest.root().get();
        schema(root, text, out);
        name(root, text, folderName, out);
        metadata(root, text, out);
        extensions(root, out);
        for (var member : root.members()) {
            if (!FIELDS.contains(member.name())) {
                unknown(root, member, out);
            }
        }
    }

    private static void schema(JsonObject root, SourceText text, Diagnostics out) {
        var member = root.member(PluginManifest.SCHEMA);
        if (member.isEmpty()) {
            out.report(Rule.FIELD_REQUIRED, JsonRanges.opening(text, root), "plugin.json has no \"$schema\", which "
                    + "is required " + cite("5.3") + ": without it " + REJECTS + ". Add \"$schema\": "
                    + quote(SchemaId.MANIFEST) + ".");
            return;
        }
        if (!(member.get().value() instanceof JsonString value)) {
            out.report(Rule.AGENT_PLUGIN_SCHEMA, member.get().value().range(), "\"$schema\" is "
                    + ManifestJson.typed(member.get().value()) + " but must be the string " + quote(SchemaId.MANIFEST) + "; "
                    + REJECTS + " " + cite("5.2", "5.3") + ".");
            return;
        }
        var id = SchemaId.parse(value.value());
        if (id.isPresent() && id.get().file().equals(SchemaId.MANIFEST_FILE)) {
            // A well-formed identifier is canonical text; only its version can be wrong.
            if (!id.get().version().equals(SchemaId.SUPPORTED)) {
                out.report(Rule.AGENT_PLUGIN_SCHEMA, value.range(), "plugin.json targets Agent Plugins "
                        + id.get().version() + ", a version this checker does not implement (it implements "
                        + SchemaId.SUPPORTED + "); a client that supports neither that version nor a compatible one "
                        + "rejects the plugin " + cite("5.2") + ". If the plugin follows " + SchemaId.SUPPORTED
                        + ", declare " + quote(SchemaId.MANIFEST) + ".");
            }
            return;
        }
        boolean mcp = id.isPresent() && id.get().file().equals(SchemaId.MCP_FILE);
        report(value, mcp ? "identifies the MCP configuration schema, which only mcp.json declares"
                : "is no Agent Plugins manifest schema identifier", out);
    }

    private static void report(JsonString value, String problem, Diagnostics out) {
        out.report(Rule.AGENT_PLUGIN_SCHEMA, value.range(), "\"$schema\": " + quote(value.value()) + " " + problem
                + "; for Agent Plugins " + SchemaId.SUPPORTED + " it must be exactly " + quote(SchemaId.MANIFEST)
                + ", or " + REJECTS + " " + cite("5.2") + ".", ManifestJson.replace(value, SchemaId.MANIFEST));
    }

    private static void name(JsonObject root, SourceText text, String folderName, Diagnostics out) {
        var member = root.member("name");
        String example = PluginName.suggestion(folderName).orElse("my-plugin");
        if (member.isEmpty()) {
            out.report(Rule.FIELD_REQUIRED, JsonRanges.opening(text, root), "plugin.json has no \"name\", which is "
                    + "required " + cite("5.3") + ": without it " + REJECTS + ". Add e.g. \"name\": " + quote(example)
                    + ".");
            return;
        }
        if (!(member.get().value() instanceof JsonString name)) {
            ManifestJson.wrongType(member.get().value(), "name", "a string", quote(example), REJECTS + " " + cite("5.3"),
                    out);
            return;
        }
        var problems = PluginName.problems(name.value());
        if (problems.isEmpty()) {
            return;
        }
        var suggestion = PluginName.suggestion(name.value());
        out.report(Rule.AGENT_PLUGIN_NAME, name.range(), "The plugin name " + quote(name.value()) + " "
                + String.join(", ", problems) + "; a name is 1-64 characters of a-z, 0-9, '-' and '.', starts and ends "
                + "with a letter or digit and has no '--' or '..' " + cite("5.5") + ", or clients reject the plugin. "
                + suggestion.map(s -> "Use e.g. " + quote(s) + ".").orElse("Choose a name such as \"my-plugin\"."));
    }

    private static void metadata(JsonObject root, SourceText text, Diagnostics out) {
        for (var member : root.members()) {
            String field = member.name();
            if (STRING_FIELDS.contains(field) && !(member.value() instanceof JsonString)) {
                ManifestJson.wrongType(member.value(), field, "a string", EXAMPLES.get(field), REJECTED, out);
            }
        }
        ManifestJson.strings(root, "keywords", "keywords", "[\"deploy\", \"kubernetes\"]", REJECTED, out);
        root.get("author").ifPresent(author -> {
            if (!(author instanceof JsonObject object)) {
                ManifestJson.wrongType(author, "author", "an object", "{\"name\": \"Author Name\", \"email\": "
                        + "\"author@example.com\"}", REJECTED, out);
                return;
            }
            for (var member : object.members()) {
                if (!AUTHOR_FIELDS.contains(member.name())) {
                    out.report(Rule.AGENT_PLUGIN_AUTHOR, member.nameRange(), "\"author\" may hold only \"name\", "
                            + "\"email\" and \"url\" " + cite("5.4") + "; " + quote(member.name()) + " makes the "
                            + "manifest invalid, so clients reject the plugin. Remove it, or keep it for a client under "
                            + "\"extensions\".");
                } else if (!(member.value() instanceof JsonString)) {
                    ManifestJson.wrongType(member.value(), "author." + member.name(), "a string", "\"…\"", REJECTED, out);
                }
            }
        });
        root.string("version").ifPresent(version -> version(version, out));
        root.string("license").ifPresent(license -> license(license, text, out));
    }

    private static void version(JsonString version, Diagnostics out) {
        String v = version.value();
        if (SemVer.parse(v).isPresent()) {
            return;
        }
        Optional<String> fixed = v.startsWith("v") || v.startsWith("V") ? Optional.of(v.substring(1))
                .filter(s -> SemVer.parse(s).isPresent()) : Optional.empty();
        if (fixed.isEmpty() && v.matches("(0|[1-9][0-9]{0,17})(\\.(0|[1-9][0-9]{0,17}))?")) {
            fixed = Optional.of(v + (v.contains(".") ? ".0" : ".0.0"));
        }
        String message = quote(v) + " is not a Semantic Versioning version (MAJOR.MINOR.PATCH, e.g. \"1.2.0\"); plugins "
                + "should use SemVer so clients can tell updates and stale caches apart " + cite("10.2", "5.4")
                + ". Clients still load the plugin." + fixed.map(f -> " Write " + quote(f) + ".").orElse("");
        if (fixed.isPresent()) {
            out.report(Rule.AGENT_PLUGIN_VERSION, version.range(), message, ManifestJson.replace(version, fixed.get()));
        } else {
            out.report(Rule.AGENT_PLUGIN_VERSION, version.range(), message);
        }
    }

    private static void license(JsonString license, SourceText text, Diagnostics out) {
        var problems = SPDX.check(license.value());
        for (var problem : problems) {
            if (problem.kind() == SpdxExpression.Kind.SYNTAX && problem != problems.get(0)) {
                continue; // a word SPDX does not know often breaks the syntax after it: one problem, one diagnostic
            }
            var range = license.value().isBlank() ? license.range()
                    : JsonRanges.inString(text, license, problem.from(), problem.to());
            out.report(Rule.AGENT_PLUGIN_LICENSE, range, "\"license\" should be an SPDX identifier or expression, "
                    + "as recommended " + cite("5.4") + ": " + problem.message() + ". Clients still load the plugin.");
        }
    }

    private static void extensions(JsonObject root, Diagnostics out) {
        var extensions = root.get("extensions");
        if (extensions.isEmpty()) {
            return;
        }
        if (!(extensions.get() instanceof JsonObject object)) {
            out.report(Rule.AGENT_PLUGIN_EXTENSIONS, extensions.get().range(), "\"extensions\" is "
                    + ManifestJson.typed(extensions.get()) + " but must be an object keyed by client namespace, e.g. "
                    + "{\"com.example.client\": {\"setting\": true}}; clients report and ignore it and load the plugin "
                    + "without it " + cite("8.1") + ".");
            return;
        }
        for (var member : object.members()) {
            if (!REVERSE_DOMAIN.matcher(member.name()).matches()) {
                out.report(Rule.AGENT_PLUGIN_EXTENSION_NAMESPACE, member.nameRange(), quote(member.name())
                        + " does not look like a reverse-domain namespace: client data must sit under one, based on a "
                        + "domain its client controls, e.g. \"com.example.client\" " + cite("8", "8.1")
                        + ". Use the namespace the client documents.");
            }
            if (!(member.value() instanceof JsonObject)) {
                out.report(Rule.AGENT_PLUGIN_EXTENSION_VALUE, member.value().range(), "The value of the extension "
                        + "namespace " + quote(member.name()) + " is " + ManifestJson.typed(member.value()) + " but must be an "
                        + "object " + cite("8.1") + ", e.g. {\"setting\": true}. The schema makes this a fatal "
                        + "violation, so a client validating by it rejects the plugin " + cite("5.2") + "; § 8.1 also has clients ignore namespaces they do not implement "
                        + "without validating their values, so others load it: wrap the value in an object.");
            }
        }
    }

    private static void unknown(JsonObject root, JsonValue.Member member, Diagnostics out) {
        String key = member.name();
        String lower = key.toLowerCase(Locale.ROOT);
        Optional<String> meant = FIELDS.stream().filter(f -> f.equalsIgnoreCase(key)).findFirst()
                .or(() -> Optional.ofNullable(MISSPELLINGS.get(lower)));
        if (meant.isPresent() && root.member(meant.get()).isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_FIELD_UNKNOWN, member.nameRange(), quote(key) + " is not an Agent Plugins "
                    + "1.0 manifest field, so clients report and ignore it " + cite("5.2") + "; did you mean "
                    + quote(meant.get()) + "? Field names are case-sensitive.", rename(member, meant.get()));
            return;
        }
        if (DRAFT_FIELDS.contains(key)) {
            // Known to the 1.1 draft (agentplugins/agent-plugins-spec@0015ff4 spec/1.1.0.md § 5.7, 5.8, status Draft):
            // information, not a mistake, while the draft is one; a 1.0 client still reports and ignores it.
            out.report(Rule.AGENT_PLUGIN_FIELD_UNKNOWN, Severity.INFO, member.nameRange(), quote(key) + " is a field "
                    + "of the Agent Plugins 1.1 draft, not of 1.0: a 1.0 client reports and ignores it " + cite("5.2")
                    + ". Keep it if your clients read the draft.");
            return;
        }
        out.report(Rule.AGENT_PLUGIN_FIELD_UNKNOWN, member.nameRange(), () -> quote(key) + " is not an Agent Plugins "
                + "1.0 manifest field; clients report and ignore it " + cite("5.2") + ". " + where(key, lower));
    }

    /** Fields the Agent Plugins 1.1 draft adds to the manifest (spec/1.1.0.md § 5.7 displayName, § 5.8 icon). */
    private static final Set<String> DRAFT_FIELDS = Set.of("displayName", "icon");

    /** Where what an unknown manifest key holds belongs instead. */
    private static String where(String key, String lower) {
        String where;
        if (lower.equals("skills")) {
            where = "Skills are discovered from the skills/ folder, one skills/<name>/SKILL.md each; plugin.json cannot "
                    + "list or relocate them " + cite("6.1") + ".";
        } else if (MCP_KEYS.contains(lower)) {
            where = "MCP servers are declared in mcp.json at the plugin root, never inline in plugin.json "
                    + cite("7.2.1") + ": {\"$schema\": " + quote(SchemaId.MCP) + ", \"mcpServers\": {…}}.";
        } else if (OTHER_COMPONENTS.contains(lower)) {
            where = "Agent Plugins 1.0 has no " + quote(key) + " component type " + cite("7") + "; a client that "
                    + "offers one reads its files from the extension directory named after its namespace, e.g. "
                    + "com.example.client/" + key + "/ " + cite("8.2") + ".";
        } else {
            where = "Client-specific data belongs under \"extensions\": {\"<reverse-domain namespace>\": {"
                    + quote(key) + ": …}} " + cite("8.1") + ".";
        }
        return where;
    }

    /** A fix replacing a member's name. */
    private static QuickFix rename(JsonValue.Member member, String name) {
        return new QuickFix("Rename to " + quote(name), List.of(new TextEdit(member.nameRange(), quote(name))));
    }
}
