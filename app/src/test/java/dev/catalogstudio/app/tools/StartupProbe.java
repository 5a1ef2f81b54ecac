package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.StartupTrace;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Measures the studio's start-up against a bare JavaFX window ({@link BareWindow}), paired, in one run: per round it
 * starts the bare window and the studio on each folder (in a rotating order), each in a fresh JVM and a fresh studio
 * home, and reads the {@link StartupTrace} milestones. Wall times are milliseconds from starting the process to the
 * milestone's line; the table gives medians, and the ratio is the median of each round's studio/bare ratio.
 *
 * <p>Needs a display (a desktop session, or {@code Xvfb :99} and {@code DISPLAY=:99}) and a built launcher. Run from
 * the repository root after {@code ./mvnw -q package -DskipTests} and the test class path (README, "Start-up probe"):
 * <pre>java -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *     dev.catalogstudio.app.tools.StartupProbe 10 resources/samples/catalog /tmp/skills400</pre>
 * Not a test: timings belong in {@code docs/PERFORMANCE.md}, never in {@code verify}.
 */
public final class StartupProbe {

    private static final long GIVE_UP_SECONDS = 120;

    private StartupProbe() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 2) {
            System.err.println("usage: StartupProbe RUNS FOLDER... (launcher: app/target/catalog-studio)");
            System.exit(2);
        }
        int runs = Integer.parseInt(args[0]);
        var folders = Arrays.stream(args, 1, args.length).map(Path::of).toList();
        Path launcher = Path.of(System.getProperty("probe.launcher", "app/target/catalog-studio")).toAbsolutePath();
        var painted = new LinkedHashMap<String, List<Long>>();
        var loaded = new LinkedHashMap<String, List<Long>>();
        var ratios = new LinkedHashMap<String, List<Double>>();
        var targets = new ArrayList<String>();
        targets.add("bare");
        folders.forEach(f -> targets.add(f.toString()));
        for (int run = 0; run < runs; run++) {
            var times = new LinkedHashMap<String, long[]>();
            for (int k = 0; k < targets.size(); k++) {
                String target = targets.get((k + run) % targets.size());
                long[] t = target.equals("bare") ? bare() : studio(launcher, Path.of(target));
                times.put(target, t);
                painted.computeIfAbsent(target, x -> new ArrayList<>()).add(t[0]);
                if (t[1] >= 0) {
                    loaded.computeIfAbsent(target, x -> new ArrayList<>()).add(t[1]);
                }
                System.err.printf(Locale.ROOT, "round %d %-40s painted %6d ms  loaded %6d ms%n", run + 1, target,
                        t[0], t[1]);
            }
            for (var f : folders) {
                ratios.computeIfAbsent(f.toString(), x -> new ArrayList<>())
                        .add((double) times.get(f.toString())[0] / times.get("bare")[0]);
            }
        }
        System.out.printf(Locale.ROOT, "%-40s %12s %12s %12s %10s%n", "target (" + runs + " rounds)",
                "painted med", "painted min", "loaded med", "ratio med");
        for (var target : targets) {
            var p = painted.get(target);
            var l = loaded.getOrDefault(target, List.of());
            var r = ratios.getOrDefault(target, List.of());
            System.out.printf(Locale.ROOT, "%-40s %9d ms %9d ms %12s %10s%n", target, median(p),
                    p.stream().mapToLong(Long::longValue).min().orElse(-1),
                    l.isEmpty() ? "-" : median(l) + " ms",
                    r.isEmpty() ? "-" : String.format(Locale.ROOT, "%.2f", medianDouble(r)));
        }
    }

    private static long[] bare() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        var command = List.of(java, "-Xss4m", "-Dfile.encoding=UTF-8",
                "-D" + StartupTrace.PROPERTY + "=painted", "-cp", bareClassPath(), BareWindow.class.getName());
        return time(new ProcessBuilder(command));
    }

    /**
     * The bare window's class path: the class folders and JavaFX's jars only, as a user's bare window has. The whole
     * test class path (about 130 jars) made it 1.5 times slower to its first pixels, which flattered the studio's ratio
     * (docs/PERFORMANCE.md, issue 41).
     */
    private static String bareClassPath() {
        var entries = System.getProperty("java.class.path").split(java.io.File.pathSeparator);
        var kept = new ArrayList<String>();
        for (String entry : entries) {
            String name = Path.of(entry).getFileName().toString();
            if (!entry.endsWith(".jar") || name.startsWith("javafx-")) {
                kept.add(entry);
            }
        }
        return String.join(java.io.File.pathSeparator, kept);
    }

    private static long[] studio(Path launcher, Path folder) throws IOException, InterruptedException {
        Path home = Files.createTempDirectory("startup-probe-home");
        var builder = new ProcessBuilder(launcher.toString(), folder.toAbsolutePath().toString());
        builder.environment().put("CATALOG_STUDIO_JAVA_OPTS",
                "-Dcatalogstudio.home=" + home + " -D" + StartupTrace.PROPERTY + "=loaded");
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        try {
            return time(builder);
        } finally {
            try (var walk = Files.walk(home)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** {painted, loaded} in wall milliseconds from the start of the process; -1 for a milestone never reported. */
    private static long[] time(ProcessBuilder builder) throws IOException, InterruptedException {
        builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        long start = System.nanoTime();
        var process = builder.start();
        long[] result = {-1, -1};
        Map<String, Integer> slot = Map.of("painted", 0, "loaded", 1);
        try (var in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                long wall = (System.nanoTime() - start) / 1_000_000;
                var words = line.split(" ");
                if (words.length == 3 && words[0].equals("startup") && slot.containsKey(words[1])) {
                    result[slot.get(words[1])] = wall;
                }
            }
        }
        if (!process.waitFor(GIVE_UP_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        if (result[0] < 0) {
            var command = builder.command();
            throw new IllegalStateException("no 'startup painted' line from " + command.get(command.size() - 1)
                    + " (no display? set DISPLAY, e.g. Xvfb :99; or run it by hand to see its error)");
        }
        return result;
    }

    private static long median(List<Long> values) {
        var sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static double medianDouble(List<Double> values) {
        var sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }
}
