package dev.catalogstudio.bench;

import dev.catalogstudio.model.format.metaskill.MetaskillRules;
import dev.catalogstudio.model.starlark.Budget;
import dev.catalogstudio.model.starlark.StarlarkCall;
import dev.catalogstudio.model.starlark.StarlarkThread;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The Java half of the side-by-side measurement with starlark-go ({@code bench/peer/starlark-peer.sh}): writes the
 * benchmark's 300-line program to {@code args[0]} for the Go half, then times our engine on the same work and prints
 * it in the Go half's format: parse + resolve (3,000 programs a round) and the 200,000-iteration loop (20 calls a
 * round), four rounds each, the first ones warming up.
 */
public final class StarlarkPeerMain {

    private StarlarkPeerMain() {
    }

    public static void main(String[] args) throws IOException {
        String src = StarlarkBenchmark.program300();
        Files.writeString(Path.of(args[0]), src);
        int n = 3000;
        for (int round = 0; round < 4; round++) {
            long start = System.nanoTime();
            for (int i = 0; i < n; i++) {
                if (!MetaskillRules.compile(src).problems().isEmpty()) {
                    throw new IllegalStateException("the program has problems");
                }
            }
            System.out.printf("ours parse+resolve (round %d): %.1f us per program%n", round + 1,
                    (System.nanoTime() - start) / 1000.0 / n);
        }
        var program = MetaskillRules.compile("def loop():\n    n = 0\n    for i in range(200000):\n        n = n + i\n"
                + "    return n\n");
        Object loop = program.execute(new StarlarkThread(Budget.UNLIMITED),
                Map.of("ask", "", "command", "", "trace", "")).global("loop");
        for (int round = 0; round < 4; round++) {
            long start = System.nanoTime();
            for (int i = 0; i < 20; i++) {
                StarlarkCall.call(new StarlarkThread(Budget.UNLIMITED), loop);
            }
            System.out.printf("ours loop of 200,000 iterations (round %d): %.2f ms per call%n", round + 1,
                    (System.nanoTime() - start) / 1e6 / 20);
        }
    }
}
