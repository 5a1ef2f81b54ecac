package dev.catalogstudio.model.metaskill;

import dev.catalogstudio.model.starlark.EvalException;
import dev.catalogstudio.model.starlark.StarDict;
import dev.catalogstudio.model.starlark.StarInt;
import dev.catalogstudio.model.starlark.StarList;
import dev.catalogstudio.model.starlark.StarTuple;
import dev.catalogstudio.model.starlark.Starlark;
import dev.catalogstudio.model.starlark.ByteStrings;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Conversion between Starlark values and JSON-like Java values ({@link Map} with string keys in order, {@link List},
 * {@link String}, {@link Long} or {@link BigInteger}, {@link Double}, {@link Boolean}, {@code null}) at the host
 * boundary (metaskills.md § 6 "JSON-like", § 12 "defensively copy or freeze").
 */
final class HostValues {

    private static final int MAX_DEPTH = 100;

    private HostValues() {
    }

    /**
     * The JSON-like copy of a Starlark value.
     *
     * @throws EvalException naming the first value that has no JSON form (a function, a set, a non-string dict key, a
     *                       non-finite float), and {@code what} it was part of
     */
    static Object toJava(Object v, String what) {
        return toJava(v, what, 0, new Limits(MAX_VALUES, Integer.MAX_VALUE, Long.MAX_VALUE));
    }

    /** The most values (list elements, dict entries, scalars) copied out of a program: beyond, it is an error. */
    static final int MAX_VALUES = 100_000;

    /**
     * What one copy may take: at most {@code values} values (more is an error: a structure of shared references is
     * exponential), strings cut at {@code maxString} characters, and at most {@code chars} characters of strings in
     * all (later ones cut to nothing). {@link #cut} tells whether anything was cut.
     */
    static final class Limits {
        int values;
        final int maxValues;
        final int maxString;
        long chars;
        boolean cut;

        Limits(int values, int maxString, long chars) {
            this.values = values;
            this.maxValues = values;
            this.maxString = maxString;
            this.chars = chars;
        }
    }

    /** The JSON-like copy of a Starlark value within {@code limits}. */
    static Object toJava(Object v, String what, Limits limits) {
        return toJava(v, what, 0, limits);
    }

    private static Object toJava(Object v, String what, int depth, Limits limits) {
        if (depth > MAX_DEPTH) {
            throw new EvalException(what + " is nested more than " + MAX_DEPTH + " levels deep");
        }
        if (--limits.values < 0) {
            throw new EvalException(what + " is too large: it holds more than " + limits.maxValues + " values");
        }
        if (v instanceof String s) {
            int keep = (int) Math.min(s.length(), Math.min(limits.maxString, Math.max(0, limits.chars)));
            limits.chars -= keep;
            if (keep < s.length()) {
                limits.cut = true;
                return ByteStrings.decode(s.substring(0, keep));
            }
            return ByteStrings.decode(s);
        }
        if (v == Starlark.NONE) {
            return null;
        }
        if (v instanceof Boolean || v instanceof String) {
            return v instanceof String s ? ByteStrings.decode(s) : v;
        }
        if (v instanceof StarInt i) {
            if (!i.isSmall()) {
                i.toString();  // refuses an int beyond the digit limit: JSON writes it in decimal
            }
            return i.isSmall() ? (Object) i.small() : i.big();
        }
        if (v instanceof Double d) {
            if (!Double.isFinite(d)) {
                throw new EvalException(what + " holds the float " + Starlark.repr(d) + ", which JSON cannot carry");
            }
            return d;
        }
        if (v instanceof StarList || v instanceof StarTuple) {
            List<Object> elems = v instanceof StarList l ? l.elements() : ((StarTuple) v).elements();
            var out = new ArrayList<Object>(elems.size());
            for (Object e : elems) {
                out.add(toJava(e, what, depth + 1, limits));
            }
            return out;
        }
        if (v instanceof StarDict d) {
            var out = new LinkedHashMap<String, Object>();
            for (Map.Entry<Object, Object> e : d.entries()) {
                if (!(e.getKey() instanceof String k)) {
                    throw new EvalException(what + " has a " + Starlark.type(e.getKey()) + " key; JSON keys are "
                            + "strings");
                }
                out.put((String) toJava(k, what, depth + 1, limits), toJava(e.getValue(), what, depth + 1, limits));
            }
            return out;
        }
        throw new EvalException(what + " holds a " + Starlark.type(v) + ", which has no JSON form");
    }

    /** The frozen Starlark value of a JSON-like Java value. */
    static Object toStarlark(Object v) {
        Object s = convert(v);
        Starlark.freeze(s);
        return s;
    }

    private static Object convert(Object v) {
        if (v == null) {
            return Starlark.NONE;
        }
        if (v instanceof Boolean) {
            return v;
        }
        if (v instanceof String s) {
            return ByteStrings.encode(s);
        }
        if (v instanceof Long || v instanceof Integer) {
            return StarInt.of(((Number) v).longValue());
        }
        if (v instanceof BigInteger b) {
            return StarInt.of(b);
        }
        if (v instanceof Double d) {
            return d;
        }
        if (v instanceof List<?> l) {
            var out = new ArrayList<Object>(l.size());
            for (Object e : l) {
                out.add(convert(e));
            }
            return new StarList(out);
        }
        if (v instanceof Map<?, ?> m) {
            var d = new StarDict();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                d.put(ByteStrings.encode(String.valueOf(e.getKey())), convert(e.getValue()));
            }
            return d;
        }
        throw new IllegalArgumentException("not a JSON-like value: " + v.getClass());
    }
}
