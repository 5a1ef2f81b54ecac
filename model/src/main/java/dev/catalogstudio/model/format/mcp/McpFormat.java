package dev.catalogstudio.model.format.mcp;

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
import dev.catalogstudio.model.format.common.PluginPaths;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * MCP server files: a MetaAgents catalog's {@code mcps/*.json} with {@code _meta} (metaagents.md § MCP files) and a
 * workspace's {@code .mcp.json} (workspace-skills.md § MCP configuration).
 */
public final class McpFormat implements Format {

    /** {@code mcps/*.json} with {@code _meta}, or any {@code mcps/*.json} of a MetaAgents catalog. */
    public static final DocumentKind METAAGENTS_MCP = DocumentKind.of("metaagents-mcp", "MetaAgents MCP", "M",
            EditorLanguage.JSON);
    /** {@code .mcp.json}. */
    public static final DocumentKind WORKSPACE_MCP_CONFIG = DocumentKind.of("workspace-mcp-config",
            "Workspace MCP config", "M", EditorLanguage.JSON);

    private static final String WORKSPACE_CONFIG = ".mcp.json";

    /**
     * The diagnostics of one MetaAgents MCP file on its own (metaagents.md § Frontmatter / format — MCP, § MCP
     * cross-platform rules, § Placeholder substitution): the file's JSON, {@code _meta.name} and the file name, the
     * layout, the transport, the command and the expansions; no catalog context (dependencies, graph).
     *
     * @param fileName the file's name alone ({@code io.example_mcp.json}), which the rules match to {@code _meta.name}
     * @param text     the file's text
     * @return its diagnostics, sorted by position (ranges 1-based lines and columns in {@code text})
     */
    public static List<dev.catalogstudio.model.diag.Diagnostic> checkMetaAgentsFile(String fileName, SourceText text) {
        var out = new Diagnostics();
        McpFileRules.check(McpFile.parse(text, fileName), out);
        return out.sorted();
    }

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(METAAGENTS_MCP, WORKSPACE_MCP_CONFIG);
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(McpSpecs.METAAGENTS_MCP, McpSpecs.MCP_JSON);
    }

    @Override
    public boolean reads(String path) {
        return isWorkspaceConfig(path) || CatalogLayout.isMcpFile(path);
    }

    private static boolean isWorkspaceConfig(String path) {
        return CatalogLayout.isNamed(path, WORKSPACE_CONFIG);
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        if (isWorkspaceConfig(path)) {
            var config = McpConfig.parse(text);
            return new Parsed.Json(text, config.result(), config);
        }
        var file = McpFile.parse(text, CatalogLayout.fileName(path));
        return new Parsed.Json(text, file.result(), file);
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        if (isWorkspaceConfig(path)) {
            return Optional.of(WORKSPACE_MCP_CONFIG);
        }
        if (!CatalogLayout.isMcpFile(path)) {
            return Optional.empty();
        }
        // Any mcps/*.json of a MetaAgents catalog is an MCP file, _meta or not (a missing _meta is its first error);
        // elsewhere a parsed JSON file without _meta is some other file.
        boolean inCatalog = structure.catalogRoots().contains(CatalogLayout.folderOf(CatalogLayout.folderOf(path)));
        boolean mcp = inCatalog || parsed == null || parsed.model(McpFile.class).map(McpFile::isMcp).orElse(true);
        return mcp ? Optional.of(METAAGENTS_MCP) : Optional.empty();
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        document.parsed().model(McpFile.class).ifPresent(file -> McpFileRules.check(file, out));
        boolean pluginRoot = context.structure().is(Structure.Role.CLAUDE_PLUGIN,
                CatalogLayout.folderOf(document.path()));
        document.parsed().model(McpConfig.class).ifPresent(config -> {
            McpConfigRules.check(config, pluginRoot, out);
            if (pluginRoot) {
                pluginPaths(config, CatalogLayout.folderOf(document.path()), context, out);
            }
        });
    }

    /**
     * {@code plugin-path-missing} and {@code plugin-path-escape} for each {@code ${CLAUDE_PLUGIN_ROOT}/…} path in a
     * plugin server's {@code command} or {@code args} (code.claude.com/docs/en/mcp, "Plugin-provided MCP servers").
     */
    private static void pluginPaths(McpConfig config, String root, FormatContext context, Diagnostics out) {
        for (var server : config.pluginServers()) {
            var definition = server.definition();
            if (definition.isEmpty()) {
                continue;
            }
            var strings = new java.util.ArrayList<dev.catalogstudio.model.json.JsonValue.JsonString>();
            definition.get().string("command").ifPresent(strings::add);
            definition.get().get("args").filter(dev.catalogstudio.model.json.JsonValue.JsonArray.class::isInstance)
                    .ifPresent(a -> ((dev.catalogstudio.model.json.JsonValue.JsonArray) a).items().stream()
                            .filter(dev.catalogstudio.model.json.JsonValue.JsonString.class::isInstance)
                            .forEach(v -> strings.add((dev.catalogstudio.model.json.JsonValue.JsonString) v)));
            for (var value : strings) {
                PluginPaths.check(config.text(), value, root, "the server fails to start", context, out);
            }
        }
    }

    @Override
    public void contribute(FormatDocument document, FormatContext context, ContributionBuilder graph) {
        String path = document.path();
        var parsed = document.parsed();
        if (parsed.model(McpFile.class).isPresent()) {
            var file = parsed.model(McpFile.class).get();
            graph.node(graph.id(path), NodeKind.MCP_SERVER, FormatName.METAAGENTS, file.name().orElse(""), "", path,
                    file.nameRange().orElse(file.text().range(0, 0)), List.of(graph.layer().address(path)), false);
        } else if (parsed.model(McpConfig.class).isPresent()) {
            String folder = CatalogLayout.folderOf(path);
            boolean plugin = context.structure().is(Structure.Role.CLAUDE_PLUGIN, folder);
            var config = parsed.model(McpConfig.class).get();
            for (var server : plugin ? config.pluginServers() : config.servers()) {
                String local = path + "#" + server.name();
                if (graph.hasNode(graph.id(local))) {
                    continue; // a repeated name is duplicate-key; one node stands for it
                }
                graph.node(graph.id(local), NodeKind.MCP_SERVER, plugin ? FormatName.CLAUDE_CODE
                        : FormatName.WORKSPACE, server.name(), "", path, server.nameRange(),
                        List.of(graph.layer().address(local)), false);
            }
        }
    }
}
