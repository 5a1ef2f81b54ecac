package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.RuleLevels;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.GraphRules;
import dev.catalogstudio.model.resolve.Layers;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pcollections.PMap;

/**
 * One immutable state of a workspace: its files, documents, dependency graph and diagnostics, as of one
 * {@link #version()}. Built by {@link Workspace}; every later edit makes a new snapshot that shares all unchanged
 * structure with this one, so a snapshot stays valid, and safe to read from any thread, for as long as it is held.
 */
public final class Snapshot {

    private final long version;
    private final long fileSetVersion;
    private final Layers layers;
    private final NavigableMap<String, WorkspaceScanner.Alias> aliases;
    private final WorkspaceDocuments.Loaded loaded;
    private final DependencyGraph graph;
    private final PMap<String, List<Diagnostic>> local;
    private final PMap<String, List<Diagnostic>> cross;
    private final PMap<String, List<Diagnostic>> other;
    private final RuleLevels levels;

    Snapshot(long version, long fileSetVersion, Layers layers, NavigableMap<String, WorkspaceScanner.Alias> aliases,
             WorkspaceDocuments.Loaded loaded,
             DependencyGraph graph, PMap<String, List<Diagnostic>> local, PMap<String, List<Diagnostic>> cross,
             PMap<String, List<Diagnostic>> other, RuleLevels levels) {
        this.version = version;
        this.fileSetVersion = fileSetVersion;
        this.layers = layers;
        this.aliases = aliases;
        this.loaded = loaded;
        this.graph = graph;
        this.local = local;
        this.cross = cross;
        this.other = other;
        this.levels = levels;
    }

    /** The severity {@code catalog-studio.yaml}'s {@code rules:} gives each code; applied by {@link #diagnostics}. */
    public RuleLevels ruleLevels() {
        return levels;
    }

    /** The snapshot's number: 1 for the opened workspace, one more for each edit after it. */
    public long version() {
        return version;
    }

    /**
     * The {@link #version()} of the snapshot that last changed the set of files (a file created, deleted or renamed,
     * or the workspace rebuilt). Equal between two snapshots means equal {@link #files()} key sets, so a view can skip
     * comparing them.
     */
    public long fileSetVersion() {
        return fileSetVersion;
    }

    /** The workspace folder, absolute and normalized. */
    public Path root() {
        return loaded.root();
    }

    /** The resolution layers: the workspace first, then those of {@code catalog-studio.yaml}. */
    public Layers layers() {
        return layers;
    }

    /** Every file of the workspace (documents and supporting files) by path relative to the root, sorted. */
    public NavigableMap<String, WorkspaceFile> files() {
        return loaded.files();
    }

    /**
     * The symbolic links inside the workspace that lead to another file or folder inside it, by link path, sorted.
     * What they lead to is among {@link #files()} under its real path only, so each file is checked once.
     */
    public NavigableMap<String, WorkspaceScanner.Alias> aliases() {
        return aliases;
    }

    /** Every document by path, sorted. */
    public NavigableMap<String, LoadedDocument> documents() {
        return loaded.byPath();
    }

    /** The document at {@code path} ({@code /}-separated, relative to the root), if it is one. */
    public Optional<LoadedDocument> document(String path) {
        return loaded.document(path);
    }

    /**
     * The text the model holds for the document at {@code path}: the last text given to {@link Workspace#update} or
     * read from disk, with its line endings and without a byte order mark; empty when {@code path} is no document or
     * could not be read.
     */
    public Optional<SourceText> text(String path) {
        return loaded.document(path).map(d -> d.source().text());
    }

    /**
     * The files below {@code folder} ({@code /}-separated, relative to the root; {@code ""} for every file), keyed by
     * their path relative to the root, sorted. A view of the snapshot: O(log n) to make.
     */
    public NavigableMap<String, WorkspaceFile> filesUnder(String folder) {
        var files = loaded.files();
        return folder.isEmpty() ? files : files.subMap(folder + "/", true, folder + "/" + Character.MAX_VALUE, false);
    }

    /** The frontmatter of the Markdown document at {@code path} (a SKILL.md or AGENTS.md), if it is one. */
    public Optional<FrontmatterDocument> frontmatter(String path) {
        return loaded.document(path).flatMap(LoadedDocument::frontmatter);
    }

    /** The dependency graph of the workspace and its layers. */
    public DependencyGraph graph() {
        return graph;
    }

    /**
     * The diagnostics of the file at {@code path}: per-document, cross-file and file-level, sorted by position; at
     * most {@link Diagnostics#MAX_PER_FILE}, the first by position, then one {@code diagnostics-truncated} counting
     * the rest if there were more. The codes {@code catalog-studio.yaml} turns off are left out, those it changes
     * carry its severity ({@link #ruleLevels()}).
     */
    public List<Diagnostic> diagnostics(String path) {
        var a = local.getOrDefault(path, List.of());
        var b = cross.getOrDefault(path, List.of());
        var c = other.getOrDefault(path, List.of());
        if (b.isEmpty() && c.isEmpty()) {
            return levels.apply(a);
        }
        var all = new Diagnostics();
        all.addAll(levels.apply(a));
        all.addAll(levels.apply(b));
        all.addAll(levels.apply(c));
        return all.sorted();
    }

    /**
     * The cross-file diagnostics of the document at {@code path}: what {@link GraphRules#check} reports for it on
     * this snapshot's {@link #graph()} and {@link HostCopies} finds of its host copies (kept up to date per edit for
     * the documents an edit can affect), in the rules' order; empty for a path with none. They are part of {@link #diagnostics(String)}.
     */
    public List<Diagnostic> crossFileDiagnostics(String path) {
        return levels.apply(cross.getOrDefault(path, List.of()));
    }

    /** The paths that have at least one diagnostic, sorted. */
    public Set<String> pathsWithDiagnostics() {
        var paths = new TreeSet<String>();
        local.forEach((p, d) -> {
            if (!d.isEmpty()) {
                paths.add(p);
            }
        });
        cross.forEach((p, d) -> {
            if (!d.isEmpty()) {
                paths.add(p);
            }
        });
        other.forEach((p, d) -> {
            if (!d.isEmpty()) {
                paths.add(p);
            }
        });
        if (!levels.isDefault()) {
            paths.removeIf(p -> diagnostics(p).isEmpty());
        }
        return paths;
    }

    /**
     * Every diagnostic, sorted by path, then position: the first {@link Diagnostics#MAX_PER_RUN} (each file's own
     * {@code diagnostics-truncated} aside, kept with the files reported whole), then, if there were more, one
     * {@code diagnostics-truncated} counting the rest, on the first diagnostic left out.
     */
    public List<FileDiagnostic> diagnostics() {
        return diagnostics(Diagnostics.MAX_PER_RUN);
    }

    /** {@link #diagnostics()} keeping at most {@code max} (tests). */
    List<FileDiagnostic> diagnostics(int max) {
        var all = new ArrayList<FileDiagnostic>();
        int kept = 0;
        long leftOut = 0;
        Severity worst = Severity.INFO;
        FileDiagnostic first = null;
        var cutFiles = new TreeSet<String>();
        for (String path : pathsWithDiagnostics()) {
            for (var d : diagnostics(path)) {
                if (first == null && (d.leftOut() > 0 || kept < max)) {
                    all.add(new FileDiagnostic(path, d));
                    kept += d.leftOut() > 0 ? 0 : 1;
                    continue;
                }
                if (first == null) {
                    first = new FileDiagnostic(path, d);
                }
                leftOut += Math.max(1, d.leftOut());
                worst = d.severity().atLeast(worst) ? d.severity() : worst;
                cutFiles.add(path);
            }
        }
        if (first != null) {
            int after = cutFiles.size() - 1;
            String where = after == 0 ? "this file" : "this file and " + (after == 1 ? "1 file" : Diagnostics.count(
                    after) + " files") + " after it";
            all.add(new FileDiagnostic(first.path(), Diagnostics.summary(worst, first.diagnostic().range(), leftOut,
                    "were left out, from here on in " + where + ": Catalog Studio reports the first "
                    + Diagnostics.count(max) + " of a check, by path and position. Fix those and check again.")));
        }
        return all;
    }

    /** This snapshot as the result of {@code catalog-studio check}. */
    public CheckResult toCheckResult() {
        return new CheckResult(root(), files().size(), diagnostics(), hosts().names() + " (" + hosts().how() + ")");
    }

    /** The hosts this snapshot was checked for, and how they were chosen (docs/CHECKS.md § Host profiles). */
    public dev.catalogstudio.model.hosts.HostChoice hosts() {
        return loaded().hosts().workspace();
    }

    /**
     * The hosts that would load the file at {@code path} ({@code /}-separated, relative to the root), and why: its
     * package's (the nearest plugin or extension manifest, or host folder, above it), else {@link #hosts()}. The host
     * rules of a document speak only of these.
     */
    public dev.catalogstudio.model.hosts.PackageHosts.Scope hostsOf(String path) {
        return loaded().hosts().of(path);
    }

    /**
     * Why no host would load the {@code SKILL.md} at {@code path} as a skill (the {@code skill-not-loaded} reason, a
     * clause), or empty when something would, or when it is no plain Agent Skill.
     */
    public Optional<String> whyNotLoaded(String path) {
        return document(path).flatMap(doc -> SkillDiscovery.whyNotLoaded(path, doc.kind(), loaded().structure()));
    }

    /**
     * Whether {@code host} ({@link dev.catalogstudio.model.hosts.HostDiscovery#NAMES}) would find the skill, subagent
     * or command ({@code kind}: {@code skill}, {@code subagent}, {@code command}) at {@code path} where it lies: at
     * one of its locations in the file's package or host folder ({@link SkillDiscovery#looksThere}).
     */
    public boolean looksThere(String host, String kind, String path) {
        return SkillDiscovery.looksThere(host, kind, path, hostsOf(path), loaded().structure());
    }

    WorkspaceDocuments.Loaded loaded() {
        return loaded;
    }

    PMap<String, List<Diagnostic>> local() {
        return local;
    }

    PMap<String, List<Diagnostic>> cross() {
        return cross;
    }

    PMap<String, List<Diagnostic>> other() {
        return other;
    }
}
