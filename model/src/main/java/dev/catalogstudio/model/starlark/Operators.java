package dev.catalogstudio.model.starlark;

import java.util.ArrayList;
import java.util.Map;

/** The operators (starlark-spec.md "Unary operators", "Binary operators", "Index expressions", "Slice expressions"). */
final class Operators {

    /** The largest shift count accepted, as in starlark-go. */
    private static final int MAX_SHIFT = 512;

    private Operators() {
    }

    static Object unary(TokenKind op, Object x) {
        switch (op) {
            case NOT:
                return !Starlark.truth(x);
            case MINUS:
                if (x instanceof StarInt i) {
                    return i.negate();
                }
                if (x instanceof Double d) {
                    return -d;
                }
                break;
            case PLUS:
                if (x instanceof StarInt || x instanceof Double) {
                    return x;
                }
                break;
            case TILDE:
                if (x instanceof StarInt i) {
                    return i.not();
                }
                break;
            default:
                break;
        }
        throw new EvalException("unknown unary op: " + op.text() + Starlark.type(x));
    }

    static Object binary(StarlarkThread t, TokenKind op, Object x, Object y) {
        switch (op) {
            case EQL:
                return Starlark.equal(x, y);
            case NEQ:
                return !Starlark.equal(x, y);
            case LT:
                return compare(x, y, op) < 0;
            case GT:
                return compare(x, y, op) > 0;
            case LE:
                return compare(x, y, op) <= 0;
            case GE:
                return compare(x, y, op) >= 0;
            case IN:
                return contains(y, x);
            case NOT_IN:
                return !contains(y, x);
            default:
                break;
        }
        if (x instanceof StarInt a && y instanceof StarInt b) {
            return intOp(t, op, a, b);
        }
        if ((x instanceof StarInt || x instanceof Double) && (y instanceof StarInt || y instanceof Double)) {
            Object r = floatOp(op, toFloat(x), toFloat(y));
            if (r != null) {
                return r;
            }
        }
        switch (op) {
            case PLUS -> {
                if (x instanceof String a && y instanceof String b) {
                    t.allocate((long) a.length() + b.length());
                    return a.concat(b);
                }
                if (x instanceof StarList a && y instanceof StarList b) {
                    t.allocate(8L * (a.size() + b.size()));
                    var elems = new ArrayList<Object>(a.elems);
                    elems.addAll(b.elems);
                    return new StarList(elems, true);
                }
                if (x instanceof StarTuple a && y instanceof StarTuple b) {
                    t.allocate(8L * (a.size() + b.size()));
                    var elems = new Object[a.size() + b.size()];
                    System.arraycopy(a.elems, 0, elems, 0, a.size());
                    System.arraycopy(b.elems, 0, elems, a.size(), b.size());
                    return StarTuple.adopt(elems);
                }
                if (x instanceof StarBytes a && y instanceof StarBytes b) {
                    t.allocate((long) a.length() + b.length());
                    return new StarBytes(ByteStrings.bytes(a.asByteString() + b.asByteString()));
                }
            }
            case STAR -> {
                if (y instanceof StarInt n && !(x instanceof StarInt)) {
                    Object r = repeat(t, x, n);
                    if (r != null) {
                        return r;
                    }
                }
                if (x instanceof StarInt n && !(y instanceof StarInt)) {
                    Object r = repeat(t, y, n);
                    if (r != null) {
                        return r;
                    }
                }
            }
            case PERCENT -> {
                if (x instanceof String format) {
                    return Formatting.interpolate(t, format, y);
                }
            }
            case PIPE -> {
                if (x instanceof StarDict a && y instanceof StarDict b) {
                    var d = new StarDict();
                    d.map.putAll(a.map);
                    d.map.putAll(b.map);
                    t.allocate(StarDict.ENTRY_BYTES * d.size());
                    return d;
                }
                if (x instanceof StarSet a && y instanceof StarSet b) {
                    return Sets.union(t, a, b);
                }
            }
            case AMP -> {
                if (x instanceof StarSet a && y instanceof StarSet b) {
                    return Sets.intersection(t, a, b);
                }
            }
            case CIRCUMFLEX -> {
                if (x instanceof StarSet a && y instanceof StarSet b) {
                    return Sets.symmetricDifference(t, a, b);
                }
            }
            case MINUS -> {
                if (x instanceof StarSet a && y instanceof StarSet b) {
                    return Sets.difference(t, a, b);
                }
            }
            default -> {
            }
        }
        if (y instanceof HostValue h) {
            Object r = h.binaryRight(op, x);
            if (r != null) {
                return r;
            }
        }
        throw new EvalException("unknown binary op: " + Starlark.type(x) + " " + op.text() + " "
                + Starlark.type(y));
    }

    private static int compare(Object x, Object y, TokenKind op) {
        if (x instanceof StarSet a && y instanceof StarSet b) {
            return Sets.compare(a, b, op);
        }
        try {
            return Starlark.compare(x, y);
        } catch (EvalException e) {
            if (!e.getMessage().endsWith("not implemented")) {
                throw e;
            }
            throw new EvalException(Starlark.type(x) + " " + op.text() + " " + Starlark.type(y) + " not implemented");
        }
    }

    /**
     * The steps charged, before it starts, for multiplying or dividing big ints: the product of their lengths in
     * 32-bit words over 64 (schoolbook work; Java's faster algorithms only make this generous), so repeated squaring
     * stops at the step budget instead of running one multiplication for minutes.
     */
    private static long work(StarInt a, StarInt b) {
        if (a.isSmall() && b.isSmall()) {
            return 0;
        }
        return ((a.bitLength() >> 5) + 1L) * ((b.bitLength() >> 5) + 1L) >> 6;
    }

    /** The steps charged for dividing big ints: the divisor's length times the quotient's, in words, over 64. */
    private static long divisionWork(StarInt a, StarInt b) {
        if (a.isSmall() && b.isSmall()) {
            return 0;
        }
        long wa = (a.bitLength() >> 5) + 1L;
        long wb = (b.bitLength() >> 5) + 1L;
        return Math.max(1, wa - wb + 1) * wb >> 6;
    }

    private static double toFloat(Object x) {
        return x instanceof Double d ? d : Starlark.toDouble((StarInt) x);
    }

    private static Object intOp(StarlarkThread t, TokenKind op, StarInt a, StarInt b) {
        StarInt r;
        switch (op) {
            case PLUS -> r = a.add(b);
            case MINUS -> r = a.subtract(b);
            case STAR -> {
                t.allocate((a.bitLength() + b.bitLength()) / 8);
                t.steps(work(a, b));
                r = a.multiply(b);
            }
            case SLASH -> {
                if (b.signum() == 0) {
                    throw new EvalException("floating-point division by zero");
                }
                double fa = Starlark.toDouble(a);
                double fb = Starlark.toDouble(b);
                return fa / fb;
            }
            case SLASHSLASH -> {
                if (b.signum() == 0) {
                    throw new EvalException("floored division by zero");
                }
                t.steps(divisionWork(a, b));
                r = a.floorDiv(b);
            }
            case PERCENT -> {
                if (b.signum() == 0) {
                    throw new EvalException("integer modulo by zero");
                }
                t.steps(divisionWork(a, b));
                r = a.floorMod(b);
            }
            case AMP -> r = a.and(b);
            case PIPE -> r = a.or(b);
            case CIRCUMFLEX -> r = a.xor(b);
            case LTLT, GTGT -> {
                if (b.signum() < 0) {
                    throw new EvalException("negative shift count: " + b);
                }
                int n = b.toIntOr(Integer.MAX_VALUE);
                if (op == TokenKind.LTLT) {
                    if (n >= MAX_SHIFT) {
                        throw new EvalException("shift count too large: " + b);
                    }
                    t.allocate((a.bitLength() + n) / 8);
                    r = a.shiftLeft(n);
                } else {
                    r = a.shiftRight(Math.min(n, Integer.MAX_VALUE - 1));
                }
            }
            default -> throw new EvalException("unknown binary op: int " + op.text() + " int");
        }
        if (!r.isSmall()) {
            t.allocate(r.bitLength() / 8);
        }
        return r;
    }

    private static Object floatOp(TokenKind op, double a, double b) {
        switch (op) {
            case PLUS:
                return a + b;
            case MINUS:
                return a - b;
            case STAR:
                return a * b;
            case SLASH:
                if (b == 0) {
                    throw new EvalException("floating-point division by zero");
                }
                return a / b;
            case SLASHSLASH:
                if (b == 0) {
                    throw new EvalException("floored division by zero");
                }
                return Math.floor(a / b);
            case PERCENT: {
                if (b == 0) {
                    throw new EvalException("floating-point modulo by zero");
                }
                double m = a % b;
                if (m != 0 && (m < 0) != (b < 0)) {
                    m += b;
                }
                return m == 0 ? Math.copySign(0.0, b) : m;
            }
            default:
                return null;
        }
    }

    private static Object repeat(StarlarkThread t, Object x, StarInt n) {
        long count = n.signum() <= 0 ? 0 : n.isSmall() ? n.small() : Long.MAX_VALUE;
        long unit;
        if (x instanceof String s) {
            unit = s.length();
        } else if (x instanceof StarBytes b) {
            unit = b.length();
        } else if (x instanceof StarList l) {
            unit = l.size();
        } else if (x instanceof StarTuple tu) {
            unit = tu.size();
        } else {
            return null;
        }
        if (count > Integer.MAX_VALUE) {
            throw new EvalException("repeat count " + n + " too large");
        }
        if (count > 0 && unit > 0 && unit * count >= 1L << 30) {
            throw new EvalException("excessive repeat (" + unit + " * " + count + " elements)");
        }
        long size = unit * count;
        t.allocate(x instanceof String || x instanceof StarBytes ? size : 8 * size);
        int c = (int) count;
        if (x instanceof String s) {
            return s.repeat(c);
        }
        if (x instanceof StarBytes b) {
            return new StarBytes(ByteStrings.bytes(b.asByteString().repeat(c)));
        }
        Object[] unitElems = x instanceof StarList l ? l.elems.toArray() : ((StarTuple) x).elems;
        var out = new Object[(int) size];
        for (int i = 0; i < c; i++) {
            System.arraycopy(unitElems, 0, out, i * unitElems.length, unitElems.length);
        }
        return x instanceof StarList ? new StarList(new ArrayList<>(java.util.Arrays.asList(out)), true)
                : StarTuple.adopt(out);
    }

    /** {@code x in container}. */
    static boolean contains(Object container, Object x) {
        if (container instanceof StarList l) {
            for (Object e : l.elems) {
                if (Starlark.equal(e, x)) {
                    return true;
                }
            }
            return false;
        }
        if (container instanceof StarTuple tu) {
            for (Object e : tu.elems) {
                if (Starlark.equal(e, x)) {
                    return true;
                }
            }
            return false;
        }
        if (container instanceof StarDict d) {
            if (x instanceof StarList || x instanceof StarDict || x instanceof StarSet) {
                return false;
            }
            return d.get(x) != null;
        }
        if (container instanceof StarSet s) {
            return s.contains(x);
        }
        if (container instanceof String s) {
            if (!(x instanceof String needle)) {
                throw new EvalException("'in <string>' requires string as left operand, not " + Starlark.type(x));
            }
            return s.contains(needle);
        }
        if (container instanceof StarBytes b) {
            if (x instanceof StarBytes needle) {
                return b.asByteString().contains(needle.asByteString());
            }
            if (x instanceof StarInt i) {
                int v = i.toIntOr(-1);
                if (v < 0 || v > 255) {
                    throw new EvalException("int in bytes: " + i + " out of range");
                }
                return b.asByteString().indexOf((char) v) >= 0;
            }
            throw new EvalException("'in bytes' requires bytes or int as left operand, not " + Starlark.type(x));
        }
        if (container instanceof StarRange r) {
            if (x instanceof Double d && d == Math.rint(d) && Math.abs(d) < 9.0e18) {
                x = StarInt.of((long) (double) d);
            } else if (x instanceof Double) {
                return false;
            }
            if (!(x instanceof StarInt i)) {
                throw new EvalException("'in <range>' requires integer as left operand, not " + Starlark.type(x));
            }
            if (!i.isSmall()) {
                return false;
            }
            long v = i.small();
            if (r.length == 0) {
                return false;
            }
            long last = r.at(r.length - 1);
            boolean inBounds = r.step > 0 ? v >= r.start && v <= last : v <= r.start && v >= last;
            return inBounds && (v - r.start) % r.step == 0;
        }
        throw new EvalException("unknown binary op: " + Starlark.type(x) + " in " + Starlark.type(container));
    }

    static Object index(StarlarkThread t, Object x, Object key) {
        if (x instanceof StarDict d) {
            Object v = d.get(key);
            if (v == null) {
                throw new EvalException("key " + Starlark.repr(key) + " not in dict");
            }
            return v;
        }
        if (x instanceof StarList l) {
            return l.elems.get(Eval.index(key, l.size(), x));
        }
        if (x instanceof StarTuple tu) {
            return tu.elems[Eval.index(key, tu.size(), x)];
        }
        if (x instanceof String s) {
            return String.valueOf(s.charAt(Eval.index(key, s.length(), x)));
        }
        if (x instanceof StarBytes b) {
            return new StarBytes(new byte[] {b.array()[Eval.index(key, b.length(), x)]});
        }
        if (x instanceof StringIterable si && si.method.startsWith("elem")) {
            char c = si.s.charAt(Eval.index(key, si.s.length(), x));
            return si.method.equals("elems") && !si.ofBytes ? (Object) String.valueOf(c) : StarInt.of(c);
        }
        if (x instanceof StarRange r) {
            int n = r.length > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) r.length;
            return StarInt.of(r.at(Eval.index(key, n, x)));
        }
        throw new EvalException("unhandled index operation " + Starlark.type(x) + "[" + Starlark.type(key) + "]");
    }

    static Object slice(StarlarkThread t, Object x, Object lo, Object hi, Object stepValue) {
        long n = Starlark.len(x);
        if (n < 0 || x instanceof StarDict || x instanceof StarSet) {
            throw new EvalException("invalid slice operand " + Starlark.type(x));
        }
        long step = 1;
        if (stepValue != Starlark.NONE) {
            if (!(stepValue instanceof StarInt s)) {
                throw new EvalException("invalid slice step: got " + Starlark.type(stepValue) + ", want int");
            }
            step = s.isSmall() ? s.small() : s.signum() * Long.MAX_VALUE;
            if (step == 0) {
                throw new EvalException("zero is not a valid slice step");
            }
        }
        long start;
        long end;
        if (step > 0) {
            start = bound(lo, n, 0, 0, n, "start");
            end = bound(hi, n, n, 0, n, "end");
        } else {
            start = bound(lo, n, n - 1, -1, n - 1, "start");
            end = bound(hi, n, -1, -1, n - 1, "end");
        }
        long count = step > 0 ? (start < end ? (end - start - 1) / step + 1 : 0)
                : (start > end ? (start - end - 1) / -step + 1 : 0);
        if (x instanceof StarRange r) {
            if (count == 0) {
                return new StarRange(0, 0, 1);
            }
            long first = r.at(start);
            long newStep = r.step * step;
            return new StarRange(first, first + newStep * count, newStep);
        }
        t.allocate(count * (x instanceof String || x instanceof StarBytes ? 1L : 8L));
        int c = (int) count;
        if (x instanceof String s) {
            if (step == 1) {
                return s.substring((int) start, (int) start + c);
            }
            var sb = new StringBuilder(c);
            for (int k = 0; k < c; k++) {
                sb.append(s.charAt((int) (start + k * step)));
            }
            return sb.toString();
        }
        if (x instanceof StarBytes b) {
            var out = new byte[c];
            for (int k = 0; k < c; k++) {
                out[k] = b.array()[(int) (start + k * step)];
            }
            return new StarBytes(out);
        }
        Object[] elems = x instanceof StarList l ? l.elems.toArray() : ((StarTuple) x).elems;
        var out = new Object[c];
        for (int k = 0; k < c; k++) {
            out[k] = elems[(int) (start + k * step)];
        }
        return x instanceof StarList ? new StarList(new ArrayList<>(java.util.Arrays.asList(out)), true)
                : StarTuple.adopt(out);
    }

    /** A slice bound: {@code None} gives {@code dflt}; negatives count from the end; the result is clamped. */
    private static long bound(Object v, long n, long dflt, long min, long max, String which) {
        if (v == Starlark.NONE) {
            return dflt;
        }
        if (!(v instanceof StarInt i)) {
            throw new EvalException("invalid " + which + " index: got " + Starlark.type(v) + ", want int");
        }
        long x = i.isSmall() ? i.small() : i.signum() * (Long.MAX_VALUE / 2);
        if (x < 0) {
            x += n;
        }
        return Math.max(min, Math.min(max, x));
    }

    /** {@code x.name}: a method bound to {@code x}, or a module member. */
    static Object attr(StarlarkThread t, Object x, String name) {
        if (x instanceof StarModule m) {
            Object v = m.members.get(name);
            if (v != null) {
                return v;
            }
            String near = Spelling.nearest(name, m.members.keySet());
            throw new EvalException("module has no ." + name + " field or method"
                    + (near != null ? " (did you mean ." + near + "?)" : ""));
        }
        if (x instanceof HostValue h) {
            Object v = h.field(name);
            if (v != null) {
                return v;
            }
            String near = Spelling.nearest(name, h.fieldNames());
            throw new EvalException(h.type() + " has no ." + name + " field or method"
                    + (near != null ? " (did you mean ." + near + "?)" : ""));
        }
        Map<String, Builtin.Impl> methods = Methods.of(x);
        Builtin.Impl impl = methods == null ? null : methods.get(name);
        if (impl == null) {
            String near = methods == null ? null : Spelling.nearest(name, methods.keySet());
            throw new EvalException(Starlark.type(x) + " has no ." + name + " field or method"
                    + (near != null ? " (did you mean ." + near + "?)" : ""));
        }
        return new Builtin(name, x, impl);
    }
}
