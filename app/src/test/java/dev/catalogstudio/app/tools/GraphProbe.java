package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.graph.GraphViewModel;
import dev.catalogstudio.app.render.EdgeLine;
import dev.catalogstudio.app.render.EdgeProblem;
import dev.catalogstudio.app.render.NodeShape;
import dev.catalogstudio.app.render.SceneEdge;
import dev.catalogstudio.app.render.SceneInput;
import dev.catalogstudio.app.render.SceneLayout;
import dev.catalogstudio.app.render.SceneNode;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.model.generate.CatalogGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The graph pane's speed targets, as a documented probe (docs/PERFORMANCE.md): (1) the ELK layout of a seeded
 * 2,000-node, 6,000-edge layered graph, 3 warm-up and 5 measured runs, median and worst; (2) keystroke to updated
 * graph: in the pane's view model (no window; one thread stands in for the FX thread), the time from
 * {@code WorkspaceSession.update} of a SKILL.md's name to the pane's new scene carrying that snapshot's badges,
 * on the sample and on a generated catalog ({@code entries}, default 10,000), editing the hub skill that 50 entries
 * depend on, focused at depth 1; 100 edits alternating an invalid and a valid name. Run like {@link LatencyProbe}:
 * <pre>
 * java -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.GraphProbe [entries]
 * </pre>
 */
public final class GraphProbe {

    private GraphProbe() {
    }

    public static void main(String[] args) throws Exception {
        int entries = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        layout();
        Path sample = Files.createTempDirectory("graph-probe").resolve("catalog");
        SampleCatalog.copyTo(sample);
        keystrokes("sample", sample, "skills/k8s-triage/SKILL.md", "k8s-triage");
        Path big = Files.createTempDirectory("graph-probe-big").resolve("catalog");
        CatalogGenerator.generate(big, entries, 42);
        keystrokes(entries + " entries", big, CatalogGenerator.hubSkillPath(), CatalogGenerator.HUB_SKILL);
        System.exit(0);
    }

    private static void layout() {
        var random = new Random(11);
        var nodes = new ArrayList<SceneNode>();
        var edges = new ArrayList<SceneEdge>();
        int n = 2000;
        for (int i = 0; i < n; i++) {
            nodes.add(new SceneNode("n" + i, i % 5 == 0 ? NodeShape.AGENT : NodeShape.SKILL, "entry-" + i,
                    "acme/entry-" + i + " @1.0.0", 0, 0, Set.of()));
        }
        for (int i = 0; i < 3 * n; i++) {
            int a = random.nextInt(n - 1);
            int b = a + 1 + random.nextInt(Math.min(200, n - 1 - a));
            edges.add(new SceneEdge("e" + i, "n" + a, "n" + b, EdgeLine.SKILL_DEPENDENCY, EdgeProblem.NONE, "",
                    Set.of()));
        }
        var input = new SceneInput(nodes, edges);
        var times = new double[5];
        for (int run = -3; run < 5; run++) {
            long t0 = System.nanoTime();
            new SceneLayout().layout(input, null);
            double ms = (System.nanoTime() - t0) / 1e6;
            if (run >= 0) {
                times[run] = ms;
            }
        }
        Arrays.sort(times);
        System.out.printf(Locale.ROOT, "| layout 2,000 nodes / 6,000 edges | median %.0f ms | worst %.0f ms |%n",
                times[2], times[4]);
    }

    private static void keystrokes(String label, Path root, String skill, String name) throws Exception {
        ExecutorService fx = Executors.newSingleThreadExecutor();
        var session = new WorkspaceSession(TaskExecutor.serial("probe-model"), fx, false);
        var model = new GraphViewModel(session);
        var scenes = new LinkedBlockingQueue<Long>();
        fx.submit(() -> model.sceneProperty().addListener((o, old, now) -> scenes.add(System.nanoTime()))).get();
        fx.submit(() -> session.open(root)).get();
        while (scenes.poll(60, TimeUnit.SECONDS) == null) {
            System.out.println("waiting for " + label);
        }
        fx.submit(() -> model.focusDocument(skill)).get();
        scenes.poll(30, TimeUnit.SECONDS);
        Thread.sleep(300);
        scenes.clear();
        String text = Files.readString(root.resolve(skill));
        String bad = text.replaceFirst("name: " + name, "name: " + name + "X");
        int edits = 100;
        var latency = new double[edits];
        for (int i = 0; i < edits; i++) {
            String next = i % 2 == 0 ? bad : text;
            long t0 = System.nanoTime();
            fx.submit(() -> session.update(skill, next)).get();
            Long shown = scenes.poll(30, TimeUnit.SECONDS);
            latency[i] = shown == null ? Double.NaN : (shown - t0) / 1e6;
            Thread.sleep(20);
            scenes.clear();
        }
        Arrays.sort(latency);
        System.out.printf(Locale.ROOT, "| keystroke to graph, %s | p50 %.1f ms | p95 %.1f ms | max %.1f ms |%n", label,
                latency[edits / 2], latency[(int) (edits * 0.95)], latency[edits - 1]);
        fx.submit(model::close).get();
        fx.shutdown();
    }
}
