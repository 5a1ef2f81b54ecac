package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.resolve.Origin;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a MetaAgents {@code dependencies.skills} or {@code dependencies.mcps} list can name (metaagents.md § Origin URI
 * Grammar): the entries of the workspace and its resolution layers, each with the origin to write for it. An entry of
 * a layer with a GitHub origin gets its tree URL ({@code https://github.com/<owner>/<repo>/tree/<ref>/<path>}); one of
 * a layer without a known origin gets a {@code file:} origin, which the spec says never to commit (hence its
 * {@link Choice#warning()}). Every origin offered resolves back to its entry through the snapshot's layers, so
 * writing it can never produce a {@code dependency-missing}.
 */
public final class DependencyChoices {

    private DependencyChoices() {
    }

    /**
     * One entry that a dependency list can name.
     *
     * @param node    the entry
     * @param origin  the origin to write
     * @param warning why the origin is a poor choice ({@code file:} origins), or empty
     */
    public record Choice(Node node, String origin, String warning) {
    }

    /**
     * The entries of {@code kind} ({@link NodeKind#SKILL} or {@link NodeKind#MCP_SERVER}) that an origin can name,
     * in layer order (the workspace first), then by FQN; entries with no address (a {@code .mcp.json} server) are
     * left out.
     */
    public static List<Choice> of(Snapshot snapshot, NodeKind kind) {
        var layers = snapshot.layers();
        var out = new ArrayList<Choice>();
        for (var node : snapshot.graph().nodes().values()) {
            if (node.kind() != kind || node.external() || node.addresses().isEmpty()) {
                continue;
            }
            String address = node.addresses().get(0);
            int colon = address.indexOf(':');
            String layerId = address.substring(0, colon);
            String repositoryPath = address.substring(colon + 1);
            var layer = layers.layers().stream().filter(l -> l.id().equals(layerId)).findFirst();
            if (layer.isEmpty()) {
                continue;
            }
            var choice = choice(node, layer.get(), repositoryPath);
            var back = Origin.parse(choice.origin()).map(layers::locate);
            if (back.isPresent() && address.equals(back.get().address())) {
                out.add(choice);
            }
        }
        var order = layers.layers().stream().map(Layer::id).toList();
        out.sort(Comparator.comparingInt((Choice c) -> order.indexOf(c.node().layer()))
                .thenComparing(c -> c.node().fqn()).thenComparing(c -> c.node().id()));
        return out;
    }

    private static Choice choice(Node node, Layer layer, String repositoryPath) {
        Optional<Origin.GitHub> origin = layer.origin();
        if (origin.isPresent()) {
            var gh = origin.get();
            return new Choice(node, "https://github.com/" + gh.owner() + "/" + gh.repo() + "/tree/" + gh.ref()
                    + (repositoryPath.isEmpty() ? "" : "/" + repositoryPath), "");
        }
        String path = layer.folder().resolve(repositoryPath).normalize().toString().replace('\\', '/');
        return new Choice(node, "file:" + (path.startsWith("/") ? path : "/" + path),
                "a file: origin only works on this machine; the spec says never to commit one");
    }
}
