package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.BROKEN_YAML;
import static dev.catalogstudio.app.cli.Cli.CLEAN_SKILL;
import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code json} format, parsed back. */
class JsonReportTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void hasExactlyTheDocumentedShape() throws Exception {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);
        write(dir, "skills/y/SKILL.md", CLEAN_SKILL.replace("name: x", "name: y"));

        var run = run("check", dir.toString(), "--format", "json");
        var json = MAPPER.readTree(run.out());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(fieldNames(json)).containsExactly("root", "files", "diagnostics", "summary");
        assertThat(json.get("root").asText()).isEqualTo(dir.toAbsolutePath().normalize().toString());
        assertThat(json.get("files").isInt()).isTrue();
        assertThat(json.get("files").asInt()).isEqualTo(2);
        assertThat(fieldNames(json.get("summary"))).containsExactly("errors", "warnings", "infos");

        var diagnostics = json.get("diagnostics");
        assertThat(diagnostics.isArray()).isTrue();
        assertThat(diagnostics).isNotEmpty();
        for (var d : diagnostics) {
            assertThat(fieldNames(d)).containsExactly(
                    "path", "line", "column", "endLine", "endColumn", "severity", "code", "message");
            assertThat(d.get("path").asText()).doesNotStartWith("/").doesNotContain("\\")
                    .doesNotContain(dir.toString());
            assertThat(d.get("line").asInt()).isPositive();
            assertThat(d.get("column").asInt()).isPositive();
            assertThat(d.get("endLine").asInt()).isGreaterThanOrEqualTo(d.get("line").asInt());
            assertThat(d.get("endColumn").asInt()).isPositive();
            assertThat(d.get("severity").asText()).isIn("error", "warning", "info");
            assertThat(d.get("message").asText()).isNotBlank();
        }
        assertThat(diagnostics).anySatisfy(d -> {
            assertThat(d.get("path").asText()).isEqualTo("skills/x/SKILL.md");
            assertThat(d.get("severity").asText()).isEqualTo("error");
            assertThat(d.get("code").asText()).isEqualTo("yaml-syntax");
        });
    }

    @Test
    void summaryCountsTheListedDiagnostics() throws Exception {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);
        write(dir, "skills/z/SKILL.md", BROKEN_YAML);

        var json = MAPPER.readTree(run("check", dir.toString(), "--format", "json").out());

        var summary = json.get("summary");
        for (var severity : List.of("error", "warning", "info")) {
            long listed = 0;
            for (var d : json.get("diagnostics")) {
                listed += d.get("severity").asText().equals(severity) ? 1 : 0;
            }
            assertThat(summary.get(severity + "s").asLong()).as(severity).isEqualTo(listed);
        }
        assertThat(summary.get("errors").asInt()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void cleanCatalogHasAnEmptyListAndExitsZero() throws Exception {
        write(dir, "skills/x/SKILL.md", CLEAN_SKILL);

        var run = run("check", dir.toString(), "--format", "json", "--severity", "error");
        var json = MAPPER.readTree(run.out());

        assertThat(run.exitCode()).isZero();
        assertThat(json.get("diagnostics")).isEmpty();
        assertThat(json.get("summary").get("errors").asInt()).isZero();
    }

    @Test
    void nonAsciiPathsAndMessagesSurvive() throws Exception {
        write(dir, "skills/ünï cødé/SKILL.md", BROKEN_YAML);

        var json = MAPPER.readTree(run("check", dir.toString(), "--format", "json").out());

        assertThat(json.get("diagnostics")).anySatisfy(d ->
                assertThat(d.get("path").asText()).isEqualTo("skills/ünï cødé/SKILL.md"));
    }

    static List<String> fieldNames(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
