package dev.catalogstudio.model.format.agentplugins;

import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.json.JsonRanges;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * What an Agent Plugins plugin adds to the dependency graph: a {@link NodeKind#PLUGIN} node for the manifest (its
 * FQN the plugin's name, its address the plugin root, so a marketplace can list it), with a
 * {@link EdgeKind#CONTAINS} edge to each skill clients discover ({@code skills/<name>/SKILL.md}, whose node the skill
 * format adds at the skill folder's address) and to each server of the root's {@code mcp.json}; and an
 * {@link NodeKind#MCP_SERVER} node per server of that {@code mcp.json}, addressed {@code mcp.json#<name>}.
 * Containment names nothing that must exist, so an edge whose target is absent (an unreadable SKILL.md) reports
 * nothing. Stateless.
 */
final class PluginGraph {

    private PluginGraph() {
    }

    /** The plugin node and its containment edges; the skills and servers are read through {@code context}. */
    static void manifest(FormatDocument document, FormatContext context, ContributionBuilder graph) {
        var manifest = document.parsed().model(PluginManifest.class).orElseThrow();
        String path = document.path();
        String root = CatalogLayout.folderOf(path);
        var text = manifest.text();
        var range = manifest.name().map(JsonString::range).orElse(manifest.result().root() != null
                ? JsonRanges.opening(text, manifest.result().root()) : text.range(0, 0));
        String id = graph.id(path);
        graph.node(id, NodeKind.PLUGIN, FormatName.AGENT_PLUGINS, manifest.name().map(JsonString::value).orElse(""),
                manifest.version().map(JsonString::value).orElse(""), path, range,
                List.of(graph.layer().address(root)), false);
        for (String skill : LayoutRules.skillFolders(root, context)) {
            String folder = LayoutRules.SKILLS + "/" + skill;
            graph.edge(id, EdgeKind.CONTAINS, graph.layer().address(CatalogLayout.join(root, folder)), folder, path,
                    range, null, null);
        }
        String mcp = CatalogLayout.join(root, AgentPluginsFormat.MCP_CONFIG_FILE);
        var servers = new LinkedHashSet<String>();
        context.document(mcp).filter(d -> d.kind() == AgentPluginsFormat.MCP_CONFIG && d.parsed() != null)
                .flatMap(d -> d.parsed().model(PluginMcpConfig.class))
                .ifPresent(config -> config.servers().forEach(s -> servers.add(s.name())));
        for (String server : servers) {
            graph.edge(id, EdgeKind.CONTAINS, graph.layer().address(mcp + "#" + server), server, path, range, null,
                    null);
        }
    }

    /** A node per server of the {@code mcp.json}; a repeated name (a {@code duplicate-key}) adds one. */
    static void mcpConfig(FormatDocument document, ContributionBuilder graph) {
        String path = document.path();
        for (var server : document.parsed().model(PluginMcpConfig.class).orElseThrow().servers()) {
            String local = path + "#" + server.name();
            String id = graph.id(local);
            if (!graph.hasNode(id)) {
                graph.node(id, NodeKind.MCP_SERVER, FormatName.AGENT_PLUGINS, server.name(), "", path,
                        server.nameRange(), List.of(graph.layer().address(local)), false);
            }
        }
    }
}
