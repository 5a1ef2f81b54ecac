package dev.catalogstudio.app;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.cli.CliErrors;
import dev.catalogstudio.app.cli.ExitCodes;
import org.junit.jupiter.api.Test;

/** The top command: no arguments, help, version, unknown commands. */
class MainTest {

    @Test
    void noArgumentsPrintsUsageOnStandardErrorAndExitsTwo() {
        var run = run();

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("Usage: catalog-studio").contains("check");
    }

    @Test
    void helpPrintsUsageAndExitsZero() {
        var run = run("--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Usage: catalog-studio").contains("check");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void checkHelpListsFormatsSeveritiesAndExitCodes() {
        var out = run("check", "--help").out().replaceAll("\\s+", " ");

        assertThat(out).contains("text, json, sarif").contains("error, warning, info").contains("Exit codes:");
    }

    @Test
    void versionPrintsTheProgramAndItsVersion() {
        var run = run("--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).matches("catalog-studio \\S+\\n");
    }

    @Test
    void unknownCommandIsAOneLineUsageError() {
        var run = run("lint", ".");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith(CliErrors.PREFIX).contains("lint");
        assertThat(run.err().strip()).doesNotContain("\n");
    }
}
