package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.graph.GraphView;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio graph PATH [--format json|dot]}: the typed dependency graph of a workspace and its resolution
 * layers, every edge with its status and the cross-file diagnostics written on it ({@link GraphJson},
 * {@link GraphDot}).
 *
 * <p>Exit code {@link ExitCodes#OK} whenever the graph was printed, whatever it holds (use {@code check} or
 * {@code resolve} to fail a build); {@link ExitCodes#USAGE} when the folder cannot be read.
 */
@Command(name = "graph",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        description = "Prints the dependency graph of PATH: nodes, typed edges with their status, and the cross-file "
                + "diagnostics on each edge.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the graph was printed",
            "2:bad arguments, or PATH is missing, not a folder or unreadable"})
public final class GraphCommand implements Callable<Integer> {

    /** The {@code --format} values of {@code graph}. */
    enum Format {
        JSON, DOT;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Parameters(index = "0", paramLabel = "PATH", description = "The catalog or workspace folder.")
    private Path path;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "json",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Format format;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var cli = spec.commandLine();
        var view = GraphView.of(Workspaces.open(path, cli));
        if (format == Format.DOT) {
            GraphDot.write(view, cli.getOut());
        } else {
            GraphJson.write(view, cli.getOut());
        }
        cli.getOut().flush();
        return ExitCodes.OK;
    }
}
