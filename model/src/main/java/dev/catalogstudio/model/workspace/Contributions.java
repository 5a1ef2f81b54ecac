package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.CatalogLayout.folderOf;
import static dev.catalogstudio.model.workspace.CatalogLayout.join;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.mcp.McpConfig;
import dev.catalogstudio.model.format.mcp.McpFile;
import dev.catalogstudio.model.format.oaf.OafAgent;
import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import dev.catalogstudio.model.resolve.Contribution;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Layers;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.resolve.Origin;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What each document adds to the dependency graph: its nodes (entries with kind, FQN, version and the range of their
 * name) and its typed references (with the range they are written at). A pure function of one document, its kind and
 * the layers, so an edit re-derives only the edited document's contribution.
 */
final class Contributions {

    private final Layers layers;
    private final Layer layer;
    private final String prefix;
    private final List<Node> nodes = new ArrayList<>();
    private final List<Edge> edges = new ArrayList<>();

    private Contributions(Layers layers, Layer layer) {
        this.layers = layers;
        this.layer = layer;
        this.prefix = layer.id().equals(Layer.WORKSPACE) ? "" : layer.id() + ":";
    }

    /** The contribution of {@code doc}, a document of {@code layer}. */
    static Contribution of(LoadedDocument doc, Layers layers, Layer layer) {
        if (doc.parsed() == null) {
            return Contribution.NONE;
        }
        var c = new Contributions(layers, layer);
        String path = doc.file().path();
        switch (doc.kind()) {
            case METAAGENTS_SKILL, METAAGENTS_AGENT -> c.metaAgentsEntry(path, doc.kind(), doc.frontmatter().get());
            case AGENT_SKILL, WORKSPACE_SKILL -> c.skill(path, doc.kind(), doc.frontmatter().get());
            case METAAGENTS_MCP -> doc.parsed(McpFile.class).ifPresent(f -> c.mcp(path, f));
            case WORKSPACE_MCP_CONFIG -> doc.parsed(McpConfig.class).ifPresent(m -> c.mcpConfig(path, m));
            case OAF_AGENT -> {
                if (!CatalogLayout.folderOf(CatalogLayout.folderOf(path)).endsWith("versions")) {
                    c.oafAgent(path, doc.frontmatter().get());
                }
            }
            case OAF_MCP_CONFIG -> {
                if (doc.file().fileName().equals(OafFolders.ACTIVE_MCP)) {
                    c.node(path, NodeKind.MCP_SERVER, "oaf", "", "", path, doc.source().text().range(0, 0),
                            List.of(layer.address(folderOf(path))), false);
                }
            }
            case THREEMD_AGENT -> doc.parsed(ThreeMdDocument.class).filter(ThreeMdDocument::isValid)
                    .ifPresent(d -> c.threeMd(path, d));
            default -> {
                // CHANGELOGs, plain AGENTS.md and other files declare nothing.
            }
        }
        return new Contribution(c.nodes, c.edges);
    }

    private void metaAgentsEntry(String path, DocumentKind kind, FrontmatterDocument fm) {
        var map = fm.mapping().orElse(null);
        String id = prefix + path;
        var name = string(map, "name");
        String fqn = name.map(n -> string(map, "scope").map(s -> s.value() + "/").orElse("") + n.value()).orElse("");
        node(id, kind == DocumentKind.METAAGENTS_SKILL ? NodeKind.SKILL : NodeKind.AGENT, "metaagents", fqn,
                string(map, "version").map(YamlScalar::value).orElse(""), path, nameRange(fm, name),
                List.of(layer.address(folderOf(path))), false);
        if (map == null) {
            return;
        }
        map.get("dependencies").map(YamlNode::resolved).filter(YamlMapping.class::isInstance)
                .map(YamlMapping.class::cast).ifPresent(deps -> {
                    dependencies(id, path, deps, "skills", EdgeKind.SKILL_DEPENDENCY);
                    dependencies(id, path, deps, "mcps", EdgeKind.MCP_DEPENDENCY);
                });
    }

    private void dependencies(String from, String path, YamlMapping deps, String key, EdgeKind kind) {
        var list = deps.get(key).map(YamlNode::resolved);
        if (list.isEmpty() || !(list.get() instanceof YamlSequence seq)) {
            return;
        }
        for (var item : seq.items()) {
            var value = item.resolved();
            if (value instanceof YamlMapping object) {
                value = object.get("origin").map(YamlNode::resolved).orElse(null);
            }
            if (!(value instanceof YamlScalar uri) || !uri.isString()) {
                continue;
            }
            var origin = Origin.parse(uri.value());
            if (origin.isEmpty()) {
                continue;
            }
            var location = layers.locate(origin.get());
            edges.add(new Edge(from, kind, location.address(), uri.value(), path, uri.range(), location.unresolved(),
                    Rule.DEPENDENCY_MISSING));
        }
    }

    private void skill(String path, DocumentKind kind, FrontmatterDocument fm) {
        var map = fm.mapping().orElse(null);
        var name = string(map, "name");
        node(prefix + path, NodeKind.SKILL, kind == DocumentKind.WORKSPACE_SKILL ? "workspace" : "agent-skills",
                name.map(YamlScalar::value).orElse(""), "", path, nameRange(fm, name),
                List.of(layer.address(folderOf(path))), false);
    }

    private void mcp(String path, McpFile file) {
        node(prefix + path, NodeKind.MCP_SERVER, "metaagents", file.name().orElse(""), "", path,
                file.nameRange().orElse(file.text().range(0, 0)), List.of(layer.address(path)), false);
    }

    private void mcpConfig(String path, McpConfig config) {
        for (var server : config.servers()) {
            node(prefix + path + "#" + server.name(), NodeKind.MCP_SERVER, "workspace", server.name(), "", path,
                    server.nameRange(), List.of(layer.address(path + "#" + server.name())), false);
        }
    }

    private void oafAgent(String path, FrontmatterDocument fm) {
        var map = fm.mapping().orElse(null);
        if (map == null) {
            return;
        }
        String id = prefix + path;
        String folder = folderOf(path);
        var vendor = string(map, "vendorKey");
        var key = string(map, "agentKey").or(() -> string(map, "slug"));
        String fqn = vendor.map(v -> v.value() + "/").orElse("") + key.map(YamlScalar::value).orElse("");
        var addresses = new ArrayList<>(List.of(layer.address(folder)));
        if (vendor.isPresent() && key.isPresent()) {
            addresses.add(layer.id() + ":oaf-agent:" + fqn);
        }
        node(id, NodeKind.AGENT, "oaf", fqn, string(map, "version").map(YamlScalar::value).orElse(""), path,
                nameRange(fm, key), addresses, false);
        for (var skill : mappings(map, "skills")) {
            var name = string(skill, "skill").or(() -> string(skill, "name"));
            if (name.isEmpty()) {
                continue;
            }
            boolean local = string(skill, "source").map(s -> s.value().equals("local")).orElse(false);
            if (local) {
                edges.add(new Edge(id, EdgeKind.SKILL_DEPENDENCY, layer.address(join(folder, "skills/"
                        + name.get().value())), name.get().value(), path, name.get().range(), null, null));
            } else {
                external(id, path, skill, name.get(), "skill", NodeKind.SKILL, EdgeKind.SKILL_DEPENDENCY);
            }
        }
        for (var pack : mappings(map, "packs")) {
            string(pack, "pack").ifPresent(n -> external(id, path, pack, n, "pack", NodeKind.PACK,
                    EdgeKind.COMPONENT));
        }
        for (var weblet : mappings(map, "weblets")) {
            string(weblet, "weblet").ifPresent(n -> external(id, path, weblet, n, "weblet", NodeKind.WEBLET,
                    EdgeKind.COMPONENT));
        }
        for (var server : mappings(map, "mcpServers")) {
            var name = string(server, "server");
            if (name.isEmpty()) {
                continue;
            }
            String serverId = external(id, path, server, name.get(), "mcp", NodeKind.MCP_SERVER,
                    EdgeKind.MCP_DEPENDENCY);
            string(server, "configDir").ifPresent(dir -> edges.add(new Edge(serverId, EdgeKind.MCP_CONFIG,
                    layer.address(join(folder, OafAgent.normalizeDir(dir.value()))),
                    dir.value(), path, dir.range(), null, null)));
        }
        for (var sub : mappings(map, "agents")) {
            var agentKey = string(sub, "agent");
            if (agentKey.isEmpty()) {
                continue;
            }
            String target = string(sub, "vendor").map(v -> v.value() + "/").orElse("") + agentKey.get().value();
            edges.add(new Edge(id, EdgeKind.SUB_AGENT, layer.id() + ":oaf-agent:" + target, target, path,
                    agentKey.get().range(), null, null));
        }
    }

    /** A node standing for a registry reference of an OAF agent, and the edge to it; returns the node's id. */
    private String external(String from, String path, YamlMapping ref, YamlScalar name, String type, NodeKind kind,
                            EdgeKind edge) {
        String fqn = string(ref, "vendor").map(v -> v.value() + "/").orElse("") + name.value();
        String id = from + "#" + type + ":" + fqn;
        String address = layer.id() + ":" + path + "#" + type + ":" + fqn;
        if (nodes.stream().noneMatch(n -> n.id().equals(id))) {
            node(id, kind, "oaf", fqn, string(ref, "version").map(YamlScalar::value).orElse(""), path, name.range(),
                    List.of(address), true);
        }
        edges.add(new Edge(from, edge, address, name.value(), path, name.range(), null, null));
        return id;
    }

    private void threeMd(String path, ThreeMdDocument document) {
        var agent = Agent.of(document);
        String id = prefix + path;
        var identity = agent.identity();
        node(id, NodeKind.AGENT, "3md", agent.name() == null ? "" : agent.name(), document.version() == null ? ""
                : document.version(), path, identity == null ? document.fence() : identity.directive(), List.of(),
                false);
        for (var plane : document.planes()) {
            String z = "z=" + Decimal.format(plane.z());
            String planeAddress = layer.address(path + "#" + z);
            node(id + "#" + z, NodeKind.PLANE, "3md", z, "", path, plane.directive(), List.of(planeAddress), false);
            edges.add(new Edge(id, EdgeKind.CONTAINS, planeAddress, z, path, plane.directive(), null, null));
        }
        for (var plane : document.planes()) {
            String from = id + "#z=" + Decimal.format(plane.z());
            for (var link : plane.links()) {
                String z = "z=" + Decimal.format(link.targetZ());
                edges.add(new Edge(from, EdgeKind.PLANE_LINK, layer.address(path + "#" + z), z, path, link.range(),
                        null, Rule.AGENT_DEAD_LINK));
            }
        }
    }

    private void node(String id, NodeKind kind, String format, String fqn, String version, String path, Range range,
                      List<String> addresses, boolean external) {
        nodes.add(new Node(id, kind, format, layer.id(), fqn, version, path, range, addresses, external));
    }

    private static Optional<YamlScalar> string(YamlMapping map, String key) {
        return map == null ? Optional.empty() : map.string(key);
    }

    private static List<YamlMapping> mappings(YamlMapping map, String key) {
        var list = map.get(key).map(YamlNode::resolved);
        if (list.isEmpty() || !(list.get() instanceof YamlSequence seq)) {
            return List.of();
        }
        return seq.items().stream().map(YamlNode::resolved).filter(YamlMapping.class::isInstance)
                .map(YamlMapping.class::cast).toList();
    }

    private static Range nameRange(FrontmatterDocument fm, Optional<YamlScalar> name) {
        return name.map(YamlScalar::range).orElseGet(() -> fm.frontmatter().open() != null ? fm.frontmatter().open()
                : fm.source().range(0, 0));
    }
}
