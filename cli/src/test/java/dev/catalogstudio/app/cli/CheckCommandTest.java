package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.BROKEN_YAML;
import static dev.catalogstudio.app.cli.Cli.CLEAN_SKILL;
import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/** {@code catalog-studio check}: exit codes, failures on standard error, {@code --severity}. */
class CheckCommandTest {

    @TempDir
    Path dir;

    @Test
    void cleanCatalogExitsZeroAndPrintsNothingOnStandardError() {
        write(dir, "skills/x/SKILL.md", CLEAN_SKILL);

        var run = run("check", dir.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.err()).as("no progress line when standard error is not a terminal").isEmpty();
        assertThat(run.out()).doesNotContain(" error ");
    }

    @Test
    void catalogWithErrorsExitsOne() {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);

        var run = run("check", dir.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("skills/x/SKILL.md:").contains(" error yaml-syntax: ");
    }

    @Test
    void everyFormatExitsOneOnErrors() {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);

        for (var format : List.of("text", "json", "sarif", "SARIF")) {
            assertThat(run("check", dir.toString(), "--format", format).exitCode()).as(format).isEqualTo(1);
        }
    }

    @Test
    void missingFolderIsAOneLineFailure() {
        var missing = dir.resolve("nope").toString();

        var run = run("check", missing);

        assertOneLineFailure(run, "no such folder: " + missing);
    }

    @Test
    void fileInsteadOfFolderIsAOneLineFailure() {
        var file = write(dir, "SKILL.md", CLEAN_SKILL).toString();

        var run = run("check", file);

        assertOneLineFailure(run, "not a folder: " + file);
    }

    @Test
    void badFormatIsAOneLineUsageError() {
        var run = run("check", dir.toString(), "--format", "xml");

        assertOneLineFailure(run, "'--format'");
        assertThat(run.err()).contains("text, json, sarif").contains("'xml'");
    }

    @Test
    void badSeverityIsAOneLineUsageError() {
        var run = run("check", dir.toString(), "--severity", "loud");

        assertOneLineFailure(run, "'--severity'");
        assertThat(run.err()).contains("error, warning, info");
    }

    @Test
    void missingPathAndUnknownOptionAreOneLineUsageErrors() {
        assertOneLineFailure(run("check"), "PATH");
        assertOneLineFailure(run("check", dir.toString(), "--colour"), "--colour");
        assertOneLineFailure(run("chek", dir.toString()), "chek");
    }

    @Test
    void severityErrorKeepsOnlyErrorLinesAndTheExitCode() {
        write(dir, "skills/x/SKILL.md", BROKEN_YAML);
        write(dir, "skills/y/SKILL.md", "---\nname: y\nunknown-field: 1\ndescription: Does y.\n---\nBody\n");

        var all = run("check", dir.toString());
        var errors = run("check", dir.toString(), "--severity", "error");

        assertThat(errors.exitCode()).isEqualTo(all.exitCode()).isEqualTo(ExitCodes.ERRORS);
        var diagnosticLines = errors.outLines().stream().filter(l -> l.contains(".md:")).toList();
        assertThat(diagnosticLines).isNotEmpty().allMatch(l -> l.matches("[^:]+:\\d+:\\d+: error .*"));
        assertThat(diagnosticLines).containsExactlyElementsOf(
                all.outLines().stream().filter(l -> l.matches("[^:]+:\\d+:\\d+: error .*")).toList());
        assertThat(errors.out()).contains(" 0 warnings, 0 info");
    }

    @Test
    void atLeastFiltersBySeverityAndKeepsRootAndFileCount() {
        var result = new CheckResult(dir, 7, List.of(
                diagnostic("a/SKILL.md", Rule.YAML_SYNTAX, Severity.ERROR),
                diagnostic("a/SKILL.md", Rule.BODY_TOO_LONG, Severity.WARNING),
                diagnostic("b/SKILL.md", Rule.FIELD_UNKNOWN, Severity.INFO)));

        assertThat(CheckCommand.atLeast(result, Severity.INFO)).isEqualTo(result);
        assertThat(CheckCommand.atLeast(result, Severity.WARNING).diagnostics())
                .extracting(fd -> fd.diagnostic().severity()).containsExactly(Severity.ERROR, Severity.WARNING);
        var errors = CheckCommand.atLeast(result, Severity.ERROR);
        assertThat(errors.diagnostics()).extracting(FileDiagnostic::path).containsExactly("a/SKILL.md");
        assertThat(errors.root()).isEqualTo(dir);
        assertThat(errors.fileCount()).isEqualTo(7);
    }

    @Test
    void severityOptionFiltersWhatIsReportedButNotTheExitCode() {
        var result = new CheckResult(dir, 2, List.of(
                diagnostic("a/SKILL.md", Rule.YAML_SYNTAX, Severity.ERROR),
                diagnostic("a/SKILL.md", Rule.BODY_TOO_LONG, Severity.WARNING),
                diagnostic("b/SKILL.md", Rule.FIELD_UNKNOWN, Severity.INFO)));

        assertThat(withFixedResult(result, "--severity", "info").out())
                .contains(" error ", " warning ", " info ").endsWith("1 error, 1 warning, 1 info\n");
        assertThat(withFixedResult(result, "--severity", "warning").out())
                .contains(" error ", " warning ").doesNotContain(" info ").endsWith("1 error, 1 warning, 0 info\n");
        var errors = withFixedResult(result, "--severity", "ERROR");
        assertThat(errors.out()).contains(" error ").doesNotContain(" warning ", " info ")
                .endsWith("2 files checked: 1 error, 0 warnings, 0 info\n");
        assertThat(errors.exitCode()).isEqualTo(ExitCodes.ERRORS);
    }

    @Test
    void warningsAndInfosAloneExitZero() {
        var result = new CheckResult(dir, 1, List.of(
                diagnostic("a/SKILL.md", Rule.BODY_TOO_LONG, Severity.WARNING),
                diagnostic("a/SKILL.md", Rule.FIELD_UNKNOWN, Severity.INFO)));

        assertThat(withFixedResult(result).exitCode()).isEqualTo(ExitCodes.OK);
    }

    /** Runs {@code check dir args} on a command whose checker returns {@code result}. */
    private Cli.Run withFixedResult(CheckResult result, String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        var cli = new CommandLine(new CheckCommand((root, progress, hosts) -> result));
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        cli.setColorScheme(CommandLine.Help.defaultColorScheme(Ansi.OFF));
        var all = new ArrayList<String>(List.of(dir.toString()));
        all.addAll(List.of(args));
        int code = cli.execute(all.toArray(String[]::new));
        return new Cli.Run(code, out.toString(), err.toString());
    }

    static FileDiagnostic diagnostic(String path, Rule rule, Severity severity) {
        var range = new Range(new Position(2, 3, 6), new Position(2, 9, 12));
        return new FileDiagnostic(path, new Diagnostic(rule, severity, range, rule.id() + " here", List.of()));
    }

    private static void assertOneLineFailure(Cli.Run run, String reasonPart) {
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith(CliErrors.PREFIX).endsWith("\n").contains(reasonPart);
        assertThat(run.err().strip()).doesNotContain("\n");
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }
}
