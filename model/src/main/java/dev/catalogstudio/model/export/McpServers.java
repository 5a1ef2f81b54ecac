package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Gathers a source's MCP servers (a {@code .mcp.json}, an {@code mcp.json}, or a manifest's inline
 * {@code mcpServers}) and writes those of a transport the target supports under its key, each definition the same
 * text as in SRC; one of another transport, or any when the target carries no MCP servers, is a {@link Loss}.
 */
final class McpServers {

    /** One server as found: its file, the text it is in and its member ({@code name: definition}). */
    record Found(String path, SourceText text, JsonValue.Member member) {
    }

    private final List<Found> found = new ArrayList<>();
    private final Set<String> names = new LinkedHashSet<>();

    /** Adds the servers of the JSON file {@code path} ({@code mcpServers} of its root, else its root's members). */
    void addFile(String path, byte[] bytes, List<Loss> losses) {
        var text = SourceText.of(new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
        var parsed = new JsonParser().parse(text);
        var root = parsed.rootObject().orElse(null);
        if (root == null) {
            losses.add(new Loss(path, parsed.error() == null ? 0 : parsed.error().range().start().line(), "file",
                    LossAction.DROPPED, "not a JSON object, so no server in it can be carried"));
            return;
        }
        if (root.get("mcpServers").orElse(null) instanceof JsonObject servers) {
            add(path, text, servers);
            for (var member : root.members()) {
                if (!member.name().equals("mcpServers") && !member.name().equals("$schema")) {
                    losses.add(new Loss(path, member.nameRange().start().line(), member.name(), LossAction.DROPPED,
                            "only mcpServers of an MCP configuration is carried"));
                }
            }
        } else {
            add(path, text, root);
        }
    }

    /** Adds the servers of an inline {@code mcpServers} object of the manifest {@code path}. */
    void add(String path, SourceText text, JsonObject servers) {
        for (var member : servers.members()) {
            if (names.add(member.name())) {
                found.add(new Found(path, text, member));
            }
        }
    }

    boolean isEmpty() {
        return found.isEmpty();
    }

    /** The servers found, in the order found, each name once (the first definition of a name wins). */
    List<Found> found() {
        return List.copyOf(found);
    }

    /**
     * The {@code name: definition} members the target carries, losses added for the others.
     *
     * @param component where the target keeps servers (one file for all: a file per server is
     *                  {@link McpServerFiles}), or {@code null} when it carries none
     */
    List<Map.Entry<String, String>> members(ExportFacts facts, ExportFacts.Component component,
                                            Placeholders placeholders, List<Loss> losses) {
        var members = new ArrayList<Map.Entry<String, String>>();
        for (Found f : found) {
            String item = "mcpServers." + f.member().name();
            int line = f.member().nameRange().start().line();
            if (component == null) {
                losses.add(new Loss(f.path(), line, item, LossAction.DROPPED, facts.host()
                        + " carries no MCP servers in a package (" + java.util.Optional.ofNullable(facts.doesNotMap()
                        .get("mcp")).orElse(facts.source()) + ")"));
                continue;
            }
            String transport = transport(f.member().value());
            if (!component.transports().isEmpty() && !component.transports().contains(transport)) {
                losses.add(new Loss(f.path(), line, item, LossAction.DROPPED, facts.host() + " supports the "
                        + String.join(", ", component.transports()) + " transports, not " + transport + " ("
                        + facts.sourceOf(component) + ")"));
                continue;
            }
            if (!component.serverFields().isEmpty() && emptyUrl(f.member().value())) {
                losses.add(new Loss(f.path(), line, item, LossAction.DROPPED, "its url is empty or left to be "
                        + "filled in (a variable); " + facts.host() + " expands nothing there and skips a server "
                        + "without an absolute URL (" + facts.sourceOf(component) + ")"));
                continue;
            }
            var edits = new ArrayList<Edit>();
            closedFieldEdits(f, transport, component, losses, edits);
            var command = commandEdit(f, facts, losses);
            command.ifPresent(edits::add);
            typeEdit(f, transport, component, losses).ifPresent(edits::add);
            placeholderEdits(f, placeholders, command.isPresent(), component.serverFields().get(transport), losses,
                    edits);
            edits.sort(java.util.Comparator.comparingInt(Edit::from).reversed());
            String definition = JsonText.slice(f.text(), f.member().value());
            for (Edit e : edits) {
                definition = definition.substring(0, e.from()) + e.text() + definition.substring(e.to());
            }
            members.add(new AbstractMap.SimpleEntry<>(f.member().name(), definition));
        }
        return members;
    }

    /**
     * The edit writing a placeholder at the start of the definition's {@code command} as the target writes it
     * there ({@link ExportFacts.Placeholder#inCommand()}), each such rewrite a loss.
     */
    private static java.util.Optional<Edit> commandEdit(Found f, ExportFacts facts, List<Loss> losses) {
        String text = JsonText.slice(f.text(), f.member().value());
        if (!(f.member().value() instanceof JsonObject definition)
                || !(definition.get("command").orElse(null) instanceof JsonString command)) {
            return java.util.Optional.empty();
        }
        int base = f.member().value().range().startOffset();
        for (var p : facts.placeholders().entrySet()) {
            String in = p.getValue().inCommand();
            if (in != null && command.value().startsWith(p.getKey())) {
                int from = command.range().startOffset() - base + 1;
                if (text.startsWith(p.getKey(), from)) {
                    losses.add(new Loss(f.path(), command.range().start().line(), p.getKey(), LossAction.REWRITTEN,
                            "written " + in + " at the start of an MCP server's command for " + facts.host() + " ("
                                    + p.getValue().source() + ")"));
                    return java.util.Optional.of(new Edit(from, from + p.getKey().length(), in));
                }
            }
        }
        return java.util.Optional.empty();
    }

    /**
     * The edits respelling placeholders in the definition's string values, each in its place ({@code mcp args},
     * {@code mcp env} …: the member it is in); the command's is left to {@code commandDone}'s edit when there is one.
     */
    private static void placeholderEdits(Found f, Placeholders placeholders, boolean commandDone, List<String> allowed,
                                         List<Loss> losses, List<Edit> edits) {
        if (!(f.member().value() instanceof JsonObject definition)) {
            return;
        }
        int base = definition.range().startOffset();
        for (var member : definition.members()) {
            if (member.name().equals("command") && commandDone || allowed != null && !allowed.contains(member.name())) {
                continue;
            }
            var strings = new ArrayList<JsonString>();
            if (member.value() instanceof JsonString one) {
                strings.add(one);
            } else if (member.value() instanceof JsonValue.JsonArray array) {
                array.items().stream().filter(JsonString.class::isInstance).map(JsonString.class::cast)
                        .forEach(strings::add);
            } else if (member.value() instanceof JsonObject object) {
                object.members().stream().map(JsonValue.Member::value).filter(JsonString.class::isInstance)
                        .map(JsonString.class::cast).forEach(strings::add);
            }
            for (JsonString string : strings) {
                if (member.name().equals("args") && argEdit(f, string, placeholders.facts(), losses, edits)) {
                    continue;
                }
                if (member.name().equals("cwd") && cwdEdit(f, string, placeholders, losses, edits)) {
                    continue;
                }
                String raw = f.text().text().substring(string.range().startOffset() + 1,
                        string.range().endOffset() - 1);
                String rewritten = placeholders.rewrite(raw, f.path(), string.range().start().line() - 1,
                        "mcp " + member.name(), losses);
                rewritten = envReferences(rewritten, f.path(), string.range().start().line(), "mcp " + member.name(),
                        placeholders, losses);
                if (!rewritten.equals(raw)) {
                    edits.add(new Edit(string.range().startOffset() + 1 - base, string.range().endOffset() - 1 - base,
                            rewritten));
                }
            }
        }
    }

    private static final java.util.regex.Pattern ENV_REFERENCE = java.util.regex.Pattern.compile(
            "\\$\\{([A-Za-z_][A-Za-z0-9_]*)(:-[^}]*)?}");

    /**
     * {@code text} (a string of an MCP definition, in {@code place}: {@code mcp args} …) with each environment
     * reference the source host expands there ({@code ${TFE_TOKEN}}, its {@code envReference} facts) as the target
     * writes one: the same text where it expands that spelling there, its own spelling where it has another
     * ({@code ${env:TFE_TOKEN}}, {@code rewritten}), else left as written, which the server then gets literally
     * ({@code dropped}). Placeholders are not environment references. Linear in the text.
     */
    private static String envReferences(String text, String path, int line, String place,
                                        Placeholders placeholders, List<Loss> losses) {
        var sourceFacts = placeholders.sourceFacts();
        var targetFacts = placeholders.facts();
        var from = sourceFacts == null ? null : sourceFacts.envReference();
        var mcp = sourceFacts == null ? null : sourceFacts.component("mcp").orElse(null);
        boolean sourceInManifest = mcp != null && sourceFacts.manifest() != null
                && sourceFacts.manifest().path().equals(mcp.path());
        if (from == null || !from.expands(place, sourceInManifest) || !text.contains("${")
                || targetFacts.host().equals(sourceFacts.host())) {
            return text;
        }
        var to = targetFacts.envReference();
        var targetMcp = targetFacts.component("mcp").orElse(null);
        boolean inManifest = targetMcp != null && targetFacts.manifest() != null
                && targetFacts.manifest().path().equals(targetMcp.path());
        var matcher = ENV_REFERENCE.matcher(text);
        var out = new StringBuilder();
        while (matcher.find()) {
            String found = matcher.group();
            String name = matcher.group(1);
            String replacement = found;
            if (!placeholders.isKnown(found) && !placeholders.isKnown("${" + name + "}")) {
                boolean withDefault = matcher.group(2) != null;
                String spelling = to == null || !to.expands(place, inManifest) ? null : withDefault
                        ? (to.withDefault() == null ? null : to.withDefault().replace("VAR", name)
                        .replace("default", matcher.group(2).substring(2)))
                        : to.form().replace("VAR", name);
                String facts = to == null ? "no envReference in " + targetFacts.host() + "'s export facts"
                        : to.source() + (to.verified() ? "" : "; not verified against the host's own docs");
                if (spelling == null) {
                    losses.add(new Loss(path, line, found, LossAction.DROPPED, sourceFacts.host() + " expands this "
                            + "environment reference in " + place.replace("mcp ", "MCP ") + ", " + targetFacts.host()
                            + " does not"
                            + (withDefault && to != null && to.expands(place, inManifest) ? " with a default" : "")
                            + ": it stays as written and the server gets the text itself; set the value another way ("
                            + facts + ")"));
                } else if (!spelling.equals(found)) {
                    replacement = spelling;
                    losses.add(new Loss(path, line, found, LossAction.REWRITTEN, "written " + spelling + ", "
                            + targetFacts.host() + "'s spelling of an environment reference (" + facts + ")"));
                }
            }
            matcher.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(replacement));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    /**
     * For a target that expands nothing in MCP args but runs a server from a relative {@code cwd} (Codex): an args
     * item that is a placeholder ({@code --cwd ${CLAUDE_PLUGIN_ROOT}}) or starts with one and a {@code /} written with
     * its {@code inArgs} spelling ({@code .}, {@code ./x}), and the {@code cwd} added; true when done.
     */
    private static boolean argEdit(Found f, JsonString arg, ExportFacts facts, List<Loss> losses, List<Edit> edits) {
        var definition = (JsonObject) f.member().value();
        int base = definition.range().startOffset();
        for (var p : facts.placeholders().entrySet()) {
            String in = p.getValue().inArgs();
            if (in == null || !arg.value().startsWith(p.getKey() + "/") && !arg.value().equals(p.getKey())) {
                continue;
            }
            int from = arg.range().startOffset() + 1 - base;
            edits.add(new Edit(from, from + p.getKey().length(), in));
            losses.add(new Loss(f.path(), arg.range().start().line(), p.getKey(), LossAction.REWRITTEN, "written " + in
                    + ": " + facts.host() + " expands no placeholder in MCP args and runs the server in its cwd ("
                    + p.getValue().source() + ")"));
            String cwd = p.getValue().setCwd();
            boolean added = edits.stream().anyMatch(e -> e.text().startsWith("\"cwd\""));
            if (cwd != null && definition.get("cwd").isEmpty() && !added) {
                int first = definition.members().get(0).nameRange().startOffset() - base;
                edits.add(new Edit(first, first, "\"cwd\": " + JsonText.quote(cwd) + ", "));
                losses.add(new Loss(f.path(), definition.range().start().line(), "mcpServers." + f.member().name()
                        + ".cwd", LossAction.REWRITTEN, "added \"cwd\": " + JsonText.quote(cwd) + ", which "
                        + facts.host() + " joins to the plugin root (" + p.getValue().source() + ")"));
            }
            return true;
        }
        return false;
    }

    /**
     * A Codex server's {@code "cwd": "."} (Codex joins it to the plugin root) written as the plugin root the target
     * expands in a cwd ({@code ${PLUGIN_ROOT}}); true when done.
     */
    private static boolean cwdEdit(Found f, JsonString cwd, Placeholders placeholders, List<Loss> losses,
                                   List<Edit> edits) {
        var root = placeholders.facts().placeholders().get("${CLAUDE_PLUGIN_ROOT}");
        if (!placeholders.sourceHost().equals("codex") || !(cwd.value().equals(".") || cwd.value().equals("./"))
                || root == null || root.to() == null || !root.in().isEmpty() && !root.in().contains("mcp cwd")) {
            return false;
        }
        int base = f.member().value().range().startOffset();
        edits.add(new Edit(cwd.range().startOffset() + 1 - base, cwd.range().endOffset() - 1 - base, root.to()));
        losses.add(new Loss(f.path(), cwd.range().start().line(), "mcpServers." + f.member().name() + ".cwd",
                LossAction.REWRITTEN, "written " + root.to() + ": Codex joins a relative cwd to the plugin root, "
                + placeholders.facts().host() + " does not (" + root.source() + ")"));
        return true;
    }

    /** An absolute http(s) URL with nothing left to fill in: no white space, {@code $} or braces. */
    static final java.util.regex.Pattern ABSOLUTE_URL = java.util.regex.Pattern.compile("https?://[^\\s${}]+");

    private static boolean emptyUrl(JsonValue definition) {
        return definition instanceof JsonObject o && o.string("url").map(u -> !ABSOLUTE_URL.matcher(u.value()).matches())
                .orElse(false);
    }

    /**
     * The edits removing the members a target with closed server variants does not allow for {@code transport}
     * ({@link ExportFacts.Component#serverFields()}), each a loss; a member and the comma after it (or, for the last,
     * before it) go.
     */
    private static void closedFieldEdits(Found f, String transport, ExportFacts.Component component,
                                         List<Loss> losses, List<Edit> edits) {
        var allowed = component.serverFields().get(transport);
        if (allowed == null || !(f.member().value() instanceof JsonObject definition)) {
            return;
        }
        int base = definition.range().startOffset();
        var members = definition.members();
        for (int i = 0; i < members.size(); i++) {
            var member = members.get(i);
            if (allowed.contains(member.name())) {
                continue;
            }
            losses.add(new Loss(f.path(), member.nameRange().start().line(), "mcpServers." + f.member().name() + "."
                    + member.name(), LossAction.DROPPED, "a " + transport + " server has only "
                    + String.join(", ", allowed) + " there; another member makes the server invalid ("
                    + component.source() + ")"));
            int from = member.nameRange().startOffset();
            int to = member.value().range().endOffset();
            if (i + 1 < members.size()) {
                to = members.get(i + 1).nameRange().startOffset();
            } else if (i > 0) {
                from = members.get(i - 1).value().range().endOffset();
            }
            edits.add(new Edit(from - base, to - base, ""));
        }
    }

    /** Replace {@code [from, to)} of a definition's text (offsets from its start) with {@code text}. */
    private record Edit(int from, int to, String text) {
    }

    /**
     * The edit writing the definition's {@code type} as the target spells {@code transport}, when the target names
     * spellings (inserted before the first member, on its line, when there is none).
     */
    private static java.util.Optional<Edit> typeEdit(Found f, String transport, ExportFacts.Component component,
                                                     List<Loss> losses) {
        String spelling = component.types().get(transport);
        if (spelling == null || !(f.member().value() instanceof JsonObject definition)) {
            return java.util.Optional.empty();
        }
        int base = definition.range().startOffset();
        var type = definition.member("type");
        String item = "mcpServers." + f.member().name() + ".type";
        if (type.isPresent() && type.get().value() instanceof JsonString written) {
            if (written.value().equals(spelling) || spelling.isEmpty()) {
                return java.util.Optional.empty();
            }
            losses.add(new Loss(f.path(), written.range().start().line(), item, LossAction.REWRITTEN, "written \""
                    + spelling + "\", the name of the " + transport + " transport there (" + component.source() + ")"));
            return java.util.Optional.of(new Edit(written.range().startOffset() - base,
                    written.range().endOffset() - base, JsonText.quote(spelling)));
        }
        if (type.isPresent() || definition.members().isEmpty() || !component.typeRequired() || spelling.isEmpty()) {
            return java.util.Optional.empty();
        }
        int first = definition.members().get(0).nameRange().startOffset() - base;
        losses.add(new Loss(f.path(), definition.range().start().line(), item, LossAction.REWRITTEN,
                "added \"type\": \"" + spelling + "\": every server names its transport there ("
                        + component.source() + ")"));
        return java.util.Optional.of(new Edit(first, first, "\"type\": " + JsonText.quote(spelling) + ", "));
    }

    /**
     * A definition's transport: its {@code type} ({@code streamable-http} read as {@code http}), else {@code stdio}
     * with a {@code command}, {@code http} with a {@code url}.
     */
    static String transport(JsonValue definition) {
        if (!(definition instanceof JsonObject object)) {
            return "unknown";
        }
        var type = object.string("type").map(JsonString::value);
        if (type.isPresent()) {
            return type.get().equals("streamable-http") ? "http" : type.get();
        }
        return object.get("command").isPresent() ? "stdio" : object.get("url").isPresent() ? "http" : "unknown";
    }
}
