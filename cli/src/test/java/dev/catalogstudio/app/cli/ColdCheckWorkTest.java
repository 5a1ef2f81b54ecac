package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a fresh {@code catalog-studio check} does before and after its work, counted in a JVM of its own (issue 28):
 * the classes it loads and the lookups that fail. Each was a measured part of a CI check's start-up
 * (docs/PERFORMANCE.md, "A fresh check against the reference validator"): Jackson's databind for the JSON and SARIF
 * reports, every other command's class, picocli's search for Groovy's {@code Closure} in every jar, and its converters
 * for {@code java.time} and {@code java.sql} types, whose registration initialised 80 classes.
 */
class ColdCheckWorkTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"text", "json", "sarif"})
    void aCheckLoadsOnlyItsOwnCommandAndNoDatabindAndLooksForNoMissingClass(String format)
            throws IOException, InterruptedException {
        Path log = dir.resolve("classes.log");
        Path exceptions = dir.resolve("exceptions.log");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:off", "-Xlog:class+load=info:file=" + log, "-Xlog:exceptions=info:file=" + exceptions,
                "-cp", System.getProperty("java.class.path"), "dev.catalogstudio.app.Main",
                "check", Path.of("../resources/samples/marketplace").toAbsolutePath().toString(), "--format", format);
        var process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean ended = process.waitFor(120, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as("the check ended").isTrue();
        assertThat(process.exitValue()).as(Files.readString(err, StandardCharsets.UTF_8)).isIn(0, 1);

        String classes = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(classes).as("the check ran").contains(" dev.catalogstudio.app.cli.CheckCommand ")
                .contains(" dev.catalogstudio.model.workspace.Workspace ");
        assertThat(classes).as("no databind: the reports stream with jackson-core")
                .doesNotContain(" com.fasterxml.jackson.databind.ObjectMapper ");
        assertThat(classes).as("no other command is made")
                .doesNotContain(" dev.catalogstudio.app.cli.InspectCommand ")
                .doesNotContain(" dev.catalogstudio.app.cli.ReviewCommand ")
                .doesNotContain(" dev.catalogstudio.app.cli.LspCommand ");
        assertThat(classes).as("no converters for dates, times or JDBC types: no option takes one")
                .doesNotContain(" java.time.ZonedDateTime ").doesNotContain(" java.sql.Timestamp ");
        assertThat(Files.readString(exceptions, StandardCharsets.UTF_8)).as("no search of every jar for Groovy")
                .doesNotContain("groovy.lang.Closure");
    }
}
