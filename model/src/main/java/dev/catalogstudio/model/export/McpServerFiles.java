package dev.catalogstudio.model.export;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.mcp.McpFormat;
import dev.catalogstudio.model.json.JsonLayout;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.YamlScalars;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * MCP servers written one file per server, for the targets that keep them so: a MetaAgents catalog's
 * {@code mcps/<namespace>_<short>.json} (shared/specs/metaagents.md § Frontmatter / format — MCP) and an OAF agent's
 * {@code mcp-configs/<server>/config.yaml} with its {@code ActiveMCP.json} (shared/specs/open-agent-format-0.8.md § MCP
 * Configs Directory). Each server of a transport the target supports is written; what the target cannot carry is a
 * {@link Loss}: a member (an {@code env} entry, a header), or the whole server, and then none of its member losses.
 *
 * <p>A server that starts from the plugin's own files (a plugin-root placeholder anywhere in it) is never written:
 * both targets keep a server as one configuration with no files beside it.
 */
final class McpServerFiles {

    private final ExportFacts facts;
    private final ExportFacts.Component component;
    private final Placeholders placeholders;
    private final List<Loss> losses;

    McpServerFiles(ExportFacts facts, ExportFacts.Component component, Placeholders placeholders, List<Loss> losses) {
        this.facts = facts;
        this.component = component;
        this.placeholders = placeholders;
        this.losses = losses;
    }

    /**
     * MetaAgents: one {@code mcps/<namespace>_<short>.json} per server, {@code _meta.name} its MCP FQN
     * {@code <namespace>/<short>}, its other members the source definition's, in the canonical 2-space layout. The
     * file is checked by the MetaAgents MCP rules before it is kept: an {@code env} entry or header the rules reject
     * (an environment reference: MetaAgents expands only {@code ${workspaceDir}} and {@code ${sharedDir}}) is left
     * out, and a server with any other error is not written.
     *
     * @param namespace the FQN's namespace: the publisher namespace given, else the plugin's name
     * @param given     whether the namespace was given (else the loss says it is the plugin's name)
     * @return the files, by path relative to OUT
     */
    Map<String, byte[]> metaAgents(List<McpServers.Found> servers, String namespace, boolean given) {
        var files = new LinkedHashMap<String, byte[]>();
        String ns = registryPart(namespace, ".-", "mcp");
        var taken = new java.util.HashSet<String>();
        for (var f : servers) {
            if (!carried(f)) {
                continue;
            }
            var own = new ArrayList<Loss>();
            String item = item(f);
            String base = registryPart(f.member().name(), "._-", "server");
            String shortName = base;
            // Two names that become one ("a b", "a/b"), or differ in case only (one file on macOS and Windows):
            // a number keeps them apart, so no server's file replaces another's.
            for (int n = 2; taken.contains(shortName.toLowerCase(java.util.Locale.ROOT)); n++) {
                shortName = base + "-" + n;
            }
            String fileName = ns + "_" + shortName + ".json";
            String path = component.path().replace("{namespace}_{short}.json", fileName);
            String fqn = ns + "/" + shortName;
            own.add(new Loss(f.path(), line(f), item, LossAction.RENAMED, "written as " + path + " with _meta.name "
                    + fqn + ": " + facts.host() + " keeps one file per server, named by its MCP FQN, whose namespace "
                    + (given ? "is the vendor given" : "is the plugin's name here (give your own as the vendor)")
                    + " (" + facts.sourceOf(component) + ")"));
            var definition = (JsonObject) f.member().value();
            var meta = definition.member("_meta");
            if (meta.isPresent() && !(meta.get().value() instanceof JsonObject)) {
                own.add(new Loss(f.path(), meta.get().nameRange().start().line(), item + "._meta", LossAction.DROPPED,
                        "not an object, and " + facts.host() + "'s _meta is an object holding the name ("
                        + facts.sourceOf(component) + ")"));
            } else if (meta.isPresent() && ((JsonObject) meta.get().value()).member("name").isPresent()) {
                var name = ((JsonObject) meta.get().value()).member("name").get();
                own.add(new Loss(f.path(), name.nameRange().start().line(), item + "._meta.name",
                        LossAction.REWRITTEN, "written " + fqn + ", the name of the file (" + facts.sourceOf(component)
                        + ")"));
            }
            Set<JsonValue> left = Collections.newSetFromMap(new IdentityHashMap<>());
            String text = metaAgentsText(f, definition, fqn, left);
            List<Diagnostic> errors = errors(fileName, text);
            // An env entry or a header the rules reject is left out, once; then the server must be clean.
            var rejected = rejectedEntries(definition, fileName, text, errors);
            if (!rejected.isEmpty()) {
                for (var entry : rejected.entrySet()) {
                    left.add(entry.getKey().value());
                    own.add(new Loss(f.path(), entry.getKey().nameRange().start().line(), item + "."
                            + entry.getValue() + "." + entry.getKey().name(), LossAction.DROPPED, "holds an "
                            + "environment reference, which " + facts.host() + " rejects there (it substitutes only "
                            + "${workspaceDir} and ${sharedDir}; shared/specs/metaagents.md § MCP cross-platform "
                            + "rules, § Placeholder substitution): the server's host must supply the value another "
                            + "way"));
                }
                text = metaAgentsText(f, definition, fqn, left);
                errors = errors(fileName, text);
            }
            if (!errors.isEmpty()) {
                var first = errors.get(0);
                // not written: its name stays free
                losses.add(new Loss(f.path(), line(f), item, LossAction.DROPPED, facts.host() + " rejects it: "
                        + first.message() + " (" + first.code() + ", shared/specs/" + first.rule().spec() + ")"));
                continue;
            }
            losses.addAll(own);
            taken.add(shortName.toLowerCase(java.util.Locale.ROOT));
            files.put(path, text.getBytes(StandardCharsets.UTF_8));
        }
        return files;
    }

    /** One OAF MCP server as written: its {@code mcpServers} entry's values and its two files. */
    record OafServer(String server, String configDir, Map<String, byte[]> files) {
    }

    /**
     * OAF: one {@code mcp-configs/<server>/} per remote server (OAF's {@code config.yaml} has no command to run a
     * stdio one): {@code config.yaml} with {@code vendor}, {@code server} and {@code connection} ({@code type},
     * {@code url}), an {@code Authorization: Bearer <token>} header as {@code auth} ({@code bearer}, the token), and
     * {@code ActiveMCP.json} with {@code contextStrategy: all} (every tool, as the source host offers them). Any other
     * member is a loss; a server whose URL holds an environment reference is not written (OAF expands one only in
     * {@code auth.token}).
     *
     * @param vendor the agent's {@code vendorKey}, written as each server's vendor
     */
    List<OafServer> oaf(List<McpServers.Found> servers, String vendor) {
        var written = new ArrayList<OafServer>();
        var folders = new java.util.HashSet<String>();
        for (var f : servers) {
            if (!carried(f)) {
                continue;
            }
            var definition = (JsonObject) f.member().value();
            String item = item(f);
            String url = definition.string("url").map(JsonString::value).orElse("");
            if (!McpServers.ABSOLUTE_URL.matcher(url).matches()) {
                losses.add(new Loss(f.path(), line(f), item, LossAction.DROPPED, "its url is empty or holds an "
                        + "environment reference, and " + facts.host() + " expands references only in auth.token ("
                        + facts.sourceOf(component) + ")"));
                continue;
            }
            String base = registryPart(f.member().name().toLowerCase(java.util.Locale.ROOT), "-", "server");
            String folder = base;
            for (int n = 2; !folders.add(folder); n++) {
                folder = base + "-" + n;
            }
            String configDir = "mcp-configs/" + folder;
            var own = new ArrayList<Loss>();
            String transport = McpServers.transport(definition);
            var yaml = new StringBuilder();
            yaml.append("vendor: ").append(YamlScalars.doubleQuoted(vendor)).append('\n');
            yaml.append("server: ").append(YamlScalars.doubleQuoted(f.member().name())).append('\n');
            yaml.append("connection:\n  type: ").append(YamlScalars.doubleQuoted(transport)).append("\n  url: ")
                    .append(YamlScalars.doubleQuoted(url)).append('\n');
            for (var member : definition.members()) {
                switch (member.name()) {
                    case "type", "url" -> {
                    }
                    case "headers" -> headers(f, member, yaml, own);
                    default -> own.add(new Loss(f.path(), member.nameRange().start().line(), item + "."
                            + member.name(), LossAction.DROPPED, "config.yaml has vendor, server, version, "
                            + "connection, auth, permissions and rate_limit, nothing for " + member.name() + " ("
                            + facts.sourceOf(component) + ")"));
                }
            }
            if (!folder.equals(f.member().name())) {
                own.add(new Loss(f.path(), line(f), item, LossAction.RENAMED, "its folder is " + configDir
                        + "/ (a folder name of lowercase letters, digits and hyphens); server: keeps its name ("
                        + facts.sourceOf(component) + ")"));
            }
            String active = JsonText.object(List.of(
                    Map.entry("vendor", JsonText.quote(vendor)),
                    Map.entry("server", JsonText.quote(f.member().name())),
                    Map.entry("contextStrategy", JsonText.quote("all"))), 0);
            var files = new LinkedHashMap<String, byte[]>();
            files.put(configDir + "/config.yaml", yaml.toString().getBytes(StandardCharsets.UTF_8));
            files.put(configDir + "/ActiveMCP.json", active.getBytes(StandardCharsets.UTF_8));
            losses.addAll(own);
            written.add(new OafServer(f.member().name(), configDir, files));
        }
        return written;
    }

    private static final java.util.regex.Pattern BEARER = java.util.regex.Pattern.compile("(?i)bearer\\s+(\\S+)");

    /** {@code headers}: {@code Authorization: Bearer <token>} becomes {@code auth}; any other header is a loss. */
    private void headers(McpServers.Found f, JsonValue.Member headers, StringBuilder yaml, List<Loss> own) {
        String item = item(f) + ".headers";
        if (!(headers.value() instanceof JsonObject object)) {
            own.add(new Loss(f.path(), headers.nameRange().start().line(), item, LossAction.DROPPED, "not an object "
                    + "of headers"));
            return;
        }
        boolean auth = false;
        for (var header : object.members()) {
            String value = header.value() instanceof JsonString s ? s.value() : "";
            var bearer = BEARER.matcher(value);
            if (!auth && header.name().equalsIgnoreCase("authorization") && bearer.matches()) {
                auth = true;
                yaml.append("auth:\n  type: \"bearer\"\n  token: ").append(YamlScalars.doubleQuoted(bearer.group(1)))
                        .append('\n');
                own.add(new Loss(f.path(), header.nameRange().start().line(), item + "." + header.name(),
                        LossAction.REWRITTEN, "written as auth: {type: bearer, token: " + bearer.group(1) + "}, "
                        + facts.host() + "'s way to send a bearer token (" + facts.sourceOf(component) + ")"));
            } else {
                own.add(new Loss(f.path(), header.nameRange().start().line(), item + "." + header.name(),
                        LossAction.DROPPED, "config.yaml sends no header but a bearer or API-key token in auth ("
                        + facts.sourceOf(component) + ")"));
            }
        }
    }

    /**
     * Whether {@code f} can be written at all: a definition object, of a transport the target supports, that does not
     * start from the plugin's own files. A loss says why not.
     */
    private boolean carried(McpServers.Found f) {
        String item = item(f);
        if (!(f.member().value() instanceof JsonObject definition)) {
            losses.add(new Loss(f.path(), line(f), item, LossAction.DROPPED, "not an object, so no server"));
            return false;
        }
        String transport = McpServers.transport(definition);
        if (!component.transports().isEmpty() && !component.transports().contains(transport)) {
            String fact = facts.doesNotMap().get("mcp (" + transport + ")");
            losses.add(new Loss(f.path(), line(f), item, LossAction.DROPPED, fact != null ? facts.host() + " cannot "
                    + "carry a " + transport + " server: " + fact : facts.host() + " supports the "
                    + String.join(", ", component.transports()) + " transports, not " + transport + " ("
                    + facts.sourceOf(component) + ")"));
            return false;
        }
        var placeholder = packagePlaceholder(definition);
        if (placeholder.isPresent()) {
            losses.add(new Loss(f.path(), placeholder.get().range().start().line(), item, LossAction.DROPPED,
                    "it uses " + placeholderIn(placeholder.get().value()) + ", which names a folder of the installed "
                    + "plugin, and " + facts.host() + " keeps a server as one configuration with no files beside it "
                    + "and no placeholder for a plugin's folders (" + facts.sourceOf(component) + ")"));
            return false;
        }
        return true;
    }

    /** The first string of {@code value} holding a placeholder some host expands to a package's folder. */
    private Optional<JsonString> packagePlaceholder(JsonValue value) {
        if (value instanceof JsonString s) {
            return placeholderIn(s.value()).isEmpty() ? Optional.empty() : Optional.of(s);
        }
        var children = value instanceof JsonObject o ? o.members().stream().map(JsonValue.Member::value).toList()
                : value instanceof JsonArray a ? a.items() : List.<JsonValue>of();
        for (var child : children) {
            var found = packagePlaceholder(child);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private String placeholderIn(String text) {
        int at = text.indexOf("${");
        while (at >= 0) {
            int end = text.indexOf('}', at);
            if (end < 0) {
                return "";
            }
            String candidate = text.substring(at, end + 1);
            if (placeholders.isKnown(candidate)) {
                return candidate;
            }
            at = text.indexOf("${", end);
        }
        return "";
    }

    /**
     * The MetaAgents file: {@code _meta} first (its {@code name}, then any other member the source's {@code _meta}
     * has, which a re-write keeps: metaagents.md § Frontmatter / format — MCP), then the definition's members without
     * those in {@code left}.
     */
    private static String metaAgentsText(McpServers.Found f, JsonObject definition, String fqn, Set<JsonValue> left) {
        var draft = new StringBuilder("{\"_meta\": {\"name\": ").append(JsonText.quote(fqn));
        if (definition.get("_meta").orElse(null) instanceof JsonObject meta) {
            for (var member : meta.members()) {
                if (!member.name().equals("name")) {
                    draft.append(", ").append(f.text().slice(member.nameRange())).append(": ");
                    render(member.value(), f.text(), left, draft);
                }
            }
        }
        draft.append('}');
        for (var member : definition.members()) {
            if (member.name().equals("_meta") || left.contains(member.value())) {
                continue;
            }
            draft.append(", ").append(JsonText.quote(member.name())).append(": ");
            render(member.value(), f.text(), left, draft);
        }
        var source = SourceText.of(draft.append('}').toString());
        var root = new JsonParser().parse(source).rootObject().orElseThrow();
        return JsonLayout.render(root, source, "\n");
    }

    /** {@code value} as JSON text, scalars as written in {@code text}, members whose value is in {@code left} out. */
    private static void render(JsonValue value, SourceText text, Set<JsonValue> left, StringBuilder out) {
        if (value instanceof JsonObject object) {
            out.append('{');
            boolean first = true;
            for (var member : object.members()) {
                if (left.contains(member.value())) {
                    continue;
                }
                out.append(first ? "" : ", ").append(text.slice(member.nameRange())).append(": ");
                render(member.value(), text, left, out);
                first = false;
            }
            out.append('}');
        } else if (value instanceof JsonArray array) {
            out.append('[');
            for (int i = 0; i < array.items().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                render(array.items().get(i), text, left, out);
            }
            out.append(']');
        } else {
            out.append(text.slice(value.range()));
        }
    }

    private static List<Diagnostic> errors(String fileName, String text) {
        return McpFormat.checkMetaAgentsFile(fileName, SourceText.of(text)).stream()
                .filter(d -> d.severity() == Severity.ERROR).toList();
    }

    /**
     * The source's {@code env} entries and headers (to {@code env} or {@code headers}) whose values hold an error of
     * {@code errors}, found by name in the written {@code text}.
     */
    private static Map<JsonValue.Member, String> rejectedEntries(JsonObject definition, String fileName, String text,
                                                                 List<Diagnostic> errors) {
        var rejected = new LinkedHashMap<JsonValue.Member, String>();
        var written = SourceText.of(text);
        var root = new JsonParser().parse(written).rootObject().orElseThrow();
        for (String object : List.of("env", "headers")) {
            if (!(root.get(object).orElse(null) instanceof JsonObject entries)
                    || !(definition.get(object).orElse(null) instanceof JsonObject sourceEntries)) {
                continue;
            }
            for (var entry : entries.members()) {
                boolean bad = errors.stream().anyMatch(d -> d.range().start().offset() >= entry.value().range()
                        .startOffset() && d.range().start().offset() < entry.value().range().endOffset());
                if (bad) {
                    sourceEntries.member(entry.name()).ifPresent(m -> rejected.put(m, object));
                }
            }
        }
        return rejected;
    }

    /**
     * {@code name} as one part of an MCP registry name ({@code [a-zA-Z0-9][a-zA-Z0-9<inner>]*[a-zA-Z0-9]}): other
     * characters as hyphens (or dots, where hyphens are not allowed), the edges trimmed; {@code fallback} appended
     * when fewer than two characters are left.
     */
    static String registryPart(String name, String inner, String fallback) {
        char dash = inner.indexOf('-') >= 0 ? '-' : '.';
        var out = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean alnum = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
            out.append(alnum || inner.indexOf(c) >= 0 ? c : dash);
        }
        String part = out.toString().replaceAll("^[^a-zA-Z0-9]+|[^a-zA-Z0-9]+$", "");
        if (part.length() > 64) {
            part = part.substring(0, 64).replaceAll("[^a-zA-Z0-9]+$", "");
        }
        return part.length() < 2 ? (part.isEmpty() ? fallback : part + dash + fallback) : part;
    }

    private static String item(McpServers.Found f) {
        return "mcpServers." + f.member().name();
    }

    private static int line(McpServers.Found f) {
        return f.member().nameRange().start().line();
    }
}
