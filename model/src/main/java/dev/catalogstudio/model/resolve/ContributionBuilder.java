package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Collects what one document adds to the {@link DependencyGraph}: its nodes and typed edges, in the order written.
 * Node ids of a document of another layer than the workspace are prefixed {@code <layer>:}. One builder per document;
 * not thread-safe.
 */
public final class ContributionBuilder {

    private final Layers layers;
    private final Layer layer;
    private final String prefix;
    private final List<Node> nodes = new ArrayList<>();
    private final Set<String> nodeIds = new HashSet<>();
    private final List<Edge> edges = new ArrayList<>();

    /**
     * @param layers every resolution layer (origins are located in them)
     * @param layer  the layer of the document being contributed
     */
    public ContributionBuilder(Layers layers, Layer layer) {
        this.layers = layers;
        this.layer = layer;
        this.prefix = layer.id().equals(Layer.WORKSPACE) ? "" : layer.id() + ":";
    }

    /** The layer of the document. */
    public Layer layer() {
        return layer;
    }

    /** The node id of {@code local} ({@code <path>} or {@code <path>#<fragment>}) in this document's layer. */
    public String id(String local) {
        return prefix + local;
    }

    /** Where {@code origin} points, looked up in every layer (dependency origins, metaagents.md § Dependencies). */
    public Location locate(Origin origin) {
        return layers.locate(origin);
    }

    /** Whether a node with this id was already added. */
    public boolean hasNode(String id) {
        return nodeIds.contains(id);
    }

    /**
     * Adds a node of this document's layer; see {@link Node} for the parameters.
     *
     * @throws IllegalArgumentException if {@code id} was already added
     */
    public void node(String id, NodeKind kind, FormatName format, String fqn, String version, String path,
                     Range range, List<String> addresses, boolean external) {
        node(id, kind, format, fqn, version, path, range, addresses, external, "");
    }

    /**
     * Adds a node of this document's layer in a discovery scope ({@link Node#discovery()}).
     *
     * @throws IllegalArgumentException if {@code id} was already added
     */
    public void node(String id, NodeKind kind, FormatName format, String fqn, String version, String path,
                     Range range, List<String> addresses, boolean external, String discovery) {
        if (!nodeIds.add(id)) {
            throw new IllegalArgumentException("node added twice: " + id);
        }
        nodes.add(new Node(id, kind, format, layer.id(), fqn, version, path, range, addresses, external,
                discovery));
    }

    /** Adds an edge; see {@link Edge} for the parameters. */
    public void edge(String from, EdgeKind kind, String target, String written, String path, Range range,
                     String unresolved, Rule onMissing) {
        edges.add(new Edge(from, kind, target, written, path, range, unresolved, onMissing));
    }

    /** Adds the edge of a dependency origin, {@code located} as the layers place it; see {@link Edge}. */
    public void edge(String from, EdgeKind kind, Location located, String written, String path, Range range,
                     Rule onMissing) {
        edges.add(new Edge(from, kind, located.address(), written, path, range, located.unresolved(), onMissing,
                located.unreachable()));
    }

    /** What was added, or {@link Contribution#NONE}. */
    public Contribution build() {
        return nodes.isEmpty() && edges.isEmpty() ? Contribution.NONE : new Contribution(nodes, edges);
    }
}
