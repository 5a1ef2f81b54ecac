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
        boolean pluginRoot = context.hasFile(CatalogLayout.join(CatalogLayout.folderOf(document.path()),
                ".claude-plugin/plugin.json"));
        document.parsed().model(McpConfig.class).ifPresent(config -> McpConfigRules.check(config, pluginRoot, out));
    }

    @Override
    public void contribute(FormatDocument document, ContributionBuilder graph) {
        String path = document.path();
        var parsed = document.parsed();
        if (parsed.model(McpFile.class).isPresent()) {
            var file = parsed.model(McpFile.class).get();
            graph.node(graph.id(path), NodeKind.MCP_SERVER, FormatName.METAAGENTS, file.name().orElse(""), "", path,
                    file.nameRange().orElse(file.text().range(0, 0)), List.of(graph.layer().address(path)), false);
        } else if (parsed.model(McpConfig.class).isPresent()) {
            for (var server : parsed.model(McpConfig.class).get().servers()) {
                String local = path + "#" + server.name();
                graph.node(graph.id(local), NodeKind.MCP_SERVER, FormatName.WORKSPACE, server.name(), "", path,
                        server.nameRange(), List.of(graph.layer().address(local)), false);
            }
        }
    }
}
