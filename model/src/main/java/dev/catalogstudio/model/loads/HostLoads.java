package dev.catalogstudio.model.loads;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.FrontmatterLookups;
import dev.catalogstudio.model.formats.HostRules;
import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.hosts.PackageHosts;
import dev.catalogstudio.model.workspace.LoadedDocument;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What each host loads of a workspace, and what it drops or cuts, with the reason and the diagnostic that says so:
 * the answer to "why was my skill not loaded?" ({@code catalog-studio hosts}, the studio's Hosts view, the language
 * server's hover). Read from one {@link Snapshot}: each skill, subagent and command is offered to the hosts that would
 * load it ({@link Snapshot#hostsOf}); a diagnostic on it that matches a skip the host's discovery data documents
 * ({@link HostDiscovery#skips()}) drops it for that host, and a description longer than the host's listing keeps is
 * truncated. A problem a host's data does not mention is taken leniently: the item is loaded. O(documents × hosts).
 */
public final class HostLoads {

    private HostLoads() {
    }

    /**
     * One host's answer.
     *
     * @param host        the host's name ({@link HostDiscovery#NAMES})
     * @param displayName its name in messages
     * @param loaded      what it loads, in path order
     * @param dropped     what it finds but does not load, in path order
     * @param truncated   what it loads with its description cut in the listing, in path order
     */
    public record HostReport(String host, String displayName, List<Loaded> loaded, List<Dropped> dropped,
                             List<Truncated> truncated) {
        public HostReport {
            loaded = List.copyOf(loaded);
            dropped = List.copyOf(dropped);
            truncated = List.copyOf(truncated);
        }

        /**
         * One line for people: the loaded items counted per kind in the order they first occur, then the dropped and
         * truncated counts, e.g. {@code loads 1 subagent, 2 skills; drops 1; truncates 1}.
         */
        public String summary() {
            var kinds = new LinkedHashMap<String, Integer>();
            loaded.forEach(l -> kinds.merge(l.kind(), 1, Integer::sum));
            var parts = new ArrayList<String>();
            kinds.forEach((kind, n) -> parts.add(n + " " + switch (kind) {
                case "instructions" -> n == 1 ? "instructions file" : "instructions files";
                case "hooks" -> n == 1 ? "hooks file" : "hooks files";
                case "mcp" -> n == 1 ? "MCP configuration" : "MCP configurations";
                default -> kind + (n == 1 ? "" : "s");
            }));
            return "loads " + (parts.isEmpty() ? "nothing" : String.join(", ", parts)) + "; drops " + dropped.size()
                    + "; truncates " + truncated.size();
        }
    }

    /**
     * An item a host loads.
     *
     * @param kind             {@code skill}, {@code subagent} or {@code command}; or {@code instructions}, {@code rule},
     *                         {@code hooks}, {@code mcp} for a file read where it lies (then no description: 0)
     * @param name             the name it is listed under
     * @param path             {@code /}-separated, relative to the workspace root
     * @param descriptionChars the characters (code points) of its description that reach the model's listing
     */
    public record Loaded(String kind, String name, String path, int descriptionChars) {

        /** Whether the host lists it to the model by its description (a skill, subagent or command). */
        public boolean listed() {
            return kind.equals("skill") || kind.equals("subagent") || kind.equals("command");
        }
    }

    /**
     * An item a host finds and leaves out.
     *
     * @param kind   as {@link Loaded#kind}
     * @param path   {@code /}-separated, relative to the workspace root
     * @param line   1-based line of the diagnostic that says why
     * @param reason why, in words, with the host fact's source
     * @param code   the diagnostic code on the file that says so
     */
    public record Dropped(String kind, String path, int line, String reason, String code) {
    }

    /**
     * An item whose description the host's listing cuts.
     *
     * @param chars   the length of what the listing shows, in characters (code points)
     * @param limit   how many the listing keeps
     * @param counted what was counted: {@code description}, or {@code description and when_to_use} (Claude Code shows
     *                both)
     */
    public record Truncated(String kind, String name, String path, int chars, long limit, String source,
                            String counted) {
    }

    /**
     * The reports of {@code hosts} (names of {@link HostDiscovery#NAMES}; empty: every host that would load any of the
     * workspace's skills, subagents or commands), in {@link HostDiscovery#NAMES} order.
     *
     * @throws IllegalArgumentException for a name without discovery data
     */
    public static List<HostReport> of(Snapshot snapshot, Collection<String> hosts) {
        for (String host : hosts) {
            if (!HostDiscovery.NAMES.contains(host)) {
                throw new IllegalArgumentException("'" + host + "' is not a host with discovery data; the hosts are "
                        + String.join(", ", HostDiscovery.NAMES));
            }
        }
        var reports = new LinkedHashMap<String, Builder>();
        var items = new ArrayList<Item>();
        var seen = new LinkedHashSet<String>();
        for (var doc : snapshot.documents().values()) {
            var kind = HostRules.kindOf(doc.kind());
            if (kind.isEmpty()) {
                continue;
            }
            var loaders = snapshot.hostsOf(doc.path()).loaders();
            seen.addAll(loaders);
            items.add(new Item(doc, kind.get(), loaders));
        }
        for (String host : HostDiscovery.NAMES) {
            if (hosts.isEmpty() ? seen.contains(host) : hosts.contains(host)) {
                reports.put(host, new Builder(HostDiscovery.of(host).orElseThrow(), snapshot));
            }
        }
        for (var item : items) {
            var diagnostics = snapshot.diagnostics(item.doc().path());
            for (String host : item.loaders()) {
                var report = reports.get(host);
                if (report != null) {
                    report.offer(item, diagnostics);
                }
            }
        }
        reports.values().forEach(report -> report.configuration(snapshot));
        return reports.values().stream().map(Builder::build).toList();
    }

    /** The kinds a host reads that are no skill, subagent or command: listed by where they lie, not by kind. */
    private static final java.util.Set<String> CONFIGURATION = java.util.Set.of("instructions", "rule", "hooks", "mcp");

    /**
     * What one host does with one document.
     *
     * @param host        the host's name
     * @param displayName its name in messages
     * @param loaded      whether it loads it (perhaps with its description cut: then {@code reason} says so)
     * @param reason      why it drops it, or how its listing cuts the description; {@code null} when loaded whole
     */
    public record Verdict(String host, String displayName, boolean loaded, String reason) {
    }

    /**
     * What each host that would load the document at {@code path} does with it: the same answer as {@link #of} for
     * that document alone, in O(hosts). Empty for a path that is no skill, subagent or command.
     */
    public static List<Verdict> ofDocument(Snapshot snapshot, String path) {
        var doc = snapshot.document(path);
        var kind = doc.flatMap(d -> HostRules.kindOf(d.kind()));
        if (kind.isEmpty()) {
            return List.of();
        }
        var loaders = snapshot.hostsOf(path).loaders();
        var item = new Item(doc.get(), kind.get(), loaders);
        var diagnostics = snapshot.diagnostics(path);
        var verdicts = new ArrayList<Verdict>();
        for (String host : loaders) {
            var builder = new Builder(HostDiscovery.of(host).orElseThrow(), snapshot);
            builder.offer(item, diagnostics);
            var report = builder.build();
            if (!report.dropped().isEmpty()) {
                verdicts.add(new Verdict(host, report.displayName(), false, report.dropped().get(0).reason()));
            } else if (!report.truncated().isEmpty()) {
                var t = report.truncated().get(0);
                verdicts.add(new Verdict(host, report.displayName(), true, "its listing keeps " + t.limit() + " of the "
                        + t.chars() + " characters of the " + t.counted() + " (" + t.source() + ")"));
            } else {
                verdicts.add(new Verdict(host, report.displayName(), true, null));
            }
        }
        return verdicts;
    }

    private record Item(LoadedDocument doc, HostProfile.Kind kind, List<String> loaders) {
    }

    /** {@link Snapshot#looksThere}. */
    @FunctionalInterface
    private interface LooksThere {
        boolean test(String host, String kind, String path);
    }

    private static final class Builder {
        private final HostDiscovery host;
        private final List<Loaded> loaded = new ArrayList<>();
        private final List<Dropped> dropped = new ArrayList<>();
        private final List<Truncated> truncated = new ArrayList<>();
        private final java.util.function.Function<String, Optional<String>> whyNotLoaded;
        private final LooksThere looksThere;

        Builder(HostDiscovery host, Snapshot snapshot) {
            this.host = host;
            this.whyNotLoaded = snapshot::whyNotLoaded;
            this.looksThere = snapshot::looksThere;
        }

        void offer(Item item, List<Diagnostic> diagnostics) {
            String kind = item.kind().key();
            String path = item.doc().path();
            for (var d : diagnostics) {
                if (d.rule() == Rule.SKILL_NOT_LOADED) {
                    String why = whyNotLoaded.apply(path).orElse(d.message());
                    dropped.add(new Dropped(kind, path, d.range().start().line(), why, d.code()));
                    return;
                }
            }
            if (!looksThere.test(host.host(), kind, path)) {
                return; // not where this host looks for a kind: loaded, if at all, by another host of the package
            }
            for (var d : diagnostics) {
                String reason = HostDiscovery.reasonOf(d).orElse(null);
                var skip = reason == null ? Optional.<HostDiscovery.Skip>empty() : host.skip(kind, reason);
                if (skip.isPresent() && skip.get().drops()) {
                    dropped.add(new Dropped(kind, path, d.range().start().line(), skip.get().detail() + " ("
                            + skip.get().source() + ")", d.code()));
                    return;
                }
            }
            String name = name(item);
            int chars = description(item);
            var listing = host.limit(kind, "description-listing");
            if (listing.isPresent() && chars > listing.get().value()) {
                truncated.add(new Truncated(kind, name, path, chars, listing.get().value(), listing.get().source(),
                        withWhenToUse(item) ? "description and when_to_use" : "description"));
                chars = (int) listing.get().value();
            }
            loaded.add(new Loaded(kind, name, path, chars));
        }

        /** The frontmatter's name, else the skill folder's or the file's own name (as the hosts default it). */
        private String name(Item item) {
            var frontmatter = item.doc().frontmatter().flatMap(f -> f.mapping()).orElse(null);
            var name = FrontmatterLookups.string(frontmatter, "name").map(YamlScalar::value);
            if (name.isPresent() && !name.get().isBlank()) {
                return name.get();
            }
            String path = item.doc().path();
            if (item.kind() == HostProfile.Kind.SKILL) {
                return CatalogLayout.fileName(CatalogLayout.folderOf(path));
            }
            String file = CatalogLayout.fileName(path);
            int dot = file.indexOf('.');
            return dot > 0 ? file.substring(0, dot) : file;
        }

        /** The characters (code points) of the description the listing shows (Claude Code adds when_to_use). */
        private int description(Item item) {
            var frontmatter = item.doc().frontmatter().flatMap(f -> f.mapping()).orElse(null);
            String text = FrontmatterLookups.string(frontmatter, "description").map(YamlScalar::value).orElse("");
            if (withWhenToUse(item)) {
                text += FrontmatterLookups.string(frontmatter, "when_to_use").map(YamlScalar::value).orElse("");
            }
            return text.codePointCount(0, text.length());
        }

        /** Whether the listing shows the skill's when_to_use after its description (Claude Code, when it has one). */
        private boolean withWhenToUse(Item item) {
            var frontmatter = item.doc().frontmatter().flatMap(f -> f.mapping()).orElse(null);
            return host.host().equals("claude-code") && item.kind() == HostProfile.Kind.SKILL
                    && FrontmatterLookups.string(frontmatter, "when_to_use").isPresent();
        }

        /**
         * Adds the instructions, rules, hooks and MCP configurations this host reads of the workspace: each file at
         * one of its project locations (from the repository root, or from a host folder on) or, inside a package it
         * loads, at one of its package locations. One that does not parse is dropped where the host's data says so
         * ({@code invalid-json}); instructions over the host's size for them are truncated (Codex's 32 KiB). O(files ×
         * locations) over the files whose name ends as some location's pattern does.
         */
        void configuration(Snapshot snapshot) {
            var locations = host.locations().stream().filter(l -> CONFIGURATION.contains(l.kind())
                    && !l.root().equals("user")).toList();
            var endings = new java.util.HashSet<String>();
            locations.forEach(l -> endings.add(l.ending()));
            for (var file : snapshot.files().values()) {
                String path = file.path();
                if (endings.stream().noneMatch(path::endsWith)) {
                    continue;
                }
                var scope = snapshot.hostsOf(path);
                var location = locations.stream().filter(l -> at(l, path, scope)).findFirst();
                if (location.isEmpty() || scope.folder() != null && !scope.hostFolder()
                        && !scope.loaders().contains(host.host())) {
                    continue;
                }
                String kind = location.get().kind();
                var diagnostics = snapshot.diagnostics(path);
                var drop = diagnostics.stream().filter(d -> HostDiscovery.reasonOf(d).orElse("").equals("invalid-json")
                        || HostDiscovery.reasonOf(d).orElse("").equals("invalid-yaml")).findFirst();
                var skip = drop.flatMap(d -> host.skip(kind, HostDiscovery.reasonOf(d).orElseThrow()))
                        .filter(HostDiscovery.Skip::drops);
                if (skip.isPresent()) {
                    dropped.add(new Dropped(kind, path, drop.get().range().start().line(), skip.get().detail() + " ("
                            + skip.get().source() + ")", drop.get().code()));
                    continue;
                }
                String name = CatalogLayout.fileName(path);
                var cap = host.limit(kind, "project-doc-total");
                if (cap.isPresent() && file.size() > cap.get().value()) {
                    truncated.add(new Truncated(kind, name, path, (int) Math.min(Integer.MAX_VALUE, file.size()),
                            cap.get().value(), cap.get().source(), "bytes of the instruction chain"));
                }
                loaded.add(new Loaded(kind, name, path, 0));
            }
            loaded.sort(java.util.Comparator.comparing(Loaded::path));
            dropped.sort(java.util.Comparator.comparing(Dropped::path));
            truncated.sort(java.util.Comparator.comparing(Truncated::path));
        }

        /** Whether {@code path} lies at {@code location}, for a file of {@code scope}. */
        private static boolean at(HostDiscovery.Location location, String path, PackageHosts.Scope scope) {
            boolean inPackage = scope.folder() != null && !scope.hostFolder();
            if (location.root().equals("package") || inPackage) {
                // Inside a package only its own locations count (a CLAUDE.md at a plugin root is no project memory).
                return inPackage && location.root().equals("package")
                        && location.matches(scope.folder().isEmpty() ? path : path.substring(scope.folder().length()
                        + 1));
            }
            return location.matchesFromAnyFolder(path);
        }

        HostReport build() {
            return new HostReport(host.host(), host.displayName(), loaded, dropped, truncated);
        }
    }
}
