package dev.catalogstudio.bench;

import dev.catalogstudio.model.generate.CatalogGenerator;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
 * One keystroke in the hub skill (the skill with 50 dependents) of an opened workspace, to the new snapshot:
 * {@code edit=description} changes one character of its frontmatter description (the graph does not change);
 * {@code edit=name} changes its {@code name} value (the graph changes and its 50 dependents are re-checked). Each
 * invocation alternates between two texts, so every call is a real change. SampleTime: median and p99 per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx6g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class KeystrokeBenchmark {

    @Param({"1000", "10000", "50000"})
    public int entries;

    @Param({"description", "name"})
    public String edit;

    private Path dir;
    private Workspace workspace;
    private String[] texts;
    private int next;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        dir = Catalogs.generate(entries);
        long start = System.nanoTime();
        workspace = Workspace.open(dir, ProgressListener.NONE);
        System.err.printf("[keystroke] opened in %.1f s%n", (System.nanoTime() - start) / 1e9);
        String path = CatalogGenerator.hubSkillPath();
        String original = Files.readString(dir.resolve(path), StandardCharsets.UTF_8);
        if (edit.equals("name")) {
            // Two names, both different from the original: every call renames the hub whichever snapshot it is
            // applied to (Workspace.update currently computes every update against the opened snapshot).
            texts = new String[] {rename(original, "x"), rename(original, "y")};
        } else {
            int at = original.indexOf("description: ") + "description: ".length() + 10;
            texts = new String[] {replaceAt(original, at, 'x'), replaceAt(original, at, 'y')};
        }
        if (texts[0].equals(original)) {
            throw new IllegalStateException("the hub's name line was not found");
        }
        // Sanity: how many files' diagnostics each direction changes (the name edit must reach the dependents).
        var first = workspace.update(path, texts[0]);
        var second = workspace.update(path, texts[1]);
        System.err.printf("[keystroke] %s edit: %d and %d files' diagnostics changed%n", edit,
                first.changed().size(), second.changed().size());
        next = 0;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        workspace = null;
        Catalogs.delete(dir);
    }

    @Benchmark
    public Workspace.Update keystroke() {
        String text = texts[next];
        next ^= 1;
        return workspace.update(CatalogGenerator.hubSkillPath(), text);
    }

    private static String rename(String text, String suffix) {
        return text.replace("name: " + CatalogGenerator.HUB_SKILL + "\n", "name: " + CatalogGenerator.HUB_SKILL
                + suffix + "\n");
    }

    private static String replaceAt(String text, int at, char c) {
        return text.substring(0, at) + c + text.substring(at + 1);
    }
}
