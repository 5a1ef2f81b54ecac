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
 * <p>Arguments: the folder, then optionally the warm-up passes (default 400) and the measured passes (default 5). The
 * warm-up passes are a least: warming goes on, in blocks of 100 passes, until the JIT compilers spent less than 1 % of
 * a block's time compiling, or 3,000 passes. On two cores the compilers still took most of a core at pass 400 (about
 * 2,000 compilations and 1,000 deoptimisations between passes 200 and 600 of the 400-skill folder), so the measured
 * passes of a fixed 400 shared the cores with them and varied by a third from run to run. The line
 * {@code ours warm-up: N passes} says how many were made.
 */
public final class SkillsPeerMain {

    /** Warm-up passes between two looks at the compilers' time. */
    private static final int BLOCK = 100;
    /** The most warm-up passes made when the compilers do not settle. */
    private static final int MAX_WARMUP = 3_000;

    private SkillsPeerMain() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        long skills;
        try (Stream<Path> files = Files.walk(folder)) {
            skills = files.filter(p -> p.getFileName().toString().equals("SKILL.md")).count();
        }
        // Made before the warm-up, like everything the measured passes use: code first loaded between them (the
        // management beans, java.util.Formatter) made the check's compiled code deoptimise, and the next passes slow.
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        os.getProcessCpuTime();
        var compiler = ManagementFactory.getCompilationMXBean();
        boolean compileTimes = compiler != null && compiler.isCompilationTimeMonitoringSupported();
        var checker = new CatalogChecker();
        int sink = 0;
        int warmed = 0;
        while (warmed < warmup || warmed < MAX_WARMUP && compileTimes) {
            long compiled = compileTimes ? compiler.getTotalCompilationTime() : 0;
            long start = System.nanoTime();
            for (int pass = 0; pass < BLOCK; pass++) {
                // The same work as a measured pass, the sorted diagnostics included (they are made when first asked
                // for): warmed without them, the first measured passes ran that code cold, and compiled it.
                sink += checker.check(folder, ProgressListener.NONE, List.of()).diagnostics().size();
            }
            warmed += BLOCK;
            long blockMillis = (System.nanoTime() - start) / 1_000_000;
            if (warmed >= warmup && compileTimes && compiler.getTotalCompilationTime() - compiled < blockMillis / 100) {
                break; // the compilers have settled
            }
        }
        var took = new long[passes];
        long cpu = os.getProcessCpuTime();
        var found = new int[passes];
        for (int pass = 0; pass < passes; pass++) {
            long start = System.nanoTime();
            found[pass] = checker.check(folder, ProgressListener.NONE, List.of()).diagnostics().size();
            took[pass] = System.nanoTime() - start;
        }
        cpu = os.getProcessCpuTime() - cpu;
        // Printed after the passes, for the same reason.
        for (int pass = 0; pass < passes && passes <= 20; pass++) {
            System.out.printf("ours pass %d: %.1f ms, %d diagnostics%n", pass + 1, took[pass] / 1e6, found[pass]);
        }
        System.out.printf("ours warm-up: %d passes%n", warmed);
        java.util.Arrays.sort(took);
        System.out.printf("ours best: %.1f us per skill (%d skills); median %.1f us; process CPU %.1f us per skill "
                + "(mean of %d passes, every thread)%n", took[0] / 1e3 / skills, skills,
                took[passes / 2] / 1e3 / skills, cpu / 1e3 / passes / skills, passes);
        if (sink < 0) {
            System.out.println(sink); // keeps the warm-up's results alive
        }
    }
}
