package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.PlaneLink;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.resolve.TarjanComponents;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * Dependency links (agent-3md.md sections 3 and 5): {@code dead-link} for a link to no plane, {@code cycle} for every
 * link inside a loop (a strongly connected component of two or more planes, or a plane linking to itself), found
 * with the same {@link TarjanComponents} components as the workspace dependency graph. The workspace check resolves
 * plane links through that graph instead ({@link AgentRules#check(ThreeMdDocument, Diagnostics, boolean)}).
 */
final class LinkRules {

    private static final int SHOWN = 8;

    private LinkRules() {
    }

    static void check(ThreeMdDocument document, Diagnostics out) {
        var planes = document.planes();
        var indexOf = new HashMap<Double, Integer>();
        for (int i = 0; i < planes.size(); i++) {
            indexOf.put(planes.get(i).z(), i);
        }
        var edges = new ArrayList<List<PlaneLink>>(planes.size());
        for (var plane : planes) {
            var live = new ArrayList<PlaneLink>();
            for (var link : plane.links()) {
                if (link.targetExists()) {
                    live.add(link);
                } else {
                    out.report(Rule.AGENT_DEAD_LINK, link.range(), "No plane has z=" + Decimal.format(link.targetZ())
                            + "; link to an existing plane or add one.");
                }
            }
            edges.add(live);
        }
        int[] component = components(edges, indexOf);
        int[] size = new int[planes.size()];
        for (int c : component) {
            size[c]++;
        }
        var members = new HashMap<Integer, StringBuilder>();
        int[] shown = new int[planes.size()];
        for (int i = 0; i < planes.size(); i++) {
            var names = members.computeIfAbsent(component[i], k -> new StringBuilder());
            if (shown[component[i]]++ < SHOWN) {
                names.append(names.length() == 0 ? "" : ", ").append("z=").append(Decimal.format(planes.get(i).z()));
            }
        }
        for (int v = 0; v < planes.size(); v++) {
            for (var link : edges.get(v)) {
                int w = indexOf.get(link.targetZ());
                if (component[v] == component[w] && (size[component[v]] > 1 || v == w)) {
                    int n = size[component[v]];
                    out.report(Rule.AGENT_CYCLE, link.range(), "This link is part of a dependency loop among "
                            + members.get(component[v]) + (n > SHOWN ? " and " + (n - SHOWN) + " more" : "")
                            + "; remove a link so the skills can be resolved in order.");
                }
            }
        }
    }

    /** The strongly connected component of every plane. */
    private static int[] components(List<List<PlaneLink>> edges, HashMap<Double, Integer> indexOf) {
        int[][] successors = new int[edges.size()][];
        for (int v = 0; v < edges.size(); v++) {
            successors[v] = edges.get(v).stream().mapToInt(link -> indexOf.get(link.targetZ())).toArray();
        }
        return TarjanComponents.components(successors);
    }
}
