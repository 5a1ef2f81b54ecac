package dev.catalogstudio.model.resolve;

import java.util.Arrays;

/**
 * Strongly connected components of a directed graph of {@code n} vertices numbered {@code 0..n-1} (Tarjan's
 * algorithm with explicit stacks: linear time, no recursion however long a chain). Both the dependency graph's cycles
 * ({@code dependency-cycle}) and a 3md agent's plane-link loops ({@code cycle}) are found with it.
 */
public final class TarjanComponents {

    private TarjanComponents() {
    }

    /**
     * The component of every vertex. Two vertices share a component number exactly when each reaches the other.
     * Components are numbered in the order Tarjan completes them (a component never reaches a higher-numbered one).
     *
     * @param successors {@code successors[v]} lists the vertices {@code v} has an edge to (duplicates allowed)
     * @return {@code component[v]} for every vertex
     */
    public static int[] components(int[][] successors) {
        int n = successors.length;
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
                if (nextEdge[v] < successors[v].length) {
                    int w = successors[v][nextEdge[v]++];
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
