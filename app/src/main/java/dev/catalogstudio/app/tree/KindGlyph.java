package dev.catalogstudio.app.tree;

import dev.catalogstudio.model.workspace.DocumentKind;
import java.util.Locale;
import javafx.scene.control.Label;

/** The small coloured badge before a tree entry: a letter per document kind, a folder shape for folders. */
final class KindGlyph {

    private KindGlyph() {
    }

    /** A new glyph for {@code kind} ({@code null}: a folder); styled by {@code tree.css} classes {@code kind-*}. */
    static Label of(DocumentKind kind) {
        var label = new Label(kind == null ? "" : letter(kind));
        label.getStyleClass().addAll("kind-glyph", kind == null ? "kind-folder"
                : "kind-" + kind.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        label.setMinWidth(kind == null ? 14 : 18);
        return label;
    }

    /** A short human description, for tooltips. */
    static String describe(DocumentKind kind) {
        return switch (kind) {
            case METAAGENTS_AGENT -> "MetaAgents agent";
            case METAAGENTS_SKILL -> "MetaAgents skill";
            case METAAGENTS_MCP -> "MetaAgents MCP";
            case CHANGELOG -> "CHANGELOG";
            case AGENT_SKILL -> "Agent Skill";
            case WORKSPACE_SKILL -> "Workspace skill";
            case WORKSPACE_MCP_CONFIG -> "Workspace MCP config";
            case OAF_AGENT -> "Open Agent Format agent";
            case OAF_MCP_CONFIG -> "OAF MCP config";
            case PLAIN_AGENTS_MD -> "AGENTS.md";
            case THREEMD_AGENT -> "3md agent";
            case OTHER -> "Supporting file";
        };
    }

    private static String letter(DocumentKind kind) {
        return switch (kind) {
            case METAAGENTS_AGENT, OAF_AGENT, PLAIN_AGENTS_MD -> "A";
            case METAAGENTS_SKILL, AGENT_SKILL, WORKSPACE_SKILL -> "S";
            case METAAGENTS_MCP, WORKSPACE_MCP_CONFIG, OAF_MCP_CONFIG -> "M";
            case CHANGELOG -> "C";
            case THREEMD_AGENT -> "3";
            case OTHER -> "\u2022";
        };
    }
}
