package dev.catalogstudio.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headless download ({@code packaging/build-installer.sh cli}): its {@code .tar.gz}, unpacked somewhere else than
 * where it was built, holds a runtime without JavaFX, the cli jar and its libraries and the launcher, within its size;
 * {@code lib/app/cds/dump-archives.sh} dumps class-data-sharing archives there that its runtime maps; and every command
 * runs from it with no display ({@code packaging/smoke-test-cli.sh}).
 *
 * <p>Building the download takes a minute or two (jlink, the archives) and packages the jar made after the tests, so
 * this test unpacks the one {@code build-installer.sh cli} left in {@code target/installer} (or the file the
 * {@code catalogstudio.cliDownload} property names), and is skipped when there is none, or no {@code tar}.
 */
class HeadlessDownloadTest {

    /*
     * The download's three sizes, in MiB of file bytes: issue 42's limits. Debian's JDK 17 gives 53.6, 73.8 and 37.2
     * here (docs/INSTALLING-HEADLESS.md, "Sizes"), with java.desktop and java.xml pruned by package
     * (packaging/cli-runtime-pruned.txt) and the static archive alone.
     */

    /** The folder as unpacked from the {@code .tar.gz}, before its archive is dumped. Issue 42: 60. */
    private static final long MAX_UNPACKED_MIB = 60;

    /** The same folder once {@code dump-archives.sh} has dumped its archive there. Issue 42: 75. */
    private static final long MAX_WITH_ARCHIVES_MIB = 75;

    /** The {@code .tar.gz} itself. Issue 42: 40. */
    private static final long MAX_TAR_GZ_MIB = 40;

    @TempDir
    Path scratch;

    @Test
    void theUnpackedDownloadRunsEveryCommandWithNoDisplayAndItsOwnArchives() throws Exception {
        assumeTrue(!System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).startsWith("windows"),
                "the launcher is a POSIX shell script");
        Optional<Path> download = builtDownload();
        assumeTrue(download.isPresent(), "no download: packaging/build-installer.sh cli makes target/installer/*.tar.gz");
        var unpack = run(Map.of(), "tar", "-xzf", download.get().toAbsolutePath().toString(), "-C", scratch.toString());
        assumeTrue(unpack.exit != 127, "no tar");
        assertThat(unpack.exit).as(unpack.output).isZero();
        Path dir = scratch.resolve("catalog-studio-cli");

        assertThat(dir.resolve("bin/catalog-studio")).isExecutable();
        assertThat(dir.resolve("lib/runtime/bin/java")).isExecutable();
        assertThat(dir.resolve("lib/app/catalog-studio.jar")).isRegularFile();
        assertThat(dir.resolve("lib/app/cds/dump-archives.sh")).isRegularFile();
        assertThat(dir.resolve("lib/app/catalog-studio-base.jsa")).as("archives are dumped where it is unpacked")
                .doesNotExist();
        try (Stream<Path> jars = Files.list(dir.resolve("lib/app/lib"))) {
            assertThat(jars.map(p -> p.getFileName().toString())).isNotEmpty().noneMatch(n -> n.startsWith("javafx"));
        }
        // ELK's documentation pictures are left out of its jars (the layout never opens them).
        try (Stream<Path> jars = Files.list(dir.resolve("lib/app/lib"))) {
            for (Path jar : jars.filter(p -> p.getFileName().toString().startsWith("org.eclipse.elk.")).toList()) {
                try (var zip = new ZipFile(jar.toFile())) {
                    assertThat(zip.stream().map(ZipEntry::getName)).as(jar.getFileName().toString())
                            .noneMatch(n -> n.startsWith("images/"));
                }
            }
        }
        var modules = run(Map.of(), dir.resolve("lib/runtime/bin/java").toString(), "--list-modules");
        assertThat(modules.output).contains("java.base@").doesNotContain("javafx").doesNotContain("jdk.jfr");
        assertThat(Files.size(download.get())).as("the .tar.gz, in bytes").isLessThanOrEqualTo(MAX_TAR_GZ_MIB << 20);
        assertThat(bytes(dir)).as("the unpacked download, in bytes").isLessThanOrEqualTo(MAX_UNPACKED_MIB << 20);

        // The static archive, dumped by the download's own runtime where it now lies, is mapped (-Xshare:on fails if
        // not); the download dumps no dynamic archive on top (lib/app/cds/static-archive-only).
        var dump = run(Map.of(), "sh", dir.resolve("lib/app/cds/dump-archives.sh").toString());
        assertThat(dump.exit).as(dump.output).isZero();
        assertThat(bytes(dir)).as("the download with its archive dumped, in bytes")
                .isLessThanOrEqualTo(MAX_WITH_ARCHIVES_MIB << 20);
        Path app = dir.resolve("lib/app").toRealPath();
        assertThat(app.resolve("catalog-studio-base.jsa")).isRegularFile();
        assertThat(app.resolve("catalog-studio.jsa")).doesNotExist();
        var mapped = run(Map.of(), dir.resolve("lib/runtime/bin/java").toString(), "-Xshare:on",
                "-XX:SharedArchiveFile=" + app.resolve("catalog-studio-base.jsa"), "-XX:+UseSerialGC",
                "-Xlog:cds=off", "-jar", app.resolve("catalog-studio.jar").toString(), "--version");
        assertThat(mapped.exit).as(mapped.output).isZero();
        assertThat(mapped.output).startsWith("catalog-studio ");

        var smoke = run(Map.of(), "sh", Path.of("../packaging/smoke-test-cli.sh").toString(), dir.toString(),
                Path.of("../resources/samples/catalog").toString());
        assertThat(smoke.exit).as(smoke.output).isZero();
        assertThat(smoke.output).contains("every command ran");
    }

    /**
     * The packages the download's runtime prunes ({@code packaging/cli-runtime-pruned.txt}) are none the command line
     * loads: the graph drawn as SVG and PNG in both themes (the sample's overview and a focus, and a generated catalog
     * of 300 entries), {@code check} in each format, run on this JDK, whole, headless, with {@code -Xlog:class+load}.
     * Needs no download: it holds the list to what the drawing loads on every build.
     */
    @Test
    void noPackageThePruningListNamesIsOneTheGraphOrCheckLoads() throws Exception {
        Path list = Path.of("../packaging/cli-runtime-pruned.txt");
        assertThat(list).isRegularFile();
        List<String> pruned = Files.readAllLines(list).stream().map(line -> line.replaceAll("#.*", "").strip())
                .filter(line -> !line.isEmpty()).toList();
        assertThat(pruned).as("MODULE/PREFIX lines").isNotEmpty().allMatch(line -> line.matches("[a-z.]+/[A-Za-z0-9_/]+"));

        Path sample = Path.of("../resources/samples/catalog").toAbsolutePath();
        Path generated = scratch.resolve("generated");
        Path log = scratch.resolve("class-load");
        Files.createDirectories(log);
        List<List<String>> commands = new ArrayList<>();
        commands.add(List.of("generate", generated.toString(), "--entries", "300"));
        for (String format : List.of("svg", "png")) {
            for (String theme : List.of("light", "dark")) {
                String out = scratch.resolve("graph-" + theme + "." + format).toString();
                commands.add(List.of("graph", sample.toString(), "--format", format, "--theme", theme, "-o", out));
                commands.add(List.of("graph", sample.toString(), "--focus", ".agents/skills/catalog-review", "--depth",
                        "all", "--format", format, "--theme", theme, "-o", out));
                commands.add(List.of("graph", generated.toString(), "--format", format, "--theme", theme, "-o", out));
            }
        }
        for (String format : List.of("text", "json", "sarif")) {
            commands.add(List.of("check", sample.toString(), "--format", format));
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (int i = 0; i < commands.size(); i++) {
            List<String> command = new ArrayList<>(List.of(java, "-Djava.awt.headless=true",
                    "-Xlog:class+load=info:file=" + log.resolve(i + ".log"), "-cp",
                    System.getProperty("java.class.path"), "dev.catalogstudio.app.Main"));
            command.addAll(commands.get(i));
            var result = run(Map.of(), command.toArray(String[]::new));
            assertThat(result.exit).as(commands.get(i) + ": " + result.output).isLessThanOrEqualTo(1);
        }

        // "[0.123s][info][class,load] java.awt.Font source: jrt:/java.desktop" -> java.desktop/java/awt
        var loaded = new TreeSet<String>();
        var line = Pattern.compile("\\] (\\S+)\\.[^.\\s]+ source: jrt:/([a-z.]+)");
        try (Stream<Path> logs = Files.list(log)) {
            for (Path file : logs.toList()) {
                for (String entry : Files.readAllLines(file)) {
                    var match = line.matcher(entry);
                    if (match.find()) {
                        loaded.add(match.group(2) + "/" + match.group(1).replace('.', '/'));
                    }
                }
            }
        }
        assertThat(loaded).as("the drawing's packages, as the log names them")
                .contains("java.desktop/java/awt", "java.desktop/java/awt/geom", "java.desktop/sun/java2d/loops",
                        "java.desktop/com/sun/imageio/plugins/png");
        for (String prefix : pruned) {
            assertThat(loaded).as("packages loaded under the pruned " + prefix)
                    .noneMatch(pkg -> pkg.equals(prefix) || pkg.startsWith(prefix + "/"));
        }
    }

    /** The download the {@code catalogstudio.cliDownload} property names, else the one build-installer.sh left. */
    private static Optional<Path> builtDownload() throws IOException {
        String named = System.getProperty("catalogstudio.cliDownload");
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named));
        }
        Path installer = Path.of("target/installer");
        if (!Files.isDirectory(installer)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(installer)) {
            return files.filter(p -> p.getFileName().toString().startsWith("catalog-studio-cli-")
                    && p.getFileName().toString().endsWith(".tar.gz")).findFirst();
        }
    }

    private static long bytes(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    private record Result(int exit, String output) {
    }

    /** Runs a program with no display, standard error joined to its output, and waits for it. */
    private static Result run(Map<String, String> environment, String... command) throws Exception {
        var builder = new ProcessBuilder(new ArrayList<>(List.of(command))).redirectErrorStream(true);
        Map<String, String> env = builder.environment();
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.putAll(new HashMap<>(environment));
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            return new Result(127, e.getMessage());
        }
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        return new Result(process.waitFor(), new String(output, StandardCharsets.UTF_8));
    }
}
