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
 * holds that command, the desktop entry and the file types it opens.
 *
 * <p>Building a {@code .deb} takes about a minute (jlink, jpackage, xz), and the jar it packages is made after the
 * tests, so the package test unpacks the one {@code build-installer.sh deb} left in {@code target/installer} (or the
 * file the {@code catalogstudio.deb} property names), and is skipped when there is none, or no {@code dpkg-deb}.
 */
class InstallerTest {

    private static final Path LAUNCHER = Path.of("src/main/dist/catalog-studio");
    private static final Path SAMPLE = Path.of("../resources/samples/catalog");

    @TempDir
    Path scratch;

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
                .doesNotContain("-XX:TieredStopAtLevel=1");
    }

    @Test
    void theDebPutsACommandThatChecksTheSampleADesktopEntryAndTheFileTypesItOpens() throws Exception {
        assumeTrue(System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).contains("linux"), "Linux only");
        assumeTrue(onPath("dpkg-deb"), "no dpkg-deb");
        Optional<Path> deb = builtDeb();
        assumeTrue(deb.isPresent(), "no .deb: packaging/build-installer.sh deb makes target/installer/*.deb");

        Path root = scratch.resolve("root");
        var unpack = run(Map.of(), "dpkg-deb", "-x", deb.get().toString(), root.toString());
        assertThat(unpack.exit).as(unpack.output).isZero();
        Path opt = root.resolve("opt/catalog-studio");

        // The command, run as the postinst's /usr/bin link runs it, checks the sample with the image's runtime.
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

        // The desktop entry opens the three file types, which the MIME package defines.
        String desktop = Files.readString(opt.resolve("lib/catalog-studio-catalog-studio.desktop"));
        assertThat(desktop).contains("Exec=/opt/catalog-studio/bin/catalog-studio-open %f",
                "Icon=/opt/catalog-studio/lib/catalog-studio.png",
                "MimeType=text/x-agent-skill;text/x-agents-md;text/x-3md;");
        assertThat(opt.resolve("lib/catalog-studio.png")).exists();
        String mime = Files.readString(opt.resolve("lib/catalog-studio-mime.xml"));
        assertThat(mime).contains("<glob pattern=\"SKILL.md\"", "<glob pattern=\"AGENTS.md\"",
                "<glob pattern=\"*.3md\"/>");

        // The maintainer scripts link the command onto the PATH, dump the archives, and undo both.
        Path control = scratch.resolve("control");
        var extract = run(Map.of(), "dpkg-deb", "-e", deb.get().toString(), control.toString());
        assertThat(extract.exit).as(extract.output).isZero();
        assertThat(Files.readString(control.resolve("postinst")))
                .contains("ln -sfn /opt/catalog-studio/bin/catalog-studio /usr/bin/catalog-studio",
                        "/opt/catalog-studio/lib/app/cds/dump-archives.sh",
                        "xdg-mime install --mode system /opt/catalog-studio/lib/catalog-studio-mime.xml");
        assertThat(Files.readString(control.resolve("prerm")))
                .contains("rm -f /usr/bin/catalog-studio", "dump-archives.sh --remove");
    }

    private static Optional<Path> builtDeb() throws IOException {
        String named = System.getProperty("catalogstudio.deb");
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named));
        }
        Path installer = Path.of("target/installer");
        if (!Files.isDirectory(installer)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(installer)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".deb")).findFirst();
        }
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
