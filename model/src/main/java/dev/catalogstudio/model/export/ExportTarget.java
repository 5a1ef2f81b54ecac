package dev.catalogstudio.model.export;

import java.util.Arrays;
import java.util.Optional;

/**
 * A host layout {@link Exporter} writes: a plugin or extension of one of the hosts with export facts
 * ({@code hosts/export/<id>.json}), or a MetaAgents, OAF or 3md entry.
 */
public enum ExportTarget {
    CLAUDE_CODE("claude-code"), AGENT_PLUGINS("agent-plugins"), CODEX("codex"), COPILOT("copilot"),
    CURSOR("cursor"), GEMINI("gemini"), METAAGENTS("metaagents"), OAF("oaf"), THREEMD("3md");

    private final String id;

    ExportTarget(String id) {
        this.id = id;
    }

    /** The name {@code export --to} takes and the facts file is named by ({@code claude-code}). */
    public String id() {
        return id;
    }

    /** The target named {@code id} (as {@link #id()}), if any. */
    public static Optional<ExportTarget> byId(String id) {
        return Arrays.stream(values()).filter(t -> t.id.equals(id)).findFirst();
    }

    /**
     * The host name {@code check --host} takes for this target's output ({@code agent-skills} for Agent Plugins, whose
     * skills the Agent Skills specification judges), or empty for the formats checked by their own rules.
     */
    public Optional<String> checkHost() {
        return switch (this) {
            case AGENT_PLUGINS -> Optional.of("agent-skills");
            case METAAGENTS, OAF, THREEMD -> Optional.empty();
            default -> Optional.of(id);
        };
    }

    /**
     * Whether this target writes a publisher namespace ({@link Exporter#plan(java.nio.file.Path, ExportTarget,
     * String)}'s vendor): OAF's {@code vendorKey} and the namespace of MetaAgents' MCP names.
     */
    public boolean takesVendor() {
        return this == OAF || this == METAAGENTS;
    }
}
