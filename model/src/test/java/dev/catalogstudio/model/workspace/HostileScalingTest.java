package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

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
 * ring: 108 s and 3.3 GB) must scale linearly: checking 4n costs well under 16 times checking n. Ratios, not times, so
 * a slow machine does not fail them; the best of three runs after a warm-up, so a GC pause does not either.
 */
class HostileScalingTest {

    /** Linear is 4, quadratic 16; the bound leaves room for noise and n log n. */
    private static final double MAX_RATIO = 9;

    @TempDir
    Path root;

    private static String agent(String planes) {
        return "---\n3md: 1.0\naxis: skill\nagent: a\n---\n@plane z=0 kind=identity\nHello.\n\n" + planes;
    }

    private double ratio(IntFunction<String> document, int n) throws IOException {
        time(document, n / 4); // warm-up
        long small = Long.MAX_VALUE;
        long large = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            small = Math.min(small, time(document, n));
            large = Math.min(large, time(document, 4 * n));
        }
        return (double) large / small;
    }

    private long time(IntFunction<String> document, int n) throws IOException {
        Path folder = Files.createTempDirectory(root, "n" + n);
        Files.writeString(folder.resolve("agent.3md"), document.apply(n));
        long start = System.nanoTime();
        var snapshot = Workspace.open(folder, ProgressListener.NONE).snapshot();
        assertThat(snapshot.documents()).hasSize(1);
        snapshot.toCheckResult();
        return System.nanoTime() - start;
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
