package dev.catalogstudio.model.starlark;

import java.util.Map;

/** Argument checking for built-ins, with starlark-go's messages. */
final class Args {

    private Args() {
    }

    /**
     * Matches arguments to the parameters {@code params}; a name ending in {@code ?} is optional. The result has one
     * slot per parameter, {@code null} where an optional one was not given.
     */
    static Object[] unpack(String fn, Object[] args, Map<String, Object> kwargs, String... params) {
        var out = new Object[params.length];
        if (args.length > params.length) {
            throw new EvalException(fn + ": got " + args.length + " arguments, want at most " + params.length);
        }
        System.arraycopy(args, 0, out, 0, args.length);
        for (Map.Entry<String, Object> e : kwargs.entrySet()) {
            int i = -1;
            for (int k = 0; k < params.length; k++) {
                if (strip(params[k]).equals(e.getKey())) {
                    i = k;
                    break;
                }
            }
            if (i < 0) {
                var names = java.util.Arrays.stream(params).map(Args::strip).toList();
                String near = Spelling.nearest(e.getKey(), names);
                throw new EvalException(fn + ": unexpected keyword argument " + e.getKey()
                        + (near != null ? " (did you mean " + near + "?)" : ""));
            }
            if (out[i] != null) {
                throw new EvalException(fn + ": got multiple values for keyword argument " + e.getKey());
            }
            out[i] = e.getValue();
        }
        for (int k = 0; k < params.length; k++) {
            if (out[k] == null && !params[k].endsWith("?")) {
                throw new EvalException(fn + ": missing argument for " + params[k]);
            }
        }
        return out;
    }

    private static String strip(String p) {
        return p.endsWith("?") ? p.substring(0, p.length() - 1) : p;
    }

    /** Checks a positional-only call with between {@code min} and {@code max} arguments. */
    static void positional(String fn, Object[] args, Map<String, Object> kwargs, int min, int max) {
        if (!kwargs.isEmpty()) {
            throw new EvalException(fn + ": unexpected keyword arguments");
        }
        if (args.length < min || args.length > max) {
            if (min == max) {
                throw new EvalException(fn + ": got " + args.length + " argument" + (args.length == 1 ? "" : "s")
                        + ", want " + min);
            }
            if (args.length < min) {
                throw new EvalException(fn + ": got " + args.length + " arguments, want at least " + min);
            }
            throw new EvalException(fn + ": got " + args.length + " arguments, want at most " + max);
        }
    }

    static String string(String fn, Object x, String what) {
        if (!(x instanceof String s)) {
            throw new EvalException(fn + ": for parameter " + what + ": got " + Starlark.type(x) + ", want string");
        }
        return s;
    }

    static int integer(String fn, Object x, String what) {
        if (!(x instanceof StarInt i)) {
            throw new EvalException(fn + ": for parameter " + what + ": got " + Starlark.type(x) + ", want int");
        }
        int v = i.toIntOr(Integer.MIN_VALUE);
        if (v == Integer.MIN_VALUE) {
            throw new EvalException(fn + ": for parameter " + what + ": " + i + " out of range");
        }
        return v;
    }

    /** An int clamped into the int range (for indices: huge values act as ends). */
    static long clampedLong(String fn, Object x, String what) {
        if (!(x instanceof StarInt i)) {
            throw new EvalException(fn + ": for parameter " + what + ": got " + Starlark.type(x) + ", want int");
        }
        return i.isSmall() ? i.small() : i.signum() * (Long.MAX_VALUE / 2);
    }
}
