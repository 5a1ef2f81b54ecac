package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.threemd.ValueSpan;
import dev.catalogstudio.model.resolve.DependencyGraph;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs that were quadratic (a 40,000-phrase trigger list: 23 s; 40,000 dead links: 21 s for graph; a 10,000-plane
 * ring: 108 s and 3.3 GB) must scale linearly: checking 4n costs well under 16 times checking n. The cost is counted,
 * never timed (CI shares two busy cores): characters of 3md attribute values decoded ({@link ValueSpan#CHARS_DECODED};
 * the old trigger reader decoded the whole list once per phrase) plus edges followed by cycle detection and loop
 * search ({@link DependencyGraph#EDGES_WALKED}; the old loop search walked the cycle once per edge). The timing
 * ratios moved to {@code bench/}'s {@code HostileInputBenchmark} (docs/PERFORMANCE.md).
 */
class HostileScalingTest {

    /** Linear is 4, quadratic 16; counts have no noise, so the bound only leaves room for constant terms. */
    private static final double MAX_RATIO = 4.5;

    @TempDir
    Path root;

    private static String agent(String planes) {
        return "---\n3md: 1.0\naxis: skill\nagent: a\n---\n@plane z=0 kind=identity\nHello.\n\n" + planes;
    }

    private double ratio(IntFunction<String> document, int n) throws IOException {
        long small = work(document, n);
        assertThat(small).isPositive();
        return (double) work(document, 4 * n) / small;
    }

    private long work(IntFunction<String> document, int n) throws IOException {
        Path folder = Files.createTempDirectory(root, "n" + n);
        Files.writeString(folder.resolve("agent.3md"), document.apply(n));
        long before = ValueSpan.CHARS_DECODED.sum() + DependencyGraph.EDGES_WALKED.sum();
        var snapshot = Workspace.open(folder, ProgressListener.NONE).snapshot();
        assertThat(snapshot.documents()).hasSize(1);
        snapshot.toCheckResult();
        return ValueSpan.CHARS_DECODED.sum() + DependencyGraph.EDGES_WALKED.sum() - before;
    }

    @Test
    void triggerListsScaleLinearly() throws IOException {
        IntFunction<String> doc = n -> agent("@plane z=1 label=\"s\" kind=skill triggers=\""
                + IntStream.range(0, n).mapToObj(i -> "phrase " + i).collect(Collectors.joining(",")) + "\"\nDo.\n");
        assertThat(ratio(doc, 10_000)).isLessThan(MAX_RATIO);
    }

    @Test
    void deadLinksScaleLinearly() throws IOException {
        IntFunction<String> doc = n -> agent("@plane z=1 label=\"s\" kind=skill triggers=\"x\"\n"
                + IntStream.range(0, n).mapToObj(i -> "[[z=" + (i + 100) + "]]").collect(Collectors.joining(" "))
                + "\n");
        assertThat(ratio(doc, 5_000)).isLessThan(MAX_RATIO);
    }

    @Test
    void cyclesOfThousandsOfMembersScaleLinearly() throws IOException {
        IntFunction<String> doc = n -> agent(IntStream.rangeClosed(1, n).mapToObj(i -> "@plane z=" + i + " label=\"s"
                + i + "\" kind=skill triggers=\"t" + i + "\"\nUses [[z=" + (i < n ? i + 1 : 1) + "]].\n")
                .collect(Collectors.joining("\n")));
        assertThat(ratio(doc, 1_000)).isLessThan(MAX_RATIO);
    }
}
