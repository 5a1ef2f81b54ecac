package dev.catalogstudio.bench;

import dev.catalogstudio.model.generate.CatalogGenerator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Locale;
import java.util.TreeMap;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link ThroughputBenchmark} and prints MB/s of the full check (over every byte of the catalog) and of bare
 * snakeyaml-engine Load and Parse (over the frontmatter bytes), and their ratios. Arguments: the sizes (default 1000
 * 10000 50000), then any JMH options after {@code --}, e.g. {@code 1000 10000 -- -wi 1 -i 2}.
 */
public final class ThroughputReport {

    private ThroughputReport() {
    }

    public static void main(String[] args) throws RunnerException, CommandLineOptionException {
        var sizes = new ArrayList<String>();
        int i = 0;
        for (; i < args.length && !args[i].equals("--"); i++) {
            sizes.add(args[i]);
        }
        var jmhArgs = i < args.length ? Arrays.copyOfRange(args, i + 1, args.length) : new String[0];
        if (sizes.isEmpty()) {
            sizes.addAll(java.util.List.of("1000", "10000", "50000"));
        }
        var options = new OptionsBuilder().parent(new CommandLineOptions(jmhArgs))
                .include(ThroughputBenchmark.class.getName() + "\\.")
                .param("entries", sizes.toArray(String[]::new))
                .build();
        var results = new TreeMap<Integer, TreeMap<String, Double>>();
        for (RunResult result : new Runner(options).run()) {
            int entries = Integer.parseInt(result.getParams().getParam("entries"));
            String method = result.getParams().getBenchmark();
            method = method.substring(method.lastIndexOf('.') + 1);
            results.computeIfAbsent(entries, k -> new TreeMap<>()).put(method, result.getPrimaryResult().getScore());
        }
        System.out.println();
        System.out.println("| entries | catalog MB | frontmatter MB | full check ms | check MB/s | yaml Load ms | Load MB/s"
                + " | yaml Parse ms | Parse MB/s | check time / Load time | check time / Parse time |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (var entry : results.entrySet()) {
            int entries = entry.getKey();
            var files = CatalogGenerator.files(entries, Catalogs.SEED);
            double catalogMb = 0;
            double frontmatterMb = 0;
            for (var file : files.entrySet()) {
                catalogMb += file.getValue().getBytes(java.nio.charset.StandardCharsets.UTF_8).length / 1e6;
                String name = file.getKey().substring(file.getKey().lastIndexOf('/') + 1);
                if (name.equals("SKILL.md") || name.equals("AGENTS.md") || name.endsWith(".3md")) {
                    String fm = Catalogs.frontmatter(file.getValue());
                    if (fm != null) {
                        frontmatterMb += fm.getBytes(java.nio.charset.StandardCharsets.UTF_8).length / 1e6;
                    }
                }
            }
            var times = entry.getValue();
            double check = times.getOrDefault("fullCheck", Double.NaN);
            double load = times.getOrDefault("yamlLoad", Double.NaN);
            double parse = times.getOrDefault("yamlParse", Double.NaN);
            System.out.println(String.format(Locale.ROOT,
                    "| %d | %.1f | %.2f | %.0f | %.1f | %.1f | %.1f | %.1f | %.1f | %.0f× | %.0f× |", entries,
                    catalogMb, frontmatterMb, check, catalogMb / (check / 1000), load, frontmatterMb / (load / 1000),
                    parse, frontmatterMb / (parse / 1000), check / load, check / parse));
        }
    }
}
