package dev.catalogstudio.bench;

import dev.catalogstudio.model.generate.CatalogGenerator;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.graph.Neighbourhood;
import dev.catalogstudio.model.graph.Overview;
import dev.catalogstudio.model.graph.Subgraph;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The graph pane's focus view after a selection (issue "The dependency graph canvas": ≤ 200 ms on the generated
 * 10,000-entry catalog): {@code viewAndFocus} builds the {@link GraphView} of the snapshot and focuses the hub skill
 * (the entry with the most dependents, 50) at depth 1, the cost after a keystroke changed the snapshot (the view
 * computes only the documents the focus touches); {@code wholeView} is a new view's every edge and badge (what the
 * overview, "only problems" and {@code catalog-studio graph} need), {@code focus} the focus on a view kept per
 * snapshot (its answers computed), and {@code overview} the grouped whole-workspace overview on that view.
 * AverageTime per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx6g"})
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class FocusBenchmark {

    @Param({"10000"})
    public int entries;

    private java.nio.file.Path dir;
    private Snapshot snapshot;
    private GraphView view;
    private List<String> focus;

    @Setup
    public void setUp() throws IOException {
        dir = Catalogs.generate(entries);
        snapshot = Workspace.open(dir, ProgressListener.NONE).snapshot();
        focus = List.of(CatalogGenerator.hubSkillPath());
        view = GraphView.of(snapshot);
        var sub = Neighbourhood.of(view, focus, 1, GraphFilter.ALL);
        System.err.printf("[focus] %d nodes, %d edges; the hub's depth-1 focus: %d nodes, %d edges; overview: %d"
                + " groups%n", view.nodes().size(), view.edges().size(), sub.nodeIds().size(), sub.edges().size(),
                Overview.of(view, GraphFilter.ALL, Set.of()).groups().size());
    }

    @TearDown
    public void tearDown() {
        snapshot = null;
        view = null;
        Catalogs.delete(dir);
    }

    @Benchmark
    public Subgraph viewAndFocus() {
        return Neighbourhood.of(GraphView.of(snapshot), focus, 1, GraphFilter.ALL);
    }

    @Benchmark
    public int wholeView() {
        var whole = GraphView.of(snapshot);
        return whole.edges().size() + whole.nodeViews().size();
    }

    @Benchmark
    public Subgraph focus() {
        return Neighbourhood.of(view, focus, 1, GraphFilter.ALL);
    }

    @Benchmark
    public Overview.OverviewGraph overview() {
        return Overview.of(view, GraphFilter.ALL, Set.of());
    }
}
