package dev.catalogstudio.model.export;

import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.hosts.HostProfiles;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.Frontmatter;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Lays a {@link SourcePackage} out for one target: each component where the target's {@link ExportFacts} put it
 * (frontmatter fields the target's host profile does not read removed), MCP servers in the target's configuration,
 * the manifest's fields mapped through the neutral field names, placeholders respelled, the other files copied as
 * they are; everything not carried as it is becomes a {@link Loss}. Every source file ends in the output or in a loss.
 */
final class Planner {

    /** Folders that hold a host's manifest; their other files belong to that host. */
    private static final List<String> MANIFEST_FOLDERS = List.of(".claude-plugin/", ".codex-plugin/",
            ".cursor-plugin/", ".github/plugin/", ".plugin/");

    /** A name every host takes for a skill (the Agent Skills specification's form). */

    private final SourcePackage src;
    private final ExportTarget target;
    private final ExportFacts facts;
    private final ExportFacts sourceFacts;
    private final Placeholders placeholders;
    private final HostProfile profile;
    private final Map<String, byte[]> out = new TreeMap<>();
    private final List<Loss> losses = new ArrayList<>();
    private final Set<String> accounted = new HashSet<>();
    private final McpServers mcp = new McpServers();
    private final List<Map.Entry<String, String>> manifestExtra = new ArrayList<>();
    /** The one document of a 3md export, or {@code null} for the other targets. */
    private final ThreeMdDocument threeMd;
    /** The package of an OAF export, or {@code null} for the other targets. */
    private final OafPackage oaf;

    /** The publisher namespace given, or {@code null} to derive one. */
    private final String vendor;

    Planner(SourcePackage src, ExportTarget target, Map<String, ExportFacts> allFacts, String vendor) {
        this.src = src;
        this.vendor = vendor;
        this.target = target;
        this.facts = allFacts.get(target.id());
        this.sourceFacts = allFacts.get(src.host());
        this.placeholders = new Placeholders(facts, sourceFacts, src.host(), Placeholders.known(allFacts));
        this.profile = target.checkHost().flatMap(HostProfiles::byName).orElse(null);
        this.threeMd = target == ExportTarget.THREEMD && facts.manifest() != null
                ? new ThreeMdDocument(src, facts, placeholders, losses) : null;
        this.oaf = target == ExportTarget.OAF && facts.component("subagent").isPresent()
                ? new OafPackage(src, facts, placeholders, vendor, losses) : null;
    }

    ExportPlan plan() {
        if (src.manifestPath() != null) {
            accounted.add(src.manifestPath());
        }
        var rootSkills = new ArrayList<SourcePackage.Component>();
        for (var c : src.components()) {
            if (c.kind().equals("skill") && c.folder().isEmpty()) {
                rootSkills.add(c);
                continue;
            }
            if (threeMd != null && (c.kind().equals("skill") || c.kind().equals("subagent"))) {
                if (c.kind().equals("skill")) {
                    var files = filesOf(c);
                    accounted.addAll(files);
                    threeMd.skill(c, c.name(), files);
                } else {
                    accounted.add(c.path());
                    threeMd.subagent(c);
                }
                continue;
            }
            if (oaf != null && c.kind().equals("subagent")) {
                accounted.add(c.path());
                oaf.subagent(c);
                continue;
            }
            switch (c.kind()) {
                case "skill" -> skill(c);
                case "subagent" -> markdown(c, HostProfile.Kind.SUBAGENT);
                case "command" -> command(c);
                case "hooks" -> hooks(c);
                case "mcp" -> {
                    if (c.inline() != null) {
                        mcp.add(c.path(), src.manifestText(),
                                (dev.catalogstudio.model.json.JsonValue.JsonObject) c.inline());
                    } else {
                        mcp.addFile(c.path(), src.files().get(c.path()), losses);
                        accounted.add(c.path());
                    }
                }
                default -> copyAs(c);
            }
        }
        writeMcp();
        if (threeMd != null) {
            for (var c : rootSkills) {
                var files = filesOf(c);
                accounted.addAll(files);
                threeMd.skill(c, c.name(), files);
            }
            if (!threeMd.isEmpty()) {
                put(facts.manifest().path(), threeMd.write());
            } else {
                new ManifestPlanner(src, facts, sourceFacts, losses).write(out, manifestExtra);
            }
        } else if (oaf != null) {
            rootSkills.forEach(this::skill);
        } else {
            rootSkills.forEach(this::skill);
            new ManifestPlanner(src, facts, sourceFacts, losses).write(out, manifestExtra);
        }
        otherFiles();
        if (oaf != null) {
            oaf.layout(out);
        }
        var files = out.entrySet().stream().map(e -> new PlannedFile(e.getKey(), e.getValue())).toList();
        losses.sort(Comparator.comparing(Loss::path).thenComparingInt(Loss::line).thenComparing(Loss::item));
        return new ExportPlan(src.root(), target, vendor, files, losses);
    }

    private Set<String> filesOf(SourcePackage.Component skill) {
        var result = new java.util.TreeSet<String>();
        String prefix = skill.folder().isEmpty() ? "" : skill.folder() + "/";
        for (String file : src.files().keySet()) {
            if (file.startsWith(prefix) && !accounted.contains(file) && (!skill.folder().isEmpty()
                    || MANIFEST_FOLDERS.stream().noneMatch(file::startsWith))) {
                result.add(file);
            }
        }
        return result;
    }

    private void skill(SourcePackage.Component c) {
        var files = filesOf(c);
        var component = facts.component("skill").orElse(null);
        if (component == null) {
            dropComponent(c, files);
            return;
        }
        var doc = Frontmatters.Doc.of(src.files().get(c.path()));
        // The folder's name is kept where every host takes it (hosts load a skill by its folder, and other files
        // name it: "Load plugin:folder"); the frontmatter's name only names a skill that has no folder of its own.
        boolean ownFolder = !c.folder().isEmpty() || src.form().equals("skill");
        String name = ownFolder && FrontmatterFields.isName(c.name()) ? c.name()
                : doc.string("name").filter(FrontmatterFields::isName).orElse(c.name());
        String skillFile = component.path().replace("{name}", name);
        if (out.containsKey(skillFile) || !FrontmatterFields.isName(name) && c.folder().contains("/")) {
            // two skills of one name (skills/a/ios, skills/b/ios), or a folder name no host takes: the folder path
            name = FrontmatterFields.toName(c.folder().replaceFirst("^skills/", ""));
            skillFile = component.path().replace("{name}", name);
        }
        if (!c.folder().isEmpty() && !name.equals(c.name())) {
            int line = doc.entries().stream().filter(e -> e.keyText().equals("name")).findFirst()
                    .map(e -> e.key().range().start().line()).orElse(0);
            losses.add(new Loss(c.path(), line, item(c), LossAction.RENAMED, "its folder is written as " + name
                    + "/: '" + c.name() + "' is no folder name " + facts.host() + " takes for a skill (lowercase "
                    + "letters, digits and hyphens), or another skill took it; what names it by its folder must "
                    + "follow"));
        }
        String folder = skillFile.contains("/") ? skillFile.substring(0, skillFile.lastIndexOf('/') + 1) : "";
        boolean rename = !target.id().equals(src.host()) && !target.id().equals("claude-code");
        String head = Frontmatters.filter(doc, c.path(), kind(HostProfile.Kind.SKILL), "skill", facts.host(),
                rename ? name : null, losses);
        if (rename && doc.parsed().frontmatter().status() != Frontmatter.Status.PRESENT) {
            head = head + Frontmatters.synthesized(doc, name, c.path(), facts.host(), losses);
        } else if (rename && !target.id().equals("codex") && !target.id().equals("cursor")) {
            head = Frontmatters.stringMetadata(doc, head, c.path(), facts.host(), losses);
        }
        head = versioned(head, doc, c.path(), component, name);
        put(folder + "SKILL.md", withBody(c.path(), doc, head, "skill"));
        manifestField(component);
        String prefix = c.folder().isEmpty() ? "" : c.folder() + "/";
        for (String file : files) {
            accounted.add(file);
            if (file.equals(c.path())) {
                continue;
            }
            String written = folder + file.substring(prefix.length());
            String loader = file.endsWith("/SKILL.md") ? nestedSkillLoader(written) : null;
            if (loader != null) {
                losses.add(new Loss(file, 0, "file", LossAction.DROPPED, "a SKILL.md inside skill " + c.name()
                        + " that " + src.host() + " does not load as a skill (only its skill locations do); "
                        + loader + ", so it is left out rather than turned into a skill"));
            } else {
                put(written, src.files().get(file));
            }
        }
    }

    /**
     * Why the target would take a supporting file {@code SKILL.md}, written at {@code path}, for a skill of its own
     * (a clause), or {@code null} when it would not and the file stays a supporting file. Decided by the discovery
     * data ({@code hosts/discovery/<host>.json}) of every host that loads the target's manifest: one of their package
     * skill locations matches {@code path}, or Agent Plugins (one of them) takes every {@code SKILL.md} below
     * {@code skills/} for a skill (spec/1.0.0.md § 7.1). A target with no discovery data (MetaAgents, OAF) is
     * taken to load it (docs/HOST-DISCOVERY.md, the lenient reading). The same host as the source keeps it.
     */
    private String nestedSkillLoader(String path) {
        if (target.id().equals(src.host())) {
            return null;
        }
        String manifest = facts.manifest() == null ? null : facts.manifest().path();
        var loaders = new java.util.LinkedHashSet<String>();
        for (String host : dev.catalogstudio.model.hosts.HostDiscovery.NAMES) {
            var discovery = dev.catalogstudio.model.hosts.HostDiscovery.of(host).orElseThrow();
            if (host.equals(target.id()) || discovery.packages().stream().anyMatch(p -> !p.what().equals("marketplace")
                    && p.manifest().equals(manifest))) {
                loaders.add(host);
            }
        }
        if (loaders.isEmpty()) {
            return facts.host() + " has no discovery data saying where it loads skills, and its rules take a "
                    + "SKILL.md below skills/ for one";
        }
        for (String host : loaders) {
            var discovery = dev.catalogstudio.model.hosts.HostDiscovery.of(host).orElseThrow();
            for (var location : discovery.locations()) {
                if (location.kind().equals("skill") && location.root().equals("package") && location.matches(path)) {
                    return host + ", which loads " + (manifest == null ? "the export" : manifest) + ", loads "
                            + location.pattern() + " as skills (" + location.source() + ")";
                }
            }
            if (host.equals("agent-plugins") && path.startsWith("skills/")) {
                return "agent-plugins, which loads " + manifest + ", takes every SKILL.md below skills/ for a skill "
                        + "(one level only; " + discovery.packages().get(0).source() + ")";
            }
        }
        return null;
    }


    /**
     * For a target whose entries carry a version and a CHANGELOG (MetaAgents: shared/specs/metaagents.md § Frontmatter
     * — Skill, § CHANGELOG Conventions): {@code head} with a {@code version} when the source has no semver one (the
     * plugin manifest's, else {@code 0.1.0}; a {@code rewritten} line says so), and the entry's {@code CHANGELOG.md}
     * with that version as its one entry. Else {@code head} as it is.
     */
    private String versioned(String head, Frontmatters.Doc doc, String path, ExportFacts.Component component,
                             String name) {
        if (component.changelog() == null) {
            return head;
        }
        String version = doc.string("version").map(String::strip).filter(v -> dev.catalogstudio.model.version.SemVer.parse(v).isPresent())
                .orElse(null);
        if (version == null) {
            version = src.manifest() == null ? null : src.manifest().string("version").map(v -> v.value().strip())
                    .filter(v -> dev.catalogstudio.model.version.SemVer.parse(v).isPresent()).orElse(null);
            String from = version == null ? "no semver version in the source, so 0.1.0" : "the plugin's version";
            version = version == null ? "0.1.0" : version;
            int line = doc.entries().stream().filter(e -> e.keyText().equals("version")).findFirst()
                    .map(e -> e.key().range().start().line()).orElse(0);
            int close = head.lastIndexOf("---");
            head = close > 0 ? head.substring(0, close) + "version: " + version + "\n" + head.substring(close)
                    : "---\nversion: " + version + "\n---\n" + head;
            losses.add(new Loss(path, line, "version", LossAction.REWRITTEN, "written version: " + version + " ("
                    + from + "): " + facts.host() + " requires a 3-segment semver version on every entry, equal to "
                    + "the latest entry of its CHANGELOG.md (" + component.source() + ")"));
        }
        String changelog = component.changelog().replace("{name}", name);
        if (!src.files().containsKey(changelog)) {
            put(changelog, ("# Changelog\n\n## " + version + " (" + java.time.LocalDate.now(java.time.ZoneOffset.UTC)
                    + ")\n\n- Exported from the " + src.host() + " " + src.form() + " " + src.name()
                    + " by catalog-studio export.\n").getBytes(StandardCharsets.UTF_8));
        }
        return head;
    }

    private HostProfile.KindProfile kind(HostProfile.Kind kind) {
        return profile == null ? null : profile.kind(kind).orElse(null);
    }

    /** A Markdown document with the target's frontmatter fields only and its placeholders respelled. */
    private byte[] rewritten(String path, Frontmatters.Doc doc, HostProfile.KindProfile kind, String kindName) {
        return withBody(path, doc, Frontmatters.filter(doc, path, kind, kindName, facts.host(), losses), kindName);
    }

    /** {@code head} and the document's body with its placeholders respelled; the source bytes when unchanged. */
    private byte[] withBody(String path, Frontmatters.Doc doc, String head, String kindName) {
        String body = placeholders.rewrite(doc.body(), path, doc.bodyLineOffset(), kindName + " body", losses);
        String text = head + body;
        return text.equals(doc.text()) ? src.files().get(path) : text.getBytes(StandardCharsets.UTF_8);
    }

    private void markdown(SourcePackage.Component c, HostProfile.Kind kind) {
        accounted.add(c.path());
        var component = facts.component(kind.key()).orElse(null);
        if (component == null) {
            dropComponent(c, Set.of(c.path()));
            return;
        }
        String path = component.path().replace("{name}", c.name());
        if (taken(c, path, component)) {
            return;
        }
        var doc = Frontmatters.Doc.of(src.files().get(c.path()));
        if (kind == HostProfile.Kind.SUBAGENT && facts.toolNames() != null && !target.id().equals(src.host())) {
            put(path, withBody(c.path(), doc, Frontmatters.filter(doc, c.path(), kind(kind), kind.key(),
                    facts.host(), null, facts.toolNames(), losses), kind.key()));
        } else if (component.changelog() != null) {
            // An entry's name is its folder's (§ Frontmatter — Agent): a display name ("Company Researcher") is
            // written as the file's name, with its line.
            String head = Frontmatters.filter(doc, c.path(), kind(kind), kind.key(), facts.host(),
                    FrontmatterFields.isName(c.name()) ? c.name() : null, losses);
            put(path, withBody(c.path(), doc, versioned(head, doc, c.path(), component, c.name()), kind.key()));
        } else {
            put(path, rewritten(c.path(), doc, kind(kind), kind.key()));
        }
        manifestField(component);
    }

    private void command(SourcePackage.Component c) {
        var component = facts.component("command").orElse(null);
        if (c.path().endsWith(".toml")) {
            accounted.add(c.path());
            if (component == null) {
                dropComponent(c, Set.of(c.path()));
            } else if (!"toml".equals(component.format())) {
                accounted.add(c.path());
                losses.add(new Loss(c.path(), 0, item(c), LossAction.DROPPED, facts.host()
                        + " commands are Markdown (" + facts.sourceOf(component) + "); a TOML command is not "
                        + "converted, its prompt's placeholders have no Markdown equivalent the facts name"));
            } else {
                put(component.path().replace("{name}", c.name()), src.files().get(c.path()));
            }
            return;
        }
        if (component == null || !"toml".equals(component.format())) {
            markdown(c, HostProfile.Kind.COMMAND);
            return;
        }
        accounted.add(c.path());
        var doc = Frontmatters.Doc.of(src.files().get(c.path()));
        put(component.path().replace("{name}", c.name()), new TomlCommand(c.path(), facts, component, losses)
                .write(doc, item(c), placeholders));
    }

    private void hooks(SourcePackage.Component c) {
        var component = facts.component("hooks").orElse(null);
        Set<String> files = c.inline() == null ? Set.of(c.path()) : Set.of();
        accounted.addAll(files);
        if (component == null) {
            dropComponent(c, files);
            return;
        }
        String text;
        int lineOffset;
        if (c.inline() != null) {
            text = JsonText.slice(src.manifestText(), c.inline()) + "\n";
            lineOffset = c.inline().range().start().line() - 1;
        } else {
            text = new String(src.files().get(c.path()), StandardCharsets.UTF_8);
            lineOffset = 0;
        }
        if (!src.host().equals(target.id()) && component.hooks() != null) {
            if (!List.of("claude-code", "codex").contains(src.host())) {
                losses.add(new Loss(c.path(), 0, item(c), LossAction.DROPPED, "hooks in " + src.host() + "'s own "
                        + "format; this exporter converts only Claude Code's ({hooks: {Event: [{matcher, hooks}]}})"));
                return;
            }
            var source = c.inline() != null ? src.manifestText() : SourceText.of(text);
            var value = c.inline() != null ? c.inline() : HooksExport.parse(source);
            String converted = new HooksExport(facts, component, placeholders, losses).convert(c.path(), source, value);
            if (converted == null) {
                losses.add(new Loss(c.path(), 0, item(c), LossAction.DROPPED, "not a JSON object of hook events"));
            } else {
                put(component.path().replace("{name}", c.name()), converted.getBytes(StandardCharsets.UTF_8));
            }
            return;
        }
        String rewritten = placeholders.rewrite(text, c.path(), lineOffset, "hooks command", losses);
        String path = component.path().replace("{name}", c.name());
        if (facts.manifest() != null && path.equals(facts.manifest().path()) && component.key() != null) {
            manifestExtra.add(new AbstractMap.SimpleEntry<>(component.key(), rewritten.strip()));
        } else if (out.containsKey(path)) {
            losses.add(new Loss(c.path(), 0, "hooks", LossAction.DROPPED, facts.host() + " reads one hooks file, "
                    + path + ", already written from another source (" + facts.sourceOf(component) + ")"));
        } else {
            put(path, c.inline() == null && rewritten.equals(text) ? src.files().get(c.path())
                    : rewritten.getBytes(StandardCharsets.UTF_8));
        }
    }

    private void writeMcp() {
        if (mcp.isEmpty()) {
            return;
        }
        var component = facts.component("mcp").orElse(null);
        if (component != null && component.path().contains("{")) {
            var files = new McpServerFiles(facts, component, placeholders, losses);
            if (oaf != null) {
                oaf.servers(files.oaf(mcp.found(), oaf.vendor()));
            } else {
                files.metaAgents(mcp.found(), vendor != null ? vendor : src.name(), vendor != null)
                        .forEach(this::put);
            }
            return;
        }
        var members = mcp.members(facts, component, placeholders, losses);
        if (component == null || members.isEmpty()) {
            return;
        }
        String key = component.key() == null ? "mcpServers" : component.key();
        String servers = JsonText.object(members, 1);
        if (facts.manifest() != null && component.path().equals(facts.manifest().path())) {
            manifestExtra.add(new AbstractMap.SimpleEntry<>(key, servers));
        } else {
            var file = new ArrayList<Map.Entry<String, String>>();
            if (component.schema() != null) {
                file.add(new AbstractMap.SimpleEntry<>("$schema", JsonText.quote(component.schema())));
            }
            file.add(new AbstractMap.SimpleEntry<>(key, servers));
            put(component.path(), JsonText.object(file, 0).getBytes(StandardCharsets.UTF_8));
        }
    }

    /** A rule or instructions file: copied under the target's name for it, or dropped. */
    private void copyAs(SourcePackage.Component c) {
        accounted.add(c.path());
        var component = facts.component(c.kind()).orElse(null);
        if (component == null) {
            dropComponent(c, Set.of(c.path()));
            return;
        }
        String path = component.path().replace("{name}", c.name());
        if (!taken(c, path, component)) {
            put(path, src.files().get(c.path()));
        }
    }

    /**
     * Whether {@code path} was already written from another component (a target that keeps one of a kind, as OAF's
     * one AGENTS.md per agent folder, or two source files of one name): then {@code c} is a loss.
     */
    private boolean taken(SourcePackage.Component c, String path, ExportFacts.Component component) {
        if (!out.containsKey(path)) {
            return false;
        }
        losses.add(new Loss(c.path(), 0, item(c), LossAction.DROPPED, facts.host() + " keeps one " + c.kind()
                + " at " + path + ", already written from another source file (" + facts.sourceOf(component) + ")"));
        return true;
    }

    private void dropComponent(SourcePackage.Component c, Set<String> files) {
        accounted.addAll(files);
        String where = c.folder() != null ? (c.folder().isEmpty() ? "." : c.folder()) : c.path();
        String fact = facts.doesNotMap().get(c.kind());
        String unwritten = facts.unwritten().get(c.kind());
        losses.add(new Loss(where, 0, item(c), LossAction.DROPPED, unwritten != null ? facts.host() + " keeps "
                + plural(c.kind()) + " in a form that is no file of their own, which this exporter does not write ("
                + unwritten + ")" : facts.host() + " has no place for " + plural(c.kind()) + " in a package ("
                + (fact != null ? fact : "absent from its export facts; " + facts.source()) + ")"));
    }

    /** The manifest member that makes the target load a component kind (Copilot's {@code "commands"}), once. */
    private void manifestField(ExportFacts.Component component) {
        if (component.manifestField() != null && component.manifestValue() != null
                && manifestExtra.stream().noneMatch(e -> e.getKey().equals(component.manifestField()))) {
            manifestExtra.add(new AbstractMap.SimpleEntry<>(component.manifestField(),
                    JsonText.quote(component.manifestValue())));
        }
    }

    /** A component as a loss item: {@code skill review}, {@code hooks}. */
    private static String item(SourcePackage.Component c) {
        return c.name().equals(c.kind()) ? c.kind() : c.kind() + " " + c.name();
    }

    private static String plural(String kind) {
        return switch (kind) {
            case "hooks", "instructions" -> kind;
            case "mcp" -> "MCP servers";
            default -> kind + "s";
        };
    }

    /** Files of no component: copied to the same path, unless they are the source host's or the target's own. */
    private void otherFiles() {
        for (var file : src.files().entrySet()) {
            String path = file.getKey();
            String loader;
            if (accounted.contains(path)) {
                continue;
            }
            if (threeMd != null) {
                losses.add(new Loss(path, 0, "file", LossAction.DROPPED, "3md is one document: a file beside it "
                        + "belongs to no plane (" + facts.source() + ")"));
            } else if (facts.components().isEmpty()) {
                losses.add(new Loss(path, 0, "file", LossAction.DROPPED, facts.host() + " carries none of the "
                        + "source's kinds, so no file of it is written (" + facts.source() + ")"));
            } else if (src.form().equals("host-folder")) {
                losses.add(new Loss(path, 0, "file", LossAction.DROPPED, "a file of the host folder that no "
                        + src.host() + " project location names, so no component of the export"));
            } else if (!src.host().equals(target.id()) && MANIFEST_FOLDERS.stream().anyMatch(path::startsWith)) {
                losses.add(new Loss(path, 0, "file", LossAction.DROPPED, "it sits in a host's manifest folder ("
                        + path.substring(0, path.indexOf('/')) + "/), which " + facts.host() + " does not read"));
            } else if (out.containsKey(path)) {
                losses.add(new Loss(path, 0, "file", LossAction.DROPPED, facts.host() + " keeps its own " + path
                        + " there, written by the export"));
            } else if ((loader = loadedAsComponent(path)) != null) {
                losses.add(new Loss(path, 0, "file", LossAction.DROPPED, "no component in SRC (" + src.host()
                        + " loads only what its manifest or default folders name), but written at the same path "
                        + loader + ", so it is left out"));
            } else {
                put(path, file.getValue());
            }
        }
    }

    /**
     * How the target would take a file written at {@code path} for a component (a clause: {@code cursor loads
     * commands/*.md as commands (source)}), or {@code null}: by its package locations in its discovery data and the
     * paths of its export facts' components ({@code {name}} any name). O(locations).
     */
    private String loadedAsComponent(String path) {
        var locations = new ArrayList<dev.catalogstudio.model.hosts.HostDiscovery.Location>();
        dev.catalogstudio.model.hosts.HostDiscovery.of(target.id()).ifPresent(d -> d.locations().stream()
                .filter(l -> l.root().equals("package")).forEach(locations::add));
        facts.components().forEach((kind, component) -> {
            if (component.path() != null && component.path().contains("{name}")) {
                locations.add(new dev.catalogstudio.model.hosts.HostDiscovery.Location(kind, "package",
                        component.path().replace("{name}", "*"), null, null, facts.sourceOf(component)));
            }
        });
        for (var location : locations) {
            if (!location.kind().equals("mcp") && !location.kind().equals("hooks") && location.matches(path)) {
                return facts.host() + " loads " + location.pattern() + " as " + plural(location.kind()) + " ("
                        + location.source() + ")";
            }
        }
        return null;
    }

    private void put(String path, byte[] bytes) {
        out.put(path, bytes);
    }
}
