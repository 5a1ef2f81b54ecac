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
 * a last line {@code ours best: N us per skill (S skills)}, with the median and the process's CPU time per skill
 * (every thread's, the JIT compilers' and the collector's included: a pass runs on two threads, the Python half on
 * one). A run of more than 20 passes prints only that line.
 *
 * <p>Arguments: the folder, then optionally the warm-up passes (default 200: on two cores the JIT compilers are
 * still busy, taking half the process's CPU, after 60 passes of a 400-skill folder) and the measured passes (default 5).
 */
public final class SkillsPeerMain {

    private SkillsPeerMain() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 200;
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
        var took = new long[passes];
        long cpu = os.getProcessCpuTime();
        for (int pass = 0; pass < passes; pass++) {
            long start = System.nanoTime();
            int found = checker.check(folder, ProgressListener.NONE, List.of()).diagnostics().size();
            took[pass] = System.nanoTime() - start;
            if (passes <= 20) {
                System.out.printf("ours pass %d: %.1f ms, %d diagnostics%n", pass + 1, took[pass] / 1e6, found);
            }
        }
        cpu = os.getProcessCpuTime() - cpu;
        java.util.Arrays.sort(took);
        System.out.printf("ours best: %.1f us per skill (%d skills); median %.1f us; process CPU %.1f us per skill "
                + "(mean of %d passes, every thread)%n", took[0] / 1e3 / skills, skills,
                took[passes / 2] / 1e3 / skills, cpu / 1e3 / passes / skills, passes);
    }
}
