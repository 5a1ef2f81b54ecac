package dev.catalogstudio.bench;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
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
 * a last line {@code ours best: N us per skill (S skills)}.
 *
 * <p>Arguments: the folder, then optionally the warm-up passes (default 10) and the measured passes (default 5).
 */
public final class SkillsPeerMain {

    private SkillsPeerMain() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        long skills;
        try (Stream<Path> files = Files.walk(folder)) {
            skills = files.filter(p -> p.getFileName().toString().equals("SKILL.md")).count();
        }
        var checker = new CatalogChecker();
        for (int pass = 0; pass < warmup; pass++) {
            checker.check(folder, ProgressListener.NONE, List.of());
        }
        long best = Long.MAX_VALUE;
        for (int pass = 1; pass <= passes; pass++) {
            long start = System.nanoTime();
            int found = checker.check(folder, ProgressListener.NONE, List.of()).diagnostics().size();
            long took = System.nanoTime() - start;
            best = Math.min(best, took);
            System.out.printf("ours pass %d: %.1f ms, %d diagnostics%n", pass, took / 1e6, found);
        }
        System.out.printf("ours best: %.1f us per skill (%d skills)%n", best / 1e3 / skills, skills);
    }
}
