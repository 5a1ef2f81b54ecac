package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.CheckCommandTest.diagnostic;
import static dev.catalogstudio.app.cli.Cli.BROKEN_YAML;
import static dev.catalogstudio.app.cli.Cli.CLEAN_SKILL;
import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Help.Ansi;

/** The {@code text} format: {@code path:line:col: severity code: message}, grouped by file, then a summary. */
class TextReportTest {

    private static final String LINE = "(?<path>[^:]+):(?<line>\\d+):(?<col>\\d+): (?<sev>error|warning|info) "
            + "(?<code>[a-z0-9-]+): (?<msg>.+)";

    @TempDir
    Path dir;

    @Test
    void brokenYamlIsOneLinePerDiagnosticThenTheSummary() {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);
        write(dir, "skills/y/SKILL.md", CLEAN_SKILL.replace("name: x", "name: y"));

        var lines = run("check", dir.toString()).outLines();

        assertThat(lines).anyMatch(l -> l.matches("skills/x/SKILL\\.md:\\d+:\\d+: error yaml-syntax: .+"));
        assertThat(lines).filteredOn(l -> !l.isEmpty() && !l.contains(" checked: ")).allMatch(l -> l.matches(LINE));
        assertThat(lines.get(lines.size() - 1))
                .matches("2 files checked: [1-9]\\d* errors?, \\d+ warnings?, \\d+ info");
    }

    @Test
    void aBlankLineSeparatesFiles() {
        write(dir, "skills/a/SKILL.md", BROKEN_YAML);
        write(dir, "skills/b/SKILL.md", BROKEN_YAML);

        var lines = run("check", dir.toString()).outLines();

        var a = lines.indexOf(lines.stream().filter(l -> l.startsWith("skills/a/")).reduce((x, y) -> y).orElseThrow());
        assertThat(lines.get(a + 1)).isEmpty();
        assertThat(lines.get(a + 2)).startsWith("skills/b/SKILL.md:");
        assertThat(lines).filteredOn(String::isEmpty).hasSize(2);
    }

    @Test
    void cleanCatalogPrintsOnlyTheSummary() {
        write(dir, "skills/x/SKILL.md", CLEAN_SKILL);

        var run = run("check", dir.toString(), "--severity", "error");

        assertThat(run.outLines()).containsExactly("1 file checked: 0 errors, 0 warnings, 0 info");
    }

    @Test
    void summaryCountsEachSeverityWithPlurals() {
        var result = new CheckResult(dir, 12, List.of(
                diagnostic("a/SKILL.md", Rule.YAML_SYNTAX, Severity.ERROR),
                diagnostic("a/SKILL.md", Rule.DUPLICATE_KEY, Severity.ERROR),
                diagnostic("a/SKILL.md", Rule.BODY_TOO_LONG, Severity.WARNING),
                diagnostic("b/SKILL.md", Rule.FIELD_UNKNOWN, Severity.INFO)));

        assertThat(TextReport.summary(result)).isEqualTo("12 files checked: 2 errors, 1 warning, 1 info");
    }

    @Test
    void plainOutputHasNoEscapesAndFoldsMultiLineMessages() {
        var d = diagnostic("a b/SKILL.md", Rule.YAML_SYNTAX, Severity.ERROR).diagnostic();
        var multiLine = new FileDiagnostic("a b/SKILL.md", new Diagnostic(d.rule(), d.severity(), d.range(),
                "first line\n  second line", List.of()));

        var out = render(Ansi.OFF, new CheckResult(dir, 1, List.of(multiLine)));

        assertThat(out).isEqualTo("a b/SKILL.md:2:3: error yaml-syntax: first line second line\n\n"
                + "1 file checked: 1 error, 0 warnings, 0 info\n");
    }

    @Test
    void coloursPathBoldSeverityByLevelAndCodeFaint() {
        var result = new CheckResult(dir, 1, List.of(
                diagnostic("a/SKILL.md", Rule.YAML_SYNTAX, Severity.ERROR),
                diagnostic("a/SKILL.md", Rule.BODY_TOO_LONG, Severity.WARNING),
                diagnostic("a/SKILL.md", Rule.FIELD_UNKNOWN, Severity.INFO)));

        var lines = render(Ansi.ON, result).lines().toList();

        assertThat(lines.get(0)).isEqualTo("\u001b[1ma/SKILL.md\u001b[22m:2:3: \u001b[31merror\u001b[39m "
                + "\u001b[2myaml-syntax\u001b[22m: yaml-syntax here");
        assertThat(lines.get(1)).contains("\u001b[33mwarning\u001b[39m");
        assertThat(lines.get(2)).contains("\u001b[36minfo\u001b[39m");
        assertThat(lines.get(4)).doesNotContain("\u001b");
    }

    private static String render(Ansi ansi, CheckResult result) {
        var out = new StringWriter();
        try (var writer = new PrintWriter(out)) {
            new TextReport(ansi).write(result, writer);
        }
        return out.toString().replace("\r\n", "\n");
    }
}
