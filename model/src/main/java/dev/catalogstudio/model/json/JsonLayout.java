package dev.catalogstudio.model.json;

import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.text.SourceText;

/**
 * Renders a parsed JSON tree in the canonical layout MetaAgents requires of MCP files (the layout of
 * {@code JSON.stringify(value, null, 2)}): 2-space indent, one member or item per line, {@code "name": value},
 * {@code {}} and {@code []} for empty collections, and a trailing line terminator.
 *
 * <p>Scalars and member names are copied exactly as written (escapes and number spelling kept), and member order is
 * kept, so re-laying out a file changes only its white space.
 */
public final class JsonLayout {

    private JsonLayout() {
    }

    /**
     * The canonical text of {@code root}.
     *
     * @param root       a value parsed from {@code source}
     * @param source     the text it was parsed from (scalars are copied from it)
     * @param lineEnding the line terminator to use, e.g. {@code "\n"}
     */
    public static String render(JsonValue root, SourceText source, String lineEnding) {
        var out = new StringBuilder(source.length() + 16);
        write(root, source, lineEnding, 0, out);
        return out.append(lineEnding).toString();
    }

    private static void write(JsonValue value, SourceText source, String nl, int depth, StringBuilder out) {
        if (value instanceof JsonObject object) {
            if (object.members().isEmpty()) {
                out.append("{}");
                return;
            }
            out.append('{');
            for (int i = 0; i < object.members().size(); i++) {
                var member = object.members().get(i);
                out.append(i == 0 ? "" : ",").append(nl);
                indent(depth + 1, out).append(source.slice(member.nameRange())).append(": ");
                write(member.value(), source, nl, depth + 1, out);
            }
            indent(depth, out.append(nl)).append('}');
        } else if (value instanceof JsonArray array) {
            if (array.items().isEmpty()) {
                out.append("[]");
                return;
            }
            out.append('[');
            for (int i = 0; i < array.items().size(); i++) {
                out.append(i == 0 ? "" : ",").append(nl);
                write(array.items().get(i), source, nl, depth + 1, indent(depth + 1, out));
            }
            indent(depth, out.append(nl)).append(']');
        } else {
            out.append(source.slice(value.range()));
        }
    }

    private static StringBuilder indent(int depth, StringBuilder out) {
        return out.append("  ".repeat(depth));
    }
}
