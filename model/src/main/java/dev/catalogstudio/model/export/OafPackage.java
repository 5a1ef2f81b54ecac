package dev.catalogstudio.model.export;

import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.yaml.Frontmatter;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlScalars;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An export to the Open Agent Format as a multi-agent package (shared/specs/open-agent-format-0.8.md § Packaging):
 * {@code PACKAGE.yaml} and one self-contained agent folder per subagent of the plugin ({@code <agentKey>/AGENTS.md}),
 * or one agent made of the plugin itself when it has none. Each agent folder holds every skill, MCP configuration and
 * other file of the export, since agents of a package share nothing (§ Packaging), and its {@code AGENTS.md} lists
 * them ({@code skills}, {@code mcpServers}).
 *
 * <p>Identity and metadata (§ Identity Fields, § Metadata Fields) come from the plugin manifest: {@code agentKey}
 * is the subagent's file name, {@code vendorKey} the vendor given, else the author's name (else the plugin's), both as
 * kebab-case;
 * {@code version} the plugin's; {@code author} the author's name as a string; {@code license} the plugin's, else
 * {@code NOASSERTION}; {@code tags} its keywords. A subagent's {@code name}, {@code description}, {@code tools} and
 * model alias are OAF fields; its other fields move to {@code harnessConfig.<source host>} (§ Harness-Specific
 * Configuration). Each choice is a {@link Loss} where it changes or leaves something.
 */
final class OafPackage {

    private static final String SPEC = "shared/specs/open-agent-format-0.8.md";
    private static final List<String> MODEL_ALIASES = List.of("sonnet", "opus", "haiku");

    private final SourcePackage src;
    private final ExportFacts facts;
    private final Placeholders placeholders;
    private final List<Loss> losses;
    private final List<SourcePackage.Component> subagents = new ArrayList<>();
    private final List<McpServerFiles.OafServer> servers = new ArrayList<>();
    private final String vendor;
    private final String version;
    private final String author;
    private final String license;
    private final List<String> tags;

    /** A skill folder's SKILL.md, parsed once (its description and licence), or {@code null} for other sources. */
    private final Frontmatters.Doc skillDoc;
    /** Whether {@link #vendor} was given rather than derived. */
    private final boolean vendorGiven;

    /** @param vendor the publisher namespace given, or {@code null} to derive it from the author or the plugin */
    OafPackage(SourcePackage src, ExportFacts facts, Placeholders placeholders, String vendor, List<Loss> losses) {
        this.src = src;
        this.facts = facts;
        this.placeholders = placeholders;
        this.losses = losses;
        var manifest = src.manifest();
        byte[] skill = src.form().equals("skill") ? src.files().get("SKILL.md") : null;
        this.skillDoc = skill == null ? null : Frontmatters.Doc.of(skill);
        this.author = authorName(manifest).orElse(null);
        this.vendorGiven = vendor != null;
        this.vendor = vendor != null ? vendor : vendorKey();
        this.version = pluginVersion();
        this.license = (manifest == null ? skillField("license") : manifest.string("license")
                .map(JsonString::value)).filter(l -> !l.isBlank()).orElse(null);
        var keywords = new ArrayList<String>();
        if (manifest != null && manifest.get("keywords").orElse(null) instanceof JsonValue.JsonArray list) {
            list.items().stream().filter(JsonString.class::isInstance).map(i -> ((JsonString) i).value())
                    .forEach(keywords::add);
        }
        this.tags = List.copyOf(keywords);
    }

    /** The package's vendor namespace, each agent's {@code vendorKey} and each MCP server's {@code vendor}. */
    String vendor() {
        return vendor;
    }

    /** A subagent of the source: it becomes an agent of the package. */
    void subagent(SourcePackage.Component c) {
        subagents.add(c);
    }

    void servers(List<McpServerFiles.OafServer> written) {
        servers.addAll(written);
    }

    /**
     * Lays the export out as the package: every file of {@code out} (skills, MCP configurations, other files) copied
     * into each agent folder beside its {@code AGENTS.md}, and {@code PACKAGE.yaml} at the root.
     */
    void layout(Map<String, byte[]> out) {
        servers.forEach(s -> out.putAll(s.files()));
        var shared = new TreeMap<>(out);
        out.clear();
        var skills = shared.keySet().stream().filter(p -> p.matches("skills/[^/]+/SKILL\\.md"))
                .map(p -> p.substring("skills/".length(), p.length() - "/SKILL.md".length())).toList();
        if (subagents.isEmpty() && skills.isEmpty() && servers.isEmpty()) {
            // No subagent, skill or server: nothing of the source makes an agent, and a file needs one to sit in.
            for (String path : shared.keySet()) {
                losses.add(new Loss(path, 0, "file", LossAction.DROPPED, "the " + what() + " has no subagent, "
                        + "skill or MCP server OAF carries, so there is no agent folder to hold it (" + SPEC
                        + " § Directory Structure)"));
            }
            if (src.manifest() != null) {
                for (var member : src.manifest().members()) {
                    if (!src.consumed().contains(member.name())) {
                        losses.add(new Loss(src.manifestPath(), member.nameRange().start().line(), member.name(),
                                LossAction.DROPPED, "no agent is written, so no identity or metadata field (" + SPEC
                                + " § Field Definitions)"));
                    }
                }
            }
            return;
        }
        var agents = new LinkedHashMap<String, String>();
        if (subagents.isEmpty()) {
            String key = key(src.name());
            losses.add(new Loss(src.manifestPath() == null ? "." : src.manifestPath(), 0, "agent", LossAction.REWRITTEN,
                    "the " + what() + " has no subagent, so the package has one agent, " + vendor + "/" + key
                    + ", made of the " + what() + " itself: its instructions are the " + what()
                    + "'s description (" + SPEC + " § Directory Structure, § Packaging)"));
            agents.put(key, pluginAgent(key, skills));
        }
        for (var c : subagents) {
            String base = key(c.name());
            String key = base;
            for (int n = 2; agents.containsKey(key); n++) {
                key = base + "-" + n;
            }
            if (!key.equals(c.name())) {
                losses.add(new Loss(c.path(), 0, "subagent " + c.name(), LossAction.RENAMED, "its agent folder and "
                        + "agentKey are " + key + " (kebab-case, " + SPEC + " § Identity Fields (Required))"));
            }
            agents.put(key, subagentAgent(c, key, skills));
        }
        manifestLosses(); // after the agents: whether one took the plugin's description
        var pack = new StringBuilder("format: \"oaf-package\"\nformatVersion: \"1.0.0\"\nversion: ")
                .append(q(version)).append("\nagents:\n");
        for (var agent : agents.entrySet()) {
            out.put(agent.getKey() + "/AGENTS.md", agent.getValue().getBytes(StandardCharsets.UTF_8));
            for (var file : shared.entrySet()) {
                out.put(agent.getKey() + "/" + file.getKey(), file.getValue());
            }
            pack.append("  - slug: ").append(q(vendor + "/" + agent.getKey())).append("\n    version: ")
                    .append(q(agentVersions.getOrDefault(agent.getKey(), version))).append('\n');
        }
        pack.append("contents:\n  mode: \"bundled\"\n");
        out.put("PACKAGE.yaml", pack.toString().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The agent made of the source itself (no subagent): the manifest's name and description (a skill folder's own
     * {@code description}), the description as its instructions.
     */
    private String pluginAgent(String key, List<String> skills) {
        var manifest = src.manifest();
        String display = manifest == null ? src.name() : manifest.string("displayName")
                .or(() -> manifest.string("name")).map(JsonString::value).orElse(src.name());
        String description = (manifest == null ? skillField("description")
                : manifest.string("description").map(JsonString::value)).filter(d -> !d.isBlank()).orElse(display);
        int line = manifest == null ? 0 : manifest.member("displayName").or(() -> manifest.member("name"))
                .map(m -> m.nameRange().start().line()).orElse(0);
        var head = identity(display(display, src.manifestPath() == null ? "." : src.manifestPath(), line), key,
                description, skills);
        return "---\n" + head + "---\n\n" + description.strip() + "\n";
    }

    /** A top-level string of a skill folder's {@code SKILL.md} frontmatter (SRC is a skill), else empty. */
    private Optional<String> skillField(String key) {
        return skillDoc == null ? Optional.empty() : skillDoc.string(key);
    }

    /**
     * {@code name} as OAF's display name, at most 100 characters (code points; § Identity Fields (Required)): a
     * longer one is cut there, a {@code rewritten} loss of {@code path} at {@code line} (0: the whole file).
     */
    private String display(String name, String path, int line) {
        if (name.codePointCount(0, name.length()) <= 100) {
            return name;
        }
        String cut = name.substring(0, name.offsetByCodePoints(0, 100));
        losses.add(new Loss(path, line, "name", LossAction.REWRITTEN, "cut to its first 100 characters: OAF's display "
                + "name is 1-100 characters (" + SPEC + " § Identity Fields (Required))"));
        return cut;
    }

    /** An agent's own metadata where its subagent states it, else the plugin's. */
    private record Meta(String version, String author, String license, List<String> tags) {
    }

    /** Each agent's version where its subagent states its own, by agentKey. */
    private final Map<String, String> agentVersions = new LinkedHashMap<>();

    /** Whether a subagent without a description of its own took the plugin's. */
    private boolean pluginDescriptionUsed;

    /**
     * The agent of subagent {@code c}: OAF's fields from its frontmatter (a semantic {@code version}, a string
     * {@code author} or {@code license} and a list of string {@code tags} of its own win over the plugin's), the
     * rest under harnessConfig; each value not carried as it is, a loss with its line.
     */
    private String subagentAgent(SourcePackage.Component c, String key, List<String> skills) {
        var doc = Frontmatters.Doc.of(src.files().get(c.path()));
        var parsed = doc.parsed();
        var entries = doc.entries();
        if (parsed.frontmatter().status() != Frontmatter.Status.MISSING && !parsed.hasUsableFrontmatter()) {
            String why = parsed.diagnostics().stream().filter(d -> d.severity() == dev.catalogstudio.model.diag
                    .Severity.ERROR && d.rule() != dev.catalogstudio.model.diag.Rule.DUPLICATE_KEY).findFirst()
                    .map(d -> d.message()).orElse("not a YAML mapping");
            losses.add(new Loss(c.path(), 1, "frontmatter", LossAction.DROPPED, "not carried: " + why + "; the agent "
                    + "takes its identity from the " + what() + " and the file's name"));
            entries = List.of();
        }
        var nameEntry = first(entries, "name");
        String display = doc.string("name").filter(n -> !n.isBlank()).orElse(c.name());
        if (nameEntry != null && !(nameEntry.value() instanceof YamlScalar)) {
            losses.add(new Loss(c.path(), line(nameEntry), "name", LossAction.REWRITTEN, "written " + display
                    + ", the file's name: OAF's name is a string (" + SPEC + " § Identity Fields (Required))"));
        }
        String description = doc.string("description").filter(d -> !d.isBlank()).orElse(null);
        if (description == null) {
            var plugin = src.manifest() == null ? Optional.<String>empty()
                    : src.manifest().string("description").map(JsonString::value).filter(d -> !d.isBlank());
            pluginDescriptionUsed |= plugin.isPresent();
            description = plugin.orElse(display);
            var entry = first(entries, "description");
            losses.add(new Loss(c.path(), entry == null ? 0 : line(entry), "description", LossAction.REWRITTEN,
                    "written " + (plugin.isPresent() ? "the " + what() + "'s description" : "its name") + ": it has "
                    + "no description of its own and OAF requires one (" + SPEC + " § Metadata Fields (Required))"));
        }
        var ownVersion = own(entries, "version").filter(OafPackage::semver);
        var ownAuthor = own(entries, "author");
        var ownLicense = own(entries, "license");
        var ownTags = ownTags(entries);
        var meta = new Meta(ownVersion.orElse(version), ownAuthor.orElse(author), ownLicense.orElse(license),
                ownTags.orElse(tags));
        // The subagent's own metadata the agent took: those entries are written, not moved.
        var taken = Map.of("version", ownVersion.isPresent(), "author", ownAuthor.isPresent(), "license",
                ownLicense.isPresent(), "tags", ownTags.isPresent());
        agentVersions.put(key, meta.version());
        var head = identity(display(display, c.path(), nameEntry == null ? 0 : line(nameEntry)), key, description,
                skills, meta);
        var harness = new StringBuilder();
        var seen = new java.util.HashSet<String>();
        for (int i = 0; i < entries.size(); i++) {
            var entry = entries.get(i);
            String name = entry.keyText();
            int line = line(entry);
            if (!seen.add(name)) {
                losses.add(new Loss(c.path(), line, name, LossAction.DROPPED, "repeats '" + name + "' of line "
                        + line(first(entries, name)) + "; one key holds one value, the first"));
                continue;
            }
            switch (name) {
                case "name", "description" -> {
                }
                case "tools" -> tools(c, entry, head);
                case "model" -> {
                    if (entry.value() instanceof YamlScalar model && MODEL_ALIASES.contains(model.value())) {
                        head.append("model: ").append(q(model.value())).append('\n');
                    } else {
                        move(c, doc, i, harness, "OAF's model is an alias (sonnet, opus or haiku) or a mapping "
                                + "naming a provider (" + SPEC + " § Model Fields)");
                    }
                }
                case "version", "author", "license", "tags" -> {
                    if (!taken.get(name)) {
                        move(c, doc, i, harness, "OAF's " + name + " is " + (name.equals("tags")
                                ? "a list of strings" : name.equals("version") ? "a semantic version" : "a string")
                                + ", so the " + what() + "'s is written there (" + SPEC + " § Field Definitions)");
                    }
                }
                default -> move(c, doc, i, harness, "a " + src.host() + " field, not one OAF reads from an agent ("
                        + SPEC + " § Harness-Specific Configuration)");
            }
        }
        if (!harness.isEmpty()) {
            head.append("harnessConfig:\n  ").append(src.host()).append(":\n").append(harness);
        }
        String body = placeholders.rewrite(doc.body(), c.path(), doc.bodyLineOffset(), "subagent body", losses);
        return "---\n" + head + "---\n" + (body.startsWith("\n") ? "" : "\n") + body;
    }

    /**
     * Entry {@code i} written under {@code harnessConfig.<source host>} as its text, a {@code renamed} loss saying
     * {@code why}; an entry whose text cannot move alone (not at the left margin of a block mapping, or holding an
     * alias of an anchor outside it) is a {@code dropped} loss instead.
     */
    private void move(SourcePackage.Component c, Frontmatters.Doc doc, int i, StringBuilder harness, String why) {
        var entry = doc.entries().get(i);
        String name = entry.keyText();
        String text = entryText(doc, i);
        String outside = alias(entry.value(), text);
        if (entry.key().range().start().column() != 1 || outside != null) {
            losses.add(new Loss(c.path(), line(entry), name, LossAction.DROPPED, (outside != null ? "it refers to "
                    + "the anchor " + outside + " elsewhere in the frontmatter" : "its frontmatter is not a block "
                    + "mapping at the left margin") + ", so its text cannot be written under harnessConfig."
                    + src.host() + " on its own (" + SPEC + " § Harness-Specific Configuration)"));
            return;
        }
        harness.append(text);
        losses.add(new Loss(c.path(), line(entry), name, LossAction.RENAMED, "written under harnessConfig."
                + src.host() + ": " + why));
    }

    /** The anchor ({@code *x}) of the first alias under {@code node} whose anchor {@code &x} is not in {@code text}. */
    private static String alias(dev.catalogstudio.model.yaml.YamlNode node, String text) {
        if (node instanceof dev.catalogstudio.model.yaml.YamlAlias alias) {
            return text.contains("&" + alias.anchor()) ? null : "*" + alias.anchor();
        }
        var children = node instanceof YamlMapping m ? m.entries().stream()
                .flatMap(e -> java.util.stream.Stream.of(e.key(), e.value())).toList()
                : node instanceof YamlSequence q ? q.items() : List.<dev.catalogstudio.model.yaml.YamlNode>of();
        for (var child : children) {
            String found = child == null ? null : alias(child, text);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static YamlMapping.Entry first(List<YamlMapping.Entry> entries, String key) {
        return entries.stream().filter(e -> e.keyText().equals(key)).findFirst().orElse(null);
    }

    private static int line(YamlMapping.Entry entry) {
        return entry.key().range().start().line();
    }

    /** The subagent's own non-blank string {@code key}, from the first entry of that name. */
    private static Optional<String> own(List<YamlMapping.Entry> entries, String key) {
        var entry = first(entries, key);
        return entry != null && entry.value() instanceof YamlScalar s && s.type() == YamlScalar.Type.STRING
                && !s.value().isBlank() ? Optional.of(s.value().strip()) : Optional.empty();
    }

    /** The subagent's own {@code tags}, when a list of strings. */
    private static Optional<List<String>> ownTags(List<YamlMapping.Entry> entries) {
        var entry = first(entries, "tags");
        if (entry == null || !(entry.value() instanceof YamlSequence list)) {
            return Optional.empty();
        }
        var out = new ArrayList<String>();
        for (var item : list.items()) {
            if (!(item instanceof YamlScalar s) || s.type() != YamlScalar.Type.STRING) {
                return Optional.empty();
            }
            out.add(s.value());
        }
        return Optional.of(out);
    }

    /** The identity and metadata fields, and the composition the package's files make. */
    private StringBuilder identity(String display, String key, String description, List<String> skills) {
        return identity(display, key, description, skills, new Meta(version, author, license, tags));
    }

    private StringBuilder identity(String display, String key, String description, List<String> skills, Meta meta) {
        var head = new StringBuilder();
        head.append("name: ").append(q(display)).append('\n');
        head.append("vendorKey: ").append(q(vendor)).append('\n');
        head.append("agentKey: ").append(q(key)).append('\n');
        head.append("version: ").append(q(meta.version())).append('\n');
        head.append("slug: ").append(q(vendor + "/" + key)).append('\n');
        head.append("description: ").append(q(description.strip())).append('\n');
        head.append("author: ").append(q(meta.author() == null ? vendor : meta.author())).append('\n');
        head.append("license: ").append(q(meta.license() == null ? "NOASSERTION" : meta.license()))
                .append('\n');
        head.append("tags: ").append(meta.tags().stream().map(OafPackage::q)
                .collect(java.util.stream.Collectors.joining(", ", "[", "]"))).append('\n');
        if (!skills.isEmpty()) {
            head.append("skills:\n");
            skills.forEach(s -> head.append("  - name: ").append(q(s))
                    .append("\n    source: \"local\"\n"));
        }
        if (!servers.isEmpty()) {
            head.append("mcpServers:\n");
            servers.forEach(s -> head.append("  - vendor: ").append(q(vendor)).append("\n    server: ")
                    .append(q(s.server())).append("\n    configDir: ").append(q(
                            s.configDir())).append('\n'));
        }
        return head;
    }

    /** {@code tools}: a list kept as OAF's list; Claude Code's comma-separated string written as one. */
    private void tools(SourcePackage.Component c, YamlMapping.Entry entry, StringBuilder head) {
        var names = new ArrayList<String>();
        var value = entry.value() == null ? null : entry.value().resolved();
        if (value instanceof YamlSequence list) {
            for (var item : list.items()) {
                if (item.resolved() instanceof YamlScalar tool && tool.type() == YamlScalar.Type.STRING) {
                    names.add(tool.value());
                } else {
                    losses.add(new Loss(c.path(), item.range().start().line(), "tools", LossAction.DROPPED, "an item "
                            + "that is no tool name (a " + item.typeName() + "), left out of the list (" + SPEC
                            + " § Tools Field (Optional))"));
                }
            }
        } else if (value instanceof YamlScalar s && s.type() == YamlScalar.Type.STRING) {
            for (String name : s.value().split(",")) {
                if (!name.isBlank()) {
                    names.add(name.strip());
                }
            }
            losses.add(new Loss(c.path(), line(entry), "tools", LossAction.REWRITTEN,
                    "written as a list: OAF's tools is an array of names (" + SPEC + " § Tools Field (Optional))"));
        } else {
            losses.add(new Loss(c.path(), line(entry), "tools", LossAction.DROPPED, "neither a list nor a "
                    + "comma-separated string of tool names (a " + (value == null ? "null" : value.typeName())
                    + "), so no tools are written (" + SPEC + " § Tools Field (Optional))"));
            return;
        }
        head.append("tools: ").append(names.stream().map(OafPackage::q)
                .collect(java.util.stream.Collectors.joining(", ", "[", "]"))).append('\n');
    }

    /**
     * The text of top-level entry {@code i} (its key line to the next entry's), each line indented four spaces, blank
     * lines kept as empty lines.
     */
    private static String entryText(Frontmatters.Doc doc, int i) {
        int[] span = doc.entrySpan(i);
        // Blank lines stay (they belong to a block scalar's value), only those after the entry's last line go.
        String text = doc.parsed().source().text().substring(span[0], span[1]).replaceFirst("(\\R[ \t]*)+$", "");
        var out = new StringBuilder();
        for (String line : text.split("\\R", -1)) {
            out.append(line.isBlank() ? "" : "    " + line).append('\n');
        }
        return out.toString();
    }

    /** The losses of the manifest's fields: which OAF fields they became, and those with no place. */
    private void manifestLosses() {
        var manifest = src.manifest();
        String path = src.manifestPath();
        if (manifest == null) {
            boolean allDefault = agentVersions.values().stream().allMatch(v -> v.equals(version));
            losses.add(new Loss(".", 0, "version", LossAction.REWRITTEN, "written " + version + " as PACKAGE.yaml's "
                    + "version" + (allDefault ? " and each agent's" : " and that of each agent without one of its own")
                    + ": the " + what() + " has no manifest to "
                    + "take a version from and OAF requires one (" + SPEC + " § Identity Fields (Required))"));
            derivedLosses(".", 0);
            return;
        }
        for (var member : manifest.members()) {
            int line = member.nameRange().start().line();
            String name = member.name();
            switch (name) {
                case "name", "displayName", "license" -> {
                }
                case "version" -> {
                    if (!(member.value() instanceof JsonString v) || !semver(v.value())) {
                        losses.add(new Loss(path, line, name, LossAction.REWRITTEN, "written " + version + ": OAF's "
                                + "version is a semantic version (" + SPEC + " § Identity Fields (Required))"));
                    }
                }
                case "description" -> {
                    if (!subagents.isEmpty() && !pluginDescriptionUsed) {
                        losses.add(new Loss(path, line, name, LossAction.DROPPED, "PACKAGE.yaml has no description "
                                + "and each agent keeps its subagent's own (" + SPEC + " § PACKAGE.yaml)"));
                    }
                }
                case "author" -> {
                    if (member.value() instanceof JsonObject object) {
                        losses.add(new Loss(path, line, name, LossAction.REWRITTEN, "written as the string "
                                + q(author == null ? vendor : author) + ": OAF's author is a handle or "
                                + "name, not an object (" + SPEC + " § Metadata Fields (Required))"));
                        for (var part : object.members()) {
                            if (!part.name().equals("name")) {
                                losses.add(new Loss(path, part.nameRange().start().line(), "author." + part.name(),
                                        LossAction.DROPPED, "OAF's author is one string (" + SPEC
                                        + " § Metadata Fields (Required))"));
                            }
                        }
                    }
                }
                case "keywords" -> {
                    losses.add(new Loss(path, line, name, LossAction.RENAMED, "written as tags (" + SPEC
                            + " § Metadata Fields (Required))"));
                    if (member.value() instanceof JsonValue.JsonArray list) {
                        list.items().stream().filter(item -> !(item instanceof JsonString)).forEach(item -> losses.add(
                                new Loss(path, item.range().start().line(), "keywords", LossAction.DROPPED, "an item "
                                + "that is not a string, left out of tags (" + SPEC + " § Metadata Fields)")));
                    } else {
                        losses.add(new Loss(path, line, name, LossAction.DROPPED, "not a list of strings, so tags "
                                + "is empty (" + SPEC + " § Metadata Fields (Required))"));
                    }
                }
                default -> {
                    if (!src.consumed().contains(name)) {
                        losses.add(new Loss(path, line, name, LossAction.DROPPED, "OAF has no agent or package field "
                                + "for it (" + SPEC + " § Field Definitions, § PACKAGE.yaml)"));
                    }
                }
            }
        }
        if (manifest.member("version").isEmpty()) {
            losses.add(new Loss(path, 0, "version", LossAction.REWRITTEN, "written " + version + ": the plugin has "
                    + "no version and OAF requires one on every agent (" + SPEC + " § Identity Fields (Required))"));
        }
        derivedLosses(path, manifest.member("author").map(m -> m.nameRange().start().line()).orElse(0));
    }

    /** The lines of the fields made up for want of a source: vendorKey, author, license. */
    private void derivedLosses(String path, int authorLine) {
        if (!vendorGiven) {
            losses.add(new Loss(path, authorLine, "vendorKey", LossAction.REWRITTEN, "written " + vendor + ", from "
                    + (author != null ? "the author's name" : "the " + what() + "'s name") + " as kebab-case: "
                    + "OAF needs a publisher namespace, which " + (what().equals("entry") ? "an " : "a ") + what()
                    + " does not have; give yours as the "
                    + "vendor (" + SPEC + " § Identity Fields (Required))"));
        }
        if (author == null) {
            losses.add(new Loss(path, 0, "author", LossAction.REWRITTEN, "written " + vendor + " (the vendorKey): the "
                    + what() + " names no author and OAF requires one (" + SPEC + " § Metadata Fields (Required))"));
        }
        if (license == null) {
            losses.add(new Loss(path, 0, "license", LossAction.REWRITTEN, "written NOASSERTION (SPDX's word for no "
                    + "licence stated): the " + what() + " states none and OAF requires one (" + SPEC
                    + " § Metadata Fields (Required))"));
        }
    }

    /** What SRC is, in words: plugin, skill folder, host folder or entry. */
    private String what() {
        return switch (src.form()) {
            case "skill" -> "skill folder";
            case "host-folder" -> "host folder";
            default -> src.form();
        };
    }

    private static Optional<String> authorName(JsonObject manifest) {
        if (manifest == null) {
            return Optional.empty();
        }
        var value = manifest.get("author").orElse(null);
        String name = value instanceof JsonString s ? s.value().replaceAll("\\s*[<(].*$", "")
                : value instanceof JsonObject o ? o.string("name").map(JsonString::value).orElse("") : "";
        return name.isBlank() ? Optional.empty() : Optional.of(name.strip());
    }

    private String vendorKey() {
        String fromAuthor = author == null ? "" : key(author);
        return fromAuthor.isEmpty() || fromAuthor.equals("agent") ? key(src.name()) : fromAuthor;
    }

    private String pluginVersion() {
        return src.manifest() == null ? "0.1.0" : src.manifest().string("version").map(v -> v.value().strip())
                .filter(OafPackage::semver).orElse("0.1.0");
    }

    /** {@code name} as an OAF key: lowercase letters and digits in hyphen-separated runs ({@code agent} if none). */
    static String key(String name) {
        String key = FrontmatterFields.toName(name);
        return key.isEmpty() ? "agent" : key;
    }

    /** Whether {@code text} is a semantic version (SemVer 2.0.0, as the model reads one). */
    private static boolean semver(String text) {
        return dev.catalogstudio.model.version.SemVer.parse(text).isPresent();
    }

    /** {@code value} as a YAML double-quoted scalar, every character YAML may not hold raw escaped. */
    private static String q(String value) {
        return YamlScalars.doubleQuoted(value);
    }
}
