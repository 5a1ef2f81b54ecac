package dev.catalogstudio.model.starlark;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Map;

/**
 * Number and string formatting: {@code str} of floats, the {@code %} operator (starlark-spec.md "String
 * interpolation") and {@code str.format} ("string·format"), with starlark-go's messages.
 */
final class Formatting {

    private Formatting() {
    }

    /**
     * A float as starlark-go writes it: {@code 'g'} is the shortest form that reads back the same value, with a
     * {@code .0} added when it would look like an int; {@code 'e'} and {@code 'f'} use 6 digits of precision;
     * {@code +inf}, {@code -inf}, {@code nan} for the non-finite values.
     */
    static String floatToString(double d, char conv) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "+inf" : "-inf";
        }
        boolean upper = Character.isUpperCase(conv);
        String s = switch (Character.toLowerCase(conv)) {
            case 'g' -> {
                String g = shortestG(d);
                yield g.indexOf('e') < 0 && g.indexOf('.') < 0 ? g + ".0" : g;
            }
            case 'e' -> fixedE(d);
            default -> fixedF(d);
        };
        return upper ? s.toUpperCase(java.util.Locale.ROOT) : s;
    }

    /** Go's {@code FormatFloat(d, 'g', -1, 64)}: shortest digits, exponent form when exp < -4 or exp >= 6. */
    private static String shortestG(double d) {
        String sign = d < 0 || (d == 0 && 1 / d < 0) ? "-" : "";
        if (d == 0) {
            return sign + "0";
        }
        BigDecimal bd = new BigDecimal(Double.toString(Math.abs(d))).stripTrailingZeros();
        String digits = bd.unscaledValue().toString();
        int exp = digits.length() - 1 - bd.scale();
        if (exp < -4 || exp >= 6) {
            var m = new StringBuilder(digits.substring(0, 1));
            if (digits.length() > 1) {
                m.append('.').append(digits, 1, digits.length());
            }
            return sign + m + exponent(exp);
        }
        return sign + bd.toPlainString();
    }

    private static String exponent(int exp) {
        String e = Integer.toString(Math.abs(exp));
        return "e" + (exp < 0 ? "-" : "+") + (e.length() < 2 ? "0" + e : e);
    }

    private static String fixedE(double d) {
        String sign = d < 0 || (d == 0 && 1 / d < 0) ? "-" : "";
        if (d == 0) {
            return sign + "0.000000e+00";
        }
        BigDecimal bd = new BigDecimal(Math.abs(d)).round(new MathContext(7, RoundingMode.HALF_EVEN));
        String digits = bd.unscaledValue().toString();
        int exp = digits.length() - 1 - bd.scale();
        while (digits.length() < 7) {
            digits = digits + "0";
        }
        return sign + digits.charAt(0) + "." + digits.substring(1, 7) + exponent(exp);
    }

    private static String fixedF(double d) {
        String sign = d < 0 || (d == 0 && 1 / d < 0) ? "-" : "";
        return sign + new BigDecimal(Math.abs(d)).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** {@code format % x} (starlark-spec.md "String interpolation"). */
    static String interpolate(StarlarkThread thread, String format, Object x) {
        var out = new StringBuilder();
        int index = 0;
        int nargs = x instanceof StarTuple t ? t.size() : 1;
        int i = 0;
        while (true) {
            int pct = format.indexOf('%', i);
            if (pct < 0) {
                out.append(format, i, format.length());
                break;
            }
            out.append(format, i, pct);
            i = pct + 1;
            if (i < format.length() && format.charAt(i) == '%') {
                out.append('%');
                i++;
                continue;
            }
            Object arg;
            if (i < format.length() && format.charAt(i) == '(') {
                int close = format.indexOf(')', i + 1);
                if (close < 0) {
                    throw new EvalException("incomplete format key");
                }
                String key = format.substring(i + 1, close);
                if (!(x instanceof StarDict dict)) {
                    throw new EvalException("format requires a mapping");
                }
                arg = dict.get(key);
                if (arg == null) {
                    throw new EvalException("key not found: " + key);
                }
                i = close + 1;
            } else {
                if (index >= nargs) {
                    throw new EvalException("not enough arguments for format string");
                }
                arg = x instanceof StarTuple t ? t.get(index) : x;
            }
            if (i >= format.length()) {
                throw new EvalException("incomplete format");
            }
            char c = format.charAt(i);
            switch (c) {
                case 's', 'r' -> out.append(c == 's' ? Starlark.str(arg) : Starlark.repr(arg));
                case 'd', 'i', 'o', 'x', 'X' -> {
                    StarInt n;
                    if (arg instanceof StarInt si) {
                        n = si;
                    } else if (arg instanceof Boolean) {
                        throw new EvalException("%" + c + " format requires integer: cannot convert bool to int");
                    } else if (arg instanceof Double dd) {
                        n = Starlark.fromDouble(dd);
                    } else {
                        throw new EvalException("%" + c + " format requires integer: " + Starlark.type(arg));
                    }
                    out.append(switch (c) {
                        case 'o' -> n.toString(8);
                        case 'x' -> n.toString(16);
                        case 'X' -> n.toString(16).toUpperCase(java.util.Locale.ROOT);
                        default -> n.toString();
                    });
                }
                case 'e', 'f', 'g', 'E', 'F', 'G' -> {
                    double f;
                    if (arg instanceof Double dd) {
                        f = dd;
                    } else if (arg instanceof StarInt si) {
                        f = Starlark.toDouble(si);
                    } else {
                        throw new EvalException("%" + c + " format requires float, not " + Starlark.type(arg));
                    }
                    out.append(floatToString(f, c));
                }
                case 'c' -> {
                    if (arg instanceof StarInt si) {
                        int cp = si.toIntOr(-1);
                        if (cp < 0 || cp > 0x10FFFF) {
                            throw new EvalException("%c format requires a valid Unicode code point, got " + si);
                        }
                        out.append(ByteStrings.ofCodePoint(cp));
                    } else if (arg instanceof String s) {
                        if (s.isEmpty() || (int) ByteStrings.decodeAt(s, 0) != s.length()) {
                            throw new EvalException("%c format requires a single-character string");
                        }
                        out.append(s);
                    } else {
                        throw new EvalException("%c format requires int or single-character string, not "
                                + Starlark.type(arg));
                    }
                }
                default -> throw new EvalException("unknown conversion %" + ByteStrings.decode(String.valueOf(c)));
            }
            thread.allocate(out.length());
            i++;
            index++;
        }
        if (index < nargs && !(x instanceof StarDict)) {
            throw new EvalException("too many arguments for format string");
        }
        return out.toString();
    }

    /** {@code format.format(*args, **kwargs)} (starlark-spec.md "string·format"). */
    static String format(StarlarkThread thread, String format, Object[] args, Map<String, Object> kwargs) {
        var out = new StringBuilder();
        int index = 0;
        boolean auto = false;
        boolean manual = false;
        while (true) {
            int brace = format.indexOf('{');
            String literal = brace >= 0 ? format.substring(0, brace) : format;
            while (true) {
                int j = literal.indexOf('}');
                if (j < 0) {
                    out.append(literal);
                    break;
                }
                if (literal.length() == j + 1 || literal.charAt(j + 1) != '}') {
                    throw new EvalException("format: single '}' in format");
                }
                out.append(literal, 0, j + 1);
                literal = literal.substring(j + 2);
            }
            if (brace < 0) {
                break;
            }
            if (brace + 1 < format.length() && format.charAt(brace + 1) == '{') {
                out.append('{');
                format = format.substring(brace + 2);
                continue;
            }
            format = format.substring(brace + 1);
            int close = format.indexOf('}');
            if (close < 0) {
                throw new EvalException("format: unmatched '{' in format");
            }
            String field = format.substring(0, close);
            format = format.substring(close + 1);
            String conv = "s";
            String spec = "";
            String name;
            int bang = field.indexOf('!');
            if (bang < 0) {
                int colon = field.indexOf(':');
                name = colon < 0 ? field : field.substring(0, colon);
                spec = colon < 0 ? "" : field.substring(colon + 1);
            } else {
                name = field.substring(0, bang);
                String rest = field.substring(bang + 1);
                int colon = rest.indexOf(':');
                conv = colon < 0 ? rest : rest.substring(0, colon);
                spec = colon < 0 ? "" : rest.substring(colon + 1);
            }
            Object arg;
            if (name.isEmpty()) {
                if (manual) {
                    throw new EvalException("format: cannot switch from manual field specification to automatic "
                            + "field numbering");
                }
                auto = true;
                if (index >= args.length) {
                    throw new EvalException("format: tuple index out of range");
                }
                arg = args[index++];
            } else if (name.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                if (auto) {
                    throw new EvalException("format: cannot switch from automatic field numbering to manual field "
                            + "specification");
                }
                manual = true;
                java.math.BigInteger big = new java.math.BigInteger(name);
                int num = big.bitLength() < 31 ? big.intValue() : Integer.MAX_VALUE;
                if (num >= args.length) {
                    throw new EvalException("format: tuple index out of range");
                }
                arg = args[num];
            } else {
                arg = kwargs.get(name);
                if (arg == null) {
                    if (name.contains(".")) {
                        throw new EvalException("format: attribute syntax x.y is not supported in replacement "
                                + "fields: " + name);
                    }
                    if (name.contains("[")) {
                        throw new EvalException("format: element syntax a[i] is not supported in replacement "
                                + "fields: " + name);
                    }
                    if (name.contains("{")) {
                        throw new EvalException("format: nested replacement fields not supported");
                    }
                    throw new EvalException("format: keyword " + name + " not found");
                }
            }
            if (!spec.isEmpty()) {
                throw new EvalException("format spec features not supported in replacement fields: " + spec);
            }
            switch (conv) {
                case "s" -> out.append(Starlark.str(arg));
                case "r" -> out.append(Starlark.repr(arg));
                default -> throw new EvalException("format: unknown conversion \"" + conv + "\"");
            }
            thread.allocate(out.length());
        }
        return out.toString();
    }
}
