package dev.catalogstudio.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The installed command ({@code packaging/build-installer.sh}): the app image's {@code bin/catalog-studio} is the
 * launcher script, which runs the image's own runtime with the archives beside the image's jar; and the {@code .deb}
 * and the {@code .rpm} hold that command, the desktop entry and the file types it opens, JavaFX's native libraries
 * unpacked, and the hooks their scripts run.
 *
 * <p>Building a package takes about a minute (jlink, jpackage, compression), and the jar it packages is made after
 * the tests, so the package tests unpack the one {@code build-installer.sh deb} (or {@code rpm}) left in
 * {@code target/installer} (or the file the {@code catalogstudio.deb} or {@code catalogstudio.rpm} property names),
 * and are skipped when there is none, or no tool to unpack it.
 */
class InstallerTest {

    private static final Path LAUNCHER = Path.of("../cli/src/main/dist/catalog-studio");
    private static final Path SAMPLE = Path.of("../resources/samples/catalog");

    @TempDir
    Path scratch;

    /**
     * The desktop entry's {@code StartupWMClass} is the class name JavaFX gives the studio's window as its X11
     * {@code WM_CLASS}, the {@link javafx.application.Application} launched ({@code xprop} on the running studio:
     * {@code WM_CLASS = "dev.catalogstudio.app.shell.StudioApp"}); else a dock shows the window apart from the
     * launcher that started it.
     */
    @Test
    void theDesktopEntryNamesTheWindowClassOfTheStudio() throws Exception {
        String desktop = Files.readString(Path.of("../packaging/linux/catalog-studio.desktop"));
        assertThat(desktop).contains("\nStartupWMClass=" + dev.catalogstudio.app.shell.StudioApp.class.getName()
                + "\n");
    }

    @Test
    void theImagesCommandRunsTheImagesRuntimeWithItsArchivesEvenThroughALinkAndWhateverJavaHomeSays()
            throws Exception {
        assumeTrue(isUnix(), "the launcher is a POSIX shell script");
        Path image = scratch.resolve("opt/catalog-studio");
        Path bin = Files.createDirectories(image.resolve("bin"));
        Path app = Files.createDirectories(image.resolve("lib/app"));
        Path runtimeBin = Files.createDirectories(image.resolve("lib/runtime/bin"));
        Files.copy(LAUNCHER, bin.resolve("catalog-studio"));
        executable(bin.resolve("catalog-studio"));
        for (String file : List.of("catalog-studio.jar", "catalog-studio-base.jsa", "catalog-studio.jsa",
                "catalog-studio-ui.jsa")) {
            Files.writeString(app.resolve(file), "");
        }
        // A stand-in for the runtime's java: prints the arguments it was given, one a line.
        Files.writeString(runtimeBin.resolve("java"), "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n");
        executable(runtimeBin.resolve("java"));
        Path onPath = Files.createDirectories(scratch.resolve("usr/bin"));
        Files.createSymbolicLink(onPath.resolve("catalog-studio"), bin.resolve("catalog-studio"));
        String realApp = app.toRealPath().toString();

        var check = run(Map.of("JAVA_HOME", scratch.resolve("elsewhere").toString()),
                onPath.resolve("catalog-studio").toString(), "check", "PATH");
        assertThat(check.exit).as(check.output).isZero();
        assertThat(check.output.lines().toList())
                .contains("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                        "-XX:SharedArchiveFile=" + realApp + "/catalog-studio-base.jsa:" + realApp
                                + "/catalog-studio.jsa",
                        realApp + "/catalog-studio.jar")
                .endsWith("check", "PATH");

        var studio = run(Map.of(), onPath.resolve("catalog-studio").toString());
        assertThat(studio.output.lines().toList())
                .contains("-XX:SharedArchiveFile=" + realApp + "/catalog-studio-ui.jsa", realApp + "/catalog-studio.jar")
                // The studio runs C1 only too (issue 41: its first frame, first folder and Quick Open are shorter).
                .contains("-Xss4m", "-XX:TieredStopAtLevel=1");
    }

    @Test
    void theDebPutsACommandThatChecksTheSampleADesktopEntryAndTheFileTypesItOpens() throws Exception {
        assumeTrue(isLinux(), "Linux only");
        assumeTrue(onPath("dpkg-deb"), "no dpkg-deb");
        Optional<Path> deb = builtPackage("deb", ".deb");
        assumeTrue(deb.isPresent(), "no .deb: packaging/build-installer.sh deb makes target/installer/*.deb");

        Path root = scratch.resolve("root");
        var unpack = run(Map.of(), "dpkg-deb", "-x", deb.get().toString(), root.toString());
        assertThat(unpack.exit).as(unpack.output).isZero();
        assertTheInstalledImageWorks(root.resolve("opt/catalog-studio"));

        // The maintainer scripts run the image's install hooks: link the command onto the PATH, dump the archives,
        // and undo both.
        Path control = scratch.resolve("control");
        var extract = run(Map.of(), "dpkg-deb", "-e", deb.get().toString(), control.toString());
        assertThat(extract.exit).as(extract.output).isZero();
        assertThat(Files.readString(control.resolve("postinst")))
                .contains("/opt/catalog-studio/lib/install-hooks.sh configure");
        assertThat(Files.readString(control.resolve("prerm")))
                .contains("/opt/catalog-studio/lib/install-hooks.sh remove");
    }

    @Test
    void theRpmHoldsTheSameImageAndRunsTheSameHooks() throws Exception {
        assumeTrue(isLinux(), "Linux only");
        assumeTrue(onPath("rpm2cpio") && onPath("cpio") && onPath("rpm"), "no rpm2cpio, cpio or rpm");
        Optional<Path> rpm = builtPackage("rpm", ".rpm");
        assumeTrue(rpm.isPresent(), "no .rpm: packaging/build-installer.sh rpm makes target/installer/*.rpm");

        Path root = Files.createDirectories(scratch.resolve("root"));
        var unpack = run(Map.of(), "sh", "-c", "cd \"$1\" && rpm2cpio \"$2\" | cpio -idm --quiet", "sh",
                root.toString(), rpm.get().toAbsolutePath().toString());
        assertThat(unpack.exit).as(unpack.output).isZero();
        assertTheInstalledImageWorks(root.resolve("opt/catalog-studio"));

        var scripts = run(Map.of(), "rpm", "-qp", "--scripts", rpm.get().toString());
        assertThat(scripts.exit).as(scripts.output).isZero();
        assertThat(scripts.output).contains("/opt/catalog-studio/lib/install-hooks.sh configure",
                "if [ \"$1\" = 0 ]; then", "/opt/catalog-studio/lib/install-hooks.sh remove");
    }

    /**
     * An unpacked package's {@code /opt/catalog-studio}: its command, run as the {@code /usr/bin} link runs it, checks
     * the sample with the image's runtime; the desktop entry opens the three file types the MIME package defines;
     * the install hooks do what the packages' scripts promise; and JavaFX's native libraries are files beside its
     * jars, not in them, which its loader loads without copying anything into the user's home.
     */
    private void assertTheInstalledImageWorks(Path opt) throws Exception {
        Path onPath = Files.createDirectories(scratch.resolve("usr/bin"));
        Files.createSymbolicLink(onPath.resolve("catalog-studio"), opt.resolve("bin/catalog-studio"));
        Path workspace = scratch.resolve("workspace");
        copyTree(SAMPLE, workspace);
        var check = run(Map.of(), onPath.resolve("catalog-studio").toString(), "check", workspace.toString());
        assertThat(check.exit).as(check.output).isZero();
        assertThat(check.output).contains("files checked: 0 errors, 0 warnings");
        var json = run(Map.of(), onPath.resolve("catalog-studio").toString(), "check", workspace.toString(),
                "--format", "json");
        assertThat(json.exit).as(json.output).isZero();
        assertThat(json.output).contains("\"errors\" : 0");
        assertThat(opt.resolve("lib/runtime/bin/java")).isExecutable();
        assertThat(opt.resolve("lib/runtime/lib/modules")).exists();
        assertThat(opt.resolve("lib/runtime/jmods")).doesNotExist();
        assertThat(opt.resolve("lib/app/catalog-studio-base.jsa")).as("archives are dumped at install").doesNotExist();

        String desktop = Files.readString(opt.resolve("lib/catalog-studio-catalog-studio.desktop"));
        assertThat(desktop).contains("Exec=/opt/catalog-studio/bin/catalog-studio-open %f",
                "Icon=/opt/catalog-studio/lib/catalog-studio.png",
                "MimeType=text/x-agent-skill;text/x-agents-md;text/x-3md;");
        assertThat(opt.resolve("lib/catalog-studio.png")).exists();
        String mime = Files.readString(opt.resolve("lib/catalog-studio-mime.xml"));
        assertThat(mime).contains("<glob pattern=\"SKILL.md\"", "<glob pattern=\"AGENTS.md\"",
                "<glob pattern=\"*.3md\"/>");
        assertThat(opt.resolve("lib/install-hooks.sh")).isExecutable();
        assertThat(Files.readString(opt.resolve("lib/install-hooks.sh")))
                .contains("ln -sfn \"$opt/bin/catalog-studio\" /usr/bin/catalog-studio",
                        "xdg-mime install --mode system \"$opt/lib/catalog-studio-mime.xml\"",
                        "\"$opt/lib/app/cds/dump-archives.sh\"", "rm -f /usr/bin/catalog-studio",
                        "dump-archives.sh\" --remove");

        Path jars = opt.resolve("lib/app/lib");
        assertThat(jars.resolve("libglass.so")).isRegularFile();
        assertThat(jars.resolve("libjfxwebkit.so")).as("the preview draws with JavaFX nodes: no WebKit").doesNotExist();
        long bytes;
        try (Stream<Path> files = Files.walk(opt)) {
            bytes = files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
        assertThat(bytes).as("the installed image, in bytes (issue 28: at most 120 MiB)")
                .isLessThanOrEqualTo(120L * 1024 * 1024);
        try (Stream<Path> files = Files.list(jars)) {
            for (Path jar : (Iterable<Path>) files.filter(p -> p.getFileName().toString().startsWith("javafx-")
                    && p.toString().endsWith(".jar"))::iterator) {
                try (var zip = new java.util.zip.ZipFile(jar.toFile())) {
                    assertThat(zip.stream().map(java.util.zip.ZipEntry::getName))
                            .as("native libraries left in %s", jar.getFileName())
                            .noneMatch(name -> name.endsWith(".so"));
                }
            }
        }
        Path home = Files.createDirectories(scratch.resolve("home"));
        String classPath;
        try (Stream<Path> files = Files.list(jars)) {
            classPath = Path.of("target/test-classes").toAbsolutePath() + java.io.File.pathSeparator + files
                    .filter(p -> p.getFileName().toString().startsWith("javafx-")).map(Path::toString)
                    .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
        }
        var load = run(Map.of("HOME", home.toString()), opt.resolve("lib/runtime/bin/java").toString(),
                "-Duser.home=" + home, "-cp", classPath, NativeLibraryProbe.class.getName(), "glass");
        assertThat(load.exit).as(load.output).isZero();
        assertThat(load.output).contains("loaded glass");
        assertThat(home.resolve(".openjfx")).as("JavaFX copied its libraries into the user's home").doesNotExist();
    }

    /**
     * Loads one of JavaFX's native libraries the way JavaFX does, in a JVM of the installed runtime, and prints how
     * long that took (a probe's figure for docs/PERFORMANCE.md, "Installers"; the test reads only the first words).
     */
    static final class NativeLibraryProbe {
        public static void main(String[] args) throws Exception {
            long start = System.nanoTime();
            Class.forName("com.sun.glass.utils.NativeLibLoader").getMethod("loadLibrary", String.class)
                    .invoke(null, args[0]);
            System.out.printf("loaded %s in %.1f ms%n", args[0], (System.nanoTime() - start) / 1e6);
        }
    }

    /** The package the {@code catalogstudio.<type>} property names, else the one build-installer.sh left. */
    private static Optional<Path> builtPackage(String type, String suffix) throws IOException {
        String named = System.getProperty("catalogstudio." + type);
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named));
        }
        Path installer = Path.of("target/installer");
        if (!Files.isDirectory(installer)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(installer)) {
            return files.filter(p -> p.getFileName().toString().endsWith(suffix)).findFirst();
        }
    }

    private static boolean isLinux() {
        return System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).contains("linux");
    }

    private static boolean isUnix() {
        return !System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    }

    private static boolean onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path source : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
    }

    private record Result(int exit, String output) {
    }

    /** Runs a program with standard error joined to its output, and waits for it. */
    private static Result run(Map<String, String> environment, String... command) throws Exception {
        var builder = new ProcessBuilder(new ArrayList<>(List.of(command))).redirectErrorStream(true);
        builder.environment().putAll(environment);
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        return new Result(process.waitFor(), new String(output, StandardCharsets.UTF_8));
    }
}
