package dev.catalogstudio.model.format.claudecode;

import static dev.catalogstudio.model.format.CatalogLayout.fileName;
import static dev.catalogstudio.model.format.CatalogLayout.folderOf;
import static dev.catalogstudio.model.format.CatalogLayout.join;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.FrontmatterLookups;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.common.PluginPaths;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Claude Code plugin packages (code.claude.com/docs/en/plugins-reference, /plugin-marketplaces, /sub-agents, /skills,
 * /hooks): a plugin's manifest {@code .claude-plugin/plugin.json}, a marketplace's
 * {@code .claude-plugin/marketplace.json}, and inside a plugin its subagents {@code agents/**.md}, commands
 * {@code commands/**.md} and {@code hooks/hooks.json}. A project's {@code .claude/agents/} and {@code .claude/commands/}
 * hold subagents and commands too. A plugin's skills are Agent Skills and its root {@code .mcp.json} an MCP config;
 * their formats check them, in the plugin's discovery scope.
 *
 * <p>A folder is a plugin when it holds {@code .claude-plugin/plugin.json} or a marketplace in the workspace lists it
 * as a relative {@code source} (the manifest is optional). Both declare the {@link Structure.Role#CLAUDE_PLUGIN} role.
 */
public final class ClaudeCodeFormat implements Format {

    /** {@code .claude-plugin/plugin.json}. */
    public static final DocumentKind PLUGIN_MANIFEST = DocumentKind.of("claude-plugin-manifest",
            "Claude Code plugin manifest", "P", EditorLanguage.JSON);
    /** {@code .claude-plugin/marketplace.json}. */
    public static final DocumentKind MARKETPLACE = DocumentKind.of("claude-marketplace", "Claude Code marketplace",
            "K", EditorLanguage.JSON);
    /** {@code agents/**.md} of a plugin, or {@code .claude/agents/**.md}. */
    public static final DocumentKind SUBAGENT = DocumentKind.of("claude-subagent", "Claude Code subagent", "A",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.SUBAGENT);
    /** {@code commands/**.md} of a plugin, or {@code .claude/commands/**.md}. */
    public static final DocumentKind COMMAND = DocumentKind.of("claude-command", "Claude Code command", "/",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.COMMAND);
    /** {@code hooks/hooks.json} of a plugin. */
    public static final DocumentKind HOOKS = DocumentKind.of("claude-hooks", "Claude Code hooks", "H",
            EditorLanguage.JSON);

    static final String MARKETPLACE_FILE = ".claude-plugin/marketplace.json";
    static final String HOOKS_FILE = "hooks/hooks.json";

    /** Markdown files in a components folder that are documentation, not components. */
    private static final Set<String> NOT_COMPONENTS = Set.of("README.md", "AGENTS.md", "CLAUDE.md", "SKILL.md",
            "CHANGELOG.md", "LICENSE.md", "CONTRIBUTING.md");

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(PLUGIN_MANIFEST, MARKETPLACE, SUBAGENT, COMMAND, HOOKS);
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(ClaudeCodeSpecs.MANIFEST, ClaudeCodeSpecs.MARKETPLACE, ClaudeCodeSpecs.SUBAGENT,
                ClaudeCodeSpecs.COMMAND, ClaudeCodeSpecs.HOOKS_FILE);
    }

    @Override
    public boolean reads(String path) {
        return CatalogLayout.isNamed(path, PluginPaths.MANIFEST) || CatalogLayout.isNamed(path, MARKETPLACE_FILE)
                || CatalogLayout.isNamed(path, HOOKS_FILE) || component(path, "agents") || component(path, "commands");
    }

    /** Whether {@code path} is a Markdown file somewhere below a folder named {@code folder}. */
    private static boolean component(String path, String folder) {
        // Asked of every file of the workspace: the cheap tests first, and no string built on the way.
        if (!path.endsWith(".md")) {
            return false;
        }
        int at = path.indexOf(folder);
        boolean under = false;
        while (at >= 0 && !under) {
            int end = at + folder.length();
            under = (at == 0 || path.charAt(at - 1) == '/') && end < path.length() && path.charAt(end) == '/';
            at = path.indexOf(folder, end);
        }
        return under && !NOT_COMPONENTS.contains(fileName(path));
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        if (path.endsWith(".md")) {
            return new Parsed.Markdown(FrontmatterDocument.parse(text));
        }
        var json = PluginJson.parse(text);
        return new Parsed.Json(text, json.result(), json);
    }

    /** A manifest makes its folder a plugin; a marketplace makes its folder a marketplace and each listed folder a plugin. */
    @Override
    public Set<Structure.FolderRole> roles(String path, Parsed parsed) {
        if (CatalogLayout.isNamed(path, PluginPaths.MANIFEST)) {
            String root = folderOf(folderOf(path));
            var roles = new HashSet<Structure.FolderRole>();
            roles.add(new Structure.FolderRole(Structure.Role.CLAUDE_PLUGIN, root));
            parsed.model(PluginJson.class).flatMap(PluginJson::root).ifPresent(manifest -> {
                declaredSkills(manifest, root, roles);
                declared(manifest, "agents", root, Structure.Role.DECLARED_AGENT, roles);
                declared(manifest, "commands", root, Structure.Role.DECLARED_COMMANDS, roles);
            });
            return roles;
        }
        if (!CatalogLayout.isNamed(path, MARKETPLACE_FILE)) {
            return Set.of();
        }
        String root = folderOf(folderOf(path));
        var roles = new HashSet<Structure.FolderRole>();
        roles.add(new Structure.FolderRole(Structure.Role.MARKETPLACE, root));
        parsed.model(PluginJson.class).ifPresent(json -> Marketplace.entries(json).forEach(entry ->
                entry.folder(root).ifPresent(folder -> {
                    roles.add(new Structure.FolderRole(Structure.Role.CLAUDE_PLUGIN, folder));
                    declaredSkills(entry.object(), folder, roles);
                })));
        return roles;
    }

    /**
     * The {@link Structure.Role#DECLARED_SKILLS} of a manifest or marketplace entry's {@code skills}: each {@code ./}
     * path (or {@code "."}) that stays inside the plugin at {@code root}. Written otherwise, the path is reported by
     * the manifest's rules and declares nothing.
     */
    private static void declaredSkills(JsonObject object, String root, Set<Structure.FolderRole> roles) {
        declared(object, "skills", root, Structure.Role.DECLARED_SKILLS, roles);
    }

    /**
     * A role for each {@code ./} path (or {@code "."}) of the manifest field {@code field} that stays inside the
     * plugin at {@code root}: the paths Claude Code reads that component from (code.claude.com/docs/en/plugins-reference
     * § Plugin manifest schema). A path written otherwise is reported by the manifest's rules and declares nothing.
     */
    private static void declared(JsonObject object, String field, String root, Structure.Role role,
                                 Set<Structure.FolderRole> roles) {
        var value = object.get(field);
        if (value.isEmpty()) {
            return;
        }
        var items = value.get() instanceof JsonArray array ? array.items() : List.of(value.get());
        for (var item : items) {
            if (item instanceof JsonString path && (path.value().startsWith("./") || path.value().equals("."))) {
                PluginPaths.resolve(root, path.value()).ifPresent(folder ->
                        roles.add(new Structure.FolderRole(role, folder)));
            }
        }
    }

    /** Whether {@code path} is a plugin's subagent or command because its manifest lists it (or its folder). */
    static boolean declaredComponent(String path, String folder, Structure structure) {
        if (folder.equals("agents")) {
            return structure.is(Structure.Role.DECLARED_AGENT, path);
        }
        var declared = structure.folders(Structure.Role.DECLARED_COMMANDS);
        if (declared.isEmpty()) {
            return false;
        }
        for (String at = path; ; at = folderOf(at)) {
            if (declared.contains(at)) {
                return true;
            }
            if (at.isEmpty()) {
                return false;
            }
        }
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        if (CatalogLayout.isNamed(path, PluginPaths.MANIFEST)) {
            return Optional.of(PLUGIN_MANIFEST);
        }
        if (CatalogLayout.isNamed(path, MARKETPLACE_FILE)) {
            return Optional.of(MARKETPLACE);
        }
        if (CatalogLayout.isNamed(path, HOOKS_FILE)) {
            return structure.is(Structure.Role.CLAUDE_PLUGIN, folderOf(folderOf(path))) ? Optional.of(HOOKS)
                    : Optional.empty();
        }
        if (component(path, "agents") && inComponents(path, "agents", structure)) {
            return Optional.of(SUBAGENT);
        }
        if (component(path, "commands") && inComponents(path, "commands", structure)) {
            return Optional.of(COMMAND);
        }
        return Optional.empty();
    }

    /**
     * Whether {@code path} is under {@code <plugin root>/<folder>/} or {@code .claude/<folder>/}, or listed by its
     * plugin's manifest ({@link #declaredComponent}).
     */
    private static boolean inComponents(String path, String folder, Structure structure) {
        if (path.startsWith(".claude/" + folder + "/") || path.contains("/.claude/" + folder + "/")
                || declaredComponent(path, folder, structure)) {
            return true;
        }
        return structure.enclosing(Structure.Role.CLAUDE_PLUGIN, folderOf(path))
                .filter(root -> path.startsWith(join(root, folder) + "/")).isPresent();
    }

    /** The plugin root a component at {@code path} belongs to; empty for a project's {@code .claude/} component. */
    static Optional<String> pluginOf(String path, Structure structure) {
        return structure.enclosing(Structure.Role.CLAUDE_PLUGIN, folderOf(path));
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        var kind = document.kind();
        String path = document.path();
        if (kind == PLUGIN_MANIFEST) {
            document.parsed().model(PluginJson.class).ifPresent(json -> ClaudePluginManifestRules.check(json,
                    folderOf(folderOf(path)), context, out));
        } else if (kind == MARKETPLACE) {
            document.parsed().model(PluginJson.class).ifPresent(json -> MarketplaceRules.check(json,
                    folderOf(folderOf(path)), context, out));
        } else if (kind == HOOKS) {
            document.parsed().model(PluginJson.class).ifPresent(json -> HookRules.checkFile(json,
                    folderOf(folderOf(path)), context, out));
        } else if (kind == SUBAGENT || kind == COMMAND) {
            String folder = kind == SUBAGENT ? "agents" : "commands";
            ComponentRules.check(document, kind == SUBAGENT, pluginOf(path, context.structure())
                    .filter(root -> path.startsWith(join(root, folder) + "/")
                            || declaredComponent(path, folder, context.structure())), context, out);
        } else {
            throw new IllegalArgumentException("not a Claude Code document: " + kind);
        }
    }

    @Override
    public void contribute(FormatDocument document, FormatContext context, ContributionBuilder graph) {
        var kind = document.kind();
        String path = document.path();
        if (kind == PLUGIN_MANIFEST) {
            var json = document.parsed().model(PluginJson.class).orElseThrow();
            var name = json.root().flatMap(r -> r.string("name"));
            var version = json.root().flatMap(r -> r.string("version"));
            String root = folderOf(folderOf(path));
            var range = name.map(s -> s.range()).orElse(json.text().range(0, 0));
            graph.node(graph.id(path), NodeKind.PLUGIN, FormatName.CLAUDE_CODE,
                    name.map(s -> s.value()).orElse(root.isEmpty() ? context.folderName(path) : fileName(root)),
                    version.map(s -> s.value()).orElse(""), path, range, List.of(graph.layer().address(path)), false);
            components(root, graph.id(path), path, range, context, graph);
        } else if (kind == MARKETPLACE) {
            Marketplace.contribute(document.parsed().model(PluginJson.class).orElseThrow(), path, context, graph);
        } else if (kind == HOOKS) {
            var json = document.parsed().model(PluginJson.class).orElseThrow();
            String root = folderOf(folderOf(path));
            var events = HookRules.events(json);
            graph.node(graph.id(path), NodeKind.HOOK, FormatName.CLAUDE_CODE, events.isEmpty() ? "hooks"
                    : String.join(", ", events), "", path, json.text().range(0, 0),
                    List.of(graph.layer().address(path)), false);
        } else if (kind == SUBAGENT || kind == COMMAND) {
            var fm = document.frontmatter().orElseThrow();
            var map = fm.mapping().orElse(null);
            var name = kind == SUBAGENT ? FrontmatterLookups.string(map, "name") : Optional.<YamlScalar>empty();
            String fqn = name.map(YamlScalar::value).orElse(commandName(path));
            var range = FrontmatterLookups.nameRange(fm, name);
            graph.node(graph.id(path), kind == SUBAGENT ? NodeKind.AGENT : NodeKind.COMMAND, FormatName.CLAUDE_CODE,
                    fqn, "", path, range, List.of(graph.layer().address(path)), false);
        }
    }

    /**
     * The containment edges of the plugin at {@code root}, whose node is {@code from}, to the components in its
     * folders: each {@code skills/<n>/SKILL.md}, subagent, command, {@code hooks/hooks.json} and root {@code .mcp.json}
     * server. The edges are the contribution of the document declaring the plugin's node (its manifest, or the
     * marketplace for a plugin without one), which the graph's edge index requires; it reads the files around it, and
     * the workspace re-derives it whenever it re-checks that document (every file of the plugin re-checks it).
     *
     * @param path  the document declaring the plugin's node
     * @param range where the edges are written: the plugin's name
     */
    static void components(String root, String from, String path, dev.catalogstudio.model.text.Range range,
                           FormatContext context, ContributionBuilder graph) {
        for (String relative : context.filesUnder(root).keySet()) {
            String at = join(root, relative);
            String target;
            if (relative.startsWith("skills/") && relative.endsWith("/SKILL.md")
                    && relative.indexOf('/', "skills/".length()) == relative.length() - "/SKILL.md".length()) {
                target = folderOf(at);
            } else if ((relative.startsWith("agents/") && component(relative, "agents"))
                    || (relative.startsWith("commands/") && component(relative, "commands"))
                    || relative.equals(HOOKS_FILE)) {
                target = at;
            } else if (relative.equals(".mcp.json")) {
                for (String server : mcpServers(at, context)) {
                    graph.edge(from, EdgeKind.CONTAINS, graph.layer().address(at + "#" + server), server, path, range,
                            null, null);
                }
                continue;
            } else {
                continue;
            }
            graph.edge(from, EdgeKind.CONTAINS, graph.layer().address(target), relative, path, range, null, null);
        }
    }

    /** The server names of the plugin-root {@code .mcp.json} at {@code path}: its {@code mcpServers}, else flat. */
    private static List<String> mcpServers(String path, FormatContext context) {
        var root = context.document(path).map(FormatDocument::parsed).filter(Parsed.Json.class::isInstance)
                .map(p -> ((Parsed.Json) p).result().rootObject()).flatMap(o -> o);
        if (root.isEmpty()) {
            return List.of();
        }
        var servers = root.get().get("mcpServers").filter(
                dev.catalogstudio.model.json.JsonValue.JsonObject.class::isInstance)
                .map(dev.catalogstudio.model.json.JsonValue.JsonObject.class::cast).orElse(root.get());
        return servers.members().stream().map(dev.catalogstudio.model.json.JsonValue.Member::name).distinct()
                .toList();
    }

    /** A command's name: its file name without {@code .md} (commands/deploy.md is /deploy). */
    private static String commandName(String path) {
        String name = fileName(path);
        return name.substring(0, name.length() - ".md".length());
    }
}
