package dev.catalogstudio.model.format.agentplugins;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.TextEdit;
import java.util.List;
import java.util.Optional;

/**
 * What the plugin.json and mcp.json rules share: JSON type checks with their {@code field-type} message, quoting,
 * section citations and quick fixes that rewrite a string value. Stateless.
 */
final class ManifestJson {

    /** What to tell an author whose file does not parse. */
    static final String STRICT_JSON_ADVICE = "Write strict JSON: double-quoted names and strings, commas between "
            + "members and none after the last, no comments.";

    private ManifestJson() {
    }

    /**
     * The parser's explanation of a syntax error, without Jackson's note on where an unclosed object or array opened
     * ({@code (start marker at [Source: …; line: 1, column: 1])}), which becomes {@code (opened at line 1, column 1)}.
     */
    static String syntaxError(dev.catalogstudio.model.json.JsonParser.Error error) {
        return error.message().replaceAll("\\s*\\(start marker at \\[Source: .*?; line: (\\d+), column: (\\d+)\\]\\)",
                " (opened at line $1, column $2)");
    }

    /** A citation of sections of the spec, e.g. {@code (Agent Plugins 1.0 § 5.2)} for {@code "5.2"}. */
    static String cite(String... sections) {
        return "(Agent Plugins 1.0 § " + String.join(", § ", sections) + ")";
    }

    /** {@code value} as a JSON string literal: quoted, with {@code "}, {@code \} and control characters escaped. */
    static String quote(String value) {
        var out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    /** A fix that replaces the string {@code value} (quotes included) by {@code replacement}. */
    static QuickFix replace(JsonString value, String replacement) {
        return new QuickFix("Replace with " + quote(replacement), List.of(new TextEdit(value.range(),
                quote(replacement))));
    }

    /** The JSON type of {@code value} with its article: {@code a string}, {@code an object}, {@code null}. */
    static String typed(JsonValue value) {
        String name = value.typeName();
        if (name.equals("null")) {
            return "null";
        }
        return (name.startsWith("a") || name.startsWith("o") ? "an " : "a ") + name;
    }

    /** Reports {@code duplicate-key} on the name of every member that repeats an earlier name in its object. */
    static void reportDuplicates(JsonParser.Result result, String file, Diagnostics out) {
        for (var member : result.duplicates()) {
            out.report(Rule.DUPLICATE_KEY, member.nameRange(), "The member " + quote(member.name()) + " repeats a "
                    + "name already used in this object of " + file + ", and JSON readers disagree on which one wins; "
                    + "keep one and delete the other.");
        }
    }

    /**
     * The value of {@code field} when it is a string; else reports {@code field-type} on the value (when present)
     * and returns empty.
     *
     * @param what        how the message names the field, e.g. {@code "version"} or {@code "author.name"}
     * @param example     an example of a right value, as JSON
     * @param consequence what a client does with the wrong type, with its citation
     */
    static Optional<JsonString> string(JsonObject object, String field, String what, String example,
                                       String consequence, Diagnostics out) {
        var value = object.get(field);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        if (value.get() instanceof JsonString s) {
            return Optional.of(s);
        }
        wrongType(value.get(), what, "a string", example, consequence, out);
        return Optional.empty();
    }

    /**
     * The value of {@code field} when it is an array of strings (its string items); reports {@code field-type} on a
     * value that is no array, or on each item that is no string.
     */
    static List<JsonString> strings(JsonObject object, String field, String what, String example,
                                    String consequence, Diagnostics out) {
        var value = object.get(field);
        if (value.isEmpty()) {
            return List.of();
        }
        if (!(value.get() instanceof JsonArray array)) {
            wrongType(value.get(), what, "an array of strings", example, consequence, out);
            return List.of();
        }
        array.items().stream().filter(i -> !(i instanceof JsonString)).forEach(i -> wrongType(i, "an item of " + what,
                "a string", "\"…\"", consequence, out));
        return array.items().stream().filter(JsonString.class::isInstance).map(JsonString.class::cast).toList();
    }

    /**
     * The members of {@code field} whose value is a string, when it is an object; reports {@code field-type} on a
     * value that is no object, or on each member value that is no string.
     */
    static List<JsonValue.Member> stringMap(JsonObject object, String field, String what, String example,
                                            String consequence, Diagnostics out) {
        var value = object.get(field);
        if (value.isEmpty()) {
            return List.of();
        }
        if (!(value.get() instanceof JsonObject map)) {
            wrongType(value.get(), what, "an object of strings", example, consequence, out);
            return List.of();
        }
        map.members().stream().filter(m -> !(m.value() instanceof JsonString)).forEach(m -> wrongType(m.value(),
                what + "." + m.name(), "a string", "\"…\"", consequence, out));
        return map.members().stream().filter(m -> m.value() instanceof JsonString).toList();
    }

    /** Reports {@code field-type}: {@code what} is of the wrong JSON type. */
    static void wrongType(JsonValue value, String what, String expected, String example, String consequence,
                          Diagnostics out) {
        out.report(Rule.FIELD_TYPE, value.range(), quoteName(what) + " is " + typed(value) + " but must be " + expected
                + ", e.g. " + example + "; " + consequence + ".");
    }

    private static String quoteName(String what) {
        return what.startsWith("an item of ") ? "An item of " + quote(what.substring("an item of ".length()))
                : quote(what);
    }
}
