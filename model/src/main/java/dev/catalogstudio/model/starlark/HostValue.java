package dev.catalogstudio.model.starlark;

import java.util.Iterator;
import java.util.Set;

/**
 * A value type defined by the host that embeds the engine (starlark-spec.md "Data types": "Applications may define
 * additional types"): it may have fields (read with {@code x.f}, written with {@code x.f = v}), be iterable, and
 * answer binary operators the built-in types do not know. metaSKILL hosts define none (metaskills.md § 6: no host
 * objects but the host functions); the conformance tests use it for starlark-go's test types.
 */
public interface HostValue {

    /** The name {@code type(x)} gives. */
    String type();

    /** The field {@code name}, or {@code null} if there is none. */
    default Object field(String name) {
        return null;
    }

    /** The names of the fields, for {@code dir} and {@code hasattr}. */
    default Set<String> fieldNames() {
        return Set.of();
    }

    /**
     * Sets a field.
     *
     * @throws EvalException if the value has no settable fields or is frozen
     */
    default void setField(String name, Object value) {
        throw new EvalException("can't assign to ." + name + " field of " + type());
    }

    /** The elements, or {@code null} if the value is not iterable. */
    default Iterator<Object> iterate() {
        return null;
    }

    /** {@code left op this} when the built-in types do not define it, or {@code null}. */
    default Object binaryRight(TokenKind op, Object left) {
        return null;
    }

    /** Freezes the value (and what it holds). */
    default void freeze() {
    }

    /** {@code repr(x)}. */
    default String repr() {
        return "<" + type() + ">";
    }
}
