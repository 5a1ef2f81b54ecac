package dev.catalogstudio.bench;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The Java half of the warm side-by-side with the reference Agent Skills validator ({@code bench/peer/skills-ref.sh}):
 * whole checks of one folder in this process, each as {@code catalog-studio check} runs it (scan, read, decode, parse,
 * every rule, the dependency graph; nothing kept from one pass to the next), first the warm-up passes (the JIT
 * compilers' time, which the Python half does not have), then the measured ones, and the best measured pass divided
 * by the number of {@code SKILL.md} files, the unit the Python half divides by. Prints one line per measured pass and
 * a last line {@code ours best: N us per skill (S skills)}, with the process's CPU time per pass beside the wall
 * time (a pass runs on two threads; the Python half on one).
 *
 * <p>Arguments: the folder, then optionally the warm-up passes (default 60: C2 settles after about 50 passes of a
 * 400-skill folder) and the measured passes (default 5).
 */
public final class SkillsPeerMain {

    private SkillsPeerMain() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        long skills;
        try (Stream<Path> files = Files.walk(folder)) {
            skills = files.filter(p -> p.getFileName().toString().equals("SKILL.md")).count();
        }
        var checker = new CatalogChecker();
        for (int pass = 0; pass < warmup; pass++) {
            checker.check(folder, ProgressListener.NONE, List.of());
        }
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        for (int pass = 1; pass <= passes; pass++) {
            long cpu = os.getProcessCpuTime();
            long start = System.nanoTime();
            int found = checker.check(folder, ProgressListener.NONE, List.of()).diagnostics().size();
            long took = System.nanoTime() - start;
            cpu = os.getProcessCpuTime() - cpu;
            best = Math.min(best, took);
            bestCpu = Math.min(bestCpu, cpu);
            System.out.printf("ours pass %d: %.1f ms (CPU %.1f ms), %d diagnostics%n", pass, took / 1e6, cpu / 1e6,
                    found);
        }
        System.out.printf("ours best: %.1f us per skill (%d skills); CPU %.1f us per skill%n", best / 1e3 / skills,
                skills, bestCpu / 1e3 / skills);
    }
}
