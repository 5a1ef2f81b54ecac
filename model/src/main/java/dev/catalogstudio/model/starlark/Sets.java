package dev.catalogstudio.model.starlark;

import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code set} type's constructor, operators and methods (starlark-spec.md "Sets", "set·add" … "set·update"). */
final class Sets {

    static final Map<String, Builtin.Impl> METHODS = new LinkedHashMap<>();

    private Sets() {
    }

    static Object constructor(StarlarkThread t, Object r, Object[] a, Map<String, Object> k) {
        Args.positional("set", a, k, 0, 1);
        var s = new StarSet();
        if (a.length == 1) {
            for (Object x : Builtins.elements(t, "set", a[0])) {
                s.add(x);
            }
        }
        return s;
    }

    private static StarSet of(StarlarkThread t, String fn, Object x) {
        return of(t, fn, x, 0);
    }

    /** {@code x} as a set: a set itself, or the elements of the {@code index}-th (0-based) iterable argument. */
    private static StarSet of(StarlarkThread t, String fn, Object x, int index) {
        if (x instanceof StarSet s) {
            return s;
        }
        if (!Starlark.isIterable(x)) {
            throw new EvalException("argument #" + (index + 1) + " is not iterable: " + Starlark.type(x));
        }
        var s = new StarSet();
        for (Object e : Builtins.elements(t, fn, x)) {
            s.add(e);
        }
        return s;
    }

    static StarSet union(StarlarkThread t, StarSet a, StarSet b) {
        var s = new StarSet();
        s.elems.addAll(a.elems);
        s.elems.addAll(b.elems);
        t.allocate(16L * s.size());
        return s;
    }

    static StarSet intersection(StarlarkThread t, StarSet a, StarSet b) {
        var s = new StarSet();
        for (Object x : a.elems) {
            if (b.elems.contains(x)) {
                s.elems.add(x);
            }
        }
        t.allocate(16L * s.size());
        return s;
    }

    static StarSet difference(StarlarkThread t, StarSet a, StarSet b) {
        var s = new StarSet();
        for (Object x : a.elems) {
            if (!b.elems.contains(x)) {
                s.elems.add(x);
            }
        }
        t.allocate(16L * s.size());
        return s;
    }

    static StarSet symmetricDifference(StarlarkThread t, StarSet a, StarSet b) {
        var s = difference(t, a, b);
        for (Object x : b.elems) {
            if (!a.elems.contains(x)) {
                s.elems.add(x);
            }
        }
        return s;
    }

    /** Subset ordering: {@code <=} subset, {@code <} proper subset; the result is what {@code op} needs. */
    static int compare(StarSet a, StarSet b, TokenKind op) {
        boolean sub = b.elems.containsAll(a.elems);
        boolean sup = a.elems.containsAll(b.elems);
        return switch (op) {
            case LE -> sub ? -1 : 1;
            case GE -> sup ? 1 : -1;
            case LT -> sub && !sup ? -1 : 1;
            default -> sup && !sub ? 1 : -1;
        };
    }

    /** starlark-go names the method in every error of a set method ("add: cannot insert into frozen hash table"). */
    private static void nameErrors() {
        METHODS.replaceAll((name, impl) -> (t, r, a, k) -> {
            try {
                return impl.call(t, r, a, k);
            } catch (EvalException e) {
                if (e.getMessage().startsWith(name + ":")) {
                    throw e;
                }
                throw new EvalException(name + ": " + e.getMessage());
            }
        });
    }

    static {
        METHODS.put("add", (t, r, a, k) -> {
            Args.positional("add", a, k, 1, 1);
            t.allocate(16);
            ((StarSet) r).add(a[0]);
            return Starlark.NONE;
        });
        METHODS.put("clear", (t, r, a, k) -> {
            Args.positional("clear", a, k, 0, 0);
            StarSet s = (StarSet) r;
            if (s.size() > 0) {
                s.checkMutable("clear");
                s.elems.clear();
            }
            return Starlark.NONE;
        });
        METHODS.put("difference", (t, r, a, k) -> {
            StarSet s = (StarSet) r;
            for (Object x : a) {
                s = difference(t, s, of(t, "difference", x));
            }
            return s == r ? union(t, s, new StarSet()) : s;
        });
        METHODS.put("discard", (t, r, a, k) -> {
            Args.positional("discard", a, k, 1, 1);
            ((StarSet) r).remove(a[0]);
            return Starlark.NONE;
        });
        METHODS.put("intersection", (t, r, a, k) -> {
            StarSet s = (StarSet) r;
            for (Object x : a) {
                s = intersection(t, s, of(t, "intersection", x));
            }
            return s == r ? union(t, s, new StarSet()) : s;
        });
        METHODS.put("issubset", (t, r, a, k) -> {
            Args.positional("issubset", a, k, 1, 1);
            return of(t, "issubset", a[0]).elems.containsAll(((StarSet) r).elems);
        });
        METHODS.put("issuperset", (t, r, a, k) -> {
            Args.positional("issuperset", a, k, 1, 1);
            return ((StarSet) r).elems.containsAll(of(t, "issuperset", a[0]).elems);
        });
        METHODS.put("pop", (t, r, a, k) -> {
            Args.positional("pop", a, k, 0, 0);
            StarSet s = (StarSet) r;
            if (s.size() == 0) {
                throw new EvalException("pop: empty set");
            }
            s.checkMutable("delete from");
            Object first = s.elems.iterator().next();
            s.elems.remove(first);
            return Starlark.unwrapKey(first);
        });
        METHODS.put("remove", (t, r, a, k) -> {
            Args.positional("remove", a, k, 1, 1);
            if (!((StarSet) r).remove(a[0])) {
                throw new EvalException("remove: missing key " + Starlark.repr(a[0]));
            }
            return Starlark.NONE;
        });
        METHODS.put("symmetric_difference", (t, r, a, k) -> {
            Args.positional("symmetric_difference", a, k, 1, 1);
            return symmetricDifference(t, (StarSet) r, of(t, "symmetric_difference", a[0]));
        });
        METHODS.put("union", (t, r, a, k) -> {
            StarSet s = union(t, (StarSet) r, new StarSet());
            for (int i = 0; i < a.length; i++) {
                s = union(t, s, of(t, "union", a[i], i));
            }
            return s;
        });
        METHODS.put("update", (t, r, a, k) -> {
            if (!k.isEmpty()) {
                throw new EvalException("does not accept keyword arguments");
            }
            StarSet s = (StarSet) r;
            s.checkMutable("insert into");
            for (int i = 0; i < a.length; i++) {
                for (Object e : of(t, "update", a[i], i).elems) {
                    s.add(Starlark.unwrapKey(e));
                }
            }
            return Starlark.NONE;
        });
        nameErrors();
    }
}
