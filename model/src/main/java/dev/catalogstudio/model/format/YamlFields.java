package dev.catalogstudio.model.format;

import dev.catalogstudio.model.diag.MessageText;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.Optional;

/**
 * Whether a YAML value has the shape a {@link FieldSpec} gives it: the type, then the allowed values, pattern and
 * length of its strings. Says what is wrong in words for a message, or nothing. Top-level only: nested fields of an
 * object are not walked. Used by the frontmatter rules of kinds whose fields are mostly their shape, and by the host
 * profiles.
 */
public final class YamlFields {

    private YamlFields() {
    }

    /**
     * What is wrong with {@code value} as a value of {@code field}, for a message ("is a list; it must be a string"),
     * or empty when it fits. YAML's plain scalars are read by the core schema: {@code yes} is a string, {@code true} a
     * boolean, {@code 5} an integer.
     */
    public static Optional<String> problem(YamlNode value, FieldSpec field) {
        var v = value.resolved();
        return switch (field.type()) {
            case STRING -> v instanceof YamlScalar s && s.isString() ? string(s.value(), field)
                    : type(v, "a string");
            case INTEGER -> v instanceof YamlScalar s && s.type() == YamlScalar.Type.INTEGER ? Optional.empty()
                    : type(v, "a whole number");
            case NUMBER -> v instanceof YamlScalar s && (s.type() == YamlScalar.Type.INTEGER
                    || s.type() == YamlScalar.Type.FLOAT) ? Optional.empty() : type(v, "a number");
            case BOOLEAN -> v instanceof YamlScalar s && s.type() == YamlScalar.Type.BOOLEAN ? Optional.empty()
                    : type(v, "true or false");
            case STRING_LIST -> v instanceof YamlSequence seq ? items(seq, field) : type(v, "a list of strings");
            case STRING_OR_STRING_LIST -> v instanceof YamlScalar s && s.isString() ? string(s.value(), field)
                    : v instanceof YamlSequence seq ? items(seq, field) : type(v, "a string or a list of strings");
            case OBJECT, MAP_OF_STRINGS, MAP_OF_OBJECTS -> v instanceof YamlMapping ? Optional.empty()
                    : type(v, "a mapping");
            case OBJECT_LIST -> v instanceof YamlSequence ? Optional.empty() : type(v, "a list of mappings");
            case STRING_OR_OBJECT -> v instanceof YamlMapping || v instanceof YamlScalar s && s.isString()
                    ? Optional.empty() : type(v, "a string or a mapping");
            case STRING_OR_OBJECT_LIST -> v instanceof YamlSequence ? Optional.empty() : type(v, "a list");
            case ANY -> Optional.empty();
            case FORBIDDEN -> Optional.of("is not allowed here");
        };
    }

    private static Optional<String> items(YamlSequence seq, FieldSpec field) {
        for (var item : seq.items()) {
            var v = item.resolved();
            if (!(v instanceof YamlScalar s) || !s.isString()) {
                return Optional.of("holds " + article(v.typeName()) + " " + v.typeName() + "; every item must be a "
                        + "string");
            }
            var problem = string(s.value(), field);
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> string(String value, FieldSpec field) {
        if (!field.allowed().isEmpty() && !field.allowed().contains(value)) {
            return Optional.of("is \"" + MessageText.shown(value, 60) + "\"; it must be one of "
                    + String.join(", ", field.allowed()));
        }
        if (field.pattern() != null && !FieldSpec.found(field.pattern(), value)) {
            return Optional.of("is \"" + MessageText.shown(value, 60) + "\"; " + field.help());
        }
        int length = value.codePointCount(0, value.length());
        if (field.maxLength() != null && length > field.maxLength()) {
            return Optional.of("is " + length + " characters; at most " + field.maxLength() + " are allowed");
        }
        return Optional.empty();
    }

    private static Optional<String> type(YamlNode value, String expected) {
        return Optional.of("is " + article(value.typeName()) + " " + value.typeName() + "; it must be " + expected);
    }

    private static String article(String word) {
        return !word.isEmpty() && "aeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
