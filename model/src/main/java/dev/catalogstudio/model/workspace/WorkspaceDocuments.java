package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.CatalogLayout.catalogOf;
import static dev.catalogstudio.model.workspace.CatalogLayout.folderOf;
import static dev.catalogstudio.model.workspace.CatalogLayout.join;

import dev.catalogstudio.model.format.mcp.McpConfig;
import dev.catalogstudio.model.format.mcp.McpFile;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.format.oaf.OafAgent;
import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

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
     * @param catalogRoots folders that are MetaAgents catalogs ({@code ""} for the root)
     * @param oafAgents    folders whose AGENTS.md is an OAF manifest
     */
    record Loaded(Path root, NavigableMap<String, WorkspaceFile> files, NavigableMap<String, LoadedDocument> byPath,
                  Set<String> catalogRoots, Set<String> oafAgents) {

        /** The documents, in path order. */
        Collection<LoadedDocument> documents() {
            return byPath.values();
        }

        /** The document at {@code path}, if it is one. */
        Optional<LoadedDocument> document(String path) {
            return Optional.ofNullable(byPath.get(path));
        }

        /** The files below {@code folder}, keyed by their path relative to it. */
        SortedMap<String, Long> filesUnder(String folder) {
            var result = new TreeMap<String, Long>();
            String prefix = folder.isEmpty() ? "" : folder + "/";
            for (var file : (folder.isEmpty() ? files : files.subMap(prefix, true, folder + "0", false)).values()) {
                result.put(file.path().substring(prefix.length()), file.size());
            }
            return result;
        }

        /** The real name of the folder holding {@code path} (the root folder's own name at the root). */
        String folderName(String path) {
            String folder = folderOf(path);
            if (!folder.isEmpty()) {
                return folder.substring(folder.lastIndexOf('/') + 1);
            }
            Path name = root.getFileName();
            return name == null ? "" : name.toString();
        }
    }

    Loaded load(ProgressListener progress) {
        var files = new TreeMap<String, WorkspaceFile>();
        scan.files().forEach(f -> files.put(f.path(), f));
        var candidates = scan.files().stream().filter(f -> isDocument(f.path())).toList();
        // Reading and parsing are independent per document (the parsers are immutable and thread-safe): use every core.
        var done = new java.util.concurrent.atomic.AtomicInteger();
        var products = candidates.parallelStream().map(file -> {
            var p = Parsed.of(SourceFile.read(file));
            int n = done.incrementAndGet();
            if (n % 100 == 0) {
                synchronized (progress) {
                    progress.progress(n, candidates.size(), "reading");
                }
            }
            return p;
        }).toList();
        var parsed = new TreeMap<String, Parsed>();
        products.forEach(p -> parsed.put(p.source().file().path(), p));
        return classify(scan.root(), org.pcollections.TreePMap.fromSortedMap(files), parsed);
    }

    /**
     * A document's text and parse product, before it is classified.
     *
     * @param source  its text and read problems
     * @param product the parse product, or {@code null} when unreadable
     */
    record Parsed(SourceFile source, Object product) {
        static Parsed of(SourceFile source) {
            return new Parsed(source, source.readable() ? parse(source) : null);
        }
    }

    /** Classifies every parsed document against the others (catalog roots, OAF agent folders). */
    static Loaded classify(Path root, NavigableMap<String, WorkspaceFile> files, SortedMap<String, Parsed> parsed) {
        var products = new TreeMap<String, Object>();
        parsed.forEach((path, p) -> products.put(path, p.product()));
        Set<String> catalogRoots = catalogRoots(products);
        Set<String> oafAgents = OafFolders.agentFolders(products);
        var byPath = new TreeMap<String, LoadedDocument>();
        parsed.forEach((path, p) -> byPath.put(path, document(path, p, catalogRoots, oafAgents, files)));
        return new Loaded(root, files, org.pcollections.TreePMap.fromSortedMap(byPath), Set.copyOf(catalogRoots),
                Set.copyOf(oafAgents));
    }

    /** One document classified against already-known catalog roots and OAF agent folders. */
    static LoadedDocument document(String path, Parsed p, Set<String> catalogRoots, Set<String> oafAgents,
                                   NavigableMap<String, WorkspaceFile> files) {
        var kind = OafFolders.classify(path, oafAgents)
                .orElseGet(() -> classify(path, p.product(), catalogRoots, files));
        return new LoadedDocument(p.source().file(), p.source(), kind, p.product());
    }

    /** What {@code path} adds to the catalog roots and OAF agent folders (compared before and after an edit). */
    static List<Set<String>> classification(String path, Object product) {
        var one = new TreeMap<String, Object>();
        one.put(path, product);
        return List.of(catalogRoots(one), OafFolders.agentFolders(one));
    }

    /** Whether a path names a document (as opposed to a supporting file). */
    static boolean isDocument(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.equals("SKILL.md") || name.equals("AGENTS.md") || name.equals("CHANGELOG.md")
                || name.equals(".mcp.json") || name.endsWith(".3md") || CatalogLayout.isMcpFile(path)
                || OafFolders.isMcpConfigFile(path);
    }

    static Object parse(SourceFile source) {
        String name = source.file().fileName();
        if (name.equals("CHANGELOG.md")) {
            return Changelog.parse(source.text());
        }
        if (name.endsWith(".md")) {
            return FrontmatterDocument.parse(source.text());
        }
        if (name.equals(".mcp.json")) {
            return McpConfig.parse(source.text());
        }
        if (CatalogLayout.isMcpFile(source.file().path())) {
            return McpFile.parse(source.text(), name);
        }
        if (name.endsWith(".3md")) {
            return ThreeMdParser.parse(source.text());
        }
        return source.text();
    }

    /** Folders holding a {@code skills/} or {@code agents/} entry whose frontmatter carries {@code version}. */
    static Set<String> catalogRoots(Map<String, Object> parsed) {
        var roots = new HashSet<String>();
        parsed.forEach((path, product) -> {
            if (product instanceof FrontmatterDocument fm && fm.mapping().map(m -> m.entry("version").isPresent())
                    .orElse(false) && !CatalogLayout.isWorkspaceSkill(path) && !OafAgent.isOaf(fm)) {
                catalogOf(path, "skills", "SKILL.md").or(() -> catalogOf(path, "agents", "AGENTS.md"))
                        .ifPresent(roots::add);
            }
        });
        return roots;
    }

    private static DocumentKind classify(String path, Object product, Set<String> catalogRoots,
                                         NavigableMap<String, WorkspaceFile> files) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        switch (name) {
            case "SKILL.md" -> {
                if (CatalogLayout.isWorkspaceSkill(path)) {
                    return DocumentKind.WORKSPACE_SKILL;
                }
                boolean inCatalog = catalogOf(path, "skills", "SKILL.md").map(catalogRoots::contains).orElse(false);
                return inCatalog ? DocumentKind.METAAGENTS_SKILL : DocumentKind.AGENT_SKILL;
            }
            case "AGENTS.md" -> {
                if (product instanceof FrontmatterDocument fm && fm.mapping().map(m -> m.entry("vendorKey").isPresent()
                        || m.entry("agentKey").isPresent() || m.entry("slug").isPresent()).orElse(false)) {
                    return DocumentKind.OAF_AGENT;
                }
                boolean inCatalog = catalogOf(path, "agents", "AGENTS.md").map(catalogRoots::contains).orElse(false);
                return inCatalog ? DocumentKind.METAAGENTS_AGENT : DocumentKind.PLAIN_AGENTS_MD;
            }
            case "CHANGELOG.md" -> {
                String folder = folderOf(path);
                boolean beside = files.containsKey(join(folder, "SKILL.md")) || files.containsKey(join(folder, "AGENTS.md"));
                return beside ? DocumentKind.CHANGELOG : DocumentKind.OTHER;
            }
            case ".mcp.json" -> {
                return DocumentKind.WORKSPACE_MCP_CONFIG;
            }
            default -> {
                if (name.endsWith(".3md")) {
                    return DocumentKind.THREEMD_AGENT;
                }
                boolean mcp = product instanceof McpFile file ? file.isMcp() : CatalogLayout.isMcpFile(path);
                return mcp ? DocumentKind.METAAGENTS_MCP : DocumentKind.OTHER;
            }
        }
    }
}
