package dev.catalogstudio.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher ({@code cli/src/main/dist/catalog-studio}) passes a class-data-sharing archive only when it is newer
 * than the jar and every library (issue 41): an archive older than a jar it was dumped with (the jar rebuilt without
 * dumping again) makes the JVM drop sharing altogether, the JDK's own archive too, and the studio then started slower
 * through the launcher than with {@code java -jar}.
 */
class LauncherArchivesTest {

    private static final Path LAUNCHER = Path.of("../cli/src/main/dist/catalog-studio");
    private static final Instant DUMPED = Instant.parse("2026-01-02T10:00:00Z");

    @TempDir
    Path folder;

    /** The launcher beside a jar, a library and the three archives, all dumped after the jars were built. */
    private Path staged() throws Exception {
        Files.createDirectories(folder.resolve("lib"));
        Files.copy(LAUNCHER, folder.resolve("catalog-studio"));
        Files.setPosixFilePermissions(folder.resolve("catalog-studio"), PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String jar : List.of("catalog-studio.jar", "lib/catalog-studio-cli.jar")) {
            Files.writeString(folder.resolve(jar), "");
            Files.setLastModifiedTime(folder.resolve(jar), FileTime.from(DUMPED.minusSeconds(60)));
        }
        for (String archive : List.of("catalog-studio-base.jsa", "catalog-studio.jsa", "catalog-studio-ui.jsa")) {
            Files.writeString(folder.resolve(archive), "");
            Files.setLastModifiedTime(folder.resolve(archive), FileTime.from(DUMPED));
        }
        // A stand-in for java: prints the arguments it was given, one a line.
        Path bin = Files.createDirectories(folder.resolve("jdk/bin"));
        Files.writeString(bin.resolve("java"), "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n");
        Files.setPosixFilePermissions(bin.resolve("java"), PosixFilePermissions.fromString("rwxr-xr-x"));
        return folder;
    }

    private List<String> javaArguments(String... arguments) throws Exception {
        return javaArgumentsWith(null, arguments);
    }

    /** The arguments the launcher gives java, with {@code CATALOG_STUDIO_JAVA_OPTS} set to {@code options} (or unset). */
    private List<String> javaArgumentsWith(String options, String... arguments) throws Exception {
        var command = new java.util.ArrayList<>(List.of(folder.resolve("catalog-studio").toString()));
        command.addAll(List.of(arguments));
        var builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", folder.resolve("jdk").toString());
        builder.environment().remove("CATALOG_STUDIO_JAVA_OPTS");
        if (options != null) {
            builder.environment().put("CATALOG_STUDIO_JAVA_OPTS", options);
        }
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(output).isZero();
        return output.lines().toList();
    }

    private static boolean isUnix() {
        return !System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    }

    @Test
    void archivesNewerThanEveryJarArePassed() throws Exception {
        assumeTrue(isUnix(), "the launcher is a POSIX shell script");
        Path dir = staged().toRealPath();

        assertThat(javaArguments()).contains("-XX:SharedArchiveFile=" + dir + "/catalog-studio-ui.jsa");
        assertThat(javaArguments("check", "PATH")).contains("-XX:SharedArchiveFile=" + dir
                + "/catalog-studio-base.jsa:" + dir + "/catalog-studio.jsa");
    }

    @Test
    void archivesOlderThanTheJarOrALibraryAreNotPassed() throws Exception {
        assumeTrue(isUnix(), "the launcher is a POSIX shell script");
        staged();
        Files.setLastModifiedTime(folder.resolve("catalog-studio.jar"), FileTime.from(DUMPED.plusSeconds(60)));

        assertThat(javaArguments()).noneMatch(a -> a.startsWith("-XX:SharedArchiveFile"))
                .contains("-jar", "-Xss4m", "-XX:TieredStopAtLevel=1");
        assertThat(javaArguments("check", "PATH")).noneMatch(a -> a.startsWith("-XX:SharedArchiveFile"))
                .contains("-XX:TieredStopAtLevel=1");

        Files.setLastModifiedTime(folder.resolve("catalog-studio.jar"), FileTime.from(DUMPED.minusSeconds(60)));
        Files.setLastModifiedTime(folder.resolve("lib/catalog-studio-cli.jar"), FileTime.from(DUMPED.plusSeconds(1)));
        assertThat(javaArguments()).noneMatch(a -> a.startsWith("-XX:SharedArchiveFile"));
    }

    @Test
    void theUsersJavaOptionsComeAfterTheLaunchersSoTheyWin() throws Exception {
        assumeTrue(isUnix(), "the launcher is a POSIX shell script");
        staged();

        for (String[] command : List.of(new String[0], new String[] {"check", "PATH"}, new String[] {"lsp"})) {
            var arguments = javaArgumentsWith("-XX:TieredStopAtLevel=4 -Dmine=1", command);
            int mine = arguments.indexOf("-XX:TieredStopAtLevel=4");
            assertThat(mine).as(String.join(" ", command)).isPositive()
                    .isGreaterThan(arguments.lastIndexOf("-XX:TieredStopAtLevel=1"))
                    .isLessThan(arguments.indexOf("-jar"));
            assertThat(arguments.get(mine + 1)).isEqualTo("-Dmine=1");
        }
    }

    @Test
    void exportRunsWithTheCommandLinesOptionsNotTheStudios() throws Exception {
        assumeTrue(isUnix(), "the launcher is a POSIX shell script");
        Path dir = staged().toRealPath();

        assertThat(javaArguments("export", "SRC", "--to", "codex", "--out", "OUT")).doesNotContain("-Xss4m")
                .contains("-XX:SharedArchiveFile=" + dir + "/catalog-studio-base.jsa:" + dir + "/catalog-studio.jsa");
    }
}
