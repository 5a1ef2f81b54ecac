package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.format.CatalogLayout.folderOf;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.formats.Specs;
import dev.catalogstudio.model.hosts.HostChoice;
import dev.catalogstudio.model.hosts.PackageHosts;
import dev.catalogstudio.model.text.SourceText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BiFunction;

/** Reads, parses and classifies the documents of a scanned workspace. */
final class WorkspaceDocuments {

    private final WorkspaceScanner.Scan scan;

    WorkspaceDocuments(WorkspaceScanner.Scan scan) {
        this.scan = scan;
    }

    /**
     * What the per-document rules see of the workspace: every file, every document parsed once, and the folders that
     * are MetaAgents catalogs. Backed by persistent maps, so a snapshot builds a new one per edit in O(1).
     *
     * @param root         the workspace folder
     * @param files        every scanned file by relative path
     * @param byPath       the documents by relative path
     * @param structure    the folder roles every document declared (catalogs, OAF agents, plugins), over
     *                     {@code files}
     * @param hosts        the hosts each file is checked for: its package's, else the workspace's (docs/CHECKS.md § Host
     *                     profiles)
     * @param aliases      the symbolic links inside the workspace, by path
     */
    record Loaded(Path root, NavigableMap<String, WorkspaceFile> files, NavigableMap<String, LoadedDocument> byPath,
                  Structure structure, PackageHosts hosts, NavigableMap<String, WorkspaceScanner.Alias> aliases)
            implements FormatContext {

        /** How many links one lookup follows at most: a bound against chains, never reached by real trees. */
        private static final int MAX_LINKS = 40;

        /** This workspace over other files and documents, with the same folder roles, hosts and links. */
        Loaded with(NavigableMap<String, WorkspaceFile> otherFiles, NavigableMap<String, LoadedDocument> otherDocs) {
            return new Loaded(root, otherFiles, otherDocs, structure.withFiles(otherFiles::containsKey), hosts,
                    aliases);
        }

        @Override
        public boolean exists(String path) {
            return realPath(path).isPresent();
        }

        @Override
        public Optional<String> realPath(String path) {
            String at = path;
            for (int links = 0; links <= MAX_LINKS; links++) {
                if (at.isEmpty() || files.containsKey(at) || holdsFiles(at)) {
                    return Optional.of(at);
                }
                String resolved = throughLink(at);
                if (resolved == null) {
                    return Optional.empty();
                }
                at = resolved;
            }
            return Optional.empty();
        }

        /** Whether some file is below the folder {@code folder}: one look-up in the sorted files, O(log files). */
        private boolean holdsFiles(String folder) {
            String prefix = folder + "/";
            String next = files.ceilingKey(prefix);
            return next != null && next.startsWith(prefix);
        }

        /** {@code path} with the link that is it, or holds it, replaced by the link's target; null if none does. */
        private String throughLink(String path) {
            for (String prefix = path; !prefix.isEmpty(); prefix = folderOf(prefix)) {
                var alias = aliases.get(prefix);
                if (alias != null) {
                    String rest = path.substring(prefix.length());
                    String target = alias.target();
                    return target.isEmpty() ? (rest.isEmpty() ? "" : rest.substring(1)) : target + rest;
                }
            }
            return null;
        }

        /** Folders whose AGENTS.md is an OAF manifest. */
        Set<String> oafAgents() {
            return structure.oafAgents();
        }

        /** The documents, in path order. */
        Collection<LoadedDocument> documents() {
            return byPath.values();
        }

        /** The document at {@code path}, if it is one. */
        @Override
        public Optional<LoadedDocument> document(String path) {
            return Optional.ofNullable(byPath.get(path));
        }

        @Override
        public boolean hasFile(String path) {
            return files.containsKey(path);
        }

        /** The files below {@code folder}, keyed by their path relative to it. */
        @Override
        public SortedMap<String, Long> filesUnder(String folder) {
            var result = new TreeMap<String, Long>();
            String prefix = folder.isEmpty() ? "" : folder + "/";
            for (var file : (folder.isEmpty() ? files : files.subMap(prefix, true, folder + "0", false)).values()) {
                result.put(file.path().substring(prefix.length()), file.size());
            }
            return result;
        }

        /** The real name of the folder holding {@code path} (the root folder's own name at the root). */
        @Override
        public Optional<KindSpec> spec(DocumentKind kind, String fileName) {
            return Specs.forDocument(kind, fileName);
        }

        @Override
        public String folderName(String path) {
            String folder = folderOf(path);
            if (!folder.isEmpty()) {
                return folder.substring(folder.lastIndexOf('/') + 1);
            }
            Path name = root.getFileName();
            return name == null ? "" : name.toString();
        }
    }

    Loaded load(ProgressListener progress) {
        return load(progress, new ReadsDuringScan());
    }

    /** {@link #load(ProgressListener)} taking the reads {@code early} started during the scan. */
    Loaded load(ProgressListener progress, ReadsDuringScan early) {
        var reads = read(progress, early);
        var aliases = new TreeMap<String, WorkspaceScanner.Alias>();
        scan.aliases().forEach(a -> aliases.put(a.path(), a));
        return classify(scan.root(), org.pcollections.TreePMap.fromSortedMap(reads.files()), reads.parsed(),
                List.of(), HostChoice.spec(), false, aliases);
    }

    /**
     * Every file and every document read and parsed, not yet classified.
     *
     * @param files  every scanned file by relative path
     * @param parsed every document's read, by path
     */
    record Reads(TreeMap<String, WorkspaceFile> files, TreeMap<String, Read> parsed) {
    }

    /**
     * Reads and parses every document, taking the reads {@code early} started during the scan; classifying is left to
     * the caller, who knows the workspace settings ({@link Workspace} classifies once, with them).
     */
    Reads read(ProgressListener progress, ReadsDuringScan early) {
        var files = new TreeMap<String, WorkspaceFile>();
        scan.files().forEach(f -> files.put(f.path(), f));
        var candidates = scan.files().stream().filter(f -> Formats.isDocument(f.path())).toList();
        // Reading and parsing are independent per document (the parsers are immutable and thread-safe): use every core.
        var done = new java.util.concurrent.atomic.AtomicInteger();
        early.drain(); // what the other cores have not taken yet, this thread reads while they finish theirs
        var products = candidates.parallelStream().map(file -> {
            var p = early.read(file);
            int n = done.incrementAndGet();
            if (n % 100 == 0) {
                synchronized (progress) {
                    progress.progress(n, candidates.size(), "reading");
                }
            }
            return p;
        }).toList();
        var parsed = new TreeMap<String, Read>();
        products.forEach(p -> parsed.put(p.source().file().path(), p));
        return new Reads(files, parsed);
    }

    /**
     * A document's text and parse product, before it is classified.
     *
     * @param source  its text and read problems
     * @param product the parse product, or {@code null} when unreadable
     */
    record Read(SourceFile source, Parsed product) {
        static Read of(SourceFile source) {
            return of(source, Formats::parse);
        }

        /**
         * Parses {@code source} with {@code parser}. A parser that fails (a bug, or input past a limit nobody foresaw)
         * costs this document only: it becomes unreadable with one {@code internal-error}, and the run goes on.
         */
        static Read of(SourceFile source, BiFunction<String, SourceText, Parsed> parser) {
            if (!source.readable()) {
                return new Read(source, null);
            }
            try {
                return new Read(source, parser.apply(source.file().path(), source.text()));
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                var diagnostics = new ArrayList<>(source.diagnostics());
                diagnostics.add(new Diagnostic(Rule.INTERNAL_ERROR, Rule.INTERNAL_ERROR.defaultSeverity(),
                        SourceText.of("").range(0, 0), "Catalog Studio failed while parsing this file ("
                        + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
                        + "); it was not checked. Please report it.", List.of()));
                return new Read(new SourceFile(source.file(), null, source.truncated(), diagnostics), null);
            }
        }
    }

    /**
     * Classifies every parsed document against the folder roles all of them declare, and the roles {@code declared}
     * by the workspace settings ({@code catalog-studio.yaml}'s {@code catalogs}).
     */
    static Loaded classify(Path root, NavigableMap<String, WorkspaceFile> files, SortedMap<String, Read> parsed,
                           Collection<Structure.FolderRole> declared, HostChoice hosts, boolean named,
                           NavigableMap<String, WorkspaceScanner.Alias> aliases) {
        // Both passes are pure per document: on every core, in path order (an ordered stream keeps it).
        var roles = new ArrayList<Structure.FolderRole>(declared);
        roles.addAll(parsed.entrySet().parallelStream()
                .flatMap(e -> Formats.roles(e.getKey(), e.getValue().product()).stream()).toList());
        var byPath = new TreeMap<String, LoadedDocument>();
        var structure = Structure.of(roles, files::containsKey);
        parsed.entrySet().parallelStream().map(e -> document(e.getKey(), e.getValue(), structure)).toList()
                .forEach(d -> byPath.put(d.file().path(), d));
        var packages = PackageHosts.of(files.keySet(), structure.folders(Structure.Role.CLAUDE_PLUGIN),
                structure.folders(Structure.Role.AGENT_PLUGIN), structure.folders(Structure.Role.DECLARED_SKILLS),
                hosts, named);
        return new Loaded(root, files, org.pcollections.TreePMap.fromSortedMap(byPath), structure, packages, aliases);
    }

    /** One document classified against already-known catalog roots and OAF agent folders. */
    static LoadedDocument document(String path, Read p, Structure structure) {
        var kind = Formats.classify(path, p.product(), structure);
        return new LoadedDocument(p.source().file(), p.source(), kind, p.product());
    }

    /** What {@code path} adds to the catalog roots and OAF agent folders (compared before and after an edit). */
    static Set<Structure.FolderRole> classification(String path, Parsed product) {
        return Formats.roles(path, product);
    }
}
