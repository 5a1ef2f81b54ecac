package dev.catalogstudio.model.review;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.format.metaagents.VersionBump;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.Range;
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
 * {@code catalog-studio review}: what a change set does to a catalog (README § Reviewing a change set).
 *
 * <p>The head side is the workspace as {@code check} reads it (the working tree), or a commit; the base side a commit.
 * Neither is checked out: the catalog folder is opened once as a {@link Workspace}, then the files that differ are
 * given to it ({@link Workspace#updateAll}) to turn it into the head and then into the base, so each side costs the
 * changed files, not the catalog. The change set compares the two models' entries and dependency graphs, and the
 * change-set rules (metaagents.md § CHANGELOG Conventions) add their diagnostics to the head side's.
 */
public final class Review {

    /** Reads plugin manifests' {@code version}; thread-safe, as the model's other JSON readers share theirs. */
    private static final JsonParser JSON = new JsonParser();

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

    private static String text(byte[] bytes) {
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
                return jsonVersion(text).map(JsonValue.JsonString::value).orElse("");
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
        // Renamed: an added and a removed entry of one kind with one FQN (moved), or the same files (renamed), or,
        // as git pairs renamed files, documents that are mostly the same lines (a rename that also edits).
        var renamed = new LinkedHashMap<Node, Node>();
        for (var node : List.copyOf(added)) {
            var match = removed.stream().filter(old -> old.kind() == node.kind()
                    && (!node.fqn().isEmpty() && node.fqn().equals(old.fqn())
                    || sameContent(baseSnapshot, old, headSnapshot, node))).findFirst();
            if (match.isEmpty() && added.size() * removed.size() <= SIMILARITY_PAIRS) {
                match = removed.stream().filter(old -> old.kind() == node.kind()).map(old -> Map.entry(old,
                        similarity(baseSnapshot, old, headSnapshot, node)))
                        .filter(e -> e.getValue() >= RENAME_SIMILARITY)
                        .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
            }
            if (match.isEmpty()) {
                // The author says so: the new entry's CHANGELOG.md records a rename from the old name.
                match = removed.stream().filter(old -> old.kind() == node.kind()
                        && saysRenamedFrom(headSnapshot, node, old)).findFirst();
            }
            if (match.isPresent()) {
                renamed.put(node, match.get());
                added.remove(node);
                removed.remove(match.get());
            }
        }

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
                baseSnapshot, headSnapshot);
    }

    /** The workspace's own entries by node id. */
    private static Map<String, Node> entries(Snapshot snapshot) {
        var out = new TreeMap<String, Node>();
        for (var node : snapshot.graph().nodes().values()) {
            if (node.layer().equals(Layer.WORKSPACE) && ENTRIES.contains(node.kind()) && !node.external()
                    && !node.path().isEmpty()) {
                out.put(node.id(), node);
            }
        }
        return out;
    }

    private static String name(Node node) {
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

    /** The share of lines two entries' documents (main file and CHANGELOG.md) have in common, as git's rename score. */
    static final double RENAME_SIMILARITY = 0.5;

    /** The most added × removed pairs compared line by line; beyond it only moves and identical folders pair. */
    static final int SIMILARITY_PAIRS = 10_000;

    /**
     * How alike two entries' texts are: the lines their main documents and CHANGELOG.md hold in common (as a multiset,
     * blank lines and frontmatter fences left out), over the larger side's count; 0 when either has none.
     */
    private static double similarity(Snapshot baseSnapshot, Node old, Snapshot headSnapshot, Node node) {
        var before = lines(baseSnapshot, old);
        var after = lines(headSnapshot, node);
        if (before.isEmpty() || after.isEmpty()) {
            return 0;
        }
        var counts = new HashMap<String, Integer>();
        before.forEach(line -> counts.merge(line, 1, Integer::sum));
        int common = 0;
        for (String line : after) {
            Integer n = counts.get(line);
            if (n != null && n > 0) {
                common++;
                counts.put(line, n - 1);
            }
        }
        return (double) common / Math.max(before.size(), after.size());
    }

    /**
     * Whether {@code node}'s CHANGELOG.md has a line about a rename ({@code renam…}) naming {@code old}'s name as a
     * word, e.g. "Renamed agent from `squad-lint` to `agent-lint`".
     */
    private static boolean saysRenamedFrom(Snapshot snapshot, Node node, Node old) {
        if (folder(node).equals(node.path()) || old.fqn().isEmpty()) {
            return false;
        }
        String name = old.fqn().substring(old.fqn().lastIndexOf('/') + 1);
        var word = java.util.regex.Pattern.compile("(?<![\\w-])" + java.util.regex.Pattern.quote(name)
                + "(?![\\w-])");
        return snapshot.text(folder(node) + "/CHANGELOG.md").map(text -> text.text().lines()
                .anyMatch(line -> line.toLowerCase(java.util.Locale.ROOT).contains("renam")
                        && word.matcher(line).find())).orElse(false);
    }

    private static List<String> lines(Snapshot snapshot, Node node) {
        var out = new ArrayList<String>();
        var paths = new ArrayList<String>(List.of(node.path()));
        if (!folder(node).equals(node.path())) {
            paths.add(folder(node) + "/CHANGELOG.md");
        }
        for (String path : paths) {
            snapshot.text(path).ifPresent(text -> text.text().lines().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.equals("---")).forEach(out::add));
        }
        return out;
    }

    private static boolean sameContent(Snapshot baseSnapshot, Node old, Snapshot headSnapshot, Node node) {
        String a = folder(old);
        String b = folder(node);
        if (a.equals(old.path()) || b.equals(node.path())) {
            return false; // single-file entries: a moved file with another FQN is another entry
        }
        var before = baseSnapshot.filesUnder(a);
        var after = headSnapshot.filesUnder(b);
        if (before.size() != after.size()) {
            return false;
        }
        for (var file : before.values()) {
            String relative = file.path().substring(a.length() + 1);
            var other = after.get(b + "/" + relative);
            if (other == null || other.size() != file.size() && !file.path().equals(old.path())) {
                return false;
            }
        }
        return body(baseSnapshot, old.path()).equals(body(headSnapshot, node.path()));
    }

    private static String body(Snapshot snapshot, String path) {
        var text = snapshot.text(path).map(SourceText::text).orElse("");
        var frontmatter = snapshot.frontmatter(path);
        if (frontmatter.isPresent() && frontmatter.get().frontmatter() != null) {
            int end = frontmatter.get().frontmatter().bodyStart();
            return end >= 0 && end <= text.length() ? text.substring(end) : "";
        }
        return text;
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
            rules(node, old, files, bump, required, headSnapshot, history, diagnostics,
                    newSections(old, node, baseSnapshot, headSnapshot));
            provenance(node, old, baseSnapshot, headSnapshot, diagnostics);
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

    /**
     * The versions whose CHANGELOG.md sections the head has and the base had not, above the base's version, in the
     * head's order: each is a release this change set adds.
     */
    private static List<String> newSections(Node old, Node node, Snapshot baseSnapshot, Snapshot headSnapshot) {
        if (folder(node).equals(node.path())) {
            return List.of();
        }
        var after = headSnapshot.text(folder(node) + "/CHANGELOG.md").map(Review::sections).orElse(Map.of());
        var before = folder(old).equals(old.path()) ? Map.<String, Section>of()
                : baseSnapshot.text(folder(old) + "/CHANGELOG.md").map(Review::sections).orElse(Map.of());
        var released = dev.catalogstudio.model.version.SemVer.parse(old.version());
        var out = new ArrayList<String>();
        for (String version : after.keySet()) {
            var parsed = dev.catalogstudio.model.version.SemVer.parse(version);
            if (!before.containsKey(version) && parsed.isPresent() && released.isPresent()
                    && parsed.get().compareTo(released.get()) > 0) {
                out.add(version);
            }
        }
        return out;
    }

    private static void rules(Node node, Node old, List<String> files, Bump bump, ChangeSet.Required required,
                              Snapshot headSnapshot, VersionHistory history, List<FileDiagnostic> out,
                              List<String> newSections) throws IOException {
        String changelog = folder(node) + "/CHANGELOG.md";
        boolean substantive = files.stream().anyMatch(f -> !f.equals(changelog));
        var range = versionRange(headSnapshot, node);
        String what = name(node);
        if (bump == Bump.NONE) {
            if (substantive && old.version().equals(node.version())) {
                out.add(diagnostic(node.path(), Rule.VERSION_NOT_BUMPED, range, what + " changed ("
                        + describe(files, changelog) + ") but its version is still " + node.version()
                        + "; bump it (" + required.bump().id() + " at least" + because(required) + ")."));
            }
            return;
        }
        if (bump == Bump.DOWNGRADE) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + "'s version went back from "
                    + old.version() + " to " + node.version() + "; a change set moves a version one step forward."));
            return;
        }
        var versions = bump == Bump.MORE_THAN_ONE_STEP ? List.<String>of() : history.versions(node.path());
        int steps = 0;
        String previous = old.version();
        for (String version : versions) {
            if (!version.isEmpty() && !version.equals(previous)) {
                steps++;
                previous = version;
            }
        }
        if (bump == Bump.MORE_THAN_ONE_STEP) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + " went from " + old.version()
                    + " to " + node.version() + ", more than one bump; one change set bumps a version once ("
                    + single(old.version(), Bump.size(old.version(), node.version())) + ")."));
        } else if (steps > 1) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + "'s version was bumped "
                    + steps + " times in this change set (" + old.version() + " → " + String.join(" → ",
                    distinct(old.version(), versions)) + "); bump it once per change set."));
        } else if (newSections.size() > 1) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + "'s CHANGELOG.md gained "
                    + newSections.size() + " released versions in this change set (" + String.join(", ", newSections)
                    + "); one change set adds one."));
        }
        var size = bump == Bump.MORE_THAN_ONE_STEP ? Bump.size(old.version(), node.version()) : bump;
        if (size.rank() < required.bump().rank()) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMP_TOO_SMALL, range, what + " got a " + size.id()
                    + " bump (" + old.version() + " → " + node.version() + ") but its changes need a "
                    + required.bump().id() + " one: " + String.join("; ", required.reasons()) + "."));
        }
    }

    private static List<String> distinct(String start, List<String> versions) {
        var out = new ArrayList<String>();
        String previous = start;
        for (String version : versions) {
            if (!version.isEmpty() && !version.equals(previous)) {
                out.add(version);
                previous = version;
            }
        }
        return out;
    }

    /** The one version a single bump of {@code size} from {@code from} gives (the studio's Bump buttons' step). */
    private static String single(String from, Bump size) {
        var step = size == Bump.MAJOR ? VersionBump.Step.MAJOR : size == Bump.MINOR ? VersionBump.Step.MINOR
                : VersionBump.Step.PATCH;
        return dev.catalogstudio.model.version.SemVer.parse(from).map(v -> step.apply(v).toString())
                .orElse("one step");
    }

    private static String because(ChangeSet.Required required) {
        return required.reasons().isEmpty() ? "" : ": " + String.join("; ", required.reasons());
    }

    private static String describe(List<String> files, String changelog) {
        var shown = files.stream().filter(f -> !f.equals(changelog)).limit(3).toList();
        long more = files.stream().filter(f -> !f.equals(changelog)).count() - shown.size();
        return String.join(", ", shown) + (more > 0 ? " and " + more + " more" : "");
    }

    /** Sections of released versions in the base's CHANGELOG.md that the head deleted or rewrote. */
    private static void provenance(Node node, Node old, Snapshot baseSnapshot, Snapshot headSnapshot,
                                   List<FileDiagnostic> out) {
        String baseLog = folder(old) + "/CHANGELOG.md";
        String headLog = folder(node) + "/CHANGELOG.md";
        var before = baseSnapshot.text(baseLog);
        if (before.isEmpty() || folder(old).equals(old.path())) {
            return;
        }
        var after = headSnapshot.text(headLog);
        var oldSections = sections(before.get());
        var newSections = after.map(Review::sections).orElse(Map.of());
        var released = dev.catalogstudio.model.version.SemVer.parse(old.version());
        var deleted = new ArrayList<String>();
        for (var section : oldSections.entrySet()) {
            var version = dev.catalogstudio.model.version.SemVer.parse(section.getKey());
            if (released.isPresent() && version.isPresent() && version.get().compareTo(released.get()) > 0) {
                continue; // not released at the base: still the change set's to edit
            }
            var now = newSections.get(section.getKey());
            if (now == null) {
                deleted.add(section.getKey());
            } else if (!normalized(now.text()).equals(normalized(section.getValue().text()))) {
                out.add(diagnostic(headLog, Rule.PROVENANCE_REMOVED, now.header(), "The CHANGELOG section of "
                        + "released version " + section.getKey() + " was rewritten; sections of released versions "
                        + "are provenance: record corrections in a new version."));
            }
        }
        if (deleted.isEmpty()) {
            return;
        }
        String versions = deleted.size() == 1 ? "version " + deleted.get(0)
                : "versions " + String.join(", ", deleted);
        if (after.isPresent()) {
            out.add(diagnostic(headLog, Rule.PROVENANCE_REMOVED, after.get().range(0, 0), "The CHANGELOG "
                    + (deleted.size() == 1 ? "section" : "sections") + " of released " + versions + " "
                    + (deleted.size() == 1 ? "was" : "were") + " deleted; sections of released versions are "
                    + "provenance: restore " + (deleted.size() == 1 ? "it." : "them.")));
        } else if (headSnapshot.files().containsKey(node.path())) {
            out.add(diagnostic(node.path(), Rule.PROVENANCE_REMOVED, versionRange(headSnapshot, node),
                    "CHANGELOG.md, with the sections of released " + versions + ", was deleted; sections of "
                            + "released versions are provenance: restore it."));
        }
    }

    /** One CHANGELOG section: its header's range and its text, header included. */
    private record Section(Range header, String text) {
    }

    private static Map<String, Section> sections(SourceText source) {
        var changelog = Changelog.parse(source);
        var out = new LinkedHashMap<String, Section>();
        var headers = changelog.headers();
        String text = source.text();
        for (int i = 0; i < headers.size(); i++) {
            var header = headers.get(i);
            if (header.version().isEmpty()) {
                continue;
            }
            int start = offset(source, header.range());
            int end = i + 1 < headers.size() ? offset(source, headers.get(i + 1).range()) : text.length();
            out.putIfAbsent(header.version().get().toString(), new Section(header.range(), text.substring(start, end)));
        }
        return out;
    }

    /** Where the line of a header starts: a section runs from its header's line to the next header's. */
    private static int offset(SourceText source, Range range) {
        return source.lineStart(range.start().line());
    }

    private static String normalized(String section) {
        return section.replace("\r\n", "\n").strip().replaceAll("[ \t]+\n", "\n");
    }

    /** Where the entry's {@code version} value is written: the frontmatter value, or a JSON manifest's. */
    private static Range versionRange(Snapshot snapshot, Node node) {
        var doc = snapshot.frontmatter(node.path());
        if (doc.isPresent() && doc.get().root() instanceof YamlMapping mapping) {
            var version = mapping.get("version");
            if (version.isPresent()) {
                return version.get().range();
            }
        }
        if (node.path().endsWith(".json")) {
            var version = snapshot.text(node.path()).flatMap(Review::jsonVersion);
            if (version.isPresent()) {
                return version.get().range();
            }
        }
        return node.range();
    }

    /** A JSON manifest's top-level {@code "version"} string, as the model's JSON parser reads it. */
    private static Optional<JsonValue.JsonString> jsonVersion(SourceText text) {
        return JSON.parse(text).rootObject().flatMap(root -> root.string("version"));
    }

    private static FileDiagnostic diagnostic(String path, Rule rule, Range range, String message) {
        return new FileDiagnostic(path, new Diagnostic(rule, rule.defaultSeverity(), range, message, List.of()));
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
    private static List<ChangeSet.Impact> impact(DependencyGraph graph, Map<String, Node> entries,
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
