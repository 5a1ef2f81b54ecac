package dev.catalogstudio.bench;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The timings that {@code HostileScalingTest} used to assert (issue 21: no test measures time): opening and checking
 * one hostile 3md agent, a trigger list of {@code n} phrases, {@code n} dead links, or a ring of {@code n} planes.
 * Compare {@code n} with {@code 4n}: linear is 4 times, the old quadratic code 16. The tests now count the work.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx4g"})
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class HostileInputBenchmark {

    @Param({"triggers", "deadLinks", "ring"})
    public String input;

    @Param({"2500", "10000"})
    public int n;

    private Path dir;

    @Setup
    public void setUp() throws IOException {
        dir = Files.createTempDirectory("hostile");
        Files.writeString(dir.resolve("agent.3md"), document(input, n));
    }

    @Benchmark
    public Object openAndCheck() throws IOException {
        return Workspace.open(dir, ProgressListener.NONE).snapshot().toCheckResult();
    }

    static String document(String input, int n) {
        String head = "---\n3md: 1.0\naxis: skill\nagent: a\n---\n@plane z=0 kind=identity\nHello.\n\n";
        return head + switch (input) {
            case "triggers" -> "@plane z=1 label=\"s\" kind=skill triggers=\""
                    + IntStream.range(0, n).mapToObj(i -> "phrase " + i).collect(Collectors.joining(",")) + "\"\nDo.\n";
            case "deadLinks" -> "@plane z=1 label=\"s\" kind=skill triggers=\"x\"\n"
                    + IntStream.range(0, n).mapToObj(i -> "[[z=" + (i + 100) + "]]").collect(Collectors.joining(" "))
                    + "\n";
            case "ring" -> IntStream.rangeClosed(1, n).mapToObj(i -> "@plane z=" + i + " label=\"s" + i
                    + "\" kind=skill triggers=\"t" + i + "\"\nUses [[z=" + (i < n ? i + 1 : 1) + "]].\n")
                    .collect(Collectors.joining("\n"));
            default -> throw new IllegalArgumentException(input);
        };
    }
}
