package dev.catalogstudio.model.starlark;

import java.util.ArrayList;

/**
 * A strict JSON parser producing Starlark values (objects as dicts, arrays as lists), for {@code json.decode} and
 * {@code json.indent}: nesting bounded by {@link JsonModule#MAX_DEPTH}, every value counted against the thread's
 * budget, errors worded as starlark-go's ("json.decode: at offset N, …", offsets 0-based in bytes of the string).
 */
final class JsonDecoder {
    private final StarlarkThread t;
    private final String s;
    private int i;
    private int depth;

    JsonDecoder(StarlarkThread t, String s) {
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
                if (++depth > JsonModule.MAX_DEPTH) {
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
                    t.allocate(StarDict.ENTRY_BYTES);
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
                if (++depth > JsonModule.MAX_DEPTH) {
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
                    t.allocate(StarDict.ELEMENT_BYTES);
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
        if (!isFloat && StarInt.tooManyDigits(text.length() - (text.startsWith("-") ? 1 : 0)) != null) {
            i = start;
            throw fail("invalid number: " + StarInt.tooManyDigits(text.length() - (text.startsWith("-") ? 1 : 0)));
        }
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
                    out.append(ByteStrings.ofCodePoint(cp));
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
