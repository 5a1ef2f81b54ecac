package dev.catalogstudio.bench;

import dev.catalogstudio.model.generate.CatalogGenerator;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A long studio session's steady state in one JVM, to judge JIT options by (issue 41: the launcher starts the studio
 * with C1 only): opens a generated catalog, then revalidates the hub skill (50 dependents) after edits, alternating a
 * rename and a description character, for {@code WARM} seconds of warm-up and {@code MEASURED} seconds measured, then
 * re-opens the whole catalog {@code OPENS} times (a folder opened again later in the session).
 *
 * <p>{@code java [JIT options] -cp benchmarks.jar dev.catalogstudio.bench.SteadyStateMain [ENTRIES [WARM [MEASURED
 * [OPENS]]]]} (defaults 10000, 20, 30, 3). Prints one line: the revalidations done, the median and mean CPU time of
 * the calling thread per revalidation (microseconds: what the user waits for on a loaded machine, the scheduler
 * aside), the process's CPU time per revalidation over the measured window (compiler and GC threads included), and
 * the calling thread's CPU time per re-open (milliseconds).
 */
public final class SteadyStateMain {

    private SteadyStateMain() {
    }

    public static void main(String[] args) throws Exception {
        int entries = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int warm = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int measured = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        int opens = args.length > 3 ? Integer.parseInt(args[3]) : 3;
        var threads = ManagementFactory.getThreadMXBean();
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

        Path dir = Catalogs.generate(entries);
        Workspace workspace = Workspace.open(dir, ProgressListener.NONE);
        String path = CatalogGenerator.hubSkillPath();
        String original = Files.readString(dir.resolve(path), StandardCharsets.UTF_8);
        int at = original.indexOf("description: ") + "description: ".length() + 10;
        String[] texts = {
            original.replace("name: " + CatalogGenerator.HUB_SKILL + "\n", "name: " + CatalogGenerator.HUB_SKILL
                    + "x\n"),
            original.substring(0, at) + 'x' + original.substring(at + 1),
            original.replace("name: " + CatalogGenerator.HUB_SKILL + "\n", "name: " + CatalogGenerator.HUB_SKILL
                    + "y\n"),
            original.substring(0, at) + 'y' + original.substring(at + 1),
        };
        int next = 0;
        long warmEnd = System.nanoTime() + warm * 1_000_000_000L;
        while (System.nanoTime() < warmEnd) {
            workspace.update(path, texts[next++ & 3]);
        }
        long[] cpu = new long[1 << 20];
        int n = 0;
        long processStart = os.getProcessCpuTime();
        long end = System.nanoTime() + measured * 1_000_000_000L;
        while (System.nanoTime() < end && n < cpu.length) {
            long t0 = threads.getCurrentThreadCpuTime();
            workspace.update(path, texts[next++ & 3]);
            cpu[n++] = threads.getCurrentThreadCpuTime() - t0;
        }
        long processCpu = os.getProcessCpuTime() - processStart;
        long[] done = Arrays.copyOf(cpu, n);
        Arrays.sort(done);
        double mean = Arrays.stream(done).average().orElse(0);
        long openCpu = 0;
        for (int i = 0; i < opens; i++) {
            long t0 = threads.getCurrentThreadCpuTime();
            workspace = Workspace.open(dir, ProgressListener.NONE);
            openCpu += threads.getCurrentThreadCpuTime() - t0;
        }
        System.out.printf("revalidations %d  thread-cpu median %.0f us  mean %.0f us  process-cpu/revalidation %.0f us"
                + "  reopen thread-cpu %.0f ms%n", n, done[n / 2] / 1e3, mean / 1e3, processCpu / 1e3 / n,
                opens == 0 ? 0 : openCpu / 1e6 / opens);
        Catalogs.delete(dir);
    }
}
