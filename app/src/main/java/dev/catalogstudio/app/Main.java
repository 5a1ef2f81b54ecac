package dev.catalogstudio.app;

import dev.catalogstudio.app.cli.CheckCommand;
import dev.catalogstudio.app.cli.CliErrors;
import dev.catalogstudio.app.cli.CommandCommand;
import dev.catalogstudio.app.cli.ExitCodes;
import dev.catalogstudio.app.cli.InspectCommand;
import dev.catalogstudio.app.cli.ManifestVersion;
import dev.catalogstudio.app.cli.RouteCommand;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * Entry point of {@code catalog-studio}. A subcommand ({@code check}, later {@code inspect}, {@code route},
 * {@code command}, {@code graph}, {@code resolve}) runs the command line, which never touches JavaFX; no argument at
 * all will open the studio.
 *
 * <p>Exit codes: {@link ExitCodes}.
 */
@Command(name = "catalog-studio",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        description = "Checks catalogs of AI agent definitions (agents, skills, metaskills, MCP configs, 3md agents).",
        subcommands = {CheckCommand.class, InspectCommand.class, RouteCommand.class, CommandCommand.class,
            dev.catalogstudio.app.cli.GenerateCommand.class,
            CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    /** Runs the command line with {@code args} and exits the JVM with its exit code. */
    public static void main(String[] args) {
        var out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        var err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(run(out, err, Ansi.AUTO, args));
    }

    /**
     * Runs the command line without exiting: what {@link #main} does, and what tests call.
     *
     * @param out  standard output (reports, help, version); flushed before returning
     * @param err  standard error (one-line failures, progress); flushed before returning
     * @param ansi whether to colour: {@link Ansi#AUTO} on a terminal, {@link Ansi#OFF} when piped or for tests
     * @param args the arguments after the program name
     * @return the exit code, see {@link ExitCodes}
     */
    public static int run(PrintWriter out, PrintWriter err, Ansi ansi, String... args) {
        try {
            if (args.length == 0) {
                // ---- THE STUDIO BRANCH ----------------------------------------------------------------
                // No argument: the JavaFX studio will start here. Until it exists, print the usage help.
                commandLine(out, err, ansi).usage(err, ansi);
                return ExitCodes.USAGE;
            }
            return commandLine(out, err, ansi).execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /**
     * The configured picocli command line: writers, colours, and the handlers that turn every failure into one
     * {@code catalog-studio: <reason>} line on {@code err}.
     */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err, Ansi ansi) {
        var cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setColorScheme(CommandLine.Help.defaultColorScheme(ansi));
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setParameterExceptionHandler(CliErrors::handleParameterException);
        cli.setExecutionExceptionHandler(CliErrors::handleExecutionException);
        return cli;
    }

    @Spec
    private CommandSpec spec;

    /** {@code catalog-studio} with options but no subcommand: a usage error. */
    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing a command, e.g. 'check PATH'");
    }
}
