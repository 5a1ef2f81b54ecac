package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import java.io.PrintWriter;
import java.util.LinkedHashMap;

/**
 * {@code catalog-studio graph --format dot}: the graph in Graphviz DOT, {@code digraph catalog { … }}, for
 * {@code dot -Tsvg}.
 *
 * <p>One node per graph node, its DOT id the node id, labelled with its FQN (or path) and shaped and coloured by kind.
 * One edge per edge that reaches a node, styled by kind (skill dependency solid, MCP dependency dashed, plane link
 * dotted, containment and configuration grey); a kind mismatch or an edge on a cycle is drawn red. A reference that
 * reaches nothing goes to a placeholder node labelled with the reference as written: red dashed when missing, orange
 * dashed when its repository is in no layer. Every id and label is a quoted, escaped DOT string.
 */
final class GraphDot {

    private GraphDot() {
    }

    static void write(GraphView view, PrintWriter out) {
        out.println("digraph catalog {");
        out.println("  graph [rankdir=LR, fontname=\"Helvetica\"];");
        out.println("  node [fontname=\"Helvetica\", fontsize=11, style=filled];");
        out.println("  edge [fontname=\"Helvetica\", fontsize=9];");
        for (var node : view.nodes()) {
            out.println("  " + quote(node.id()) + " [label=" + quote(label(node)) + ", " + look(node) + "];");
        }
        var placeholders = new LinkedHashMap<String, String>();
        for (var e : view.edges()) {
            var edge = e.edge();
            String from = quote(edge.from());
            if (e.to().isPresent()) {
                boolean red = e.status() == GraphView.Status.KIND_MISMATCH || e.inCycle();
                out.println("  " + from + " -> " + quote(e.to().get().id()) + " [" + style(edge.kind())
                        + (red ? ", color=red, penwidth=2" : "")
                        + (e.status() == GraphView.Status.KIND_MISMATCH ? ", label=\"kind mismatch\"" : "") + "];");
                continue;
            }
            boolean invalid = e.status() == GraphView.Status.INVALID;
            boolean missing = invalid || e.status() == GraphView.Status.MISSING;
            String key = (invalid ? "invalid:" : missing ? "missing:" : "unresolved:") + (edge.target() != null
                    ? edge.target() : edge.written());
            String placeholder = quote(key);
            if (placeholders.putIfAbsent(key, edge.written()) == null) {
                out.println("  " + placeholder + " [label=" + quote(edge.written() + (invalid ? "\n(not an origin)"
                        : missing ? "\n(missing)" : "\n(in no layer)")) + ", shape=box, style=\"dashed\", color="
                        + (missing ? "red" : "orange") + ", fontcolor=" + (missing ? "red" : "orange") + "];");
            }
            out.println("  " + from + " -> " + placeholder + " [style=dashed, color=" + (missing ? "red" : "orange")
                    + "];");
        }
        out.println("}");
    }

    /**
     * {@code s} as a quoted DOT string: {@code "} and {@code \} escaped with a backslash (Graphviz's scanner reads
     * {@code \\} as a pair, so a trailing backslash cannot swallow the closing quote, and a label shows one backslash),
     * line breaks as {@code \n}, other control characters as spaces.
     */
    static String quote(String s) {
        var b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> {
                    if (i + 1 >= s.length() || s.charAt(i + 1) != '\n') {
                        b.append("\\n");
                    }
                }
                default -> b.append(c < 0x20 || c == 0x7f ? ' ' : c);
            }
        }
        return b.append('"').toString();
    }

    private static String label(Node node) {
        String name = node.fqn().isEmpty() ? node.path() : node.fqn();
        return node.layer().equals(Layer.WORKSPACE) ? name : node.layer() + ":" + name;
    }

    private static String look(Node node) {
        String look = switch (node.kind()) {
            case AGENT -> "shape=box, fillcolor=\"#cfe2ff\"";
            case SKILL -> "shape=ellipse, fillcolor=\"#d1e7dd\"";
            case MCP_SERVER -> "shape=cylinder, fillcolor=\"#fff3cd\"";
            case PACK -> "shape=component, fillcolor=\"#e2d9f3\"";
            case WEBLET -> "shape=tab, fillcolor=\"#e2d9f3\"";
            case PLANE -> "shape=note, fillcolor=\"#f8f9fa\"";
            case PLUGIN -> "shape=folder, fillcolor=\"#fbefff\"";
            case MARKETPLACE -> "shape=box3d, fillcolor=\"#fff1e5\"";
            case COMMAND -> "shape=cds, fillcolor=\"#f6f8fa\"";
            case HOOK -> "shape=octagon, fillcolor=\"#ffeff7\"";
        };
        return node.external() ? look + ", style=\"filled,dashed\"" : look;
    }

    private static String style(EdgeKind kind) {
        return switch (kind) {
            case SKILL_DEPENDENCY -> "style=solid";
            case MCP_DEPENDENCY -> "style=dashed";
            case SUB_AGENT -> "style=bold";
            case PLANE_LINK -> "style=dotted";
            case PLANE_REFERENCE -> "style=dotted, color=gray50, arrowhead=vee";
            case COMPONENT -> "style=solid, color=gray40";
            case MCP_CONFIG -> "style=dashed, color=gray60, arrowhead=odot";
            case CONTAINS -> "style=solid, color=gray70, arrowhead=diamond";
        };
    }
}
