package dev.catalogstudio.bench;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Path;
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

/**
 * Cold load and full check: {@code CatalogChecker.check} of the whole generated folder (scan, read, parse, classify,
 * every per-document and cross-file rule), one call per iteration. The files are in the OS page cache after the
 * first iteration; the JVM is fresh in each fork.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx6g"})
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class ColdCheckBenchmark {

    @Param({"1000", "10000", "50000"})
    public int entries;

    private Path dir;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        dir = Catalogs.generate(entries);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        Catalogs.delete(dir);
    }

    @Benchmark
    public CheckResult check() throws IOException {
        var result = new CatalogChecker().check(dir, ProgressListener.NONE);
        if (result.hasErrors()) {
            throw new IllegalStateException("the generated catalog has errors");
        }
        return result;
    }
}
