package dev.catalogstudio.model.format.claudecode;

import static dev.catalogstudio.model.format.CatalogLayout.join;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.MessageText;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.JsonFields;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.PluginPaths;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules of a Claude Code plugin manifest (code.claude.com/docs/en/plugins-reference, "Plugin manifest schema",
 * "Path behavior rules"; /plugin-dependencies): its shape, its name and version, every component path, inline hooks,
 * and dependencies on plugins of the same marketplace.
 */
final class ClaudePluginManifestRules {

    /** Kebab-case, as Claude Code's validator wants plugin and marketplace names. */
    static final Pattern KEBAB = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    /** A semantic version, pre-release and build allowed. */
    static final Pattern SEMVER = Pattern.compile("(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)"
            + "(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?");

    /** The component fields whose strings are './' paths; the others hold paths among inline values. */
    private static final List<String> PATH_FIELDS = List.of("commands", "agents", "skills", "workflows",
            "outputStyles", "hooks", "mcpServers", "lspServers");
    /** Fields whose path names a folder, or a file: either may exist. */
    private static final Set<String> INLINE_OBJECTS = Set.of("commands", "hooks", "mcpServers", "lspServers");

    private ClaudePluginManifestRules() {
    }

    static void check(PluginJson json, String root, FormatContext context, Diagnostics out) {
        var object = syntax(json, "plugin manifest", out);
        if (object.isEmpty()) {
            return;
        }
        var manifest = object.get();
        new JsonFields(json.text(), out, "a Claude Code plugin manifest").check("", manifest,
                ClaudeCodeSpecs.MANIFEST.fields(), UnknownKeys.EXTENSIONS_ONLY);
        name(manifest.string("name"), "plugin", out);
        version(manifest.string("version"), out);
        components(json, manifest, root, context, out);
        dependencies(manifest, root, context, out);
    }

    /**
     * {@code plugin-json-syntax} for a text that is not JSON or whose root is not an object, and {@code duplicate-key}
     * for a repeated member; the root object otherwise.
     */
    static Optional<JsonObject> syntax(PluginJson json, String what, Diagnostics out) {
        JsonParser.Result result = json.result();
        if (result.error() != null) {
            boolean deep = result.error().message().contains("nesting depth");
            out.report(Rule.PLUGIN_JSON_SYNTAX, result.error().range(), deep ? "This " + what + " nests objects "
                    + "and lists more than " + JsonParser.MAX_DEPTH + " levels deep; Catalog Studio reads no deeper, and "
                    + "no " + what + " needs to. Flatten it." : "This " + what + " is not JSON: "
                    + result.error().message() + ". Write strict JSON: double-quoted names and strings, commas between "
                    + "members and none after the last, no comments.");
            return Optional.empty();
        }
        for (var member : result.duplicates()) {
            out.report(Rule.DUPLICATE_KEY, member.nameRange(), () -> "The member \"" + member.name() + "\" repeats a "
                    + "name already used in this object, and readers disagree on which one wins; keep one.");
        }
        if (result.rootObject().isEmpty()) {
            var root = result.root();
            out.report(Rule.PLUGIN_JSON_SYNTAX, root.range(), "This " + what + " is " + root.typeName()
                    + "; it must be a JSON object { … }.");
        }
        return result.rootObject();
    }

    /** {@code plugin-name-format}: a plugin or marketplace name that is not kebab-case. */
    static void name(Optional<JsonString> name, String what, Diagnostics out) {
        var bad = name.filter(n -> !n.value().isEmpty() && !KEBAB.matcher(n.value()).matches());
        if (bad.isEmpty()) {
            return;
        }
        var n = bad.get();
        if (n.value().chars().anyMatch(Character::isWhitespace)) {
            // The one form Claude Code refuses rather than warns about (claude plugin validate 2.1.197: "cannot
            // contain spaces", for plugins and marketplaces alike).
            out.report(Rule.PLUGIN_NAME_FORMAT, Severity.ERROR, n.range(), "The " + what + " name \""
                    + shown(n.value()) + "\" contains a space, which Claude Code refuses (\"" + what + " name cannot "
                    + "contain spaces\"); write it in kebab-case, e.g. \"" + shown(kebab(n.value())) + "\".");
            return;
        }
        out.report(Rule.PLUGIN_NAME_FORMAT, n.range(), "The " + what + " name \"" + shown(n.value())
                + "\" is not kebab-case (lowercase letters, digits and single hyphens); Claude Code's validator "
                + "warns, and users type it in /" + what + " commands.");
    }

    /** A kebab-case form of {@code name} to suggest: lower case, runs of other characters as one hyphen. */
    private static String kebab(String name) {
        String words = name.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        return words.replaceAll("^-+|-+$", "");
    }

    /** {@code plugin-version-format}: a version that is not semantic. */
    static void version(Optional<JsonString> version, Diagnostics out) {
        version.filter(v -> !SEMVER.matcher(v.value()).matches()).ifPresent(v ->
                out.report(Rule.PLUGIN_VERSION_FORMAT, v.range(), "\"" + shown(v.value()) + "\" is not a semantic "
                        + "version X.Y.Z; Claude Code compares versions to decide updates. Write e.g. 1.0.0."));
    }

    private static void components(PluginJson json, JsonObject manifest, String root, FormatContext context,
                                   Diagnostics out) {
        for (String field : PATH_FIELDS) {
            var value = manifest.get(field);
            if (value.isEmpty()) {
                continue;
            }
            for (var item : items(value.get())) {
                if (item instanceof JsonString path) {
                    path(field, path, root, context, out);
                } else if (item instanceof JsonObject inline && field.equals("hooks")) {
                    HookRules.checkEvents(json, inline, "hooks", root, context, out);
                } else if (!(item instanceof JsonObject && INLINE_OBJECTS.contains(field))
                        && !(item instanceof JsonString)) {
                    out.report(Rule.FIELD_TYPE, item.range(), "'" + field + "' holds " + item.typeName() + "; it "
                            + "takes './' paths" + (INLINE_OBJECTS.contains(field) ? " or inline objects." : "."));
                }
            }
        }
    }

    private static List<JsonValue> items(JsonValue value) {
        return value instanceof JsonArray array ? array.items() : List.of(value);
    }

    /** The rules of one component path: its form, containment, existence, and the default hooks file. */
    static void path(String field, JsonString path, String root, FormatContext context, Diagnostics out) {
        String value = path.value();
        if (field.equals("mcpServers") && (value.startsWith("https://") || value.startsWith("http://"))) {
            return; // an MCPB bundle URL
        }
        boolean dot = value.equals(".") && field.equals("skills");
        if (field.equals("agents") && !value.endsWith(".md")) {
            // Agents are listed file by file: a folder (./agents) or another file makes the manifest invalid.
            out.report(Rule.PLUGIN_PATH_FORMAT, path.range(), "'agents' lists agent files ending in .md, not \""
                    + shown(value) + "\"; Claude Code refuses the manifest otherwise (\"agents: Invalid input\"). "
                    + "Name each file (\"./agents/reviewer.md\"), or drop the field: agents/ is read by default.");
            return;
        }
        if (!value.startsWith("./") && !dot) {
            out.report(Rule.PLUGIN_PATH_FORMAT, path.range(), "'" + field + "' path \"" + shown(value) + "\" must "
                    + "start with './' (relative to the plugin root); Claude Code does not load the plugin otherwise."
                    + (value.startsWith("/") || value.startsWith("..") ? "" : " Write \"./" + shown(value) + "\"."));
            return;
        }
        var resolved = PluginPaths.resolve(root, value);
        if (resolved.isEmpty()) {
            out.report(Rule.PLUGIN_PATH_ESCAPE, path.range(), "'" + field + "' path \"" + shown(value) + "\" leaves "
                    + "the plugin root; installed plugins are copied, so nothing outside them exists. Move the files "
                    + "into the plugin.");
            return;
        }
        String at = resolved.get();
        if (field.equals("hooks") && at.equals(join(root, ClaudeCodeFormat.HOOKS_FILE))) {
            out.report(Rule.PLUGIN_HOOKS_DUPLICATE, path.range(), "hooks/hooks.json is loaded automatically; naming "
                    + "it in 'hooks' loads it twice and Claude Code reports a duplicate hooks file. Remove this path "
                    + "(list only additional hook files).");
            return;
        }
        if (!context.exists(at)) {
            out.report(Rule.PLUGIN_PATH_MISSING, path.range(), "'" + field + "' names \"" + shown(value)
                    + "\", which is not in the plugin (" + (at.isEmpty() ? "the root" : at) + "); correct the path "
                    + "or add the " + (value.endsWith(".json") || value.endsWith(".md") ? "file." : "folder."));
        }
    }

    private static void dependencies(JsonObject manifest, String root, FormatContext context, Diagnostics out) {
        var deps = manifest.get("dependencies");
        if (deps.isEmpty() || !(deps.get() instanceof JsonArray array)) {
            return;
        }
        var listed = marketplaceNames(root, context);
        if (listed.isEmpty()) {
            return; // no marketplace in the workspace lists this plugin: nothing to resolve the names against
        }
        for (var item : array.items()) {
            Optional<JsonString> name = Optional.empty();
            boolean elsewhere = false;
            if (item instanceof JsonString s) {
                elsewhere = s.value().contains("@");
                name = Optional.of(s);
            } else if (item instanceof JsonObject o) {
                elsewhere = o.get("marketplace").isPresent();
                name = o.string("name");
            }
            if (elsewhere || name.isEmpty()) {
                continue;
            }
            String dep = name.get().value();
            if (!listed.get().contains(dep)) {
                out.report(Rule.PLUGIN_DEPENDENCY_MISSING, name.get().range(), "The marketplace lists no plugin named "
                        + "\"" + shown(dep) + "\", so this dependency cannot be installed; correct the name, add the "
                        + "plugin to the marketplace, or name its marketplace ({\"name\": …, \"marketplace\": …}).");
            }
        }
    }

    /** The plugin names of the nearest marketplace in the workspace at or above {@code root}, if it lists them. */
    private static Optional<Set<String>> marketplaceNames(String root, FormatContext context) {
        var marketplace = context.structure().enclosing(Structure.Role.MARKETPLACE, root);
        if (marketplace.isEmpty()) {
            return Optional.empty();
        }
        return context.document(join(marketplace.get(), ClaudeCodeFormat.MARKETPLACE_FILE))
                .flatMap(d -> d.parsed() == null ? Optional.empty() : d.parsed().model(PluginJson.class))
                .map(json -> Set.copyOf(Marketplace.entries(json).stream()
                        .flatMap(e -> e.name().stream()).map(JsonString::value).toList()));
    }

    /** At most 80 characters of a written value, control characters as {@code ?}: safe to quote in a message. */
    static String shown(String value) {
        return MessageText.shown(value, 80);
    }
}
