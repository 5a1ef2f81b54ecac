package dev.catalogstudio.model.format.agentplugins;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.json.JsonRanges;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Agent Plugins 1.0 (agent-plugins-spec, {@code spec/1.0.0.md}): a plugin is a folder whose {@code plugin.json}
 * declares an Agent Plugins {@code $schema} (§ 5); its skills are {@code skills/<name>/SKILL.md} (Agent Skills,
 * checked by that format) and its MCP servers are configured by {@code mcp.json} beside the manifest (§ 7.2).
 *
 * <p>Recognition is by declaration, since other tools write files named {@code plugin.json}: a {@code plugin.json}
 * whose {@code $schema} is a string starting with {@code https://agent-plugins.org/schemas/} makes its folder an
 * {@linkplain Structure.Role#AGENT_PLUGIN Agent Plugins root} and is an {@link #MANIFEST}; any other
 * {@code plugin.json} stays a supporting file with no diagnostics. Vendor manifests under {@code .claude-plugin/},
 * {@code .codex-plugin/} and {@code .cursor-plugin/} are never read here. An {@code mcp.json} is an
 * {@link #MCP_CONFIG} only at such a root.
 *
 * <p>This format also checks every skill kind, for one plugin-level rule: a {@code SKILL.md} in a plugin's
 * {@code skills/} folder that clients will not discover. Stateless and thread-safe.
 */
public final class AgentPluginsFormat implements Format {

    /** A {@code plugin.json} declaring an Agent Plugins schema. */
    public static final DocumentKind MANIFEST = DocumentKind.of("agent-plugin-manifest", "Agent Plugins manifest", "P",
            EditorLanguage.JSON);
    /** The {@code mcp.json} at an Agent Plugins root. */
    public static final DocumentKind MCP_CONFIG = DocumentKind.of("agent-plugin-mcp-config",
            "Agent Plugins MCP config", "M", EditorLanguage.JSON);

    /** The manifest's file name (§ 5.1). */
    public static final String MANIFEST_FILE = "plugin.json";
    /** The MCP configuration's file name (§ 7.2.1). */
    public static final String MCP_CONFIG_FILE = "mcp.json";

    /** Folders of vendor plugin manifests, which other formats read. */
    private static final List<String> VENDOR_FOLDERS = List.of(".claude-plugin", ".codex-plugin", ".cursor-plugin");

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(MANIFEST, MCP_CONFIG);
    }

    @Override
    public boolean checks(DocumentKind kind) {
        return kind == MANIFEST || kind == MCP_CONFIG || kind.isSkill();
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(AgentPluginsSpecs.MANIFEST, AgentPluginsSpecs.MCP_CONFIG);
    }

    @Override
    public boolean reads(String path) {
        return isManifestPath(path) || CatalogLayout.isNamed(path, MCP_CONFIG_FILE);
    }

    private static boolean isManifestPath(String path) {
        return CatalogLayout.isNamed(path, MANIFEST_FILE)
                && !VENDOR_FOLDERS.contains(CatalogLayout.fileName(CatalogLayout.folderOf(path)));
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        if (isManifestPath(path)) {
            var manifest = PluginManifest.parse(text);
            return new Parsed.Json(text, manifest.result(), manifest);
        }
        var config = PluginMcpConfig.parse(text);
        return new Parsed.Json(text, config.result(), config);
    }

    @Override
    public Set<Structure.FolderRole> roles(String path, Parsed parsed) {
        boolean declares = parsed.model(PluginManifest.class).map(PluginManifest::declaresAgentPlugins).orElse(false);
        return declares ? Set.of(new Structure.FolderRole(Structure.Role.AGENT_PLUGIN, CatalogLayout.folderOf(path)))
                : Set.of();
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        if (!reads(path) || !structure.is(Structure.Role.AGENT_PLUGIN, CatalogLayout.folderOf(path))) {
            return Optional.empty();
        }
        boolean manifest = isManifestPath(path);
        boolean ours = parsed == null || (manifest ? parsed.model(PluginManifest.class).isPresent()
                : parsed.model(PluginMcpConfig.class).isPresent());
        if (!ours) {
            return Optional.empty(); // read by a format earlier in the registry (a plugin root named mcps/)
        }
        return Optional.of(manifest ? MANIFEST : MCP_CONFIG);
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        String path = document.path();
        String root = CatalogLayout.folderOf(path);
        var parsed = document.parsed();
        if (document.kind() == MANIFEST) {
            var manifest = parsed.model(PluginManifest.class).orElseThrow();
            AgentPluginManifestRules.check(manifest, context.folderName(path), out);
            var text = manifest.text();
            var at = manifest.result().root() != null ? JsonRanges.opening(text, manifest.result().root())
                    : text.range(0, 0);
            LayoutRules.check(root, context, at, out);
        } else if (document.kind() == MCP_CONFIG) {
            var config = parsed.model(PluginMcpConfig.class).orElseThrow();
            McpRules.check(config, plugin(root, context), out);
        } else if (document.kind().isSkill() && document.text() != null) {
            skill(document, context, out);
        }
    }

    /** What the {@code mcp.json} rules read of the plugin at {@code root}. */
    private static McpRules.Plugin plugin(String root, FormatContext context) {
        String version = manifest(root, context).flatMap(PluginManifest::targetVersion).orElse(null);
        return new McpRules.Plugin(version, relative -> context.hasFile(CatalogLayout.join(root, relative)),
                relative -> !context.filesUnder(CatalogLayout.join(root, relative)).isEmpty());
    }

    /** The manifest of the plugin rooted at {@code root}, when that folder is one. */
    static Optional<PluginManifest> manifest(String root, FormatContext context) {
        return context.document(CatalogLayout.join(root, MANIFEST_FILE)).filter(d -> d.kind() == MANIFEST)
                .flatMap(d -> d.parsed() == null ? Optional.empty() : d.parsed().model(PluginManifest.class));
    }

    /** A skill inside a plugin's {@code skills/} folder: whether clients discover it. O(depth) lookups. */
    private static void skill(FormatDocument document, FormatContext context, Diagnostics out) {
        String path = document.path();
        for (String folder = CatalogLayout.folderOf(path); ; folder = CatalogLayout.folderOf(folder)) {
            var manifest = manifest(folder, context);
            if (manifest.isPresent()) {
                String name = manifest.get().name().map(n -> ManifestJson.quote(n.value())).orElse("at " + (folder.isEmpty()
                        ? "the root" : folder + "/"));
                LayoutRules.checkSkill(path, folder, name, document.text().lineRange(1), out);
                return;
            }
            if (folder.isEmpty()) {
                return;
            }
        }
    }

    @Override
    public void contribute(FormatDocument document, FormatContext context, ContributionBuilder graph) {
        if (document.kind() == MANIFEST) {
            PluginGraph.manifest(document, context, graph);
        } else if (document.kind() == MCP_CONFIG) {
            PluginGraph.mcpConfig(document, graph);
        }
    }
}
