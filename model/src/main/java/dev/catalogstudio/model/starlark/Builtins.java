package dev.catalogstudio.model.starlark;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The built-in constants and functions of the universe (starlark-spec.md "Built-in constants and functions"). Each
 * counts its work against the thread's budget before doing it ({@code sorted} n·log n steps, {@code range} and
 * {@code list} one step per element, …).
 */
final class Builtins {

    static final Map<String, Object> UNIVERSE;

    static {
        var u = new LinkedHashMap<String, Object>();
        u.put("None", Starlark.NONE);
        u.put("True", Boolean.TRUE);
        u.put("False", Boolean.FALSE);
        fn(u, "abs", Builtins::abs);
        fn(u, "all", (t, r, a, k) -> anyAll("all", t, a, k, false));
        fn(u, "any", (t, r, a, k) -> anyAll("any", t, a, k, true));
        fn(u, "bool", (t, r, a, k) -> {
            Args.positional("bool", a, k, 0, 1);
            return a.length == 1 && Starlark.truth(a[0]);
        });
        fn(u, "bytes", Builtins::bytes);
        fn(u, "chr", Builtins::chr);
        fn(u, "dict", Builtins::dict);
        fn(u, "dir", Builtins::dir);
        fn(u, "enumerate", Builtins::enumerate);
        fn(u, "fail", Builtins::fail);
        fn(u, "float", Builtins::toFloat);
        fn(u, "getattr", Builtins::getattr);
        fn(u, "hasattr", Builtins::hasattr);
        fn(u, "hash", Builtins::hash);
        fn(u, "int", Builtins::toInt);
        fn(u, "len", Builtins::len);
        fn(u, "list", Builtins::list);
        fn(u, "max", (t, r, a, k) -> minMax("max", t, a, k, 1));
        fn(u, "min", (t, r, a, k) -> minMax("min", t, a, k, -1));
        fn(u, "ord", Builtins::ord);
        fn(u, "print", Builtins::print);
        fn(u, "range", Builtins::range);
        fn(u, "repr", (t, r, a, k) -> {
            Args.positional("repr", a, k, 1, 1);
            String s = Starlark.repr(a[0]);
            t.allocate(s.length());
            return s;
        });
        fn(u, "reversed", Builtins::reversed);
        fn(u, "set", Sets::constructor);
        fn(u, "sorted", Builtins::sorted);
        fn(u, "str", (t, r, a, k) -> {
            Args.positional("str", a, k, 1, 1);
            if (a[0] instanceof StarBytes b) {
                return ByteStrings.encode(ByteStrings.decode(b.asByteString()));
            }
            String s = Starlark.str(a[0]);
            t.allocate(s.length());
            return s;
        });
        fn(u, "tuple", Builtins::tuple);
        fn(u, "type", (t, r, a, k) -> {
            Args.positional("type", a, k, 1, 1);
            return Starlark.type(a[0]);
        });
        fn(u, "zip", Builtins::zip);
        UNIVERSE = java.util.Collections.unmodifiableMap(u);
    }

    private Builtins() {
    }

    private static void fn(Map<String, Object> u, String name, Builtin.Impl impl) {
        u.put(name, new Builtin(name, impl));
    }

    /** The names of the universe in {@code dialect} ({@code set} only with its option). */
    static Set<String> names(Dialect dialect) {
        var names = new java.util.HashSet<>(UNIVERSE.keySet());
        if (!dialect.set()) {
            names.remove("set");
        }
        return names;
    }

    /** The elements of an iterable argument, counted against the budget. */
    static List<Object> elements(StarlarkThread t, String fn, Object x) {
        Starlark.Iteration it = Starlark.iterateOrNull(x);
        if (it == null) {
            throw new EvalException(fn + ": got " + Starlark.type(x) + ", want iterable");
        }
        long n = Starlark.len(x);
        if (n > 0) {
            t.allocate(8 * n);
        }
        var out = new ArrayList<Object>(n > 0 ? (int) Math.min(n, Integer.MAX_VALUE - 16) : 10);
        try (it) {
            while (it.hasNext()) {
                out.add(it.next());
                if (n < 0) {
                    t.allocate(StarDict.ELEMENT_BYTES);
                }
            }
        }
        return out;
    }

    private static Object abs(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("abs", a, k, 1, 1);
        if (a[0] instanceof StarInt i) {
            return i.signum() < 0 ? i.negate() : i;
        }
        if (a[0] instanceof Double d) {
            return Math.abs(d);
        }
        throw new EvalException("abs: got " + Starlark.type(a[0]) + ", want int or float");
    }

    private static Object anyAll(String fn, StarlarkThread t, Object[] a, Map<String, Object> k, boolean any) {
        Args.positional(fn, a, k, 1, 1);
        Starlark.Iteration it = Starlark.iterateOrNull(a[0]);
        if (it == null) {
            throw new EvalException(fn + ": got " + Starlark.type(a[0]) + ", want iterable");
        }
        try (it) {
            while (it.hasNext()) {
                t.step();
                if (Starlark.truth(it.next()) == any) {
                    return any;
                }
            }
        }
        return !any;
    }

    private static Object bytes(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("bytes", a, k, 1, 1);
        Object x = a[0];
        if (x instanceof StarBytes) {
            return x;
        }
        if (x instanceof String s) {
            t.allocate(s.length());
            return new StarBytes(ByteStrings.bytes(ByteStrings.encode(ByteStrings.decode(s))));
        }
        Starlark.Iteration it = Starlark.iterateOrNull(x);
        if (it == null) {
            throw new EvalException("bytes: got " + Starlark.type(x) + ", want string, bytes, or iterable of ints");
        }
        var out = new java.io.ByteArrayOutputStream();
        try (it) {
            while (it.hasNext()) {
                Object e = it.next();
                if (!(e instanceof StarInt i) || i.toIntOr(-1) < 0 || i.toIntOr(-1) > 255) {
                    throw new EvalException("bytes: at index " + out.size() + ", "
                            + (e instanceof StarInt ? Starlark.repr(e) + " out of range (want value in unsigned "
                                    + "8-bit range)" : "got " + Starlark.type(e) + ", want int"));
                }
                t.allocate(1);
                out.write(i.toIntOr(0));
            }
        }
        return new StarBytes(out.toByteArray());
    }

    private static Object chr(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("chr", a, k, 1, 1);
        if (!(a[0] instanceof StarInt i)) {
            throw new EvalException("chr: got " + Starlark.type(a[0]) + ", want int");
        }
        if (i.signum() < 0) {
            throw new EvalException("chr: Unicode code point " + i + " out of range (<0)");
        }
        int cp = i.toIntOr(Integer.MAX_VALUE);
        if (cp > 0x10FFFF) {
            throw new EvalException("chr: Unicode code point U+" + i.toString(16).toUpperCase() + " out of range "
                    + "(>0x10FFFF)");
        }
        return ByteStrings.ofCodePoint(cp);
    }

    private static Object dict(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        if (a.length > 1) {
            throw new EvalException("dict: got " + a.length + " arguments, want at most 1");
        }
        var d = new StarDict();
        if (a.length == 1) {
            update(t, "dict", d, a[0]);
        }
        for (Map.Entry<String, Object> e : k.entrySet()) {
            d.put(e.getKey(), e.getValue());
        }
        t.allocate(StarDict.ENTRY_BYTES * k.size());  // the entries from a[0] were charged by update
        return d;
    }

    /** Adds the entries of a dict, or of an iterable of pairs, to {@code d}. */
    static void update(StarlarkThread t, String fn, StarDict d, Object x) {
        if (x instanceof StarDict src) {
            t.allocate(StarDict.ENTRY_BYTES * src.size());
            for (Map.Entry<Object, Object> e : src.map.entrySet()) {
                d.put(Starlark.unwrapKey(e.getKey()), e.getValue());
            }
            return;
        }
        Starlark.Iteration it = Starlark.iterateOrNull(x);
        if (it == null) {
            throw new EvalException(fn + ": got " + Starlark.type(x) + ", want iterable");
        }
        try (it) {
            int i = 0;
            while (it.hasNext()) {
                Object pair = it.next();
                t.step();
                List<Object> kv;
                Starlark.Iteration pi = Starlark.iterateOrNull(pair);
                if (pi == null || pair instanceof String) {
                    throw new EvalException(fn + ": element #" + i + " is not iterable (" + Starlark.type(pair)
                            + ")");
                }
                kv = new ArrayList<>();
                try (pi) {
                    while (pi.hasNext() && kv.size() < 3) {
                        kv.add(pi.next());
                    }
                }
                if (kv.size() != 2) {
                    throw new EvalException(fn + ": element #" + i + " has length " + Starlark.len(pair)
                            + ", want 2");
                }
                t.allocate(StarDict.ENTRY_BYTES);
                d.put(kv.get(0), kv.get(1));
                i++;
            }
        }
    }

    private static Object dir(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("dir", a, k, 1, 1);
        var names = new TreeSet<String>();
        if (a[0] instanceof StarModule m) {
            names.addAll(m.members.keySet());
        } else if (a[0] instanceof HostValue h) {
            names.addAll(h.fieldNames());
        } else {
            Map<String, Builtin.Impl> methods = Methods.of(a[0]);
            if (methods != null) {
                names.addAll(methods.keySet());
            }
        }
        return new StarList(new ArrayList<>(names));
    }

    private static Object enumerate(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Object[] p = Args.unpack("enumerate", a, k, "x", "start?");
        long start = p[1] == null ? 0 : Args.clampedLong("enumerate", p[1], "start");
        List<Object> elems = elements(t, "enumerate", p[0]);
        t.allocate(32L * elems.size());
        var out = new ArrayList<Object>(elems.size());
        for (int i = 0; i < elems.size(); i++) {
            out.add(StarTuple.adopt(new Object[] {StarInt.of(start + i), elems.get(i)}));
        }
        return new StarList(out, true);
    }

    private static Object fail(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        String sep = " ";
        for (Map.Entry<String, Object> e : k.entrySet()) {
            if (!e.getKey().equals("sep")) {
                throw new EvalException("fail: unexpected keyword argument " + e.getKey());
            }
            sep = Args.string("fail", e.getValue(), "sep");
        }
        var parts = new ArrayList<String>();
        for (Object x : a) {
            parts.add(Starlark.str(x));
        }
        throw new EvalException("fail: " + ByteStrings.decode(String.join(sep, parts)));
    }

    private static Object toFloat(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("float", a, k, 0, 1);
        if (a.length == 0) {
            return 0.0;
        }
        Object x = a[0];
        if (x instanceof Double) {
            return x;
        }
        if (x instanceof StarInt i) {
            return Starlark.toDouble(i);
        }
        if (x instanceof Boolean b) {
            return b ? 1.0 : 0.0;
        }
        if (x instanceof String s) {
            return parseFloat(s);
        }
        throw new EvalException("float: got " + Starlark.type(x) + ", want number or string");
    }

    private static double parseFloat(String s) {
        String lower = s.toLowerCase(java.util.Locale.ROOT);
        String body = lower.startsWith("+") || lower.startsWith("-") ? lower.substring(1) : lower;
        double sign = lower.startsWith("-") ? -1 : 1;
        if (body.equals("inf") || body.equals("infinity")) {
            return sign * Double.POSITIVE_INFINITY;
        }
        if (body.equals("nan")) {
            return Double.NaN;
        }
        if (!body.matches("([0-9]+\\.?[0-9]*|\\.[0-9]+)([e][+-]?[0-9]+)?")) {
            throw new EvalException("float: invalid float literal: " + ByteStrings.decode(s));
        }
        double d = Double.parseDouble(lower);
        if (Double.isInfinite(d)) {
            throw new EvalException("float: floating-point number too large: " + ByteStrings.decode(s));
        }
        return d;
    }

    private static Object getattr(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("getattr", a, k, 2, 3);
        String name = Args.string("getattr", a[1], "name");
        try {
            return Operators.attr(t, a[0], name);
        } catch (EvalException e) {
            if (a.length == 3) {
                return a[2];
            }
            throw e;
        }
    }

    private static Object hasattr(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("hasattr", a, k, 2, 2);
        String name = Args.string("hasattr", a[1], "name");
        if (a[0] instanceof StarModule m) {
            return m.members.containsKey(name);
        }
        if (a[0] instanceof HostValue h) {
            return h.field(name) != null;
        }
        Map<String, Builtin.Impl> methods = Methods.of(a[0]);
        return methods != null && methods.containsKey(name);
    }

    private static Object hash(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("hash", a, k, 1, 1);
        if (a[0] instanceof String s) {
            return StarInt.of(ByteStrings.decode(s).hashCode());
        }
        if (a[0] instanceof StarBytes b) {
            long h = 2166136261L;
            for (byte x : b.array()) {
                h = ((h ^ (x & 0xFF)) * 16777619L) & 0xFFFFFFFFL;
            }
            return StarInt.of(h);
        }
        throw new EvalException("hash: got " + Starlark.type(a[0]) + ", want string or bytes");
    }

    private static Object toInt(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Object[] p = Args.unpack("int", a, k, "x", "base?");
        Object x = p[0];
        if (p[1] != null && !(x instanceof String)) {
            throw new EvalException("int: can't convert non-string with explicit base");
        }
        if (x instanceof StarInt) {
            return x;
        }
        if (x instanceof Boolean b) {
            return b ? StarInt.ONE : StarInt.ZERO;
        }
        if (x instanceof Double d) {
            return Starlark.fromDouble(d);
        }
        if (x instanceof String s) {
            int base = p[1] == null ? 10 : Args.integer("int", p[1], "base");
            return parseInt(t, s, base, p[1] != null);
        }
        throw new EvalException("int: got " + Starlark.type(x) + ", want int, float, bool or string");
    }

    private static StarInt parseInt(StarlarkThread t, String s, int base, boolean explicitBase) {
        String orig = s;
        if (base != 0 && (base < 2 || base > 36)) {
            throw new EvalException("int: base must be an integer >= 2 && <= 36");
        }
        boolean neg = false;
        if (s.startsWith("+") || s.startsWith("-")) {
            neg = s.charAt(0) == '-';
            s = s.substring(1);
        }
        String lower = s.toLowerCase(java.util.Locale.ROOT);
        int prefixBase = lower.startsWith("0x") ? 16 : lower.startsWith("0o") ? 8 : lower.startsWith("0b") ? 2 : 0;
        if (prefixBase != 0 && (base == 0 || base == prefixBase)) {
            s = s.substring(2);
            base = prefixBase;
        } else if (base == 0) {
            if (s.length() > 1 && s.charAt(0) == '0') {
                throw new EvalException("int: invalid literal with base 0: " + ByteStrings.decode(orig));
            }
            base = 10;
        }
        if (s.isEmpty() || s.startsWith("+") || s.startsWith("-") || s.contains("_")) {
            throw new EvalException("int: invalid literal with base " + base + ": " + ByteStrings.decode(orig));
        }
        t.steps(s.length());
        if (Integer.bitCount(base) != 1 && StarInt.tooManyDigits(s.length()) != null) {
            throw new EvalException("int: " + StarInt.tooManyDigits(s.length()));
        }
        try {
            BigInteger v = new BigInteger(s, base);
            return StarInt.of(neg ? v.negate() : v);
        } catch (NumberFormatException e) {
            throw new EvalException("int: invalid literal with base " + base + ": " + ByteStrings.decode(orig));
        }
    }

    private static Object len(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("len", a, k, 1, 1);
        long n = Starlark.len(a[0]);
        if (n < 0) {
            throw new EvalException("len: value of type " + Starlark.type(a[0]) + " has no len");
        }
        return StarInt.of(n);
    }

    private static Object list(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("list", a, k, 0, 1);
        if (a.length == 0) {
            return new StarList(new ArrayList<>(), true);
        }
        return new StarList(new ArrayList<>(elements(t, "list", a[0])), true);
    }

    private static Object minMax(String fn, StarlarkThread t, Object[] a, Map<String, Object> k, int sign) {
        Object key = null;
        Object dflt = null;
        for (Map.Entry<String, Object> e : k.entrySet()) {
            switch (e.getKey()) {
                case "key" -> key = e.getValue() == Starlark.NONE ? null : e.getValue();
                case "default" -> dflt = e.getValue();
                default -> {
                    String near = Spelling.nearest(e.getKey(), List.of("key", "default"));
                    throw new EvalException(fn + ": unexpected keyword argument " + e.getKey()
                            + (near != null ? " (did you mean " + near + "?)" : ""));
                }
            }
        }
        if (a.length == 0) {
            throw new EvalException(fn + " requires at least one positional argument");
        }
        List<Object> elems;
        if (a.length == 1) {
            if (!Starlark.isIterable(a[0])) {
                throw new EvalException(fn + ": " + Starlark.type(a[0]) + " value is not iterable");
            }
            elems = elements(t, fn, a[0]);
        } else {
            if (dflt != null) {
                throw new EvalException(fn + ": cannot specify a default value with multiple positional arguments");
            }
            elems = List.of(a);
        }
        if (elems.isEmpty()) {
            if (dflt != null) {
                return dflt;
            }
            throw new EvalException(fn + ": empty sequence");
        }
        Object best = elems.get(0);
        Object bestKey = key == null ? best : Eval.call(t, key, new Object[] {best}, Map.of());
        for (int i = 1; i < elems.size(); i++) {
            t.step();
            Object x = elems.get(i);
            Object xKey = key == null ? x : Eval.call(t, key, new Object[] {x}, Map.of());
            if (Integer.signum(Starlark.compare(xKey, bestKey)) == sign) {
                best = x;
                bestKey = xKey;
            }
        }
        return best;
    }

    private static Object ord(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("ord", a, k, 1, 1);
        if (a[0] instanceof String s) {
            if (s.isEmpty() || (int) ByteStrings.decodeAt(s, 0) != s.length()) {
                throw new EvalException("ord: string encodes " + ByteStrings.decode(s).codePointCount(0,
                        ByteStrings.decode(s).length()) + " Unicode code points, want 1");
            }
            return StarInt.of(ByteStrings.decodeAt(s, 0) >>> 32);
        }
        if (a[0] instanceof StarBytes b) {
            if (b.length() != 1) {
                throw new EvalException("ord: bytes has length " + b.length() + ", want 1");
            }
            return StarInt.of(b.array()[0] & 0xFF);
        }
        throw new EvalException("ord: got " + Starlark.type(a[0]) + ", want string or bytes");
    }

    private static Object print(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        String sep = " ";
        for (Map.Entry<String, Object> e : k.entrySet()) {
            if (!e.getKey().equals("sep")) {
                throw new EvalException("print: unexpected keyword argument " + e.getKey());
            }
            sep = Args.string("print", e.getValue(), "sep");
        }
        var parts = new ArrayList<String>();
        for (Object x : a) {
            parts.add(Starlark.str(x));
        }
        String line = String.join(sep, parts);
        t.allocate(line.length());
        t.print(ByteStrings.decode(line));
        return Starlark.NONE;
    }

    private static Object range(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("range", a, k, 1, 3);
        long[] v = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            if (!(a[i] instanceof StarInt n)) {
                throw new EvalException("range: got " + Starlark.type(a[i]) + ", want int");
            }
            if (!n.isSmall()) {
                throw new EvalException("range: " + n + " out of range (want value in signed 64-bit range)");
            }
            v[i] = n.small();
        }
        long start = a.length == 1 ? 0 : v[0];
        long stop = a.length == 1 ? v[0] : v[1];
        long step = a.length == 3 ? v[2] : 1;
        if (step == 0) {
            throw new EvalException("range: step argument must not be zero");
        }
        return new StarRange(start, stop, step);
    }

    private static Object reversed(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("reversed", a, k, 1, 1);
        var elems = new ArrayList<>(elements(t, "reversed", a[0]));
        java.util.Collections.reverse(elems);
        return new StarList(elems, true);
    }

    private static Object sorted(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Object[] p = Args.unpack("sorted", a, k, "iterable", "key?", "reverse?");
        var elems = new ArrayList<>(elements(t, "sorted: for parameter iterable", p[0]));
        if (p[1] != null && !(p[1] instanceof Callable)) {
            throw new EvalException("sorted: for parameter key: got " + Starlark.type(p[1]) + ", want callable");
        }
        Object key = p[1];
        boolean reverse = p[2] != null && Starlark.truth(p[2]);
        int n = elems.size();
        t.steps((long) n * (64 - Long.numberOfLeadingZeros(Math.max(n, 1))));
        Object[] keys = new Object[n];
        for (int i = 0; i < n; i++) {
            keys[i] = key == null ? elems.get(i) : Eval.call(t, key, new Object[] {elems.get(i)}, Map.of());
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Comparator<Integer> cmp = (x, y) -> Starlark.compare(keys[x], keys[y]);
        java.util.Arrays.sort(order, reverse ? cmp.reversed() : cmp);
        var out = new ArrayList<Object>(n);
        for (Integer i : order) {
            out.add(elems.get(i));
        }
        return new StarList(out, true);
    }

    private static Object tuple(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("tuple", a, k, 0, 1);
        if (a.length == 0) {
            return StarTuple.EMPTY;
        }
        if (a[0] instanceof StarTuple) {
            return a[0];
        }
        return StarTuple.adopt(elements(t, "tuple", a[0]).toArray());
    }

    private static Object zip(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        if (!k.isEmpty()) {
            throw new EvalException("zip: unexpected keyword arguments");
        }
        var columns = new ArrayList<List<Object>>();
        int n = Integer.MAX_VALUE;
        for (int i = 0; i < a.length; i++) {
            if (!Starlark.isIterable(a[i])) {
                throw new EvalException("zip: argument #" + (i + 1) + " is not iterable: " + Starlark.type(a[i]));
            }
            List<Object> col = elements(t, "zip", a[i]);
            columns.add(col);
            n = Math.min(n, col.size());
        }
        if (a.length == 0) {
            n = 0;
        }
        t.allocate(16L * n * Math.max(1, a.length));
        var out = new ArrayList<Object>(n);
        for (int i = 0; i < n; i++) {
            var row = new Object[a.length];
            for (int c = 0; c < a.length; c++) {
                row[c] = columns.get(c).get(i);
            }
            out.add(StarTuple.adopt(row));
        }
        return new StarList(out, true);
    }
}
