package dev.catalogstudio.model.starlark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The methods of the built-in types (starlark-spec.md "Built-in methods"). */
final class Methods {

    private static final Map<String, Builtin.Impl> STRING = new LinkedHashMap<>();
    private static final Map<String, Builtin.Impl> BYTES = new LinkedHashMap<>();
    private static final Map<String, Builtin.Impl> LIST = new LinkedHashMap<>();
    private static final Map<String, Builtin.Impl> DICT = new LinkedHashMap<>();

    private Methods() {
    }

    /** The methods of {@code x}'s type, or {@code null} if it has none. */
    static Map<String, Builtin.Impl> of(Object x) {
        if (x instanceof String) {
            return STRING;
        }
        if (x instanceof StarList) {
            return LIST;
        }
        if (x instanceof StarDict) {
            return DICT;
        }
        if (x instanceof StarSet) {
            return Sets.METHODS;
        }
        if (x instanceof StarBytes) {
            return BYTES;
        }
        return null;
    }

    static {
        // ---- dict
        DICT.put("clear", (t, r, a, k) -> {
            Args.positional("clear", a, k, 0, 0);
            StarDict d = (StarDict) r;
            d.checkMutable("clear");
            d.map.clear();
            return Starlark.NONE;
        });
        DICT.put("get", (t, r, a, k) -> {
            Args.positional("get", a, k, 1, 2);
            Object v = ((StarDict) r).get(a[0]);
            return v != null ? v : a.length == 2 ? a[1] : Starlark.NONE;
        });
        DICT.put("items", (t, r, a, k) -> {
            Args.positional("items", a, k, 0, 0);
            StarDict d = (StarDict) r;
            t.allocate(40L * d.size());
            var out = new ArrayList<Object>(d.size());
            for (Map.Entry<Object, Object> e : d.map.entrySet()) {
                out.add(StarTuple.adopt(new Object[] {Starlark.unwrapKey(e.getKey()), e.getValue()}));
            }
            return new StarList(out, true);
        });
        DICT.put("keys", (t, r, a, k) -> {
            Args.positional("keys", a, k, 0, 0);
            StarDict d = (StarDict) r;
            t.allocate(8L * d.size());
            var out = new ArrayList<Object>(d.size());
            for (Object key : d.map.keySet()) {
                out.add(Starlark.unwrapKey(key));
            }
            return new StarList(out, true);
        });
        DICT.put("values", (t, r, a, k) -> {
            Args.positional("values", a, k, 0, 0);
            StarDict d = (StarDict) r;
            t.allocate(8L * d.size());
            return new StarList(new ArrayList<>(d.map.values()), true);
        });
        DICT.put("pop", (t, r, a, k) -> {
            Args.positional("pop", a, k, 1, 2);
            StarDict d = (StarDict) r;
            Object key = Starlark.hashKey(a[0]);
            d.checkMutable("delete from");
            Object v = d.map.remove(key);
            if (v != null) {
                return v;
            }
            if (a.length == 2) {
                return a[1];
            }
            throw new EvalException("pop: missing key " + Starlark.repr(a[0]));
        });
        DICT.put("popitem", (t, r, a, k) -> {
            Args.positional("popitem", a, k, 0, 0);
            StarDict d = (StarDict) r;
            if (d.size() == 0) {
                throw new EvalException("popitem: empty dict");
            }
            d.checkMutable("delete from");
            Map.Entry<Object, Object> first = d.map.entrySet().iterator().next();
            d.map.remove(first.getKey());
            return StarTuple.adopt(new Object[] {Starlark.unwrapKey(first.getKey()), first.getValue()});
        });
        DICT.put("setdefault", (t, r, a, k) -> {
            Args.positional("setdefault", a, k, 1, 2);
            StarDict d = (StarDict) r;
            Object v = d.get(a[0]);
            if (v != null) {
                return v;
            }
            Object dflt = a.length == 2 ? a[1] : Starlark.NONE;
            d.put(a[0], dflt);
            t.allocate(StarDict.ENTRY_BYTES);
            return dflt;
        });
        DICT.put("update", (t, r, a, k) -> {
            if (a.length > 1) {
                throw new EvalException("update: got " + a.length + " arguments, want at most 1");
            }
            StarDict d = (StarDict) r;
            d.checkMutable("insert into");
            if (a.length == 1) {
                Builtins.update(t, "update", d, a[0]);
            }
            for (Map.Entry<String, Object> e : k.entrySet()) {
                d.put(e.getKey(), e.getValue());
            }
            t.allocate(StarDict.ENTRY_BYTES * k.size());
            return Starlark.NONE;
        });

        // ---- list
        LIST.put("append", (t, r, a, k) -> {
            Args.positional("append", a, k, 1, 1);
            StarList l = (StarList) r;
            l.checkMutable("append to");
            t.allocate(StarDict.ELEMENT_BYTES);
            l.elems.add(a[0]);
            return Starlark.NONE;
        });
        LIST.put("clear", (t, r, a, k) -> {
            Args.positional("clear", a, k, 0, 0);
            StarList l = (StarList) r;
            l.checkMutable("clear");
            l.elems.clear();
            return Starlark.NONE;
        });
        LIST.put("extend", (t, r, a, k) -> {
            Args.positional("extend", a, k, 1, 1);
            StarList l = (StarList) r;
            l.checkMutable("extend");
            List<Object> add = Builtins.elements(t, "extend", a[0]);
            l.elems.addAll(add);
            return Starlark.NONE;
        });
        LIST.put("index", (t, r, a, k) -> {
            Args.positional("index", a, k, 1, 3);
            StarList l = (StarList) r;
            int n = l.size();
            int start = a.length > 1 ? clampIndex(a[1], n, "index") : 0;
            int end = a.length > 2 ? clampIndex(a[2], n, "index") : n;
            for (int i = start; i < end; i++) {
                t.step();
                if (Starlark.equal(l.elems.get(i), a[0])) {
                    return StarInt.of(i);
                }
            }
            throw new EvalException("index: value not in list");
        });
        LIST.put("insert", (t, r, a, k) -> {
            Args.positional("insert", a, k, 2, 2);
            StarList l = (StarList) r;
            l.checkMutable("insert into");
            int i = clampIndex(a[0], l.size(), "insert");
            t.allocate(8);
            t.steps(l.size() - i);
            l.elems.add(i, a[1]);
            return Starlark.NONE;
        });
        LIST.put("pop", (t, r, a, k) -> {
            Args.positional("pop", a, k, 0, 1);
            StarList l = (StarList) r;
            int n = l.size();
            long i = a.length == 0 ? n - 1 : Args.clampedLong("pop", a[0], "index");
            if (i < 0) {
                i += n;
            }
            if (i < 0 || i >= n) {
                throw new EvalException("pop: index " + (a.length == 0 ? -1 : Starlark.str(a[0]))
                        + " out of range [" + -n + ":" + (n - 1) + "]");
            }
            l.checkMutable("pop from");
            return l.elems.remove((int) i);
        });
        LIST.put("remove", (t, r, a, k) -> {
            Args.positional("remove", a, k, 1, 1);
            StarList l = (StarList) r;
            l.checkMutable("remove from");
            for (int i = 0; i < l.size(); i++) {
                if (Starlark.equal(l.elems.get(i), a[0])) {
                    l.elems.remove(i);
                    return Starlark.NONE;
                }
            }
            throw new EvalException("remove: element not found");
        });

        // ---- bytes
        BYTES.put("elems", (t, r, a, k) -> {
            Args.positional("elems", a, k, 0, 0);
            return new StringIterable(((StarBytes) r).asByteString(), "elems", true);
        });

        StringMethods.register(STRING);
    }

    /** An index argument, negative counting from the end, clamped to {@code 0..n}. */
    static int clampIndex(Object x, int n, String fn) {
        long i = Args.clampedLong(fn, x, "index");
        if (i < 0) {
            i += n;
        }
        return (int) Math.max(0, Math.min(n, i));
    }

    static String lower(String s) {
        return ByteStrings.encode(ByteStrings.decode(s).toLowerCase(Locale.ROOT));
    }

    static String upper(String s) {
        return ByteStrings.encode(ByteStrings.decode(s).toUpperCase(Locale.ROOT));
    }
}
