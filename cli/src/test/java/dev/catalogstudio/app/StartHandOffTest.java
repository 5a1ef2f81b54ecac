package dev.catalogstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code java -jar catalog-studio.jar FOLDER} hands the studio to a child JVM started as the launcher starts it
 * (issue 41): only beside the launcher's fresh studio archive, never when the user opted out or the JVM already runs
 * with such options, and with the user's JVM options and arguments passed on.
 */
class StartHandOffTest {

    private static final Instant DUMPED = Instant.parse("2026-01-02T10:00:00Z");
    private static final Path JAVA_HOME = Path.of("/opt/jdk-17");

    @TempDir
    Path folder;

    /** The app jar, two libraries and the studio's archive, dumped after the jars were built. */
    private Path staged() throws Exception {
        Files.createDirectories(folder.resolve("lib"));
        for (String jar : List.of("catalog-studio.jar", "lib/catalog-studio-cli.jar", "lib/javafx-base.jar")) {
            Files.writeString(folder.resolve(jar), "");
            Files.setLastModifiedTime(folder.resolve(jar), FileTime.from(DUMPED.minusSeconds(60)));
        }
        Files.writeString(folder.resolve(HandOff.ARCHIVE), "");
        Files.setLastModifiedTime(folder.resolve(HandOff.ARCHIVE), FileTime.from(DUMPED));
        return folder.resolve("catalog-studio.jar");
    }

    private static Optional<List<String>> command(Path jar, List<String> jvmArguments, String optOut,
            String... args) {
        return HandOff.command(JAVA_HOME, jar.toString(), jvmArguments, optOut, List.of(args));
    }

    @Test
    void freshArchiveBesideTheJarHandsOffWithTheLaunchersOptionsTheUsersAndTheArguments() throws Exception {
        Path jar = staged();

        List<String> command = command(jar, List.of("-Dmy.option=a b", "-Xmx2g"), null, "/work/my catalog")
                .orElseThrow();

        assertThat(command).containsExactly(JAVA_HOME.resolve("bin/java").toString(), "-Xss4m",
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-Xlog:cds=off", "-Dfile.encoding=UTF-8",
                "-XX:SharedArchiveFile=" + folder.resolve(HandOff.ARCHIVE), "-Dmy.option=a b", "-Xmx2g",
                "-Dcatalogstudio.handOff=false", "-jar", jar.toString(), "/work/my catalog");
        assertThat(command(jar, List.of(), null)).get().asList().endsWith("-jar", jar.toString());
    }

    @Test
    void aRelativeJarIsPassedAbsolute() throws Exception {
        staged();
        Path relative = Path.of("").toAbsolutePath().relativize(folder.resolve("catalog-studio.jar"));

        assertThat(command(relative, List.of(), null, "x").orElseThrow())
                .contains(folder.resolve("catalog-studio.jar").toString())
                .contains("-XX:SharedArchiveFile=" + folder.resolve(HandOff.ARCHIVE));
    }

    @Test
    void noHandOffWhenTheArchiveIsMissingOrOlderThanTheJarOrALibrary() throws Exception {
        Path jar = staged();
        assertThat(command(jar, List.of(), null, "f")).isPresent();

        Files.setLastModifiedTime(jar, FileTime.from(DUMPED.plusSeconds(1)));
        assertThat(command(jar, List.of(), null, "f")).isEmpty();

        Files.setLastModifiedTime(jar, FileTime.from(DUMPED.minusSeconds(60)));
        Files.setLastModifiedTime(folder.resolve("lib/javafx-base.jar"), FileTime.from(DUMPED.plusSeconds(1)));
        assertThat(command(jar, List.of(), null, "f")).isEmpty();

        Files.setLastModifiedTime(folder.resolve("lib/javafx-base.jar"), FileTime.from(DUMPED));
        assertThat(command(jar, List.of(), null, "f")).as("as old as the archive: fresh, as in the launcher")
                .isPresent();

        Files.delete(folder.resolve(HandOff.ARCHIVE));
        assertThat(command(jar, List.of(), null, "f")).isEmpty();
    }

    @Test
    void noHandOffWhenOptedOutOrAlreadyStartedWithSuchOptions() throws Exception {
        Path jar = staged();

        assertThat(command(jar, List.of("-Dcatalogstudio.handOff=false"), "false", "f")).isEmpty();
        assertThat(command(jar, List.of("-Dcatalogstudio.handOff=true"), "true", "f")).isPresent();
        for (String option : List.of("-XX:SharedArchiveFile=/x.jsa", "-Xshare:off",
                "-agentlib:jdwp=transport=dt_socket,server=y,address=5005", "-javaagent:/p.jar",
                "-XX:ArchiveClassesAtExit=/y.jsa")) {
            assertThat(command(jar, List.of("-Xmx1g", option), null, "f")).as(option).isEmpty();
        }
    }

    @Test
    void theChildNeverHandsOffAgain() throws Exception {
        Path jar = staged();
        List<String> child = command(jar, List.of("-Xmx1g"), null, "f").orElseThrow();
        List<String> childsJvmOptions = child.subList(1, child.indexOf("-jar"));

        assertThat(command(jar, childsJvmOptions, "false", "f")).isEmpty();
        assertThat(command(jar, childsJvmOptions, null, "f")).as("its archive option alone keeps it").isEmpty();
    }

    @Test
    void noHandOffWithoutTheCommandLineOrWhenNotStartedFromTheOneJar() throws Exception {
        Path jar = staged();

        assertThat(command(jar, null, null, "f")).as("the platform gives no command line").isEmpty();
        assertThat(HandOff.command(JAVA_HOME, jar + java.io.File.pathSeparator + folder.resolve("lib/x.jar"),
                List.of(), null, List.of())).as("a class path of its own").isEmpty();
        assertThat(HandOff.command(JAVA_HOME, folder.resolve("classes").toString(), List.of(), null, List.of()))
                .isEmpty();
    }

    @Test
    void aChildThatCannotStartIsReportedSoTheStudioStartsInProcess() {
        assertThat(HandOff.run(List.of(folder.resolve("no-such-java").toString(), "-version"))).isEmpty();
    }

    @Test
    void theChildsExitCodeIsReturned() {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");

        assertThat(HandOff.run(List.of(java.toString(), "-version"))).contains(0);
        assertThat(HandOff.run(List.of(java.toString(), "-no-such-option"))).hasValueSatisfying(
                code -> assertThat(code).isNotZero());
    }

    @Test
    void theLaunchersStudioLineHasTheOptionsTheHandOffGives() throws Exception {
        String launcher = Files.readString(Path.of("src/main/dist/catalog-studio"), StandardCharsets.UTF_8);
        String studio = launcher.lines().filter(l -> l.contains("-Xss4m") || l.startsWith("exec ")).reduce("", String::concat);

        assertThat(launcher).contains("$lib/" + HandOff.ARCHIVE);
        for (String option : HandOff.LAUNCHER_OPTIONS) {
            assertThat(studio).as(option).contains(option);
        }
    }
}
