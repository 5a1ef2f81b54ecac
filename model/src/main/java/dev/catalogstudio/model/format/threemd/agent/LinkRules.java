package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.PlaneLink;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Dependency links (agent-3md.md sections 3 and 5): {@code dead-link} for a link to no plane, {@code cycle} for every
 * link inside a loop (a strongly connected component of two or more planes, or a plane linking to itself). Tarjan's
 * algorithm with an explicit stack: linear, and no recursion however long the chain.
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

    /** The strongly connected component of every plane (iterative Tarjan). */
    private static int[] components(List<List<PlaneLink>> edges, HashMap<Double, Integer> indexOf) {
        int n = edges.size();
        int[] index = new int[n];
        int[] low = new int[n];
        int[] component = new int[n];
        int[] nextEdge = new int[n];
        boolean[] onStack = new boolean[n];
        Arrays.fill(index, -1);
        int[] stack = new int[n];
        int[] calls = new int[n];
        int top = 0;
        int counter = 0;
        int components = 0;
        for (int s = 0; s < n; s++) {
            if (index[s] >= 0) {
                continue;
            }
            int depth = 0;
            calls[depth++] = s;
            index[s] = low[s] = counter++;
            stack[top++] = s;
            onStack[s] = true;
            while (depth > 0) {
                int v = calls[depth - 1];
                if (nextEdge[v] < edges.get(v).size()) {
                    int w = indexOf.get(edges.get(v).get(nextEdge[v]++).targetZ());
                    if (index[w] < 0) {
                        index[w] = low[w] = counter++;
                        stack[top++] = w;
                        onStack[w] = true;
                        calls[depth++] = w;
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                depth--;
                if (low[v] == index[v]) {
                    int w;
                    do {
                        w = stack[--top];
                        onStack[w] = false;
                        component[w] = components;
                    } while (w != v);
                    components++;
                }
                if (depth > 0) {
                    int parent = calls[depth - 1];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }
        return component;
    }
}
