package dev.catalogstudio.app.render;

import java.util.EnumMap;
import java.util.Map;

/**
 * The colours of the graph, as {@code #rrggbb}, each one an AtlantaFX Primer Light or Primer Dark colour token (named
 * beside each value; {@code PaletteTest} checks them against the theme stylesheets of the atlantafx-base jar). The
 * pane, the SVG and the PNG writer all draw with it, so an export looks like the pane in the same theme.
 *
 * @param background   the canvas ({@code -color-bg-default})
 * @param foreground   titles ({@code -color-fg-default})
 * @param muted        subtitles ({@code -color-fg-muted})
 * @param nodeFill     fill per shape
 * @param nodeStroke   outline per shape
 * @param line         edge colour per kind when it has no problem
 * @param problem      edge colour per problem
 * @param focus        the ring around the focus and the selection ({@code -color-accent-fg})
 * @param highlight    impact and what-if highlights ({@code -color-chart-2})
 * @param errorBadge   ({@code -color-danger-emphasis})
 * @param warningBadge ({@code -color-warning-emphasis})
 * @param match        the halo behind a search match ({@code -color-warning-1} light, {@code -color-warning-4} dark)
 * @param added        a change set's added entries and edges ({@code -color-success-emphasis} light,
 *                     {@code -color-success-fg} dark)
 * @param changed      a change set's modified and renamed entries ({@code -color-chart-1})
 * @param deleted      a change set's removed entries and edges ({@code -color-danger-fg})
 * @param selection    the dashed ring around the selected node and the selected edge ({@code -color-chart-7}): a
 *                     colour of its own, so the selection is told from an agent (blue) and the focus (foreground)
 */
public record Palette(String background, String foreground, String muted, Map<NodeShape, String> nodeFill,
                      Map<NodeShape, String> nodeStroke, Map<EdgeLine, String> line, Map<EdgeProblem, String> problem,
                      String focus, String highlight, String errorBadge, String warningBadge,
                      String match, String added, String changed, String deleted, String selection) {

    public Palette {
        nodeFill = Map.copyOf(nodeFill);
        nodeStroke = Map.copyOf(nodeStroke);
        line = Map.copyOf(line);
        problem = Map.copyOf(problem);
    }

    /** Primer Light. */
    public static Palette light() {
        var fill = new EnumMap<NodeShape, String>(NodeShape.class);
        fill.put(NodeShape.AGENT, "#ddf4ff");        // -color-accent-0
        fill.put(NodeShape.SKILL, "#dafbe1");        // -color-success-0
        fill.put(NodeShape.MCP_SERVER, "#f6f8fa");   // -color-bg-subtle
        fill.put(NodeShape.PLANE, "#fff8c5");        // -color-warning-0
        fill.put(NodeShape.PACK, "#f6f8fa");         // -color-bg-subtle
        fill.put(NodeShape.WEBLET, "#f6f8fa");       // -color-bg-subtle
        fill.put(NodeShape.PLUGIN, "#eaeef2");       // -color-base-1
        fill.put(NodeShape.MARKETPLACE, "#fff8c5");  // -color-warning-0
        fill.put(NodeShape.COMMAND, "#f6f8fa");      // -color-bg-subtle
        fill.put(NodeShape.HOOK, "#f6f8fa");         // -color-bg-subtle
        fill.put(NodeShape.GROUP, "#eaeef2");        // -color-base-1
        fill.put(NodeShape.MISSING, "#ffebe9");      // -color-danger-0
        var stroke = new EnumMap<NodeShape, String>(NodeShape.class);
        stroke.put(NodeShape.AGENT, "#0969da");      // -color-accent-5
        stroke.put(NodeShape.SKILL, "#1a7f37");      // -color-success-5
        stroke.put(NodeShape.MCP_SERVER, "#9a42c8"); // -color-chart-6
        stroke.put(NodeShape.PLANE, "#bf8700");      // -color-warning-emphasis
        stroke.put(NodeShape.PACK, "#6e7781");       // -color-base-5
        stroke.put(NodeShape.WEBLET, "#6e7781");     // -color-base-5
        stroke.put(NodeShape.PLUGIN, "#4258c9");     // -color-chart-5
        stroke.put(NodeShape.MARKETPLACE, "#9a6700"); // -color-warning-5
        stroke.put(NodeShape.COMMAND, "#41a9c9");    // -color-chart-4
        stroke.put(NodeShape.HOOK, "#c84164");       // -color-chart-7
        stroke.put(NodeShape.GROUP, "#8c959f");      // -color-base-4
        stroke.put(NodeShape.MISSING, "#cf222e");    // -color-danger-fg
        var line = new EnumMap<EdgeLine, String>(EdgeLine.class);
        line.put(EdgeLine.SKILL_DEPENDENCY, "#57606a"); // -color-fg-muted
        line.put(EdgeLine.MCP_DEPENDENCY, "#9a42c8");   // -color-chart-6
        line.put(EdgeLine.PLANE_LINK, "#41a9c9");       // -color-chart-4
        line.put(EdgeLine.CONTAINMENT, "#afb8c1");      // -color-base-3
        line.put(EdgeLine.CONFIG, "#afb8c1");           // -color-base-3
        var problem = new EnumMap<EdgeProblem, String>(EdgeProblem.class);
        problem.put(EdgeProblem.NONE, "#57606a");          // -color-fg-muted
        problem.put(EdgeProblem.MISSING, "#cf222e");       // -color-danger-fg
        problem.put(EdgeProblem.INVALID, "#cf222e");       // -color-danger-emphasis
        problem.put(EdgeProblem.UNRESOLVED, "#9a6700");    // -color-warning-fg
        problem.put(EdgeProblem.KIND_MISMATCH, "#c84164"); // -color-chart-7
        problem.put(EdgeProblem.CYCLE, "#f3622d");         // -color-chart-1
        return new Palette("#ffffff", "#24292f", "#57606a", fill, stroke, line, problem,
                "#0969da", "#fba71b", "#cf222e", "#bf8700", "#fae17d", "#2da44e", "#f3622d", "#cf222e",
                "#c84164");
    }

    /** Primer Dark. */
    public static Palette dark() {
        var fill = new EnumMap<NodeShape, String>(NodeShape.class);
        fill.put(NodeShape.AGENT, "#0c2d6b");        // -color-accent-8
        fill.put(NodeShape.SKILL, "#161b22");        // -color-bg-subtle
        fill.put(NodeShape.MCP_SERVER, "#161b22");   // -color-bg-subtle
        fill.put(NodeShape.PLANE, "#161b22");        // -color-bg-subtle
        fill.put(NodeShape.PACK, "#161b22");         // -color-bg-subtle
        fill.put(NodeShape.WEBLET, "#161b22");       // -color-bg-subtle
        fill.put(NodeShape.PLUGIN, "#161b22");       // -color-bg-subtle
        fill.put(NodeShape.MARKETPLACE, "#161b22");  // -color-bg-subtle
        fill.put(NodeShape.COMMAND, "#161b22");      // -color-bg-subtle
        fill.put(NodeShape.HOOK, "#161b22");         // -color-bg-subtle
        fill.put(NodeShape.GROUP, "#21262d");        // -color-base-7
        fill.put(NodeShape.MISSING, "#0d1117");      // -color-bg-default
        var stroke = new EnumMap<NodeShape, String>(NodeShape.class);
        stroke.put(NodeShape.AGENT, "#58a6ff");      // -color-accent-fg
        stroke.put(NodeShape.SKILL, "#3fb950");      // -color-success-fg
        stroke.put(NodeShape.MCP_SERVER, "#9a42c8"); // -color-chart-6
        stroke.put(NodeShape.PLANE, "#d29922");      // -color-warning-fg
        stroke.put(NodeShape.PACK, "#8b949e");       // -color-fg-muted
        stroke.put(NodeShape.WEBLET, "#8b949e");     // -color-fg-muted
        stroke.put(NodeShape.PLUGIN, "#4258c9");     // -color-chart-5
        stroke.put(NodeShape.MARKETPLACE, "#d29922"); // -color-warning-3
        stroke.put(NodeShape.COMMAND, "#41a9c9");    // -color-chart-4
        stroke.put(NodeShape.HOOK, "#c84164");       // -color-chart-7
        stroke.put(NodeShape.GROUP, "#6e7681");      // -color-base-4
        stroke.put(NodeShape.MISSING, "#f85149");    // -color-danger-fg
        var line = new EnumMap<EdgeLine, String>(EdgeLine.class);
        line.put(EdgeLine.SKILL_DEPENDENCY, "#8b949e"); // -color-fg-muted
        line.put(EdgeLine.MCP_DEPENDENCY, "#9a42c8");   // -color-chart-6
        line.put(EdgeLine.PLANE_LINK, "#41a9c9");       // -color-chart-4
        line.put(EdgeLine.CONTAINMENT, "#484f58");      // -color-base-5
        line.put(EdgeLine.CONFIG, "#484f58");           // -color-base-5
        var problem = new EnumMap<EdgeProblem, String>(EdgeProblem.class);
        problem.put(EdgeProblem.NONE, "#8b949e");          // -color-fg-muted
        problem.put(EdgeProblem.MISSING, "#f85149");       // -color-danger-fg
        problem.put(EdgeProblem.INVALID, "#da3633");       // -color-danger-emphasis
        problem.put(EdgeProblem.UNRESOLVED, "#d29922");    // -color-warning-fg
        problem.put(EdgeProblem.KIND_MISMATCH, "#c84164"); // -color-chart-7
        problem.put(EdgeProblem.CYCLE, "#f3622d");         // -color-chart-1
        return new Palette("#0d1117", "#c9d1d9", "#8b949e", fill, stroke, line, problem,
                "#58a6ff", "#fba71b", "#da3633", "#9e6a03", "#bb8009", "#3fb950", "#f3622d", "#f85149",
                "#c84164");
    }
}
