package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Map;

/** Writes the JSON an export produces: objects of members whose values are JSON text (often slices of SRC). */
final class JsonText {

    private JsonText() {
    }

    /**
     * {@code value} as a JSON string literal (RFC 8259 § 7: quotes, backslashes and control characters escaped), which
     * is also a TOML basic string (Gemini commands): DEL, which TOML may not hold raw, the C1 controls, U+2028, U+2029,
     * U+FFFE and U+FFFF are escaped too. YAML is written with {@link dev.catalogstudio.model.yaml.YamlScalars}.
     */
    static String quote(String value) {
        var out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c >= 0x7f && c <= 0x9f || c == 0x2028 || c == 0x2029 || c == 0xfffe
                            || c == 0xffff) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** The text of {@code value} as written in {@code source}. */
    static String slice(SourceText source, JsonValue value) {
        return source.slice(value.range());
    }

    /**
     * An object of {@code members} (name to JSON text), two-space indented at {@code indent} levels, with a final
     * newline at the top level. A member's text is inserted as it is.
     */
    static String object(List<Map.Entry<String, String>> members, int indent) {
        if (members.isEmpty()) {
            return indent == 0 ? "{}\n" : "{}";
        }
        String pad = "  ".repeat(indent + 1);
        var out = new StringBuilder("{\n");
        for (int i = 0; i < members.size(); i++) {
            out.append(pad).append(quote(members.get(i).getKey())).append(": ").append(members.get(i).getValue());
            out.append(i + 1 < members.size() ? ",\n" : "\n");
        }
        out.append("  ".repeat(indent)).append('}');
        return indent == 0 ? out.append('\n').toString() : out.toString();
    }
}
