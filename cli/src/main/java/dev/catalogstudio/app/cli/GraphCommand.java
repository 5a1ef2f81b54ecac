package dev.catalogstudio.app.cli;

import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.PngWriter;
import dev.catalogstudio.app.render.SceneInput;
import dev.catalogstudio.app.render.SceneLayout;
import dev.catalogstudio.app.render.SceneMapper;
import dev.catalogstudio.app.render.SvgWriter;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.graph.Neighbourhood;
import dev.catalogstudio.model.graph.Overview;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.text.ToolFileWriter;
import dev.catalogstudio.model.workspace.Snapshot;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code catalog-studio graph PATH [--format json|dot|svg|png] [--focus ENTRY] [--depth N] [--theme light|dark]
 * [--output FILE]}: the typed dependency graph of a workspace and its resolution layers, every edge with its status and
 * the cross-file diagnostics written on it ({@link GraphJson}, {@link GraphDot}); or the picture the studio's graph
 * pane draws of it ({@code svg}, {@code png}: the same {@link SceneMapper} mapping, ELK layout and palette), centred on
 * ENTRY with N levels of dependencies and dependents, or the grouped overview of the whole workspace without ENTRY.
 *
 * <p>Exit code {@link ExitCodes#OK} whenever the graph was printed, whatever it holds (use {@code check} or
 * {@code resolve} to fail a build); {@link ExitCodes#USAGE} when the folder cannot be read.
 */
@Command(name = "graph",
        description = "Prints the dependency graph of PATH: nodes, typed edges with their status, and the cross-file "
                + "diagnostics on each edge (json, dot); or draws it as the studio's graph pane does (svg, png), "
                + "around --focus ENTRY or as the grouped overview.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the graph was printed or drawn",
            "2:bad arguments, PATH is missing, not a folder or unreadable, ENTRY unknown, or FILE unwritable"})
public final class GraphCommand implements Callable<Integer> {

    /** The {@code --format} values of {@code graph}. */
    enum Format {
        JSON, DOT, SVG, PNG;

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

    @Option(names = "--focus", paramLabel = "ENTRY",
            description = "svg/png: centre on this entry: a node id (agents/ops/AGENTS.md), an entry folder "
                    + "(agents/ops) or an FQN (acme/ops). Without it: the overview, grouped by folder and kind.")
    private String focus;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "1",
            description = "svg/png with --focus: levels of dependencies and dependents shown, or 'all' "
                    + "(default: ${DEFAULT-VALUE}).")
    private String depth;

    @Option(names = "--theme", paramLabel = "THEME", defaultValue = "light",
            description = "svg/png: light or dark (default: ${DEFAULT-VALUE}).")
    private String theme;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Write to FILE instead of standard output (required for png).")
    private Path output;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        var cli = spec.commandLine();
        int levels = levels();
        if (!theme.equals("light") && !theme.equals("dark")) {
            throw new ParameterException(cli, "--theme must be light or dark, not '" + TerminalText.safe(theme)
                    + "'");
        }
        if (format == Format.PNG && output == null) {
            throw new ParameterException(cli, "--format png needs --output FILE (a picture is not written to a "
                    + "terminal)");
        }
        var snapshot = WorkspaceArgument.open(path, cli);
        var view = GraphView.of(snapshot);
        if (format == Format.SVG || format == Format.PNG) {
            // Laid out as the pane lays it out at the studio's default window size, so it is the pane's picture.
            var scene = new SceneLayout().layoutToFit(input(view, snapshot, levels, cli), null,
                    SceneLayout.DEFAULT_VIEW_WIDTH, SceneLayout.DEFAULT_VIEW_HEIGHT);
            var palette = theme.equals("dark") ? Palette.dark() : Palette.light();
            if (format == Format.PNG) {
                var png = new java.io.ByteArrayOutputStream();
                PngWriter.write(scene, palette, 2.0, png);
                writeOutput(png.toByteArray());
            } else if (output != null) {
                writeOutput(SvgWriter.write(scene, palette).getBytes(StandardCharsets.UTF_8));
            } else {
                cli.getOut().print(SvgWriter.write(scene, palette));
            }
        } else {
            var text = new java.io.StringWriter();
            var out = output == null ? cli.getOut() : new PrintWriter(text);
            if (format == Format.DOT) {
                GraphDot.write(view, out);
            } else {
                GraphJson.write(view, out);
            }
            if (output != null) {
                out.flush();
                writeOutput(text.toString().getBytes(StandardCharsets.UTF_8));
            }
        }
        cli.getOut().flush();
        return ExitCodes.OK;
    }

    /** The scene the pane would draw: the focus view of ENTRY, or the overview; fetched entries marked remote. */
    private SceneInput input(GraphView view, Snapshot snapshot, int levels, CommandLine cli) {
        var remote = remoteNodes(snapshot);
        if (focus == null) {
            // What the pane opens with: node by node for a small workspace, else at most a dozen groups.
            return SceneMapper.overview(view, Overview.of(view, GraphFilter.ALL, Set.of()), GraphFilter.ALL,
                    id -> remote.contains(id) ? EnumSet.of(Mark.REMOTE) : SceneMapper.none(id));
        }
        var entry = Entries.find(snapshot.graph(), snapshot.root(), path.toString(), focus);
        var shown = Neighbourhood.of(view, List.of(entry.id()), levels, GraphFilter.ALL);
        return SceneMapper.focus(view, shown, id -> {
            var marks = EnumSet.noneOf(Mark.class);
            if (id.equals(entry.id())) {
                marks.add(Mark.FOCUS);
            }
            if (remote.contains(id)) {
                marks.add(Mark.REMOTE);
            }
            return marks;
        });
    }

    /**
     * The nodes of fetched layers (docs/DEPENDENCIES.md § Dependencies across catalogs): those whose layer's folder is a snapshot in
     * the origin cache, drawn with the studio's remote badge.
     */
    static Set<String> remoteNodes(Snapshot snapshot) {
        var cache = OriginCache.current().folder();
        var fetched = new java.util.HashSet<String>();
        for (var layer : snapshot.layers().layers()) {
            if (layer.folder().startsWith(cache)) {
                fetched.add(layer.id());
            }
        }
        var out = new java.util.HashSet<String>();
        if (!fetched.isEmpty()) {
            snapshot.graph().nodes().values().forEach(n -> {
                if (fetched.contains(n.layer())) {
                    out.add(n.id());
                }
            });
        }
        return out;
    }

    private int levels() {
        if (depth.equals("all")) {
            return Integer.MAX_VALUE;
        }
        try {
            int n = Integer.parseInt(depth);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ParameterException(spec.commandLine(), "--depth must be a number of levels (0 or more) or 'all', "
                + "not '" + TerminalText.safe(depth) + "'");
    }

    /**
     * Writes {@code --output} as the tool writes its own files ({@link ToolFileWriter}): atomically, never through a
     * symbolic link and never over a folder, pipe or device.
     */
    private void writeOutput(byte[] bytes) throws IOException {
        Path absolute = output.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        try {
            ToolFileWriter.write(folder, absolute.getFileName().toString(), bytes);
        } catch (ToolFileWriter.Refused e) {
            throw new CheckFailure("cannot write " + output + ": " + e.getMessage());
        }
    }
}
