package dev.catalogstudio.model.json;

import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.json.JsonValue.Member;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.edit.FieldPath;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.catalogstudio.model.edit.DocumentEditor;
import dev.catalogstudio.model.edit.EditRefusedException;
import java.util.List;

/**
 * The JSON sibling of {@link dev.catalogstudio.model.yaml.FrontmatterEditor}: set a member, add to an array, remove,
 * move up or down and rename, each as one minimal {@link TextEdit} on the parsed document's exact ranges (RFC 8259
 * text; MCP files such as {@code .mcp.json}, {@code mcps/*.json} and {@code ActiveMCP.json}). Everything else keeps
 * its bytes: whitespace, indentation, member order, line endings, and the commas of the members not touched.
 *
 * <p>A new member or item goes on its own line with its last sibling's indentation when the object or array is
 * written over several lines, else after {@code ", "} on the same line; a member that needs missing parent objects
 * gets them written inline ({@code "a": {"b": "v"}}). Immutable; one editor answers for one parsed text.
 */
public final class JsonEditor implements DocumentEditor {

    private final SourceText source;
    private final String text;
    private final String eol;
    private final JsonValue root;

    private JsonEditor(SourceText source, JsonValue root) {
        this.source = source;
        this.text = source.text();
        this.eol = source.lineEnding().chars();
        this.root = root;
    }

    /**
     * An editor of {@code source}.
     *
     * @throws EditRefusedException when the text is not JSON (nothing may be written over text that could not be read)
     *                           or its root is not an object
     */
    public static JsonEditor of(SourceText source) {
        var result = new JsonParser().parse(source);
        if (result.error() != null) {
            throw new EditRefusedException("The JSON cannot be edited until it parses: " + result.error().message()
                    + " (line " + result.error().range().start().line() + ")");
        }
        if (result.rootObject().isEmpty()) {
            throw new EditRefusedException("The JSON is not an object; edit it in the text.");
        }
        return new JsonEditor(source, result.root());
    }

    /** Sets the string at {@code path} (creating the member and missing parent objects). */
    @Override
    public TextEdit set(FieldPath path, String value) {
        return setRaw(path, quote(value), value);
    }

    /**
     * Sets the value at {@code path} to the JSON literal {@code literal} ({@code true}, {@code false}, {@code null} or
     * a number).
     *
     * @throws EditRefusedException when {@code literal} is none of those
     */
    @Override
    public TextEdit setLiteral(FieldPath path, String literal) {
        if (!literal.matches("true|false|null|-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            throw new EditRefusedException("'" + literal + "' is not a JSON boolean, number or null; set it as text.");
        }
        return setRaw(path, literal, null);
    }

    /** Appends the string {@code value} to the array at {@code path}, creating the array when absent. */
    @Override
    public TextEdit add(FieldPath path, String value) {
        var found = find(path);
        if (found == null) {
            return insertMember(path, "[" + quote(value) + "]");
        }
        if (!(found instanceof JsonArray array)) {
            throw new EditRefusedException("'" + path + "' is " + found.typeName() + ", not a list.");
        }
        return insertInto(array.range(), array.items().stream().map(JsonValue::range).toList(),
                array.items().stream().map(JsonValue::range).toList(), quote(value));
    }

    /** Removes the member or array item at {@code path}, with the comma that separated it. */
    @Override
    public TextEdit remove(FieldPath path) {
        var place = locate(path);
        List<dev.catalogstudio.model.text.Range> starts = place.starts();
        List<dev.catalogstudio.model.text.Range> ends = place.ends();
        int i = place.index();
        if (starts.size() == 1) {
            return edit(place.container().startOffset() + 1, place.container().endOffset() - 1, "");
        }
        if (i + 1 < starts.size()) {
            int from = wholeLine(starts.get(i).startOffset()) ? lineStart(starts.get(i).startOffset())
                    : starts.get(i).startOffset();
            int to = wholeLine(starts.get(i + 1).startOffset()) ? lineStart(starts.get(i + 1).startOffset())
                    : starts.get(i + 1).startOffset();
            return edit(from, to, "");
        }
        return edit(ends.get(i - 1).endOffset(), ends.get(i).endOffset(), "");
    }

    /** Swaps the member or item at {@code path} with its neighbour above ({@code -1}) or below ({@code +1}). */
    @Override
    public TextEdit move(FieldPath path, int delta) {
        if (delta != -1 && delta != 1) {
            throw new IllegalArgumentException("delta must be -1 or +1: " + delta);
        }
        var place = locate(path);
        int other = place.index() + delta;
        if (other < 0 || other >= place.starts().size()) {
            throw new EditRefusedException("'" + path + "' is already the " + (delta < 0 ? "first" : "last") + " one.");
        }
        int a = Math.min(place.index(), other);
        int aStart = place.starts().get(a).startOffset();
        int aEnd = place.ends().get(a).endOffset();
        int bStart = place.starts().get(a + 1).startOffset();
        int bEnd = place.ends().get(a + 1).endOffset();
        return edit(aStart, bEnd, text.substring(bStart, bEnd) + text.substring(aEnd, bStart)
                + text.substring(aStart, aEnd));
    }

    /** Renames the member at {@code path} to {@code name}. */
    @Override
    public TextEdit rename(FieldPath path, String name) {
        if (!(path.last() instanceof String)) {
            throw new EditRefusedException("'" + path + "' is a list item, which has no name to rename.");
        }
        var parent = (JsonObject) locateContainer(path.parent());
        if (parent.member(name).isPresent()) {
            throw new EditRefusedException("The object already has a member '" + name + "'.");
        }
        refuseDuplicate(parent, (String) path.last(), path);
        var member = parent.member((String) path.last()).orElseThrow(() -> missing(path));
        return edit(member.nameRange().startOffset(), member.nameRange().endOffset(), quote(name));
    }

    // Internals

    private TextEdit setRaw(FieldPath path, String json, String string) {
        if (path.isRoot()) {
            throw new EditRefusedException("Set a member of the object, not the object itself.");
        }
        var found = find(path);
        if (found == null) {
            if (path.last() instanceof Integer) {
                throw new EditRefusedException("The list '" + path.parent() + "' has no item " + path.last() + ".");
            }
            return insertMember(path, json);
        }
        if (found instanceof JsonObject || found instanceof JsonArray) {
            throw new EditRefusedException("'" + path + "' is " + found.typeName() + "; set one of its "
                    + (found instanceof JsonArray ? "items" : "members") + " instead.");
        }
        int start = found.range().startOffset();
        if (string != null && found instanceof JsonString s && s.value().equals(string)
                || string == null && text.substring(start, found.range().endOffset()).equals(json)) {
            return edit(start, start, ""); // unchanged: no byte moves
        }
        return edit(start, found.range().endOffset(), json);
    }

    /** Inserts member {@code path.last()} with the JSON text {@code json}, creating missing parents inline. */
    private TextEdit insertMember(FieldPath path, String json) {
        if (!(path.last() instanceof String name)) {
            throw new EditRefusedException("The list '" + path.parent() + "' has no item " + path.last() + ".");
        }
        var parent = path.parent().isRoot() ? root : find(path.parent());
        if (parent == null) {
            return insertMember(path.parent(), "{" + quote(name) + ": " + json + "}");
        }
        if (!(parent instanceof JsonObject object)) {
            throw new EditRefusedException("'" + path.parent() + "' is " + parent.typeName() + ", which has no member '"
                    + name + "'.");
        }
        return insertInto(object.range(), object.members().stream().map(Member::nameRange).toList(),
                object.members().stream().map(m -> m.value().range()).toList(), quote(name) + ": " + json);
    }

    /** Adds {@code entry} after the last of the entries (their start and end ranges) of a container. */
    private TextEdit insertInto(dev.catalogstudio.model.text.Range container,
                                List<dev.catalogstudio.model.text.Range> starts,
                                List<dev.catalogstudio.model.text.Range> ends, String entry) {
        int close = container.endOffset() - 1;
        if (starts.isEmpty()) {
            return edit(container.startOffset() + 1, close, entry);
        }
        var lastStart = starts.get(starts.size() - 1).startOffset();
        int at = ends.get(ends.size() - 1).endOffset();
        if (wholeLine(lastStart)) {
            String indent = text.substring(lineStart(lastStart), lastStart);
            return edit(at, at, "," + eol + indent + entry);
        }
        return edit(at, at, ", " + entry);
    }

    private record Place(dev.catalogstudio.model.text.Range container, List<dev.catalogstudio.model.text.Range> starts,
                         List<dev.catalogstudio.model.text.Range> ends, int index) {
    }

    private Place locate(FieldPath path) {
        if (path.isRoot()) {
            throw new EditRefusedException("The object itself cannot be removed, moved or renamed.");
        }
        var container = locateContainer(path.parent());
        if (container instanceof JsonObject object && path.last() instanceof String name) {
            refuseDuplicate(object, name, path);
            for (int i = 0; i < object.members().size(); i++) {
                if (object.members().get(i).name().equals(name)) {
                    return new Place(object.range(), object.members().stream().map(Member::nameRange).toList(),
                            object.members().stream().map(m -> m.value().range()).toList(), i);
                }
            }
        } else if (container instanceof JsonArray array && path.last() instanceof Integer index
                && index < array.items().size()) {
            var ranges = array.items().stream().map(JsonValue::range).toList();
            return new Place(array.range(), ranges, ranges, index);
        }
        throw missing(path);
    }

    private JsonValue locateContainer(FieldPath path) {
        var node = path.isRoot() ? root : find(path);
        if (node == null) {
            throw missing(path);
        }
        return node;
    }

    private JsonValue find(FieldPath path) {
        JsonValue node = root;
        for (Object segment : path.segments()) {
            if (node == null) {
                return null;
            }
            if (node instanceof JsonObject object && segment instanceof String name) {
                refuseDuplicate(object, name, path);
                node = object.get(name).orElse(null);
            } else if (node instanceof JsonArray array && segment instanceof Integer index) {
                node = index < array.items().size() ? array.items().get(index) : null;
            } else {
                throw new EditRefusedException("'" + path + "' goes through " + node.typeName() + ", which has no "
                        + (segment instanceof Integer ? "items" : "members") + ".");
            }
        }
        return node;
    }

    /**
     * Refuses an edit through a member whose name the object holds twice: JSON readers take the last one, so an edit
     * of either could change what no reader sees, or leave what they see unchanged.
     */
    private static void refuseDuplicate(JsonObject object, String name, FieldPath path) {
        if (object.members().stream().filter(m -> m.name().equals(name)).limit(2).count() > 1) {
            throw new EditRefusedException("The object holds '" + name + "' more than once, and JSON readers take the "
                    + "last; remove the duplicate in the text before editing '" + path + "'.");
        }
    }

    private static EditRefusedException missing(FieldPath path) {
        return new EditRefusedException("There is no '" + path + "' in the JSON.");
    }

    private boolean wholeLine(int offset) {
        return text.substring(lineStart(offset), offset).isBlank();
    }

    private int lineStart(int offset) {
        return source.lineStart(source.positionAt(offset).line());
    }

    private TextEdit edit(int start, int end, String newText) {
        return new TextEdit(source.range(start, end), newText);
    }

    /** {@code value} as a JSON string (RFC 8259 section 7), escaped by Jackson's encoder. */
    static String quote(String value) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(value)) + "\"";
    }
}
