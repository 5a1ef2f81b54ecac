package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.FieldType;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.yaml.YamlMapping;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * {@code textDocument/completion} in a frontmatter, read from the line being typed (the YAML may not parse while it
 * is): at the start of a line, the keys of that mapping the document still lacks, in the spec's writing order; after
 * {@code key: }, the field's allowed values (or {@code true}/{@code false}); in a list item of a dependency list
 * ({@code skills:}, {@code mcps:}), the origins of the workspace's and its layers' entries of that kind.
 */
final class Completions {

    /** A key being typed: indentation, then name characters or nothing. */
    private static final Pattern KEY = Pattern.compile("( *)([A-Za-z0-9_.-]*)");
    /** A value being typed: indentation, optional list dash, key, colon, spaces, an optional quote, the value so far. */
    private static final Pattern VALUE = Pattern.compile("( *)(?:- +)?([A-Za-z0-9_.-]+): *([\"']?)([^\"']*)");
    /** A list item being typed. */
    private static final Pattern ITEM = Pattern.compile("( *)- *([\"']?)([^\"']*)");
    /** A line that opens a mapping or list: {@code key:} and nothing after. */
    private static final Pattern PARENT = Pattern.compile("( *)(?:- +)?([A-Za-z0-9_.-]+): *(?:#.*)?");

    private Completions() {
    }

    static CompletionList complete(RequestTarget target, Position requested) {
        var none = new CompletionList(false, List.of());
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null) {
            return none;
        }
        if (document.get().fileName().endsWith(".3md")) {
            var attributes = planeAttributes(document.get(), requested);
            if (attributes != null) {
                return attributes;
            }
        }
        if (document.get().fileName().endsWith(".json")) {
            var events = hookEvents(document.get().text().text(), requested);
            return events != null ? events : none;
        }
        var spec = Fields.spec(document.get());
        var frontmatter = Fields.frontmatter(document.get());
        if (spec.isEmpty() || frontmatter.isEmpty()) {
            return none;
        }
        var text = document.get().text();
        var fm = frontmatter.get().frontmatter();
        int offset = LspText.offset(text.text(), requested);
        if (offset < fm.yaml().startOffset() || offset > fm.close().startOffset()) {
            return none;
        }
        // a character past the line's end is its end
        final Position position = LspText.position(text.text(), offset);
        int lineStart = LspText.offset(text.text(), new Position(position.getLine(), 0));
        String before = text.text().substring(lineStart, offset);
        var items = new ArrayList<CompletionItem>();
        Matcher m;
        if ((m = KEY.matcher(before)).matches()) {
            var parent = parent(text.text(), lineStart, m.group(1).length());
            if (parent != null) {
                var present = present(frontmatter.get(), parent);
                int i = 0;
                for (String key : spec.get().keyOrder(parent)) {
                    if (present.contains(key)) {
                        continue;
                    }
                    var item = new CompletionItem(key);
                    item.setKind(CompletionItemKind.Property);
                    item.setSortText(String.format("%03d", i++));
                    item.setFilterText(key);
                    item.setTextEdit(Either.forLeft(new TextEdit(new Range(
                            new Position(position.getLine(), m.group(1).length()), position), key + ": ")));
                    spec.get().field(parent.child(key)).ifPresent(f -> item.setDocumentation(
                            new MarkupContent(MarkupKind.MARKDOWN, Fields.help(f, document.get().kind(),
                                    parent.isRoot()))));
                    items.add(item);
                }
            }
        } else if ((m = VALUE.matcher(before)).matches()) {
            var parent = parent(text.text(), lineStart, m.group(1).length() + (before.trim().startsWith("-") ? 1 : 0));
            if (parent != null) {
                var field = spec.get().field(parent.child(m.group(2)));
                int from = position.getCharacter() - m.group(4).length();
                field.ifPresent(f -> values(f, new Range(new Position(position.getLine(), from), position), items));
            }
        } else if ((m = ITEM.matcher(before)).matches()) {
            var list = parent(text.text(), lineStart, m.group(1).length() + 1);
            if (list != null && !list.isRoot()) {
                int from = position.getCharacter() - m.group(3).length();
                var range = new Range(new Position(position.getLine(), from), position);
                var field = spec.get().field(list);
                field.ifPresent(f -> values(f, range, items));
                String name = String.valueOf(list.last());
                if (field.map(f -> f.type() == FieldType.STRING_OR_OBJECT_LIST).orElse(false)
                        && (name.equals("skills") || name.equals("mcps"))) {
                    origins(target, name.equals("skills") ? NodeKind.SKILL : NodeKind.MCP_SERVER, range,
                            m.group(2).isEmpty(), items);
                }
            }
        }
        return new CompletionList(false, items);
    }

    /** A {@code @plane} line up to an attribute name being typed (not inside a quoted value). */
    private static final Pattern PLANE_LINE = Pattern.compile("@plane((?: +[A-Za-z0-9_-]+=(?:\"[^\"]*\"|[^\" ]*))*) +([A-Za-z0-9_-]*)");
    /**
     * In a JSON document ({@code hooks/hooks.json}, a plugin manifest's inline {@code hooks}), where a key of the
     * {@code "hooks"} object goes: Claude Code's hook event names (the model's list), each with whether it takes a
     * matcher. {@code null} anywhere else.
     */
    static CompletionList hookEvents(String text, Position requested) {
        int offset = LspText.offset(text, requested);
        // Walk the JSON before the caret: the keys of the open objects, and whether a key may start here.
        var keys = new java.util.ArrayDeque<String>();
        String lastString = null;
        boolean keyPosition = false;
        int stringStart = -1;
        for (int i = 0; i < offset; i++) {
            char c = text.charAt(i);
            if (c == '"') {
                int end = i + 1;
                while (end < offset && text.charAt(end) != '"') {
                    end += text.charAt(end) == '\\' ? 2 : 1;
                }
                if (end >= offset) { // the caret is inside this string
                    stringStart = i;
                    break;
                }
                lastString = text.substring(i + 1, end);
                i = end;
                keyPosition = false;
            } else if (c == '{') {
                keys.push(lastString == null ? "" : lastString);
                lastString = null;
                keyPosition = true;
            } else if (c == '[') {
                keys.push("[");
                keyPosition = false;
            } else if (c == '}' || c == ']') {
                if (!keys.isEmpty()) {
                    keys.pop();
                }
                keyPosition = false;
            } else if (c == ',') {
                keyPosition = !keys.isEmpty() && !keys.peek().equals("[");
                lastString = null;
            } else if (c == ':') {
                keyPosition = false;
            }
        }
        if (keys.isEmpty() || !keys.peek().equals("hooks") || !(keyPosition || stringStart >= 0)) {
            return null;
        }
        var position = LspText.position(text, offset);
        int from = stringStart >= 0 ? stringStart : offset;
        var range = new Range(LspText.position(text, from), position);
        var items = new ArrayList<CompletionItem>();
        for (String event : dev.catalogstudio.model.format.claudecode.HookEvents.names()) {
            var item = new CompletionItem(event);
            item.setKind(CompletionItemKind.Event);
            item.setFilterText("\"" + event);
            item.setDetail(dev.catalogstudio.model.format.claudecode.HookEvents.takesMatcher(event)
                    ? "hook event (takes a matcher)" : "hook event (no matcher)");
            item.setTextEdit(Either.forLeft(new TextEdit(range, "\"" + event + "\"")));
            items.add(item);
        }
        return new CompletionList(false, items);
    }

    /** An attribute written on a {@code @plane} line. */
    private static final Pattern ATTRIBUTE = Pattern.compile("([A-Za-z0-9_-]+)=");

    /**
     * On a {@code @plane} line of a 3md document, where an attribute name goes: the attributes of the model's plane
     * spec ({@code threemd-agent-plane}; for a 3md document that is no agent, only those of 3md-base) the line does not
     * have yet, in the spec's order, each inserted as {@code name=}. {@code null} anywhere else.
     */
    private static CompletionList planeAttributes(dev.catalogstudio.model.workspace.LoadedDocument document,
                                                  Position requested) {
        String text = document.text().text();
        int offset = LspText.offset(text, requested);
        var position = LspText.position(text, offset);
        int lineStart = LspText.offset(text, new Position(position.getLine(), 0));
        String before = text.substring(lineStart, offset);
        var m = PLANE_LINE.matcher(before);
        if (!m.matches()) {
            return null;
        }
        var spec = dev.catalogstudio.model.formats.Specs.byId("threemd-agent-plane");
        if (spec.isEmpty()) {
            return null;
        }
        boolean agent = document.kind() == dev.catalogstudio.model.format.threemd.agent.ThreeMdFormat.AGENT;
        String line = text.substring(lineStart, lineEnd(text, lineStart));
        var present = new HashSet<String>();
        var written = ATTRIBUTE.matcher(line);
        while (written.find()) {
            present.add(written.group(1));
        }
        var items = new ArrayList<CompletionItem>();
        var range = new Range(new Position(position.getLine(), position.getCharacter() - m.group(2).length()),
                position);
        int i = 0;
        for (String key : spec.get().keyOrder(FieldPath.ROOT)) {
            var field = spec.get().field(FieldPath.of(key));
            if (present.contains(key) || field.isEmpty()
                    || !agent && !field.get().specSection().startsWith("3md-base.md")) {
                continue;
            }
            var item = new CompletionItem(key);
            item.setKind(CompletionItemKind.Property);
            item.setSortText(String.format("%03d", i++));
            item.setFilterText(key);
            item.setTextEdit(Either.forLeft(new TextEdit(range, key + "=")));
            item.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, Fields.help(field.get(), document.kind(),
                    false)));
            items.add(item);
        }
        return new CompletionList(false, items);
    }

    /**
     * {@code completionItem/resolve}: the documentation of an origin item (the entry it names), from the
     * {@code [document URI, node id]} the item carries; {@code item} unchanged for any other.
     */
    static CompletionItem resolve(Snapshot snapshot, CompletionItem item, String nodeId) {
        snapshot.graph().node(nodeId).ifPresent(node -> item.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN,
                ReferencedEntries.describe(snapshot, node))));
        return item;
    }

    /** The document URI and node id an origin item carries in its {@code data}; empty for any other item. */
    static java.util.Optional<String[]> resolveData(CompletionItem item) {
        Object data = item.getData();
        if (data instanceof com.google.gson.JsonArray array && array.size() == 2
                && array.get(0).isJsonPrimitive() && array.get(1).isJsonPrimitive()) {
            return java.util.Optional.of(new String[] {array.get(0).getAsString(), array.get(1).getAsString()});
        }
        if (data instanceof List<?> list && list.size() == 2) {
            return java.util.Optional.of(new String[] {String.valueOf(list.get(0)), String.valueOf(list.get(1))});
        }
        return java.util.Optional.empty();
    }

    /** The allowed values of a field, or the two booleans. */
    private static void values(FieldSpec field, Range range, List<CompletionItem> items) {
        var values = field.type() == FieldType.BOOLEAN ? List.of("true", "false") : field.allowed();
        int i = 0;
        for (String value : values) {
            var item = new CompletionItem(value);
            item.setKind(CompletionItemKind.EnumMember);
            item.setSortText(String.format("%03d", i++));
            item.setTextEdit(Either.forLeft(new TextEdit(range, value)));
            items.add(item);
        }
    }

    /**
     * The origins of the entries of {@code kind} in every layer with a published location, as GitHub tree URLs; the
     * document's own entry left out.
     */
    private static void origins(RequestTarget target, NodeKind kind, Range range, boolean quote,
                                List<CompletionItem> items) {
        Snapshot snapshot = target.snapshot();
        var seen = new TreeSet<String>();
        var nodes = new ArrayList<Node>();
        // Filtered before sorting: the graph's sortedNodes() sorts every node of the catalog (ms at 10,000 entries).
        for (Node node : snapshot.graph().nodes().values()) {
            if (node.kind() == kind && !node.external() && !target.path().equals(node.path())) {
                nodes.add(node);
            }
        }
        nodes.sort(java.util.Comparator.comparing(Node::id));
        for (Node node : nodes) {
            var layer = ReferencedEntries.layer(snapshot, node);
            if (layer.isEmpty() || layer.get().origin().isEmpty() || node.addresses().isEmpty()) {
                continue;
            }
            var origin = layer.get().origin().get();
            String address = node.addresses().get(0);
            String repositoryPath = address.substring(address.indexOf(':') + 1);
            String url = "https://github.com/" + origin.owner() + "/" + origin.repo() + "/tree/" + origin.ref()
                    + (repositoryPath.isEmpty() ? "" : "/" + repositoryPath);
            if (!seen.add(url)) {
                continue;
            }
            var item = new CompletionItem(url);
            item.setKind(CompletionItemKind.Reference);
            item.setDetail(LspDiagnostics.label(node) + (node.version().isEmpty() ? "" : " " + node.version())
                    + (Layer.WORKSPACE.equals(node.layer()) ? "" : " · " + node.layer()));
            // The entry's description is read when the client shows the item (completionItem/resolve): a list of a
            // thousand origins would otherwise carry a thousand descriptions.
            item.setData(List.of(target.uri(), node.id()));
            item.setSortText(String.format("%05d", items.size()));
            item.setFilterText(url);
            item.setTextEdit(Either.forLeft(new TextEdit(range, quote ? "\"" + url + "\"" : url)));
            items.add(item);
        }
    }

    /**
     * The path of the mapping a line indented by {@code indent} spaces belongs to: the root at no indentation, else
     * the nearest line above indented less that opens a mapping ({@code key:}), and so on up. {@code null} when the
     * lines above do not say (a list item, a flow collection, a broken indentation).
     */
    private static FieldPath parent(String text, int lineStart, int indent) {
        var keys = new ArrayList<String>();
        int want = indent;
        int end = lineStart;
        while (want > 0) {
            if (end == 0) {
                return null;
            }
            int start = previousLineStart(text, end);
            String line = text.substring(start, lineEnd(text, start));
            end = start;
            if (line.isBlank() || line.trim().startsWith("#")) {
                continue;
            }
            int lineIndent = line.length() - line.stripLeading().length();
            if (lineIndent >= want) {
                continue;
            }
            if (line.equals("---")) {
                return null;
            }
            var m = PARENT.matcher(line);
            if (!m.matches()) {
                return null;
            }
            keys.add(0, m.group(2));
            want = lineIndent;
        }
        var path = FieldPath.ROOT;
        for (String key : keys) {
            path = path.child(key);
        }
        return path;
    }

    /** The keys already written in the mapping at {@code path}. */
    private static Set<String> present(dev.catalogstudio.model.yaml.FrontmatterDocument doc, FieldPath path) {
        var keys = new HashSet<String>();
        var node = doc.mapping().map(dev.catalogstudio.model.yaml.YamlNode.class::cast);
        for (Object segment : path.segments()) {
            node = node.flatMap(n -> n instanceof YamlMapping m ? m.get(String.valueOf(segment)) : java.util.Optional.empty());
        }
        node.filter(YamlMapping.class::isInstance).map(YamlMapping.class::cast)
                .ifPresent(m -> m.entries().forEach(e -> keys.add(e.keyText())));
        return keys;
    }

    private static int previousLineStart(String text, int lineStart) {
        int i = lineStart - 1; // the terminator of the line before
        if (i > 0 && text.charAt(i) == '\n' && text.charAt(i - 1) == '\r') {
            i--;
        }
        while (i > 0 && text.charAt(i - 1) != '\n' && text.charAt(i - 1) != '\r') {
            i--;
        }
        return Math.max(0, i);
    }

    private static int lineEnd(String text, int start) {
        int i = start;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

}
