package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.InstallOrder;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio resolve PATH ENTRY [--format text|json]}: the install order of one entry (metaagents.md §
 * Resolution Rules: dependencies depth-first and topologically, each once, the entry last), or the cycle and missing
 * references that stop it. ENTRY is a node id, an entry folder or an FQN ({@link Entries}).
 *
 * <p>Text: one line per node, {@code 1. skill acme/k8s-triage  skills/k8s-triage/SKILL.md} (kind, FQN or path, node
 * id); when resolution stops, {@code cycle: a → b → a} and {@code missing: <written> at path:line:col} lines instead.
 * JSON: {@code {"root", "entry": {node}, "complete", "order": [{node}], "cycle": [ids], "missing": [{"from",
 * "written", "path", "line", "column", "reason"}]}}.
 */
@Command(name = "resolve",
        description = "Prints the install order of ENTRY in PATH, dependencies first, or the cycle or missing "
                + "dependencies that stop it. ENTRY is a node id (agents/ops/AGENTS.md), an entry folder (agents/ops) "
                + "or an FQN (acme/ops).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ENTRY resolves: the install order was printed",
            "1:a cycle or a missing dependency stops resolution",
            "2:bad arguments, PATH unreadable, or ENTRY unknown or ambiguous"})
public final class ResolveCommand implements Callable<Integer> {

    /** The {@code --format} values of {@code resolve}. */
    enum Format {
        TEXT, JSON;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Parameters(index = "0", paramLabel = "PATH", description = "The catalog or workspace folder.")
    private Path path;

    @Parameters(index = "1", paramLabel = "ENTRY",
            description = "A node id (agents/ops/AGENTS.md), an entry folder (agents/ops) or an FQN (acme/ops).")
    private String entry;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Format format;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var cli = spec.commandLine();
        var snapshot = WorkspaceArgument.open(path, cli);
        var graph = snapshot.graph();
        var node = Entries.find(graph, snapshot.root(), path.toString(), entry);
        var order = graph.installOrder(node.id());
        var out = cli.getOut();
        if (format == Format.JSON) {
            json(snapshot.root(), graph, node, order, out);
        } else {
            text(graph, order, out);
        }
        out.flush();
        return order.complete() ? ExitCodes.OK : ExitCodes.ERRORS;
    }

    private static void text(DependencyGraph graph, InstallOrder order, PrintWriter out) {
        if (order.complete()) {
            int n = 0;
            for (var node : order.order()) {
                out.println(++n + ". " + node.kind().label() + " " + TerminalText.safe(name(node)) + "  "
                        + TerminalText.safe(node.id()));
            }
            return;
        }
        if (!order.cycle().isEmpty()) {
            out.println("cycle: " + TerminalText.safe(order.cycle().stream().map(id -> graph.node(id)
                    .map(ResolveCommand::name).orElse(id)).collect(Collectors.joining(" → "))));
        }
        for (var edge : order.missing()) {
            out.println((edge.invalid() ? "invalid: " : "missing: ") + TerminalText.safe(edge.written()) + " at "
                    + TerminalText.safe(where(graph, edge) + (edge.invalid() ? " (not an origin: write "
                    + "https://github.com/<owner>/<repo>/tree/<ref>[/path] or file:<absolute-path>)"
                    : edge.unresolved() != null ? " (" + edge.unresolved() + ")" : "")));
        }
    }

    private static void json(Path root, DependencyGraph graph, Node entry, InstallOrder order, PrintWriter out) {
        var json = JsonOutput.object();
        json.put("root", root.toString());
        GraphJson.node(json.putObject("entry"), entry);
        json.put("complete", order.complete());
        var nodes = json.putArray("order");
        order.order().forEach(n -> GraphJson.node(nodes.addObject(), n));
        var cycle = json.putArray("cycle");
        order.cycle().forEach(cycle::add);
        var missing = json.putArray("missing");
        for (var edge : order.missing()) {
            var m = missing.addObject();
            m.put("from", edge.from());
            m.put("kind", edge.kind().label());
            m.put("written", edge.written());
            m.put("path", edge.path());
            m.put("line", edge.range().start().line());
            m.put("column", edge.range().start().column());
            m.put("reason", edge.invalid() ? "not an origin" : edge.unresolved() != null ? edge.unresolved()
                    : "nothing is at " + edge.target().substring(edge.target().indexOf(':') + 1));
        }
        JsonOutput.print(json, out);
    }

    /** {@code path:line:col} of a reference, the path prefixed with its layer outside the workspace. */
    private static String where(DependencyGraph graph, Edge edge) {
        String layer = graph.node(edge.from()).map(Node::layer).orElse(Layer.WORKSPACE);
        String path = layer.equals(Layer.WORKSPACE) ? edge.path() : layer + ":" + edge.path();
        return path + ":" + edge.range().start().line() + ":" + edge.range().start().column();
    }

    /** The node's FQN, or its path when it has none, prefixed with its layer outside the workspace. */
    static String name(Node node) {
        String name = node.fqn().isEmpty() ? node.path() : node.fqn();
        return node.layer().equals(Layer.WORKSPACE) ? name : node.layer() + ":" + name;
    }
}
