package dev.catalogstudio.model.export;

import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.hosts.HostDiscovery.Location;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads SRC into a {@link SourcePackage}: a plugin or extension (recognised by a manifest the hosts' discovery data
 * lists under {@code packages}), a single skill folder (a {@code SKILL.md} at its root), or a workspace's host folder
 * ({@code .claude/}, {@code .agents/}, {@code .github/} …). Components are found where the source host's discovery
 * data says a package (or, in a host folder, a project) keeps them, with the manifest fields that add or replace those
 * paths. Reads every file once; O(files × locations) pattern matches.
 */
final class SourceReader {

    /** The file an export writes into OUT to record what it wrote; never read as part of a source. */
    static final String RECORD = ".catalog-studio-export.json";
    /** Hosts whose plugin manifest is tried, in this order (a {@code plugin.json} at the root comes last). */
    private static final List<String> PLUGIN_HOSTS = List.of("claude-code", "codex", "cursor", "gemini", "copilot");
    private static final int MAX_FILES = 20_000;

    private SourceReader() {
    }

    static SourcePackage read(Path source) throws ExportException {
        Path root;
        try {
            if (Files.isSymbolicLink(source)) {
                throw new ExportException(source + ": SRC is a symbolic link; name the folder it points to");
            }
            if (!Files.isDirectory(source, LinkOption.NOFOLLOW_LINKS)) {
                throw new ExportException(source + ": SRC is not a folder");
            }
            root = source.toRealPath();
        } catch (IOException e) {
            throw new ExportException(source + ": cannot be read (" + e.getMessage() + ")", e);
        }
        var files = readAll(root);
        String folderName = root.getFileName() == null ? "export" : root.getFileName().toString();
        for (String host : PLUGIN_HOSTS) {
            var discovery = HostDiscovery.of(host).orElseThrow();
            for (var pkg : discovery.packages()) {
                if (!pkg.what().equals("marketplace") && files.containsKey(pkg.manifest())
                        && !(host.equals("copilot") && pkg.manifest().equals("plugin.json"))) {
                    return plugin(root, host, pkg.manifest(), discovery, files, folderName);
                }
            }
        }
        if (files.containsKey("plugin.json")) {
            return plugin(root, "agent-plugins", "plugin.json", HostDiscovery.of("agent-plugins").orElseThrow(), files,
                    folderName);
        }
        if (files.containsKey("SKILL.md")) {
            var skill = new SourcePackage.Component("skill", folderName, "SKILL.md", "", null);
            return new SourcePackage(root, "agent-plugins", "skill", folderName, null, null, null, Set.of(),
                    List.of(skill), files);
        }
        var hostFolder = hostFolder(root, folderName, files);
        if (hostFolder != null) {
            return hostFolder;
        }
        var claude = HostDiscovery.of("claude-code").orElseThrow();
        if (files.keySet().stream().anyMatch(f -> claude.locations().stream().anyMatch(l -> l.root().equals("package")
                && !l.pattern().equals("SKILL.md") && l.matches(f)))) {
            // A Claude Code plugin needs no manifest: its components are found in the default folders.
            return plugin(root, "claude-code", null, claude, files, folderName);
        }
        throw new ExportException(root + ": not a plugin, extension, skill folder or host folder: no manifest the "
                + "hosts' discovery data lists (.claude-plugin/plugin.json, plugin.json, gemini-extension.json …), no "
                + "component in a Claude Code plugin's default folders, no SKILL.md at its root, and not a folder "
                + "named .claude, .agents, .github, .codex, .cursor or .gemini");
    }

    /** Every regular file under {@code root} but {@code .git/} and an export record; refuses any symbolic link. */
    private static Map<String, byte[]> readAll(Path root) throws ExportException {
        var files = new TreeMap<String, byte[]>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return dir.getFileName() != null && dir.getFileName().toString().equals(".git") && !dir.equals(root)
                            ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    String rel = root.relativize(file).toString().replace('\\', '/');
                    if (attrs.isSymbolicLink()) {
                        throw new LinkFound(rel);
                    }
                    if (attrs.isRegularFile() && !rel.equals(RECORD)) {
                        if (files.size() >= MAX_FILES) {
                            throw new IOException("more than " + MAX_FILES + " files");
                        }
                        files.put(rel, Files.readAllBytes(file));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (LinkFound e) {
            throw new ExportException(root.resolve(e.getMessage()) + ": a symbolic link in SRC; an export copies "
                    + "regular files only (replace the link with the file, or export the folder it points to)");
        } catch (IOException e) {
            throw new ExportException(root + ": cannot be read (" + e.getMessage() + ")", e);
        }
        return files;
    }

    private static final class LinkFound extends IOException {
        private static final long serialVersionUID = 1L;

        LinkFound(String path) {
            super(path);
        }
    }

    private static SourcePackage plugin(Path root, String host, String manifestPath, HostDiscovery discovery,
                                        Map<String, byte[]> files, String folderName) throws ExportException {
        var text = SourceText.of(manifestPath == null ? "{}"
                : new String(files.get(manifestPath), StandardCharsets.UTF_8));
        var parsed = new JsonParser().parse(text);
        JsonObject manifest = parsed.rootObject().orElseThrow(() -> new ExportException(root.resolve(manifestPath)
                + ": the manifest is not a JSON object" + (parsed.error() == null ? "" : " ("
                + parsed.error().message() + ", line " + parsed.error().range().start().line() + ")")));
        String name = manifest.string("name").map(JsonString::value).filter(n -> !n.isBlank()).orElse(folderName);
        var components = new ArrayList<SourcePackage.Component>();
        var consumed = new LinkedHashSet<String>();
        var claimed = new java.util.HashSet<String>();
        boolean skillsDeclared = false;
        for (Location location : discovery.locations()) {
            if (!location.root().equals("package")) {
                continue;
            }
            String field = location.manifestField();
            JsonValue declared = field == null ? null : manifest.get(field).orElse(null);
            if (declared != null) {
                consumed.add(field);
                skillsDeclared |= location.kind().equals("skill");
            }
            if (location.kind().equals("skill") && location.pattern().equals("SKILL.md")
                    && (skillsDeclared || files.keySet().stream().anyMatch(f -> f.startsWith("skills/")))) {
                continue; // a root SKILL.md is a single-skill plugin only without skills/ or a skills field
            }
            if (declared instanceof JsonObject inline && (location.kind().equals("hooks")
                    || location.kind().equals("mcp"))) {
                add(components, claimed, new SourcePackage.Component(location.kind(), location.kind(), manifestPath,
                        null, inline));
                continue;
            }
            boolean replaced = declared != null && "replaces".equals(location.manifestMode());
            if (!replaced) {
                for (String file : files.keySet()) {
                    if (location.matches(file)) {
                        addFile(components, claimed, location.kind(), file, manifestPath, files);
                    }
                }
            }
            if (declared != null && !(declared instanceof JsonObject)) {
                for (String path : paths(root, manifestPath, field, declared)) {
                    declaredFiles(location, path, files).forEach(file ->
                            addFile(components, claimed, location.kind(), file, manifestPath, files));
                }
            }
        }
        components.sort(java.util.Comparator.comparing(SourcePackage.Component::path));
        return new SourcePackage(root, host, "plugin", name, manifestPath, manifestPath == null ? null : text,
                manifestPath == null ? null : manifest, Set.copyOf(consumed), components, files);
    }

    /** The files a manifest path declares for {@code location}: the file itself, or those under the folder. */
    private static List<String> declaredFiles(Location location, String path, Map<String, byte[]> files) {
        var result = new ArrayList<String>();
        if (files.containsKey(path)) {
            result.add(location.kind().equals("skill") && !path.endsWith("SKILL.md") ? path + "/SKILL.md" : path);
            return result.stream().filter(files::containsKey).toList();
        }
        String prefix = path.isEmpty() ? "" : path + "/";
        String tail = location.pattern().substring(location.pattern().indexOf('/') + 1);
        var inner = new Location(location.kind(), location.root(), tail, null, null, location.source());
        for (String file : files.keySet()) {
            if (file.startsWith(prefix)) {
                String rest = file.substring(prefix.length());
                if (location.kind().equals("skill") ? rest.equals("SKILL.md") || inner.matches(rest)
                        : inner.matches(rest) || (!location.pattern().contains("/") && rest.equals(location.pattern()))) {
                    result.add(file);
                }
            }
        }
        return result;
    }

    /**
     * The paths a manifest field names, relative to SRC and normalised.
     *
     * @throws ExportException for a path that leaves SRC or is absolute
     */
    private static List<String> paths(Path root, String manifestPath, String field, JsonValue value)
            throws ExportException {
        var strings = new ArrayList<JsonString>();
        if (value instanceof JsonString s) {
            strings.add(s);
        } else if (value instanceof JsonArray array) {
            array.items().stream().filter(JsonString.class::isInstance).map(JsonString.class::cast)
                    .forEach(strings::add);
        }
        var result = new ArrayList<String>();
        for (JsonString s : strings) {
            String raw = s.value();
            Path resolved = root.resolve(raw).normalize();
            if (raw.startsWith("/") || raw.contains("\\") || raw.contains("\0") || !resolved.startsWith(root)) {
                throw new ExportException(root.resolve(manifestPath) + ":" + s.range().start().line() + ": '" + field
                        + "' names " + raw + ", which leaves SRC; an export carries only files inside the plugin");
            }
            result.add(root.relativize(resolved).toString().replace('\\', '/'));
        }
        return result;
    }

    private static void addFile(List<SourcePackage.Component> components, Set<String> claimed, String kind, String file,
                                String manifestPath, Map<String, byte[]> files) {
        if (file.equals(manifestPath) && !kind.equals("mcp")) {
            return;
        }
        if (kind.equals("skill")) {
            String folder = file.contains("/") ? file.substring(0, file.lastIndexOf('/')) : "";
            String name = folder.substring(folder.lastIndexOf('/') + 1);
            add(components, claimed, new SourcePackage.Component(kind, name, file, folder, null));
            return;
        }
        if (kind.equals("mcp") && file.equals(manifestPath)) {
            return; // MCP servers inline in the manifest come from the manifest field
        }
        String base = file.substring(file.lastIndexOf('/') + 1);
        String name = base.contains(".") ? base.substring(0, base.indexOf('.')) : base;
        add(components, claimed, new SourcePackage.Component(kind, name, file, null, null));
    }

    private static void add(List<SourcePackage.Component> components, Set<String> claimed,
                            SourcePackage.Component component) {
        if (claimed.add(component.kind() + "\0" + component.path() + "\0" + (component.inline() != null))) {
            components.add(component);
        }
    }

    /** A {@code .claude/}-like folder: the project locations under it of the first host that reads there. */
    private static SourcePackage hostFolder(Path root, String folderName, Map<String, byte[]> files) {
        for (String host : HostDiscovery.NAMES) {
            var discovery = HostDiscovery.of(host).orElseThrow();
            var locations = discovery.locations().stream().filter(l -> l.root().equals("project")
                    && l.pattern().startsWith(folderName + "/")).toList();
            if (locations.isEmpty()) {
                continue;
            }
            var components = new ArrayList<SourcePackage.Component>();
            var claimed = new java.util.HashSet<String>();
            for (Location location : locations) {
                for (String file : files.keySet()) {
                    if (location.matches(folderName + "/" + file) && !location.kind().equals("plugin")
                            && !(location.kind().equals("hooks") && file.endsWith(".json"))) {
                        addFile(components, claimed, location.kind(), file, null, files);
                    }
                }
            }
            components.sort(java.util.Comparator.comparing(SourcePackage.Component::path));
            String name = root.getParent() != null && root.getParent().getFileName() != null
                    ? root.getParent().getFileName().toString() : folderName;
            return new SourcePackage(root, host, "host-folder", name, null, null, null, Set.of(), components, files);
        }
        return null;
    }
}
