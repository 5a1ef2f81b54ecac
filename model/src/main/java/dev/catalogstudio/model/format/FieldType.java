package dev.catalogstudio.model.format;

/**
 * The shape of one field's value, as YAML or JSON holds it. Each type maps to one JSON Schema (draft 2020-12) shape in
 * {@link JsonSchemas}; a form shows one kind of editor per type.
 */
public enum FieldType {
    /** A string. {@link FieldSpec#pattern()}, {@link FieldSpec#allowed()} and the length limits apply to it. */
    STRING,
    /** A whole number; {@link FieldSpec#minimum()} and {@link FieldSpec#maximum()} apply. */
    INTEGER,
    /** Any number (whole or fractional); {@link FieldSpec#minimum()} and {@link FieldSpec#maximum()} apply. */
    NUMBER,
    /** {@code true} or {@code false}. */
    BOOLEAN,
    /** A list of strings; the string constraints of the field apply to each item. */
    STRING_LIST,
    /** A mapping whose keys are described by {@link FieldSpec#fields()}. */
    OBJECT,
    /** A list of mappings, each described by {@link FieldSpec#fields()}. */
    OBJECT_LIST,
    /** A mapping from any string key to a string value. */
    MAP_OF_STRINGS,
    /** A mapping from any string key (a name chosen by the author) to a mapping described by {@link FieldSpec#fields()}. */
    MAP_OF_OBJECTS,
    /**
     * Either a string (the string constraints apply) or a mapping described by {@link FieldSpec#fields()}: the two
     * forms of OAF {@code model}.
     */
    STRING_OR_OBJECT,
    /** Either one string or a list of strings; the string constraints apply to the string and to each item. */
    STRING_OR_STRING_LIST,
    /**
     * A list whose items are strings (the string constraints apply) or mappings described by {@link FieldSpec#fields()}:
     * MetaAgents dependency origins, whose object form {@code {origin: …}} is parsed but discouraged.
     */
    STRING_OR_OBJECT_LIST,
    /** Any YAML or JSON value, not checked. */
    ANY,
    /** The key must not appear at all: the spec rejects it in this kind (e.g. {@code prereqs} on a MetaAgents agent). */
    FORBIDDEN;

    /** Whether values of this type may be (or hold) mappings described by nested {@link FieldSpec#fields()}. */
    public boolean hasFields() {
        return this == OBJECT || this == OBJECT_LIST || this == MAP_OF_OBJECTS || this == STRING_OR_OBJECT
                || this == STRING_OR_OBJECT_LIST;
    }

    /** Whether values of this type are (or may be, or hold) strings that the string constraints apply to. */
    public boolean hasStrings() {
        return this == STRING || this == STRING_LIST || this == STRING_OR_OBJECT || this == STRING_OR_STRING_LIST
                || this == STRING_OR_OBJECT_LIST;
    }

    /** Whether values of this type are numbers that {@code minimum} and {@code maximum} apply to. */
    public boolean isNumeric() {
        return this == INTEGER || this == NUMBER;
    }
}
