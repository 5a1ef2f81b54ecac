package dev.catalogstudio.model.resolve;

/**
 * A key of the graph's name index, by which nodes that must not share a name are found
 * ({@link DependencyGraph#nameKeys}).
 *
 * @param scope what must be unique
 * @param layer the layer id for {@link Scope#FQN_IN_LAYER}; the discovery scope ({@link Node#discovery()}) for
 *              {@link Scope#SKILL_NAME}; {@code ""} for {@link Scope#HOST_COPY}
 * @param kind  the node kind
 * @param name  the FQN or skill name
 */
public record NameKey(Scope scope, String layer, NodeKind kind, String name) {

    /** What a name must be unique within. */
    public enum Scope {
        /** A MetaAgents FQN, per entry type and resolution layer ({@code duplicate-fqn}). */
        FQN_IN_LAYER,
        /**
         * A discovered skill's {@code name} within what one host loads together: the workspace's own skills, one
         * plugin's, one host folder's ({@code duplicate-skill-name}).
         */
        SKILL_NAME,
        /**
         * A skill's {@code name}, or an agent's file name without {@code .agent.md}/{@code .md}, across the whole
         * workspace: the copies of one skill or agent kept for several hosts ({@code host-copy-mismatch}); the layer
         * is {@code ""}.
         */
        HOST_COPY
    }

    // equals and hashCode are written out: a record's generated ones link through an invokedynamic bootstrap
    // (ObjectMethods) whose method handles a short-lived JVM spins into classes at first use.
    @Override
    public boolean equals(Object other) {
        return other instanceof NameKey k && k.scope == scope && java.util.Objects.equals(k.layer, layer)
                && k.kind == kind && java.util.Objects.equals(k.name, name);
    }

    @Override
    public int hashCode() {
        // The value the generated one gives (31 * h + each component's hash, from 0), so no map's order changes.
        int h = java.util.Objects.hashCode(scope);
        h = 31 * h + java.util.Objects.hashCode(layer);
        h = 31 * h + java.util.Objects.hashCode(kind);
        return 31 * h + java.util.Objects.hashCode(name);
    }
}
