package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.NameKey;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticCodeDescription;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Location;

/**
 * The model's diagnostics as the protocol's: the rule's code, {@link #SOURCE}, severity, range, and the related places
 * the dependency graph knows (the other entries of a duplicate name, the members of a cycle).
 *
 * <p>A {@code codeDescription} link is given only for rules whose {@link Rule#spec()} is a published https address
 * (the Agent Plugins rules); the others name a section of a spec file or of the README, which has no address of its own
 * yet, and a made-up one would lead nowhere.
 */
final class LspDiagnostics {

    /** The {@code source} of every diagnostic. */
    static final String SOURCE = "catalog-studio";

    private LspDiagnostics() {
    }

    /** The protocol's diagnostics of the file at {@code path} of {@code folder}. */
    static List<Diagnostic> of(Folder folder, String path, Snapshot snapshot) {
        var out = new ArrayList<Diagnostic>();
        for (var d : snapshot.diagnostics(path)) {
            out.add(of(folder, path, snapshot, d));
        }
        return out;
    }

    static Diagnostic of(Folder folder, String path, Snapshot snapshot, dev.catalogstudio.model.diag.Diagnostic d) {
        var result = new Diagnostic(LspText.range(d.range()), d.message());
        result.setSeverity(severity(d.severity()));
        result.setSource(SOURCE);
        result.setCode(d.code());
        // The rule's page where the build names its published address, else its spec section where that is one.
        var page = dev.catalogstudio.model.rules.RulePage.of(d.rule()).publishedAt();
        if (page.isPresent()) {
            result.setCodeDescription(new DiagnosticCodeDescription(page.get()));
        } else if (d.rule().spec().startsWith("https://")) {
            result.setCodeDescription(new DiagnosticCodeDescription(d.rule().spec()));
        }
        var related = related(folder, path, snapshot, d);
        if (!related.isEmpty()) {
            result.setRelatedInformation(related);
        }
        return result;
    }

    static DiagnosticSeverity severity(Severity severity) {
        return switch (severity) {
            case ERROR -> DiagnosticSeverity.Error;
            case WARNING -> DiagnosticSeverity.Warning;
            case INFO -> DiagnosticSeverity.Information;
        };
    }

    /** The other ends of a graph diagnostic: the entries sharing a duplicate name, the other members of a cycle. */
    private static List<DiagnosticRelatedInformation> related(Folder folder, String path, Snapshot snapshot,
                                                             dev.catalogstudio.model.diag.Diagnostic d) {
        var graph = snapshot.graph();
        var out = new ArrayList<DiagnosticRelatedInformation>();
        var contribution = graph.contribution(path);
        switch (d.rule()) {
            case DUPLICATE_FQN, DUPLICATE_SKILL_NAME -> {
                for (Node node : contribution.nodes()) {
                    if (!node.range().equals(d.range())) {
                        continue;
                    }
                    for (NameKey key : DependencyGraph.nameKeys(node)) {
                        for (Node other : graph.named(key)) {
                            if (!other.id().equals(node.id())) {
                                location(folder, snapshot, other).ifPresent(l -> out.add(
                                        new DiagnosticRelatedInformation(l, "also named '" + other.fqn() + "' here")));
                            }
                        }
                    }
                }
            }
            case DEPENDENCY_CYCLE, AGENT_CYCLE -> {
                for (var edge : contribution.edges()) {
                    if (!edge.range().equals(d.range())) {
                        continue;
                    }
                    var loop = graph.loopThrough(edge);
                    // a, b, c, a: the members after this entry, up to the way back (at most 20 shown)
                    for (int i = 1; i < loop.size() - 1 && out.size() < 20; i++) {
                        var member = graph.node(loop.get(i));
                        if (member.isPresent()) {
                            location(folder, snapshot, member.get()).ifPresent(l -> out.add(
                                    new DiagnosticRelatedInformation(l, "on the cycle: " + label(member.get()))));
                        }
                    }
                }
            }
            default -> {
            }
        }
        return out;
    }

    /** The name shown for an entry: its FQN, else its id. */
    static String label(Node node) {
        return node.fqn().isEmpty() ? node.id() : node.fqn();
    }

    /** Where {@code node} is declared, as a protocol location; empty for an external reference. */
    static Optional<Location> location(Folder folder, Snapshot snapshot, Node node) {
        if (node.external() || node.path() == null || node.path().isEmpty() || node.range() == null) {
            return Optional.empty();
        }
        return layerFolder(snapshot, node.layer()).map(dir -> new Location(
                Layer.WORKSPACE.equals(node.layer()) ? folder.uri(node.path()) : dir.resolve(node.path()).toUri()
                        .toString(), LspText.range(node.range())));
    }

    /** The folder of the layer {@code id}. */
    static Optional<java.nio.file.Path> layerFolder(Snapshot snapshot, String id) {
        return snapshot.layers().layers().stream().filter(l -> l.id().equals(id)).map(Layer::folder).findFirst();
    }
}
