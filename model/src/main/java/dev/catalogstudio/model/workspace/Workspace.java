package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.resolve.Contribution;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.GitRemote;
import dev.catalogstudio.model.resolve.GraphRules;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Layers;
import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.resolve.WorkspaceSettings;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.FutureTask;
import java.util.function.BiFunction;
import org.pcollections.HashTreePMap;
import org.pcollections.PMap;
import org.pcollections.TreePMap;

/**
 * An open workspace: the folder, its resolution layers, and the current {@link Snapshot}. Edits go through
 * {@link #update}, which re-parses only the edited document, re-runs per-document rules and re-derives graph
 * contributions only on the documents whose context it changes (same folder, enclosing folders, its OAF agent folder)
 * and cross-file rules only where the graph change can reach ({@link DependencyGraph#with}). Structural changes (a file
 * created or deleted, a document changing what makes a folder a MetaAgents catalog or an OAF agent,
 * {@code catalog-studio.yaml}) rebuild every diagnostic from the parsed documents, still parsing nothing twice.
 *
 * <p>Thread-safe: edits are serialized; {@link #snapshot()} may be read from any thread at any time.
 */
public final class Workspace {

    /**
     * The documents whose rules (and graph contributions) read their folder's files and documents: an Agent Plugins
     * manifest contains its skills and MCP servers, and its mcp.json reads the manifest's version; a Claude Code
     * manifest or marketplace reads the files of its plugins.
     */
    private static final List<String> ENTRY_FILES = List.of("SKILL.md", "AGENTS.md", "CHANGELOG.md",
            dev.catalogstudio.model.format.metaskill.MetaskillFormat.FILE_NAME, ".claude-plugin/plugin.json",
            ".claude-plugin/marketplace.json",
            dev.catalogstudio.model.format.agentplugins.AgentPluginsFormat.MANIFEST_FILE,
            dev.catalogstudio.model.format.agentplugins.AgentPluginsFormat.MCP_CONFIG_FILE);

    private final Path root;
    private final PMap<String, List<Diagnostic>> scanProblems;
    private final NavigableMap<String, WorkspaceScanner.Alias> aliases;
    private final BiFunction<LoadedDocument, WorkspaceDocuments.Loaded, List<Diagnostic>> rules;
    private volatile Snapshot current;
    private Setup setup;
    /** The hosts named by the caller ({@code check --host}); empty: the settings' or the inferred ones. */
    private final List<String> hosts;
    /**
     * The documents of the fetched layers, by snapshot folder: a snapshot of a commit never changes, so a new lock or a
     * new fetch outcome reads only the snapshots it adds. Holds the current layers' only; guarded by {@code this}.
     */
    private final Map<Path, WorkspaceDocuments.Loaded> fetchedDocuments = new HashMap<>();
    /** What the last fetch could not reach ({@link Layers#unreachable}); guarded by {@code this}. */
    private Map<String, String> unreachable = Map.of();

    /**
     * What an edit produced.
     *
     * @param snapshot the new snapshot
     * @param changed  paths (relative to the root) whose diagnostics differ from the previous snapshot's, sorted
     */
    public record Update(Snapshot snapshot, Set<String> changed) {
        public Update {
            changed = Set.copyOf(changed);
        }
    }

    /**
     * The layers and what the other layers contribute; rebuilt only when {@code catalog-studio.yaml} or
     * {@code catalog-studio.lock} changes, each kept as read so that a change of one re-reads it with the other.
     */
    private record Setup(Layers layers, WorkspaceSettings settings, Map<String, Contribution> layerContributions,
                         Optional<SourceFile> settingsFile, Optional<SourceFile> lockFile,
                         List<Diagnostic> lockDiagnostics) {
    }

    private Workspace(Path root, PMap<String, List<Diagnostic>> scanProblems, List<WorkspaceScanner.Alias> aliases,
                      BiFunction<LoadedDocument, WorkspaceDocuments.Loaded, List<Diagnostic>> rules,
                      List<String> hosts) {
        this.root = root;
        this.hosts = List.copyOf(hosts);
        this.scanProblems = scanProblems;
        var byPath = new TreeMap<String, WorkspaceScanner.Alias>();
        aliases.forEach(a -> byPath.put(a.path(), a));
        this.aliases = java.util.Collections.unmodifiableNavigableMap(byPath);
        this.rules = rules;
    }

    /**
     * Opens the folder {@code root}: scans it, reads and parses every document once, loads the layers named in its
     * {@code catalog-studio.yaml}, and checks everything.
     *
     * @param progress told of scanning, reading and checking progress
     * @throws IOException if {@code root} is not a readable folder (unreadable files inside it are diagnostics)
     */
    public static Workspace open(Path root, ProgressListener progress) throws IOException {
        return open(root, progress, DocumentRules::check, List.of());
    }

    /**
     * {@link #open(Path, ProgressListener)} checking for the hosts named (docs/CHECKS.md § Host profiles), whatever
     * {@code catalog-studio.yaml} says or the folders suggest; none named: those.
     *
     * @param hosts host names ({@code claude-code}, {@code codex} …)
     * @throws IllegalArgumentException for a name that is not a host
     */
    public static Workspace open(Path root, ProgressListener progress, List<String> hosts) throws IOException {
        dev.catalogstudio.model.hosts.HostChoice.named(hosts, "");
        return open(root, progress, DocumentRules::check, hosts);
    }

    /** Opens {@code root} with other per-document rules (tests). */
    static Workspace open(Path root, ProgressListener progress,
                          BiFunction<LoadedDocument, WorkspaceDocuments.Loaded, List<Diagnostic>> rules)
            throws IOException {
        return open(root, progress, rules, List.of());
    }

    private static Workspace open(Path root, ProgressListener progress,
                                  BiFunction<LoadedDocument, WorkspaceDocuments.Loaded, List<Diagnostic>> rules,
                                  List<String> hosts) throws IOException {
        var early = new ReadsDuringScan();
        var scan = new WorkspaceScanner().scan(root, progress, early::found);
        var problems = new HashMap<String, List<Diagnostic>>();
        scan.problems().forEach(p -> problems.merge(p.path(), List.of(p.diagnostic()), Workspace::concat));
        var workspace = new Workspace(scan.root(), HashTreePMap.from(problems), scan.aliases(), rules, hosts);
        // Read and parsed once; classified once, in build, with the settings' declared catalogs and hosts.
        var reads = new WorkspaceDocuments(scan).read(progress, early);
        var parsed = reads.parsed();
        workspace.setup = workspace.setup(Optional.ofNullable(reads.files().get(WorkspaceSettings.FILE_NAME))
                .map(SourceFile::read), Optional.ofNullable(reads.files().get(LockFile.FILE_NAME))
                .map(SourceFile::read));
        progress.progress(0, parsed.size(), "checking");
        workspace.current = workspace.build(1, reads.files(), parsed);
        int files = reads.files().size();
        progress.progress(files, files, "done");
        return workspace;
    }

    /** The current snapshot. */
    public Snapshot snapshot() {
        return current;
    }

    /** The workspace folder, absolute and normalized. */
    public Path root() {
        return root;
    }

    /**
     * Replaces the text of the file at {@code path} (creating it in the model when it is new; the disk is not
     * touched) and returns the new snapshot.
     *
     * @param path a {@code /}-separated path relative to the root, e.g. {@code skills/a/SKILL.md}
     * @param text the whole new text (line endings as they are; no BOM)
     */
    public synchronized Update update(String path, String text) {
        var update = apply(path, text);
        current = update.snapshot();
        return update;
    }

    private Update apply(String path, String text) {
        var before = current;
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        var file = new WorkspaceFile(path, root.resolve(path), bytes.length);
        boolean isNew = !before.files().containsKey(path);
        var files = plus(before.files(), path, file);
        if (path.equals(WorkspaceSettings.FILE_NAME)) {
            setup = setup(Optional.of(SourceFile.decode(file, bytes, false)), setup.lockFile());
        } else if (path.equals(LockFile.FILE_NAME)) {
            setup = setup(setup.settingsFile(), Optional.of(SourceFile.decode(file, bytes, false)));
        }
        if (!Formats.isDocument(path)) {
            if (isNew || path.equals(WorkspaceSettings.FILE_NAME) || path.equals(LockFile.FILE_NAME)) {
                return rebuild(before, files, parsedOf(before));
            }
            return supportingFileChanged(before, files, path);
        }
        var source = SourceFile.ofBuffer(file, bytes);
        var parsed = WorkspaceDocuments.Read.of(source);
        var old = before.document(path);
        boolean structural = isNew || old.isEmpty() || !WorkspaceDocuments.classification(path, old.get().parsed())
                .equals(WorkspaceDocuments.classification(path, parsed.product()));
        if (structural) {
            var all = parsedOf(before);
            all.put(path, parsed);
            return rebuild(before, files, all);
        }
        return documentChanged(before, files, path, parsed);
    }

    /**
     * Replaces the texts of {@code texts} and removes {@code deleted}, as that many {@link #update} and
     * {@link #delete} calls would, and returns the one snapshot after all of them (the disk is not touched). When a file
     * is created or removed, every diagnostic is rebuilt once for the lot instead of once per file; edits of existing
     * files are taken one by one, each as incrementally as {@link #update} takes it. Used to turn a workspace into
     * another revision of itself ({@code catalog-studio review}).
     *
     * @param texts   {@code /}-separated paths relative to the root, to their whole new text
     * @param deleted paths to remove; a path in neither the model nor {@code texts} is ignored
     * @return the snapshot after all changes, and every path whose diagnostics differ from before them
     */
    public synchronized Update updateAll(Map<String, String> texts, Set<String> deleted) {
        var before = current;
        boolean created = texts.keySet().stream().anyMatch(p -> !before.files().containsKey(p));
        boolean removed = deleted.stream().anyMatch(p -> before.files().containsKey(p));
        if (!created && !removed) {
            var changed = new TreeSet<String>();
            texts.forEach((path, text) -> changed.addAll(update(path, text).changed()));
            return new Update(current, changed);
        }
        var files = TreePMap.from(before.files());
        var all = parsedOf(before);
        Optional<SourceFile> settingsFile = setup.settingsFile();
        Optional<SourceFile> lockFile = setup.lockFile();
        for (String path : deleted) {
            files = files.minus(path);
            all.remove(path);
            if (path.equals(WorkspaceSettings.FILE_NAME)) {
                settingsFile = Optional.empty();
            } else if (path.equals(LockFile.FILE_NAME)) {
                lockFile = Optional.empty();
            }
        }
        for (var entry : texts.entrySet()) {
            String path = entry.getKey();
            byte[] bytes = entry.getValue().getBytes(StandardCharsets.UTF_8);
            var file = new WorkspaceFile(path, root.resolve(path), bytes.length);
            files = files.plus(path, file);
            if (path.equals(WorkspaceSettings.FILE_NAME)) {
                settingsFile = Optional.of(SourceFile.decode(file, bytes, false));
            } else if (path.equals(LockFile.FILE_NAME)) {
                lockFile = Optional.of(SourceFile.decode(file, bytes, false));
            }
            if (Formats.isDocument(path)) {
                all.put(path, WorkspaceDocuments.Read.of(SourceFile.ofBuffer(file, bytes)));
            }
        }
        if (!settingsFile.equals(setup.settingsFile()) || !lockFile.equals(setup.lockFile())) {
            setup = setup(settingsFile, lockFile);
        }
        var update = rebuild(before, files, all);
        current = update.snapshot();
        return update;
    }

    /**
     * Takes in what a {@code catalog-studio fetch} produced (docs/DEPENDENCIES.md § Dependencies across catalogs): {@code lockText}
     * becomes the text of {@code catalog-studio.lock} in the model, as {@link #update} would make it (the disk is not
     * touched; the caller writes the file), and the origins of the repositories and refs in {@code unreachable} are
     * reported {@code dependency-unreachable} with its reason instead of {@code dependency-unresolved}, until the
     * next call.
     *
     * @param lockText    the whole lock file, as {@link LockFile#write()} gives it
     * @param unreachable {@link Layers#key(String, String)} of each repository and ref fetch could not reach, to the
     *                    reason (one line, no final period)
     */
    public synchronized Update fetched(String lockText, Map<String, String> unreachable) {
        this.unreachable = Map.copyOf(unreachable);
        return update(LockFile.FILE_NAME, lockText);
    }

    /**
     * The text of {@code catalog-studio.lock} the model resolves with (as read from disk, or as last given to
     * {@link #update} or {@link #fetched}); empty when there is none or it could not be read.
     */
    public synchronized Optional<String> lockText() {
        return setup.lockFile().filter(SourceFile::readable).map(f -> f.text().text());
    }

    /** What the last {@link #fetched} call said could not be reached; empty before any. */
    public synchronized Map<String, String> unreachable() {
        return unreachable;
    }

    /** Removes the file at {@code path} from the model (the disk is not touched); a no-op if there is none. */
    public synchronized Update delete(String path) {
        var before = current;
        if (!before.files().containsKey(path)) {
            return new Update(before, Set.of());
        }
        var all = parsedOf(before);
        all.remove(path);
        if (path.equals(WorkspaceSettings.FILE_NAME)) {
            setup = setup(Optional.empty(), setup.lockFile());
        } else if (path.equals(LockFile.FILE_NAME)) {
            setup = setup(setup.settingsFile(), Optional.empty());
        }
        var update = rebuild(before, minus(before.files(), path), all);
        current = update.snapshot();
        return update;
    }

    // Incremental paths

    private Update documentChanged(Snapshot before, TreePMap<String, WorkspaceFile> files, String path,
                                   WorkspaceDocuments.Read parsed) {
        var old = before.loaded();
        var doc = WorkspaceDocuments.document(path, parsed, old.structure().withFiles(files::containsKey));
        var byPath = plus(old.byPath(), path, doc);
        var loaded = old.with(files, byPath);
        var recheck = neighbours(loaded, path);
        var local = before.local();
        for (String p : recheck) {
            local = put(local, p, check(loaded.byPath().get(p), loaded));
        }
        // A contribution reads what its document's rules read: re-derive that of every re-checked document.
        var graph = before.graph();
        var affected = new LinkedHashSet<String>();
        for (String p : recheck) {
            var change = graph.with(p, Contributions.of(loaded.byPath().get(p), loaded, setup.layers(),
                    setup.layers().workspace()));
            graph = change.graph();
            affected.addAll(change.affected());
        }
        // The host copies of what a re-checked document declares compare their text with it (host-copy-mismatch):
        // a changed body changes no graph shape, so they are not among the affected yet.
        for (String p : recheck) {
            affected.addAll(HostCopies.copiesOf(graph, p));
        }
        var cross = before.cross();
        for (String owner : affected) {
            if (byPath.containsKey(owner)) {
                cross = put(cross, owner, crossFile(graph, loaded, owner));
            }
        }
        var other = put(before.other(), path, otherDiagnostics(path, loaded));
        var after = new Snapshot(before.version() + 1, before.fileSetVersion(), setup.layers(), aliases, loaded,
                graph, local, cross, other, setup.settings().rules());
        var candidates = new LinkedHashSet<>(recheck);
        candidates.addAll(affected);
        return new Update(after, changed(before, after, candidates));
    }

    private Update supportingFileChanged(Snapshot before, TreePMap<String, WorkspaceFile> files, String path) {
        var old = before.loaded();
        var loaded = old.with(files, old.byPath());
        var recheck = neighbours(loaded, path);
        var local = before.local();
        for (String p : recheck) {
            local = put(local, p, check(loaded.byPath().get(p), loaded));
        }
        var other = put(before.other(), path, otherDiagnostics(path, loaded));
        // A skill's supporting files are portable parts of its host copies (host-copy-mismatch): the copies of the
        // skills holding it compare again; nothing else of the graph's rules reads a supporting file.
        var copies = new LinkedHashSet<String>();
        for (String p : recheck) {
            copies.addAll(HostCopies.copiesOf(before.graph(), p));
        }
        var cross = before.cross();
        for (String owner : copies) {
            if (loaded.byPath().containsKey(owner)) {
                cross = put(cross, owner, crossFile(before.graph(), loaded, owner));
            }
        }
        var after = new Snapshot(before.version() + 1, before.fileSetVersion(), setup.layers(), aliases, loaded,
                before.graph(), local, cross, other, setup.settings().rules());
        var candidates = new LinkedHashSet<>(recheck);
        candidates.add(path);
        candidates.addAll(copies);
        return new Update(after, changed(before, after, candidates));
    }

    /**
     * The documents whose per-document rules read {@code path}: the document itself; the entry documents
     * ({@code SKILL.md}, {@code AGENTS.md}, {@code CHANGELOG.md}, and a metaSKILL's {@code SKILL.star}, which reads
     * the SKILL.md body) of its folder and of every enclosing folder (an entry
     * and its CHANGELOG read each other; a skill or OAF agent reads the names and sizes of the files below it; a plugin
     * manifest or marketplace reads the files of its plugins); every document of the OAF agent folder it is in; and
     * for a marketplace, the manifests of the plugins it lists, whose dependencies it names. O(depth) lookups, and
     * for a marketplace one range of its folder, never a scan of the workspace.
     */
    private static Set<String> neighbours(WorkspaceDocuments.Loaded loaded, String path) {
        var result = new TreeSet<String>();
        if (loaded.byPath().containsKey(path)) {
            result.add(path);
        }
        for (String folder = CatalogLayout.folderOf(path); ; folder = CatalogLayout.folderOf(folder)) {
            for (String name : ENTRY_FILES) {
                String candidate = CatalogLayout.join(folder, name);
                if (loaded.byPath().containsKey(candidate)) {
                    result.add(candidate);
                }
            }
            if (CatalogLayout.isNamed(path, ".claude-plugin/marketplace.json")
                    && folder.equals(CatalogLayout.folderOf(CatalogLayout.folderOf(path)))) {
                String prefix = folder.isEmpty() ? "" : folder + "/";
                loaded.byPath().subMap(prefix, true, prefix + Character.MAX_VALUE, false).keySet().stream()
                        .filter(p -> CatalogLayout.isNamed(p, ".claude-plugin/plugin.json")).forEach(result::add);
            }
            if (loaded.oafAgents().contains(folder)) {
                String prefix = folder.isEmpty() ? "" : folder + "/";
                result.addAll(loaded.byPath().subMap(prefix, true, prefix + Character.MAX_VALUE, false).keySet());
            }
            if (folder.isEmpty()) {
                return result;
            }
        }
    }

    /** The hosts to check for: the caller's, else {@code catalog-studio.yaml}'s {@code hosts}, else inferred. */
    private dev.catalogstudio.model.hosts.HostChoice hostChoice(java.util.Collection<String> paths) {
        if (!hosts.isEmpty()) {
            return dev.catalogstudio.model.hosts.HostChoice.named(hosts, "chosen with --host");
        }
        if (!setup.settings().hosts().isEmpty()) {
            return dev.catalogstudio.model.hosts.HostChoice.named(setup.settings().hosts(),
                    "listed in catalog-studio.yaml (hosts:)");
        }
        return dev.catalogstudio.model.hosts.HostChoice.infer(paths);
    }

    // Whole rebuilds

    private Update rebuild(Snapshot before, TreePMap<String, WorkspaceFile> files,
                           TreeMap<String, WorkspaceDocuments.Read> parsed) {
        var after = build(before.version() + 1, files, parsed);
        var candidates = new TreeSet<>(before.pathsWithDiagnostics());
        candidates.addAll(after.pathsWithDiagnostics());
        return new Update(after, changed(before, after, candidates));
    }

    private Snapshot build(long version, java.util.NavigableMap<String, WorkspaceFile> files,
                           TreeMap<String, WorkspaceDocuments.Read> parsed) {
        var loaded = WorkspaceDocuments.classify(root, TreePMap.fromSortedMap(files), parsed,
                setup.settings().catalogs().stream()
                        .map(c -> new Structure.FolderRole(Structure.Role.METAAGENTS_CATALOG, c)).toList(),
                hostChoice(files.keySet()), !hosts.isEmpty(), aliases);
        // What each document adds to the graph first (cheap); then the graph, its rules and the file-level
        // diagnostics, which need no document's own rules, on another core while this one and the rest run the
        // per-document rules: run after them, one after the other, they were a tenth of a warm check with a core idle.
        var contributions = new HashMap<>(setup.layerContributions());
        loaded.documents().parallelStream().map(doc -> Map.entry(doc.file().path(), Contributions.of(doc, loaded,
                setup.layers(), setup.layers().workspace()))).toList().forEach(c -> {
                    if (!c.getValue().nodes().isEmpty() || !c.getValue().edges().isEmpty()) {
                        contributions.put(c.getKey(), c.getValue());
                    }
                });
        var whole = new FutureTask<>(() -> wholeWorkspace(loaded, contributions));
        ForkJoinPool.commonPool().execute(whole);
        // Per-document rules are pure functions of one document and the loaded workspace.
        var checked = loaded.documents().parallelStream().map(doc -> Map.entry(doc.file().path(),
                check(doc, loaded))).toList();
        var local = new HashMap<String, List<Diagnostic>>();
        for (var c : checked) {
            if (!c.getValue().isEmpty()) {
                local.put(c.getKey(), c.getValue());
            }
        }
        whole.run(); // a no-op when another thread has run it or is running it
        WholeWorkspace found;
        try {
            found = whole.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while building the dependency graph", e);
        } catch (ExecutionException e) {
            // As if it had run on this thread: the same exception or error, not a wrapper.
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
        return new Snapshot(version, version, setup.layers(), aliases, loaded, found.graph(),
                HashTreePMap.from(local), HashTreePMap.from(found.cross()), HashTreePMap.from(found.other()),
                setup.settings().rules());
    }

    /** The dependency graph, its rules' diagnostics by path, and the file-level diagnostics by path. */
    private record WholeWorkspace(DependencyGraph graph, Map<String, List<Diagnostic>> cross,
                                  Map<String, List<Diagnostic>> other) {
    }

    /** What a build finds beyond each document's own rules: pure, and independent of them. */
    private WholeWorkspace wholeWorkspace(WorkspaceDocuments.Loaded loaded, Map<String, Contribution> contributions) {
        var graph = DependencyGraph.of(contributions);
        var cross = new HashMap<String, List<Diagnostic>>();
        for (var doc : loaded.documents()) {
            String path = doc.file().path();
            if (contributions.containsKey(path)) {
                var found = crossFile(graph, loaded, path);
                if (!found.isEmpty()) {
                    cross.put(path, found);
                }
            }
        }
        // Each listed file and each path with a scan problem once, in no particular order (the map is a hash map):
        // a sorted set of the 1,137 paths of a 400-skill folder cost a seventieth of a warm check in comparisons.
        var other = new HashMap<String, List<Diagnostic>>();
        for (String path : loaded.files().keySet()) {
            putOther(other, path, loaded);
        }
        for (String path : scanProblems.keySet()) {
            if (!loaded.files().containsKey(path)) {
                putOther(other, path, loaded);
            }
        }
        return new WholeWorkspace(graph, cross, other);
    }

    private void putOther(Map<String, List<Diagnostic>> other, String path, WorkspaceDocuments.Loaded loaded) {
        var found = otherDiagnostics(path, loaded);
        if (!found.isEmpty()) {
            other.put(path, found);
        }
    }

    /** File-level diagnostics: scan problems, {@code catalog-studio.yaml} problems, oversized supporting files. */
    private List<Diagnostic> otherDiagnostics(String path, WorkspaceDocuments.Loaded loaded) {
        if (!scanProblems.containsKey(path) && !path.equals(WorkspaceSettings.FILE_NAME)
                && !path.equals(LockFile.FILE_NAME)) {
            return SupportingFiles.check(path, loaded); // nearly every file: at most one, nothing to merge
        }
        var result = new Diagnostics();
        result.addAll(scanProblems.getOrDefault(path, List.of()));
        if (path.equals(WorkspaceSettings.FILE_NAME)) {
            result.addAll(setup.settings().diagnostics());
        } else if (path.equals(LockFile.FILE_NAME)) {
            result.addAll(setup.lockDiagnostics());
        }
        result.addAll(SupportingFiles.check(path, loaded));
        return result.sorted();
    }

    /**
     * The layers: the workspace, those of {@code catalog-studio.yaml} in the order written, then the fetched origins
     * {@code catalog-studio.lock} names whose snapshots are in the {@link OriginCache} (issue 25); a layer written by
     * hand for the same origin comes first, so it wins.
     */
    private Setup setup(Optional<SourceFile> settingsFile, Optional<SourceFile> lockFile) {
        var settings = settingsFile.filter(SourceFile::readable).map(f -> WorkspaceSettings.parse(f.text(), root))
                .orElse(WorkspaceSettings.NONE);
        var origin = settings.origin().or(() -> GitRemote.detect(root));
        var layers = new ArrayList<Layer>();
        layers.add(new Layer(Layer.WORKSPACE, origin, root));
        layers.addAll(settings.layers());
        var lockDiagnostics = new Diagnostics();
        var readableLock = lockFile.filter(SourceFile::readable);
        if (readableLock.isPresent()) {
            var text = readableLock.get().text();
            var parsed = LockFile.parse(text.text());
            for (var problem : parsed.problems()) {
                int start = text.offsetAt(problem.line(), problem.column());
                int end = text.lineEnd(problem.line());
                lockDiagnostics.report(Rule.LOCK_FILE, new dev.catalogstudio.model.text.Range(text.positionAt(start),
                        text.positionAt(Math.max(start, end))), problem.message());
            }
            layers.addAll(OriginCache.current().layers(parsed.lock()));
        }
        var all = new Layers(layers, unreachable);
        var contributions = new HashMap<String, Contribution>();
        var cacheFolder = OriginCache.current().folder();
        var snapshotsRead = new HashMap<Path, WorkspaceDocuments.Loaded>();
        for (var layer : layers.subList(1, layers.size())) {
            if (all.isInsideWorkspace(layer)) {
                continue; // its files are the workspace's own documents: one node per file, checked and reported once
            }
            try {
                boolean fetched = layer.folder().startsWith(cacheFolder);
                var documents = fetched ? fetchedDocuments.get(layer.folder()) : null;
                if (documents == null) {
                    var scan = new WorkspaceScanner().scan(layer.folder(), ProgressListener.NONE);
                    documents = new WorkspaceDocuments(scan).load(ProgressListener.NONE);
                }
                if (fetched) {
                    snapshotsRead.put(layer.folder(), documents);
                }
                for (var doc : documents.documents()) {
                    var contribution = Contributions.of(doc, documents, all, layer);
                    if (!contribution.nodes().isEmpty() || !contribution.edges().isEmpty()) {
                        contributions.put(layer.id() + ":" + doc.file().path(), contribution);
                    }
                }
            } catch (IOException e) {
                // The folder vanished since the settings were read: the layer resolves nothing.
            }
        }
        fetchedDocuments.keySet().retainAll(snapshotsRead.keySet());
        fetchedDocuments.putAll(snapshotsRead);
        return new Setup(all, settings, contributions, settingsFile, lockFile, lockDiagnostics.sorted());
    }

    // Helpers

    /**
     * The cross-file diagnostics of {@code owner}'s document: the graph's rules ({@link GraphRules#check}) and the
     * comparison of its host copies ({@link HostCopies#check}), sorted.
     */
    private static List<Diagnostic> crossFile(DependencyGraph graph, WorkspaceDocuments.Loaded loaded, String owner) {
        var found = GraphRules.check(graph, owner);
        var copies = HostCopies.check(graph, loaded, owner);
        if (copies.isEmpty()) {
            return found;
        }
        var all = new Diagnostics();
        all.addAll(found);
        all.addAll(copies);
        return all.sorted();
    }

    /** Runs a document's rules; a rule that throws becomes one {@code internal-error} diagnostic, never a crash. */
    private List<Diagnostic> check(LoadedDocument doc, WorkspaceDocuments.Loaded loaded) {
        try {
            return rules.apply(doc, loaded);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            var out = new Diagnostics();
            out.addAll(doc.source().diagnostics());
            SourceText text = doc.source().text() == null ? SourceText.of("") : doc.source().text();
            out.report(Rule.INTERNAL_ERROR, text.range(0, 0), "Catalog Studio failed while checking this file ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + "); please report it.");
            return out.sorted();
        }
    }

    private static Set<String> changed(Snapshot before, Snapshot after, Iterable<String> candidates) {
        var changed = new TreeSet<String>();
        for (String path : candidates) {
            if (!Objects.equals(before.diagnostics(path), after.diagnostics(path))) {
                changed.add(path);
            }
        }
        return changed;
    }

    private static TreeMap<String, WorkspaceDocuments.Read> parsedOf(Snapshot snapshot) {
        var parsed = new TreeMap<String, WorkspaceDocuments.Read>();
        snapshot.documents().forEach((p, d) -> parsed.put(p, new WorkspaceDocuments.Read(d.source(), d.parsed())));
        return parsed;
    }

    private static <V> TreePMap<String, V> plus(java.util.NavigableMap<String, V> map, String key, V value) {
        return (map instanceof TreePMap<String, V> p ? p : TreePMap.fromSortedMap(map)).plus(key, value);
    }

    private static <V> TreePMap<String, V> minus(java.util.NavigableMap<String, V> map, String key) {
        return (map instanceof TreePMap<String, V> p ? p : TreePMap.fromSortedMap(map)).minus(key);
    }

    private static PMap<String, List<Diagnostic>> put(PMap<String, List<Diagnostic>> map, String key,
                                                      List<Diagnostic> value) {
        return value.isEmpty() ? map.minus(key) : map.plus(key, value);
    }

    private static List<Diagnostic> concat(List<Diagnostic> a, List<Diagnostic> b) {
        var all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
