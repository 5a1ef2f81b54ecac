package dev.catalogstudio.model.format.claudecode;

import static dev.catalogstudio.model.format.CatalogLayout.join;
import static dev.catalogstudio.model.format.claudecode.ClaudePluginManifestRules.shown;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.JsonFields;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.PluginPaths;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules of a Claude Code marketplace (code.claude.com/docs/en/plugin-marketplaces): its shape, every plugin's
 * {@code source} (a relative folder that exists and holds a plugin, or a complete remote source), unique plugin names,
 * the entry's version against the plugin's own, and {@code strict: false} entries whose plugin declares components.
 */
final class MarketplaceRules {

    /** The object source types and the member each needs (the marketplaces page, "Plugin sources"). */
    private static final Map<String, String> REMOTE = Map.of("github", "repo", "url", "url", "git-subdir", "url",
            "npm", "package", "archive", "url", "command", "command", "git", "url", "pip", "package");
    private static final Pattern GITHUB_REPO = Pattern.compile("[A-Za-z0-9._-]+/[A-Za-z0-9._-]+");
    private static final Pattern SHA = Pattern.compile("[0-9a-fA-F]{40}");
    /** The component folders and files whose presence makes a folder a plugin without a manifest. */
    private static final String[] COMPONENTS = {"skills", "agents", "commands", "hooks", ".mcp.json", ".lsp.json",
            "output-styles", "workflows", "monitors", "bin", "SKILL.md"};
    /** Manifest fields that declare components, conflicting with a {@code strict: false} entry. */
    private static final Set<String> COMPONENT_FIELDS = Set.of("commands", "agents", "skills", "hooks", "mcpServers",
            "lspServers", "outputStyles", "workflows");

    private MarketplaceRules() {
    }

    static void check(PluginJson json, String root, FormatContext context, Diagnostics out) {
        var object = ClaudePluginManifestRules.syntax(json, "marketplace", out);
        if (object.isEmpty()) {
            return;
        }
        new JsonFields(json.text(), out, "a Claude Code marketplace").check("", object.get(),
                ClaudeCodeSpecs.MARKETPLACE.fields(), UnknownKeys.EXTENSIONS_ONLY);
        ClaudePluginManifestRules.name(object.get().string("name"), "marketplace", out);
        var names = new HashMap<String, JsonString>();
        var entries = Marketplace.entries(json);
        for (var entry : entries) {
            entry.name().ifPresent(name -> {
                var first = names.putIfAbsent(name.value(), name);
                if (first != null) {
                    out.report(Rule.MARKETPLACE_PLUGIN_DUPLICATE, name.range(), "Another entry (line "
                            + first.range().start().line() + ") is also named \"" + shown(name.value()) + "\"; users "
                            + "install plugin@marketplace by name, so rename one.");
                }
            });
            entry.object().string("version").ifPresent(v -> ClaudePluginManifestRules.version(Optional.of(v), out));
            source(entry, root, context, out);
        }
        if (entries.size() == Marketplace.MAX_ENTRIES) {
            out.report(Rule.FIELD_VALUE, object.get().get("plugins").orElseThrow().range(), "This marketplace lists "
                    + "more than " + Marketplace.MAX_ENTRIES + " plugins; only the first " + Marketplace.MAX_ENTRIES
                    + " were checked.");
        }
    }

    /** Plugin sources checked, ever (a work count for tests; never read by the product). */
    static final java.util.concurrent.atomic.LongAdder SOURCES_CHECKED = new java.util.concurrent.atomic.LongAdder();

    private static void source(Marketplace.Entry entry, String root, FormatContext context, Diagnostics out) {
        SOURCES_CHECKED.increment();
        if (entry.source().isEmpty()) {
            return; // field-required
        }
        var value = entry.source().get();
        if (value instanceof JsonObject remote) {
            remote(remote, out);
            return;
        }
        if (!(value instanceof JsonString written)) {
            out.report(Rule.MARKETPLACE_SOURCE_INVALID, value.range(), "'source' is " + value.typeName() + "; write "
                    + "a './' folder of this repository or a source object such as {\"source\": \"github\", "
                    + "\"repo\": \"owner/repo\"}.");
            return;
        }
        String path = written.value();
        if (path.startsWith("/") || path.startsWith("../") || path.equals("..") || path.contains("/../")
                || path.endsWith("/..")) {
            out.report(Rule.PLUGIN_PATH_ESCAPE, written.range(), "The source \"" + shown(path) + "\" leaves the "
                    + "marketplace; relative sources are resolved inside the repository that holds "
                    + ".claude-plugin/. Use a source object for a plugin elsewhere.");
            return;
        }
        var folder = entry.folder(root);
        if (folder.isEmpty()) {
            boolean bare = !path.contains("/") && entry.pluginRoot().isEmpty();
            out.report(Rule.MARKETPLACE_SOURCE_INVALID, written.range(), "The source \"" + shown(path) + "\" is not "
                    + "a path Claude Code reads: write \"./" + shown(path) + "\""
                    + (bare ? ", or set metadata.pluginRoot for bare names." : ".")
                    + (path.contains("\\") ? " Use '/' between folders." : ""));
            return;
        }
        String at = folder.get();
        if (!context.exists(at)) {
            out.report(Rule.MARKETPLACE_SOURCE_MISSING, written.range(), "No folder \"" + shown(path) + "\" ("
                    + at + ") is in the marketplace; correct the path or add the plugin.");
            return;
        }
        boolean manifest = context.hasFile(PluginPaths.pluginNode(at));
        if (!manifest && !holdsComponents(at, context) && !declaresComponents(entry.object())) {
            out.report(Rule.MARKETPLACE_SOURCE_NOT_PLUGIN, written.range(), "\"" + shown(path) + "\" holds no "
                    + ".claude-plugin/plugin.json and no skills/, agents/, commands/, hooks/ or .mcp.json, so the "
                    + "plugin would be empty; point the source at the plugin's folder.");
        }
        if (manifest) {
            manifestAgreement(entry, at, context, out);
        }
    }

    private static boolean holdsComponents(String folder, FormatContext context) {
        for (String component : COMPONENTS) {
            if (context.exists(join(folder, component))) {
                return true;
            }
        }
        return false;
    }

    private static boolean declaresComponents(JsonObject object) {
        return object.members().stream().anyMatch(m -> COMPONENT_FIELDS.contains(m.name()));
    }

    /** The entry against the plugin's own manifest: its version, and {@code strict: false} with components. */
    private static void manifestAgreement(Marketplace.Entry entry, String folder, FormatContext context,
                                          Diagnostics out) {
        var plugin = context.document(PluginPaths.pluginNode(folder))
                .flatMap(d -> d.parsed() == null ? Optional.empty() : d.parsed().model(PluginJson.class))
                .flatMap(PluginJson::root);
        if (plugin.isEmpty()) {
            return;
        }
        var entryVersion = entry.object().string("version");
        var pluginVersion = plugin.get().string("version");
        if (entryVersion.isPresent() && pluginVersion.isPresent()
                && !entryVersion.get().value().equals(pluginVersion.get().value())) {
            out.report(Rule.MARKETPLACE_VERSION_MISMATCH, entryVersion.get().range(), "This entry says version "
                    + shown(entryVersion.get().value()) + " but the plugin's plugin.json says "
                    + shown(pluginVersion.get().value()) + ", which wins; make them agree or drop this one.");
        }
        var strict = entry.object().get("strict");
        if (strict.isPresent() && strict.get() instanceof dev.catalogstudio.model.json.JsonValue.JsonBoolean b
                && !b.value() && declaresComponents(plugin.get())) {
            out.report(Rule.MARKETPLACE_STRICT_CONFLICT, strict.get().range(), "With \"strict\": false this entry is "
                    + "the whole plugin definition, but the plugin's plugin.json also declares components; Claude Code "
                    + "refuses the conflicting manifests. Remove the components from one of them.");
        }
    }

    private static void remote(JsonObject source, Diagnostics out) {
        var type = source.string("source");
        if (type.isEmpty()) {
            out.report(Rule.MARKETPLACE_SOURCE_INVALID, source.range(), "A source object needs \"source\": one of "
                    + String.join(", ", REMOTE.keySet().stream().sorted().toList()) + ".");
            return;
        }
        String needs = REMOTE.get(type.get().value());
        if (needs == null) {
            out.report(Rule.MARKETPLACE_SOURCE_INVALID, type.get().range(), "\"" + shown(type.get().value()) + "\" is "
                    + "not a source type Claude Code knows; use one of " + String.join(", ",
                    REMOTE.keySet().stream().sorted().toList()) + ".");
            return;
        }
        var member = source.string(needs);
        if (member.isEmpty() && !(needs.equals("url") && source.string("repo").isPresent())) {
            out.report(Rule.MARKETPLACE_SOURCE_INVALID, type.get().range(), "A \"" + type.get().value() + "\" source "
                    + "needs \"" + needs + "\".");
            return;
        }
        if (type.get().value().equals("github") && member.isPresent()
                && !GITHUB_REPO.matcher(member.get().value()).matches()) {
            out.report(Rule.MARKETPLACE_SOURCE_INVALID, member.get().range(), "\"repo\" is \"" + shown(member.get()
                    .value()) + "\"; write owner/repo, e.g. anthropics/claude-code.");
        }
        source.string("sha").filter(s -> !SHA.matcher(s.value()).matches()).ifPresent(s ->
                out.report(Rule.MARKETPLACE_SOURCE_INVALID, s.range(), "\"sha\" must be a full 40-character commit "
                        + "id; a short or symbolic one belongs in \"ref\"."));
        if (type.get().value().equals("archive")) {
            // code.claude.com/docs/en/plugin-marketplaces § Zip archives (2.1.224+): HTTPS only, and a sha256 pin
            // that does not match refuses the install.
            member.filter(u -> !u.value().startsWith("https://")).ifPresent(u -> out.report(
                    Rule.MARKETPLACE_SOURCE_INVALID, u.range(), "An archive source is fetched over HTTPS only; \""
                            + shown(u.value()) + "\" is refused."));
            source.string("sha256").filter(s -> !SHA256.matcher(s.value()).matches()).ifPresent(s ->
                    out.report(Rule.MARKETPLACE_SOURCE_INVALID, s.range(), "\"sha256\" must be the archive's SHA-256 "
                            + "as 64 hexadecimal digits; any other value never matches, so the install is refused."));
        }
    }

    private static final Pattern SHA256 = Pattern.compile("[0-9a-fA-F]{64}");
}
