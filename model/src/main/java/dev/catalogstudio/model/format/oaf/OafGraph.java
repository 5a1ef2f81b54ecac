package dev.catalogstudio.model.format.oaf;

import static dev.catalogstudio.model.format.CatalogLayout.folderOf;
import static dev.catalogstudio.model.format.CatalogLayout.join;
import static dev.catalogstudio.model.format.FrontmatterLookups.mappings;
import static dev.catalogstudio.model.format.FrontmatterLookups.string;

import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.FrontmatterLookups;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.ArrayList;
import java.util.List;

/**
 * What an OAF agent adds to the dependency graph (open-agent-format.md § Composition): the agent, its local and
 * registry skills, packs, weblets, MCP servers (with the {@code configDir} each points at) and sub-agents; and a node
 * per {@code ActiveMCP.json} config folder. Registry references become external nodes.
 */
final class OafGraph {

    private OafGraph() {
    }

    static void contribute(FormatDocument document, ContributionBuilder graph) {
        String path = document.path();
        if (document.kind() == OafFormat.MCP_CONFIG) {
            if (document.fileName().equals(OafFormat.ACTIVE_MCP)) {
                graph.node(path, NodeKind.MCP_SERVER, FormatName.OAF, "", "", path, document.text().range(0, 0),
                        List.of(graph.layer().address(folderOf(path))), false);
            }
            return;
        }
        if (OafFormat.isSnapshot(path)) {
            return;
        }
        var fm = document.frontmatter().orElseThrow();
        var map = fm.mapping().orElse(null);
        if (map == null) {
            return;
        }
        String id = graph.id(path);
        String folder = folderOf(path);
        var vendor = string(map, "vendorKey");
        var key = string(map, "agentKey").or(() -> string(map, "slug"));
        String fqn = vendor.map(v -> v.value() + "/").orElse("") + key.map(YamlScalar::value).orElse("");
        var addresses = new ArrayList<>(List.of(graph.layer().address(folder)));
        if (vendor.isPresent() && key.isPresent()) {
            addresses.add(graph.layer().id() + ":oaf-agent:" + fqn);
        }
        graph.node(id, NodeKind.AGENT, FormatName.OAF, fqn, string(map, "version").map(YamlScalar::value).orElse(""),
                path, FrontmatterLookups.nameRange(fm, key), addresses, false);
        for (var skill : mappings(map, "skills")) {
            var name = string(skill, "skill").or(() -> string(skill, "name"));
            if (name.isEmpty()) {
                continue;
            }
            boolean local = string(skill, "source").map(s -> s.value().equals("local")).orElse(false);
            if (local) {
                graph.edge(id, EdgeKind.SKILL_DEPENDENCY, graph.layer().address(join(folder, "skills/"
                        + name.get().value())), name.get().value(), path, name.get().range(), null, null);
            } else {
                external(graph, id, path, skill, name.get(), "skill", NodeKind.SKILL, EdgeKind.SKILL_DEPENDENCY);
            }
        }
        for (var pack : mappings(map, "packs")) {
            string(pack, "pack").ifPresent(n -> external(graph, id, path, pack, n, "pack", NodeKind.PACK,
                    EdgeKind.COMPONENT));
        }
        for (var weblet : mappings(map, "weblets")) {
            string(weblet, "weblet").ifPresent(n -> external(graph, id, path, weblet, n, "weblet", NodeKind.WEBLET,
                    EdgeKind.COMPONENT));
        }
        for (var server : mappings(map, "mcpServers")) {
            var name = string(server, "server");
            if (name.isEmpty()) {
                continue;
            }
            String serverId = external(graph, id, path, server, name.get(), "mcp", NodeKind.MCP_SERVER,
                    EdgeKind.MCP_DEPENDENCY);
            string(server, "configDir").ifPresent(dir -> graph.edge(serverId, EdgeKind.MCP_CONFIG,
                    graph.layer().address(join(folder, OafAgent.normalizeDir(dir.value()))), dir.value(), path,
                    dir.range(), null, null));
        }
        for (var sub : mappings(map, "agents")) {
            var agentKey = string(sub, "agent");
            if (agentKey.isEmpty()) {
                continue;
            }
            String target = string(sub, "vendor").map(v -> v.value() + "/").orElse("") + agentKey.get().value();
            graph.edge(id, EdgeKind.SUB_AGENT, graph.layer().id() + ":oaf-agent:" + target, target, path,
                    agentKey.get().range(), null, null);
        }
    }

    /** A node standing for a registry reference of an OAF agent, and the edge to it; returns the node's id. */
    private static String external(ContributionBuilder graph, String from, String path, YamlMapping ref,
                                   YamlScalar name, String type, NodeKind kind, EdgeKind edge) {
        String fqn = string(ref, "vendor").map(v -> v.value() + "/").orElse("") + name.value();
        String id = from + "#" + type + ":" + fqn;
        String address = graph.layer().id() + ":" + path + "#" + type + ":" + fqn;
        if (!graph.hasNode(id)) {
            graph.node(id, kind, FormatName.OAF, fqn, string(ref, "version").map(YamlScalar::value).orElse(""), path,
                    name.range(), List.of(address), true);
        }
        graph.edge(from, edge, address, name.value(), path, name.range(), null, null);
        return id;
    }
}
