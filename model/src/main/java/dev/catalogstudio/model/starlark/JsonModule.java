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
                    return new Decoder(t, s).value();
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
                    v = new Decoder(t, s).value();
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
                Object v = new Decoder(t, compact.toString()).value();
                return indent(t, v, p[1] == null ? "" : (String) p[1], p[2] == null ? "\t" : (String) p[2]);
            })));

    private static final int MAX_DEPTH = 200;

    private JsonModule() {
    }

    /**
     * The Starlark value of a JSON text (objects become dicts, arrays lists), counted against {@code t}'s budget.
     *
     * @param json the JSON text (Java text)
     * @throws EvalException "{@code json.decode: at offset N, …}" when it is not JSON
     */
    public static Object decode(StarlarkThread t, String json) {
        return new Decoder(t, Utf8.encode(json)).value();
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
                quote(out, Utf8.encode(names.get(i)));
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
        t.allocate(0);
        if (out.length() > 0) {
            t.checkAllocation(out.length());
        }
    }

    private static void quote(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); ) {
            long d = Utf8.decodeAt(s, i);
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

    /** A strict JSON parser producing Starlark values (objects as dicts, arrays as lists). */
    static final class Decoder {
        private final StarlarkThread t;
        private final String s;
        private int i;
        private int depth;

        Decoder(StarlarkThread t, String s) {
            this.t = t;
            this.s = s;
        }

        Object value() {
            Object v = parse();
            skip();
            if (i < s.length()) {
                throw fail("unexpected character " + Quote.describeChar(String.valueOf(s.charAt(i)))
                        + " after value");
            }
            return v;
        }

        private EvalException fail(String why) {
            return new EvalException("json.decode: at offset " + i + ", " + why);
        }

        private void skip() {
            while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\n'
                    || s.charAt(i) == '\r')) {
                i++;
            }
        }

        private Object parse() {
            t.step();
            skip();
            if (i >= s.length()) {
                throw fail("unexpected end of file");
            }
            char c = s.charAt(i);
            switch (c) {
                case '{': {
                    if (++depth > MAX_DEPTH) {
                        throw fail("nesting too deep");
                    }
                    i++;
                    var d = new StarDict();
                    skip();
                    if (i < s.length() && s.charAt(i) == '}') {
                        i++;
                        depth--;
                        return d;
                    }
                    while (true) {
                        skip();
                        if (i >= s.length()) {
                            throw fail("unexpected end of file");
                        }
                        if (s.charAt(i) != '"') {
                            throw fail("unexpected character " + Quote.describeChar(String.valueOf(s.charAt(i)))
                                    + ", want string literal");
                        }
                        String key = string();
                        skip();
                        if (i >= s.length() || s.charAt(i) != ':') {
                            throw fail("after object key, got " + (i >= s.length() ? "end of file"
                                    : "'" + s.charAt(i) + "'") + ", want ':' ");
                        }
                        i++;
                        Object v = parse();
                        if (d.get(key) != null) {
                            throw fail("object has duplicate key: " + Starlark.repr(key));
                        }
                        t.allocate(48);
                        d.put(key, v);
                        skip();
                        if (i < s.length() && s.charAt(i) == ',') {
                            i++;
                            continue;
                        }
                        if (i < s.length() && s.charAt(i) == '}') {
                            i++;
                            depth--;
                            return d;
                        }
                        throw fail(i >= s.length() ? "unexpected end of file" : "in object, got "
                                + Quote.describeChar(String.valueOf(s.charAt(i))) + ", want ',' or '}'");
                    }
                }
                case '[': {
                    if (++depth > MAX_DEPTH) {
                        throw fail("nesting too deep");
                    }
                    i++;
                    var elems = new ArrayList<Object>();
                    skip();
                    if (i < s.length() && s.charAt(i) == ']') {
                        i++;
                        depth--;
                        return new StarList(elems, true);
                    }
                    while (true) {
                        elems.add(parse());
                        t.allocate(8);
                        skip();
                        if (i < s.length() && s.charAt(i) == ',') {
                            i++;
                            continue;
                        }
                        if (i < s.length() && s.charAt(i) == ']') {
                            i++;
                            depth--;
                            return new StarList(elems, true);
                        }
                        throw fail(i >= s.length() ? "unexpected end of file" : "in array, got "
                                + Quote.describeChar(String.valueOf(s.charAt(i))) + ", want ',' or ']'");
                    }
                }
                case '"':
                    return string();
                case 't':
                    return literal("true", Boolean.TRUE);
                case 'f':
                    return literal("false", Boolean.FALSE);
                case 'n':
                    return literal("null", Starlark.NONE);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        return number();
                    }
                    throw fail("unexpected character " + Quote.describeChar(String.valueOf(c)));
            }
        }

        private Object literal(String word, Object v) {
            if (!s.startsWith(word, i)) {
                throw fail("invalid literal");
            }
            i += word.length();
            return v;
        }

        private Object number() {
            int start = i;
            int end = i;
            while (end < s.length() && "0123456789+-.eE".indexOf(s.charAt(end)) >= 0) {
                end++;
            }
            String token = s.substring(start, end);
            if (!token.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
                throw fail("invalid number: " + token);
            }
            if (s.charAt(i) == '-') {
                i++;
            }
            boolean isFloat = false;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c >= '0' && c <= '9') {
                    i++;
                } else if (c == '.' || c == 'e' || c == 'E' || ((c == '+' || c == '-') && isFloat)) {
                    isFloat = true;
                    i++;
                } else {
                    break;
                }
            }
            String text = s.substring(start, i);
            if (!text.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
                i = start;
                throw fail("invalid number: " + text);
            }
            t.steps(text.length());
            if (isFloat) {
                return Double.parseDouble(text);
            }
            return StarInt.of(new java.math.BigInteger(text));
        }

        private String string() {
            i++;
            var out = new StringBuilder();
            while (true) {
                if (i >= s.length()) {
                    throw fail("unclosed string literal");
                }
                char c = s.charAt(i++);
                if (c == '"') {
                    break;
                }
                if (c < 0x20) {
                    throw fail("control character in string");
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (i >= s.length()) {
                    throw fail("unexpected end of file in string");
                }
                char e = s.charAt(i++);
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        int cp = hex4();
                        if (Character.isHighSurrogate((char) cp) && s.startsWith("\\u", i)) {
                            int save = i;
                            i += 2;
                            int lo = hex4();
                            if (Character.isLowSurrogate((char) lo)) {
                                cp = Character.toCodePoint((char) cp, (char) lo);
                            } else {
                                i = save;
                            }
                        }
                        out.append(Utf8.ofCodePoint(cp));
                    }
                    default -> throw fail("invalid escape '\\" + e + "'");
                }
            }
            t.allocate(out.length());
            return out.toString();
        }

        private int hex4() {
            if (i + 4 > s.length()) {
                throw fail("incomplete \\u escape");
            }
            try {
                int v = Integer.parseInt(s.substring(i, i + 4), 16);
                i += 4;
                return v;
            } catch (NumberFormatException ex) {
                throw fail("invalid \\u escape");
            }
        }
    }
}
