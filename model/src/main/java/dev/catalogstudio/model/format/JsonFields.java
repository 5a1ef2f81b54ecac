package dev.catalogstudio.model.format;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.MessageText;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonBoolean;
import dev.catalogstudio.model.json.JsonValue.JsonNumber;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;

/**
 * Checks a JSON object against the {@link FieldSpec}s of its kind: {@code field-required} for an absent required
 * member, {@code field-type} for a member of the wrong JSON type, {@code field-value} for a string outside the allowed
 * values or pattern or a number out of range, and {@code field-unknown} (advice) for a member the specification does
 * not define where it rejects unknown keys. Nested objects, lists of objects and maps of objects are walked with their
 * own fields. Each diagnostic lands on the member name (unknown, required) or the value (type, value).
 *
 * <p>Used for the JSON documents whose rules are mostly their shape (a Claude Code plugin manifest, a marketplace). The
 * walk is linear in the size of the value; the JSON reader already bounds its depth.
 */
public final class JsonFields {

    private final SourceText text;
    private final Diagnostics out;
    private final String kindLabel;

    /**
     * @param text      the text the values were parsed from
     * @param out       where diagnostics go
     * @param kindLabel the document kind with its article, for messages ("a Claude Code plugin manifest")
     */
    public JsonFields(SourceText text, Diagnostics out, String kindLabel) {
        this.text = text;
        this.out = out;
        this.kindLabel = kindLabel;
    }

    /**
     * Checks {@code object}'s members against {@code fields}.
     *
     * @param path    the dotted path of {@code object} for messages ({@code ""} at the root)
     * @param object  the object
     * @param fields  its fields
     * @param unknown whether members {@code fields} does not name are reported
     */
    public void check(String path, JsonObject object, List<FieldSpec> fields, UnknownKeys unknown) {
        for (var field : fields) {
            if (field.required() && object.member(field.name()).isEmpty()) {
                out.report(Rule.FIELD_REQUIRED, opening(object), where(path) + " has no \"" + field.name()
                        + "\"; add it" + (field.help().isEmpty() ? "." : ": " + field.help()));
            }
        }
        var seen = new HashSet<String>();
        for (var member : object.members()) {
            var field = fields.stream().filter(f -> f.name().equals(member.name())).findFirst();
            if (field.isEmpty()) {
                if (unknown != UnknownKeys.ALLOWED && !member.name().startsWith(UnknownKeys.EXTENSION_PREFIX)
                        && seen.add(member.name())) {
                    out.report(Rule.FIELD_UNKNOWN, member.nameRange(), () -> "\"" + member.name() + "\" is not a "
                            + "field of " + (path.isEmpty() ? kindLabel : "'" + path + "'") + "; it is ignored. Known "
                            + "fields: " + String.join(", ", fields.stream().map(FieldSpec::name).sorted().toList())
                            + ".");
                }
                continue;
            }
            value(join(path, member.name()), member.value(), field.get());
        }
    }

    /** Checks one value against its field; reports on the value's range. */
    public void value(String path, JsonValue value, FieldSpec field) {
        switch (field.type()) {
            case STRING -> {
                if (value instanceof JsonString s) {
                    string(path, s, field);
                } else {
                    type(path, value, "a string");
                }
            }
            case INTEGER, NUMBER -> {
                if (value instanceof JsonNumber n) {
                    number(path, n, field);
                } else {
                    type(path, value, field.type() == FieldType.INTEGER ? "a whole number" : "a number");
                }
            }
            case BOOLEAN -> {
                if (!(value instanceof JsonBoolean)) {
                    type(path, value, "true or false");
                }
            }
            case STRING_LIST -> strings(path, value, field, false);
            case STRING_OR_STRING_LIST -> strings(path, value, field, true);
            case OBJECT -> {
                if (value instanceof JsonObject o) {
                    check(path, o, field.fields(), field.unknownKeys());
                } else {
                    type(path, value, "an object");
                }
            }
            case OBJECT_LIST -> {
                if (value instanceof JsonArray a) {
                    for (int i = 0; i < a.items().size(); i++) {
                        var item = a.items().get(i);
                        if (item instanceof JsonObject o) {
                            check(path + "[" + i + "]", o, field.fields(), field.unknownKeys());
                        } else {
                            type(path + "[" + i + "]", item, "an object");
                        }
                    }
                } else {
                    type(path, value, "a list of objects");
                }
            }
            case MAP_OF_STRINGS -> {
                if (value instanceof JsonObject o) {
                    for (var m : o.members()) {
                        if (!(m.value() instanceof JsonString)) {
                            type(join(path, m.name()), m.value(), "a string");
                        }
                    }
                } else {
                    type(path, value, "an object of strings");
                }
            }
            case MAP_OF_OBJECTS -> {
                if (value instanceof JsonObject o) {
                    for (var m : o.members()) {
                        if (m.value() instanceof JsonObject inner) {
                            check(join(path, m.name()), inner, field.fields(), field.unknownKeys());
                        } else {
                            type(join(path, m.name()), m.value(), "an object");
                        }
                    }
                } else {
                    type(path, value, "an object");
                }
            }
            case STRING_OR_OBJECT -> {
                if (value instanceof JsonString s) {
                    string(path, s, field);
                } else if (value instanceof JsonObject o) {
                    check(path, o, field.fields(), field.unknownKeys());
                } else {
                    type(path, value, "a string or an object");
                }
            }
            case STRING_OR_OBJECT_LIST -> {
                if (value instanceof JsonArray a) {
                    for (int i = 0; i < a.items().size(); i++) {
                        var item = a.items().get(i);
                        if (item instanceof JsonString s) {
                            string(path + "[" + i + "]", s, field);
                        } else if (item instanceof JsonObject o) {
                            check(path + "[" + i + "]", o, field.fields(), field.unknownKeys());
                        } else {
                            type(path + "[" + i + "]", item, "a string or an object");
                        }
                    }
                } else {
                    type(path, value, "a list");
                }
            }
            case ANY, FORBIDDEN -> {
            }
        }
    }

    private void strings(String path, JsonValue value, FieldSpec field, boolean single) {
        if (single && value instanceof JsonString s) {
            string(path, s, field);
            return;
        }
        if (!(value instanceof JsonArray a)) {
            type(path, value, single ? "a string or a list of strings" : "a list of strings");
            return;
        }
        for (int i = 0; i < a.items().size(); i++) {
            if (a.items().get(i) instanceof JsonString s) {
                string(path + "[" + i + "]", s, field);
            } else {
                type(path + "[" + i + "]", a.items().get(i), "a string");
            }
        }
    }

    private void string(String path, JsonString s, FieldSpec field) {
        String v = s.value();
        if (!field.allowed().isEmpty() && !field.allowed().contains(v)) {
            out.report(Rule.FIELD_VALUE, s.range(), "'" + path + "' is \"" + printable(v) + "\"; it must be one of "
                    + String.join(", ", field.allowed()) + ".");
        } else if (field.pattern() != null && !FieldSpec.found(field.pattern(), v)) {
            out.report(Rule.FIELD_VALUE, s.range(), "'" + path + "' is \"" + printable(v) + "\"; " + field.help());
        } else if (field.minLength() != null && v.codePointCount(0, v.length()) < field.minLength()) {
            out.report(Rule.FIELD_VALUE, s.range(), "'" + path + "' must not be " + (field.minLength() == 1
                    ? "empty." : "shorter than " + field.minLength() + " characters."));
        } else if (field.maxLength() != null && v.codePointCount(0, v.length()) > field.maxLength()) {
            out.report(Rule.FIELD_VALUE, s.range(), "'" + path + "' is " + v.codePointCount(0, v.length())
                    + " characters; at most " + field.maxLength() + " are allowed.");
        }
    }

    private void number(String path, JsonNumber n, FieldSpec field) {
        BigDecimal value;
        try {
            value = new BigDecimal(n.text());
        } catch (NumberFormatException e) {
            return;
        }
        if (field.type() == FieldType.INTEGER && value.stripTrailingZeros().scale() > 0) {
            type(path, n, "a whole number");
        } else if (field.minimum() != null && value.compareTo(field.minimum()) < 0
                || field.maximum() != null && value.compareTo(field.maximum()) > 0) {
            out.report(Rule.FIELD_VALUE, n.range(), "'" + path + "' is " + n.text() + "; it must be "
                    + (field.minimum() == null ? "at most " + field.maximum() : field.maximum() == null
                    ? "at least " + field.minimum() : "between " + field.minimum() + " and " + field.maximum()) + ".");
        }
    }

    private void type(String path, JsonValue value, String expected) {
        out.report(Rule.FIELD_TYPE, value.range(), "'" + path + "' is " + article(value.typeName()) + " "
                + value.typeName() + "; it must be " + expected + ".");
    }

    private static String where(String path) {
        return path.isEmpty() ? "The file" : "'" + path + "'";
    }

    private Range opening(JsonValue value) {
        int start = value.range().startOffset();
        return value instanceof JsonObject || value instanceof JsonArray ? text.range(start, start + 1) : value.range();
    }

    private static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    private static String printable(String value) {
        return MessageText.shown(value, 60);
    }

    private static String article(String word) {
        return "aeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
