package dev.catalogstudio.model.format;

/** What a length limit of a {@link FieldSpec} counts. */
public enum LengthUnit {
    /**
     * Unicode code points, as the specs' "characters" and JSON Schema's {@code minLength}/{@code maxLength} count them
     * (a character outside the Basic Multilingual Plane is one, not two UTF-16 units).
     */
    CHARACTERS,
    /** Bytes of the value's UTF-8 encoding. JSON Schema cannot express such a limit. */
    BYTES
}
