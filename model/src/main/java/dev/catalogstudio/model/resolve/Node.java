package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.text.Range;
import java.util.List;
import java.util.Objects;

/**
 * One node of the {@link DependencyGraph}: an entry some document declares.
 *
 * @param id        unique in the graph: the document path for a document's main entry ({@code skills/a/SKILL.md}),
 *                  {@code <path>#<local>} for the others ({@code x.3md#z=2}, {@code .mcp.json#github}); entries of
 *                  a layer other than the workspace are prefixed {@code <layer>:}
 * @param kind      what it is
 * @param format    the format that declared it ({@link FormatName#id()}: {@code metaagents}, {@code agent-skills},
 *                  {@code workspace}, {@code oaf}, {@code 3md})
 * @param layer     the resolution layer it belongs to ({@link Layer#WORKSPACE} for the open workspace)
 * @param fqn       its fully qualified name: {@code <scope>/<name>} where the format has a scope, else the name, the
 *                  MCP {@code _meta.name}, {@code <vendor>/<key>} for OAF, {@code z=N} for a plane; empty if unnamed
 * @param version   its version as written, or empty
 * @param path      the document declaring it, relative to its layer's folder; empty for an external reference
 * @param range     where in that document: the name value, or the whole frontmatter when unnamed
 * @param addresses the keys by which edges find it ({@code <layer>:<repository path>}); may be empty
 * @param external  whether it stands for something outside every layer (an OAF registry reference)
 * @param discovery the discovery scope of a skill: the skills a host would load together, within which its name
 *                  must be unique ({@code ""}: the workspace's own skills; {@code plugin:<root>} for a plugin's,
 *                  {@code host:<folder>} for a host folder's such as {@code .claude}); {@code ""} for other nodes
 */
public record Node(String id, NodeKind kind, FormatName format, String layer, String fqn, String version, String path,
                   Range range, List<String> addresses, boolean external, String discovery) {

    public Node {
        Objects.requireNonNull(id);
        Objects.requireNonNull(kind);
        Objects.requireNonNull(discovery);
        addresses = List.copyOf(addresses);
    }

    /** A node in the workspace's own discovery scope. */
    public Node(String id, NodeKind kind, FormatName format, String layer, String fqn, String version, String path,
                Range range, List<String> addresses, boolean external) {
        this(id, kind, format, layer, fqn, version, path, range, addresses, external, "");
    }

    /** Everything but the range: what other documents can see of this node. */
    boolean sameShape(Node other) {
        return id.equals(other.id) && kind == other.kind && format == other.format && layer.equals(other.layer)
                && fqn.equals(other.fqn) && version.equals(other.version) && addresses.equals(other.addresses)
                && external == other.external && discovery.equals(other.discovery);
    }
}
