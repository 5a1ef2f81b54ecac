package dev.catalogstudio.app;

import dev.catalogstudio.app.cli.CheckCommand;
import dev.catalogstudio.app.cli.CliErrors;
import dev.catalogstudio.app.cli.CommandCommand;
import dev.catalogstudio.app.cli.ExportCommand;
import dev.catalogstudio.app.cli.ExitCodes;
import dev.catalogstudio.app.cli.FetchCommand;
import dev.catalogstudio.app.cli.GenerateCommand;
import dev.catalogstudio.app.cli.GraphCommand;
import dev.catalogstudio.app.cli.ExplainCommand;
import dev.catalogstudio.app.cli.HostsCommand;
import dev.catalogstudio.app.cli.RulesCommand;
import dev.catalogstudio.app.cli.InspectCommand;
import dev.catalogstudio.app.cli.LspCommand;
import dev.catalogstudio.app.cli.ManifestVersion;
import dev.catalogstudio.app.cli.RenderCommand;
import dev.catalogstudio.app.cli.RunMetaskillCommand;
import dev.catalogstudio.app.cli.ResolveCommand;
import dev.catalogstudio.app.cli.ReviewCommand;
import dev.catalogstudio.app.cli.RouteCommand;
import dev.catalogstudio.app.cli.SchemaCommand;
import dev.catalogstudio.app.cli.SetCommand;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * Entry point of {@code catalog-studio}. A subcommand ({@code check}, {@code inspect}, {@code route},
 * {@code command}, {@code graph}, {@code resolve}, {@code generate}, {@code schema}, …) runs the command line, which never touches JavaFX; no argument at all opens the studio on the
 * last workspace (the first time on a copy of the bundled sample), and one folder opens the studio on it.
 *
 * <p>Exit codes: {@link ExitCodes}.
 *
 * <p>What every command shares is declared here once and inherited ({@code scope = INHERIT}): the standard help
 * options ({@code -h, --help}, {@code -V, --version}, picocli's own mixin) and the version they print. A subcommand
 * declares only its own options, so it has {@code --help} and {@code --version} once registered under this command,
 * not on its own. picocli gives the inherited help options to every subcommand but {@code help}, whose own
 * {@code -h, --help} it keeps; a mixin of ours with {@code scope = INHERIT} options would collide with that one
 * (a {@code DuplicateOptionAnnotationsException}) and add {@code --version} to {@code help}.
 */
@Command(name = "catalog-studio",
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        description = "Checks catalogs of AI agent definitions (agents, skills, metaskills, MCP configs, 3md agents).")
public final class Main implements Runnable {

    /**
     * The subcommands' names in the order {@code --help} lists them ({@link Start#SUBCOMMANDS}). They are registered in code, not in the
     * {@code @Command} annotation, so that a run of one subcommand builds only that one: picocli reads every
     * annotated option of a registered command by reflection, a third of its start-up (see
     * {@code docs/PERFORMANCE.md}, "A fresh check in CI"). {@link #subcommand} makes each: a switch, not a map of
     * constructor references (which load every command's class, and the types its methods name, when the map is
     * built; one to picocli's {@code HelpCommand}, a Java 5 class file, linked it while the archive was dumped, which
     * left it and the picocli jar's opening to every run) nor of lambdas (eighteen classes spun at every start, the
     * studio's too, before its first frame: issue 41).
     */
    static final List<String> SUBCOMMANDS = Start.SUBCOMMANDS;

    /** A new instance of the subcommand {@code name}, one of {@link #SUBCOMMANDS}. */
    static Object subcommand(String name) {
        return switch (name) {
            case "check" -> new CheckCommand();
            case "inspect" -> new InspectCommand();
            case "route" -> new RouteCommand();
            case "command" -> new CommandCommand();
            case "graph" -> new GraphCommand();
            case "resolve" -> new ResolveCommand();
            case "fetch" -> new FetchCommand();
            case "review" -> new ReviewCommand();
            case "generate" -> new GenerateCommand();
            case "set" -> new SetCommand();
            case "export" -> new ExportCommand();
            case "schema" -> new SchemaCommand();
            case "render" -> new RenderCommand();
            case "run-metaskill" -> new RunMetaskillCommand();
            case "hosts" -> new HostsCommand();
            case "rules" -> new RulesCommand();
            case "explain" -> new ExplainCommand();
            case "lsp" -> new LspCommand();
            case "help" -> new CommandLine.HelpCommand();
            default -> throw new IllegalArgumentException("no subcommand " + name);
        };
    }

    /** How many picocli command lines were built in this JVM (a work count for tests: a studio start builds none). */
    static final java.util.concurrent.atomic.AtomicInteger COMMAND_LINES_BUILT =
            new java.util.concurrent.atomic.AtomicInteger();

    private static final String OUTPUT_REFUSED = "catalog-studio: cannot write the output: standard output refused "
            + "it (a full disk, or a pipe closed early?)";

    /**
     * Runs the command line with {@code args} and exits the JVM with its exit code ({@link ExitCodes#USAGE}, with
     * one line on standard error, when standard output could not be written).
     */
    public static void main(String[] args) {
        var out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        var err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = run(out, err, Ansi.AUTO, args);
        // System.out is a PrintStream, which keeps write failures to itself: ask it too.
        if (code != ExitCodes.USAGE && System.out.checkError()) {
            err.println(OUTPUT_REFUSED);
            code = ExitCodes.USAGE;
        }
        System.exit(code);
    }

    /**
     * Runs the command line without exiting: what {@link #main} does, and what tests call.
     *
     * @param out  standard output (reports, help, version); flushed before returning
     * @param err  standard error (one-line failures, progress); flushed before returning
     * @param ansi whether to colour: {@link Ansi#AUTO} on a terminal, {@link Ansi#OFF} when piped or for tests
     * @param args the arguments after the program name
     * @return the exit code, see {@link ExitCodes}; {@link ExitCodes#USAGE} when {@code out} could not be written
     */
    public static int run(PrintWriter out, PrintWriter err, Ansi ansi, String... args) {
        try {
            if (isVersionOnly(args)) {
                // The fixed cost every CI step and editor start pays: one line from the jar's manifest, with no
                // picocli model built (reading its annotations makes six dynamic proxies, most of what is left of
                // this run's time; docs/PERFORMANCE.md, "--version"). `check --version` and the like still go
                // through picocli and print the same line, which MainTest holds.
                for (String line : new ManifestVersion().getVersion()) {
                    out.println(line);
                }
                return checkedExit(ExitCodes.OK, out, err);
            }
            if (isStudio(args)) {
                // ---- THE STUDIO BRANCH ----------------------------------------------------------------
                // No argument, or one folder: the JavaFX studio. Only this line reaches JavaFX classes. No picocli
                // model is built for it: registering every subcommand read all their options by reflection, about
                // 700 classes before the toolkit started (docs/PERFORMANCE.md, issue 41).
                return studio.start(args.length == 0 ? null : Path.of(args[0]), err);
            }
            var cli = commandLine(out, err, ansi, args);
            return checkedExit(cli.execute(args), out, err);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** {@code code}, or {@link ExitCodes#USAGE} with one line on {@code err} when {@code out} refused a write. */
    private static int checkedExit(int code, PrintWriter out, PrintWriter err) {
        if (out.checkError()) {
            // PrintWriter swallows write failures: a full disk or a closed pipe must not look like success.
            err.println(OUTPUT_REFUSED);
            return ExitCodes.USAGE;
        }
        return code;
    }

    /** Whether {@code args} are {@code --version} or {@code -V} alone. */
    private static boolean isVersionOnly(String... args) {
        return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
    }

    /** Starts the studio; replaced by tests so that they never open a window. */
    @FunctionalInterface
    interface Studio {
        int start(Path folderOrNull, PrintWriter err);
    }

    /** The studio's entry ({@link Start#startStudio}). */
    static Studio studio = Start::startStudio;

    /** Whether {@code args} ask for the studio ({@link Start#isStudio}). */
    static boolean isStudio(String... args) {
        return Start.isStudio(args);
    }

    /**
     * The configured picocli command line with every subcommand: writers, colours, and the handlers that turn
     * every failure into one {@code catalog-studio: <reason>} line on {@code err}.
     */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err, Ansi ansi) {
        return commandLine(out, err, ansi, new String[0]);
    }

    /**
     * The configured command line for {@code args}: when the first argument names a subcommand, only that
     * subcommand is registered (its parsing, help and errors are the same either way); otherwise all of them,
     * so that the top-level usage, {@code help} and the "did you mean" of an unknown name see every one.
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, Ansi ansi, String[] args) {
        COMMAND_LINES_BUILT.incrementAndGet();
        // Groovy closures in annotations are not used here; without this picocli looks for Groovy's Closure class,
        // a search of every jar on the class path that finds nothing: a tenth of an empty check's time.
        System.setProperty("picocli.disable.closures", "true");
        // No option is a date, a time or a JDBC type: without this picocli registers a converter for each, which
        // initialises 80 java.time and java.sql classes (time zones, formatters) in every run, most of its start-up.
        System.setProperty("picocli.converters.excludes", "java\\.time\\..*,java\\.sql\\..*");
        var cli = new CommandLine(new Main());
        boolean one = args.length > 0 && SUBCOMMANDS.contains(args[0]) && !args[0].equals("help");
        // `--version` alone prints one line that names no subcommand: registering them would read every command's
        // options by reflection (and load the classes their fields name, Jackson's tree among them), two thirds of
        // its time.
        boolean versionOnly = isVersionOnly(args);
        for (String name : SUBCOMMANDS) {
            if (!versionOnly && (!one || name.equals(args[0]))) {
                cli.addSubcommand(name, subcommand(name));
            }
        }
        cli.setOut(out);
        cli.setErr(err);
        cli.setColorScheme(CommandLine.Help.defaultColorScheme(ansi));
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        // Classes, not method references: a lambda of one of picocli's (Java 5) interfaces is linked while the
        // class-data-sharing archive is dumped, which keeps the interface out of the archive.
        cli.setParameterExceptionHandler(new CommandLine.IParameterExceptionHandler() {
            @Override
            public int handleParseException(CommandLine.ParameterException e, String[] arguments) {
                return CliErrors.handleParameterException(e, arguments);
            }
        });
        cli.setExecutionExceptionHandler(new CommandLine.IExecutionExceptionHandler() {
            @Override
            public int handleExecutionException(Exception e, CommandLine command, CommandLine.ParseResult parsed) {
                return CliErrors.handleExecutionException(e, command, parsed);
            }
        });
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
