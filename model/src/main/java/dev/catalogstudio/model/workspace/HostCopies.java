package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.MessageText;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.NameKey;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlAlias;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.LongAdder;

/**
 * {@code host-copy-mismatch}: two copies of one skill or agent kept for different hosts whose portable parts differ
 * (docs/CHECKS.md § Diagnostic codes). Authors who publish for several hosts keep one copy per host folder or provider
 * tree ({@code providers/claude/plugin/skills/x/} and {@code providers/codex/plugin/skills/x/}, {@code .claude/skills/x}
 * and {@code .agents/skills/x}); when one is edited and the other is not, the hosts disagree.
 *
 * <p>Copies are found through the graph's name index ({@link NameKey.Scope#HOST_COPY}): a skill by its {@code name},
 * an agent (a Claude Code subagent or a GitHub Copilot custom agent) by its file name, across the workspace. Only a
 * name held by two or more documents is compared at all, and each copy only with one <em>reference</em> copy (the
 * first of the name by path), so a workspace costs one index look-up per skill or agent plus one comparison per copy
 * beyond the first: linear, whatever the number of names. Two copies are <em>host copies</em> when they lie in
 * different trees (for a skill its discovery scope, {@link Node#discovery()}: one plugin's, one host folder's, one
 * collection's; for an agent the folder holding its {@code agents/} folder) kept for different hosts: two host
 * folders ({@code .claude/} and {@code .agents/}), packages of different hosts (a Claude Code plugin and a Codex
 * plugin; {@link dev.catalogstudio.model.hosts.PackageHosts.Scope#loaders()}), or a package and a folder of neither.
 * Two plugins of one host that hold a skill of the same name are two skills, not copies.
 *
 * <p>Portable parts, compared in this order, the first difference reported:
 * <ul>
 *   <li>for a skill: the Agent Skills specification's frontmatter fields (agent-skills.md § Frontmatter:
 *       {@code name}, {@code description}, {@code license}, {@code compatibility}, {@code metadata},
 *       {@code allowed-tools}) by value (quoting, folding and the order of {@code metadata}'s keys aside), the body
 *       line by line (line endings and a final line break aside), and the supporting files below the skill folder
 *       (names, sizes, then bytes; only files of equal name and size are read);</li>
 *   <li>for an agent: the frontmatter fields both copies' hosts read (their host profiles' subagent fields; all the
 *       fields when a host has none), then the body.</li>
 * </ul>
 * A copy whose frontmatter does not parse is not compared: its own diagnostics say why. The diagnostic lands on the
 * copy that is not the reference, at the first difference in it, and names both files.
 */
public final class HostCopies {

    /** Portable-part comparisons made, ever: a work count for tests; never read by the product. */
    static final LongAdder COMPARISONS = new LongAdder();

    /** The Agent Skills specification's frontmatter fields, in its order (agent-skills.md § Frontmatter). */
    public static final List<String> SKILL_FIELDS = List.of("name", "description", "license", "compatibility",
            "metadata", "allowed-tools");

    /** The most characters of a value or line a message quotes. */
    private static final int SHOWN = 60;

    private HostCopies() {
    }

    /**
     * A copy that differs, and the copy it was compared with.
     *
     * @param path      the copy the diagnostic is on ({@code /}-separated, relative to the workspace root)
     * @param reference the copy it differs from, the first of the name by path
     * @param kind      {@link NodeKind#SKILL} or {@link NodeKind#AGENT}
     * @param name      the name they share (a skill's {@code name}, an agent's file name)
     */
    public record Pair(String path, String reference, NodeKind kind, String name) {
    }

    /**
     * The copy the document at {@code path} was compared with, when it is a host copy of a skill or agent whose
     * portable parts differ from it (when {@code path} carries a {@code host-copy-mismatch}); empty otherwise.
     * O(copies of its name).
     */
    public static Optional<Pair> differing(Snapshot snapshot, String path) {
        return mismatches(snapshot.graph(), snapshot.loaded(), path, false).stream().findFirst()
                .map(m -> new Pair(m.node().path(), m.reference().path(), m.key().kind(), m.key().name()));
    }

    /** The {@code host-copy-mismatch} diagnostics of {@code owner}'s document, sorted. */
    static List<Diagnostic> check(DependencyGraph graph, WorkspaceDocuments.Loaded loaded, String owner) {
        var mismatches = mismatches(graph, loaded, owner, true);
        if (mismatches.isEmpty()) {
            return List.of();
        }
        var out = new Diagnostics();
        for (var m : mismatches) {
            out.report(Rule.HOST_COPY_MISMATCH, m.difference().range(), message(loaded, m.node(), m.reference(),
                    m.key(), m.difference().what()));
        }
        return out.sorted();
    }

    /** A host copy of {@code owner}'s document that differs from its reference, where and how. */
    private record Mismatch(Node node, Node reference, NameKey key, Difference difference) {
    }

    /**
     * Each host copy declared by {@code owner}'s document that differs from its reference, in the order of its nodes
     * and their name keys; {@code ranged}: with the range of the first difference (else a cheaper comparison).
     */
    private static List<Mismatch> mismatches(DependencyGraph graph, WorkspaceDocuments.Loaded loaded, String owner,
                                             boolean ranged) {
        var found = new java.util.ArrayList<Mismatch>();
        for (var node : graph.contribution(owner).nodes()) {
            for (var key : DependencyGraph.nameKeys(node)) {
                if (key.scope() != NameKey.Scope.HOST_COPY) {
                    continue;
                }
                var reference = referenceFor(graph, loaded, node, key);
                var difference = reference.flatMap(r -> compare(loaded, node, r, ranged));
                if (difference.isPresent()) {
                    found.add(new Mismatch(node, reference.get(), key, difference.get()));
                }
            }
        }
        return found;
    }

    /**
     * The owners whose {@code host-copy-mismatch} reads {@code owner}'s document: the other copies of the names it
     * declares (each compares itself with the reference, which may be this one). O(copies).
     */
    static Set<String> copiesOf(DependencyGraph graph, String owner) {
        Set<String> result = Set.of();
        for (var node : graph.contribution(owner).nodes()) {
            for (var key : DependencyGraph.nameKeys(node)) {
                if (key.scope() == NameKey.Scope.HOST_COPY) {
                    var same = graph.named(key);
                    if (same.size() > 1) {
                        if (result.isEmpty()) {
                            result = new LinkedHashSet<>();
                        }
                        for (var other : same) {
                            graph.ownerOf(other.id()).ifPresent(result::add);
                        }
                    }
                }
            }
        }
        return result;
    }

    /**
     * The copy {@code node} is compared with: the first node of its name by path, when that is not {@code node}
     * itself, lies in another tree and is loaded by other hosts; empty else (and for a name only one document holds).
     */
    private static Optional<Node> referenceFor(DependencyGraph graph, WorkspaceDocuments.Loaded loaded, Node node,
                                               NameKey key) {
        var same = graph.named(key);
        if (same.size() < 2) {
            return Optional.empty();
        }
        Node reference = null;
        for (var candidate : same) {
            if (reference == null || candidate.path().compareTo(reference.path()) < 0) {
                reference = candidate;
            }
        }
        if (reference.id().equals(node.id()) || tree(reference).equals(tree(node))
                || hostsOfTree(loaded, reference).equals(hostsOfTree(loaded, node))) {
            return Optional.empty();
        }
        return Optional.of(reference);
    }

    /** The tree a copy lies in: a skill's discovery scope, an agent's folder above its {@code agents/} folder. */
    private static String tree(Node node) {
        if (node.kind() == NodeKind.SKILL) {
            return node.discovery();
        }
        String path = node.path();
        int agents = path.lastIndexOf("/agents/");
        return "agents:" + (agents >= 0 ? path.substring(0, agents) : path.startsWith("agents/") ? ""
                : CatalogLayout.folderOf(path));
    }

    /**
     * Whom a copy's tree is kept for: a host folder by its name ({@code .claude}, {@code .agents}, {@code .github}:
     * each is one host's, or several hosts' shared one), a package by the hosts that load it (its manifests'), a file
     * in neither by the workspace's hosts.
     */
    private static String hostsOfTree(WorkspaceDocuments.Loaded loaded, Node node) {
        var scope = loaded.hosts().of(node.path());
        if (scope.folder() == null) {
            return "workspace";
        }
        if (scope.hostFolder()) {
            return "folder:" + CatalogLayout.fileName(scope.folder());
        }
        return "package:" + scope.loaders();
    }

    private static List<String> loaders(WorkspaceDocuments.Loaded loaded, Node node) {
        return loaded.hosts().of(node.path()).loaders();
    }

    /** What differs first, and where in the copy being reported. */
    private record Difference(Range range, String what) {
    }

    /**
     * The first difference of the portable parts of {@code node}'s copy from {@code reference}'s, or empty when they
     * agree or cannot be compared. Counted in {@link #COMPARISONS} when {@code counted}.
     */
    private static Optional<Difference> compare(WorkspaceDocuments.Loaded loaded, Node node, Node reference,
                                                boolean counted) {
        var doc = loaded.byPath().get(node.path());
        var other = loaded.byPath().get(reference.path());
        if (doc == null || other == null) {
            return Optional.empty();
        }
        var fm = doc.frontmatter().filter(FrontmatterDocument::hasUsableFrontmatter);
        var otherFm = other.frontmatter().filter(FrontmatterDocument::hasUsableFrontmatter);
        if (fm.isEmpty() || otherFm.isEmpty()) {
            return Optional.empty();
        }
        if (counted) {
            COMPARISONS.increment();
        }
        boolean skill = node.kind() == NodeKind.SKILL;
        var fields = skill ? SKILL_FIELDS : agentFields(loaded, node, reference, fm.get(), otherFm.get());
        var here = fm.get().mapping();
        var there = otherFm.get().mapping();
        for (String field : fields) {
            var value = here.flatMap(m -> m.get(field));
            var otherValue = there.flatMap(m -> m.get(field));
            String a = value.map(HostCopies::canonical).orElse(null);
            String b = otherValue.map(HostCopies::canonical).orElse(null);
            if (!Objects.equals(a, b)) {
                var range = here.flatMap(m -> m.entry(field)).map(e -> e.key().range())
                        .orElse(node.range());
                return Optional.of(new Difference(range, "'" + field + "' is " + shown(a) + " here and "
                        + shown(b) + " there"));
            }
        }
        var body = body(doc, fm.get(), other, otherFm.get());
        if (body.isPresent() || !skill) {
            return body;
        }
        return supportingFiles(loaded, node, reference);
    }

    /**
     * The fields two agent copies are compared on: those written in either whose hosts both read them (each copy's
     * host profiles' subagent fields; a copy whose hosts have no subagent profile reads them all), in the order
     * written, this copy's first.
     */
    private static List<String> agentFields(WorkspaceDocuments.Loaded loaded, Node node, Node reference,
                                            FrontmatterDocument fm, FrontmatterDocument otherFm) {
        var read = fieldsRead(loaded.hosts().of(node.path()).hosts());
        var otherRead = fieldsRead(loaded.hosts().of(reference.path()).hosts());
        var written = new LinkedHashSet<String>();
        fm.mapping().ifPresent(m -> m.entries().forEach(e -> written.add(e.keyText())));
        otherFm.mapping().ifPresent(m -> m.entries().forEach(e -> written.add(e.keyText())));
        var result = new ArrayList<String>();
        for (String field : written) {
            if ((read == null || read.contains(field)) && (otherRead == null || otherRead.contains(field))) {
                result.add(field);
            }
        }
        return result;
    }

    /** The subagent fields some of {@code hosts} read; {@code null} when none of them has a subagent profile. */
    private static Set<String> fieldsRead(List<HostProfile> hosts) {
        Set<String> result = null;
        for (var host : hosts) {
            var kind = host.kind(HostProfile.Kind.SUBAGENT);
            if (kind.isPresent()) {
                if (result == null) {
                    result = new TreeSet<>();
                }
                result.addAll(kind.get().fields().keySet());
            }
        }
        return result;
    }

    /** The first body line that differs; line endings and a final line break aside. */
    private static Optional<Difference> body(LoadedDocument doc, FrontmatterDocument fm, LoadedDocument other,
                                             FrontmatterDocument otherFm) {
        SourceText a = doc.text();
        SourceText b = other.text();
        int lineA = a.positionAt(fm.frontmatter().bodyStart()).line();
        int lineB = b.positionAt(otherFm.frontmatter().bodyStart()).line();
        int lastA = lastLine(a);
        int lastB = lastLine(b);
        for (; lineA <= lastA || lineB <= lastB; lineA++, lineB++) {
            String textA = lineA <= lastA ? a.lineText(lineA) : null;
            String textB = lineB <= lastB ? b.lineText(lineB) : null;
            if (Objects.equals(textA, textB)) {
                continue;
            }
            Range range = textA != null ? a.lineRange(lineA) : a.range(a.length(), a.length());
            String what = textA == null ? "the body ends at line " + (lastA + 1) + " here and goes on there (line "
                    + lineB + ": " + shown(textB) + ")"
                    : textB == null ? "the body goes on at line " + lineA + " here (" + shown(textA)
                    + ") and ends there"
                    : "body line " + lineA + " here is " + shown(textA) + ", line " + lineB + " there is "
                    + shown(textB);
            return Optional.of(new Difference(range, what));
        }
        return Optional.empty();
    }

    /** The last line of a text, not counting the empty line after a final line break. */
    private static int lastLine(SourceText text) {
        int last = text.lineCount();
        return last > 1 && text.lineStart(last) == text.length() ? last - 1 : last;
    }

    /**
     * The first supporting file (below the skill folder, its {@code SKILL.md} aside) that one copy has and the other
     * lacks, or that differs in size or bytes; in path order. Not compared when either skill is at the workspace root.
     */
    private static Optional<Difference> supportingFiles(WorkspaceDocuments.Loaded loaded, Node node, Node reference) {
        String folder = CatalogLayout.folderOf(node.path());
        String otherFolder = CatalogLayout.folderOf(reference.path());
        if (folder.isEmpty() || otherFolder.isEmpty()) {
            return Optional.empty();
        }
        var files = supporting(loaded, folder, node.path());
        var otherFiles = supporting(loaded, otherFolder, reference.path());
        var names = new TreeSet<String>(files.keySet());
        names.addAll(otherFiles.keySet());
        for (String name : names) {
            var file = files.get(name);
            var otherFile = otherFiles.get(name);
            if (file == null || otherFile == null) {
                return Optional.of(new Difference(node.range(), "the supporting file " + name + " is only "
                        + (file == null ? "there" : "here")));
            }
            if (file.size() != otherFile.size()) {
                return Optional.of(new Difference(node.range(), "the supporting file " + name + " has "
                        + file.size() + " bytes here and " + otherFile.size() + " there"));
            }
            try {
                long at = Files.mismatch(file.absolute(), otherFile.absolute());
                if (at >= 0) {
                    return Optional.of(new Difference(node.range(), "the supporting file " + name
                            + " differs from byte " + (at + 1)));
                }
            } catch (IOException e) {
                // Unreadable now: its read problem is reported where the scan found it; nothing to compare.
            }
        }
        return Optional.empty();
    }

    /** The files below {@code folder}, by path relative to it, but the document at {@code skillFile}. */
    private static Map<String, WorkspaceFile> supporting(WorkspaceDocuments.Loaded loaded, String folder,
                                                         String skillFile) {
        var result = new TreeMap<String, WorkspaceFile>();
        String prefix = folder + "/";
        for (var file : loaded.files().subMap(prefix, true, folder + "0", false).values()) {
            if (!file.path().equals(skillFile)) {
                result.put(file.path().substring(prefix.length()), file);
            }
        }
        return result;
    }

    /** A value as compared: scalars by value, sequences in order, mappings by key in key order; aliases resolved. */
    static String canonical(YamlNode node) {
        var out = new StringBuilder();
        canonical(node, out, 0);
        return out.toString();
    }

    private static void canonical(YamlNode node, StringBuilder out, int depth) {
        if (depth > 100) {
            out.append('…');
            return;
        }
        YamlNode at = node.resolved();
        if (at instanceof YamlScalar scalar) {
            out.append(scalar.type() == YamlScalar.Type.NULL ? "" : scalar.value());
        } else if (at instanceof YamlSequence sequence) {
            out.append('[');
            for (int i = 0; i < sequence.items().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                canonical(sequence.items().get(i), out, depth + 1);
            }
            out.append(']');
        } else if (at instanceof YamlMapping mapping) {
            var sorted = new TreeMap<String, YamlNode>();
            mapping.entries().forEach(e -> sorted.putIfAbsent(e.keyText(), e.value()));
            out.append('{');
            boolean first = true;
            for (var entry : sorted.entrySet()) {
                out.append(first ? "" : ", ").append(entry.getKey()).append(": ");
                canonical(entry.getValue(), out, depth + 1);
                first = false;
            }
            out.append('}');
        } else if (at instanceof YamlAlias) {
            out.append('…');
        }
    }

    private static String shown(String value) {
        return value == null ? "absent" : "'" + MessageText.shown(value, SHOWN) + "'";
    }

    private static String message(WorkspaceDocuments.Loaded loaded, Node node, Node reference, NameKey key,
                                  String what) {
        String kind = key.kind() == NodeKind.SKILL ? "skill" : "agent";
        return "This copy of the " + kind + " '" + key.name() + "'" + hosts(loaded, node) + " (" + node.path()
                + ") differs from the copy" + hosts(loaded, reference) + " (" + reference.path() + "): " + what
                + ". Bring the copies in step (update one from the other: catalog-studio export --update, or the "
                + "studio's action on this diagnostic), or rename one if they are different " + kind + "s.";
    }

    private static String hosts(WorkspaceDocuments.Loaded loaded, Node node) {
        var names = loaders(loaded, node).stream()
                .map(h -> HostDiscovery.of(h).map(HostDiscovery::displayName).orElse(h)).toList();
        return names.isEmpty() ? "" : " for " + MessageText.list(names);
    }
}
