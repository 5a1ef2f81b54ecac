package dev.catalogstudio.model.hosts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which hosts would load each file of a workspace: the hosts of the nearest <em>package</em> above it, else the
 * workspace's own choice ({@link HostChoice}: {@code --host}, {@code catalog-studio.yaml}'s {@code hosts}, or the hosts
 * inferred from the whole repository). A file's host findings speak only of the hosts this names for it, so that the
 * Claude Code copy of a skill in {@code providers/claude/plugin/} gets no Codex, Cursor or Gemini findings because the
 * repository also holds {@code providers/codex/}.
 *
 * <p>A package, nearest first (the folder itself, then each folder above it):
 * <ul>
 *   <li>a plugin or extension root: the folder holding {@code .claude-plugin/plugin.json} (Claude Code), a plugin a
 *       Claude Code marketplace lists, {@code .codex-plugin/plugin.json} (Codex), {@code .cursor-plugin/plugin.json}
 *       (Cursor), {@code gemini-extension.json} (Gemini CLI), or an Agent Plugins 1.0 {@code plugin.json} (any
 *       client: judged by the Agent Skills specification, {@code agent-skills}). A folder holding several manifests is
 *       a package of each of their hosts;</li>
 *   <li>a host folder on the path: {@code .claude/} or {@code .claude-plugin/} (Claude Code), {@code .codex/} and
 *       {@code .codex-plugin/} (Codex), {@code .cursor/} and {@code .cursor-plugin/} (Cursor), {@code .gemini/}
 *       (Gemini CLI), {@code .github/skills/}, {@code .github/agents/}, {@code .github/prompts/},
 *       {@code .github/instructions/} and {@code .github/copilot-instructions.md} (GitHub Copilot).
 *       {@code .agents/} names no host: several read it, so a file there has the workspace's hosts.</li>
 * </ul>
 * When the caller named hosts ({@code check --host}), a file in a package keeps only the named hosts that load it
 * (possibly none: then nothing host-specific is said of it); a file in no package has the named hosts.
 *
 * <p>Built once per workspace structure in O(files); {@link #of(String)} is O(depth) hash look-ups. Immutable and
 * thread-safe.
 */
public final class PackageHosts {

    /**
     * The hosts of one file and why.
     *
     * @param hosts   the profiles whose rules apply, in {@link Hosts#NAMES} order; may be empty
     * @param loaders the hosts that would load it by the names {@code catalog-studio hosts} takes
     *                ({@link HostDiscovery#NAMES}: {@code agent-plugins} for an Agent Plugins package, whose profile
     *                is the Agent Skills specification's), in that order; may be empty
     * @param folder the package's or host folder's folder ({@code /}-separated, {@code ""} the root), or {@code null}
     *               when the file is in neither and has the workspace's hosts
     * @param hostFolder whether {@code folder} is a host folder ({@code .claude}, {@code .agents} …), where the hosts'
     *               project locations apply, rather than a package, where their package locations do
     * @param why    for {@code hosts --verbose} and hovers: "the plugin at providers/claude/plugin
     *               (.claude-plugin/plugin.json)", or the workspace choice's {@link HostChoice#how()}
     */
    public record Scope(List<HostProfile> hosts, List<String> loaders, String folder, String why,
                        boolean hostFolder) {
        public Scope {
            hosts = List.copyOf(hosts);
            loaders = List.copyOf(loaders);
        }

        /** The host names, in {@link Hosts#NAMES} order. */
        public List<String> names() {
            return hosts.stream().map(HostProfile::name).toList();
        }
    }

    /**
     * The manifests that make a folder a package, relative to it, to the host that loads such a package; an Agent
     * Plugins {@code plugin.json} and a marketplace's plugin entries are told apart by their content (the workspace
     * structure's plugin roles).
     */
    public static final Map<String, String> MANIFESTS = Map.of(
            ".claude-plugin/plugin.json", "claude-code",
            ".codex-plugin/plugin.json", "codex",
            ".cursor-plugin/plugin.json", "cursor",
            "gemini-extension.json", "gemini");

    /** An Agent Plugins package's loader, any client; its profile is the Agent Skills specification's. */
    private static final String AGENT_PLUGINS = "agent-plugins";

    private final HostChoice workspace;
    private final boolean named;
    /** Package folder to its host names and the manifests that make it one. */
    private final Map<String, Package> packages;

    private record Package(Set<String> hosts, List<String> manifests) {
    }

    private PackageHosts(HostChoice workspace, boolean named, Map<String, Package> packages,
                         Set<String> declaredSkills) {
        this.workspace = workspace;
        this.named = named;
        this.packages = packages;
        this.declaredSkills = declaredSkills;
    }

    /** Folders a Claude Code manifest declares skills at. */
    private final Set<String> declaredSkills;

    /**
     * The packages of a workspace.
     *
     * @param paths         every file, {@code /}-separated and relative to the root
     * @param claudePlugins folders that are Claude Code plugins because a marketplace lists them (they may hold no
     *                      manifest of their own)
     * @param agentPlugins  folders holding an Agent Plugins 1.0 {@code plugin.json}
     * @param workspace     the hosts of a file in no package
     * @param named         whether {@code workspace} was named by the caller ({@code --host}): then it also filters
     *                      the hosts of files in packages
     */
    public static PackageHosts of(Collection<String> paths, Collection<String> claudePlugins,
                                  Collection<String> agentPlugins, HostChoice workspace, boolean named) {
        return of(paths, claudePlugins, agentPlugins, Set.of(), workspace, named);
    }

    /**
     * The packages of a workspace, with the folders Claude Code manifests declare skills at.
     *
     * @param declaredSkills folders a manifest's {@code skills} names (a skill folder or a folder of them): a
     *                       collection there is its package's, not one kept inside it
     * @see #of(Collection, Collection, Collection, HostChoice, boolean)
     */
    public static PackageHosts of(Collection<String> paths, Collection<String> claudePlugins,
                                  Collection<String> agentPlugins, Collection<String> declaredSkills,
                                  HostChoice workspace, boolean named) {
        var packages = new HashMap<String, Package>();
        for (String path : paths) {
            for (var manifest : MANIFESTS.entrySet()) {
                String name = manifest.getKey();
                if (path.equals(name) || path.endsWith("/" + name)) {
                    add(packages, path.substring(0, Math.max(0, path.length() - name.length() - 1)),
                            manifest.getValue(), name);
                }
            }
        }
        for (String folder : claudePlugins) {
            var pkg = packages.get(folder);
            if (pkg == null || !pkg.hosts().contains("claude-code")) { // else its own manifest already says so
                add(packages, folder, "claude-code", "a marketplace's plugin entry");
            }
        }
        agentPlugins.forEach(folder -> add(packages, folder, AGENT_PLUGINS, "plugin.json (Agent Plugins)"));
        return new PackageHosts(workspace, named, Map.copyOf(packages), Set.copyOf(declaredSkills));
    }

    private static void add(Map<String, Package> packages, String folder, String host, String manifest) {
        var pkg = packages.computeIfAbsent(folder, f -> new Package(new LinkedHashSet<>(), new ArrayList<>()));
        pkg.hosts().add(host);
        if (!pkg.manifests().contains(manifest)) {
            pkg.manifests().add(manifest);
        }
    }

    /** A workspace with no packages: every file has {@code workspace}'s hosts. */
    public static PackageHosts none(HostChoice workspace) {
        return new PackageHosts(workspace, false, Map.of(), Set.of());
    }

    /** The workspace's own choice: the hosts of a file in no package. */
    public HostChoice workspace() {
        return workspace;
    }

    /** The hosts that would load the file at {@code path}, {@code /}-separated and relative to the root. */
    public Scope of(String path) {
        // From the file's own folder up to the root: the first folder that is a package or a host folder decides.
        String below = path;
        for (int cut = path.lastIndexOf('/'); ; cut = path.lastIndexOf('/', cut - 1)) {
            String folder = cut < 0 ? "" : path.substring(0, cut);
            var pkg = packages.get(folder);
            if (pkg != null && keptCollection(path, folder)) {
                // A collection kept inside the package for some other installer (stripe/ai's providers/grok copy in a
                // repository that is a Gemini CLI extension): no host of the package looks there, so the Agent
                // Skills specification judges it, as any collection.
                var spec = HostChoice.spec();
                return new Scope(spec.hosts(), List.of(), folder, "a collection kept inside the package at "
                        + (folder.isEmpty() ? "the root" : folder) + ", where its hosts do not look", false);
            }
            if (pkg != null) {
                return scope(withNamedReaders(pkg), folder, (folder.isEmpty() ? "the package at the root"
                        : "the package at " + folder) + " (" + String.join(", ", pkg.manifests()) + ")", false);
            }
            if (cut < 0) {
                return outside();
            }
            String next = below.substring(cut + 1);
            int slash = next.indexOf('/');
            String name = folder.substring(folder.lastIndexOf('/') + 1);
            String host = hostFolder(name, slash < 0 ? next : next.substring(0, slash));
            if (host != null || name.equals(".agents")) {
                var readers = readers(path.substring(folder.length() - name.length()));
                if (readers.isEmpty() && host == null) {
                    return outside(); // .agents/ holding nothing a host of the workspace reads there
                }
                return scope(readers.isEmpty() ? Set.of(host) : readers, folder, "the host folder " + folder + "/"
                        + (readers.size() > 1 ? ", which " + dev.catalogstudio.model.diag.MessageText.list(readers.stream()
                        .map(r -> HostProfiles.byName(r).orElseThrow().displayName()).toList()) + " read" : ""), true);
            }
            if (cut == 0) {
                return outside();
            }
        }
    }

    /**
     * Whether {@code path} is a {@code SKILL.md} of a collection kept inside the package at {@code root}: its folder's
     * parent is a {@code skills} folder other than the package's own, and no manifest declares it.
     */
    private boolean keptCollection(String path, String root) {
        if (!path.endsWith("/SKILL.md")) {
            return false;
        }
        String folder = path.substring(0, path.length() - "/SKILL.md".length());
        int slash = folder.lastIndexOf('/');
        String parent = slash < 0 ? "" : folder.substring(0, slash);
        String own = root.isEmpty() ? "skills" : root + "/skills";
        return (parent.equals("skills") || parent.endsWith("/skills")) && !parent.equals(own)
                && !declaredSkills.contains(folder) && !declaredSkills.contains(parent);
    }

    /**
     * The workspace's hosts that read {@code tail} (a path from a host folder on, {@code .claude/skills/x/SKILL.md})
     * at one of their project locations ({@link HostDiscovery#locations()}): Copilot and Cursor read
     * {@code .claude/skills/} too, Codex, Cursor, Gemini CLI and Copilot read {@code .agents/skills/}. Only hosts the
     * workspace is laid out for count: a repository of Claude Code skills is not judged for Copilot because Copilot
     * would also find them. O(hosts × locations).
     */
    private Set<String> readers(String tail) {
        var readers = new java.util.LinkedHashSet<String>();
        for (var profile : workspace.hosts()) {
            var discovery = HostDiscovery.of(profile.name());
            if (discovery.isPresent() && discovery.get().locations().stream()
                    .anyMatch(l -> l.root().equals("project") && l.matches(tail))) {
                readers.add(profile.name());
            }
        }
        return readers;
    }

    /** The scope of a file in no package: the workspace's hosts. */
    private Scope outside() {
        var loaders = workspace.hosts().stream().map(HostProfile::name).filter(HostDiscovery.NAMES::contains).toList();
        return new Scope(workspace.hosts(), loaders, null, workspace.how(), false);
    }

    /**
     * A package's hosts: those whose own manifest it holds, and, when hosts were named ({@code --host}), any named
     * host that also installs a package of that form (Codex and Copilot read {@code .claude-plugin/plugin.json}; their
     * discovery data lists it). Unnamed, a Claude Code plugin is judged for the host it was written for.
     */
    private Set<String> withNamedReaders(Package pkg) {
        if (!named) {
            return pkg.hosts();
        }
        var names = new LinkedHashSet<>(pkg.hosts());
        for (var profile : workspace.hosts()) {
            var discovery = HostDiscovery.of(profile.name());
            if (discovery.isPresent() && discovery.get().packages().stream()
                    .anyMatch(p -> pkg.manifests().contains(p.manifest()))) {
                names.add(profile.name());
            }
        }
        return names;
    }

    /**
     * The loader name ({@link HostDiscovery#NAMES}) a profile stands for in a package: {@code agent-plugins} for the
     * Agent Skills specification's profile, by which an Agent Plugins package is judged; the profile's own name else.
     */
    public static String loaderOf(HostProfile profile) {
        return profile.name().equals("agent-skills") ? AGENT_PLUGINS : profile.name();
    }

    private Scope scope(Set<String> names, String folder, String why, boolean hostFolder) {
        var loaders = new ArrayList<String>();
        var hosts = new ArrayList<HostProfile>();
        for (String name : HostDiscovery.NAMES) {
            String profile = name.equals(AGENT_PLUGINS) ? "agent-skills" : name;
            if (names.contains(name) && (!named || workspace.hosts().stream().anyMatch(h -> h.name().equals(profile)))) {
                loaders.add(name);
                var host = HostProfiles.byName(profile).orElseThrow();
                if (!hosts.contains(host)) {
                    hosts.add(host);
                }
            }
        }
        hosts.sort(java.util.Comparator.comparingInt(h -> Hosts.NAMES.indexOf(h.name())));
        return new Scope(hosts, loaders, folder, named ? why + ", of the hosts named" : why, hostFolder);
    }

    /**
     * The host whose folder {@code folder} is, given the path segment after it; {@code null} for none. The one table
     * of host folders: {@link HostChoice#infer} reads it too.
     */
    static String hostFolder(String folder, String next) {
        return switch (folder) {
            case ".claude", ".claude-plugin" -> "claude-code";
            case ".codex", ".codex-plugin" -> "codex";
            case ".cursor", ".cursor-plugin" -> "cursor";
            case ".gemini" -> "gemini";
            case ".github" -> Set.of("skills", "agents", "prompts", "instructions", "copilot-instructions.md")
                    .contains(next) ? "copilot" : null;
            default -> null;
        };
    }
}
