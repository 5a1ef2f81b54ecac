package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.text.Range;
import java.util.Set;

/**
 * One typed input of a skill (agent-3md.md section 3): {@code name}, {@code name:type} or {@code name:type?}. A bare
 * name is a required {@code string}; a trailing {@code ?} makes the input optional.
 *
 * @param name      the trimmed name
 * @param type      the lowercased type ({@code string} when none is written); see {@link #canonical()}
 * @param required  whether the input is required (no trailing {@code ?})
 * @param range     the whole item, e.g. {@code limit:number?}
 * @param nameRange the name
 * @param typeRange the type as written, or {@code null} for a bare name
 */
public record SkillInput(String name, String type, boolean required, Range range, Range nameRange, Range typeRange) {

    /** The closed set of input types. */
    public static final Set<String> TYPES = Set.of("string", "number", "boolean", "object", "array");

    /** Whether {@link #type()} is one of {@link #TYPES}. */
    public boolean canonical() {
        return TYPES.contains(type);
    }
}
