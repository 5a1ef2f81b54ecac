package dev.catalogstudio.model.resolve;

import java.util.List;
import java.util.Set;

/**
 * A strongly connected component of two or more nodes, or one node with an edge to itself, over the edges that
 * order installation ({@link EdgeKind#ordersInstall()}). One instance is shared by all its members; equality is by
 * members. Immutable and thread-safe.
 */
public final class Cycle {
    private final List<String> members;
    private final Set<String> memberSet;
    private final int hash;
    private volatile CyclePaths.Walks walks;

    /** @param members its node ids, sorted */
    public Cycle(List<String> members) {
        this.members = List.copyOf(members);
        this.memberSet = Set.copyOf(members);
        this.hash = this.members.hashCode();
    }

    /** Its node ids, sorted. */
    public List<String> members() {
        return members;
    }

    /** Whether node {@code id} is a member; O(1). */
    public boolean contains(String id) {
        return memberSet.contains(id);
    }

    Set<String> memberSet() {
        return memberSet;
    }

    /** The walks through a root used to show a loop in a large cycle, built once on first use. */
    CyclePaths.Walks walks(DependencyGraph graph) {
        var built = walks;
        if (built == null) {
            built = CyclePaths.Walks.of(graph, this);
            walks = built;
        }
        return built;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Cycle c && c.hash == hash && c.members.equals(members);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "Cycle" + (members.size() <= 10 ? members : members.subList(0, 10) + "… (" + members.size() + ")");
    }
}
