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
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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
     * The loaded workspace: every document parsed once, and what the rules need to look across files.
     *
     * @param root         the workspace folder
     * @param files        every scanned file by relative path
     * @param documents    the documents, in path order
     * @param catalogRoots folders that are MetaAgents catalogs ({@code ""} for the root)
     */
    record Loaded(Path root, SortedMap<String, WorkspaceFile> files, List<LoadedDocument> documents,
                  Map<String, LoadedDocument> byPath, Set<String> catalogRoots) {

        /** The document at {@code path}, if it is one. */
        Optional<LoadedDocument> document(String path) {
            return Optional.ofNullable(byPath.get(path));
        }

        /** The files below {@code folder}, keyed by their path relative to it. */
        SortedMap<String, Long> filesUnder(String folder) {
            var result = new TreeMap<String, Long>();
            String prefix = folder.isEmpty() ? "" : folder + "/";
            for (var file : (folder.isEmpty() ? files : files.subMap(prefix, folder + "0")).values()) {
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

        /** The diagnostics about whole folders rather than one document (oversized supporting files). */
        List<FileDiagnostic> folderDiagnostics() {
            return SupportingFiles.check(this);
        }
    }

    Loaded load(ProgressListener progress) {
        var files = new TreeMap<String, WorkspaceFile>();
        scan.files().forEach(f -> files.put(f.path(), f));
        var candidates = scan.files().stream().filter(f -> isDocument(f.path())).toList();
        var sources = new ArrayList<SourceFile>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            sources.add(SourceFile.read(candidates.get(i)));
            if (i % 100 == 0) {
                progress.progress(i, candidates.size(), "reading");
            }
        }
        var parsed = new TreeMap<String, Object>();
        for (var source : sources) {
            parsed.put(source.file().path(), source.readable() ? parse(source) : null);
        }
        Set<String> catalogRoots = catalogRoots(parsed);
        Set<String> oafAgents = OafFolders.agentFolders(parsed);
        var documents = new ArrayList<LoadedDocument>();
        var byPath = new TreeMap<String, LoadedDocument>();
        for (var source : sources) {
            String path = source.file().path();
            Object product = parsed.get(path);
            var kind = OafFolders.classify(path, oafAgents)
                    .orElseGet(() -> classify(path, product, catalogRoots, files));
            var doc = new LoadedDocument(source.file(), source, kind, product);
            documents.add(doc);
            byPath.put(path, doc);
        }
        return new Loaded(scan.root(), Collections.unmodifiableSortedMap(files), List.copyOf(documents),
                Collections.unmodifiableMap(byPath), Set.copyOf(catalogRoots));
    }

    /** Whether a path names a document (as opposed to a supporting file). */
    static boolean isDocument(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.equals("SKILL.md") || name.equals("AGENTS.md") || name.equals("CHANGELOG.md")
                || name.equals(".mcp.json") || name.endsWith(".3md") || CatalogLayout.isMcpFile(path)
                || OafFolders.isMcpConfigFile(path);
    }

    private static Object parse(SourceFile source) {
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
    private static Set<String> catalogRoots(Map<String, Object> parsed) {
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
                                         SortedMap<String, WorkspaceFile> files) {
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
