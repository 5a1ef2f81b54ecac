package dev.catalogstudio.bench;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Retained heap of an opened {@link Workspace}: heap used after full GCs with the workspace held, minus heap used
 * after full GCs before opening it. One size per JVM: {@code java -cp benchmarks.jar dev.catalogstudio.bench.HeapMain
 * 10000}. An optional second argument is an existing catalog folder to measure instead of a generated one.
 */
public final class HeapMain {

    private HeapMain() {
    }

    public static void main(String[] args) throws Exception {
        int entries = Integer.parseInt(args[0]);
        Path dir = args.length > 1 ? Path.of(args[1]) : Catalogs.generate(entries);
        try {
            long before = usedAfterGc();
            long start = System.nanoTime();
            var workspace = Workspace.open(dir, ProgressListener.NONE);
            double openSeconds = (System.nanoTime() - start) / 1e9;
            long after = usedAfterGc();
            long catalogBytes = Catalogs.bytes(dir);
            System.out.printf(Locale.ROOT, "entries=%d files=%d catalogMB=%.1f openS=%.1f retainedMB=%.1f"
                            + " bytesPerCatalogByte=%.2f%n", entries, workspace.snapshot().files().size(),
                    catalogBytes / 1e6, openSeconds, (after - before) / 1048576.0, (after - before) / (double) catalogBytes);
            Reference.reachabilityFence(workspace);
        } finally {
            if (args.length == 1) {
                Catalogs.delete(dir);
            }
        }
    }

    private static long usedAfterGc() throws InterruptedException {
        var memory = ManagementFactory.getMemoryMXBean();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
