package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.CheckCommandTest.diagnostic;
import static dev.catalogstudio.app.cli.Cli.BROKEN_YAML;
import static dev.catalogstudio.app.cli.Cli.CLEAN_SKILL;
import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.CheckResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code sarif} format: the structure GitHub code scanning requires. */
class SarifReportTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void hasTheRequiredStructure() throws Exception {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);
        write(dir, "skills/my skill/SKILL.md", BROKEN_YAML);
        write(dir, "skills/y/SKILL.md", CLEAN_SKILL.replace("name: x", "name: y"));

        var run = run("check", dir.toString(), "--format", "sarif");
        var sarif = MAPPER.readTree(run.out());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(sarif.get("$schema").asText()).isEqualTo("https://json.schemastore.org/sarif-2.1.0.json");
        assertThat(sarif.get("version").asText()).isEqualTo("2.1.0");
        assertThat(sarif.get("runs")).hasSize(1);
        var runNode = sarif.get("runs").get(0);
        var driver = runNode.get("tool").get("driver");
        assertThat(driver.get("name").asText()).isEqualTo("catalog-studio");
        assertThat(driver.get("version").asText()).isNotBlank();
        assertThat(runNode.get("columnKind").asText()).isEqualTo("utf16CodeUnits");
        var base = runNode.get("originalUriBaseIds").get("%SRCROOT%").get("uri").asText();
        assertThat(base).startsWith("file:///").endsWith("/");
        assertThat(Path.of(URI.create(base))).isEqualTo(dir.toAbsolutePath().normalize());

        assertRulesMatchResults(runNode);
        var results = runNode.get("results");
        assertThat(results).isNotEmpty();
        for (var result : results) {
            assertThat(result.get("level").asText()).isIn("error", "warning", "note");
            assertThat(result.get("message").get("text").asText()).isNotBlank();
            assertThat(result.get("partialFingerprints").get(SarifReport.FINGERPRINT).asText())
                    .matches("[0-9a-f]{64}:\\d+");
            var physical = result.get("locations").get(0).get("physicalLocation");
            var artifact = physical.get("artifactLocation");
            assertThat(artifact.get("uriBaseId").asText()).isEqualTo("%SRCROOT%");
            assertThat(URI.create(artifact.get("uri").asText()).isAbsolute()).isFalse();
            for (var field : List.of("startLine", "startColumn", "endLine", "endColumn")) {
                assertThat(physical.get("region").get(field).asInt()).as(field).isGreaterThanOrEqualTo(1);
            }
        }
        assertThat(results).extracting(r -> uri(r)).contains("skills/x/SKILL.md", "skills/my%20skill/SKILL.md");
        assertThat(results).filteredOn(r -> uri(r).equals("skills/x/SKILL.md"))
                .anySatisfy(r -> {
                    assertThat(r.get("ruleId").asText()).isEqualTo("yaml-syntax");
                    assertThat(r.get("level").asText()).isEqualTo("error");
                });
    }

    @Test
    void fingerprintsAreStableAcrossRuns() throws Exception {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);

        var first = MAPPER.readTree(run("check", dir.toString(), "--format", "sarif").out());
        var second = MAPPER.readTree(run("check", dir.toString(), "--format", "sarif").out());

        assertThat(first.at("/runs/0/results")).isEqualTo(second.at("/runs/0/results"));
    }

    @Test
    void listsOnlyTheRulesOfTheResultsWithLevelsAndNames() throws Exception {
        var result = new CheckResult(dir, 3, List.of(
                diagnostic("a/SKILL.md", Rule.YAML_SYNTAX, Severity.ERROR),
                diagnostic("a/SKILL.md", Rule.FIELD_UNKNOWN, Severity.INFO),
                diagnostic("b/SKILL.md", Rule.BODY_TOO_LONG, Severity.WARNING),
                diagnostic("b/SKILL.md", Rule.BODY_TOO_LONG, Severity.ERROR)));

        var sarif = render(result);
        var runNode = sarif.get("runs").get(0);

        assertRulesMatchResults(runNode);
        var rules = runNode.at("/tool/driver/rules");
        assertThat(rules).extracting(r -> r.get("id").asText())
                .containsExactly("body-too-long", "field-unknown", "yaml-syntax");
        assertThat(rules).extracting(r -> r.get("name").asText())
                .containsExactly("BodyTooLong", "FieldUnknown", "YamlSyntax");
        assertThat(rules).extracting(r -> r.at("/defaultConfiguration/level").asText())
                .containsExactly("warning", "note", "error");
        for (var rule : rules) {
            assertThat(rule.at("/shortDescription/text").asText()).isNotBlank();
            assertThat(rule.at("/fullDescription/text").asText()).isNotBlank();
            assertThat(rule.at("/help/text").asText()).isNotBlank();
            assertThat(rule.at("/properties/tags")).isNotEmpty();
        }
        assertThat(runNode.get("results")).extracting(r -> r.get("level").asText())
                .containsExactly("error", "note", "warning", "error");
    }

    @Test
    void equalResultsInOneFileGetDistinctFingerprints() throws Exception {
        var same = diagnostic("a/SKILL.md", Rule.DUPLICATE_KEY, Severity.ERROR);
        var sarif = render(new CheckResult(dir, 1, List.of(same, same)));

        var fingerprints = new HashSet<String>();
        sarif.at("/runs/0/results").forEach(r -> fingerprints.add(r.at("/partialFingerprints").toString()));

        assertThat(fingerprints).hasSize(2);
    }

    @Test
    void cleanCatalogHasAnEmptyRunWithNoRules() throws Exception {
        var sarif = render(new CheckResult(dir, 1, List.of()));

        assertThat(sarif.at("/runs/0/results").isArray()).isTrue();
        assertThat(sarif.at("/runs/0/results")).isEmpty();
        assertThat(sarif.at("/runs/0/tool/driver/rules")).isEmpty();
    }

    @Test
    void urisArePercentEncodedWhereNeeded() {
        assertThat(SarifReport.uri("skills/a-b_c.d~e/SKILL.md")).isEqualTo("skills/a-b_c.d~e/SKILL.md");
        assertThat(SarifReport.uri("skills/my skill/SKILL.md")).isEqualTo("skills/my%20skill/SKILL.md");
        assertThat(SarifReport.uri("a:b/#1?%.md")).isEqualTo("a%3Ab/%231%3F%25.md");
        assertThat(SarifReport.uri("skills/é/SKILL.md")).isEqualTo("skills/%C3%A9/SKILL.md");
    }

    @Test
    void namesAndTitlesComeFromTheRuleId() {
        assertThat(SarifRules.pascalCase("mcp-json-syntax")).isEqualTo("McpJsonSyntax");
        assertThat(SarifRules.title("mcp-json-syntax")).isEqualTo("MCP JSON syntax");
        assertThat(SarifRules.title("name-format")).isEqualTo("Name format");
    }

    private static void assertRulesMatchResults(JsonNode runNode) {
        var rules = runNode.at("/tool/driver/rules");
        var ids = new HashSet<String>();
        rules.forEach(r -> ids.add(r.get("id").asText()));
        assertThat(ids).as("rule ids are unique").hasSize(rules.size());
        var used = new HashSet<String>();
        for (var result : runNode.get("results")) {
            var ruleId = result.get("ruleId").asText();
            int index = result.get("ruleIndex").asInt();
            assertThat(index).isBetween(0, rules.size() - 1);
            assertThat(rules.get(index).get("id").asText()).isEqualTo(ruleId);
            used.add(ruleId);
        }
        assertThat(ids).as("every listed rule appears in the results").isEqualTo(used);
    }

    private static String uri(JsonNode result) {
        return result.at("/locations/0/physicalLocation/artifactLocation/uri").asText();
    }

    private JsonNode render(CheckResult result) throws Exception {
        var out = new StringWriter();
        try (var writer = new PrintWriter(out)) {
            new SarifReport("1.2.3").write(result, writer);
        }
        return MAPPER.readTree(out.toString());
    }
}
