package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.BROKEN_YAML;
import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file whose name is not UTF-8 ({@code caf\xE9}, Latin-1) is named exactly in every report: SARIF's and JSON's
 * {@code uri} percent-encode its bytes (RFC 3986, SARIF 2.1.0 § 3.10), JSON's {@code path} writes the byte
 * {@code %E9}, text shows {@code \xE9}. They printed U+FFFD, which names no file.
 */
class NonUtf8FileNamesTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    /** Makes {@code skills/caf\xE9/SKILL.md} with broken frontmatter, by a shell: Java cannot write that name. */
    @BeforeEach
    void latin1Folder() throws Exception {
        Path skills = Files.createDirectories(dir.resolve("skills"));
        int status;
        try {
            var process = new ProcessBuilder("sh", "-c", "mkdir \"$(printf 'caf\\351')\"", "sh")
                    .directory(skills.toFile()).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            status = process.waitFor();
        } catch (java.io.IOException e) {
            status = -1;
        }
        assumeTrue(status == 0, "this system cannot make a file name that is not UTF-8");
        Path folder;
        try (var list = Files.list(skills)) {
            folder = list.findFirst().orElseThrow();
        }
        Files.writeString(folder.resolve("SKILL.md"), BROKEN_YAML, StandardCharsets.UTF_8);
    }

    @Test
    void sarifUrisPercentEncodeTheBytes() throws Exception {
        var sarif = MAPPER.readTree(run("check", dir.toString(), "--format", "sarif").out());

        var uris = sarif.findValues("artifactLocation").stream().map(l -> l.get("uri").asText()).toList();
        assertThat(uris).contains("skills/caf%E9/SKILL.md").noneMatch(u -> u.contains("%EF%BF%BD"));
    }

    @Test
    void jsonWritesTheBytesEscaped() throws Exception {
        var run = run("check", dir.toString(), "--format", "json");
        var json = MAPPER.readTree(run.out());

        assertThat(json.get("diagnostics")).anySatisfy(d -> {
            assertThat(d.get("path").asText()).isEqualTo("skills/caf%E9/SKILL.md");
            assertThat(d.has("uri")).as("the JSON report's shape is unchanged").isFalse();
        });
        assertThat(run.out()).doesNotContain("\uFFFD").doesNotContain("?");
    }

    @Test
    void textShowsTheByteEscaped() {
        var run = run("check", dir.toString());

        assertThat(run.out()).contains("skills/caf\\xE9/SKILL.md:").doesNotContain("\uFFFD");
    }
}
