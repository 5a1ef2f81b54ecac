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

    /** One server as found: its file, the text it is in and its member. */
    private record Found(String path, SourceText text, JsonValue.Member member) {
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

    /**
     * The {@code name: definition} members the target carries, losses added for the others.
     *
     * @param component where the target keeps servers, or {@code null} when it carries none
     */
    List<Map.Entry<String, String>> members(ExportFacts facts, ExportFacts.Component component,
                                            Placeholders placeholders, List<Loss> losses) {
        var members = new ArrayList<Map.Entry<String, String>>();
        for (Found f : found) {
            String item = "mcpServers." + f.member().name();
            int line = f.member().nameRange().start().line();
            if (component == null) {
                losses.add(new Loss(f.path(), line, item, LossAction.DROPPED, facts.host()
                        + " carries no MCP servers in a package (" + facts.source() + ")"));
                continue;
            }
            String transport = transport(f.member().value());
            if (!component.transports().isEmpty() && !component.transports().contains(transport)) {
                losses.add(new Loss(f.path(), line, item, LossAction.DROPPED, facts.host() + " supports the "
                        + String.join(", ", component.transports()) + " transports, not " + transport + " ("
                        + facts.sourceOf(component) + ")"));
                continue;
            }
            var edits = new ArrayList<Edit>();
            commandEdit(f, facts, losses).ifPresent(edits::add);
            typeEdit(f, transport, component, losses).ifPresent(edits::add);
            edits.sort(java.util.Comparator.comparingInt(Edit::from).reversed());
            String adapted = JsonText.slice(f.text(), f.member().value());
            for (Edit e : edits) {
                adapted = adapted.substring(0, e.from()) + e.text() + adapted.substring(e.to());
            }
            String definition = placeholders.rewrite(adapted, f.path(),
                    f.member().value().range().start().line() - 1, losses);
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
            if (written.value().equals(spelling)) {
                return java.util.Optional.empty();
            }
            losses.add(new Loss(f.path(), written.range().start().line(), item, LossAction.REWRITTEN, "written \""
                    + spelling + "\", the name of the " + transport + " transport there (" + component.source() + ")"));
            return java.util.Optional.of(new Edit(written.range().startOffset() - base,
                    written.range().endOffset() - base, JsonText.quote(spelling)));
        }
        if (type.isPresent() || definition.members().isEmpty()) {
            return java.util.Optional.empty();
        }
        int first = definition.members().get(0).nameRange().startOffset() - base;
        losses.add(new Loss(f.path(), definition.range().start().line(), item, LossAction.REWRITTEN, "added \"type\": \""
                + spelling + "\": every server names its transport there (" + component.source() + ")"));
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
