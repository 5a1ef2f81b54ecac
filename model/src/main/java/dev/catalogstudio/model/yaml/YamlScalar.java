package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.text.Range;
import java.util.Locale;

/**
 * A scalar, typed by the YAML 1.2 core schema (a quoted or block scalar is always a string).
 *
 * @param value  the scalar's value with escapes and folding applied
 * @param type   its resolved type
 * @param quoted whether it was written in quotes or as a block scalar, not plain
 * @param range  where it is, quotes included
 */
public record YamlScalar(String value, Type type, boolean quoted, Range range) implements YamlNode {

    /** The core-schema types a scalar can resolve to. */
    public enum Type {
        STRING, INTEGER, FLOAT, BOOLEAN, NULL
    }

    @Override
    public String typeName() {
        return type.name().toLowerCase(Locale.ROOT);
    }

    /** Whether this is a string (quoted, or plain text that is not a number, boolean or null). */
    public boolean isString() {
        return type == Type.STRING;
    }
}
