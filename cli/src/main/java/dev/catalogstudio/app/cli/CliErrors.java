package dev.catalogstudio.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns every failure into exactly one line {@code catalog-studio: <reason>} on the command's error writer and exit
 * code {@link ExitCodes#USAGE}: never a stack trace, never exit code 1 (which means "the catalog has errors").
 */
public final class CliErrors {

    /** The prefix of every failure line. */
    public static final String PREFIX = "catalog-studio: ";

    private CliErrors() {
    }

    /** A picocli {@link CommandLine.IParameterExceptionHandler}: bad options, missing or unmatched arguments. */
    public static int handleParameterException(ParameterException e, String[] args) {
        return usageError(e.getCommandLine(), e.getMessage());
    }

    /** A picocli {@link CommandLine.IExecutionExceptionHandler}: failures while a command runs. */
    public static int handleExecutionException(Exception e, CommandLine cli, ParseResult parsed) {
        if (e instanceof ParameterException) {
            return usageError(((ParameterException) e).getCommandLine(), e.getMessage());
        }
        if (e instanceof CheckFailure || e instanceof IOException || e instanceof UncheckedIOException) {
            return fail(cli, e.getMessage());
        }
        return fail(cli, "internal error (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                + "); please report it");
    }

    private static int usageError(CommandLine cli, String message) {
        return fail(cli, message + " (see '" + cli.getCommandSpec().qualifiedName() + " --help')");
    }

    private static int fail(CommandLine cli, String message) {
        var err = cli.getErr();
        err.println(PREFIX + oneLine(message));
        err.flush();
        return ExitCodes.USAGE;
    }

    /**
     * {@code message} with line breaks and runs of white space folded to single spaces, and every other control
     * character escaped ({@link TerminalText}).
     */
    static String oneLine(String message) {
        return message == null ? "unknown failure" : TerminalText.safe(message.strip().replaceAll("[ \\t\\n\\r\\f]+", " "));
    }
}
