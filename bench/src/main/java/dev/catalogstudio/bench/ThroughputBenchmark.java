package dev.catalogstudio.bench;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Parse;

/**
 * Full-check throughput beside a bare snakeyaml-engine pass over the same frontmatters (the YAML between the
 * {@code ---} lines of every SKILL.md, AGENTS.md and .3md), in the same run. Time per whole catalog; {@link
 * ThroughputReport} turns the times into MB/s and the ratio.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx6g"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class ThroughputBenchmark {

    @Param({"1000", "10000", "50000"})
    public int entries;

    private Path dir;
    private List<String> frontmatters;
    private LoadSettings settings;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        dir = Catalogs.generate(entries);
        frontmatters = Catalogs.frontmatters(dir);
        settings = LoadSettings.builder().build();
        System.err.printf("[throughput] catalog %d bytes, %d frontmatters of %d bytes%n", Catalogs.bytes(dir),
                frontmatters.size(), Catalogs.utf8Bytes(frontmatters));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        Catalogs.delete(dir);
    }

    /** Everything {@code catalog-studio check} does, from the folder on disk. */
    @Benchmark
    public CheckResult fullCheck() throws IOException {
        return new CatalogChecker().check(dir, ProgressListener.NONE);
    }

    /** snakeyaml-engine's {@code Load}: every frontmatter to Java maps, lists and strings. */
    @Benchmark
    public void yamlLoad(Blackhole blackhole) {
        var load = new Load(settings);
        for (String yaml : frontmatters) {
            blackhole.consume(load.loadFromString(yaml));
        }
    }

    /** snakeyaml-engine's {@code Parse}: every frontmatter to events only (what the model's composer consumes). */
    @Benchmark
    public void yamlParse(Blackhole blackhole) {
        var parse = new Parse(settings);
        for (String yaml : frontmatters) {
            for (var event : parse.parseString(yaml)) {
                blackhole.consume(event);
            }
        }
    }
}
