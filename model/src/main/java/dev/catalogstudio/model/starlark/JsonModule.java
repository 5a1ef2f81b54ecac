package dev.catalogstudio.model.starlark;

import java.util.ArrayList;
import java.util.Map;

/**
 * The {@code json} module of starlark-go ({@code encode}, {@code decode}, {@code indent}, {@code encode_indent}):
 * conversion between Starlark values and JSON text. The metaSKILL host uses the same conversion for inputs and
 * results.
 */
public final class JsonModule {

    /** The module value, for {@code load("json.star", "json")} or as a predeclared name. */
    public static final StarModule MODULE = new StarModule("json", Map.of(
            "encode", new Builtin("json.encode", (t, r, a, k) -> {
                Args.positional("json.encode", a, k, 1, 1);
                return encode(t, a[0]);
            }),
            "decode", new Builtin("json.decode", (t, r, a, k) -> {
                for (String key : k.keySet()) {
                    if (!key.equals("default")) {
                        throw new EvalException("json.decode: unexpected keyword argument " + key);
                    }
                }
                Object[] p = Args.unpack("json.decode", a, k, "x", "default?");
                String s = Args.string("json.decode", p[0], "x");
                try {
                    return new JsonDecoder(t, s).value();
                } catch (EvalException e) {
                    if (p[1] != null) {
                        return p[1];
                    }
                    throw e;
                }
            }),
            "indent", new Builtin("json.indent", (t, r, a, k) -> {
                Object[] p = Args.unpack("json.indent", a, k, "str", "prefix?", "indent?");
                String s = Args.string("json.indent", p[0], "str");
                Object v;
                try {
                    v = new JsonDecoder(t, s).value();
                } catch (EvalException e) {
                    throw new EvalException("json.indent: invalid character or structure: "
                            + e.getMessage().replaceFirst("^json\\.decode: ", ""));
                }
                return indent(t, v, p[1] == null ? "" : (String) p[1], p[2] == null ? "\t" : (String) p[2]);
            }),
            "encode_indent", new Builtin("json.encode_indent", (t, r, a, k) -> {
                if (a.length != 1) {
                    throw new EvalException("json.encode_indent: got " + a.length + " arguments, want 1");
                }
                Object[] p = Args.unpack("json.encode_indent", new Object[] {a[0]}, k, "x", "prefix?", "indent?");
                var compact = new StringBuilder();
                try {
                    encode(t, compact, p[0], 0);
                } catch (EvalException e) {
                    throw new EvalException("json.encode_indent: " + e.getMessage());
                }
                Object v = new JsonDecoder(t, compact.toString()).value();
                return indent(t, v, p[1] == null ? "" : (String) p[1], p[2] == null ? "\t" : (String) p[2]);
            })));

    static final int MAX_DEPTH = 200;

    private JsonModule() {
    }

    /**
     * The Starlark value of a JSON text (objects become dicts, arrays lists), counted against {@code t}'s budget.
     *
     * @param json the JSON text (Java text)
     * @throws EvalException "{@code json.decode: at offset N, …}" when it is not JSON
     */
    public static Object decode(StarlarkThread t, String json) {
        return new JsonDecoder(t, ByteStrings.encode(json)).value();
    }

    /** The compact JSON of {@code x}, as a Starlark string. */
    public static String encode(StarlarkThread t, Object x) {
        var out = new StringBuilder();
        try {
            encode(t, out, x, 0);
        } catch (EvalException e) {
            throw new EvalException("json.encode: " + e.getMessage());
        }
        return out.toString();
    }

    private static final ThreadLocal<java.util.IdentityHashMap<Object, Boolean>> PATH =
            ThreadLocal.withInitial(java.util.IdentityHashMap::new);

    static void encode(StarlarkThread t, StringBuilder out, Object x, int depth) {
        if (depth > MAX_DEPTH) {
            throw new EvalException("nesting too deep");
        }
        boolean container = x instanceof StarList || x instanceof StarTuple || x instanceof StarDict
                || x instanceof HostValue;
        var path = PATH.get();
        if (container && path.put(x, Boolean.TRUE) != null) {
            throw new EvalException("cycle in JSON structure");
        }
        try {
            encodeValue(t, out, x, depth);
        } finally {
            if (container) {
                path.remove(x);
            }
        }
    }

    private static void encodeValue(StarlarkThread t, StringBuilder out, Object x, int depth) {
        t.step();
        if (x == Starlark.NONE) {
            out.append("null");
        } else if (x instanceof Boolean b) {
            out.append(b ? "true" : "false");
        } else if (x instanceof StarInt i) {
            out.append(i);
        } else if (x instanceof Double d) {
            if (!Double.isFinite(d)) {
                throw new EvalException("cannot encode non-finite float " + Formatting.floatToString(d, 'g'));
            }
            String g = Formatting.floatToString(d, 'g');
            out.append(g);
        } else if (x instanceof String s) {
            quote(out, s);
        } else if (x instanceof StarList || x instanceof StarTuple) {
            Object[] elems = x instanceof StarList l ? l.elems.toArray() : ((StarTuple) x).elems;
            out.append('[');
            for (int i = 0; i < elems.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                try {
                    encode(t, out, elems[i], depth + 1);
                } catch (EvalException e) {
                    throw new EvalException("at " + Starlark.type(x) + " index " + i + ": " + e.getMessage());
                }
            }
            out.append(']');
        } else if (x instanceof HostValue h && !h.fieldNames().isEmpty()) {
            var names = new ArrayList<>(h.fieldNames());
            names.sort(null);
            out.append('{');
            for (int i = 0; i < names.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                quote(out, ByteStrings.encode(names.get(i)));
                out.append(':');
                try {
                    encode(t, out, h.field(names.get(i)), depth + 1);
                } catch (EvalException e) {
                    throw new EvalException("in field ." + names.get(i) + ": " + e.getMessage());
                }
            }
            out.append('}');
        } else if (x instanceof StarDict d) {
            var keys = new ArrayList<String>();
            for (Object k : d.map.keySet()) {
                if (!(k instanceof String s)) {
                    throw new EvalException("dict has " + Starlark.type(Starlark.unwrapKey(k))
                            + " key, want string");
                }
                keys.add(s);
            }
            keys.sort(null);
            out.append('{');
            for (int i = 0; i < keys.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                quote(out, keys.get(i));
                out.append(':');
                try {
                    encode(t, out, d.map.get(keys.get(i)), depth + 1);
                } catch (EvalException e) {
                    throw new EvalException("in dict key " + Starlark.repr(keys.get(i)) + ": " + e.getMessage());
                }
            }
            out.append('}');
        } else if (Starlark.isIterable(x)) {
            var list = new StarList(Builtins.elements(t, "json.encode", x));
            encode(t, out, list, depth);
        } else {
            throw new EvalException("cannot encode " + Starlark.type(x) + " as JSON");
        }
        t.steps(1);
        if (out.length() > 0) {
            t.checkAllocation(out.length());
        }
    }

    private static void quote(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); ) {
            long d = ByteStrings.decodeAt(s, i);
            int cp = (int) (d >>> 32);
            int w = (int) d;
            switch (cp) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (cp < 0x20 || cp == 0x7f) {
                        out.append(String.format("\\u%04x", cp));
                    } else if (cp == 0xFFFD && w == 1) {
                        out.append("\\ufffd");
                    } else if (cp == 0x2028 || cp == 0x2029) {
                        out.append(String.format("\\u%04x", cp));
                    } else {
                        out.append(s, i, i + w);
                    }
                }
            }
            i += w;
        }
        out.append('"');
    }

    private static String indent(StarlarkThread t, Object v, String prefix, String indent) {
        var out = new StringBuilder();
        indent(t, out, v, prefix, indent, 0);
        return out.toString();
    }

    private static void indent(StarlarkThread t, StringBuilder out, Object v, String prefix, String unit, int level) {
        if (level > MAX_DEPTH) {
            throw new EvalException("json.indent: nesting too deep");
        }
        if (v instanceof StarList || v instanceof StarTuple) {
            Object[] elems = v instanceof StarList l ? l.elems.toArray() : ((StarTuple) v).elems;
            if (elems.length == 0) {
                out.append("[]");
                return;
            }
            out.append('[');
            for (int i = 0; i < elems.length; i++) {
                out.append(i > 0 ? "," : "").append('\n').append(prefix).append(unit.repeat(level + 1));
                indent(t, out, elems[i], prefix, unit, level + 1);
            }
            out.append('\n').append(prefix).append(unit.repeat(level)).append(']');
        } else if (v instanceof StarDict d) {
            if (d.size() == 0) {
                out.append("{}");
                return;
            }
            var keys = new ArrayList<String>();
            for (Object k : d.map.keySet()) {
                if (!(k instanceof String s)) {
                    throw new EvalException("json.encode: dict has non-string key");
                }
                keys.add(s);
            }
            keys.sort(null);
            out.append('{');
            for (int i = 0; i < keys.size(); i++) {
                out.append(i > 0 ? "," : "").append('\n').append(prefix).append(unit.repeat(level + 1));
                quote(out, keys.get(i));
                out.append(": ");
                indent(t, out, d.map.get(keys.get(i)), prefix, unit, level + 1);
            }
            out.append('\n').append(prefix).append(unit.repeat(level)).append('}');
        } else {
            encode(t, out, v, 0);
        }
    }
}
