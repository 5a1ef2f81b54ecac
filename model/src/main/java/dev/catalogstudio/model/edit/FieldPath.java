package dev.catalogstudio.model.edit;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a value sits in a frontmatter or a JSON document: mapping keys and sequence indexes (0-based) from the root,
 * e.g. {@code dependencies.skills.1} = key {@code dependencies}, key {@code skills}, item 1.
 *
 * @param segments {@link String} keys and {@link Integer} indexes; empty for the root
 */
public record FieldPath(List<Object> segments) {

    /** The root. */
    public static final FieldPath ROOT = new FieldPath(List.of());

    public FieldPath {
        segments = List.copyOf(segments);
        for (Object s : segments) {
            if (!(s instanceof String) && !(s instanceof Integer)) {
                throw new IllegalArgumentException("a path segment is a key or an index: " + s);
            }
        }
    }

    /**
     * The most segments a path may have: the nesting the YAML and JSON parsers accept (100 levels), so an edit never
     * builds, or recurses through, a structure deeper than a document may be.
     */
    public static final int MAX_SEGMENTS = 100;

    /**
     * Parses a dotted path: segments split on {@code .}; a segment of digits only is an index, anything else a key.
     *
     * @throws IllegalArgumentException for an empty text, an empty segment ({@code a..b}) or more than
     *                                  {@link #MAX_SEGMENTS} segments
     */
    public static FieldPath parse(String dotted) {
        if (dotted.isEmpty()) {
            throw new IllegalArgumentException("an empty field path");
        }
        String[] parts = dotted.split("\\.", MAX_SEGMENTS + 2);
        if (parts.length > MAX_SEGMENTS) {
            throw new IllegalArgumentException("the field path has more than " + MAX_SEGMENTS + " segments; no "
                    + "document the model reads nests that deep");
        }
        var segments = new ArrayList<Object>();
        for (String part : parts) {
            if (part.isEmpty()) {
                throw new IllegalArgumentException("an empty segment in the field path '" + dotted + "'");
            }
            segments.add(part.chars().allMatch(c -> c >= '0' && c <= '9') && part.length() <= 9
                    ? Integer.valueOf(part) : part);
        }
        return new FieldPath(segments);
    }

    /** The path of one top-level key. */
    public static FieldPath of(Object... segments) {
        return new FieldPath(List.of(segments));
    }

    /** This path followed by {@code segment} (a key or an index). */
    public FieldPath child(Object segment) {
        var next = new ArrayList<>(segments);
        next.add(segment);
        return new FieldPath(next);
    }

    /** The path without its last segment; the root's parent is the root. */
    public FieldPath parent() {
        return segments.isEmpty() ? this : new FieldPath(segments.subList(0, segments.size() - 1));
    }

    /** The last segment, or {@code null} for the root. */
    public Object last() {
        return segments.isEmpty() ? null : segments.get(segments.size() - 1);
    }

    /** Whether this is the root. */
    public boolean isRoot() {
        return segments.isEmpty();
    }

    /** The dotted form that {@link #parse} reads back. */
    @Override
    public String toString() {
        var out = new StringBuilder();
        for (Object s : segments) {
            if (out.length() > 0) {
                out.append('.');
            }
            out.append(s);
        }
        return out.toString();
    }
}
