package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import java.util.Objects;

/**
 * A typed reference from one node to another, as written in a document.
 *
 * @param from       the id of the node making the reference
 * @param kind       the reference type
 * @param target     the address it resolves through ({@code <layer>:<path>}, or a node id for in-document links), or
 *                   {@code null} when it cannot be located in any layer (then {@code unresolved} says why)
 * @param written    the reference as written (an origin URI, a skill name, {@code z=3})
 * @param path       the document holding the reference, relative to its layer's folder
 * @param range      where in that document the reference is written; diagnostics about the edge land here
 * @param unresolved why the target is in no layer (for {@code dependency-unresolved}), or {@code null}
 * @param onMissing  the rule reported when {@code target} names nothing ({@code dependency-missing},
 *                   {@code dead-link}), or {@code null} when another rule set already reports it;
 *                   {@code dependency-origin-invalid} marks a reference that is no origin at all (the per-document
 *                   rules report it; such an edge has no {@code target})
 * @param unreachable whether {@code unresolved} is because {@code catalog-studio fetch} could not reach the origin's
 *                   repository or ref ({@code dependency-unreachable}, an error) rather than because nothing fetched
 *                   or mapped it ({@code dependency-unresolved}, an info)
 */
public record Edge(String from, EdgeKind kind, String target, String written, String path, Range range,
                   String unresolved, Rule onMissing, boolean unreachable) {

    public Edge {
        Objects.requireNonNull(from);
        Objects.requireNonNull(kind);
        Objects.requireNonNull(range);
    }

    /** An edge that is not {@link #unreachable}. */
    public Edge(String from, EdgeKind kind, String target, String written, String path, Range range,
                String unresolved, Rule onMissing) {
        this(from, kind, target, written, path, range, unresolved, onMissing, false);
    }

    /**
     * Whether {@code target} is of a kind this reference may not name ({@code dependency-kind-mismatch}): a MetaAgents
     * {@code skills:} entry reaching an MCP or agent, or an {@code mcps:} entry reaching a skill. Other formats'
     * references are not checked for kind.
     */
    public boolean reachesWrongKind(Node target) {
        return onMissing == Rule.DEPENDENCY_MISSING && kind.expected() != null && target.kind() != kind.expected();
    }

    /** Whether the reference as written is no origin at all ({@code dependency-origin-invalid}): it reaches nothing. */
    public boolean invalid() {
        return onMissing == Rule.DEPENDENCY_ORIGIN_INVALID;
    }

    /** Everything but the range: what the graph's shape depends on. */
    boolean sameShape(Edge other) {
        return from.equals(other.from) && kind == other.kind && Objects.equals(target, other.target)
                && written.equals(other.written) && Objects.equals(unresolved, other.unresolved)
                && onMissing == other.onMissing && unreachable == other.unreachable;
    }
}
