package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.MessageText;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.skills.SkillsFormat;
import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.hosts.PackageHosts;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Optional;

/**
 * {@code skill-not-loaded}: a plain {@code SKILL.md} that no host and no seed format would load, which is therefore
 * judged as no skill at all (its own rules are not run, it adds nothing to the graph, and it clashes with no other
 * skill's name). A MetaAgents skill, a workspace skill ({@code .agents/skills/}) and a 3md or OAF document are loaded by
 * their formats and are never asked about.
 *
 * <p>Where skills are found (the hosts' discovery data, {@link HostDiscovery}; docs/HOST-DISCOVERY.md has the
 * sources):
 * <ul>
 *   <li>inside a package (a Claude Code, Codex or Cursor plugin, a Gemini CLI extension, an Agent Plugins plugin): at
 *       a package location of a host that loads the package ({@code skills/*}{@code /SKILL.md} for Claude Code, which
 *       also loads a {@code SKILL.md} at the plugin root; {@code skills/**}{@code /SKILL.md} for Codex, which walks
 *       down), for an Agent Plugins plugin also an extension directory's {@code <namespace>/skills/}, or in or one
 *       level below a folder its manifest declares ({@link Structure.Role#DECLARED_SKILLS}). Hosts install a package
 *       whole and look nowhere else in it;</li>
 *   <li>anywhere else: below any folder named {@code skills} (a host folder's {@code .claude/skills/},
 *       {@code .github/skills/} …, a collection's {@code skills/}, nested categories included, which Codex and the
 *       {@code skills} installers walk), or at the top of the repository ({@code SKILL.md}, {@code <name>/SKILL.md}:
 *       a repository that is one skill, or a collection of them).</li>
 * </ul>
 * The lenient reading is taken wherever a host is silent (docs/HOST-DISCOVERY.md, "Facts with no source"): a skill
 * some loader might find is judged as one. O(depth) per document.
 */
public final class SkillDiscovery {

    private static final SourceText EMPTY = SourceText.of("");

    private SkillDiscovery() {
    }

    /** The {@code skill-not-loaded} diagnostic of a document nothing would load as a skill; empty for any other. */
    static Optional<Diagnostic> notLoaded(String path, DocumentKind kind, Structure structure) {
        return whyNotLoaded(path, kind, structure).map(why -> new Diagnostic(Rule.SKILL_NOT_LOADED,
                Rule.SKILL_NOT_LOADED.defaultSeverity(), EMPTY.range(0, 0), "No host loads this SKILL.md: " + why
                + "; it is checked as no skill. If it is meant to be one, move its folder below skills/ or declare "
                + "it in the manifest; a fragment, stub or example needs nothing.", List.of()));
    }

    /**
     * Why nothing loads the skill at {@code path} as one, in words (a clause, no final period), or empty when something
     * does, or when {@code kind} is not a plain Agent Skill.
     */
    public static Optional<String> whyNotLoaded(String path, DocumentKind kind, Structure structure) {
        if (kind != SkillsFormat.AGENT_SKILL) {
            return Optional.empty();
        }
        String folder = CatalogLayout.folderOf(path);
        if (declared(folder, structure)) {
            return Optional.empty();
        }
        if (inProjectLocation(path)) {
            return Optional.empty();
        }
        var pkg = dev.catalogstudio.model.format.common.PluginPaths.packageRoot(folder, structure);
        String parent = CatalogLayout.folderOf(folder);
        if (pkg.isPresent() && CatalogLayout.fileName(parent).equals("skills")
                && !parent.equals(CatalogLayout.join(pkg.get(), "skills"))) {
            // A collection kept inside a package (providers/grok/plugin/skills/<n>/ in a repository that is itself
            // an extension): the Agent Skills format's own layout, whoever installs it.
            return Optional.empty();
        }
        if (pkg.isPresent()) {
            String root = pkg.get();
            String relative = root.isEmpty() ? path : path.substring(root.length() + 1);
            var loaders = loaders(root, structure);
            for (String host : loaders) {
                for (var location : HostDiscovery.of(host).orElseThrow().locations()) {
                    if (location.kind().equals("skill") && location.root().equals("package")
                            && location.matches(relative)) {
                        return Optional.empty();
                    }
                }
            }
            if (loaders.contains("agent-plugins") && (relative.startsWith("skills/")
                    || inExtensionSkills(path, root, structure))) {
                // A skill elsewhere below an Agent Plugins plugin's skills/ is agent-plugin-skill-location's, which
                // says where to move it.
                return Optional.empty();
            }
            var names = loaders.stream().map(h -> HostDiscovery.of(h).orElseThrow().displayName()).toList();
            return Optional.of("it is inside the package at " + (root.isEmpty() ? "the root" : root) + ", where "
                    + MessageText.list(names) + (names.size() == 1 ? " looks" : " look") + " for skills only at "
                    + String.join(", ", patterns(loaders)) + ", and no manifest declares its folder");
        }
        int depth = 0;
        for (int at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) {
            depth++;
        }
        if (depth <= 1 || ("/" + folder + "/").contains("/skills/")) {
            return Optional.empty();
        }
        return Optional.of("'" + folder + "' is below no skills/ folder and is no skill at the top of the repository");
    }

    /**
     * Whether {@code host} ({@link HostDiscovery#NAMES}) would find the skill, subagent or command at {@code path}
     * where it lies, given the file's {@code scope}: at one of its package locations inside a package (for a skill
     * also a folder a Claude Code manifest declares, or anywhere below an Agent Plugins plugin's {@code skills/} and
     * extension directories, whose misplacements have rules of their own), at one of its project locations inside a
     * host folder. A skill in neither is a collection's, found by whoever installs it; another kind there is taken
     * as found. O(locations).
     *
     * @param kind the discovery kind: {@code skill}, {@code subagent} or {@code command}
     */
    public static boolean looksThere(String host, String kind, String path, PackageHosts.Scope scope,
                                     Structure structure) {
        var discovery = HostDiscovery.of(host);
        if (discovery.isEmpty() || scope.folder() == null) {
            return true;
        }
        String folder = scope.folder();
        String relative = scope.hostFolder() ? path.substring(folder.lastIndexOf('/') + 1)
                : folder.isEmpty() ? path : path.substring(folder.length() + 1);
        String root = scope.hostFolder() ? "project" : "package";
        for (var location : discovery.get().locations()) {
            if (location.kind().equals(kind) && location.root().equals(root) && (location.matches(relative)
                    || scope.hostFolder() && below(location, relative))) {
                return true;
            }
        }
        if (scope.hostFolder()) {
            return false;
        }
        if (!kind.equals("skill")) {
            // A subagent or command a Claude Code manifest lists (UiPath's ./skills/uipath-rpa/agents/…).
            return host.equals("claude-code") && (kind.equals("subagent")
                    ? structure.is(Structure.Role.DECLARED_AGENT, path)
                    : structure.folders(Structure.Role.DECLARED_COMMANDS).stream()
                    .anyMatch(d -> path.equals(d) || path.startsWith(d + "/")));
        }
        String skillFolder = CatalogLayout.folderOf(path);
        return host.equals("claude-code") && declared(skillFolder, structure)
                || host.equals("agent-plugins") && (relative.startsWith("skills/")
                || inExtensionSkills(path, folder, structure));
    }

    /**
     * Whether {@code path} lies deeper below a project location's fixed folder and ends as its pattern does
     * ({@code .github/skills/<group>/<name>/SKILL.md} for {@code .github/skills/*}{@code /SKILL.md}): a host whose
     * settings add folders to look in (VS Code's {@code chat.agentSkillsLocations}, {@code chat.agentFilesLocations})
     * may find it there, the lenient reading of a location a user can extend (docs/HOST-DISCOVERY.md).
     */
    private static boolean below(HostDiscovery.Location location, String path) {
        String pattern = location.pattern();
        int star = pattern.indexOf('*');
        int slash = star < 0 ? -1 : pattern.lastIndexOf('/', star);
        String ending = location.ending();
        return slash >= 0 && path.startsWith(pattern.substring(0, slash + 1)) && !ending.isEmpty()
                && path.endsWith(ending);
    }

    /**
     * Whether {@code path} ends in a project location of some host ({@code .claude/skills/<n>/SKILL.md},
     * {@code .agents/skills/…}, {@code .github/skills/…}), wherever the project is opened: the path's tail from any
     * folder on it is tried against each pattern. O(depth × locations).
     */
    private static boolean inProjectLocation(String path) {
        if (!path.startsWith(".") && !path.contains("/.")) {
            return false; // every project location starts in a host folder
        }
        for (String host : HostDiscovery.NAMES) {
            for (var location : HostDiscovery.of(host).orElseThrow().locations()) {
                if (location.kind().equals("skill") && location.root().equals("project")
                        && location.matchesFromAnyFolder(path)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether {@code path} is below an Agent Plugins extension directory's {@code skills/}
     * ({@code <root>/com.example.client/skills/…}): a client reads its own components there (Agent Plugins 1.0
     * § 8.2).
     */
    private static boolean inExtensionSkills(String path, String root, Structure structure) {
        if (!structure.is(Structure.Role.AGENT_PLUGIN, root)) {
            return false;
        }
        String rest = root.isEmpty() ? path : path.substring(root.length() + 1);
        int slash = rest.indexOf('/');
        return slash > 0 && rest.substring(0, slash).indexOf('.') > 0 && rest.startsWith("skills/", slash + 1);
    }

    /** Whether {@code folder} or the folder holding it is declared by a manifest as holding skills. */
    private static boolean declared(String folder, Structure structure) {
        var declared = structure.folders(Structure.Role.DECLARED_SKILLS);
        return !declared.isEmpty() && (declared.contains(folder)
                || !folder.isEmpty() && declared.contains(CatalogLayout.folderOf(folder)));
    }

    /** The hosts that load the package at {@code root}, by the manifests that make it one. */
    private static List<String> loaders(String root, Structure structure) {
        var hosts = new java.util.ArrayList<String>();
        if (structure.is(Structure.Role.CLAUDE_PLUGIN, root)) {
            hosts.add("claude-code");
        }
        PackageHosts.MANIFESTS.forEach((manifest, host) -> {
            if (!hosts.contains(host) && structure.fileExists().test(CatalogLayout.join(root, manifest))) {
                hosts.add(host);
            }
        });
        if (structure.is(Structure.Role.AGENT_PLUGIN, root)) {
            hosts.add("agent-plugins");
        }
        hosts.sort(java.util.Comparator.comparingInt(HostDiscovery.NAMES::indexOf));
        return hosts;
    }

    /** The package skill patterns of {@code hosts}, each once, in their order ({@code skills/*}{@code /SKILL.md}). */
    private static List<String> patterns(List<String> hosts) {
        var patterns = new java.util.LinkedHashSet<String>();
        for (String host : hosts) {
            for (var location : HostDiscovery.of(host).orElseThrow().locations()) {
                if (location.kind().equals("skill") && location.root().equals("package")) {
                    patterns.add(location.pattern());
                }
            }
        }
        return List.copyOf(patterns);
    }
}
