package dev.catalogstudio.model.review;

import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.io.IOException;
import org.eclipse.jgit.revwalk.RevCommit;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code catalog-studio review}: what a change set does to a catalog (docs/REVIEW.md § Reviewing a change set).
 *
 * <p>The head side is the workspace as {@code check} reads it (the working tree), or a commit; the base side a commit.
 * Neither is checked out: the catalog folder is opened once as a {@link Workspace}, then the files that differ are
 * given to it ({@link Workspace#updateAll}) to turn it into the head and then into the base, so each side costs the
 * changed files, not the catalog. The change set compares the two models' entries and dependency graphs, and the
 * change-set rules (metaagents.md § CHANGELOG Conventions) add their diagnostics to the head side's.
 */
public final class Review {

    /** The entry kinds a change set lists. */
    static final Set<NodeKind> ENTRIES = EnumSet.of(NodeKind.AGENT, NodeKind.SKILL, NodeKind.MCP_SERVER,
            NodeKind.PLUGIN, NodeKind.MARKETPLACE, NodeKind.COMMAND);

    /** The reference types that are dependencies (edges reported added or removed; impact follows them). */
    static final Set<EdgeKind> DEPENDENCIES = EnumSet.of(EdgeKind.SKILL_DEPENDENCY, EdgeKind.MCP_DEPENDENCY,
            EdgeKind.SUB_AGENT, EdgeKind.COMPONENT);

    private Review() {
    }

    /**
     * Reviews the change set from {@code baseRevision} to {@code headRevision} (the working tree when empty) of the
     * catalog folder {@code root}.
     *
     * @param root         an absolute, normalized folder inside a git work tree
     * @param progress     told of the opening of the workspace
     * @throws GitSides.RevisionException for a folder outside git, an unknown revision or a shallow clone lacking it
     * @throws IOException                if the folder or the repository cannot be read
     */
    public static ChangeSet run(Path root, String baseRevision, Optional<String> headRevision,
                                ProgressListener progress) throws GitSides.RevisionException, IOException {
        try (var git = GitSides.open(root)) {
            var base = git.commit(baseRevision);
            var head = headRevision.isPresent() ? git.commit(headRevision.get()) : git.workingTree();
            // Which files differ needs git only, opening the workspace needs the files only: the two run at once.
            var differences = new java.util.concurrent.FutureTask<>(() -> new Differences(
                    head.commit().isPresent() ? git.changes(git.workingTree(), head) : List.<GitSides.Change>of(),
                    git.changes(head, base)));
            var thread = new Thread(differences, "review-git");
            thread.setDaemon(true);
            thread.start();
            Workspace workspace;
            try {
                workspace = Workspace.open(root, progress);
            } catch (IOException | RuntimeException e) {
                awaitQuietly(differences); // never close the repository under the git thread
                throw e;
            }
            var found = join(differences);
            Snapshot headSnapshot = workspace.snapshot();
            if (head.commit().isPresent()) {
                headSnapshot = turnInto(workspace, git, found.toHead(), head);
            }
            var changed = found.toBase();
            Snapshot baseSnapshot = turnInto(workspace, git, changed, base);
            var paths = new TreeSet<String>();
            changed.forEach(c -> paths.add(c.path()));
            var history = new History(git, base, head, paths);
            return compare(new ChangeSet.Side(base.label(), base.name()), new ChangeSet.Side(head.label(), head.name()),
                    git.isAncestor(base, head), baseSnapshot, headSnapshot, paths, history);
        }
    }

    /**
     * What differs: from the working tree to the head revision (nothing when the head is the working tree), and from
     * the head to the base.
     */
    private record Differences(List<GitSides.Change> toHead, List<GitSides.Change> toBase) {
    }

    private static void awaitQuietly(java.util.concurrent.FutureTask<Differences> task) {
        try {
            task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            // the failure that ends the review is the workspace's
        }
    }

    private static Differences join(java.util.concurrent.FutureTask<Differences> task) throws IOException {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("review interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IOException(e.getCause());
        }
    }

    /** The workspace after giving it {@code side}'s version of every path in {@code changes}. */
    private static Snapshot turnInto(Workspace workspace, GitSides git, List<GitSides.Change> changes,
                                     GitSides.Side side) throws IOException {
        var present = new ArrayList<String>();
        changes.stream().filter(GitSides.Change::after).forEach(c -> present.add(c.path()));
        var bytes = git.readAll(side, present);
        var texts = new LinkedHashMap<String, String>();
        var deleted = new LinkedHashSet<String>();
        for (var change : changes) {
            var content = bytes.get(change.path());
            if (content != null) {
                texts.put(change.path(), text(content));
            } else {
                deleted.add(change.path());
            }
        }
        return workspace.updateAll(texts, deleted).snapshot();
    }

    static String text(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** How often an entry's version changed within the range; a seam for tests and for reviews without history. */
    interface VersionHistory {
        /**
         * The versions the file at {@code path} held after each commit of the range that changed it (and the head's
         * when the head is the working tree), oldest first; empty when unknown.
         */
        List<String> versions(String path) throws IOException;
    }

    /**
     * The versions of main files along the commits of the range: the range is walked once, for every changed path,
     * at the first question; each version is read from the commits that changed its file.
     */
    private static final class History implements VersionHistory {
        private final GitSides git;
        private final GitSides.Side base;
        private final GitSides.Side head;
        private final Set<String> paths;
        private Map<String, List<RevCommit>> touching;

        History(GitSides git, GitSides.Side base, GitSides.Side head, Set<String> paths) {
            this.git = git;
            this.base = base;
            this.head = head;
            this.paths = paths;
        }

        @Override
        public List<String> versions(String path) throws IOException {
            if (touching == null) {
                touching = git.commitsTouching(base, head, paths).orElse(Map.of());
            }
            var out = new ArrayList<String>();
            for (var commit : touching.getOrDefault(path, List.of())) {
                out.add(version(path, git.read(new GitSides.Side(commit.name(), Optional.of(commit)), path)));
            }
            if (head.commit().isEmpty()) {
                out.add(version(path, git.read(head, path)));
            }
            return out;
        }

        private static String version(String path, Optional<byte[]> bytes) {
            if (bytes.isEmpty()) {
                return "";
            }
            var text = SourceText.of(text(bytes.get()));
            if (path.endsWith(".json")) {
                return ChangeSetRules.jsonVersion(text).map(JsonValue.JsonString::value).orElse("");
            }
            var doc = dev.catalogstudio.model.yaml.FrontmatterDocument.parse(text);
            return doc.root() instanceof YamlMapping mapping
                    ? mapping.string("version").map(YamlScalar::value).orElse("") : "";
        }
    }

    /** The change set between two snapshots of one catalog. */
    static ChangeSet compare(ChangeSet.Side base, ChangeSet.Side head, boolean ancestor, Snapshot baseSnapshot,
                             Snapshot headSnapshot, NavigableSet<String> changedPaths, VersionHistory history)
            throws IOException {
        var before = entries(baseSnapshot);
        var after = entries(headSnapshot);
        var pairs = new LinkedHashMap<Node, Node>(); // head → base
        var added = new ArrayList<Node>();
        var unmatched = new LinkedHashMap<String, Node>(before); // base entries no head entry took yet, by id
        for (var node : after.values()) {
            var same = before.get(node.id());
            if (same != null && same.kind() == node.kind()) {
                pairs.put(node, same);
                unmatched.remove(same.id());
            } else {
                added.add(node);
            }
        }
        var removed = new ArrayList<Node>(unmatched.values());
        var renamed = RenamePairs.pair(added, removed, baseSnapshot, headSnapshot);

        var changes = new ArrayList<ChangeSet.EntryChange>();
        var changedIds = new HashSet<String>();
        var diagnostics = new ArrayList<FileDiagnostic>(headSnapshot.diagnostics());
        for (var pair : pairs.entrySet()) {
            var node = pair.getKey();
            var old = pair.getValue();
            var files = filesOf(node, changedPaths);
            if (files.isEmpty() && node.version().equals(old.version())) {
                continue;
            }
            changes.add(entryChange(ChangeSet.Change.MODIFIED, node, old, files, baseSnapshot, headSnapshot,
                    history, diagnostics));
            changedIds.add(node.id());
        }
        for (var pair : renamed.entrySet()) {
            var files = new TreeSet<String>(filesOf(pair.getKey(), changedPaths));
            files.addAll(filesOf(pair.getValue(), changedPaths));
            changes.add(entryChange(ChangeSet.Change.RENAMED, pair.getKey(), pair.getValue(), List.copyOf(files),
                    baseSnapshot, headSnapshot, history, diagnostics));
            changedIds.add(pair.getKey().id());
        }
        for (var node : added) {
            changedIds.add(node.id());
            changes.add(new ChangeSet.EntryChange(name(node), node.kind(), ChangeSet.Change.ADDED, node.path(), "", "",
                    node.version(), Bump.NONE, new ChangeSet.Required(Bump.NONE, List.of()),
                    filesOf(node, changedPaths)));
        }
        for (var node : removed) {
            changes.add(new ChangeSet.EntryChange(name(node), node.kind(), ChangeSet.Change.REMOVED, node.path(),
                    node.path(), node.version(), "", Bump.NONE, new ChangeSet.Required(Bump.NONE, List.of()),
                    filesOf(node, changedPaths)));
        }
        changes.sort(java.util.Comparator.comparing(ChangeSet.EntryChange::path));

        var beforeEdges = edges(baseSnapshot, before);
        var afterEdges = edges(headSnapshot, after);
        var edgesAdded = missingFrom(afterEdges, beforeEdges, headSnapshot.graph());
        var edgesRemoved = missingFrom(beforeEdges, afterEdges, baseSnapshot.graph());
        var impact = impact(headSnapshot.graph(), after, changedIds);
        diagnostics.sort(null);
        return new ChangeSet(base, head, ancestor, changes, edgesAdded, edgesRemoved, impact, diagnostics,
                baseSnapshot, headSnapshot, List.copyOf(changedPaths));
    }

    /** The workspace's own entries by node id. */
    static Map<String, Node> entries(Snapshot snapshot) {
        var out = new TreeMap<String, Node>();
        for (var node : snapshot.graph().nodes().values()) {
            if (node.layer().equals(Layer.WORKSPACE) && ENTRIES.contains(node.kind()) && !node.external()
                    && !node.path().isEmpty()) {
                out.put(node.id(), node);
            }
        }
        return out;
    }

    static String name(Node node) {
        return node.fqn().isEmpty() ? node.path() : node.fqn();
    }

    /**
     * The folder (or single file) an entry's version covers: a skill's or agent's folder, a plugin's root, else the
     * declaring document.
     */
    static String folder(Node node) {
        String path = node.path();
        if (node.id().contains("#")) {
            return path;
        }
        int slash = path.lastIndexOf('/');
        String name = path.substring(slash + 1);
        String parent = slash < 0 ? "" : path.substring(0, slash);
        if (name.equals("SKILL.md") || name.equals("AGENTS.md")) {
            return parent;
        }
        if (node.kind() == NodeKind.PLUGIN) {
            int up = parent.lastIndexOf('/');
            String last = parent.substring(up + 1);
            return last.startsWith(".") ? (up < 0 ? "" : parent.substring(0, up)) : parent;
        }
        return path;
    }

    /** The changed paths in an entry's folder (or its file): a range of the sorted set, not a scan of it. */
    private static List<String> filesOf(Node node, NavigableSet<String> changedPaths) {
        String folder = folder(node);
        if (folder.isEmpty()) {
            return List.copyOf(changedPaths);
        }
        var out = new ArrayList<String>();
        if (changedPaths.contains(folder)) {
            out.add(folder);
        }
        out.addAll(changedPaths.subSet(folder + "/", true, folder + "/\uffff", false));
        return out;
    }

    private static ChangeSet.EntryChange entryChange(ChangeSet.Change change, Node node, Node old, List<String> files,
                                                     Snapshot baseSnapshot, Snapshot headSnapshot,
                                                     VersionHistory history, List<FileDiagnostic> diagnostics)
            throws IOException {
        String from = old.version();
        String to = node.version();
        var bump = Bump.between(from, to);
        var required = required(change, node, old, baseSnapshot, headSnapshot);
        boolean versioned = !from.isEmpty() && !to.isEmpty();
        if (versioned) {
            ChangeSetRules.rules(node, old, files, bump, required, headSnapshot, history, diagnostics,
                    ChangeSetRules.newSections(old, node, baseSnapshot, headSnapshot));
            ChangeSetRules.provenance(node, old, baseSnapshot, headSnapshot, diagnostics);
        }
        return new ChangeSet.EntryChange(name(node), node.kind(), change, node.path(), old.path(), from, to, bump,
                versioned ? required : new ChangeSet.Required(Bump.NONE, List.of()), files);
    }

    /** The bump an entry's changes need by the guidance: major for a rename or a dropped dependency or tool … */
    private static ChangeSet.Required required(ChangeSet.Change change, Node node, Node old, Snapshot baseSnapshot,
                                               Snapshot headSnapshot) {
        var reasons = new ArrayList<String>();
        Bump needed = Bump.PATCH;
        if (!node.fqn().equals(old.fqn()) && !old.fqn().isEmpty()) {
            reasons.add("renamed " + old.fqn() + " → " + node.fqn() + ": major");
            needed = Bump.MAJOR;
        }
        var before = dependencies(baseSnapshot.graph(), old.id());
        var after = dependencies(headSnapshot.graph(), node.id());
        for (String dependency : before) {
            if (!after.contains(dependency)) {
                reasons.add("dropped dependency " + dependency + ": major");
                needed = Bump.MAJOR;
            }
        }
        var toolsBefore = list(baseSnapshot, old.path(), "tools");
        var toolsAfter = list(headSnapshot, node.path(), "tools");
        for (String tool : toolsBefore) {
            if (!toolsAfter.contains(tool)) {
                reasons.add("removed tool " + tool + ": major");
                needed = Bump.MAJOR;
            }
        }
        for (String dependency : after) {
            if (!before.contains(dependency)) {
                reasons.add("added dependency " + dependency + ": minor");
                if (needed.rank() < Bump.MINOR.rank()) {
                    needed = Bump.MINOR;
                }
            }
        }
        return new ChangeSet.Required(needed, reasons);
    }

    private static Set<String> dependencies(DependencyGraph graph, String id) {
        var out = new LinkedHashSet<String>();
        for (Edge edge : graph.edgesFrom(id)) {
            if (DEPENDENCIES.contains(edge.kind())) {
                out.add(edge.written());
            }
        }
        return out;
    }

    private static List<String> list(Snapshot snapshot, String path, String key) {
        var doc = snapshot.frontmatter(path);
        if (doc.isEmpty() || !(doc.get().root() instanceof YamlMapping mapping)) {
            return List.of();
        }
        var value = mapping.get(key).map(YamlNode::resolved).orElse(null);
        var out = new ArrayList<String>();
        if (value instanceof YamlSequence sequence) {
            for (var item : sequence.items()) {
                if (item.resolved() instanceof YamlScalar scalar) {
                    out.add(scalar.value());
                }
            }
        } else if (value instanceof YamlScalar scalar) {
            for (String part : scalar.value().split(",")) {
                if (!part.isBlank()) {
                    out.add(part.strip());
                }
            }
        }
        return out;
    }

    /** A dependency edge of an entry, as found; made into an {@link ChangeSet.EdgeChange} only when it changed. */
    private record Found(Node from, Edge edge) {
    }

    /** Dependency edges of the workspace's entries, keyed by declaring entry, kind and origin as written. */
    private static Map<String, Found> edges(Snapshot snapshot, Map<String, Node> entries) {
        var graph = snapshot.graph();
        var out = new HashMap<String, Found>();
        for (var node : entries.values()) {
            for (var edge : graph.edgesFrom(node.id())) {
                if (DEPENDENCIES.contains(edge.kind())) {
                    out.put(name(node) + "\u0000" + edge.kind().label() + "\u0000" + edge.written(),
                            new Found(node, edge));
                }
            }
        }
        return out;
    }

    /** The edges of {@code side} whose keys {@code other} lacks, sorted, each with the entry it reaches. */
    private static List<ChangeSet.EdgeChange> missingFrom(Map<String, Found> side, Map<String, Found> other,
                                                          DependencyGraph graph) {
        var out = new TreeMap<String, ChangeSet.EdgeChange>();
        side.forEach((key, found) -> {
            if (!other.containsKey(key)) {
                var edge = found.edge();
                var targets = edge.target() == null ? List.<Node>of() : graph.targets(edge);
                out.put(key, new ChangeSet.EdgeChange(name(found.from()), edge.written(), edge.kind().label(),
                        edge.path(), targets.isEmpty() ? "" : name(targets.get(0))));
            }
        });
        return List.copyOf(out.values());
    }

    /** Unchanged entries that reach a changed one through dependency edges of the head graph, nearest first. */
    static List<ChangeSet.Impact> impact(DependencyGraph graph, Map<String, Node> entries,
                                                 Set<String> changedIds) {
        // Reverse adjacency: target node id → the entries depending on it.
        var dependents = new HashMap<String, List<String>>();
        for (var node : entries.values()) {
            for (var edge : graph.edgesFrom(node.id())) {
                if (!DEPENDENCIES.contains(edge.kind())) {
                    continue;
                }
                for (var target : edge.target() == null ? List.<Node>of() : graph.targets(edge)) {
                    dependents.computeIfAbsent(target.id(), k -> new ArrayList<>()).add(node.id());
                }
            }
        }
        var via = new LinkedHashMap<String, String>(); // reached id → the next one towards a changed entry
        var queue = new ArrayDeque<String>();
        for (String id : new TreeSet<>(changedIds)) {
            via.put(id, null);
            queue.add(id);
        }
        var out = new ArrayList<ChangeSet.Impact>();
        while (!queue.isEmpty()) {
            String id = queue.poll();
            for (String dependent : dependents.getOrDefault(id, List.of())) {
                if (via.containsKey(dependent)) {
                    continue;
                }
                via.put(dependent, id);
                queue.add(dependent);
                var path = new ArrayList<String>();
                for (String step = dependent; step != null; step = via.get(step)) {
                    var node = entries.get(step);
                    path.add(node == null ? step : name(node));
                }
                out.add(new ChangeSet.Impact(path.get(0), path));
            }
        }
        return out;
    }
}
