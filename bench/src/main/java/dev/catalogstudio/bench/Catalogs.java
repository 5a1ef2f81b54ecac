package dev.catalogstudio.bench;

import dev.catalogstudio.model.generate.CatalogGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Generated catalogs for the benchmarks: one seed, written into a fresh temporary folder per trial. */
final class Catalogs {

    /** Every benchmark uses this seed, so every run sees the same catalog for a given size. */
    static final long SEED = 1L;
    /** System property: a folder where generated catalogs are kept and reused across trials and runs. */
    static final String CACHE = "catalogstudio.bench.cache";

    private Catalogs() {
    }

    /**
     * Generates a catalog of {@code entries} entries into a new temporary folder, or, when the system property
     * {@code catalogstudio.bench.cache} names a folder, into {@code <cache>/<entries>-<seed>} once and reuses it
     * (then {@link #delete} keeps it).
     */
    static Path generate(int entries) throws IOException {
        String cache = System.getProperty(CACHE);
        if (cache != null) {
            Path dir = Path.of(cache, entries + "-" + SEED);
            Path done = dir.resolve(".generated");
            if (Files.exists(done)) {
                System.err.printf("%n[catalog] %d entries: reusing %s%n", entries, dir);
                return dir;
            }
            delete(dir);
            generateInto(dir, entries);
            Files.writeString(done, "");
            return dir;
        }
        return generateInto(Files.createTempDirectory("catalog-bench-" + entries + "-"), entries);
    }

    private static Path generateInto(Path dir, int entries) throws IOException {
        long start = System.nanoTime();
        var generated = CatalogGenerator.generate(dir, entries, SEED);
        System.err.printf("%n[catalog] %d entries: %d files, %.1f MB, generated in %.1f s into %s%n", entries,
                generated.files(), generated.bytes() / 1e6, (System.nanoTime() - start) / 1e9, dir);
        return dir;
    }

    /** Deletes a folder {@link #generate} made (not a cached one). */
    static void delete(Path dir) {
        if (dir == null || !Files.exists(dir) || System.getProperty(CACHE) != null && Files.exists(dir.resolve(
                ".generated"))) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The YAML frontmatter (between the {@code ---} lines, without them) of every document of the catalog that has
     * one: SKILL.md, AGENTS.md and .3md files.
     */
    static List<String> frontmatters(Path dir) throws IOException {
        var result = new ArrayList<String>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                String name = p.getFileName().toString();
                if (name.equals("SKILL.md") || name.equals("AGENTS.md") || name.endsWith(".3md")) {
                    String fm = frontmatter(Files.readString(p, StandardCharsets.UTF_8));
                    if (fm != null) {
                        result.add(fm);
                    }
                }
            }
        }
        return result;
    }

    static String frontmatter(String text) {
        if (!text.startsWith("---\n")) {
            return null;
        }
        int end = text.indexOf("\n---\n", 3);
        return end < 0 ? null : text.substring(4, end + 1);
    }

    /** The total size in bytes of every file under {@code dir}. */
    static long bytes(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            long total = 0;
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                total += Files.size(p);
            }
            return total;
        }
    }

    static long utf8Bytes(List<String> texts) {
        long total = 0;
        for (String s : texts) {
            total += s.getBytes(StandardCharsets.UTF_8).length;
        }
        return total;
    }
}
