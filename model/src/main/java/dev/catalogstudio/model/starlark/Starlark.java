package dev.catalogstudio.model.starlark;

import java.math.BigDecimal;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * The value concepts of Starlark (starlark-spec.md "Value concepts", "Data types"): type names, truth, equality
 * and ordering, hashing, {@code str} and {@code repr}, iteration and freezing, over the engine's value classes:
 * {@link #NONE}, {@link Boolean}, {@link StarInt}, {@link Double}, strings (see {@link ByteStrings}), {@link StarBytes},
 * {@link StarList}, {@link StarTuple}, {@link StarDict}, {@link StarSet}, {@link StarRange}, {@link Callable} and
 * {@link StarModule}.
 */
public final class Starlark {

    /** The value {@code None}. */
    public static final Object NONE = NoneType.NONE;

    private enum NoneType { NONE }

    private Starlark() {
    }

    /** The name {@code type(x)} gives. */
    public static String type(Object x) {
        if (x == NONE) {
            return "NoneType";
        }
        if (x instanceof Boolean) {
            return "bool";
        }
        if (x instanceof StarInt) {
            return "int";
        }
        if (x instanceof Double) {
            return "float";
        }
        if (x instanceof String) {
            return "string";
        }
        if (x instanceof StarBytes) {
            return "bytes";
        }
        if (x instanceof StarList) {
            return "list";
        }
        if (x instanceof StarTuple) {
            return "tuple";
        }
        if (x instanceof StarDict) {
            return "dict";
        }
        if (x instanceof StarSet) {
            return "set";
        }
        if (x instanceof StarRange) {
            return "range";
        }
        if (x instanceof StarFunction) {
            return "function";
        }
        if (x instanceof Builtin) {
            return "builtin_function_or_method";
        }
        if (x instanceof StarModule) {
            return "module";
        }
        if (x instanceof StringIterable si) {
            return si.type();
        }
        if (x instanceof HostValue h) {
            return h.type();
        }
        throw new IllegalStateException("not a Starlark value: " + (x == null ? "null" : x.getClass()));
    }

    /** The truth value of {@code x} (starlark-spec.md "Booleans"). */
    public static boolean truth(Object x) {
        if (x instanceof Boolean b) {
            return b;
        }
        if (x == NONE) {
            return false;
        }
        if (x instanceof StarInt i) {
            return i.signum() != 0;
        }
        if (x instanceof Double d) {
            return d != 0.0;
        }
        if (x instanceof String s) {
            return !s.isEmpty();
        }
        if (x instanceof StarBytes b) {
            return b.length() > 0;
        }
        if (x instanceof StarList l) {
            return l.size() > 0;
        }
        if (x instanceof StarTuple t) {
            return t.size() > 0;
        }
        if (x instanceof StarDict d) {
            return d.size() > 0;
        }
        if (x instanceof StarSet s) {
            return s.size() > 0;
        }
        if (x instanceof StarRange r) {
            return r.length > 0;
        }
        return true;
    }

    /** The length of a sequence or mapping, or -1 if {@code x} has none. */
    public static long len(Object x) {
        if (x instanceof String s) {
            return s.length();
        }
        if (x instanceof StarBytes b) {
            return b.length();
        }
        if (x instanceof StarList l) {
            return l.size();
        }
        if (x instanceof StarTuple t) {
            return t.size();
        }
        if (x instanceof StarDict d) {
            return d.size();
        }
        if (x instanceof StarSet s) {
            return s.size();
        }
        if (x instanceof StarRange r) {
            return r.length;
        }
        if (x instanceof StringIterable si && si.method.startsWith("elem")) {
            return si.s.length();
        }
        return -1;
    }

    // ---- equality, ordering, hashing

    /** {@code x == y}. */
    public static boolean equal(Object x, Object y) {
        return equal(x, y, 0, StarlarkThread.current());
    }

    /** The deepest nesting of lists, tuples and dicts that {@code ==} and {@code <} compare (cycles end here). */
    static final int MAX_COMPARE_DEPTH = 1000;

    private static boolean equal(Object x, Object y, int depth, StarlarkThread t) {
        if (depth > MAX_COMPARE_DEPTH) {
            throw new EvalException("comparison exceeded maximum recursion depth");
        }
        if (t != null) {
            t.steps(1);
        }
        if (x == y && !(x instanceof StarList) && !(x instanceof StarDict) && !(x instanceof StarTuple)) {
            return true;
        }
        if (x instanceof StarInt || x instanceof Double) {
            if (y instanceof StarInt || y instanceof Double) {
                return compareNumbers(x, y) == 0;
            }
            return false;
        }
        if (x instanceof StarList a && y instanceof StarList b) {
            return sequenceEqual(a.elems.toArray(), b.elems.toArray(), depth, t);
        }
        if (x instanceof StarTuple a && y instanceof StarTuple b) {
            return sequenceEqual(a.elems, b.elems, depth, t);
        }
        if (x instanceof StarDict a && y instanceof StarDict b) {
            if (a.size() != b.size()) {
                return false;
            }
            for (Map.Entry<Object, Object> e : a.map.entrySet()) {
                Object other = b.map.get(e.getKey());
                if (other == null || !equal(e.getValue(), other, depth + 1, t)) {
                    return false;
                }
            }
            return true;
        }
        if (x instanceof StarSet a && y instanceof StarSet b) {
            return a.elems.equals(b.elems);
        }
        if (x instanceof FloatKey || y instanceof FloatKey) {
            return x.equals(y);
        }
        return x.equals(y);
    }

    private static boolean sequenceEqual(Object[] a, Object[] b, int depth, StarlarkThread t) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (!equal(a[i], b[i], depth + 1, t)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Three-way comparison for {@code <}, {@code <=}, {@code >}, {@code >=} and sorting.
     *
     * @throws EvalException "{@code int < string not implemented}" for values without an order
     */
    public static int compare(Object x, Object y) {
        return compare(x, y, 0, StarlarkThread.current());
    }

    private static int compare(Object x, Object y, int depth, StarlarkThread t) {
        if (depth > MAX_COMPARE_DEPTH) {
            throw new EvalException("comparison exceeded maximum recursion depth");
        }
        if (t != null) {
            t.steps(1);
        }
        if ((x instanceof StarInt || x instanceof Double) && (y instanceof StarInt || y instanceof Double)) {
            return compareNumbers(x, y);
        }
        if (x instanceof String a && y instanceof String b) {
            return a.compareTo(b);
        }
        if (x instanceof Boolean a && y instanceof Boolean b) {
            return Boolean.compare(a, b);
        }
        if (x instanceof StarBytes a && y instanceof StarBytes b) {
            return a.compareTo(b);
        }
        if (x instanceof StarList a && y instanceof StarList b) {
            return compareSequences(a.elems.toArray(), b.elems.toArray(), depth, t);
        }
        if (x instanceof StarTuple a && y instanceof StarTuple b) {
            return compareSequences(a.elems, b.elems, depth, t);
        }
        throw new EvalException(type(x) + " < " + type(y) + " not implemented");
    }

    private static int compareSequences(Object[] a, Object[] b, int depth, StarlarkThread t) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (!equal(a[i], b[i], depth + 1, t)) {
                return compare(a[i], b[i], depth + 1, t);
            }
        }
        return Integer.compare(a.length, b.length);
    }

    static int compareNumbers(Object x, Object y) {
        if (x instanceof StarInt a && y instanceof StarInt b) {
            return a.compareTo(b);
        }
        if (x instanceof Double a && y instanceof Double b) {
            return compareFloats(a, b);
        }
        if (x instanceof StarInt a) {
            return -compareFloatInt((Double) y, a);
        }
        return compareFloatInt((Double) x, (StarInt) y);
    }

    /** Starlark's total order on floats: -0.0 equals 0.0, NaN equals NaN and is above everything. */
    static int compareFloats(double a, double b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        if (a == b) {
            return 0;
        }
        boolean an = Double.isNaN(a);
        boolean bn = Double.isNaN(b);
        return an == bn ? 0 : an ? 1 : -1;
    }

    private static int compareFloatInt(double f, StarInt i) {
        if (Double.isNaN(f)) {
            return 1;
        }
        if (Double.isInfinite(f)) {
            return f > 0 ? 1 : -1;
        }
        if (i.isSmall() && Math.abs(i.small()) < (1L << 53)) {
            return Double.compare(f == 0.0 ? 0.0 : f, (double) i.small());
        }
        return new BigDecimal(f).compareTo(new BigDecimal(i.big()));
    }

    /** The hash of a hashable value. */
    public static int hash(Object x) {
        return hashKey(x).hashCode();
    }

    /**
     * The form of {@code x} used as a dict key or set element: floats become {@link FloatKey}.
     *
     * @throws EvalException "{@code unhashable type: list}" for lists, dicts and sets (and tuples holding them)
     */
    static Object hashKey(Object x) {
        if (x instanceof Double d) {
            return new FloatKey(d);
        }
        if (x instanceof StarList || x instanceof StarDict || x instanceof StarSet) {
            throw new EvalException("unhashable type: " + type(x));
        }
        if (x instanceof StarRange || x instanceof StarModule) {
            throw new EvalException("unhashable: " + type(x));
        }
        if (x instanceof StarTuple t) {
            StarlarkThread.work(t.elems.length);
            for (Object e : t.elems) {
                hashKey(e);
            }
        }
        return x;
    }

    static Object unwrapKey(Object k) {
        return k instanceof FloatKey f ? (Object) f.value : k;
    }

    // ---- freezing

    /** Freezes {@code x} and everything reachable from it. */
    public static void freeze(Object x) {
        if (x instanceof HostValue h) {
            h.freeze();
        } else if (x instanceof Mutable m) {
            m.freeze();
        } else if (x instanceof StarTuple t) {
            for (Object e : t.elems) {
                freeze(e);
            }
        } else if (x instanceof StarFunction f) {
            for (Object d : f.defaults) {
                if (d != null) {
                    freeze(d);
                }
            }
            for (Eval.Cell c : f.freevars) {
                if (c.value != null && c.value != x) {
                    freeze(c.value);
                }
            }
        }
    }

    // ---- strings

    /** {@code str(x)}: strings as they are, everything else as {@link #repr}. */
    public static String str(Object x) {
        if (x instanceof String s) {
            return s;
        }
        return repr(x);
    }

    /** {@code repr(x)}: the Starlark source form of {@code x}, as a Starlark (UTF-8 byte) string. */
    public static String repr(Object x) {
        var out = new StringBuilder();
        repr(out, x, new IdentityHashMap<>());
        return out.toString();
    }

    static void repr(StringBuilder out, Object x, IdentityHashMap<Object, Boolean> seen) {
        // Charged before the builder grows: str() of many references to one big string must stop at the memory
        // budget, not at the Java heap.
        StarlarkThread.building(out.length() + (x instanceof String s ? s.length()
                : x instanceof StarBytes b ? b.length() : 0));
        if (x == NONE) {
            out.append("None");
        } else if (x instanceof Boolean b) {
            out.append(b ? "True" : "False");
        } else if (x instanceof StarInt) {
            out.append(x);
        } else if (x instanceof Double d) {
            out.append(Formatting.floatToString(d, 'g'));
        } else if (x instanceof String s) {
            Quote.quote(out, s, false);
        } else if (x instanceof StarBytes b) {
            Quote.quote(out, b.asByteString(), true);
        } else if (x instanceof StarList l) {
            if (seen.put(l, Boolean.TRUE) != null) {
                out.append("[...]");
                return;
            }
            out.append('[');
            for (int i = 0; i < l.elems.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                repr(out, l.elems.get(i), seen);
            }
            out.append(']');
            seen.remove(l);
        } else if (x instanceof StarTuple t) {
            out.append('(');
            for (int i = 0; i < t.elems.length; i++) {
                if (i > 0) {
                    out.append(", ");
                }
                repr(out, t.elems[i], seen);
            }
            if (t.elems.length == 1) {
                out.append(',');
            }
            out.append(')');
        } else if (x instanceof StarDict d) {
            if (seen.put(d, Boolean.TRUE) != null) {
                out.append("{...}");
                return;
            }
            out.append('{');
            boolean first = true;
            for (Map.Entry<Object, Object> e : d.map.entrySet()) {
                if (!first) {
                    out.append(", ");
                }
                first = false;
                repr(out, unwrapKey(e.getKey()), seen);
                out.append(": ");
                repr(out, e.getValue(), seen);
            }
            out.append('}');
            seen.remove(d);
        } else if (x instanceof StarSet s) {
            out.append("set([");
            boolean first = true;
            for (Object e : s.elems) {
                if (!first) {
                    out.append(", ");
                }
                first = false;
                repr(out, unwrapKey(e), seen);
            }
            out.append("])");
        } else if (x instanceof StarRange r) {
            out.append("range(");
            if (r.start != 0 || r.step != 1) {
                out.append(r.start).append(", ");
            }
            out.append(r.stop);
            if (r.step != 1) {
                out.append(", ").append(r.step);
            }
            out.append(')');
        } else if (x instanceof StarFunction f) {
            out.append("<function ").append(f.name()).append('>');
        } else if (x instanceof Builtin b) {
            if (b.receiver != null) {
                out.append("<built-in method ").append(b.name()).append(" of ").append(type(b.receiver))
                        .append(" value>");
            } else {
                out.append("<built-in function ").append(b.name()).append('>');
            }
        } else if (x instanceof HostValue h) {
            out.append(h.repr());
        } else if (x instanceof StringIterable si) {
            Quote.quote(out, si.s, si.ofBytes);
            out.append('.').append(si.method).append("()");
        } else if (x instanceof StarModule m) {
            out.append("<module \"").append(m.name).append("\">");
        } else {
            out.append(x);
        }
    }

    // ---- iteration

    /**
     * The elements of an iterable value, for {@code for} loops and built-ins. A list, dict or set refuses changes
     * until the returned iteration is {@linkplain Iteration#close closed}.
     *
     * @throws EvalException "{@code int value is not iterable}"
     */
    static Iteration iterate(Object x) {
        Iteration it = iterateOrNull(x);
        if (it == null) {
            throw new EvalException(type(x) + " value is not iterable");
        }
        return it;
    }

    /** Whether {@code x} can be iterated (without starting an iteration). */
    static boolean isIterable(Object x) {
        return x instanceof StarList || x instanceof StarTuple || x instanceof StarDict || x instanceof StarSet
                || x instanceof StarRange || x instanceof StringIterable
                || (x instanceof HostValue h && h.iterate() != null);
    }

    static Iteration iterateOrNull(Object x) {
        if (x instanceof StarList l) {
            return new Iteration(l, new Iterator<>() {
                int i;

                @Override
                public boolean hasNext() {
                    return i < l.elems.size();
                }

                @Override
                public Object next() {
                    return l.elems.get(i++);
                }
            });
        }
        if (x instanceof StarTuple t) {
            return new Iteration(null, java.util.Arrays.asList(t.elems).iterator());
        }
        if (x instanceof StarDict d) {
            Iterator<Object> keys = d.map.keySet().iterator();
            return new Iteration(d, new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return keys.hasNext();
                }

                @Override
                public Object next() {
                    return unwrapKey(keys.next());
                }
            });
        }
        if (x instanceof StarSet s) {
            Iterator<Object> elems = s.elems.iterator();
            return new Iteration(s, new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return elems.hasNext();
                }

                @Override
                public Object next() {
                    return unwrapKey(elems.next());
                }
            });
        }
        if (x instanceof StringIterable si) {
            return new Iteration(null, si.iterator());
        }
        if (x instanceof HostValue h && h.iterate() != null) {
            return new Iteration(null, h.iterate());
        }
        if (x instanceof StarRange r) {
            return new Iteration(null, new Iterator<>() {
                long i;

                @Override
                public boolean hasNext() {
                    return i < r.length;
                }

                @Override
                public Object next() {
                    return StarInt.of(r.at(i++));
                }
            });
        }
        return null;
    }

    /** One iteration over a value; closing it lets the value change again. */
    static final class Iteration implements AutoCloseable, Iterator<Object> {
        private final Mutable owner;
        private final Iterator<Object> it;

        Iteration(Mutable owner, Iterator<Object> it) {
            this.owner = owner;
            this.it = it;
            if (owner != null) {
                owner.beginIteration();
            }
        }

        @Override
        public boolean hasNext() {
            return it.hasNext();
        }

        @Override
        public Object next() {
            return it.next();
        }

        @Override
        public void close() {
            if (owner != null) {
                owner.endIteration();
            }
        }
    }

    // ---- ints

    /** {@code x} as an {@code int} index or count, or an error naming {@code what}. */
    static int toInt(Object x, String what) {
        if (!(x instanceof StarInt i)) {
            throw new EvalException(what + ": got " + type(x) + ", want int");
        }
        int v = i.toIntOr(Integer.MIN_VALUE);
        if (v == Integer.MIN_VALUE) {
            throw new EvalException(what + ": " + i + " out of range");
        }
        return v;
    }

    /** The double nearest to an int, or an error when it is too large. */
    static double toDouble(StarInt i) {
        double d = i.toDouble();
        if (Double.isInfinite(d)) {
            throw new EvalException("int too large to convert to float");
        }
        return d;
    }

    /** The int value of a finite float, truncated toward zero. */
    static StarInt fromDouble(double d) {
        if (Double.isNaN(d)) {
            throw new EvalException("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(d)) {
            throw new EvalException("cannot convert float infinity to integer");
        }
        if (Math.abs(d) < 9.0e18) {
            return StarInt.of((long) d);
        }
        return StarInt.of(new BigDecimal(d).toBigInteger());
    }
}
