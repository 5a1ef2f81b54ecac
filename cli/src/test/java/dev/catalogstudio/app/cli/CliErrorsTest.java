package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Help.Ansi;

/** Failures while a command runs become one line and exit code 2, never a stack trace. */
class CliErrorsTest {

    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    @Test
    void internalFailureIsOneLineNamingTheException() throws Exception {
        int code = handle(new IllegalStateException("boom\n  at the second line"));

        assertThat(code).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).isEqualTo(
                "catalog-studio: internal error (IllegalStateException: boom at the second line); please report it"
                        + System.lineSeparator());
    }

    @Test
    void ioFailureIsItsMessage() throws Exception {
        int code = handle(new IOException("/x: Permission denied"));

        assertThat(code).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString().strip()).isEqualTo("catalog-studio: /x: Permission denied");
    }

    @Test
    void checkFailureIsItsMessage() throws Exception {
        handle(new CheckFailure("no such folder: x"));

        assertThat(err.toString().strip()).isEqualTo("catalog-studio: no such folder: x");
        assertThat(out.toString()).isEmpty();
    }

    /** Calls the handler the way picocli does, on the real command line. */
    private int handle(Exception e) throws Exception {
        var commandLine = Main.commandLine(new PrintWriter(out), new PrintWriter(err), Ansi.OFF);
        return commandLine.getExecutionExceptionHandler().handleExecutionException(e, commandLine, null);
    }
}
