package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.hosts.Hosts;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio check PATH [--format text|json|sarif] [--severity error|warning|info]}: checks every file
 * under a folder with the model's {@link CatalogChecker} and reports the diagnostics on standard output.
 *
 * <p>Exit code {@link ExitCodes#OK} when nothing is an error, {@link ExitCodes#ERRORS} when something is (whatever
 * {@code --severity} hides, errors are always shown), {@link ExitCodes#USAGE} when the check could not run.
 */
@Command(name = "check",
        description = "Checks every agent, skill, metaskill, MCP config and 3md agent under PATH.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:no errors (warnings and infos may remain)",
            "1:at least one error",
            "2:bad arguments, or PATH is missing, not a folder or unreadable"})
public final class CheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "PATH", description = "The catalog or workspace folder to check.")
    private Path path;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            converter = OutputFormat.Converter.class, completionCandidates = OutputFormat.Converter.class,
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private OutputFormat format;

    @Option(names = "--severity", paramLabel = "LEVEL", defaultValue = "info",
            converter = SeverityConverter.class, completionCandidates = SeverityConverter.class,
            description = "Report diagnostics of at least this severity: ${COMPLETION-CANDIDATES} "
                    + "(default: ${DEFAULT-VALUE}).")
    private Severity minimum;

    @Option(names = "--host", paramLabel = "NAME",
            description = "Check for this host (repeatable): claude-code, codex, copilot, cursor, gemini, agent-skills. "
                    + "Default: catalog-studio.yaml's hosts, else inferred from the folders (.claude/, .codex/ …).")
    private List<String> hosts = new ArrayList<>();

    @Option(names = {"-v", "--verbose"}, description = "Also print, on standard error, the hosts checked for and why.")
    private boolean verbose;

    @Spec
    private CommandSpec spec;

    private final Checker checker;

    /** The command as picocli creates it: checks with the model's {@link CatalogChecker}. */
    public CheckCommand() {
        this(new CatalogChecker()::check);
    }

    /** The command checking with {@code checker} instead (tests give it fixed results). */
    CheckCommand(Checker checker) {
        this.checker = checker;
    }

    /** What {@link CatalogChecker#check} does: check a readable folder, reporting progress. */
    @FunctionalInterface
    interface Checker {
        CheckResult check(Path root, ProgressListener progress, List<String> hosts) throws IOException;
    }

    @Override
    public Integer call() {
        var root = WorkspaceArgument.readableFolder(path);
        var cli = spec.commandLine();
        for (String host : hosts) {
            if (!Hosts.NAMES.contains(host)) {
                throw new CommandLine.ParameterException(cli, "--host: '" + TerminalText.safe(host) + "' is not a "
                        + "host; the hosts are " + String.join(", ", Hosts.NAMES) + ".");
            }
        }
        CheckResult result;
        try (var progress = Progress.onStandardError(cli.getErr())) {
            result = checker.check(root, progress, List.copyOf(hosts));
        } catch (IOException e) {
            throw new CheckFailure("cannot read " + path + ": " + describe(e));
        }
        if (verbose && !result.hosts().isEmpty()) {
            cli.getErr().println("hosts: " + TerminalText.safe(result.hosts()));
            cli.getErr().flush();
        }
        format.report(cli.getColorScheme().ansi()).write(atLeast(result, minimum), cli.getOut());
        cli.getOut().flush();
        return result.hasErrors() ? ExitCodes.ERRORS : ExitCodes.OK;
    }

    /**
     * {@code result} keeping only the diagnostics of at least {@code minimum} severity (same root and file count).
     */
    static CheckResult atLeast(CheckResult result, Severity minimum) {
        var kept = result.diagnostics().stream()
                .filter(d -> d.diagnostic().severity().atLeast(minimum))
                .collect(Collectors.<FileDiagnostic>toList());
        return new CheckResult(result.root(), result.fileCount(), kept, result.hosts());
    }

    private static String describe(IOException e) {
        var message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
