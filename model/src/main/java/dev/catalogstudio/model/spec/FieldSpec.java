package dev.catalogstudio.model.spec;

import java.util.Objects;

/**
 * One field of a document kind, as its specification defines it.
 *
 * @param path        the field's dotted path ({@code name}, {@code dependencies.skills})
 * @param type        its shape
 * @param required    whether the kind requires it
 * @param pattern     a regular expression the whole value must match (valid in Java and ECMA-262), or {@code null}
 * @param maxLength   the longest value, in characters (Unicode code points), or {@code null} when unbounded
 * @param help        one line on what the field is for, in plain words
 * @param specSection the section of the specification ({@code agent-skills.md § Frontmatter})
 */
public record FieldSpec(String path, FieldType type, boolean required, String pattern, Integer maxLength,
                        String help, String specSection) {

    /** A field's shape. */
    public enum FieldType {
        /** A one-line string. */
        STRING,
        /** A string usually written as a literal block ({@code |}). */
        BLOCK_STRING,
        /** A list of strings. */
        STRING_LIST,
        /** A mapping of string keys to string values. */
        MAP_OF_STRINGS
    }

    public FieldSpec {
        Objects.requireNonNull(path);
        Objects.requireNonNull(type);
        Objects.requireNonNull(help);
        Objects.requireNonNull(specSection);
    }
}
