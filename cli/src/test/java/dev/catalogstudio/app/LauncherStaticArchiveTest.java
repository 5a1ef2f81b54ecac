package dev.catalogstudio.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher ({@code src/main/dist/catalog-studio}) with the headless download's archives: a static archive
 * ({@code catalog-studio-base.jsa}) and no dynamic one beside it, as {@code stage.sh} leaves them under
 * {@code CATALOG_STUDIO_STATIC_ARCHIVE_ONLY}. The static archive is passed alone; a dynamic archive that is there but
 * older than a jar makes it pass none, as before. Run with a stand-in for {@code java} that prints its arguments.
 */
class LauncherStaticArchiveTest {

    private static final Path LAUNCHER = Path.of("src/main/dist/catalog-studio");

    private static final Instant DUMPED = Instant.parse("2026-01-02T10:00:00Z");

    @TempDir
    Path folder;

    /** The launcher beside a jar, a library and the static archive, dumped after the jars were built. */
    private Path staged() throws Exception {
        Files.createDirectories(folder.resolve("lib"));
        Files.copy(LAUNCHER, folder.resolve("catalog-studio"));
        Files.setPosixFilePermissions(folder.resolve("catalog-studio"), PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String jar : List.of("catalog-studio.jar", "lib/library.jar")) {
            Files.writeString(folder.resolve(jar), "");
            Files.setLastModifiedTime(folder.resolve(jar), FileTime.from(DUMPED.minusSeconds(60)));
        }
        Files.writeString(folder.resolve("catalog-studio-base.jsa"), "");
        Files.setLastModifiedTime(folder.resolve("catalog-studio-base.jsa"), FileTime.from(DUMPED));
        Path bin = Files.createDirectories(folder.resolve("jdk/bin"));
        Files.writeString(bin.resolve("java"), "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n");
        Files.setPosixFilePermissions(bin.resolve("java"), PosixFilePermissions.fromString("rwxr-xr-x"));
        return folder.toRealPath();
    }

    private List<String> javaArguments(String... arguments) throws Exception {
        var command = new ArrayList<>(List.of(folder.resolve("catalog-studio").toString()));
        command.addAll(List.of(arguments));
        var builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", folder.resolve("jdk").toString());
        builder.environment().remove("CATALOG_STUDIO_JAVA_OPTS");
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(output).isZero();
        return output.lines().toList();
    }

    @Test
    void aStaticArchiveWithNoDynamicOneIsPassedAlone() throws Exception {
        assumeTrue(!System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows"), "a POSIX script");
        Path dir = staged();

        assertThat(javaArguments("check", "PATH")).contains("-XX:SharedArchiveFile=" + dir + "/catalog-studio-base.jsa")
                .contains("-XX:+UseSerialGC", "-Xshare:auto");
        assertThat(javaArguments("lsp")).contains("-XX:SharedArchiveFile=" + dir + "/catalog-studio-base.jsa");
    }

    @Test
    void aDynamicArchiveOlderThanAJarMakesItPassNone() throws Exception {
        assumeTrue(!System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows"), "a POSIX script");
        Path dir = staged();
        Files.writeString(dir.resolve("catalog-studio.jsa"), "");
        Files.setLastModifiedTime(dir.resolve("catalog-studio.jsa"), FileTime.from(DUMPED.minusSeconds(120)));

        assertThat(javaArguments("check", "PATH")).noneMatch(a -> a.startsWith("-XX:SharedArchiveFile"));

        Files.setLastModifiedTime(dir.resolve("catalog-studio.jsa"), FileTime.from(DUMPED));
        assertThat(javaArguments("check", "PATH")).contains("-XX:SharedArchiveFile=" + dir
                + "/catalog-studio-base.jsa:" + dir + "/catalog-studio.jsa");
    }
}
