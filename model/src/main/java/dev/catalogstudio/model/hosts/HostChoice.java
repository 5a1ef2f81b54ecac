package dev.catalogstudio.model.hosts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The hosts a workspace is checked for, and how they were chosen: named on the command line ({@code --host}), listed
 * in {@code catalog-studio.yaml}'s {@code hosts}, or inferred from the folders the workspace holds (docs/CHECKS.md § Host
 * profiles). Immutable.
 *
 * @param hosts the profiles, in {@link Hosts#NAMES} order
 * @param how   how they were chosen, for {@code check --verbose} ("inferred from .claude-plugin/, .codex-plugin/")
 */
public record HostChoice(List<HostProfile> hosts, String how) {

    /** Holds {@link #spec()}: its profile is read on first use, not when this class loads. */
    private static final class Spec {
        static final HostChoice SPEC = new HostChoice(List.of(HostProfiles.byName("agent-skills").orElseThrow()),
                "none inferred: no host folder (.claude/, .codex/, .cursor/, .gemini/, .github/skills/ …) in the "
                        + "workspace, so the Agent Skills specification");
    }

    /** The Agent Skills specification alone: what a workspace with no host folder is checked for. */
    public static HostChoice spec() {
        return Spec.SPEC;
    }

    public HostChoice {
        hosts = List.copyOf(hosts);
    }

    /**
     * The hosts named, in {@link Hosts#NAMES} order.
     *
     * @throws IllegalArgumentException for a name that is not a host
     */
    public static HostChoice named(Collection<String> names, String how) {
        for (String name : names) {
            if (!Hosts.NAMES.contains(name)) {
                throw new IllegalArgumentException("'" + name + "' is not a host; the hosts are "
                        + String.join(", ", Hosts.NAMES));
            }
        }
        return new HostChoice(Hosts.NAMES.stream().filter(names::contains)
                .map(name -> HostProfiles.byName(name).orElseThrow()).toList(), how);
    }

    /**
     * The hosts the workspace's files are laid out for: a host whose folder ({@code .claude/}, {@code .claude-plugin/},
     * {@code .codex/}, {@code .cursor-plugin/}, {@code .gemini/} …) holds a file, Copilot for {@code .github/skills/},
     * {@code .github/agents/}, {@code .github/prompts/} or {@code .github/copilot-instructions.md}; {@link #spec()} when
     * there is none. {@code .agents/skills/} names no host: several read it. O(files × depth).
     *
     * @param paths every file of the workspace, {@code /}-separated and relative to its root
     */
    public static HostChoice infer(Collection<String> paths) {
        var names = new LinkedHashSet<String>();
        var seen = new TreeSet<String>();
        for (String path : paths) {
            boolean gemini = path.endsWith("gemini-extension.json");
            if (!gemini && path.charAt(0) != '.' && !path.contains("/.")) {
                continue; // every host folder starts with a dot: most paths have none
            }
            String[] parts = path.split("/");
            for (int i = 0; i < parts.length - 1; i++) {
                String folder = parts[i];
                String host = PackageHosts.hostFolder(folder, i + 1 < parts.length ? parts[i + 1] : "");
                if (host != null) {
                    names.add(host);
                    seen.add(folder.equals(".github") ? folder + "/" + parts[i + 1] + (i + 2 < parts.length ? "/" : "")
                            : folder + "/");
                }
            }
            if (gemini && (path.equals("gemini-extension.json") || path.endsWith("/gemini-extension.json"))) {
                names.add("gemini");
                seen.add("gemini-extension.json");
            }
        }
        if (names.isEmpty()) {
            return spec();
        }
        return named(names, "inferred from " + String.join(", ", limit(seen)));
    }

    private static List<String> limit(Set<String> seen) {
        var list = new ArrayList<>(seen);
        return list.size() <= 6 ? list : list.subList(0, 6);
    }

    /** The host names, comma-separated ({@code claude-code, codex}). */
    public String names() {
        return String.join(", ", hosts.stream().map(HostProfile::name).toList());
    }
}
